#!/usr/bin/python3
"""Lays out waybar tooltips as GTK 3 does and prints those whose lines wrap.

GTK 3's tooltip is a GtkLabel with `wrap` on and `max-width-chars` 70 (gtktooltipwindow.ui;
MAX_TOOLTIP_LINE_WIDTH in gtktooltipwindow.c); waybar sets its markup. Each argument is a file holding
`weather --format waybar` output; a tooltip wraps when Pango lays its markup out in more lines than it has.
Needs a display (Wayland or X) and python3-gi with GTK 3.
"""

import json
import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import Gtk  # noqa: E402


def wrapped_lines(markup):
    """How many more lines the tooltip label has than its markup."""
    label = Gtk.Label()
    label.set_line_wrap(True)
    label.set_max_width_chars(70)
    label.set_markup(markup)
    window = Gtk.OffscreenWindow()
    window.add(label)
    # The window takes the label's preferred size, as the tooltip window does.
    window.show_all()
    while Gtk.events_pending():
        Gtk.main_iteration()
    laid_out = label.get_layout().get_line_count()
    window.destroy()
    return laid_out - (markup.count("\n") + 1)


def main():
    failed = 0
    for path in sys.argv[1:]:
        with open(path) as file:
            tooltip = json.load(file).get("tooltip", "")
        extra = wrapped_lines(tooltip)
        if extra:
            failed += 1
            print("%s: the tooltip wraps into %d more lines" % (path, extra))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
