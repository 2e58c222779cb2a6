"""End-to-end: a folder of 100,000 files on a slow disk, listed while it loads, filtered when
it is in."""

import os
import re
import subprocess
import time
import unittest

import pyatspi

from Tests.e2e.fixtures import FolderTestCase, build_preload
from Tests.e2e.sheaf_session import walk, wait_for

COUNT = 100_000
EXTENSIONS = (".txt", ".md", ".png", ".json", ".log")


def name(number):
    return f"file-{number:06d}{EXTENSIONS[number % len(EXTENSIONS)]}"


class NameChanges:
    """Every accessible-name change Sheaf announces, in the order it announces them.

    While 100,000 files load, each AT-SPI call waits for a turn of Sheaf's main loop, so
    reading the tree takes seconds and can miss the whole load. Events are pushed as things
    happen, in order, so they tell what came first."""

    def __init__(self, testcase):
        self.events = []
        pyatspi.Registry.registerEventListener(self.record, "object:property-change:accessible-name")
        testcase.addCleanup(pyatspi.Registry.deregisterEventListener, self.record,
                            "object:property-change:accessible-name")

    def record(self, event):
        self.events.append((event.source, str(event.any_data)))

    def index(self, predicate):
        """The position of the first change `predicate(source, name)` accepts, or None."""
        return next((i for i, (source, value) in enumerate(self.events)
                     if predicate(source, value)), None)


