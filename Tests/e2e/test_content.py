"""End-to-end: what Sheaf says about bad input, in its own words, where the user looks.

Each test builds its own folder, opens it with `sheaf FOLDER`, reads the status page, the
info card or the preview through AT-SPI, and checks that the window still obeys the keys.
"""

import os
import subprocess
import unittest

from Tests.e2e.fixtures import (WITHOUT_ROOT_READ, Folder, FolderTestCase, GdkPixbuf,
                                can_drop_root_read)
from Tests.e2e.sheaf_session import SheafSession, Status, finish, showing, wait_for

ROOT_READS_ALL = os.geteuid() == 0
# What GIO says in its own messages; none of it may reach the user.
GIO_WORDING = ("Error opening directory", "No such file or directory", "Permission denied",
               "g_file", "GDBus", "Error when getting information")


def needs_unreadable_files(test):
    """Runs `test` where chmod 000 really stops Sheaf: as a normal user, or as root with the
    capabilities that bypass permissions dropped for the Sheaf process."""
    if not ROOT_READS_ALL:
        return test
    if can_drop_root_read():
        return test
    return unittest.skip("running as root, and setpriv cannot drop CAP_DAC_OVERRIDE here: "
                         "root reads files whatever their mode")(test)


def unprivileged():
    """The command prefix that makes the Sheaf process respect file permissions."""
    return WITHOUT_ROOT_READ if ROOT_READS_ALL else ()


class FolderProblemTests(FolderTestCase):
    def test_a_missing_folder_says_folder_not_found_in_our_words(self):
        folder = self.folder()
        missing = folder("does-not-exist")
        self.start(missing)
        expected = Status("Folder Not Found", "There is no folder “does-not-exist”.",
                          "Open Folder…")
        self.wait_status(expected, "Content")
        self.wait_status(expected, "Sidebar")
        for words in GIO_WORDING:
            self.assertNotIn(words, self.sheaf.status().description)
        self.assertEqual(self.sheaf.list_rows(), [])
        self.assert_answers_keys()

    def test_a_file_given_instead_of_a_folder_opens_its_folder_with_the_file_shown(self):
        folder = self.folder()
        for name in ("agenda.txt", "notes.txt", "zebra.txt"):
            folder.write(name, f"This is {name}.\n")
        self.start(folder("notes.txt"))
        self.wait_equal(self.sheaf.selected_row, "notes.txt", "notes.txt selected")
        self.wait_equal(self.sheaf.detail_title, "notes.txt", "the detail titled notes.txt")
        self.wait_equal(self.sheaf.detail_text, "This is notes.txt.\n", "notes.txt's text")
        self.assertEqual(self.sheaf.list_rows(), ["agenda.txt", "notes.txt", "zebra.txt"])
        self.assertEqual(self.sheaf.frame().name, "Library — Sheaf")
        self.assert_answers_keys()

    def test_a_folder_and_a_file_named_in_bytes_that_are_not_utf8_open_and_come_back(self):
        folder = self.folder()
        inner = folder.subfolder(b"bad\xff\xfename")
        with open(os.path.join(inner, b"first.txt"), "w") as first:
            first.write("first\n")
        with open(os.path.join(inner, b"sec\xffond.txt"), "w") as second:
            second.write("The second file, named in bytes.\n")
        shown_folder = "bad\ufffd\ufffdname"
        shown_file = "sec\ufffdond.txt (invalid encoding)"
        # The file given by its path: its folder opens with it selected.
        sheaf = self.start(os.path.join(inner, b"sec\xffond.txt"))
        self.wait_rows(["first.txt", shown_file])
        self.wait_equal(self.sheaf.detail_text, "The second file, named in bytes.\n",
                        "the file's text")
        self.assertEqual(self.sheaf.frame().name, f"{shown_folder} — Sheaf")
        self.assertIsNone(self.sheaf.status("Sidebar"))
        # Quit; a launch without arguments brings the same folder and file back.
        self.sheaf.key("ctrl+q")
        self.assertEqual(sheaf.process.wait(timeout=10), 0, "Ctrl+Q quits cleanly")
        again = SheafSession(state_home=sheaf.state_home)
        self.addCleanup(finish, self, again)
        self.sheaf = again
        self.wait_rows(["first.txt", shown_file])
        self.wait_equal(again.detail_title, shown_file, "the file selected again")
        self.assertEqual(again.frame().name, f"{shown_folder} — Sheaf")
        # And the folder itself, by its path.
        folder_window = subprocess.run([again.binary, inner], env=again.env, timeout=30)
        self.assertEqual(folder_window.returncode, 0)
        wait_for(lambda: len(again.frames()) == 2, what="a window on the folder itself")
        self.assertEqual(sorted(w.name for w in again.frames()),
                         [f"{shown_folder} — Sheaf"] * 2)

    def test_a_location_sheaf_cannot_list_says_so_in_the_window(self):
        # Each location, and the name its window is titled by: a root goes by its address.
        for location, name in (("http://example.com", "http://example.com"),
                               ("ftp://example.com/pub", "pub"), ("recent:///", "recent:///"),
                               ("network:///", "network:///")):
            with self.subTest(location=location):
                sheaf = self.sheaf = SheafSession(location)
                try:
                    expected = Status(
                        "Cannot Open Folder",
                        f"Sheaf cannot show “{location}”: only folders on this computer and "
                        "places mounted in Files can be shown.", "Open Folder…")
                    self.wait_status(expected, "Content")
                    self.wait_status(expected, "Sidebar")
                    self.assertEqual(sheaf.frame().name, f"{name} — Sheaf")
                    self.assertEqual(sheaf.list_rows(), [])
                    self.assert_answers_keys()
                finally:
                    finish(self, sheaf)

    @needs_unreadable_files
    def test_an_unreadable_folder_says_permission_denied(self):
        folder = self.folder("Private")
        folder.write("secret.txt", "hidden away\n")
        os.chmod(folder.path, 0)
        self.start(folder.path, command=unprivileged())
        expected = Status("Cannot Open Folder", "You do not have permission to open “Private”.",
                          "Open Folder…")
        self.wait_status(expected, "Content")
        self.wait_status(expected, "Sidebar")
        self.assertEqual(self.sheaf.list_rows(), [])
        self.assert_answers_keys()

    def test_an_empty_folder_says_empty_folder(self):
        folder = self.folder("Nothing Here")
        # A hidden file is not listed: the folder is empty to Sheaf.
        folder.write(".hidden", "not listed\n")
        self.start(folder.path)
        expected = Status("Empty Folder", "“Nothing Here” holds no files to show.")
        self.wait_status(expected, "Sidebar")
        self.wait_status(expected, "Content")
        self.wait_equal(self.sheaf.sidebar_subtitle, "0 items", "the count")
        self.assert_answers_keys()


