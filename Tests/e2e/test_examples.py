"""End-to-end: the example apps, built on the library products alone, adapt to their width."""

import os
import re
import subprocess
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

        self.sheaf.click_node(wait_for(row, what=f"the row {text}"))

    def on_screen(self, node):
        """Whether `node` is painted. GTK 4.8 keeps hidden pages in the AT-SPI tree with their
        last extents and never reports "showing", so: no hidden ancestor, extents inside the
        window, and something drawn there in a screenshot (more than one colour)."""
        ancestor = node
        while ancestor is not None and ancestor.getRoleName() != "frame":
            if not ancestor.getState().contains(pyatspi.STATE_VISIBLE):
                return False
            ancestor = ancestor.parent
        box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        if box.width <= 0 or box.x < 0 or box.x + box.width > self.sheaf.frame_width():
            return False
        return self.painted(box)

    def painted(self, box):
        margin = self.sheaf.frame_margin()
        shot = subprocess.run(["import", "-window", self.sheaf.window_id, "png:-"],
                              capture_output=True, check=True).stdout
        colours = subprocess.run(
            ["convert", "png:-", "-crop",
             f"{box.width}x{box.height}+{box.x + margin}+{box.y + margin}", "+repage",
             "-format", "%k", "info:"],
            input=shot, capture_output=True, check=True).stdout
        return int(colours or b"0") > 1

    def rows_on_screen(self):
        """The texts of the list rows a person sees, in the order AT-SPI gives them."""
        return [node.getChildAtIndex(0).name
                for node in self.sheaf.find_all(lambda n: n.getRoleName() == "list item")
                if node.childCount and self.on_screen(node)]

    def rows(self, expected, what):
        wait_for(lambda: sorted(self.rows_on_screen()) == sorted(expected),
                 what=f"{what} (rows on screen: {self.rows_on_screen()})")

    def click_row(self, text):
        """Clicks the row showing `text` that is on screen."""
        def row():
            for node in self.sheaf.find_all(lambda n: n.getRoleName() == "list item"):
                if node.childCount and node.getChildAtIndex(0).name == text and self.on_screen(node):
                    return node
            return None
        self.sheaf.click_node(wait_for(row, what=f"the row {text} on screen"))

    def detail_text(self):
        """The text of the detail's label if it is painted, else None."""
        # An empty title's label is named after its type.
        label = self.sheaf.find(
            lambda n: n.getRoleName() == "label" and n.name != "GtkLabel" and self.on_screen(n),
            self.sheaf.pane("Content"))
        return label.name if label is not None else None

    def backs_on_screen(self):
        return len([n for n in self.sheaf.find_all(
            lambda n: n.getRoleName() == "push button" and n.name == "Back") if self.on_screen(n)])

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


class MailTests(ExampleTestCase):
    name = "Mail"
    app_id = "io.github.sheafapp.examples.Mail"
    MESSAGES = ["Lunch on Friday?", "Build report"]

    def test_three_columns_at_1400_the_toggle_at_1000_the_message_at_700_pages_at_400(self):
        self.start_example(width=1400)
        self.rows(["Inbox", "Sent", "Archive", *self.MESSAGES],
                  "mailboxes, the inbox's messages and the detail side by side at 1400 px")
        self.click_row("Build report")
        wait_for(lambda: self.detail_text() == "Build report\n\nAll 412 tests passed.",
                 what="the message in the detail")

        self.sheaf.resize(1000)
        self.rows(self.MESSAGES, "the mailboxes leave at 1000 px; the messages stay")
        before = self.detail_box().x
        self.sheaf.click_node(self.sheaf.button("Toggle Sidebar"))
        self.rows(["Inbox", "Sent", "Archive", *self.MESSAGES], "the toggle brings the mailboxes")
        wait_for(lambda: self.detail_box().x >= before + 200,
                 what="the message pushed aside by the mailboxes, not covered")
        self.sheaf.key("Escape")
        self.rows(self.MESSAGES, "Escape sends the mailboxes away")
        self.sheaf.click_node(self.sheaf.button("Toggle Sidebar"))
        self.rows(["Inbox", "Sent", "Archive", *self.MESSAGES], "the mailboxes again")
        margin = self.sheaf.frame_margin()
        self.sheaf.click(self.sheaf.frame_width() - 40 + margin, 400 + margin)
        self.rows(self.MESSAGES, "a click on the displaced message sends them away too")

        self.sheaf.resize(700)
        self.rows([], "the message alone at 700 px")
        self.assertIsNotNone(self.detail_text())

        self.sheaf.resize(400)
        self.rows([], "the message page on top at 400 px")
        self.assertEqual(self.backs_on_screen(), 1, "one Back")
        self.sheaf.key("Escape")
        self.rows(self.MESSAGES, "Escape: the messages page")
        self.assertEqual(self.backs_on_screen(), 1, "one Back, to the mailboxes")
        self.sheaf.key("alt+Left")
        self.rows(["Inbox", "Sent", "Archive"], "Alt+Left: the mailboxes page")
        self.assertEqual(self.backs_on_screen(), 0, "no Back at the root")
        self.click_row("Sent")
        self.rows(["Re: Minutes"], "another mailbox slides in")

    def test_the_messages_divider_drags_and_is_remembered(self):
        self.start_example(width=1400)
        self.rows(["Inbox", "Sent", "Archive", *self.MESSAGES], "three columns at 1400 px")
        content = lambda: self.sheaf.pane("Content").queryComponent().getExtents(
            pyatspi.WINDOW_COORDS).x
        start = content()
        margin = self.sheaf.frame_margin()
        # The one-pixel line sits just before the detail; the grab area is wider.
        self.sheaf.drag((start - 1 + margin, 300 + margin), (start - 81 + margin, 300 + margin))
        wait_for(lambda: abs(content() - (start - 80)) <= 2,
                 what=f"the detail to start 80 px earlier (at {content()}, was {start})")
        self.sheaf.resize(1000)
        self.rows(self.MESSAGES, "the mailboxes leave at 1000 px")
        self.sheaf.resize(1400)
        self.rows(["Inbox", "Sent", "Archive", *self.MESSAGES], "three columns again")
        wait_for(lambda: abs(content() - (start - 80)) <= 2,
                 what=f"the dragged width kept (detail at {content()})")

    def detail_box(self):
        label = wait_for(lambda: self.sheaf.find(
            lambda n: n.getRoleName() == "label" and n.name.startswith("Build report")),
            what="the message's label")
        return label.queryComponent().getExtents(pyatspi.WINDOW_COORDS)


