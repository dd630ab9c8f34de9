"""The real bars, each run headless with the README's configuration for it (see run.py)."""

import html
import json
import os
import pathlib
import pty
import pwd
import select
import shutil
import signal
import struct
import subprocess
import tempfile
import time

USER = "weatherbars"


def test_user():
    """An unprivileged user for sway, which refuses to run as root; made if missing."""
    try:
        pwd.getpwnam(USER)
    except KeyError:
        subprocess.run(["useradd", "--create-home", "--shell", "/bin/sh", USER], check=True)
    return USER


class Shown:
    """What a bar shows: its text, problems seen on the way (markup errors in its log), a screenshot."""

    def __init__(self, text, problems=(), screenshot=None):
        self.text, self.problems, self.screenshot = text, list(problems), screenshot


# The colour the README promises for poor air now (AQI 4 or more) in the bars that take colours.
AIR_POOR = "#af5fff"
# The colour docs/bars.md promises when rain or snow falls or starts within --rain-soon, unless the air is poor.
RAIN_SOON = "#00d7d7"


def readme_command(fmt, case):
    """The README's command for a bar, with its `--template` for place and conditions when the case uses it. The
    place is in the case's config file, as the README asks, not on the command line other users can read."""
    command = 'weather --format %s' % fmt
    return command + (" --template '%s'" % case.template if case.template else "")


# How soon a following bar must show a new line after another copy wrote it (docs/bars.md).
FOLLOW_WITHIN = 1.0


def watch_change(read, first, change, what):
    """Reads what a following bar shows with `read()` (None: nothing new yet) until it shows `first`, then calls
    `change()`, which writes a new forecast to the cache and returns its line, and reads until the bar shows that
    line. Returns (the text shown last, problems)."""
    shown, deadline = None, time.time() + 20
    while time.time() < deadline and shown != first:
        shown = read() or shown
    if shown != first:
        return shown or "<nothing>", ["%s showed %r, not the first line %r, within 20 s" % (what, shown, first)]
    second = change()
    changed = time.time()
    while time.time() < changed + 5 and shown != second:
        shown = read() or shown
    took = time.time() - changed
    if shown != second:
        return shown, ["%s still showed %r 5 s after the forecast changed to %r" % (what, shown, second)]
    if took > FOLLOW_WITHIN:
        return shown, ["%s showed the new line after %.2f s, not within %.0f s" % (what, took, FOLLOW_WITHIN)]
    return shown, []


