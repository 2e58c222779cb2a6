"""End-to-end: Ctrl+F filters the list by name in every width class; with the focus in a
document, it finds in the document instead."""

import unittest

import pyatspi

from Tests.e2e.fixtures import FolderTestCase
from Tests.e2e.sheaf_session import Status, showing, wait_for

NAMES = ["Chapter 1.txt", "chapter 2.md", "Chapter 10.txt", "Notes.txt", "Photo.png",
         "Épilogue.txt"]


class FilterTests(FolderTestCase):
    def open(self, width):
        folder = self.folder()
        for name in NAMES:
            folder.write(name, f"{name}\n")
        self.start(folder.path, width=width)
        self.wait_equal(lambda: sorted(self.sheaf.list_rows()), sorted(NAMES), "every file")
        self.every = self.sheaf.list_rows()

    def filter_and_clear(self, panes, selected=None):
        """`selected`: the row selected before filtering, when no detail is on screen to name
        it."""
        sheaf = self.sheaf
        shown = selected or sheaf.detail_title()
        sheaf.key("ctrl+f")
        wait_for(sheaf.filter_entry, what="the filter entry on screen")
        self.wait_equal(sheaf.panes_on_screen, panes, "the panes while filtering")
        wait_for(lambda: sheaf.filter_entry().getState().contains(pyatspi.STATE_FOCUSED),
                 what="the focus in the filter entry")
        # Case and letter case do not matter; the order stays natural.
        sheaf.type_text("CHAP")
        self.wait_rows(["Chapter 1.txt", "chapter 2.md", "Chapter 10.txt"], "three chapters")
        sheaf.type_text("ter 1")
        self.wait_rows(["Chapter 1.txt", "Chapter 10.txt"], "narrowed further")
        sheaf.key("BackSpace", "BackSpace", "BackSpace", "BackSpace", "BackSpace")
        self.wait_rows(["Chapter 1.txt", "chapter 2.md", "Chapter 10.txt"], "widened again")
        sheaf.key("ctrl+a", "BackSpace")
        sheaf.type_text("zzz")
        self.wait_status(Status("No Results Found", "No file name contains “zzz”."), "Sidebar")
        sheaf.key("ctrl+a")
        sheaf.type_text("épi")
        self.wait_rows(["Épilogue.txt"], "an accented name found by its lowercase")
        # The header counts what the filter lets through, of all the folder holds.
        self.wait_equal(sheaf.sidebar_subtitle, f"1 of {len(NAMES)} items", "the count")
        # Escape clears the text and closes the filter, and only that: every file comes back
        # in the same panes.
        sheaf.key("Escape")
        wait_for(lambda: sheaf.filter_entry() is None, what="the filter closed")
        self.wait_rows(self.every, "every file back")
        self.assertEqual(sheaf.panes_on_screen(), panes, "the same panes after Escape")
        wait_for(lambda: sheaf.status("Sidebar") is None, what="no status over the list")
        # The file on show, hidden by the filter for a while, is the selected row again.
        self.wait_equal(sheaf.selected_row, shown, "the file on show selected again")
        # Opened again, it is empty.
        sheaf.key("ctrl+f")
        entry = wait_for(sheaf.filter_entry, what="the filter entry again")
        text = entry.queryText()
        self.assertEqual(text.getText(0, text.characterCount), "")
        sheaf.key("Escape")
        wait_for(lambda: sheaf.filter_entry() is None, what="the filter closed again")

    def test_filter_when_wide(self):
        self.open(1100)
        self.select("Notes.txt")
        self.filter_and_clear({"Sidebar", "Content"})
        self.assert_answers_keys()

    def test_escape_in_the_list_closes_the_filter_too(self):
        self.open(1100)
        self.select("Notes.txt")
        self.sheaf.key("ctrl+f")
        wait_for(self.sheaf.filter_entry, what="the filter entry on screen")
        self.sheaf.type_text("chap")
        self.wait_rows(["Chapter 1.txt", "chapter 2.md", "Chapter 10.txt"], "three chapters")
        # Tab from the entry moves into the list; Escape there closes the filter all the same.
        self.sheaf.key("Tab")
        wait_for(lambda: self.sheaf.focused_pane() == "Sidebar" and
                 not self.sheaf.filter_entry().getState().contains(pyatspi.STATE_FOCUSED),
                 what="the focus in the list")
        self.sheaf.key("Escape")
        wait_for(lambda: self.sheaf.filter_entry() is None, what="the filter closed")
        self.wait_rows(self.every, "every file back")
        self.wait_equal(self.sheaf.sidebar_subtitle, f"{len(NAMES)} items", "the count alone")

    def find_in_the_document(self):
        """Ctrl+F with the focus in a document finds in it; Escape closes the find bar."""
        def find_entry():
            return self.sheaf.find(
                lambda n: n.getRoleName() == "entry" and n.name == "Find in the document"
                and showing(n), self.sheaf.pane("Content"))

        self.sheaf.key("ctrl+f")
        find = wait_for(find_entry, what="the document's find bar")
        self.assertIsNone(self.sheaf.filter_entry(), "the list not filtered")
        wait_for(lambda: find.getState().contains(pyatspi.STATE_FOCUSED),
                 what="the focus in the find bar")
        self.sheaf.key("Escape")
        self.wait_equal(find_entry, None, "the find bar closed")
        self.wait_equal(self.sheaf.focused_pane, "Content", "the focus back in the document")

    def test_filter_when_medium_slides_the_list_over_the_detail(self):
        self.open(700)
        self.select("Notes.txt")
        self.sheaf.key("Return")
        self.wait_equal(self.sheaf.panes_on_screen, {"Content"}, "the detail alone")
        self.wait_equal(self.sheaf.focused_pane, "Content", "the focus in the document")
        self.find_in_the_document()
        # From the list, slid over the detail, Ctrl+F filters.
        self.sheaf.key("F9")
        self.wait_equal(self.sheaf.focused_pane, "Sidebar", "the list slid over, focused")
        self.filter_and_clear({"Sidebar", "Content"})
        # A second Escape closes the list sliding over the detail.
        self.sheaf.key("Escape")
        self.wait_equal(self.sheaf.panes_on_screen, {"Content"}, "the detail alone again")

    def test_filter_when_narrow_shows_the_list_page(self):
        self.open(400)
        self.sheaf.select_row("Notes.txt")
        self.sheaf.key("Return")
        self.wait_equal(self.sheaf.panes_on_screen, {"Content"}, "the detail page")
        self.wait_equal(self.sheaf.focused_pane, "Content", "the focus in the document")
        self.find_in_the_document()
        # Back on the list page, Ctrl+F filters.
        self.sheaf.key("Escape")
        self.wait_equal(self.sheaf.panes_on_screen, {"Sidebar"}, "the list page")
        self.filter_and_clear({"Sidebar"}, selected="Notes.txt")
        self.wait_equal(self.sheaf.panes_on_screen, {"Sidebar"}, "still the list page")


if __name__ == "__main__":
    unittest.main()
