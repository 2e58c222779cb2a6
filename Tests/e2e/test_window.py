"""End-to-end: the real window, its list and its detail, driven by keys."""

import unittest

from Tests.e2e.sheaf_session import SAMPLE_ROWS, SheafTestCase, wait_for


class WindowTests(SheafTestCase):
    def setUp(self):
        self.start(width=1100)

    def test_window_lists_the_sample_library_in_natural_order(self):
        wait_for(lambda: self.sheaf.list_row_count() == SAMPLE_ROWS, what="all sample rows")
        rows = self.sheaf.list_rows()
        self.assertIn("Welcome to Sheaf.md", rows)
        self.assertLess(rows.index("Chapter 2.txt"), rows.index("Chapter 10.txt"))
        # Case does not split the list: lowercase names sit among their letter.
        self.assertLess(rows.index("Color Wheel.png"), rows.index("config.json"))
        self.assertLess(rows.index("config.json"), rows.index("Desert Dunes Panorama.jpg"))
        self.assertEqual(self.sheaf.panes_on_screen(), {"Sidebar", "Content"})
        self.assertEqual(self.sheaf.detail_title(), "")

    def test_down_up_and_enter_change_what_the_detail_shows(self):
        wait_for(lambda: self.sheaf.list_row_count() == SAMPLE_ROWS, what="all sample rows")
        rows = self.sheaf.list_rows()
        self.sheaf.key("Down")
        first = wait_for(self.sheaf.detail_title, what="a selected item")
        self.assertIn(first, rows)
        self.sheaf.key("Down")
        second = wait_for(lambda: (t := self.sheaf.detail_title()) != first and t, what="next item")
        self.assertEqual(rows.index(second), rows.index(first) + 1)
        self.sheaf.key("Up")
        wait_for(lambda: self.sheaf.detail_title() == first, what="previous item again")
        self.assertEqual(self.sheaf.panes_on_screen(), {"Sidebar", "Content"})
        # Narrow, Return opens the selected item: back on the list, it brings the detail.
        self.sheaf.resize(400)
        wait_for(lambda: self.sheaf.panes_on_screen() == {"Content"}, what="the item kept")
        self.sheaf.key("Escape")
        wait_for(lambda: self.sheaf.panes_on_screen() == {"Sidebar"}, what="the narrow list")
        self.sheaf.key("Return")
        wait_for(lambda: self.sheaf.panes_on_screen() == {"Content"}, what="the item opened")
        self.assertEqual(self.sheaf.detail_title(), first)

    def test_a_text_file_shows_its_text(self):
        wait_for(lambda: self.sheaf.list_row_count() == SAMPLE_ROWS, what="all sample rows")
        self.sheaf.select_row("Chapter 2.txt")
        with open("data/library/Chapter 2.txt", encoding="utf-8") as chapter:
            expected = chapter.read()
        wait_for(lambda: self.sheaf.detail_text() == expected, what="the chapter's text")


if __name__ == "__main__":
    unittest.main()