class LargeFolderTests(FolderTestCase):
    @classmethod
    def setUpClass(cls):
        # A disk that lists at least 2 s for 100,000 files, whatever this machine's speed:
        # long enough for the checks below to tell a window that answers while it loads from
        # one that is blocked until the end.
        cls.slow_disk = build_preload(cls, "slow_readdir.c")

    def test_100000_files_paint_early_list_all_and_filter(self):
        folder = self.folder("Huge", fast=True)
        folder.many_empty_files(name(n) for n in range(COUNT))
        changes = NameChanges(self)
        # No resize at launch (the window opens 1100 px wide): the keys go in at once.
        sheaf = self.start(folder.path, width=None, env={"LD_PRELOAD": self.slow_disk})
        launched = time.monotonic()
        # Sheaf announces changes only for objects a client has looked at: the sidebar's
        # subtitle and the detail's title, found now, tell when the load is done and a file
        # shown. The subtitle first, in few calls (each waits for a turn of Sheaf's main loop):
        # the sidebar's header comes before the list and the detail in the tree.
        subtitle = [n for n in walk(sheaf.pane("Sidebar").getChildAtIndex(0))
                    if n.getRoleName() == "label"][1]
        loading = subtitle.name
        found = time.monotonic() - launched
        title = sheaf.find(lambda n: n.getRoleName() == "label",
                           sheaf.pane("Content").getChildAtIndex(0))
        # The first rows are in while the rest still loads: the keys go to them.
        with_rows = wait_for(lambda: subtitle.name if re.search("[1-9]", subtitle.name) else None,
                             what="the first rows")
        sheaf.key("Home", "Down")
        typed = time.monotonic() - launched
        # Every entry listed in the end, counted without a separator (C.UTF-8 has none).
        self.wait_equal(sheaf.sidebar_subtitle, f"{COUNT} items", "every file counted",
                        timeout=60)
        # A load that blocked the main loop would be over by the first answer.
        self.assertTrue(loading.startswith("Loading…"),
                        f"the sidebar said {loading!r} {found:.1f} s after launch: the load "
                        "was over before Sheaf answered")
        self.assertTrue(with_rows.startswith("Loading…"),
                        f"the sidebar said {with_rows!r} when the first rows were in: the load "
                        "was over before they could be used")
        wait_for(lambda: changes.index(lambda _, value: value == f"{COUNT} items") is not None,
                 what="the count announced")
        done = changes.index(lambda _, value: value == f"{COUNT} items")
        # The detail title changed to a file before the sidebar stopped saying "Loading…": the
        # list had rows, and answered Home and Down on them, while the folder still loaded.
        answered = changes.index(lambda source, value: source == title and value.startswith("file-"))
        self.assertIsNotNone(answered, "the detail never showed a file")
        self.assertLess(answered, done,
                        f"a file shown only after the load ended (keys typed {typed:.1f} s "
                        f"after launch); changes: {[v for _, v in changes.events]}")
        sheaf.key("Home")
        self.wait_equal(sheaf.selected_row, name(0), "the first file first, in natural order")
        sheaf.key("End")
        self.wait_equal(sheaf.selected_row, name(COUNT - 1), "the last file last")
        # The filter finds exactly the ten names holding "file-04321".
        sheaf.key("ctrl+f")
        wait_for(sheaf.filter_entry, what="the filter entry")
        sheaf.type_text("file-04321")
        self.wait_rows([name(43210 + n) for n in range(10)], "the ten matching files",
                       timeout=20)
        self.assertEqual(sheaf.sidebar_subtitle(), f"10 of {COUNT} items",
                         "the matching files, of the folder's")
        sheaf.key("Escape")
        wait_for(lambda: sheaf.filter_entry() is None, what="the filter closed")
        wait_for(lambda: sheaf.list_row_count() > 10, timeout=20, what="every file back")
        sheaf.key("Home")
        self.assert_answers_keys(rows=[name(0), name(1), name(2)])

    def test_rows_are_painted_while_and_after_100000_files_load(self):
        folder = self.folder("Huge", fast=True)
        folder.many_empty_files(name(n) for n in range(COUNT))
        sheaf = self.start(folder.path, width=None, env={"LD_PRELOAD": self.slow_disk})
        shot = os.path.join(os.path.dirname(self.slow_disk), "rows.png")
        # What a person sees, photographed and read back (OCR): AT-SPI lists rows that a list
        # view may not draw.
        while sheaf.sidebar_subtitle().startswith("Loading"):
            self.assertTrue(self.painted_rows(sheaf, shot), "rows on screen while loading")
        self.assertEqual(sheaf.sidebar_subtitle(), f"{COUNT} items")
        # Nobody scrolled or chose a file: the view is at the top of the list in its order.
        wait_for(lambda: name(0) in self.painted_rows(sheaf, shot),
                 what=f"{name(0)} on screen once every file is in")
        for _ in range(3):
            self.assertIn(name(0), self.painted_rows(sheaf, shot), "and it stays there")

    @staticmethod
    def painted_rows(sheaf, shot):
        """The file names the list shows on screen, as OCR reads them."""
        subprocess.run(["import", "-window", sheaf.window_id, "-crop", "320x300+0+52",
                        "-resize", "300%", shot], check=True)
        text = subprocess.run(["tesseract", shot, "-"], capture_output=True, text=True).stdout
        return re.findall(r"file-\d{6}\.\w+", text)

    def test_a_file_chosen_while_loading_wins_over_the_one_named_at_launch(self):
        folder = self.folder("Huge", fast=True)
        folder.many_empty_files(name(n) for n in range(COUNT))
        last = name(COUNT - 1)
        # Sheaf is asked for the last file; the user picks another before the list is in.
        sheaf = self.start(os.path.join(folder.path, last), width=None,
                           env={"LD_PRELOAD": self.slow_disk})

        def counted():
            line = sheaf.sidebar_subtitle()
            return line if re.search("[1-9]", line) else None

        line = wait_for(counted, what="the first rows")
        self.assertTrue(line.startswith("Loading…"), "the folder still loads")
        sheaf.key("Home")
        chosen = wait_for(sheaf.selected_row, what="a file chosen while the folder loads")
        self.assertNotEqual(chosen, last)
        self.wait_equal(sheaf.sidebar_subtitle, f"{COUNT} items", "every file counted",
                        timeout=60)
        self.assertEqual(sheaf.selected_row(), chosen, "the user's choice stands")


if __name__ == "__main__":
    unittest.main()
