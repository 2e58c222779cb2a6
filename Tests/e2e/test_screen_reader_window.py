"""End-to-end: every window Sheaf opens is one a screen reader sees, a showing frame with the
folder's title, whenever the reader starts.

Each reading comes from a new AT-SPI client process (read_windows.py), which has nothing
cached and sees what the application tells a screen reader started after it. Launch after
launch, a new window waits a different while for its folder's first files before it shows:
the sample library, a folder of one file, the same folder opened on that file (it waits for
the file's preview too, and selects it meanwhile), and a folder large enough that the window
is set up for drawing while it waits.
"""

import json
import os
import subprocess
import sys
import unittest

from Tests.e2e.fixtures import FolderTestCase
from Tests.e2e.sheaf_session import SheafSession, finish, wait_for

READER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "read_windows.py")
LAUNCHES = 20
# More than GIO lists in its first batch (5,000), so the first files come late.
LARGE_FOLDER = 20_000
SAMPLE_TITLE = "library — Sheaf"


def read_windows(pid):
    """What a screen reader started now is told of the windows of process `pid`: a list of
    {"role", "name", "showing"}, or None while that process is not on the accessibility bus."""
    reader = subprocess.run([sys.executable, READER, str(pid)], capture_output=True, text=True,
                            timeout=30)
    if reader.returncode != 0:
        raise AssertionError(f"the reader failed: {reader.stderr.strip()}")
    return json.loads(reader.stdout)


def showing_frames(*titles):
    return [{"role": "frame", "name": title, "showing": True} for title in titles]


class ScreenReaderWindowTests(FolderTestCase):
    def wait_windows(self, sheaf, expected, what):
        """Asks new readers until one is told of exactly `expected`; fails with the last
        answer when none is by the deadline."""
        self.wait_equal(lambda: read_windows(sheaf.process.pid), expected, what)

    def test_every_launch_shows_a_screen_reader_a_showing_frame(self):
        small = self.folder("Notes")
        small.write("note.txt", b"hello")
        large = self.folder("Archive", fast=True)
        large.many_empty_files(f"file-{number:05d}.txt" for number in range(LARGE_FOLDER))
        launches = [((), SAMPLE_TITLE), ((small.path,), "Notes — Sheaf"),
                    ((small("note.txt"),), "Notes — Sheaf"), ((large.path,), "Archive — Sheaf")]
        for launch in range(LAUNCHES):
            arguments, title = launches[launch % len(launches)]
            with self.subTest(launch=launch + 1, title=title):
                # The role is what is read here, so the session does not check it first.
                sheaf = SheafSession(*arguments, width=None, check_frame=False)
                try:
                    self.wait_windows(sheaf, showing_frames(title),
                                      f"launch {launch + 1}: its window as a showing frame")
                finally:
                    finish(self, sheaf)

    def test_a_second_window_is_a_showing_frame_too(self):
        sheaf = self.start(width=None)
        self.wait_for_rows()
        self.sheaf.key("ctrl+n")
        wait_for(lambda: len(sheaf.frames()) == 2, what="a second window")
        self.wait_windows(sheaf, showing_frames(SAMPLE_TITLE, SAMPLE_TITLE),
                          "both windows as showing frames")


if __name__ == "__main__":
    unittest.main()