class DrillDownTests(ExampleTestCase):
    name = "DrillDown"
    app_id = "io.github.sheafapp.examples.DrillDown"

    def test_levels_slide_in_and_back_returns_at_every_width(self):
        self.start_example(width=1400)
        self.rows(["Europe", "Americas"], "the root level at 1400 px")
        self.assertEqual(self.backs_on_screen(), 0)
        self.click_row("Europe")
        self.rows(["France", "Norway"], "Europe's countries replace the continents")
        self.assertEqual(self.backs_on_screen(), 1, "Back in the list's header")
        self.click_row("France")
        self.rows(["Paris", "Lyon"], "France's cities")
        self.click_row("Paris")
        wait_for(lambda: self.detail_text() == "Paris: a city", what="the city in the detail")
        self.sheaf.key("alt+Left")
        self.rows(["France", "Norway"], "Alt+Left returns to Europe")
        wait_for(lambda: self.detail_text() == "France: Paris, Lyon",
                 what="France selected again, in the detail")

        self.sheaf.resize(1000)
        self.rows(["France", "Norway"], "the level stays at 1000 px")
        self.sheaf.resize(700)
        self.rows([], "the detail alone at 700 px")
        self.assertEqual(self.detail_text(), "France: Paris, Lyon")

        self.sheaf.resize(400)
        self.rows(["France", "Norway"], "at 400 px the level is the page on top")
        self.assertEqual(self.backs_on_screen(), 1)
        self.sheaf.click(200, 300, button=8)
        self.rows(["Europe", "Americas"], "the mouse's back button returns to the root")
        self.assertEqual(self.backs_on_screen(), 0)
        self.sheaf.key("Escape")
        self.rows(["Europe", "Americas"], "Escape at the root changes nothing")
        self.click_row("Americas")
        self.rows(["Chile", "Peru"], "entering works collapsed too")
        self.sheaf.key("Escape")
        self.rows(["Europe", "Americas"], "Escape goes back a page")


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

    def code_lines(self, path):
        lines = self.read(path).splitlines()
        return [line for line in lines if line.strip() and not line.strip().startswith("//")]

    def test_the_mail_example_is_under_50_lines_and_the_drill_down_under_40(self):
        self.assertLess(len(self.code_lines("Examples/Mail/main.swift")), 50)
        self.assertLess(len(self.code_lines("Examples/DrillDown/main.swift")), 40)

    def test_the_example_is_under_30_lines_of_code(self):
        lines = self.read("Examples/Contacts/main.swift").splitlines()
        code = [line for line in lines if line.strip() and not line.strip().startswith("//")]
        self.assertLess(len(code), 30)
        for document in ("README.md", "Sources/SplitView/SplitView.docc/AdoptingSplitView.md"):
            text = re.sub(r"\s+", " ", self.read(document))
            self.assertTrue(f"{len(code)} lines" in text, f"{document} says how many lines")
