#!/usr/bin/env bash
# Builds weather in release mode with the Swift runtime linked in on Linux (--static-swift-stdlib, so the
# binary runs without a Swift toolchain; macOS has the runtime) and installs, under PREFIX:
#   bin/weather                     (it opens the system's libcurl when it asks OpenWeather)
#   share/man/man1/weather.1
#   share/bash-completion/completions/weather
#   share/zsh/site-functions/_weather
#   share/fish/vendor_completions.d/weather.fish
#   share/doc/weather/APIKey.example.json  (the key file's form, which the no-key message names)
#
# Usage: scripts/install.sh [--prefix DIR] [--uninstall]
# Environment: PREFIX (default ~/.local), DESTDIR (a staging root for packagers, default none),
#              SWIFT (the swift command, default swift).
set -euo pipefail

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }
die() {
    echo "install.sh: $*" >&2
    exit 1
}
# A command line that is wrong: the problem, the usage line, a pointer to --help, and 64 (EX_USAGE), as weather
# says its own usage errors.
usage_error() {
    {
        echo "install.sh: $*"
        sed -n 's/^# \(Usage: .*\)/\1/p' "$0"
        echo "See 'scripts/install.sh --help'."
    } >&2
    exit 64
}

prefix=${PREFIX:-$HOME/.local}
uninstall=false
while (($#)); do
    case $1 in
        # A missing directory, or an option where it should be (`--prefix --uninstall`), is a usage error, not a
        # shell's "parameter null or not set" with status 1 or a folder named --uninstall.
        --prefix)
            if (($# < 2)) || [[ -z $2 || $2 == -* ]]; then usage_error "--prefix needs a directory: --prefix DIR"; fi
            prefix=$2; shift 2 ;;
        --prefix=*)
            prefix=${1#*=}
            [ -n "$prefix" ] || usage_error "--prefix needs a directory: --prefix=DIR"
            shift ;;
        --uninstall) uninstall=true; shift ;;
        -h | --help) usage; exit 0 ;;
        *) usage_error "unknown argument '$1'" ;;
    esac
done
# `make install PREFIX=~/.local` reaches us unexpanded from shells that do not expand ~ after `=`.
# shellcheck disable=SC2088 # so the ~ is matched literally, on purpose
case $prefix in
    "~") prefix=$HOME ;;
    "~/"*) prefix=$HOME/${prefix#"~/"} ;;
    /*) ;;
    *) prefix=$PWD/$prefix ;;
esac
root=${DESTDIR:-}$prefix

# The network helper that older versions installed (weather is one program now): installing or uninstalling
# removes it.
old_helpers=(bin/weather-fetch libexec/weather/weather-fetch)
# Every file this script installs, relative to PREFIX; --uninstall removes exactly these (and the old helpers).
binary=bin/weather
manual=share/man/man1/weather.1
bash_completion=share/bash-completion/completions/weather
zsh_completion=share/zsh/site-functions/_weather
fish_completion=share/fish/vendor_completions.d/weather.fish
key_example=share/doc/weather/APIKey.example.json
installed=("$binary" "$manual" "$bash_completion" "$zsh_completion" "$fish_completion" "$key_example")
# The folders that hold them, each after the folders inside it: --uninstall removes those left empty.
folders=(bin share/man/man1 share/man share/bash-completion/completions share/bash-completion
    share/zsh/site-functions share/zsh share/fish/vendor_completions.d share/fish share/doc/weather share/doc
    share libexec/weather libexec)

if $uninstall; then
    for file in "${installed[@]}" "${old_helpers[@]}"; do
        if [ -e "$root/$file" ]; then rm -f "$root/$file" && echo "removed $root/$file"; fi
    done
    # rmdir, which leaves a folder that holds anything else: other programs' files are never touched.
    for folder in "${folders[@]}"; do
        if [ -d "$root/$folder" ] && rmdir "$root/$folder" 2>/dev/null; then echo "removed $root/$folder/"; fi
    done
    exit 0
fi

cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
command -v "$swift" >/dev/null ||
    die "'$swift' not found. Install Swift 6 (https://www.swift.org/install/) and put it on PATH, or set SWIFT=/path/to/swift."

build=("$swift" build -c release)
# Apple's systems carry the Swift runtime themselves and refuse a static one; elsewhere it is linked in.
[ "$(uname -s)" = Darwin ] || build+=(--static-swift-stdlib)
log=$(mktemp)
staging=$(mktemp -d)
trap 'rm -rf "$log" "$staging"' EXIT
echo "+ ${build[*]}"
# libcurl is opened at run time (dlopen), so building needs neither its headers nor its development package.
"${build[@]}" --product weather 2>&1 | tee "$log" || die "the release build failed; see the output above."
bin=$("${build[@]}" --show-bin-path)/weather

# The completions come from the binary just built, so they match its options exactly.
version=$("$bin" --version) || die "$bin --version failed."
for shell in bash zsh fish; do
    "$bin" --completions "$shell" >"$staging/$shell" 2>"$log" ||
        die "$bin --completions $shell failed: $(cat "$log")"
done
# The man page's footer names the version, taken from the binary rather than written a second time.
sed "s/^\.Os\$/.Os $version/" docs/weather.1 >"$staging/weather.1"

install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
    "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d" "$root/share/doc/weather"
# Stripped of its symbol table, which is a large part of the file (docs/performance.md).
install -m 755 -s "$bin" "$root/$binary"
for file in "${old_helpers[@]}"; do
    if [ -f "$root/$file" ]; then rm -f "$root/$file" && echo "removed the older $root/$file"; fi
done
rmdir "$root/libexec/weather" 2>/dev/null || true
install -m 644 "$staging/weather.1" "$root/$manual"
install -m 644 "$staging/bash" "$root/$bash_completion"
install -m 644 "$staging/zsh" "$root/$zsh_completion"
install -m 644 "$staging/fish" "$root/$fish_completion"
install -m 644 APIKey.example.json "$root/$key_example"
for file in "${installed[@]}"; do echo "installed $root/$file"; done
echo "$version"

# Hints only for a real install, not a packager's staging root.
if [ -z "${DESTDIR:-}" ]; then
    case ":$PATH:" in
        *":$prefix/bin:"*) ;;
        *) echo "note: $prefix/bin is not on PATH; add it in your shell's startup file." ;;
    esac
    zsh_functions=$prefix/share/zsh/site-functions
    if command -v zsh >/dev/null && ! zsh -fc 'print -l $fpath' | grep -qxF "$zsh_functions"; then
        echo "note: for zsh, add fpath=($zsh_functions \$fpath) before compinit in ~/.zshrc."
    fi
fi
