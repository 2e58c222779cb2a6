"""End-to-end: Sheaf as a desktop application."""

import configparser
import json
import os
import shutil
import signal
import stat
import subprocess
import random
import tempfile
import time
import unittest

import pyatspi
from gi.repository import Gio

from Tests.e2e.sheaf_session import (
    BINARY, GTK_PROBLEM, ROOT, SAMPLE_ROWS, SheafSession, SheafTestCase, finish, wait_for)

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
    """The pids of the processes running `binary` on this desktop (found through
    /proc/PID/exe, and told apart by their session bus, where single instance is decided):
    a Sheaf another desktop on the machine runs is not this one's second process."""
    bus = os.environ.get("DBUS_SESSION_BUS_ADDRESS", "").encode()
    pids = []
    for pid in subprocess.run(["pgrep", "-x", "sheaf"], capture_output=True,
                              text=True).stdout.split():
        try:
            if os.path.realpath(f"/proc/{pid}/exe") != os.path.realpath(binary):
                continue
            with open(f"/proc/{pid}/environ", "rb") as environ:
                if b"DBUS_SESSION_BUS_ADDRESS=" + bus in environ.read().split(b"\0"):
                    pids.append(int(pid))
        except OSError:
            continue
    return pids


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

    def test_a_launch_while_the_first_sheaf_is_stopped_opens_a_window_of_its_own(self):
        first = SheafSession(width=1100)
        self.addCleanup(finish, self, first)
        folder = tempfile.mkdtemp(prefix="sheaf-folder-")
        self.addCleanup(shutil.rmtree, folder, True)
        with open(os.path.join(folder, "note.txt"), "w") as note:
            note.write("hello")
        os.kill(first.process.pid, signal.SIGSTOP)
        # Whatever happens next, the first one runs again before it is ended.
        self.addCleanup(os.kill, first.process.pid, signal.SIGCONT)
        # Registering with a stopped instance waits 25 s for its answer, then gives up: a
        # window of its own must come well before that, or the launch ends without one.
        second = SheafSession(folder, state_home=first.state_home, alone=False,
                              start_timeout=60)
        self.addCleanup(finish, self, second)
        wait_for(lambda: second.list_rows() == ["note.txt"], what="the folder's file listed")
        self.assertEqual(second.frame().name, f"{os.path.basename(folder)} — Sheaf")
        self.assertIn("already running but does not answer", second.output())
        os.kill(first.process.pid, signal.SIGCONT)
        # The first one goes on as before.
        wait_for(lambda: first.list_row_count() == SAMPLE_ROWS, what="the first window answering")


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
        # Wide: the folder tree beside the list, until F9 hides it.
        sheaf = self.launch(width=1400, height=650)
        wait_for(lambda: sheaf.list_row_count() == SAMPLE_ROWS, what="all sample rows")
        sheaf.select_row("Chapter 2.txt")
        wait_for(sheaf.tree_on_screen, what="the folder tree when wide")
        sheaf.key("F9")
        wait_for(lambda: not sheaf.tree_on_screen(), what="the tree hidden")
        self.quit(sheaf)

        again = self.launch(width=None)
        try:
            wait_for(lambda: abs(again.frame_width() - 1400) <= 16, what="the width restored")
            wait_for(lambda: again.detail_title() == "Chapter 2.txt", what="the selection restored")
            self.assertEqual(again.panes_on_screen(), {"Sidebar", "Content"}, "list and detail")
            self.assertFalse(again.tree_on_screen(), "the tree stays hidden")
        finally:
            finish(self, again)

    def quit(self, sheaf):
        """Ctrl+Q, then the process must end by itself, cleanly."""
        try:
            sheaf.key("ctrl+q")
            self.assertEqual(sheaf.process.wait(timeout=10), 0, "Ctrl+Q quits cleanly")
        finally:
            finish(self, sheaf)

    def test_quit_remembers_the_window_the_user_worked_in_last(self):
        other = tempfile.mkdtemp(prefix="sheaf-other-")
        self.addCleanup(shutil.rmtree, other, True)
        with open(os.path.join(other, "note.txt"), "w") as note:
            note.write("hello")
        sheaf = self.launch(width=1100)
        wait_for(lambda: sheaf.list_row_count() == SAMPLE_ROWS, what="all sample rows")
        subprocess.run([sheaf.binary, other], env=sheaf.env, check=True, timeout=30)
        wait_for(lambda: len(sheaf.frames()) == 2, what="a second window, on the other folder")
        second = wait_for(lambda: next((w for w in subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(sheaf.process.pid)],
            capture_output=True, text=True).stdout.split() if w != sheaf.window_id), None),
            what="its X window")
        # The user quits from the second window (`key` focuses it first).
        try:
            sheaf.key("ctrl+q", window=second)
            self.assertEqual(sheaf.process.wait(timeout=10), 0, "Ctrl+Q quits cleanly")
        finally:
            finish(self, sheaf)
        other_uri = Gio.File.new_for_path(other).get_uri()
        self.assertEqual(read_state(self.state_home)["folder"]["uri"], other_uri)

    def test_the_dragged_sidebar_width_comes_back(self):
        sheaf = self.launch(width=1100)
        wait_for(lambda: sheaf.list_row_count() == SAMPLE_ROWS, what="all sample rows")
        margin = sheaf.frame_margin()
        sheaf.drag((sidebar_width(sheaf) + margin, 300), (260 + margin, 300))
        # What the model took from the drag, once saved (screen extents may lag behind).
        dragged = wait_for(lambda: float(read_state(self.state_home)["list"].get("width", "0")),
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

    def test_a_state_file_that_is_not_a_regular_file_is_ignored(self):
        # A FIFO would hold a reader until a writer comes; a folder holds no state. The window
        # comes with the defaults either way, and a FIFO is replaced by the first save, never
        # written through (a writer on the FIFO would see the bytes).
        for make, replaced in ((os.mkfifo, True), (os.mkdir, False)):
            with self.subTest(kind=make.__name__):
                shutil.rmtree(self.state_home, ignore_errors=True)
                os.makedirs(os.path.dirname(state_file(self.state_home)))
                make(state_file(self.state_home))
                sheaf = self.launch(width=None)
                try:
                    wait_for(lambda: sheaf.list_row_count() == SAMPLE_ROWS,
                             what="the sample library")
                    self.assertIn("is not a regular file", sheaf.output())
                    if replaced:
                        wait_for(lambda: stat.S_ISREG(os.stat(state_file(self.state_home)).st_mode),
                                 what="the FIFO replaced by a state file")
                        self.assertEqual(read_state(self.state_home)["state"]["version"], "2")
                    else:
                        self.assertTrue(os.path.isdir(state_file(self.state_home)),
                                        "a folder is never removed")
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


# The release build `make test` makes (`make release`) reads its data from this PREFIX.
PREFIX = "/usr/local"
# Runtime libraries the toolchain ships; the installed sheaf must not need any of them.
TOOLCHAIN_LIBRARIES = ("libswift", "libFoundation", "libdispatch", "libBlocksRuntime",
                       "libXCTest", "lib_Foundation", "lib_Testing")


def toolchain_folders():
    """The Swift toolchain's folders to hide: its whole tree when it has its own root
    (/opt/swift/usr/lib/swift/linux -> /opt/swift), else its runtime library folder."""
    info = json.loads(subprocess.run(["swift", "-print-target-info"], check=True,
                                     capture_output=True, text=True).stdout)
    folders = set()
    for runtime in info["paths"]["runtimeLibraryPaths"]:
        root = runtime.split("/usr/lib/swift")[0]
        folders.add(root or runtime)
    return sorted(folders)


def as_installed(destdir, hidden):
    """A command prefix that runs the rest as on a machine where Sheaf is installed and Swift
    is not: in a private mount namespace, DESTDIR/PREFIX is mounted over PREFIX, an empty
    tmpfs over each folder in `hidden`, and LD_LIBRARY_PATH is dropped. It execs the command,
    so the pid is the command's. Two user namespaces make this work for root and users alike:
    the outer one maps the caller to root, as mount(8) requires; the inner one maps root back
    to the caller's uid and gid, which D-Bus checks."""
    script = ('set -e; uid=$1; gid=$2; mount --bind "$3" "$4"; shift 4; '
              'while [ "$1" != -- ]; do mount -t tmpfs tmpfs "$1"; shift; done; shift; '
              'exec unshare --map-user="$uid" --map-group="$gid" env -u LD_LIBRARY_PATH "$@"')
    return ["unshare", "--map-root-user", "--mount", "sh", "-c", script, "as-installed",
            str(os.getuid()), str(os.getgid()), destdir + PREFIX, PREFIX, *hidden, "--"]


def make(target, destdir, prefix=PREFIX):
    return subprocess.run(["make", "--no-print-directory", target, f"DESTDIR={destdir}",
                           f"PREFIX={prefix}"], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)


def files_under(folder):
    return sorted(os.path.relpath(os.path.join(d, f), folder)
                  for d, _, files in os.walk(folder) for f in files)


class InstallTests(unittest.TestCase):
    """`make install` of the static release build into a DESTDIR, run as if installed."""

    @classmethod
    def setUpClass(cls):
        cls.destdir = tempfile.mkdtemp(prefix="sheaf-destdir-")
        installed = make("install", cls.destdir)
        if installed.returncode != 0:
            shutil.rmtree(cls.destdir, ignore_errors=True)
            raise AssertionError("make install failed:\n" + installed.stdout + installed.stderr)
        cls.binary = cls.destdir + PREFIX + "/bin/sheaf"

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.destdir, ignore_errors=True)

    def setUp(self):
        self.state_home = tempfile.mkdtemp(prefix="sheaf-state-")
        self.addCleanup(shutil.rmtree, self.state_home, ignore_errors=True)
        self.env = dict(os.environ, PATH=f"{PREFIX}/bin:" + os.environ["PATH"],
                        XDG_DATA_DIRS=f"{PREFIX}/share:" + os.environ.get("XDG_DATA_DIRS",
                                                                           "/usr/share"),
                        XDG_STATE_HOME=self.state_home)

    def test_every_file_is_in_place(self):
        share = self.destdir + PREFIX + "/share"
        for path in (self.binary, f"{share}/applications/{APP_ID}.desktop",
                     f"{share}/metainfo/{APP_ID}.metainfo.xml",
                     f"{share}/icons/hicolor/scalable/apps/{APP_ID}.svg",
                     f"{share}/icons/hicolor/symbolic/apps/{APP_ID}-symbolic.svg",
                     f"{share}/locale/zh_CN/LC_MESSAGES/sheaf.mo",
                     f"{share}/locale/zh_CN/LC_MESSAGES/swift-splitview.mo"):
            self.assertTrue(os.path.isfile(path), path)
        self.assertEqual(files_under(f"{share}/sheaf/library"),
                         files_under(os.path.join(ROOT, "data", "library")))

    def test_the_binary_links_only_system_libraries(self):
        env = {k: v for k, v in os.environ.items() if k != "LD_LIBRARY_PATH"}
        libraries = subprocess.run(["ldd", self.binary], env=env, check=True,
                                   capture_output=True, text=True).stdout.splitlines()
        self.assertTrue(any("libgtk-4" in line for line in libraries), libraries)
        toolchain = toolchain_folders()
        for line in libraries:
            self.assertNotIn("not found", line)
            for name in TOOLCHAIN_LIBRARIES:
                self.assertNotIn(name, line)
            path = next((word for word in line.split() if word.startswith("/")), None)
            if path is None:
                self.assertIn("linux-vdso", line)
                continue
            self.assertTrue(path.startswith(("/lib/", "/lib64/", "/usr/lib/")), line)
            for folder in toolchain:
                self.assertFalse(path.startswith(folder + "/"), line)

    def test_a_binary_that_needs_the_toolchain_does_not_start_as_installed(self):
        # The control for the next test: the development build links the Swift runtime
        # dynamically, so with the toolchain hidden the loader must not find it.
        development = os.path.join(ROOT, ".build", "debug", "sheaf")
        launched = subprocess.run([*as_installed(self.destdir, toolchain_folders()), development,
                                   "--version"], capture_output=True, text=True, timeout=30)
        self.assertNotEqual(launched.returncode, 0, launched.stdout)
        self.assertRegex(launched.stderr, r"libswift\w*\.so: cannot open shared object file")

    def test_it_runs_without_the_toolchain_and_reads_its_data_from_prefix(self):
        hidden = toolchain_folders()
        # The Chinese interface shows that both gettext domains come from PREFIX/share/locale.
        sheaf = SheafSession(width=1100, state_home=self.state_home,
                             command=as_installed(self.destdir, hidden), binary=f"{PREFIX}/bin/sheaf",
                             env={"PATH": self.env["PATH"], "LANG": "C.UTF-8",
                                  "LANGUAGE": "zh_CN"})
        try:
            wait_for(lambda: sheaf.find(lambda n: n.getRoleName() == "list"
                                        and n.childCount == SAMPLE_ROWS),
                     what="the sample library from PREFIX/share/sheaf/library")
            self.assertIsNotNone(sheaf.button("主菜单"), "Sheaf's own domain in Chinese")
            self.assertIsNotNone(sheaf.button("切换侧边栏"), "the split view's domain in Chinese")
            with open(f"/proc/{sheaf.process.pid}/maps") as maps:
                mapped = {line.split()[-1] for line in maps if "/" in line}
            self.assertIn(f"{PREFIX}/bin/sheaf", mapped, "the installed binary runs")
            for path in mapped:
                self.assertFalse(any(name in path for name in TOOLCHAIN_LIBRARIES), path)
                self.assertFalse(any(path.startswith(f + "/") for f in hidden), path)
        finally:
            finish(self, sheaf)

    def launched_here(self):
        """The pid of the sheaf this test launched, known by its own XDG_STATE_HOME (a Sheaf
        installed in PREFIX for real may be running too)."""
        mark = f"XDG_STATE_HOME={self.state_home}".encode()
        for pid in processes_of(f"{PREFIX}/bin/sheaf"):
            try:
                with open(f"/proc/{pid}/environ", "rb") as environ:
                    if mark in environ.read().split(b"\0"):
                        return pid
            except OSError:
                continue
        return None

    def test_the_desktop_file_launches_it(self):
        hidden = toolchain_folders()
        with tempfile.TemporaryFile("w+") as log:
            try:
                # gtk4-launch starts sheaf and returns; the desktop file's Exec must be on PATH.
                subprocess.run([*as_installed(self.destdir, hidden), "gtk4-launch", APP_ID],
                               env=dict(self.env, G_DEBUG="fatal-criticals"), stdout=log,
                               stderr=log, check=True, timeout=30)
                pid = wait_for(self.launched_here, what="the installed sheaf running")
                wait_for(lambda: subprocess.run(
                    ["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                    capture_output=True, text=True).stdout.split(), what="its window")
                os.kill(pid, signal.SIGTERM)
                wait_for(lambda: self.launched_here() is None, what="the installed sheaf gone")
            finally:
                # A Sheaf left running would take over every later launch (single instance).
                pid = self.launched_here()
                if pid is not None:
                    os.kill(pid, signal.SIGKILL)
            log.seek(0)
            output = log.read()
        self.assertFalse(GTK_PROBLEM.search(output), output)

    def test_install_only_copies_and_uninstall_removes_everything(self):
        commands = subprocess.run(["make", "--no-print-directory", "-n", "install",
                                   f"DESTDIR={self.destdir}"], cwd=ROOT, check=True,
                                  capture_output=True, text=True).stdout
        for builder in ("swift ", "install-debs", "apt-get", "msgfmt"):
            self.assertNotIn(builder, commands)
        destdir = tempfile.mkdtemp(prefix="sheaf-destdir-")
        try:
            for target in ("install", "uninstall"):
                done = make(target, destdir)
                self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
            self.assertEqual(files_under(destdir), [], "uninstall leaves no file behind")
            self.assertFalse(os.path.exists(destdir + PREFIX + "/share/sheaf"))
        finally:
            shutil.rmtree(destdir, ignore_errors=True)

    def test_install_refuses_a_build_made_for_another_prefix(self):
        destdir = tempfile.mkdtemp(prefix="sheaf-destdir-")
        try:
            done = make("install", destdir, prefix="/opt/elsewhere")
            self.assertNotEqual(done.returncode, 0)
            self.assertIn("run `make release PREFIX=/opt/elsewhere` first", done.stderr)
            self.assertEqual(files_under(destdir), [], "nothing installed")
        finally:
            shutil.rmtree(destdir, ignore_errors=True)


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
        # AT-SPI hears of the window before X unmaps it.
        wait_for(lambda: self.x_windows() == [self.sheaf.window_id],
                 what="the new window's X window gone, the first one left")
        self.assertIsNone(self.sheaf.process.poll(), "Sheaf runs on with its other window")

    def test_the_shortcuts_window_lists_the_keyboard_map(self):
        self.sheaf.key("ctrl+question")
        shortcuts = wait_for(lambda: len(self.sheaf.frames()) == 2 and self.sheaf.frames()[-1],
                             what="the shortcuts window")
        # The window comes before its sections are in the accessibility tree.
        for title in ("Show or hide the folder tree or the list", "Go back",
                      "Open the main menu", "Quit Sheaf"):
            wait_for(lambda t=title: self.sheaf.find(lambda n: n.name == t, shortcuts),
                     what=f"“{title}” listed")
        # Keys named as people read them, not as X spells them.
        self.assertIsNotNone(self.sheaf.find(lambda n: n.name == "Page Up", shortcuts))
        self.assertIsNone(self.sheaf.find(lambda n: "Page_" in (n.name or ""), shortcuts))

    def test_the_main_menu_opens_the_about_dialog(self):
        self.sheaf.key("F10")
        about = wait_for(lambda: self.sheaf.find(lambda n: n.name == "About Sheaf"),
                         what="the menu's About item")
        about.queryAction().doAction(0)
        dialog = wait_for(lambda: len(self.sheaf.frames()) == 2 and self.sheaf.frames()[-1],
                          what="the About dialog")
        wait_for(lambda: self.sheaf.find(lambda n: n.name and "0.1.0" in n.name, dialog),
                 what="the version in the About dialog")
