"""End-to-end: the folder changes while Sheaf shows it, and Sheaf never changes the folder."""

import os
import re
import shutil
import subprocess
import sys
import threading
import time
import unittest

from Tests.e2e.fixtures import FolderTestCase, build_xmeasure, shot_path, snapshot, tab_into, xmeasure_values
from Tests.e2e.sheaf_session import SheafSession, Status, finish, wait_for, walk


def row_details(sheaf, name):
    """The second line of the row showing `name`: its size and date."""
    files = sheaf.find(lambda n: n.getRoleName() == "list" and n.name == "Files")
    row = next((r.getChildAtIndex(0) for r in walk(files)
                if r.getRoleName() == "list item" and r.getChildAtIndex(0).name == name), None)
    return row.description if row is not None else ""


class LiveUpdateTests(FolderTestCase):
    def test_created_renamed_and_deleted_files_update_the_list(self):
        folder = self.folder()
        folder.write("alpha.txt", "alpha\n")
        folder.write("beta.txt", "beta\n")
        self.start(folder.path)
        self.wait_rows(["alpha.txt", "beta.txt"])
        self.select("alpha.txt")
        folder.write("gamma.txt", "gamma\n")
        self.wait_rows(["alpha.txt", "beta.txt", "gamma.txt"], "a created file listed")
        os.rename(folder("beta.txt"), folder("delta.txt"))
        self.wait_rows(["alpha.txt", "delta.txt", "gamma.txt"], "a renamed file listed anew")
        os.unlink(folder("gamma.txt"))
        self.wait_rows(["alpha.txt", "delta.txt"], "a deleted file gone")
        # Hidden files come and go unlisted; folders are listed first.
        folder.write(".secret", "hidden\n")
        folder.subfolder("Inner")
        folder.write("omega.txt", "omega\n")
        self.wait_rows(["Inner", "alpha.txt", "delta.txt", "omega.txt"], "the folder and file listed")
        self.wait_equal(self.sheaf.sidebar_subtitle, "4 items", "the count following")
        # The shown file was never touched: it is still selected and shown.
        self.assertEqual(self.sheaf.selected_row(), "alpha.txt")
        self.wait_equal(self.sheaf.detail_text, "alpha\n", "alpha's text, still")
        self.assert_answers_keys()

    def test_a_file_rewritten_while_shown_refreshes_its_preview(self):
        folder = self.folder()
        folder.write("draft.txt", "first version\n")
        folder.write("other.txt", "other\n")
        self.start(folder.path)
        self.select("draft.txt")
        self.wait_equal(self.sheaf.detail_text, "first version\n", "the first version")
        # Rewritten in place, as `>` in a shell does...
        with open(folder("draft.txt"), "w") as draft:
            draft.write("second version, longer\n")
        self.wait_equal(self.sheaf.detail_text, "second version, longer\n", "the second version")
        # ...and replaced by a new file renamed over it, as editors save.
        folder.write(".draft.txt.tmp", "third version\n")
        os.rename(folder(".draft.txt.tmp"), folder("draft.txt"))
        self.wait_equal(self.sheaf.detail_text, "third version\n", "the third version")
        # The list drops the old entry and adds the new one: one row again, in the end.
        self.wait_rows(["draft.txt", "other.txt"], "the saved file listed once")
        self.wait_equal(self.sheaf.detail_title, "draft.txt", "its name on the detail")
        self.wait_equal(self.sheaf.selected_row, "draft.txt", "the saved file still selected")
        self.assert_answers_keys()

    def test_a_rewritten_file_s_row_shows_its_new_size(self):
        folder = self.folder()
        folder.write("Budget.md", "# Budget\n")
        folder.write("other.txt", "other\n")
        self.start(folder.path)
        self.select("other.txt")
        self.wait_equal(lambda: row_details(self.sheaf, "Budget.md").split(" · ")[0], "9 bytes",
                        "the first size")
        # Written to in place, with another file on show.
        with open(folder("Budget.md"), "a") as budget:
            budget.write("x" * 40_000)
        self.wait_equal(lambda: row_details(self.sheaf, "Budget.md").split(" · ")[0], "40.0\u00a0kB",
                        "the row's new size")
        self.assertEqual(self.sheaf.selected_row(), "other.txt", "the selection kept")
        # And the file on show, rewritten, says its new size in its preview's note too.
        self.select("Budget.md")
        with open(folder("Budget.md"), "a") as budget:
            budget.write("y" * 10_000)
        self.wait_equal(lambda: row_details(self.sheaf, "Budget.md").split(" · ")[0], "50.0\u00a0kB",
                        "the shown file's row")
        self.assertEqual(self.sheaf.selected_row(), "Budget.md", "still selected")

    def test_a_file_deleted_while_shown_says_file_not_found(self):
        folder = self.folder()
        for name in ("one.txt", "two.txt", "three.txt"):
            folder.write(name, f"{name}\n")
        self.start(folder.path)
        self.select("three.txt")
        self.wait_equal(self.sheaf.detail_text, "three.txt\n", "its text")
        os.unlink(folder("three.txt"))
        self.wait_status(Status("File Not Found", "“three.txt” was moved or deleted."))
        self.wait_rows(["one.txt", "two.txt"], "the list without it")
        self.assert_answers_keys()

    def test_a_picture_deleted_while_its_preview_loads_ends_on_file_not_found(self):
        # A 7000 × 7000 colour PNG (under the size limit) takes a while to decode. It is
        # deleted as soon as the detail is about it: whether decoding was done or not, the
        # detail must end on "File Not Found", never on the picture or another error.
        folder = self.folder()
        folder.write("a note.txt", "note\n")
        folder.blank_png("big picture.png", 7000, 7000, color=True, level=1)
        folder.write("zz.txt", "zz\n")
        self.start(folder.path)
        self.select("a note.txt")
        self.sheaf.key("Down")
        self.wait_equal(self.sheaf.detail_title, "big picture.png", "the picture chosen",
                        timeout=5)
        os.unlink(folder("big picture.png"))
        self.wait_status(Status("File Not Found", "“big picture.png” was moved or deleted."),
                         timeout=20)
        self.wait_rows(["a note.txt", "zz.txt"], "the list without it")
        self.assertIsNone(self.sheaf.detail_picture())
        self.assert_answers_keys()

    def test_the_shown_file_renamed_stays_shown_under_its_new_name(self):
        folder = self.folder()
        folder.write("before.txt", "same text\n")
        folder.write("other.txt", "other\n")
        self.start(folder.path)
        self.select("before.txt")
        os.rename(folder("before.txt"), folder("after.txt"))
        self.wait_rows(["after.txt", "other.txt"], "the new name listed")
        self.wait_equal(self.sheaf.selected_row, "after.txt", "the renamed file still selected")
        self.wait_equal(self.sheaf.detail_title, "after.txt", "the detail under the new name")
        self.wait_equal(self.sheaf.detail_text, "same text\n", "its text")
        self.assert_answers_keys()

    def test_a_folder_deleted_while_shown_says_folder_not_found(self):
        folder = self.folder("Doomed")
        folder.write("one.txt", "one\n")
        folder.write("two.txt", "two\n")
        self.start(folder.path)
        self.select("one.txt")
        shutil.rmtree(folder.path)
        expected = Status("Folder Not Found", "“Doomed” was moved or deleted.", "Open Folder…")
        self.wait_status(expected, "Content")
        self.wait_status(expected, "Sidebar")
        self.wait_rows([], "no rows left")
        self.assert_answers_keys()


