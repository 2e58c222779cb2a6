"""End-to-end: the window adapts to its width and obeys the keyboard map."""

import random
import subprocess

import pyatspi

from Tests.e2e.fixtures import build_xmeasure, xmeasure_values
from Tests.e2e.sheaf_session import SheafTestCase, wait_for

BOTH = {"Sidebar", "Content"}


def expected_panes(width, selected=False):
    """What a width calls for when the user has not closed the sliding list: with nothing
    selected, a medium window slides the list over the empty detail; with an item chosen, the
    narrow window stays on its page. From 860 px the list and the detail are always there (the
    toggle brings or hides the folder tree)."""
    if width < 600:
        return {"Content"} if selected else {"Sidebar"}
    if width < 860:
        return {"Content"} if selected else BOTH
    return BOTH


class AdaptiveTests(SheafTestCase):
    def launch(self, width):
        self.start(width=width)
        # The list is in the accessibility tree only once it has been on screen.
        self.wait_for_rows()

    def panes(self, expected, what):
        wait_for(lambda: self.sheaf.panes_on_screen() == expected, what=what)

    def test_launch_narrow_shows_the_list_never_an_empty_detail(self):
        self.launch(400)
        self.panes({"Sidebar"}, "the list alone")
        self.assertIsNone(self.sheaf.button("Toggle Sidebar"), "no toggle when narrow")

    def test_launch_medium_with_nothing_selected_shows_the_list_with_the_focus_in_it(self):
        self.launch(700)
        self.panes(BOTH, "the list over the empty detail")
        self.assertTrue(self.sheaf.is_pressed(self.sheaf.button("Toggle Sidebar")))
        wait_for(lambda: self.sheaf.focused_pane() == "Sidebar", what="the focus in the list")
        rows = self.sheaf.list_rows()
        self.sheaf.key("Home")
        wait_for(lambda: self.sheaf.detail_title() == rows[0], what="Home selects the first row")
        self.sheaf.key("Return")
        self.panes({"Content"}, "Enter opens it: the detail alone, with the toggle")
        self.assertFalse(self.sheaf.is_pressed(self.sheaf.button("Toggle Sidebar")))

    def test_launch_wide_shows_both_panes(self):
        self.launch(1100)
        self.panes(BOTH, "both panes")

    def test_narrow_activation_pushes_and_back_keys_pop_keeping_the_selection(self):
        self.launch(400)
        self.sheaf.select_row("Chapter 2.txt")
        self.panes({"Sidebar"}, "arrow keys do not push")
        for back in ("Escape", "alt+Left"):
            self.sheaf.key("Return")
            self.panes({"Content"}, "Enter pushes the detail")
            self.assertIsNotNone(self.sheaf.button("Back"))
            self.sheaf.key(back)
            self.panes({"Sidebar"}, f"{back} pops to the list")
            self.assertEqual(self.sheaf.selected_row(), "Chapter 2.txt", "selection survives")

    def test_one_click_on_a_row_opens_it_when_narrow(self):
        self.launch(400)
        self.sheaf.click(100, 150)
        self.panes({"Content"}, "a click pushes the detail")
        self.assertIsNotNone(self.sheaf.button("Back"))

    def test_resizing_across_thresholds_with_and_without_a_selection(self):
        self.launch(1100)
        for width in (700, 400, 1100):
            self.sheaf.resize(width)
            self.panes(expected_panes(width), f"layout at {width} without a selection")
        self.sheaf.select_row("Chapter 2.txt")
        for width in (400, 700, 1100, 500):
            self.sheaf.resize(width)
            self.panes(expected_panes(width, selected=True), f"layout at {width} with one")
            self.assertEqual(self.sheaf.detail_title(), "Chapter 2.txt")

    def test_f9_brings_or_hides_the_tree_and_slides_the_list_when_medium(self):
        self.launch(1100)
        self.assertFalse(self.sheaf.tree_on_screen(), "no tree at 1100 px until asked for")
        self.sheaf.key("F9")
        wait_for(self.sheaf.tree_on_screen, what="F9 bringing the tree in beside the list")
        self.panes(BOTH, "the list and the detail moved aside, still there")
        self.sheaf.key("Escape")
        wait_for(lambda: not self.sheaf.tree_on_screen(), what="Escape sending it away")
        self.sheaf.resize(1500)
        wait_for(self.sheaf.tree_on_screen, what="wide: the tree beside the list")
        self.sheaf.key("F9")
        wait_for(lambda: not self.sheaf.tree_on_screen(), what="F9 hiding it")
        self.sheaf.resize(1400)
        self.assertFalse(self.sheaf.tree_on_screen(), "hidden stays hidden across resizes")
        self.panes(BOTH, "the list and the detail")
        self.sheaf.key("F9")
        wait_for(self.sheaf.tree_on_screen, what="F9 showing it again")
        self.sheaf.resize(700)
        self.panes(BOTH, "medium with nothing selected: the list slides over the detail")
        self.assertFalse(self.sheaf.tree_on_screen(), "no tree when medium")
        self.sheaf.key("F9")
        self.panes({"Content"}, "F9 closes it")
        self.sheaf.resize(720)
        self.panes({"Content"}, "closed by the user, it stays closed")
        self.sheaf.key("F9")
        self.panes(BOTH, "F9 slides the sidebar over the detail")
        self.sheaf.key("Escape")
        self.panes({"Content"}, "Escape closes the overlay")
        self.sheaf.key("F9")
        self.panes(BOTH, "overlay open again")
        rows = self.sheaf.list_rows()
        self.sheaf.key("Home", "Down")
        wait_for(lambda: self.sheaf.detail_title() == rows[1], what="the detail follows the arrows")
        self.assertEqual(self.sheaf.panes_on_screen(), BOTH, "arrow keys browse, the overlay stays")
        self.sheaf.key("Return")
        self.panes({"Content"}, "choosing an item closes the overlay")
        self.assertEqual(self.sheaf.detail_title(), rows[1])

    def test_resize_storm_ends_in_the_layout_of_the_last_width(self):
        self.launch(1100)
        rng = random.Random(20261202)
        # Page keys, Ctrl+End and Tab scroll and move into the documents shown: the text views'
        # scroll bars must never be drawn unplaced while the window is resized.
        keys = ["Down", "Up", "Home", "End", "Return", "space", "Escape", "alt+Left", "F9", "F6",
                "Page_Down", "Page_Up", "ctrl+End", "Tab", "shift+Tab"]
        width = 1100
        for step in range(500):
            width = rng.randint(360, 1400)
            self.sheaf.resize_nowait(width)
            if step % 5 == 0:
                self.sheaf.key(rng.choice(keys))
        self.sheaf.resize(width)
        self.assertIsNone(self.sheaf.process.poll(), "Sheaf is still running")
        # The keys may have pushed the detail or hidden the sidebar: what the last width calls
        # for is then told by the Back button and the toggle's pressed state. The layout
        # settles on it, and stays.
        seen = {}

        def settled():
            seen["panes"] = self.sheaf.panes_on_screen()
            seen["back"] = self.sheaf.button("Back") is not None
            toggle = self.sheaf.button("Toggle Sidebar")
            seen["toggle"] = toggle is not None and ("pressed" if self.sheaf.is_pressed(toggle)
                                                     else "up")
            seen["tree"] = self.sheaf.tree_on_screen()
            seen["expected"] = self.expected_panes(width)
            return seen["panes"] == seen["expected"]

        try:
            wait_for(settled, what=f"the layout of {width} px")
        except AssertionError:
            self.fail(f"the layout of {width} px never came; last seen: {seen}")
        panes = self.sheaf.panes_on_screen()
        self.assertEqual(panes, self.expected_panes(width), f"at {width}")
        if 600 <= width < 860 and self.sheaf.detail_title():
            # A resize closes an overlay opened to pick an item.
            self.assertEqual(panes, {"Content"}, f"an item is shown, at {width}")

    def expected_panes(self, width):
        """The panes a window `width` px wide shows, given its Back button and its toggle."""
        toggle = self.sheaf.button("Toggle Sidebar")
        if width < 600:
            self.assertIsNone(toggle, f"no toggle at {width}")
            return {"Content"} if self.sheaf.button("Back") is not None else {"Sidebar"}
        self.assertIsNotNone(toggle, f"the toggle at {width}")
        if width >= 860:
            return BOTH
        return BOTH if self.sheaf.is_pressed(toggle) else {"Content"}


