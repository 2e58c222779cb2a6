"""End-to-end: Sheaf as a desktop application."""

import configparser
import os
import shutil
import signal
import subprocess
import random
import tempfile
import time
import unittest

import pyatspi

from Tests.e2e.sheaf_session import (
    BINARY, ROOT, SAMPLE_ROWS, SheafSession, SheafTestCase, finish, wait_for)

APP_ID = "io.github.sheafapp.Sheaf"


def state_file(state_home):
    return os.path.join(state_home, "sheaf", "state.ini")


def read_state(state_home):
    """The state file's groups and keys; raises if the file is not a whole key file."""
    state = configparser.ConfigParser(interpolation=None)
    with open(state_file(state_home), encoding="utf-8") as saved:
        state.read_file(saved)
    return state


def sidebar_width(sheaf):
    return sheaf.pane("Sidebar").queryComponent().getExtents(pyatspi.WINDOW_COORDS).width


def processes_of(binary):
    """The pids of the processes running `binary`, found through /proc/PID/exe."""
    pids = []
    for pid in subprocess.run(["pgrep", "-x", "sheaf"], capture_output=True,
                              text=True).stdout.split():
        try:
            if os.path.realpath(f"/proc/{pid}/exe") == os.path.realpath(binary):
                pids.append(int(pid))
        except OSError:
            continue
    return pids


def running_from(binary):
    pids = processes_of(binary)
    return pids[0] if pids else None


class CommandLineTests(unittest.TestCase):
    def test_version_and_help_come_from_gapplication(self):
        version = subprocess.run([BINARY, "--version"], capture_output=True, text=True, timeout=30)
        self.assertEqual(version.returncode, 0)
        self.assertRegex(version.stdout, r"^Sheaf \d+\.\d+\.\d+$")
        usage = subprocess.run([BINARY, "--help"], capture_output=True, text=True, timeout=30)
        self.assertEqual(usage.returncode, 0)
        self.assertIn("[FOLDER or FILE…]", usage.stdout)
        self.assertIn("--version", usage.stdout)


class SingleInstanceTests(unittest.TestCase):
    def test_launching_again_opens_a_window_in_the_running_instance(self):
        sheaf = SheafSession(width=1100)
        try:
            folder = tempfile.mkdtemp(prefix="sheaf-folder-")
            with open(os.path.join(folder, "note.txt"), "w") as note:
                note.write("hello")
            second = subprocess.run([BINARY, folder], capture_output=True, text=True, timeout=30,
                                    env=dict(os.environ, XDG_STATE_HOME=sheaf.state_home))
            self.assertEqual(second.returncode, 0, second.stderr)
            wait_for(lambda: len(sheaf.frames()) == 2, what="a second window in the first process")
            self.assertEqual(processes_of(BINARY), [sheaf.process.pid], "one process")
            shutil.rmtree(folder)
        finally:
            finish(self, sheaf)