class BurstTests(FolderTestCase):
    """Many changes at once: the list ends equal to the folder, and the window answers."""

    @classmethod
    def setUpClass(cls):
        cls.xmeasure = build_xmeasure(cls)

    def test_a_burst_under_load_leaves_the_list_equal_to_the_folder(self):
        folder = self.folder()
        kept = [f"kept {n:02d}.txt" for n in range(20)]
        for name in kept:
            folder.write(name, "kept\n")
        self.start(folder.path)
        self.select(kept[0])
        # Both cores busy, as when the events were lost: Sheaf falls behind the folder.
        load = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)]
        for process in load:
            self.addCleanup(process.kill)
        for round in range(2):
            burst = [f"burst {round} {n:05d}.txt" for n in range(5000)]
            for name in burst:
                folder.write(name, "x")
            for name in burst:
                os.unlink(folder(name))
        for process in load:
            process.kill()
        self.wait_equal(self.sheaf.sidebar_subtitle, "20 items", "the folder's count", timeout=30)
        self.wait_rows(kept, "only the files the folder holds")
        self.assertEqual(self.sheaf.selected_row(), kept[0], "the selection kept")
        self.assert_answers_keys()

    def test_a_shown_folder_of_100000_files_deleted_says_so_without_a_freeze(self):
        # Mesa's software renderer compiles its shaders the first time a kind of drawing is
        # made, 0.7 s for this page, and keeps them in the cache: drawn once before, the
        # page's first time is not what is measured, whatever the tests that ran before.
        first = SheafSession(self.folder("Warm-up")("gone"))
        try:
            self.sheaf = first
            self.wait_status(Status("Folder Not Found", "There is no folder “gone”.",
                                    "Open Folder…"), "Sidebar")
        finally:
            finish(self, first)
        folder = self.folder("Huge", fast=True)
        folder.many_empty_files(f"file {n:06d}.txt" for n in range(100_000))
        sheaf = self.start(folder.path)
        wait_for(lambda: not sheaf.sidebar_subtitle().startswith("Loading"), timeout=60,
                 what="every file listed")
        pinger = subprocess.Popen(
            [self.xmeasure, "stall", "--window", sheaf.window_id, "--duration", "8"],
            stdout=subprocess.PIPE, text=True)
        self.addCleanup(pinger.kill)
        self.assertEqual(pinger.stdout.readline().strip(), "pinging=1")
        shutil.rmtree(folder.path)
        expected = Status("Folder Not Found", "“Huge” was moved or deleted.", "Open Folder…")
        self.wait_status(expected, "Sidebar", timeout=5)
        self.wait_rows([], "no rows left")
        out, _ = pinger.communicate(timeout=60)
        values = xmeasure_values(out)
        stall = float(values["stall_max_ms"])
        self.assertLess(stall, 200, f"the window did not answer for {stall:.0f} ms")
        self.assert_answers_keys()

    def test_a_small_folder_replaced_by_a_file_says_it_is_gone(self):
        folder = self.folder("Doomed")
        folder.write("one.txt", "one\n")
        self.start(folder.path)
        self.wait_rows(["one.txt"])
        shutil.rmtree(folder.path)
        with open(folder.path, "w") as imposter:
            imposter.write("not a folder\n")
        expected = Status("Folder Not Found", "“Doomed” was moved or deleted.", "Open Folder…")
        self.wait_status(expected, "Sidebar")
        self.wait_rows([], "no rows left")


