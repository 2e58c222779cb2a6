"""End-to-end: the habits of a GNOME app: the system's dark style, Open With, Show in Files,
names that keep their extension, windows named by their folder."""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

import pyatspi

from Tests.e2e.fixtures import Folder, shot_path
from Tests.e2e.sheaf_session import ROOT, SheafSession, SheafTestCase, finish, wait_for, walk

HERE = os.path.dirname(os.path.abspath(__file__))


def pixel_luminance(window_id, x, y):
    """The luminance (0-255) of one pixel of a window, read from a screenshot."""
    out = subprocess.run(["import", "-window", window_id, "-crop", f"1x1+{x}+{y}", "-depth", "8",
                          "txt:-"],
                         capture_output=True, text=True, check=True).stdout
    # "0,0: (246,245,244)  #F6F5F4  srgb(246,245,244)"
    rgb = out.splitlines()[-1].split("(")[1].split(")")[0].split(",")
    r, g, b = (float(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


class FakeDesktop:
    """The portal and the file manager, faked on the test's session bus."""

    def __init__(self):
        self.folder = tempfile.mkdtemp(prefix="sheaf-desktop-")
        self.log = os.path.join(self.folder, "show-items.log")
        self.process = subprocess.Popen(["/usr/bin/python3", os.path.join(HERE, "fake_desktop.py"),
                                         self.log], stdout=subprocess.PIPE, text=True)
        if self.process.stdout.readline().strip() != "ready":
            self.close()
            raise AssertionError("the fake desktop services did not start")

    def set_color_scheme(self, value):
        subprocess.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.portal.Desktop",
                        "--object-path", "/org/freedesktop/portal/desktop", "--method",
                        "io.github.sheafapp.Test.SetColorScheme", str(value)],
                       check=True, capture_output=True)

    def shown_items(self):
        if not os.path.exists(self.log):
            return []
        with open(self.log, encoding="utf-8") as log:
            return log.read().split()

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.process.stdout.close()
        shutil.rmtree(self.folder, ignore_errors=True)


class NoPortalTests(SheafTestCase):
    """A desktop without the settings portal: the style follows GNOME's own setting."""

    def test_the_dark_style_follows_gsettings_while_sheaf_runs(self):
        config = tempfile.mkdtemp(prefix="sheaf-config-")
        self.addCleanup(shutil.rmtree, config, ignore_errors=True)
        # GSettings' keyfile backend: a file both Sheaf and `gsettings` below read and write,
        # watched by Sheaf as dconf would be.
        env = {"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": config}

        def set_scheme(value):
            subprocess.run(["gsettings", "set", "org.gnome.desktop.interface", "color-scheme",
                            value], check=True, env=dict(os.environ, **env))

        self.start(width=1100, env=env)
        self.wait_for_rows()
        point = (self.sheaf.window_id, 700, 650)
        wait_for(lambda: pixel_luminance(*point) > 180, what="light to begin with")
        set_scheme("prefer-dark")
        wait_for(lambda: pixel_luminance(*point) < 80, what="the window turns dark")
        set_scheme("default")
        wait_for(lambda: pixel_luminance(*point) > 180, what="and light again")
        self.assertIsNone(self.sheaf.process.poll(), "Sheaf is still running")


class ForcedThemeTests(SheafTestCase):
    def test_a_forced_dark_theme_darkens_the_text_view_too(self):
        self.start(width=1100, env={"GTK_THEME": "Adwaita:dark"})
        self.sheaf.select_row("Chapter 2.txt")
        wait_for(lambda: self.sheaf.detail_text().startswith("CHAPTER 2"), what="the chapter shown")
        # Below the chapter's last line: the text view's own background.
        wait_for(lambda: pixel_luminance(self.sheaf.window_id, 700, 650) < 80,
                 what="the text view drawn dark")