class StateTests(unittest.TestCase):
    def setUp(self):
        self.state_home = tempfile.mkdtemp(prefix="sheaf-state-")

    def tearDown(self):
        shutil.rmtree(self.state_home, ignore_errors=True)

    def launch(self, **options):
        sheaf = SheafSession(state_home=self.state_home, **options)
        # Never leave a Sheaf running when a test fails: it would take over later launches.
        self.addCleanup(sheaf.close)
        return sheaf

    def test_size_sidebar_and_selection_come_back_after_quit(self):
        sheaf = self.launch(width=1200, height=650)
        wait_for(lambda: sheaf.list_row_count() == SAMPLE_ROWS, what="all sample rows")
        sheaf.select_row("Chapter 2.txt")
        sheaf.key("F9")
        wait_for(lambda: sheaf.panes_on_screen() == {"Content"}, what="sidebar hidden")
        self.quit(sheaf)

        again = self.launch(width=None)
        try:
            wait_for(lambda: abs(again.frame_width() - 1200) <= 16, what="the width restored")
            wait_for(lambda: again.detail_title() == "Chapter 2.txt", what="the selection restored")
            self.assertEqual(again.panes_on_screen(), {"Content"}, "the sidebar stays hidden")
        finally:
            finish(self, again)

    def quit(self, sheaf):
        """Ctrl+Q, then the process must end by itself, cleanly."""
        try:
            sheaf.key("ctrl+q")
            self.assertEqual(sheaf.process.wait(timeout=10), 0, "Ctrl+Q quits cleanly")
        finally:
            finish(self, sheaf)

    def test_the_dragged_sidebar_width_comes_back(self):
        sheaf = self.launch(width=1100)
        wait_for(lambda: sheaf.list_row_count() == SAMPLE_ROWS, what="all sample rows")
        margin = sheaf.frame_margin()
        sheaf.drag((sidebar_width(sheaf) + margin, 300), (260 + margin, 300))
        # What the model took from the drag, once saved (screen extents may lag behind).
        dragged = wait_for(lambda: float(read_state(self.state_home)["sidebar"].get("width", "0")),
                           what="the dragged width saved")
        self.assertLessEqual(abs(dragged - 260), 8, "the divider followed the pointer")
        self.quit(sheaf)

        again = self.launch(width=None)
        try:
            wait_for(lambda: sidebar_width(again) == int(dragged),
                     what=f"the sidebar at {dragged} px")
        finally:
            finish(self, again)

    def test_sigkill_during_saves_always_leaves_a_whole_state_file(self):
        rng = random.Random(20261203)
        for attempt in range(8):
            sheaf = self.launch(width=1100)
            wait_for(lambda: os.path.exists(state_file(self.state_home)), what="a first save")
            # Each F9 and resize schedules a save; kill while they come and go.
            for _ in range(rng.randint(1, 6)):
                sheaf.key("F9")
                sheaf.resize_nowait(rng.randint(900, 1300))
                time.sleep(rng.uniform(0, 0.4))
            sheaf.process.send_signal(signal.SIGKILL)
            sheaf.process.wait(timeout=10)
            sheaf.close()
            saved = read_state(self.state_home)  # raises unless the file is whole
            self.assertEqual(saved["state"]["version"], "2", f"attempt {attempt}")
            self.assertIn(saved["sidebar"]["hidden"], ("true", "false"), f"attempt {attempt}")
            self.assertTrue(900 <= int(saved["window"]["width"]) <= 1300 or
                            saved["window"]["width"] == "1100", f"attempt {attempt}")
        # A write cut short leaves its temporary file; the next launch clears it away.
        again = self.launch(width=1100)
        try:
            wait_for(lambda: sorted(os.listdir(os.path.dirname(state_file(self.state_home))))
                     == ["state.ini"], what="no temporary file left behind")
        finally:
            finish(self, again)

    def test_a_tampered_state_file_never_reaches_gtk(self):
        os.makedirs(os.path.dirname(state_file(self.state_home)))
        with open(state_file(self.state_home), "w") as tampered:
            tampered.write("[state]\nversion=2\n[window]\nwidth=-5\nheight=-3\nmaximized=7\n"
                           "[sidebar]\nwidth=nan\npreferred-display-mode=upside-down\n"
                           "[split]\ncompactThreshold=2000\nregularThreshold=100\n"
                           "minimumSidebarWidth=900\nmaximumSidebarWidth=10\n")
        # G_DEBUG=fatal-criticals (as every session): a bad size reaching GTK would kill it.
        sheaf = self.launch(width=None)
        try:
            wait_for(lambda: sheaf.list_row_count() == SAMPLE_ROWS, what="the sample library")
            self.assertLessEqual(abs(sheaf.frame_width() - 1100), 16, "the default width")
            self.assertEqual(sheaf.panes_on_screen(), {"Sidebar", "Content"},
                             "1100 px shows both panes: no threshold came from the file")
            self.assertIn("width -5 is outside", sheaf.output())
        finally:
            finish(self, sheaf)

    def test_a_corrupt_state_file_is_reported_and_replaced(self):
        os.makedirs(os.path.dirname(state_file(self.state_home)))
        with open(state_file(self.state_home), "w") as broken:
            broken.write('[window]\nwidth=9')
        sheaf = self.launch(width=None)
        try:
            wait_for(lambda: sheaf.list_row_count() == SAMPLE_ROWS, what="the sample library")
            self.assertIn("unusable", sheaf.output())
            wait_for(lambda: read_state(self.state_home)["window"]["width"] == "1100",
                     what="the defaults saved in its place")
        finally:
            finish(self, sheaf)