class LogTests(FolderTestCase):
    def test_a_log_being_written_is_followed_where_the_reader_is(self):
        folder = self.folder()
        line = "entry {:04d}: the service answered a request\n"
        folder.write("other.txt", "other\n")
        with open(folder("app.log"), "w") as log:
            log.write("".join(line.format(n) for n in range(200)))
        self.start(folder.path)
        self.select("app.log")
        self.wait_equal(lambda: self.last_entry_on_screen() is not None, True, "the log shown")
        # The reader goes to the end, as one follows a log.
        tab_into(self.sheaf, lambda: self.sheaf.focused() is not None and
                 self.sheaf.focused().getRoleName() == "text")
        self.sheaf.key("ctrl+End")
        self.wait_equal(self.last_entry_on_screen, 199, "the end of the log on screen")
        # A writer that keeps the file open, as a logging service does: GIO reports it as
        # changing, never as closed.
        written = threading.Event()
        release = threading.Event()

        def write():
            with open(folder("app.log"), "a") as log:
                for n in range(200, 260):
                    log.write(line.format(n))
                    log.flush()
                    time.sleep(0.05)
                written.set()
                release.wait(60)

        writer = threading.Thread(target=write)
        writer.start()
        self.addCleanup(writer.join)
        self.addCleanup(release.set)
        wait_for(written.is_set, timeout=30, what="the writer done")
        size = os.path.getsize(folder("app.log"))
        self.wait_equal(lambda: row_details(self.sheaf, "app.log").split(" · ")[0], f"{size / 1000:.1f}\u00a0kB",
                        "the row's size following the log")
        self.wait_equal(lambda: self.sheaf.detail_text().endswith(line.format(259)), True,
                        "the last entry in the preview")
        self.wait_equal(self.last_entry_on_screen, 259, "the reader still at the end")
        self.assertEqual(self.sheaf.selected_row(), "app.log", "the log still selected")

    def last_entry_on_screen(self):
        """The number of the lowest log entry painted in the detail, as OCR reads it."""
        shot = shot_path(self, "detail.png")
        subprocess.run(["import", "-window", self.sheaf.window_id, "-crop", "700x640+330+60",
                        "-resize", "300%", shot], check=True)
        text = subprocess.run(["tesseract", shot, "-", "--psm", "6"], capture_output=True,
                              text=True).stdout
        numbers = [int(n) for n in re.findall(r"entry (\d{4})", text)]
        return max(numbers) if numbers else None