class ResizeDrawTests(SheafTestCase):
    @classmethod
    def setUpClass(cls):
        cls.xmeasure = build_xmeasure(cls)

    def test_a_resize_across_the_collapse_width_is_drawn_once(self):
        """What the new layout changes is settled before its frame is drawn: a style changed
        while the window was laid out cost every such resize a second and third draw. (With
        nothing shown: a text view shown lays its text out again after a resize, as GTK's
        text view does.)"""
        self.start(width=1100)
        self.wait_for_rows()
        result = subprocess.run(
            [self.xmeasure, "resize", "--window", self.sheaf.window_id, "--count", "20",
             "--widths", "400,1100", "--height", "700"],
            capture_output=True, text=True, check=True, timeout=120)
        values = xmeasure_values(result.stdout)
        self.assertEqual(values.get("resize_missing"), "0", result.stdout)
        self.assertEqual(values.get("resize_repaints_median"), "1", result.stdout)


class DividerTests(SheafTestCase):
    def setUp(self):
        self.start(width=1100)
        self.wait_for_rows()

    def sidebar_width(self):
        return self.sheaf.pane("Sidebar").queryComponent().getExtents(pyatspi.WINDOW_COORDS).width

    def test_the_divider_drags_within_240_and_a_third_and_the_width_is_kept(self):
        # The split view is the window's one child, a plain container (role filler).
        split = self.sheaf.find(lambda n: n.getRoleName() == "filler")
        split_width = split.queryComponent().getExtents(pyatspi.WINDOW_COORDS).width
        self.assertEqual(self.sidebar_width(), int(0.3 * split_width), "30% of the split view")
        # The pointer moves in X window coordinates, a frame margin off GTK's. The list is one
        # of three columns: at most a third of the width (and 400 px), at least 240 px.
        margin = self.sheaf.frame_margin()
        for target, expected in ((900, min(400, int(split_width / 3))), (50, 240)):
            handle = self.sidebar_width() + margin
            self.sheaf.drag((handle, 300), (target + margin, 300))
            wait_for(lambda expected=expected: self.sidebar_width() == expected,
                     what=f"sidebar clamped to {expected} px after dragging to {target}")
        handle = self.sidebar_width() + margin
        self.sheaf.drag((handle, 300), (300 + margin, 300))
        # GtkPaned keeps the pointer's offset within its handle's grab area: a few pixels.
        def near_300():
            width = self.sidebar_width()
            return width if abs(width - 300) <= 8 else None

        dragged = wait_for(near_300, what="the divider following the pointer to 300 px")
        for width in (1300, 1000, 1100):
            self.sheaf.resize(width)
            wait_for(lambda: self.sidebar_width() == dragged, what=f"the dragged width at {width}")