class I3blocks:
    """i3blocks standalone: it prints the i3bar protocol (JSON) on stdout."""
    name, as_user = "i3blocks", False

    def unavailable(self):
        return None if shutil.which("i3blocks") else "i3blocks is not installed (apt-get install i3blocks)"

    def start(self):
        pass

    def stop(self):
        pass

    def show(self, case, world, want):
        config = world.dir / "i3blocks.conf"
        config.write_text("[weather]\ncommand=%s\ninterval=600\n" % readme_command("i3blocks", case))
        process = subprocess.Popen(["i3blocks", "-c", str(config)], stdout=subprocess.PIPE, env=world.env,
                                   text=True)
        block, deadline = None, time.time() + 15
        try:
            while time.time() < deadline and block is None:
                ready, _, _ = select.select([process.stdout], [], [], 0.5)
                if not ready:
                    continue
                line = process.stdout.readline().lstrip(",").strip()
                # The first line has the block before its command has run, with no text.
                try:
                    blocks = json.loads(line) if line.startswith("[{") else []
                except ValueError:
                    blocks = []
                ours = [b for b in blocks if b.get("name") == "weather" and b.get("full_text")]
                block = ours[0] if ours else None
        finally:
            process.kill()
            process.wait()
        if block is None:
            return Shown("<nothing>", ["i3blocks showed no block within 15 s"])
        problems = []
        if case.refused and not case.stale:
            # The README: i3blocks has no tooltip, so the few words are both texts (at most 40 characters; the
            # sentence, on stderr, would overrun the bar).
            full, short = block.get("full_text", ""), block.get("short_text", "")
            if full != short or len(full) > 40:
                problems.append("full_text %r is not the few words of short_text %r" % (full, short))
            return Shown(short, problems)
        if case.poor_air and block.get("color") != AIR_POOR:
            problems.append("poor air, but the block's colour is %r, not %s" % (block.get("color"), AIR_POOR))
        if case.rain_soon and block.get("color") != RAIN_SOON:
            problems.append("rain soon, but the block's colour is %r, not %s" % (block.get("color"), RAIN_SOON))
        return Shown(block.get("full_text", ""), problems)


    def follow(self, world, first, change):
        """docs/bars.md's follow configuration: interval=persist, each line the full text."""
        config = world.dir / "i3blocks-follow.conf"
        config.write_text("[weather]\ncommand=weather --format i3blocks --follow\ninterval=persist\n")
        process = subprocess.Popen(["i3blocks", "-c", str(config)], stdout=subprocess.PIPE, env=world.env,
                                   text=True)

        def read():
            ready, _, _ = select.select([process.stdout], [], [], 0.05)
            if not ready:
                return None
            line = process.stdout.readline().lstrip(",").strip()
            try:
                blocks = json.loads(line) if line.startswith("[{") else []
            except ValueError:
                blocks = []
            ours = [b for b in blocks if b.get("name") == "weather" and b.get("full_text")]
            return ours[0]["full_text"] if ours else None

        try:
            text, problems = watch_change(read, first, change, "i3blocks")
        finally:
            process.kill()
            process.wait()
        return Shown(text, problems)


class Tmux:
    """A tmux server and a real client attached in a pseudo-terminal; the status line read with pyte."""
    name, as_user = "tmux", False
    width, height = 200, 5

    def unavailable(self):
        if not shutil.which("tmux"):
            return "tmux is not installed (apt-get install tmux)"
        try:
            import pyte  # noqa: F401
        except ImportError:
            return "pyte is not installed (apt-get install python3-pyte, or pip install pyte)"
        return None

    def start(self):
        pass

    def stop(self):
        pass

    def show(self, case, world, want):
        import pyte
        socket = "bars-%s-%d" % (case.name, os.getpid())
        config = world.dir / "tmux.conf"
        config.write_text(
            "set -g status-right '#(%s)'\nset -g status-interval 60\nset -g status-right-length 150\n"
            "set -g status-left ''\nset -g window-status-format ''\nset -g window-status-current-format ''\n"
            % readme_command("tmux", case).replace("'", "'\\''"))
        env = dict(world.env, TERM="xterm-256color")
        subprocess.run(["tmux", "-L", socket, "-f", str(config), "new", "-d", "-x", str(self.width), "-y",
                        str(self.height)], env=env, check=True)
        pid, fd = pty.fork()
        if pid == 0:
            os.execvpe("tmux", ["tmux", "-L", socket, "attach"], env)
        import fcntl
        import termios
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", self.height, self.width, 0, 0))
        screen = pyte.Screen(self.width, self.height)
        stream = pyte.ByteStream(screen)
        text, deadline, cells = "", time.time() + 15, []
        try:
            while time.time() < deadline:
                ready, _, _ = select.select([fd], [], [], 0.3)
                if ready:
                    try:
                        stream.feed(os.read(fd, 65536))
                    except OSError:
                        break
                text = screen.display[-1].strip()
                cells = list(screen.buffer[self.height - 1].values())
                if text and "not ready" not in text and time.time() > deadline - 12:
                    if text == want:
                        break
        finally:
            subprocess.run(["tmux", "-L", socket, "kill-server"], env=env)
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            os.close(fd)
        # The README: the status line's own colours (tmux's default is black on green), not the temperature's:
        # every cell of weather's text is drawn as the line's empty cells are.
        line_style = {(cell.fg, cell.bg) for cell in cells if cell.data == " "}
        text_style = {(cell.fg, cell.bg) for cell in cells if cell.data.strip()}
        problems = []
        if len(line_style) != 1 or not text_style <= line_style:
            problems.append("not in the status line's colours: text %s on a line of %s"
                            % (sorted(text_style), sorted(line_style)))
        return Shown(text, problems)


    def follow(self, world, first, change):
        """docs/bars.md's follow configuration: the `#()` command stays, tmux shows its last line."""
        import pyte
        socket = "bars-follow-%d" % os.getpid()
        config = world.dir / "tmux-follow.conf"
        config.write_text(
            "set -g status-right '#(weather --format tmux --follow)'\nset -g status-right-length 150\n"
            "set -g status-left ''\nset -g window-status-format ''\nset -g window-status-current-format ''\n")
        env = dict(world.env, TERM="xterm-256color")
        subprocess.run(["tmux", "-L", socket, "-f", str(config), "new", "-d", "-x", str(self.width), "-y",
                        str(self.height)], env=env, check=True)
        pid, fd = pty.fork()
        if pid == 0:
            os.execvpe("tmux", ["tmux", "-L", socket, "attach"], env)
        import fcntl
        import termios
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", self.height, self.width, 0, 0))
        screen = pyte.Screen(self.width, self.height)
        stream = pyte.ByteStream(screen)

        def read():
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                stream.feed(os.read(fd, 65536))
            text = screen.display[-1].strip()
            return text if text and "not ready" not in text else None

        try:
            text, problems = watch_change(read, first, change, "tmux")
        finally:
            subprocess.run(["tmux", "-L", socket, "kill-server"], env=env)
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            os.close(fd)
        return Shown(text, problems)