class InstallTests(unittest.TestCase):
    def test_install_launch_from_the_desktop_file_and_uninstall(self):
        prefix = tempfile.mkdtemp(prefix="sheaf-prefix-")
        try:
            subprocess.run(["make", "--no-print-directory", "install", f"PREFIX={prefix}"],
                           cwd=ROOT, check=True, capture_output=True, timeout=1800)
            binary = os.path.join(prefix, "bin", "sheaf")
            for path in (binary, f"share/applications/{APP_ID}.desktop",
                         f"share/metainfo/{APP_ID}.metainfo.xml",
                         f"share/icons/hicolor/scalable/apps/{APP_ID}.svg",
                         "share/locale/zh_CN/LC_MESSAGES/sheaf.mo",
                         "share/sheaf/library/Welcome to Sheaf.md"):
                self.assertTrue(os.path.exists(os.path.join(prefix, path)), path)

            # As after a real install: the binary on PATH (GIO hides desktop entries whose
            # Exec it cannot find), the data directory on XDG_DATA_DIRS.
            env = dict(os.environ,
                       PATH=f"{prefix}/bin:" + os.environ["PATH"],
                       XDG_DATA_DIRS=f"{prefix}/share:" + os.environ.get("XDG_DATA_DIRS",
                                                                         "/usr/share"),
                       XDG_STATE_HOME=os.path.join(prefix, "state"))
            subprocess.run(["gtk4-launch", APP_ID], env=env, check=True, timeout=30)
            pid = wait_for(lambda: running_from(binary), what="the installed sheaf running")
            window = wait_for(lambda: subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(pid)], capture_output=True,
                text=True).stdout.split(), what="its window")
            self.assertTrue(window)
            os.kill(pid, signal.SIGTERM)
            wait_for(lambda: running_from(binary) is None, what="the installed sheaf gone")
            shutil.rmtree(os.path.join(prefix, "state"), ignore_errors=True)

            subprocess.run(["make", "--no-print-directory", "uninstall", f"PREFIX={prefix}"],
                           cwd=ROOT, check=True, capture_output=True, timeout=120)
            left = [os.path.join(d, f) for d, _, files in os.walk(prefix) for f in files]
            self.assertEqual(left, [], "uninstall leaves no file behind")
        finally:
            # A Sheaf left running would take over every later launch (single instance).
            pid = running_from(os.path.join(prefix, "bin", "sheaf"))
            if pid is not None:
                os.kill(pid, signal.SIGKILL)
            shutil.rmtree(prefix, ignore_errors=True)


class TranslationTests(unittest.TestCase):
    def test_a_chinese_locale_shows_a_chinese_interface(self):
        # gettext ignores LANGUAGE under the C locale, so the locale itself must not be C.
        sheaf = SheafSession(width=1100, env={"LANG": "C.UTF-8", "LANGUAGE": "zh_CN"})
        try:
            wait_for(lambda: sheaf.button("主菜单"), what="the main menu button named in Chinese")
            self.assertIsNotNone(sheaf.button("切换侧边栏"), "so is the sidebar toggle")
            sheaf.key("F10")
            wait_for(lambda: sheaf.find(lambda n: n.name == "打开文件夹…"), what="menu in Chinese")
            self.assertIsNotNone(sheaf.find(lambda n: n.name == "关于 Sheaf"))
        finally:
            finish(self, sheaf)


class WindowActionTests(SheafTestCase):
    def setUp(self):
        self.start(width=1100)
        self.wait_for_rows()

    def frame_named(self, name):
        return next((f for f in self.sheaf.frames() if f is not None and f.name == name), None)

    def x_windows(self):
        return subprocess.run(["xdotool", "search", "--onlyvisible", "--pid",
                               str(self.sheaf.process.pid)], capture_output=True,
                              text=True).stdout.split()

    def test_ctrl_n_opens_a_window_and_ctrl_w_closes_one(self):
        self.sheaf.key("ctrl+n")
        wait_for(lambda: len(self.sheaf.frames()) == 2, what="a new window")
        newest = wait_for(lambda: len(self.x_windows()) == 2 and self.x_windows()[-1],
                          what="its X window")
        self.sheaf.key("ctrl+w", window=newest)
        wait_for(lambda: len(self.sheaf.frames()) == 1, what="one window closed")
        self.assertEqual(self.x_windows(), [self.sheaf.window_id], "the new one")
        self.assertIsNone(self.sheaf.process.poll(), "Sheaf runs on with its other window")

    def test_the_shortcuts_window_lists_the_keyboard_map(self):
        self.sheaf.key("ctrl+question")
        shortcuts = wait_for(lambda: len(self.sheaf.frames()) == 2 and self.sheaf.frames()[-1],
                             what="the shortcuts window")
        for title in ("Toggle the sidebar", "Go back", "Open the main menu", "Quit Sheaf"):
            self.assertIsNotNone(self.sheaf.find(lambda n, t=title: n.name == t, shortcuts), title)

    def test_the_main_menu_opens_the_about_dialog(self):
        self.sheaf.key("F10")
        about = wait_for(lambda: self.sheaf.find(lambda n: n.name == "About Sheaf"),
                         what="the menu's About item")
        about.queryAction().doAction(0)
        dialog = wait_for(lambda: len(self.sheaf.frames()) == 2 and self.sheaf.frames()[-1],
                          what="the About dialog")
        self.assertIsNotNone(self.sheaf.find(lambda n: n.name and "0.1.0" in n.name, dialog))