class FileProblemTests(FolderTestCase):
    @needs_unreadable_files
    def test_an_unreadable_file_says_permission_denied(self):
        folder = self.folder()
        folder.write("notes.txt", "readable\n")
        os.chmod(folder.write("secret.txt", "not for you\n"), 0)
        self.start(folder.path, command=unprivileged())
        self.select("secret.txt")
        self.wait_status(Status("Cannot Open File",
                                "You do not have permission to read “secret.txt”."))
        self.assert_answers_keys()

    @needs_unreadable_files
    def test_an_unreadable_file_whose_name_tells_nothing_says_permission_denied(self):
        # No extension: the kind must come from the file's bytes, which Sheaf may not read.
        folder = self.folder()
        folder.write("notes.txt", "readable\n")
        os.chmod(folder.write("shadow", "root:*:19000:0:99999:7:::\n"), 0)
        self.start(folder.path, command=unprivileged())
        self.select("shadow")
        self.wait_status(Status("Cannot Open File",
                                "You do not have permission to read “shadow”."))
        self.assertIsNone(self.sheaf.info_card())
        self.assert_answers_keys()

    def test_utf16_text_with_a_byte_order_mark_shows_as_text(self):
        folder = self.folder()
        text = "Grüße aus Köln, 世界\r\nline two\r\n"
        folder.write("little.txt", "\ufeff".encode("utf-16-le") + text.encode("utf-16-le"))
        folder.write("big.txt", "\ufeff".encode("utf-16-be") + text.encode("utf-16-be"))
        self.start(folder.path)
        for name in ("big.txt", "little.txt"):
            self.select(name)
            self.wait_equal(lambda: self.sheaf.detail_text().replace("\r", ""),
                            text.replace("\r", ""), f"{name}'s text")
            self.assertIsNone(self.sheaf.info_card())
        self.assert_answers_keys()

    @needs_unreadable_files
    def test_an_unreadable_picture_says_permission_denied(self):
        folder = self.folder()
        folder.write("notes.txt", "readable\n")
        os.chmod(folder.jpeg("photo.jpg", 64, 48), 0)
        self.start(folder.path, command=unprivileged())
        self.select("photo.jpg")
        self.wait_status(Status("Cannot Open File",
                                "You do not have permission to read “photo.jpg”."))
        self.assert_answers_keys()

    def test_a_name_with_invalid_utf8_is_listed_by_its_display_name_and_shows_its_text(self):
        folder = self.folder()
        folder.write(b"bad\xff\xfename.txt", "Text behind a name that is not UTF-8.\n")
        folder.write("plain.txt", "plain\n")
        self.start(folder.path)
        # GLib's display name for it: each invalid byte a replacement character, and a note.
        shown = "bad\ufffd\ufffdname.txt (invalid encoding)"
        self.wait_rows([shown, "plain.txt"])
        self.select(shown)
        self.wait_equal(self.sheaf.detail_text, "Text behind a name that is not UTF-8.\n",
                        "the file's text")
        self.assertIsNone(self.sheaf.status())
        self.assert_answers_keys()

    def test_names_with_markup_characters_are_shown_literally(self):
        folder = self.folder()
        # A name cannot hold "/", so no closing tag: an unclosed one fails a markup parser too.
        names = ["&amp;.txt", "<b>x<b>.txt", "a & b.md", "<span color='red'>.txt"]
        for name in names:
            folder.write(name, f"{name}\n")
        self.start(folder.path)
        self.wait_equal(lambda: sorted(self.sheaf.list_rows()), sorted(names), "every name listed")
        for name in names:
            row = self.sheaf.find(lambda n, name=name: n.getRoleName() == "label" and n.name == name)
            self.assertIsNotNone(row, f"a label reading {name!r} in the list")
            text = row.queryText()
            self.assertEqual(text.getText(0, text.characterCount), name)
        for name in names:
            self.select(name)
        self.assert_answers_keys()

    def test_a_zero_byte_file_says_empty_file(self):
        folder = self.folder()
        folder.write("empty.txt")
        folder.write("full.txt", "full\n")
        self.start(folder.path)
        self.select("empty.txt")
        self.wait_status(Status("Empty File", "“empty.txt” contains nothing to show."))
        self.assert_answers_keys()

    def test_a_300_mb_text_file_shows_its_start_and_says_only_part_is_shown(self):
        folder = self.folder()
        first_line = folder.large_text("huge.log", 300)
        folder.write("small.txt", "small\n")
        self.start(folder.path)
        self.select("huge.log")
        text = wait_for(lambda: (t := self.sheaf.detail_text()).startswith(first_line) and t,
                        what="the start of the large file")
        self.assertLessEqual(len(text.encode()), 512 * 1024)
        # GLib formats sizes in SI units, a no-break space before the unit: 512 KiB is
        # 524.3 kB, 300 MiB is 314.6 MB.
        notice = ("Only the first 524.3\u00a0kB of this 314.6\u00a0MB file are shown. "
                  "Ctrl+End shows its end.")
        self.wait_equal(lambda: [t for t in self.sheaf.detail_labels() if t.startswith("Only")],
                        [notice], "the notice over the text")
        # Its end one key away, and its start again.
        with open(folder("huge.log"), "rb") as log:
            log.seek(-60, os.SEEK_END)
            last_bytes = log.read().decode()
        self.sheaf.key("Tab")
        self.wait_equal(self.sheaf.focused_pane, "Content", "the text focused")
        self.sheaf.key("ctrl+End")
        self.wait_equal(lambda: self.sheaf.detail_text().endswith(last_bytes), True,
                        "Ctrl+End showing the file's end")
        self.wait_equal(lambda: [t for t in self.sheaf.detail_labels() if t.startswith("Only")],
                        ["Only the end of this 314.6\u00a0MB file is shown; Ctrl+Home shows "
                         "its start."], "the notice saying so")
        self.sheaf.key("ctrl+Home")
        self.wait_equal(lambda: self.sheaf.detail_text().startswith(first_line), True,
                        "Ctrl+Home showing its start again")
        self.sheaf.key("F6")
        self.wait_equal(self.sheaf.focused_pane, "Sidebar", "back in the list")
        # Keys are answered while a large file loads, and after.
        self.sheaf.key("Down")
        self.wait_equal(self.sheaf.detail_title, "small.txt", "Down moving on")
        self.sheaf.key("Up")
        self.sheaf.key("Down")
        self.wait_equal(self.sheaf.detail_text, "small\n", "the small file, the large one skipped")
        self.sheaf.key("Up")
        self.wait_equal(lambda: self.sheaf.detail_text().startswith(first_line), True,
                        "the large file again")
        self.assert_answers_keys()

    def test_a_binary_file_named_txt_shows_an_info_card_saying_it_is_not_text(self):
        folder = self.folder()
        folder.write("data.txt", bytes(range(256)) * 64)
        folder.write("notes.txt", "notes\n")
        self.start(folder.path)
        self.select("data.txt")
        card = wait_for(self.sheaf.info_card, what="an info card")
        self.assertEqual(card["name"], "data.txt")
        self.assertEqual(card["note"], "This file does not contain text Sheaf can show.")
        self.assertEqual(card["Size"], "16.4\u00a0kB (16384 bytes)")
        self.assertIsNone(self.sheaf.status())
        self.assert_answers_keys()

    def test_a_truncated_jpeg_shows_the_part_that_decodes(self):
        # gdk-pixbuf decodes a JPEG cut in half without an error (the missing rows come out
        # grey), so the picture is shown: no status page, no warning.
        folder = self.folder()
        folder.truncated_jpeg("cut.jpg")
        folder.write("notes.txt", "notes\n")
        self.start(folder.path)
        self.select("cut.jpg")
        picture = wait_for(self.sheaf.detail_picture, what="the picture")
        self.assertEqual(picture.description, "cut.jpg", "the picture's alternative text")
        self.assertIsNone(self.sheaf.status())
        self.assert_answers_keys()

    def test_a_png_with_a_damaged_header_says_cannot_show_picture(self):
        folder = self.folder()
        folder.png_with_damaged_header("broken.png")
        folder.write("notes.txt", "notes\n")
        self.start(folder.path)
        self.select("broken.png")
        self.wait_status(Status("Cannot Show Picture",
                                "“broken.png” is damaged: Sheaf could not read the picture in "
                                "it."))
        # Another app may still open it: the header's Open With stays.
        self.assertTrue(self.open_with_button(), "Open With is still offered")
        self.assert_answers_keys()

    def test_a_png_with_damaged_pixel_data_says_cannot_show_picture(self):
        # Its header is sound, so gdk-pixbuf knows its size; its pixel data is not a deflate
        # stream. Decoding it from a file fails; the incremental loader Sheaf reads a stream
        # with (2.42.10) drops the error and returns a blank picture of the header's size.
        folder = self.folder()
        folder.damaged_png("damaged.png")
        folder.write("notes.txt", "notes\n")
        self.start(folder.path)
        self.select("damaged.png")
        self.wait_status(Status("Cannot Show Picture",
                                "“damaged.png” is damaged: Sheaf could not read the picture in "
                                "it."))
        self.assertIsNone(self.sheaf.detail_picture(), "no blank picture in its place")
        self.assertTrue(self.open_with_button(), "Open With is still offered")
        self.assert_answers_keys()

    def test_a_picture_of_a_kind_without_a_decoder_says_so(self):
        # GIMP's own format is a picture (image/x-xcf) that no gdk-pixbuf loader reads: not a
        # damaged file, a kind this machine cannot show.
        folder = self.folder()
        folder.write("layers.xcf", "gimp xcf v011\0" + "x" * 200)
        folder.write("notes.txt", "notes\n")
        self.start(folder.path)
        self.select("layers.xcf")
        status = wait_for(self.sheaf.status, what="a status in the detail")
        self.assertEqual(status[0], "Cannot Show Picture")
        self.assertIn("cannot show pictures of this kind", status[1])
        self.assertNotIn("damaged", status[1])
        self.assertTrue(self.open_with_button(), "Open With is still offered")

    def open_with_button(self):
        """The header's Open With button, found by its accessible name, if it is shown."""
        return wait_for(lambda: self.sheaf.find(
            lambda n: n.getRoleName() in ("push button", "button")
            and n.name.startswith("Open With") and showing(n), self.sheaf.pane("Content")),
            what="Open With in the detail")

    def test_a_20000_by_20000_png_is_refused_and_memory_stays_small(self):
        folder = self.folder()
        folder.blank_png("huge.png", 20000, 20000)
        folder.write("notes.txt", "notes\n")
        self.start(folder.path)
        self.select("huge.png")
        self.wait_status(Status("Picture Too Large",
                                "“huge.png” is 20000 × 20000 pixels, too large to preview."))
        self.assert_answers_keys()
        # Decoding it would take 1.6 GB; Sheaf as a whole stays far below 1 GB.
        self.assertLess(self.sheaf.peak_memory_kb(), 512 * 1024, "peak resident memory, kB")

    def test_a_gif_frame_larger_than_its_screen_is_refused_and_memory_stays_small(self):
        folder = self.folder()
        folder.gif_with_huge_frame("frame.gif", screen=(64, 64), frame=(20000, 12000))
        folder.write("notes.txt", "notes\n")
        self.start(folder.path)
        self.select("frame.gif")
        self.wait_status(Status("Picture Too Large",
                                "“frame.gif” is 20000 × 12000 pixels, too large to preview."))
        self.assert_answers_keys()
        # Its frame alone would take a GB, in the preview and the row's thumbnail each.
        self.assertLess(self.sheaf.peak_memory_kb(), 512 * 1024, "peak resident memory, kB")

    def test_a_huge_progressive_jpeg_is_decoded_once_at_a_time(self):
        # 16000 × 16000 grey: the decoder holds 500 MB of coefficients while it works. The
        # preview and the row's thumbnail both want it at start; one waits for the other.
        folder = self.folder()
        folder.progressive_jpeg("huge.jpg", 16000, 16000)
        folder.write("notes.txt", "notes\n")
        self.start(folder("huge.jpg"))
        wait_for(self.sheaf.detail_picture, timeout=60, what="the picture shown")
        self.assert_answers_keys()
        self.assertLess(self.sheaf.peak_memory_kb(), 900 * 1024, "peak resident memory, kB")

    def test_a_symlink_loop_and_a_dangling_link_say_broken_link(self):
        folder = self.folder()
        folder.symlink("a", "b")
        folder.symlink("b", "a")
        folder.symlink("dangling", "nowhere.txt")
        folder.write("notes.txt", "notes\n")
        self.start(folder.path)
        self.wait_rows(["a", "b", "dangling", "notes.txt"])
        for name in ("a", "b"):
            self.select(name)
            self.wait_status(Status("Broken Link",
                                    f"“{name}” is a link that leads back to itself."),
                             what=f"{name}: a loop")
        self.select("dangling")
        self.wait_status(Status("Broken Link",
                                "“dangling” is a link to a file that does not exist."))
        self.assert_answers_keys()


class FolderFixtureTests(unittest.TestCase):
    """The fixtures themselves: what they make is what the tests above assume."""

    def test_pictures_are_what_they_claim(self):
        folder = Folder()
        try:
            info = GdkPixbuf.Pixbuf.get_file_info(folder.blank_png("huge.png", 20000, 20000))
            self.assertEqual((info[1], info[2]), (20000, 20000))
            self.assertLess(os.path.getsize(folder("huge.png")), 1 << 20)
            info = GdkPixbuf.Pixbuf.get_file_info(folder.damaged_png("damaged.png"))
            self.assertEqual((info[1], info[2]), (64, 64), "the damaged PNG's header reads")
            damaged_header = folder.png_with_damaged_header("b.png")
            self.assertIsNone(GdkPixbuf.Pixbuf.get_file_info(damaged_header)[0])
        finally:
            folder.remove()
        self.assertFalse(os.path.exists(folder.root))


if __name__ == "__main__":
    unittest.main()