class UntouchedFolderTests(FolderTestCase):
    def test_browsing_every_file_leaves_the_folder_byte_for_byte_unchanged(self):
        folder = self.folder()
        folder.write("notes.txt", "Some notes.\n")
        folder.write("Read Me.md", "# Title\n\nA [link](notes.txt) and ![a picture](photo.jpg).\n")
        folder.write("config.json", '{"key": [1, 2, 3]}\n')
        folder.write("script.py", "print('hello')\n")
        folder.write("empty.txt")
        folder.write("binary.txt", bytes(range(256)))
        folder.write(b"bad\xffname.txt", "bytes\n")
        folder.jpeg("photo.jpg", 320, 240)
        folder.blank_png("picture.png", 64, 64)
        folder.damaged_png("damaged.png")
        folder.symlink("link to notes", "notes.txt")
        folder.symlink("dangling", "nowhere")
        folder.write(".hidden", "hidden\n")
        folder.subfolder("Inner")
        folder.write("Inner/inside.txt", "inside\n")
        before = snapshot(folder.path)
        sheaf = self.start(folder.path)

        def text(expected):
            return lambda: sheaf.detail_text() == expected

        def picture(name):
            return lambda: (shown := sheaf.detail_picture()) and shown.description == name

        # What each file shows once its preview is done (reading it all the way through).
        done = {
            "notes.txt": text("Some notes.\n"),
            "link to notes": text("Some notes.\n"),
            "Read Me.md": lambda: sheaf.detail_text().startswith("Title"),
            "config.json": text('{"key": [1, 2, 3]}\n'),
            "script.py": text("print('hello')\n"),
            "bad\ufffdname.txt (invalid encoding)": text("bytes\n"),
            "empty.txt": lambda: sheaf.status() and sheaf.status().title == "Empty File",
            "binary.txt": lambda: (card := sheaf.info_card()) and card["name"] == "binary.txt",
            "photo.jpg": picture("photo.jpg"),
            "picture.png": picture("picture.png"),
            # What these two say is for other tests; here they must only be done.
            "damaged.png": lambda: picture("damaged.png")() or (
                (status := sheaf.status()) and "damaged.png" in status.description),
            "dangling": lambda: ((card := sheaf.info_card()) and card["name"] == "dangling") or (
                (status := sheaf.status()) and "dangling" in status.description),
            "Inner": lambda: (card := sheaf.info_card()) and card["name"] == "Inner",
        }
        self.wait_equal(lambda: sorted(sheaf.list_rows()), sorted(done), "every file listed")
        rows = sheaf.list_rows()
        sheaf.key("Home")
        for index, name in enumerate(rows):
            if index:
                sheaf.key("Down")
            self.wait_equal(sheaf.detail_title, name, f"{name} chosen")
            wait_for(done[name], what=f"{name} previewed")
        # Enter opens a file or enters a folder, End and Home move, Alt+Left comes back:
        # nothing a viewer does writes.
        sheaf.key("End", "Return", "Home", "Return")
        self.wait_rows(["inside.txt"], "the folder entered")
        sheaf.key("alt+Left")
        self.wait_equal(sheaf.selected_row, "Inner", "back at the folder")
        # Closed the way a user closes it, so whatever Sheaf does on closing is done too.
        sheaf.key("ctrl+w")
        wait_for(lambda: sheaf.process.poll() is not None, what="Sheaf quitting")
        self.assertEqual(snapshot(folder.path), before, "the folder after a session")


if __name__ == "__main__":
    unittest.main()