def colors(image):
    """How many colours an image has: 1 for a bar that drew nothing on its background."""
    result = subprocess.run(["convert", str(image), "-format", "%k", "info:"], capture_output=True, text=True)
    return int(result.stdout or 0)


def compared(shot, expected_shot, want):
    """The text the bar shows if its screenshot is the expected text's, pixel for pixel; else why not."""
    if colors(shot) < 3 or colors(expected_shot) < 3:
        return "<the bar drew nothing: %d and %d colours>" % (colors(shot), colors(expected_shot))
    differing = same_pixels(shot, expected_shot)
    return want if differing == 0 else "<%d pixels differ from the expected text %r>" % (differing, want)


def same_pixels(first, second):
    """The number of pixels that differ between two images (ImageMagick's compare -metric AE)."""
    result = subprocess.run(["compare", "-metric", "AE", str(first), str(second), "null:"],
                            capture_output=True, text=True)
    try:
        return int(float(result.stderr.split()[0]))
    except (ValueError, IndexError):
        return -1


class Polybar:
    """polybar 3.6 under Xvfb with the README's module in a minimal bar, compared by screenshot with the same
    bar drawing the expected text from a file (with the zero-width space after "%" done here)."""
    name, as_user = "polybar", False
    display = ":93"

    def unavailable(self):
        for program in ["polybar", "Xvfb", "import", "compare"]:
            if not shutil.which(program):
                return "%s is not installed (apt-get install polybar xvfb imagemagick)" % program
        return None

    def start(self):
        self.xvfb = subprocess.Popen(["Xvfb", self.display, "-screen", "0", "1200x40x24", "-nolisten", "tcp"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1)

    def stop(self):
        self.xvfb.kill()
        self.xvfb.wait()

    def draw(self, world, exec_line, name):
        config = world.dir / ("%s.ini" % name)
        config.write_text(
            "[bar/weather]\nwidth = 100%%\nheight = 40\nbackground = #222222\nforeground = #eeeeee\n"
            "font-0 = DejaVu Sans:size=12;3\nfont-1 = Noto Color Emoji:scale=10;2\n"
            "font-2 = Noto Sans CJK KR:size=12;3\nmodules-left = weather\n\n"
            "[module/weather]\ntype = custom/script\nexec = %s\ninterval = 600\n" % exec_line)
        env = dict(world.env, DISPLAY=self.display)
        log = world.dir / ("%s.log" % name)
        with open(log, "w") as out:
            process = subprocess.Popen(["polybar", "-c", str(config), "-l", "info", "weather"], env=env,
                                       stdout=out, stderr=out)
            time.sleep(4)
            shot = world.dir / ("%s.png" % name)
            subprocess.run(["import", "-display", self.display, "-window", "root", str(shot)], check=True)
            process.terminate()
            process.wait()
        return shot, log.read_text()

    def follow(self, world, first, change):
        """docs/bars.md's follow configuration (tail = true): a screenshot while it shows the first line, and one
        a second after another copy wrote a new forecast, each compared with the same bar drawing a polling
        run's output at that time."""
        outputs = [world.weather(["--format", "polybar"])]
        config = world.dir / "follow.ini"
        config.write_text(
            "[bar/weather]\nwidth = 100%%\nheight = 40\nbackground = #222222\nforeground = #eeeeee\n"
            "font-0 = DejaVu Sans:size=12;3\nfont-1 = Noto Color Emoji:scale=10;2\n"
            "font-2 = Noto Sans CJK KR:size=12;3\nmodules-left = weather\n\n"
            "[module/weather]\ntype = custom/script\nexec = weather --format polybar --follow\ntail = true\n")
        env = dict(world.env, DISPLAY=self.display)
        shots = [world.dir / "follow-1.png", world.dir / "follow-2.png"]
        with open(world.dir / "follow.log", "w") as out:
            process = subprocess.Popen(["polybar", "-c", str(config), "-l", "info", "weather"], env=env,
                                       stdout=out, stderr=out)
            try:
                time.sleep(4)
                subprocess.run(["import", "-display", self.display, "-window", "root", str(shots[0])], check=True)
                change()
                time.sleep(FOLLOW_WITHIN)
                subprocess.run(["import", "-display", self.display, "-window", "root", str(shots[1])], check=True)
            finally:
                process.terminate()
                process.wait()
        outputs.append(world.weather(["--format", "polybar"]))
        problems, texts = [], []
        for index, (shot, output) in enumerate(zip(shots, outputs)):
            expected = world.dir / ("follow-expected-%d.txt" % index)
            expected.write_text(output)
            expected_shot, _ = self.draw(world, "cat %s" % expected, "follow-expected-%d" % index)
            seen = compared(shot, expected_shot, output.strip())
            texts.append(seen)
            if seen != output.strip():
                problems.append("%s: %s" % ("first line" if index == 0 else "a second after the change", seen))
        return Shown(texts[-1], problems)

    def show(self, case, world, want):
        shot, log = self.draw(world, readme_command("polybar", case), "real")
        color = world.weather(["--format", "i3blocks"]).split("\n")[2:3]
        if case.refused and not case.stale:
            reference = "%{F#ff0000}" + want + "%{F-}"
        else:
            line, _, marker = want.partition(" ⟳")
            shade = AIR_POOR if case.poor_air else RAIN_SOON if case.rain_soon else color[0] if color else "#bcbcbc"
            reference = "%%{F%s}%s%%{F-}" % (shade, line.replace("%", "%\u200b"))
            if marker:
                reference += " %{F#8a8a8a}⟳" + marker + "%{F-}"
        (world.dir / "expected.txt").write_text(reference + "\n")
        expected_shot, _ = self.draw(world, "cat %s" % (world.dir / "expected.txt"), "expected")
        problems = [line for line in log.splitlines()
                    if ("|warn:" in line or "|error:" in line) and "No monitor specified" not in line]
        return Shown(compared(shot, expected_shot, want), problems, shot)


class Waybar:
    """waybar 0.9 in a headless sway, run as an unprivileged user, compared by screenshot (grim) with the same
    bar drawing {"text": the expected text, escaped by Python's html.escape}; its debug log read for markup
    errors."""
    name, as_user = "waybar", True

    def unavailable(self):
        if os.geteuid() != 0:
            return "needs root to make the unprivileged user sway runs as"
        for program in ["waybar", "sway", "grim", "compare", "runuser"]:
            if not shutil.which(program):
                return "%s is not installed (apt-get install waybar sway grim imagemagick)" % program
        return None

    def start(self):
        self.user = test_user()
        entry = pwd.getpwnam(self.user)
        self.runtime = pathlib.Path(tempfile.mkdtemp(prefix="bars-runtime-"))
        os.chown(self.runtime, entry.pw_uid, entry.pw_gid)
        os.chmod(self.runtime, 0o700)
        config = self.runtime / "sway.conf"
        config.write_text("output HEADLESS-1 resolution 1200x200\n")
        # What the bar and grim need to reach sway; each case's own HOME (its cache and config) is kept.
        self.env = {"XDG_RUNTIME_DIR": str(self.runtime), "WLR_BACKENDS": "headless",
                    "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman"}
        self.sway = subprocess.Popen(
            ["runuser", "-u", self.user, "--", "env", "-i", "PATH=/usr/bin:/bin", "HOME=" + entry.pw_dir]
            + ["%s=%s" % i for i in self.env.items()] + ["sway", "-c", str(config)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 10
        while time.time() < deadline and not list(self.runtime.glob("wayland-*")):
            time.sleep(0.2)
        sockets = [p.name for p in self.runtime.glob("wayland-*") if not p.name.endswith(".lock")]
        if not sockets:
            raise RuntimeError("sway made no Wayland socket within 10 s")
        self.env["WAYLAND_DISPLAY"] = sockets[0]

    def stop(self):
        self.sway.terminate()
        try:
            self.sway.wait(5)
        except subprocess.TimeoutExpired:
            self.sway.kill()
        shutil.rmtree(self.runtime, ignore_errors=True)

    def run_as_user(self, command, world):
        env = dict(world.env, **self.env)
        return ["runuser", "-u", self.user, "--", "env", "-i"] + ["%s=%s" % i for i in env.items()] + command

    def follow(self, world, first, change):
        """docs/bars.md's follow configuration (no interval): screenshots while it shows the first line and a
        second after another copy wrote a new forecast, each compared with the bar drawing a polling run's object."""
        outputs = [world.weather(["--format", "waybar"], self.user)]
        config = world.dir / "follow.json"
        config.write_text(json.dumps({
            "layer": "top", "position": "top", "height": 34, "modules-left": ["custom/weather"],
            "custom/weather": {"exec": "weather --format waybar --follow", "return-type": "json", "format": "{}",
                               "tooltip": True}}))
        style = world.dir / "style.css"
        style.write_text("* { font-family: 'DejaVu Sans', 'Noto Sans CJK KR'; font-size: 16px; }\n"
                         "window#waybar { background: #222222; color: #eeeeee; }\n")
        for path in [config, style]:
            shutil.chown(path, self.user, self.user)
        shots = [world.dir / "follow-1.png", world.dir / "follow-2.png"]
        for shot in shots:
            shot.touch()
            shutil.chown(shot, self.user, self.user)
        with open(world.dir / "follow.log", "w") as out:
            process = subprocess.Popen(self.run_as_user(["waybar", "-c", str(config), "-s", str(style)], world),
                                       stdout=out, stderr=out)
            try:
                time.sleep(4)
                subprocess.run(self.run_as_user(["grim", "-g", "0,0 1200x34", str(shots[0])], world), check=True)
                change()
                time.sleep(FOLLOW_WITHIN)
                subprocess.run(self.run_as_user(["grim", "-g", "0,0 1200x34", str(shots[1])], world), check=True)
            finally:
                process.terminate()
                process.wait()
        outputs.append(world.weather(["--format", "waybar"], self.user))
        problems, texts = [], []
        for index, (shot, output) in enumerate(zip(shots, outputs)):
            expected = world.dir / ("follow-output-%d.json" % index)
            expected.write_text(output)
            shutil.chown(expected, self.user, self.user)
            expected_shot, _ = self.draw(world, "cat %s" % expected, "follow-expected-%d" % index)
            text = json.loads(output or "{}").get("text", "")
            seen = compared(shot, expected_shot, text)
            texts.append(seen)
            if seen != text:
                problems.append("%s: %s" % ("first line" if index == 0 else "a second after the change", seen))
        return Shown(texts[-1], problems)

    def draw(self, world, exec_line, name):
        config = world.dir / ("%s.json" % name)
        config.write_text(json.dumps({
            "layer": "top", "position": "top", "height": 34, "modules-left": ["custom/weather"],
            "custom/weather": {"exec": exec_line, "return-type": "json", "interval": 600, "format": "{}",
                               "tooltip": True}}))
        style = world.dir / "style.css"
        style.write_text("* { font-family: 'DejaVu Sans', 'Noto Sans CJK KR'; font-size: 16px; }\n"
                         "window#waybar { background: #222222; color: #eeeeee; }\n")
        for path in [config, style]:
            shutil.chown(path, self.user, self.user)
        log = world.dir / ("%s.log" % name)
        with open(log, "w") as out:
            process = subprocess.Popen(self.run_as_user(["waybar", "-c", str(config), "-s", str(style), "-l", "debug"],
                                                    world), stdout=out, stderr=out)
            time.sleep(4)
            shot = world.dir / ("%s.png" % name)
            subprocess.run(self.run_as_user(["grim", "-g", "0,0 1200x34", str(shot)], world), check=True)
            process.terminate()
            process.wait()
        return shot, log.read_text()

    def show(self, case, world, want):
        shot, log = self.draw(world, readme_command("waybar", case), "real")
        expected = world.dir / "expected-output.json"
        # The same classes as weather's own object (GTK's theme styles some, such as "error"), the text escaped here.
        own = json.loads(world.weather(["--format", "waybar"], self.user) or "{}")
        reference = {"text": html.escape(want, quote=False)}
        if "class" in own:
            reference["class"] = own["class"]
        expected.write_text(json.dumps(reference) + "\n")
        shutil.chown(expected, self.user, self.user)
        expected_shot, _ = self.draw(world, "cat %s" % expected, "expected")
        problems = [line for line in log.splitlines() if "markup" in line.lower()]
        if case.name == "korean":
            problems += self.wrapped_tooltips(world)
        return Shown(compared(shot, expected_shot, want), problems, shot)

    def wrapped_tooltips(self, world):
        """The recorded forecasts whose tooltip GTK would wrap, laid out by tooltip.py in this sway session (the
        tooltip shows only under a pointer, which a headless sway without input devices has not)."""
        fixtures = pathlib.Path(__file__).resolve().parents[2] / "Tests/WeatherCoreTests/Fixtures"
        outputs = []
        for fixture in sorted(fixtures.glob("forecast_*.json")):
            units = next((u for u in ["metric", "imperial"] if u in fixture.name), "standard")
            output = world.dir / ("tooltip-%s" % fixture.name)
            output.write_text(world.weather(["--input", str(fixture), "--input-units", units, "--format", "waybar"]))
            if '"class":"error"' not in output.read_text():
                shutil.chown(output, self.user, self.user)
                outputs.append(str(output))
        script = pathlib.Path(__file__).resolve().parent / "tooltip.py"
        shutil.copy(script, world.dir / "tooltip.py")
        result = subprocess.run(self.run_as_user(["/usr/bin/python3", str(world.dir / "tooltip.py")] + outputs,
                                                 world), capture_output=True, text=True, timeout=60)
        if result.returncode not in (0, 1):
            return ["tooltip.py failed: " + (result.stderr.strip().splitlines() or ["?"])[-1]]
        return result.stdout.splitlines()


ALL = [I3blocks(), Tmux(), Polybar(), Waybar()]
