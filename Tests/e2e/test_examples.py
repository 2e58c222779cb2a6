"""End-to-end: the example apps, built on the library products alone, adapt to their width."""

import os
import re
import unittest

import pyatspi

from Tests.e2e.sheaf_session import ROOT, SheafTestCase, example_binary, wait_for

BOTH = {"Sidebar", "Content"}


class ExampleTestCase(SheafTestCase):
    """A test around one example's session (the `sheaf` attribute, as for Sheaf itself)."""

    name = None
    app_id = None

    def start_example(self, width=1100):
        return self.start(width=width, binary=example_binary(self.name), app_id=self.app_id)

    def panes(self, expected, what):
        wait_for(lambda: self.sheaf.panes_on_screen() == expected, what=what)

    def open_row(self, text):
        """Clicks the list row showing `text`: one click selects and opens it."""

        def row():
            for node in self.sheaf.find_all(lambda n: n.getRoleName() == "list item"):
                if node.childCount and node.getChildAtIndex(0).name == text:
                    return node
            return None

        extents = wait_for(row, what=f"the row {text}").queryComponent().getExtents(
            pyatspi.WINDOW_COORDS)
        # AT-SPI counts from GTK's window, the pointer from the X window around its shadow.
        margin = self.sheaf.frame_margin()
        self.sheaf.click(extents.x + extents.width // 2 + margin,
                         extents.y + extents.height // 2 + margin)

    def label_starting(self, prefix):
        label = self.sheaf.find(
            lambda n: n.getRoleName() == "label" and n.name.startswith(prefix))
        return label.name if label is not None else None


class ContactsTests(ExampleTestCase):
    name = "Contacts"
    app_id = "io.github.sheafapp.examples.Contacts"

    def test_it_collapses_below_600_px_and_expands_above(self):
        self.start_example(width=1100)
        self.panes(BOTH, "the list beside the detail at 1100 px")
        self.sheaf.resize(400)
        self.panes({"Sidebar"}, "the list alone at 400 px")
        self.assertIsNone(self.sheaf.button("Toggle Sidebar"), "no toggle when collapsed")
        self.sheaf.resize(1100)
        self.panes(BOTH, "both panes again at 1100 px")
        self.assertIsNotNone(self.sheaf.button("Toggle Sidebar"))

    def test_an_opened_contact_stays_on_top_when_the_window_narrows(self):
        self.start_example(width=1100)
        self.open_row("Grace Hopper")
        wait_for(lambda: self.label_starting("grace@"), what="the contact in the detail")
        self.sheaf.resize(400)
        self.panes({"Content"}, "the default keeps the detail on top, as UIKit's does")
        self.assertIsNotNone(self.sheaf.button("Back"))
        self.sheaf.key("Escape")
        self.panes({"Sidebar"}, "Escape goes back to the list")
        self.sheaf.resize(1100)
        self.panes(BOTH, "both panes again")


class EmbeddedTests(ExampleTestCase):
    name = "Embedded"
    app_id = "io.github.sheafapp.examples.Embedded"

    def test_it_collapses_and_expands_inside_the_window_and_the_delegate_picks_the_list(self):
        self.start_example(width=1100)
        self.panes(BOTH, "the list beside the message at 1100 px")
        self.open_row("Build report")
        wait_for(lambda: self.label_starting("All 412"), what="the message in the detail")
        self.sheaf.resize(400)
        self.panes({"Sidebar"}, "the delegate brings the list to the front at 400 px")
        wait_for(lambda: self.label_starting("Layout:") == "Layout: one page at a time, the list",
                 what="the status line following the delegate's notifications")
        self.sheaf.resize(1100)
        self.panes(BOTH, "both panes again at 1100 px")
        wait_for(lambda: self.label_starting("Layout:") == "Layout: the list beside the message",
                 what="the status line back to side by side")
        # The window's own header bar carries the window's controls; the panes' do not.
        closes = self.sheaf.find_all(
            lambda n: n.getRoleName() == "push button" and n.name == "Close")
        self.assertEqual(len(closes), 1, "one Close button, the window's")


class ExampleSourceTests(unittest.TestCase):
    """The Contacts example is the one the README and the documentation show."""

    def read(self, path):
        with open(os.path.join(ROOT, path), encoding="utf-8") as source:
            return source.read()

    def test_the_readme_and_the_article_show_the_example_as_it_is(self):
        example = self.read("Examples/Contacts/main.swift").rstrip("\n")
        for document in ("README.md", "Sources/SplitView/SplitView.docc/AdoptingSplitView.md"):
            self.assertTrue(f"```swift\n{example}\n```" in self.read(document),
                            f"{document} shows Examples/Contacts/main.swift as it is")

    def test_the_example_is_under_30_lines_of_code(self):
        lines = self.read("Examples/Contacts/main.swift").splitlines()
        code = [line for line in lines if line.strip() and not line.strip().startswith("//")]
        self.assertLess(len(code), 30)
        for document in ("README.md", "Sources/SplitView/SplitView.docc/AdoptingSplitView.md"):
            text = re.sub(r"\s+", " ", self.read(document))
            self.assertTrue(f"{len(code)} lines" in text, f"{document} says how many lines")
