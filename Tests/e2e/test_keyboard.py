"""End-to-end: every part of the window is reachable from the keyboard."""

import unittest

from Tests.e2e.sheaf_session import SheafTestCase, wait_for


class KeyboardTests(SheafTestCase):
    def setUp(self):
        self.start(width=1100)
        self.wait_for_rows()

    def focus(self, pane, what):
        wait_for(lambda: self.sheaf.focused_pane() == pane, what=what)

    def test_f6_tab_and_shift_tab_move_between_the_panes(self):
        self.sheaf.select_row("Chapter 2.txt")
        self.focus("Sidebar", "the list has the focus")
        self.sheaf.key("F6")
        self.focus("Content", "F6 moves to the detail")
        self.sheaf.key("F6")
        self.focus("Sidebar", "F6 moves back to the list")
        self.sheaf.key("Tab")
        self.focus("Content", "Tab leaves the list for the detail")
        # Through the detail's own controls, at most a few of them: each Shift+Tab moves the
        # focus somewhere else before the next is sent.
        for _ in range(4):
            before = self.sheaf.focused()
            if self.sheaf.focused_pane() == "Sidebar":
                break
            self.sheaf.key("shift+Tab")
            wait_for(lambda: self.sheaf.focused() != before, what="the focus moved")
        self.focus("Sidebar", "Shift+Tab comes back to the list")

    def test_the_first_down_selects_the_first_file(self):
        # A new window on the sample library has nothing selected and its first row focused.
        self.focus("Sidebar", "the list has the focus")
        self.assertIsNone(self.sheaf.selected_row())
        first = self.sheaf.list_rows()[0]
        self.sheaf.key("Down")
        wait_for(self.sheaf.selected_row, what="a file selected")
        self.assertEqual(self.sheaf.selected_row(), first)
        self.sheaf.key("Down")
        wait_for(lambda: self.sheaf.selected_row() == self.sheaf.list_rows()[1],
                 what="the next Down moves on by one")

    def test_down_browses_every_kind_of_file_without_a_gtk_warning(self):
        # From one page of the detail to another (a picture, then source code, then text...):
        # each preview shown with the keyboard, one after the other, is laid out before it is
        # drawn. The session's end fails the test on any GTK warning.
        rows = self.sheaf.list_rows()
        self.sheaf.key("Down")
        for row in rows:
            wait_for(lambda row=row: self.sheaf.detail_title() == row, what=f"{row} on show")
            if row != rows[-1]:
                self.sheaf.key("Down")

    def test_space_opens_the_selected_item_like_enter(self):
        self.sheaf.resize(400)
        wait_for(lambda: self.sheaf.panes_on_screen() == {"Sidebar"}, what="the narrow list")
        self.sheaf.select_row("Chapter 2.txt")
        self.sheaf.key("space")
        wait_for(lambda: self.sheaf.panes_on_screen() == {"Content"}, what="Space pushed the detail")
        self.assertEqual(self.sheaf.detail_title(), "Chapter 2.txt")

    def test_back_key_and_mouse_button_8_pop_the_narrow_detail(self):
        self.sheaf.resize(400)
        self.sheaf.select_row("Chapter 2.txt")
        for back in ("key", "button"):
            self.sheaf.key("Return")
            wait_for(lambda: self.sheaf.panes_on_screen() == {"Content"}, what="pushed")
            if back == "key":
                self.sheaf.key("XF86Back")
            else:
                self.sheaf.click(200, 300, button=8)
            wait_for(lambda: self.sheaf.panes_on_screen() == {"Sidebar"}, what=f"back by {back}")
            self.focus("Sidebar", f"the list has the focus after back by {back}")
            self.assertEqual(self.sheaf.selected_row(), "Chapter 2.txt")

    def test_a_click_on_the_dimmed_detail_closes_the_overlay(self):
        self.sheaf.resize(700)
        wait_for(lambda: self.sheaf.panes_on_screen() == {"Sidebar", "Content"},
                 what="the list over the empty detail")
        self.focus("Sidebar", "focus moves into the overlay")
        self.sheaf.click(600, 400)
        wait_for(lambda: self.sheaf.panes_on_screen() == {"Content"}, what="overlay closed")
        self.focus("Content", "focus returns to the detail")