class DesktopTests(SheafTestCase):
    def setUp(self):
        self.desktop = FakeDesktop()
        self.addCleanup(self.desktop.close)

    def test_the_dark_style_follows_the_system_while_sheaf_runs(self):
        self.start(width=1100)
        self.wait_for_rows()
        # A point of the content's status page, away from any text.
        point = (self.sheaf.window_id, 700, 650)
        wait_for(lambda: pixel_luminance(*point) > 180, what="light to begin with")
        self.desktop.set_color_scheme(1)
        wait_for(lambda: pixel_luminance(*point) < 80, what="the window turns dark")
        self.desktop.set_color_scheme(0)
        wait_for(lambda: pixel_luminance(*point) > 180, what="and light again")

    def test_show_in_files_asks_the_file_manager_for_the_file(self):
        self.start(width=1100)
        self.sheaf.select_row("Chapter 2.txt")
        more = wait_for(lambda: self.sheaf.find(lambda n: n.name == "More Ways to Open"),
                        what="the Open With menu")
        # A real click on it, where it is on screen.
        box = more.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        margin = self.sheaf.frame_margin()
        self.sheaf.click(box.x + box.width // 2 + margin, box.y + box.height // 2 + margin)
        item = wait_for(lambda: self.sheaf.find(lambda n: n.name == "Show in Files",
                                                self.sheaf.app), what="Show in Files")
        item.queryAction().doAction(0)
        expected = "file://" + os.path.join(ROOT, "data", "library", "Chapter%202.txt")
        wait_for(lambda: expected in self.desktop.shown_items(), what="ShowItems with the file")


class OpenWithTests(SheafTestCase):
    def test_ctrl_return_opens_the_file_with_the_default_app(self):
        home = tempfile.mkdtemp(prefix="sheaf-apps-")
        self.addCleanup(shutil.rmtree, home, True)
        marker = os.path.join(home, "opened")
        applications = os.path.join(home, "data", "applications")
        os.makedirs(applications)
        with open(os.path.join(applications, "sheaf-test-opener.desktop"), "w") as entry:
            entry.write("[Desktop Entry]\nType=Application\nName=Marker Writer\n"
                        f"Exec=sh -c 'echo \"$1\" > {marker}' sh %f\n"
                        "MimeType=text/plain;\nNoDisplay=true\n")
        with open(os.path.join(applications, "mimeapps.list"), "w") as defaults:
            defaults.write("[Default Applications]\ntext/plain=sheaf-test-opener.desktop\n")
        os.makedirs(os.path.join(home, "config"))
        self.start(width=1100, env={"XDG_DATA_HOME": os.path.join(home, "data"),
                                    "XDG_CONFIG_HOME": os.path.join(home, "config")})
        self.sheaf.select_row("Chapter 2.txt")
        wait_for(lambda: self.sheaf.button("Open With Marker Writer"), what="the default app named")
        self.sheaf.key("ctrl+Return")
        def opened():
            if not os.path.exists(marker):
                return None
            with open(marker, encoding="utf-8") as written:
                return written.read().strip()

        wait_for(opened, what="the app started")
        self.assertEqual(opened(), os.path.join(ROOT, "data", "library", "Chapter 2.txt"))

    def test_ctrl_return_without_a_default_app_offers_every_app(self):
        folder = tempfile.mkdtemp(prefix="sheaf-no-default-")
        self.addCleanup(shutil.rmtree, folder, True)
        # Bytes of no known kind (application/octet-stream): no app is its default.
        with open(os.path.join(folder, "blob.bin"), "wb") as blob:
            blob.write(bytes([0, 159, 146, 150, 1, 2, 3, 255]) * 64)
        self.start(folder, width=1100)
        self.sheaf.select_row("blob.bin")
        button = wait_for(lambda: self.sheaf.button("Open With…"), what="no default app named")
        self.assertTrue(button.getState().contains(pyatspi.STATE_SENSITIVE), "it can be pressed")
        self.sheaf.key("ctrl+Return")
        chooser = wait_for(lambda: len(self.sheaf.frames()) > 1 and self.sheaf.frames()[-1],
                           what="the app chooser")
        self.assertNotEqual(chooser.name, self.sheaf.frame().name)


class NameTests(SheafTestCase):
    def test_a_long_name_keeps_its_extension_on_screen(self):
        folder = tempfile.mkdtemp(prefix="sheaf-names-")
        self.addCleanup(shutil.rmtree, folder, True)
        long_name = "Minutes of the annual general meeting of the allotment society.odt"
        for name in (long_name, "short.txt"):
            with open(os.path.join(folder, name), "w") as file:
                file.write("x")
        self.start(folder, width=1100)
        wait_for(lambda: long_name in self.sheaf.list_rows(), what="the long name listed")
        # What a person reads: the list, photographed and read back (OCR).
        shot = shot_path(self, "list.png")
        subprocess.run(["import", "-window", self.sheaf.window_id, "-crop", "330x120+0+45",
                        "-resize", "300%", shot], check=True)
        text = subprocess.run(["tesseract", shot, "-"], capture_output=True, text=True).stdout
        line = next((l for l in text.splitlines() if l.startswith("Minutes")), "")
        self.assertTrue(line.rstrip().endswith("society.odt"), f"the row reads {line!r}")
        self.assertIn("…", line.replace("...", "…"), "and the middle is cut")


    def test_a_narrow_window_gives_the_shown_file_its_name(self):
        folder = tempfile.mkdtemp(prefix="sheaf-names-")
        self.addCleanup(shutil.rmtree, folder, True)
        short_name = "Autumn Gradient.txt"
        long_name = "Minutes of the annual general meeting of the allotment society.txt"
        for name in (short_name, long_name):
            with open(os.path.join(folder, name), "w") as file:
                file.write("words")
        self.start(folder, width=1100)
        self.sheaf.select_row(short_name)
        for width in (360, 400):
            self.sheaf.resize(width)
            for name in (short_name, long_name):
                with self.subTest(width=width, name=name):
                    if self.sheaf.panes_on_screen() == {"Content"}:
                        self.sheaf.key("Escape")
                    wait_for(lambda: self.sheaf.panes_on_screen() == {"Sidebar"},
                             what="the list page")
                    self.sheaf.select_row(name)
                    self.sheaf.key("Return")
                    wait_for(lambda: self.sheaf.detail_title() == name, what=f"{name} shown")
                    # What a person reads in the header: photographed and read back (OCR).
                    # The detail page slides in: the same text read twice is the settled one.
                    shot = shot_path(self, "header.png")
                    reads = [None]

                    def settled():
                        reads.append(self.read_title(shot, width))
                        return reads[-1] if reads[-1] == reads[-2] else None

                    title = wait_for(settled, what="the header's text")
                    if name == short_name:
                        self.assertIn(short_name, title, "a name that fits is whole")
                    else:
                        start, _, end = title.partition("…")
                        self.assertTrue(long_name.startswith(start.strip()) and
                                        long_name.endswith(end.strip()), f"reads {title!r}")
                        self.assertTrue(end.strip().endswith(".txt"), "the extension kept")
                        shown = len(start.strip()) + len(end.strip())
                        self.assertGreaterEqual(shown, 16, f"only {title!r} of the name")

    def test_a_wide_window_cuts_a_title_in_the_middle_and_bounds_open_with(self):
        folder = Folder()
        self.addCleanup(folder.remove)
        # ImageMagick, which the test desktop has, calls itself "ImageMagick (color
        # depth=q16)": Open With's label must not take the title's room.
        folder.blank_png("Huge Panorama.png", 64, 32)
        long_name = ("Notes taken during the long meeting about the budget of the allotment "
                     "society and its garden sheds (1).txt")
        folder.write(long_name, "words")
        self.start(folder.path, width=1100)
        shot = shot_path(self, "header.png")
        for name in ("Huge Panorama.png", long_name):
            with self.subTest(name=name):
                self.sheaf.select_row(name)
                wait_for(lambda: self.sheaf.detail_title() == name, what=f"{name} shown")
                reads = [None]

                def settled():
                    reads.append(self.read_text(shot, 1100))
                    return reads[-1] if reads[-1] == reads[-2] else None

                text = wait_for(settled, what="the header's text")
                if name.endswith(".png"):
                    self.assertIn(name, text, "the whole name beside Open With")
                else:
                    self.assertRegex(text, r"Notes taken.*….*\(1\)\.txt", "cut in the middle")

    def read_text(self, shot, width):
        """The header bars' text, as OCR reads it."""
        subprocess.run(["import", "-window", self.sheaf.window_id, "-crop", f"{width}x56+0+0",
                        "-resize", "300%", shot], check=True)
        return subprocess.run(["tesseract", shot, "-", "--psm", "7"], capture_output=True,
                              text=True).stdout.replace("...", "…")

    def read_title(self, shot, width):
        """The header's title as OCR reads it: from the name's first word to its extension, or
        to the end of the line when the extension is not on screen."""
        text = self.read_text(shot, width)
        match = re.search(r"(Autumn|Minutes)[^|\n]*?(\.txt|$)", text, re.MULTILINE)
        return match.group(0) if match else None


class WindowTitleTests(unittest.TestCase):
    def test_each_window_is_titled_by_its_folder(self):
        notes = tempfile.mkdtemp(prefix="Notes-")
        photos = tempfile.mkdtemp(prefix="Photos-")
        for folder in (notes, photos):
            self.addCleanup(shutil.rmtree, folder, True)
        sheaf = SheafSession(notes, width=1100)
        try:
            title = f"{os.path.basename(notes)} — Sheaf"
            wait_for(lambda: sheaf.frame().name == title, what=title)
            subprocess.run([sheaf.binary, photos], env=sheaf.env, check=True, timeout=30)
            titles = {f"{os.path.basename(folder)} — Sheaf" for folder in (notes, photos)}
            wait_for(lambda: {f.name for f in sheaf.frames() if f is not None} == titles,
                     what=f"two windows titled {titles}")
        finally:
            finish(self, sheaf)


class FolderChooserTests(unittest.TestCase):
    def test_ctrl_o_opens_the_chooser_beside_the_folder_on_show(self):
        parent = tempfile.mkdtemp(prefix="Documents-")
        self.addCleanup(shutil.rmtree, parent, True)
        folder = os.path.join(parent, "Notes")
        os.mkdir(folder)
        sheaf = SheafSession(folder, width=1100)
        try:
            wait_for(lambda: sheaf.frame().name == "Notes — Sheaf", what="the Notes window")
            sheaf.key("ctrl+o")

            def chooser():
                return next((w for w in (sheaf.app.getChildAtIndex(i)
                                         for i in range(sheaf.app.childCount))
                             if w is not None and w.name == "Select a Folder"), None)

            dialog = wait_for(chooser, what="the folder chooser")

            def path_bar_names():
                bar = next((n for n in walk(dialog) if n.name == "GtkPathBar"), None)
                return [n.name for n in walk(bar) if n.getRoleName() == "label"] if bar else []

            # The path bar ends with the folder the chooser shows: the parent, where the
            # folder on show and its siblings are one key away (not inside it, nor Recent).
            wait_for(lambda: path_bar_names()[-1:] == [os.path.basename(parent)],
                     what=f"the chooser in {os.path.basename(parent)}")
            self.assertNotIn("Notes", path_bar_names())
            # AT-SPI can hear of the dialog before X maps its window.
            window = wait_for(lambda: subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", "^Select a Folder$"],
                capture_output=True, text=True).stdout.split(), what="the chooser's X window")
            sheaf.key("Escape", window=window[0])
            wait_for(lambda: chooser() is None, what="the chooser closed")
        finally:
            finish(self, sheaf)


if __name__ == "__main__":
    unittest.main()
