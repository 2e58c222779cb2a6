#!/usr/bin/env python3
"""layout.py -- which layout does a window of a given width get?

A small model of the rule Sheaf follows, written in plain Python so it can be
read and tried without building anything.  Run the examples with

    python3 -m doctest -v layout.py

or ask about particular widths:

    python3 layout.py 360 700 1200
"""

import sys
from enum import Enum

COMPACT_BELOW = 600   # narrower than this: two pages, list then detail
REGULAR_FROM = 860    # this wide or wider: sidebar beside the detail


class WidthClass(Enum):
    COMPACT = "compact"
    MEDIUM = "medium"
    REGULAR = "regular"


def width_class(width: float) -> WidthClass:
    """Return the width class for a width in logical pixels.

    >>> width_class(360)
    <WidthClass.COMPACT: 'compact'>
    >>> width_class(599.5)
    <WidthClass.COMPACT: 'compact'>
    >>> width_class(600)
    <WidthClass.MEDIUM: 'medium'>
    >>> width_class(859)
    <WidthClass.MEDIUM: 'medium'>
    >>> width_class(860)
    <WidthClass.REGULAR: 'regular'>
    """
    if width < COMPACT_BELOW:
        return WidthClass.COMPACT
    if width < REGULAR_FROM:
        return WidthClass.MEDIUM
    return WidthClass.REGULAR


def describe(width: float, sidebar_hidden_by_user: bool = False) -> str:
    """Describe what the window shows at this width.

    The answer depends only on the width and the user's stored choice,
    never on the widths the window passed through on the way.

    >>> describe(1200)
    'sidebar beside detail'
    >>> describe(1200, sidebar_hidden_by_user=True)
    'detail only (F9 shows the sidebar)'
    >>> describe(700)
    'detail only (F9 slides the sidebar over it)'
    >>> describe(400)
    'list page, then detail page with Back'
    """
    cls = width_class(width)
    if cls is WidthClass.COMPACT:
        return "list page, then detail page with Back"
    if cls is WidthClass.MEDIUM:
        return "detail only (F9 slides the sidebar over it)"
    if sidebar_hidden_by_user:
        return "detail only (F9 shows the sidebar)"
    return "sidebar beside detail"


def sidebar_width(window_width: float, remembered: float | None = None) -> int:
    """Default sidebar width: 30% of the window, clamped to [200, 400].

    >>> sidebar_width(900)
    270
    >>> sidebar_width(2000)
    400
    >>> sidebar_width(1000, remembered=150)
    200
    """
    wanted = remembered if remembered is not None else window_width * 0.3
    return int(min(400, max(200, wanted)))


if __name__ == "__main__":
    for arg in sys.argv[1:] or ["360", "700", "1200"]:
        w = float(arg)
        print(f"{w:>7.0f} px  {width_class(w).value:<8} {describe(w)}")
