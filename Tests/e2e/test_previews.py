"""End-to-end: Markdown rendered and source code in a monospace font, read the way a screen
reader reads them: the text and its attributes through AT-SPI."""

import os
import shutil
import struct
import subprocess
import unittest
import wave
import zipfile
import zlib

import pyatspi
from gi.repository import Atspi

from Tests.e2e.fixtures import FolderTestCase, build_preload, png_file, tab_into
from Tests.e2e.sheaf_session import Status, showing, walk, wait_for

MARKDOWN = """# A Heading

Plain words, **strong words** and `some_code()`.

## Second Level

```
fenced block
```
"""

PYTHON = '''import sys


def greet(name):
    """Says hello."""
    print(f"Hello, {name}!")
'''

SWIFT = """import Foundation

struct Point {
  var x = 0
  let y: Double
}
"""


class Attributes:
    """The attributes of a text object at an offset, as a screen reader gets them."""

    def __init__(self, node):
        self.text = node.queryText()
        self.accessible = node

    def __call__(self, offset, defaults=True):
        # Through libatspi itself: pyatspi's wrapper breaks on a run without attributes.
        attributes, _start, _end = Atspi.Text.get_attribute_run(self.accessible, offset,
                                                                 defaults)
        return dict(attributes or {})

    def at(self, fragment, defaults=True):
        whole = self.text.getText(0, self.text.characterCount)
        offset = whole.index(fragment)
        return self(offset + len(fragment) // 2, defaults)

    def default(self):
        return dict(Atspi.Text.get_default_attributes(self.accessible) or {})


LISTS = """# Lists

- first item, long enough to wrap onto a second line when the detail is at its narrowest
- second item
  - nested item
"""

PROSE = """# Prose

Just a paragraph, no list at all.
"""


def detail_pixels(sheaf):
    """The detail pane's pixels, as a screenshot shows them."""
    return subprocess.run(["import", "-window", sheaf.window_id, "-crop", "560x300+420+60",
                           "-depth", "8", "rgb:-"], capture_output=True, check=True).stdout


def has_focus(document):
    """Whether the document (an AT-SPI text) has the keyboard focus."""
    return document.getState().contains(Atspi.StateType.FOCUSED)


def selected_text(document):
    """The document's selected text: the link chosen with Tab; "" when none is."""
    text = document.queryText()
    if text.getNSelections() == 0:
        return ""
    start, end = text.getSelection(0)
    return text.getText(start, end)


def detail_text_node(sheaf):
    content = sheaf.pane("Content")
    return sheaf.find(lambda n: n.getRoleName() == "text", content)


class SlowPictureTests(FolderTestCase):
    @classmethod
    def setUpClass(cls):
        # Opening a file named "slow…" takes 3 s, whatever this machine's speed.
        cls.slow_open = build_preload(cls, "slow_open.c")

    def test_a_slow_picture_says_it_is_loading_never_showing_the_last_one_under_its_name(self):
        folder = self.folder()
        folder.jpeg("quick.jpg", 64, 48)
        folder.jpeg("slow.jpg", 64, 48)
        self.start(folder.path, env={"LD_PRELOAD": self.slow_open, "SHEAF_SLOW_NAME": "slow"})
        self.select("quick.jpg")
        wait_for(lambda: (p := self.sheaf.detail_picture()) and p.description == "quick.jpg",
                 what="the quick picture")
        self.sheaf.key("Down")
        seen = []

        def look():
            title = self.sheaf.detail_title()
            loading = "Loading…" in self.sheaf.detail_labels()
            picture = self.sheaf.detail_picture()
            shown = picture.description if picture is not None else None
            seen.append((title, shown, loading))
            return title == "slow.jpg" and shown == "slow.jpg"

        wait_for(look, timeout=30, what="the slow picture")
        # No look found a picture under another file's name. (The three reads are not one
        # moment: a look may straddle a step, and find neither picture nor "Loading…".)
        wrong = [look for look in seen if look[1] is not None and look[1] != look[0]]
        self.assertEqual(wrong, [], "(title, picture shown, loading) with the wrong picture")
        self.assertIn(("slow.jpg", None, True), seen, "the detail said it was loading")
        self.assert_answers_keys()


class PreviewTests(FolderTestCase):
    def test_markdown_is_rendered_with_bold_headings_and_monospace_code(self):
        folder = self.folder()
        folder.write("Guide.md", MARKDOWN)
        folder.write("notes.txt", "notes\n")
        self.start(folder.path)
        self.select("Guide.md")
        # Rendered: the markup characters are gone, the words stay.
        expected = ("A Heading\n\nPlain words, strong words and some_code().\n\nSecond Level\n\n"
                    "fenced block")
        shown = wait_for(lambda: (t := self.sheaf.detail_text()).startswith("A Heading") and t,
                         what="the rendered document")
        self.assertEqual(shown.rstrip("\n"), expected)
        attributes = Attributes(detail_text_node(self.sheaf))
        plain = attributes.at("Plain words")
        heading = attributes.at("A Heading")
        second = attributes.at("Second Level")
        self.assertGreaterEqual(int(heading["weight"]), 700, heading)
        self.assertGreater(float(heading["scale"]), 1.0, heading)
        self.assertGreaterEqual(int(second["weight"]), 700, second)
        self.assertGreater(float(heading["scale"]), float(second["scale"]), "h1 larger than h2")
        self.assertEqual(int(plain["weight"]), 400, plain)
        self.assertEqual(float(plain.get("scale", 1)), 1.0, plain)
        self.assertNotEqual(plain["family-name"], "monospace", plain)
        self.assertGreaterEqual(int(attributes.at("strong words")["weight"]), 700)
        self.assertEqual(attributes.at("some_code()")["family-name"], "monospace")
        self.assertEqual(attributes.at("fenced block")["family-name"], "monospace")
        self.assert_answers_keys()

    def test_tables_and_pictures_fit_the_pane_and_lines_stay_readable_when_wide(self):
        folder = self.folder()
        subprocess.run(["convert", "-size", "600x200", "xc:skyblue", folder("diagram.png")],
                       check=True)
        folder.write("Report.md", "# Report\n\n" + "A readable paragraph. " * 40 + "\n\n"
                     "![the diagram](diagram.png)\n\n| Name | Notes |\n|:---|:---:|\n"
                     "| Apples | " + "Red and green ones from the trees behind the house, " * 3
                     + "|\n| Pears | Few |\n")
        self.start(folder.path, width=1100)
        self.select("Report.md")
        content = self.sheaf.pane("Content")

        def extents(predicate):
            node = self.sheaf.find(predicate, content)
            return node and node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)

        picture = lambda: extents(lambda n: n.getRoleName() == "image" and showing(n))
        cell = lambda: extents(lambda n: n.name.startswith("Red and green") and showing(n))
        self.wait_equal(lambda: (p := picture()) and (p.width, p.height), (600, 200),
                        "the picture at its size, as it fits")
        pane = content.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        self.assertLessEqual(cell().x + cell().width, pane.x + pane.width, "the table inside")
        # Narrow, the picture shrinks to the text's width, keeping its shape, and the long
        # cell wraps onto more lines rather than running off the pane.
        wide = cell().height
        self.sheaf.resize(560)
        pane = lambda: content.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        self.wait_equal(lambda: (p := picture()) and p.width < 560 and p.width * 200 // 600
                        in range(p.height - 1, p.height + 2), True, "the picture shrunk")
        self.wait_equal(lambda: cell().height > wide, True, "the cell wrapped onto more lines")
        self.assertLessEqual(cell().x + cell().width, pane().x + pane().width)
        self.assertLessEqual(picture().x + picture().width, pane().x + pane().width)
        # Wide, with the folder tree and the list hidden, the text keeps to a readable width in
        # the middle of the detail.
        self.sheaf.resize(1600)
        self.sheaf.key("F9")
        self.wait_equal(self.sheaf.tree_on_screen, False, "the tree hidden")
        text = detail_text_node(self.sheaf).queryText()
        self.wait_equal(lambda: (lambda e: e[0] - pane().x > 150)(text.getCharacterExtents(
            0, pyatspi.WINDOW_COORDS)), True, "the text in the middle, not at the pane's edge")

    def test_a_code_block_with_long_lines_scrolls_inside_the_pane_not_the_document(self):
        long_line = "let names = [" + ", ".join(f'"name {n}"' for n in range(20)) + "]"
        folder = self.folder()
        folder.write("Code.md", "# Code\n\n```swift\n" + long_line + "\n```\n\nText after.\n")
        self.start(folder.path, width=1100)
        self.select("Code.md")
        self.sheaf.resize(700)
        content = self.sheaf.pane("Content")
        code = wait_for(lambda: self.sheaf.find(
            lambda n: n.getRoleName() == "text" and n.name == "Code" and showing(n), content),
            what="the code block's own view")
        text = code.queryText()
        self.assertEqual(text.getText(0, text.characterCount), long_line, "the whole line in it")
        self.assertIn("Text after.", self.sheaf.detail_text(), "the document goes on after it")
        box = code.parent.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        pane = content.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        self.assertLessEqual(box.x + box.width, pane.x + pane.width, "the box inside the pane")
        last = text.getCharacterExtents(text.characterCount - 1, pyatspi.WINDOW_COORDS)
        self.assertGreater(last[0], box.x + box.width, "the line's end beyond the box's edge")
        # The box scrolls, not the document: the heading stays where it was.
        heading = detail_text_node(self.sheaf).queryText().getCharacterExtents(
            0, pyatspi.WINDOW_COORDS)
        self.assertGreaterEqual(heading[0], pane.x, "the document not scrolled sideways")

    def test_a_document_looks_the_same_however_it_was_reached(self):
        folder = self.folder()
        folder.write("a lists.md", LISTS)
        folder.write("b prose.md", PROSE)
        self.start(folder.path)
        self.select("a lists.md")
        self.wait_equal(lambda: self.sheaf.detail_text().startswith("Lists"), True, "the lists")
        first = wait_for(lambda: (p := detail_pixels(self.sheaf)) == detail_pixels(self.sheaf)
                         and p, what="the first look settled")
        self.sheaf.key("Down")
        self.wait_equal(lambda: self.sheaf.detail_text().startswith("Prose"), True, "the prose")
        self.sheaf.key("Up")
        # Indents, margins and wrapping as on the first look, not left over from the other page.
        wait_for(lambda: detail_pixels(self.sheaf) == first, what="the same look again")

    def test_links_are_reached_with_tab_and_followed_with_return(self):
        folder = self.folder()
        # The picture cannot be shown, so its text stands in, longer than the character that
        # stood for it: the links after it must still be where they are drawn.
        folder.write("Guide.md", "# Guide\n\n![a missing picture](nowhere.png) Read "
                                 "[the notes](notes.txt), then [the plan](plan.txt).\n")
        folder.write("notes.txt", "notes\n")
        folder.write("plan.txt", "plan\n")
        self.start(folder.path)
        self.select("Guide.md")
        self.wait_equal(lambda: self.sheaf.detail_text().startswith("Guide"), True, "the guide")
        document = detail_text_node(self.sheaf)

        def focused():
            return has_focus(document)

        def selected():
            return selected_text(document)

        tab_into(self.sheaf, focused)
        self.sheaf.key("Tab")
        self.wait_equal(selected, "the notes", "Tab selects the first link")
        self.sheaf.key("Tab")
        self.wait_equal(selected, "the plan", "Tab selects the next one")
        self.sheaf.key("Tab")
        self.wait_equal(focused, False, "past the last link Tab leaves the document")
        self.wait_equal(selected, "", "and no link stays highlighted")
        self.sheaf.key("shift+Tab")
        wait_for(focused, what="Shift+Tab comes back to the document")
        self.sheaf.key("shift+Tab")
        self.wait_equal(selected, "the notes", "Shift+Tab selects the link before")
        self.sheaf.key("Return")
        self.wait_equal(self.sheaf.selected_row, "notes.txt", "Return follows the link")
        self.wait_equal(lambda: self.sheaf.detail_text().startswith("notes"), True, "the notes")

    def test_ctrl_f_in_a_document_finds_in_it_and_in_the_list_filters_it(self):
        folder = self.folder()
        folder.write("Guide.md", "# Guide\n\nThe first word, then a long way down.\n\n"
                     + "Filler line.\n\n" * 80 + "The last word.\n")
        folder.write("notes.txt", "notes\n")
        self.start(folder.path, width=1100)
        self.select("Guide.md")
        self.wait_equal(lambda: self.sheaf.detail_text().startswith("Guide"), True, "the guide")
        document = detail_text_node(self.sheaf)
        tab_into(self.sheaf, lambda: has_focus(document))
        before = detail_pixels(self.sheaf)
        self.sheaf.key("ctrl+f")
        entry = wait_for(lambda: self.find_entry("Content"), what="the find bar's entry")
        wait_for(lambda: entry.getState().contains(Atspi.StateType.FOCUSED),
                 what="the focus in the find bar")
        self.sheaf.type_text("word")
        self.wait_equal(lambda: selected_text(document), "word", "the first match selected")
        self.wait_equal(self.find_count, "1 of 2", "the matches counted")
        wait_for(lambda: detail_pixels(self.sheaf) != before, what="the matches painted")
        self.sheaf.key("Return")
        self.wait_equal(self.find_count, "2 of 2", "Return going to the next one")
        # The last line, far below, is scrolled to and painted.
        self.wait_equal(lambda: "last" in self.painted_words("700x590+340+100"), True,
                        "the next match scrolled into view")
        self.sheaf.key("shift+Return")
        self.wait_equal(self.find_count, "1 of 2", "Shift+Return going back")
        self.sheaf.key("Escape")
        wait_for(lambda: has_focus(document), what="Escape giving the focus back")
        self.wait_equal(lambda: self.find_entry("Content"), None, "the find bar closed")
        self.assertEqual(selected_text(document), "word", "the match still selected")
        # In the list, Ctrl+F filters the list, as ever.
        self.sheaf.key("shift+F6")
        self.wait_equal(self.sheaf.focused_pane, "Sidebar", "the focus in the list")
        self.sheaf.key("ctrl+f")
        wait_for(lambda: self.find_entry("Sidebar"), what="the list's filter")
        self.assertIsNone(self.find_entry("Content"), "no find bar in the detail")

    def test_a_font_is_shown_in_its_own_face_and_a_false_one_says_so(self):
        folder = self.folder()
        shutil.copy("/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
                    folder("Serif Bold.ttf"))
        folder.write("fake.ttf", "not a font at all\n")
        self.start(folder.path, width=1100)
        self.select("Serif Bold.ttf")
        self.wait_equal(lambda: {"DejaVu Serif", "Bold"} <= set(self.sheaf.detail_labels()),
                        True, "the family and the style")
        self.wait_equal(lambda: {"quick", "brown", "fox"} <= set(
            self.painted_words("700x420+340+230")), True, "the sample painted in the font")
        self.select("fake.ttf")
        self.wait_status(Status("Cannot Show Font",
                                "“fake.ttf” is not a font Sheaf can read: it may be damaged."))
        self.assert_answers_keys()

    def test_an_archive_is_listed_and_a_zip_bomb_is_not_unpacked(self):
        folder = self.folder()
        with zipfile.ZipFile(folder("Photos.zip"), "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr("2024/", "")
            archive.writestr("2024/beach.jpg", b"x" * 20000)
            archive.writestr("README.txt", "hello\n")
        # 200 MB of zeros, 200 kB packed: its header says how large it is.
        with zipfile.ZipFile(folder("bomb.zip"), "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr("zeros.bin", bytes(200 * 1024 * 1024))
        folder.write("broken.zip", b"PK\x03\x04 not really a zip" * 3)
        self.start(folder.path, width=1100)
        self.select("Photos.zip")
        self.wait_equal(self.archive_rows, ["2024/", "2024/beach.jpg", "README.txt"],
                        "the entries, in the archive's order")
        self.assertIn("3 items, 20.0\u00a0kB unpacked", self.sheaf.detail_labels())
        self.assertIn("unpacked", self.painted_words("700x50+340+50"), "the summary painted")
        self.select("bomb.zip")
        self.wait_equal(self.archive_rows, ["zeros.bin"], "the bomb's one entry")
        self.assertIn("1 item, 209.7\u00a0MB unpacked", self.sheaf.detail_labels())
        self.assertLess(self.sheaf.peak_memory_kb(), 200 * 1024, "nothing unpacked")
        self.select("broken.zip")
        self.wait_status(Status("Cannot List Archive",
                                "“broken.zip” is damaged or not an archive Sheaf can read."))
        self.assert_answers_keys()

    def test_fenced_code_is_painted_in_the_colours_of_its_language(self):
        code = 'func greet(_ name: String) -> String {\n  return "Hello, " + name\n}\n'
        folder = self.folder()
        folder.write("Swift.md", "# Code\n\n```swift\n" + code + "```\n")
        folder.write("Text.md", "# Code\n\n```\n" + code + "```\n")
        self.start(folder.path, width=1100)
        for name, coloured in (("Swift.md", True), ("Text.md", False)):
            self.select(name)
            self.wait_equal(self.sheaf.detail_title, name, f"{name} on show")
            self.wait_equal(lambda: self.detail_saturation() > 0.3, coloured,
                            f"{name} painted {'in colour' if coloured else 'plain'}")

    def test_a_footnote_mark_leads_to_its_note_at_the_end(self):
        folder = self.folder()
        folder.write("Essay.md", "# Essay\n\nA claim that needs a source.[^1]\n\n"
                     + "Filler paragraph.\n\n" * 60 + "[^1]: Written by Ada Lovelace.\n")
        self.start(folder.path, width=1100)
        self.select("Essay.md")
        self.wait_equal(lambda: self.sheaf.detail_text().startswith("Essay"), True, "the essay")
        document = detail_text_node(self.sheaf)
        tab_into(self.sheaf, lambda: has_focus(document))
        self.sheaf.key("Tab")
        self.wait_equal(lambda: selected_text(document), "[1]", "Tab selecting the mark")
        self.sheaf.key("Return")
        self.wait_equal(lambda: selected_text(document), "1. Written by Ada Lovelace.",
                        "Return going to the note")
        self.wait_equal(lambda: "Lovelace." in self.painted_words("700x590+340+100"), True,
                        "the note scrolled into view")
        self.assertEqual(self.sheaf.selected_row(), "Essay.md", "still in the same document")

    def test_a_video_waits_to_be_played_plays_with_space_and_stops_when_left(self):
        folder = self.folder()
        subprocess.run(["gst-launch-1.0", "-q", "videotestsrc", "num-buffers=90", "!",
                        "video/x-raw,width=320,height=240,framerate=30/1", "!", "theoraenc",
                        "!", "oggmux", "!", "filesink", f"location={folder('clip.ogv')}"],
                       check=True, timeout=60)
        with wave.open(folder("tone.wav"), "wb") as sound:
            sound.setnchannels(1)
            sound.setsampwidth(2)
            sound.setframerate(8000)
            sound.writeframes(bytes(2 * 8000 * 2))
        folder.write("broken.mp4", "not a video at all\n")
        folder.write("notes.txt", "notes\n")
        self.start(folder.path, width=1100)
        player, first = self.show_video("clip.ogv")
        # The test pattern's corner is snow, new in every frame: still, nothing plays.
        wait_for(lambda: self.open_files(folder("clip.ogv")) > 0, what="the file prepared")
        self.assertEqual(self.video_pixels(player), first, "nothing plays by itself")
        self.play_with_space(player, first)
        # Left from the keyboard, the player lets the file go; played again and left, again.
        for round in range(2):
            if round:
                self.play_with_space(*self.show_video("clip.ogv"))
            self.sheaf.key("F6")
            self.select("notes.txt")
            wait_for(lambda: self.open_files(folder("clip.ogv")) == 0, what="the video let go")
        # Played again and left at once by a click on another row, within a moment of Space.
        self.play_with_space(*self.show_video("clip.ogv"))
        notes = wait_for(lambda: self.sheaf.find(
            lambda n: n.getRoleName() == "list item"
            and any(c.name == "notes.txt" for c in walk(n)), self.sheaf.pane("Sidebar")),
            what="the row of notes.txt")
        self.sheaf.click_node(notes)
        self.wait_equal(lambda: self.sheaf.detail_text(), "notes\n", "the notes shown")
        wait_for(lambda: self.open_files(folder("clip.ogv")) == 0, what="the video let go")
        self.select("tone.wav")
        wait_for(lambda: self.sheaf.find(lambda n: n.name == "Player" and showing(n),
                                         self.sheaf.pane("Content")), what="a sound's player")
        self.select("broken.mp4")
        self.wait_status(Status("Cannot Play", "“broken.mp4” is damaged or cannot be played."))
        self.assert_answers_keys()

    def test_a_sound_shows_its_title_artist_and_album_above_the_player(self):
        folder = self.folder()
        subprocess.run(["gst-launch-1.0", "-q", "audiotestsrc", "num-buffers=40", "!",
                        "audioconvert", "!", "taginject", 'tags="title=\\"Morning Light\\",'
                        'artist=\\"The Quiet Ones\\",album=\\"First Songs\\""', "!", "vorbisenc",
                        "!", "oggmux", "!", "filesink", f"location={folder('song.ogg')}"],
                       check=True, timeout=60)
        folder.write("notes.txt", "notes\n")
        self.start(folder.path, width=1100)
        self.select("song.ogg")
        self.wait_equal(lambda: {"Morning Light", "The Quiet Ones — First Songs"}
                        <= set(self.sheaf.detail_labels()), True, "the tags above the player")
        self.wait_equal(lambda: {"Morning", "Light"} <= set(self.painted_words("700x80+340+60")),
                        True, "the title painted")
        self.assertIsNotNone(self.sheaf.find(lambda n: n.name == "Player" and showing(n),
                                             self.sheaf.pane("Content")), "the player below")
        self.select("notes.txt")
        self.wait_equal(lambda: "Morning Light" in self.sheaf.detail_labels(), False,
                        "the tags gone with the sound")
        self.assert_answers_keys()

    def test_a_truncated_and_a_2_gb_video_say_they_cannot_be_played_without_being_read(self):
        file_type = struct.pack(">I4s4sI4s4s", 24, b"ftyp", b"isom", 512, b"isom", b"mp41")
        folder = self.folder()
        # Cut short inside its table of contents, which says it is 100,000 bytes long.
        folder.write("cut.mp4", file_type + struct.pack(">I4s", 100000, b"moov") + bytes(200))
        # 2 GB of media data that is all holes: reading it whole would take the disk's time.
        with open(folder("huge.mp4"), "wb") as huge:
            huge.write(file_type + struct.pack(">I4s", 2**31 - 24, b"mdat"))
            huge.truncate(2**31)
        folder.write("notes.txt", "notes\n")
        self.start(folder.path, width=1100)
        for name in ("cut.mp4", "huge.mp4"):
            self.select(name)
            self.wait_status(Status("Cannot Play", f"“{name}” is damaged or cannot be played."))
        self.assertLess(self.sheaf.peak_memory_kb(), 300 * 1024, "neither read whole")
        self.assert_answers_keys()

    def test_a_sound_with_no_decoder_here_says_which_kind_it_is(self):
        # AAC in ADTS frames: GStreamer reads the frames (aacparse is in plugins-good) but has
        # no AAC decoder here (that is in -bad or libav, which the tests never install).
        frame_length = 7 + 100
        header = bytes([0xFF, 0xF1, (1 << 6) | (4 << 2), (2 << 6) | (frame_length >> 11),
                        (frame_length >> 3) & 0xFF, ((frame_length & 7) << 5) | 0x1F, 0xFC])
        folder = self.folder()
        folder.write("tone.aac", (header + bytes([0x21, 0x10, 0x05]) + bytes(97)) * 60)
        folder.write("notes.txt", "notes\n")
        self.start(folder.path, width=1100)
        self.select("tone.aac")
        self.wait_status(Status(
            "Cannot Play", "Sheaf cannot play files of this kind (AAC audio) here: no decoder for "
            "it is installed. “tone.aac” may open in another app."))
        self.assert_answers_keys()

    def show_video(self, name):
        """Selects the video `name` and waits for its first frame; returns the player and the
        pixels it paints."""
        self.select(name)
        player = wait_for(lambda: self.sheaf.find(
            lambda n: n.name == "Player" and showing(n), self.sheaf.pane("Content")),
            what="the player")
        wait_for(lambda: self.detail_saturation() > 0.3, what="the first frame painted")
        return player, self.video_pixels(player)

    def play_with_space(self, player, first):
        """Moves the focus to the player with F6 and plays it with Space."""
        self.sheaf.key("F6")
        wait_for(lambda: player.getState().contains(Atspi.StateType.FOCUSED),
                 what="the focus on the player")
        self.sheaf.key("space")
        wait_for(lambda: self.video_pixels(player) != first, what="Space playing it")

    def video_pixels(self, player):
        """The pixels of the player's lower right quarter, where the test pattern snows."""
        extents = player.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        margin = self.sheaf.frame_margin()
        width, height = extents.width // 4, extents.height // 4
        x = extents.x + margin + extents.width * 5 // 8
        y = extents.y + margin + extents.height * 5 // 8
        return subprocess.run(["import", "-window", self.sheaf.window_id, "-crop",
                               f"{width}x{height}+{x}+{y}", "-depth", "8", "rgb:-"],
                              capture_output=True, check=True, timeout=10).stdout

    def open_files(self, path):
        """How many of Sheaf's file descriptors are open on `path`."""
        descriptors = f"/proc/{self.sheaf.process.pid}/fd"
        count = 0
        for descriptor in os.listdir(descriptors):
            try:
                count += os.readlink(f"{descriptors}/{descriptor}") == path
            except OSError:
                pass
        return count

    def detail_saturation(self):
        """The most saturated colour painted in the detail, from 0 (grey) to 1."""
        shot = subprocess.run(["import", "-window", self.sheaf.window_id, "-crop",
                               "700x300+340+100", "png:-"], capture_output=True, check=True,
                              timeout=10).stdout
        saturation = subprocess.run(["convert", "png:-", "-colorspace", "HSL", "-channel", "G",
                                     "-separate", "-format", "%[fx:maxima]", "info:"],
                                    input=shot, capture_output=True, check=True, timeout=10)
        return float(saturation.stdout.decode().strip() or 0)

    def archive_rows(self):
        """The paths the archive's list shows, top to bottom."""
        view = self.sheaf.find(lambda n: n.getRoleName() == "list" and n.name == "Archive contents"
                               and showing(n), self.sheaf.pane("Content"))
        if view is None:
            return None
        return [labels[0] for labels in
                ([n.name for n in walk(row) if n.getRoleName() == "label" and n.name]
                 for row in walk(view) if row.getRoleName() == "list item") if labels]

    def find_entry(self, pane):
        """The search entry shown in `pane`, if one is."""
        return self.sheaf.find(lambda n: n.getRoleName() == "entry" and showing(n),
                               self.sheaf.pane(pane))

    def find_count(self):
        """What the find bar says of the matches ("2 of 5")."""
        bar = self.find_entry("Content")
        box = bar.parent if bar is not None else None
        return next((n.name for n in walk(box) if n.getRoleName() == "label" and n.name), None) \
            if box is not None else None

    def test_choosing_a_link_in_a_list_leaves_the_list_as_it_was(self):
        folder = self.folder()
        folder.write("List.md", "# List\n\n- first item with [a link](notes.txt) here\n"
                                "- second item\n- third item\n\nAfter the list.\n")
        self.start(folder.path)
        self.select("List.md")
        self.wait_equal(lambda: self.sheaf.detail_text().startswith("List"), True, "the list")
        first = wait_for(lambda: (p := detail_pixels(self.sheaf)) == detail_pixels(self.sheaf)
                         and p, what="the first look settled")
        document = detail_text_node(self.sheaf)

        def focused():
            return has_focus(document)

        tab_into(self.sheaf, focused)
        self.sheaf.key("Tab")
        wait_for(lambda: document.queryText().getNSelections() == 1, what="the link chosen")
        self.sheaf.key("Tab")
        self.wait_equal(focused, False, "past the only link Tab leaves the document")
        # The items below the link keep their indent: drawn as before the link was chosen.
        wait_for(lambda: detail_pixels(self.sheaf) == first, what="the list drawn as it was")

    def test_python_and_swift_sources_show_their_text_in_a_monospace_font(self):
        folder = self.folder()
        folder.write("greet.py", PYTHON)
        folder.write("Point.swift", SWIFT)
        self.start(folder.path)
        for name, source in (("greet.py", PYTHON), ("Point.swift", SWIFT)):
            self.select(name)
            self.wait_equal(self.sheaf.detail_text, source, f"{name}'s text, unchanged")
            # The view's own font is monospace, and no highlighting tag sets a family. (Runs
            # are not read here: GTK 4.8 prints a GLib warning when an AT reads the attributes
            # of a run with a foreground colour, which every highlighted keyword has.)
            attributes = Attributes(detail_text_node(self.sheaf))
            self.assertEqual(attributes.default()["family-name"], "monospace", name)
        self.assert_answers_keys()


if __name__ == "__main__":
    unittest.main()


RED, BLUE = (255, 0, 0), (0, 0, 255)


class PictureSizeTests(FolderTestCase):
    def painted_rgb(self, node):
        """The colour painted in the middle of an accessible, as (red, green, blue), 0-255."""
        extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        margin = self.sheaf.frame_margin()
        return self.rgb_at((extents.x + extents.width // 2 + margin,
                            extents.y + extents.height // 2 + margin))

    def test_webp_and_heif_pictures_are_shown_at_their_size(self):
        """Their gdk-pixbuf loaders come with Sheaf's packages: each is painted, not a card."""
        folder = self.folder()
        subprocess.run(["convert", "-size", "120x80", "xc:red", folder("red.webp")], check=True)
        subprocess.run(["convert", "-size", "90x60", "xc:blue", folder("blue.heic")], check=True)
        self.start(folder.path, width=1100)
        for name, size, colour in (("red.webp", (120, 80), RED), ("blue.heic", (90, 60), BLUE)):
            self.select(name)
            picture = wait_for(lambda: (p := self.sheaf.detail_picture()) and
                               p.description == name and p, what=f"{name} shown")
            self.wait_equal(lambda: f"{size[0]} × {size[1]} pixels" in self.sheaf.detail_labels(),
                            True, f"{name}'s size said")
            # HEIF is lossy: near the colour, not at it.
            self.wait_equal(lambda: all(abs(a - b) < 40 for a, b in
                                        zip(self.painted_rgb(picture), colour)),
                            True, f"{name} painted")

    def test_a_picture_that_fits_is_shown_at_its_size_and_a_larger_one_shrinks(self):
        folder = self.folder()
        folder.blank_png("icon.png", 16, 16, color=True)
        folder.jpeg("photo.jpg", 2400, 1800)
        self.start(folder.path, width=1100)
        for name, size in (("icon.png", (16, 16)), ("photo.jpg", (2400, 1800))):
            self.select(name)
            picture = wait_for(lambda: (p := self.sheaf.detail_picture()) and
                               p.description == name and p, what=f"{name} shown")
            self.wait_equal(lambda: f"{size[0]} × {size[1]} pixels" in self.sheaf.detail_labels(),
                            True, f"{name}'s size said")
            extents = picture.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            if size == (16, 16):
                self.assertEqual((extents.width, extents.height), (16, 16),
                                 "the icon at its own size, not blown up")
            else:
                self.assertLess(extents.width, 1100, "the photo shrunk to the pane")
                self.assertAlmostEqual(extents.width / extents.height, 4 / 3, places=1)

    def test_a_picture_zooms_around_its_middle_pans_with_the_arrows_and_fits_again(self):
        folder = self.folder()
        # A red disc of radius 60 in the middle of a 1600 × 1000 picture, which the pane shrinks.
        subprocess.run(["convert", "-size", "1600x1000", "xc:blue", "-fill", "red", "-draw",
                        "circle 800,500 860,500", folder("disc.png")], check=True)
        folder.write("notes.txt", "notes\n")
        self.start(folder.path, width=1100)
        self.select("disc.png")
        picture = wait_for(lambda: (p := self.sheaf.detail_picture()) and
                           p.description == "disc.png" and p, what="the picture shown")
        self.wait_equal(lambda: "1600 × 1000 pixels" in self.sheaf.detail_labels(), True,
                        "its size, fitted")
        extents = picture.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        margin = self.sheaf.frame_margin()
        middle = (extents.x + extents.width // 2 + margin, extents.y + extents.height // 2 + margin)
        # The disc is about 28 px across the middle now: 40 px right of it is blue.
        beside = (middle[0] + 40, middle[1])
        self.assertEqual(self.rgb_at(middle), RED)
        self.assertEqual(self.rgb_at(beside), BLUE)
        self.sheaf.key("ctrl+plus")
        self.wait_equal(lambda: any("shown at" in label for label in self.sheaf.detail_labels()),
                        True, "Ctrl+plus zooming in, from the list")
        # Ctrl with the wheel zooms too; the middle stays where it was, the disc grows past
        # the point beside it.
        subprocess.run(["xdotool", "mousemove", "--window", self.sheaf.window_id,
                        str(middle[0]), str(middle[1]), "keydown", "ctrl", "click", "4",
                        "keyup", "ctrl"], check=True)
        self.wait_equal(lambda: self.rgb_at(beside), RED, "the disc grown past the point beside")
        self.assertEqual(self.rgb_at(middle), RED, "the middle kept")
        # The arrow keys move a zoomed picture once it has the focus.
        self.sheaf.key("F6")
        self.sheaf.key("Left", "Left", "Left")
        self.wait_equal(lambda: self.rgb_at(middle), BLUE, "the arrows moving the picture")
        self.sheaf.key("ctrl+0")
        self.wait_equal(lambda: "1600 × 1000 pixels" in self.sheaf.detail_labels(), True,
                        "Ctrl+0 fitting it again")
        self.wait_equal(lambda: (self.rgb_at(middle), self.rgb_at(beside)), (RED, BLUE),
                        "the whole picture in the pane again")

    def test_a_tiny_picture_zoomed_in_keeps_its_pixels_square(self):
        folder = self.folder()
        # Two pixels: black, then white.
        header = struct.pack(">IIBBBBB", 2, 1, 8, 2, 0, 0, 0)
        folder.write("pixels.png", png_file(header, zlib.compress(b"\0" + bytes(3) + b"\xff" * 3)))
        folder.write("notes.txt", "notes\n")
        self.start(folder.path, width=1100)
        self.select("pixels.png")
        picture = wait_for(lambda: (p := self.sheaf.detail_picture()) and
                           p.description == "pixels.png" and p, what="the picture shown")
        # Its row's thumbnail, 16 times its size, is two squares too: black, then white, and no
        # grey between them.
        extents = self.sheaf.list_row("pixels.png").queryComponent().getExtents(
            pyatspi.WINDOW_COORDS)
        margin = self.sheaf.frame_margin()

        def row_greys():
            line = subprocess.run(
                ["import", "-window", self.sheaf.window_id, "-crop",
                 f"60x1+{extents.x + margin}+{extents.y + extents.height // 2 + margin}",
                 "-depth", "8", "rgb:-"], capture_output=True, check=True).stdout
            pixels = [tuple(line[i:i + 3]) for i in range(0, len(line), 3)]
            return (sum(p == (0, 0, 0) for p in pixels) >= 12,
                    [p for p in pixels if p[0] == p[1] == p[2] and 40 < p[0] < 200])

        self.wait_equal(row_greys, (True, []), "a sharp thumbnail")
        for _ in range(13):
            self.sheaf.key("ctrl+plus")
        self.wait_equal(lambda: "2 × 1 pixels, shown at 1600 %" in self.sheaf.detail_labels(),
                        True, "16 screen pixels a pixel")
        self.wait_equal(lambda: (e := picture.queryComponent().getExtents(
            pyatspi.WINDOW_COORDS)) and (e.width, e.height), (32, 16), "the picture's new size")
        extents = picture.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        margin = self.sheaf.frame_margin()
        y = extents.y + 8 + margin
        # Next to the edge between the two pixels, each side keeps its own colour: a linear
        # filter would paint greys there.
        near_edge = [(extents.x + 13 + margin, y), (extents.x + 18 + margin, y)]
        self.wait_equal(lambda: [self.rgb_at(point) for point in near_edge],
                        [(0, 0, 0), (255, 255, 255)], "square pixels")
        self.sheaf.key("ctrl+0")
        self.wait_equal(lambda: "2 × 1 pixels" in self.sheaf.detail_labels(), True, "fitted")

    def test_an_animated_gif_plays_its_frames_in_turn(self):
        folder = self.folder()
        subprocess.run(["convert", "-delay", "30", "-size", "64x64", "xc:red", "xc:blue",
                        "-loop", "0", folder("anim.gif")], check=True)
        folder.write("notes.txt", "notes\n")
        self.start(folder.path, width=1100)
        self.select("anim.gif")
        picture = wait_for(lambda: (p := self.sheaf.detail_picture()) and
                           p.description == "anim.gif" and p, what="the animation shown")
        seen = set()
        wait_for(lambda: seen.add(self.painted_rgb(picture)) or {RED, BLUE} <= seen, timeout=10,
                 what="both frames painted in turn")
        # Another file in its place: the animation's timer goes with it, warning of nothing.
        self.select("notes.txt")
        self.wait_equal(self.sheaf.detail_text, "notes\n", "another file shown")
