"""Drives the real `sheaf` binary, or an example app, like a person and reads it like a
screen reader.

Runs inside `scripts/with-desktop` (Xvfb, a D-Bus session, the AT-SPI bus). Input goes
through xdotool; everything read comes from AT-SPI. Waiting is always for a condition,
with a deadline, never a bare sleep.
"""

import atexit
import os
import re
import shutil
import subprocess
import tempfile
import time
import unittest

import pyatspi
from gi.repository import Gio, GLib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# What Sheaf writes to the desktop's cache (thumbnails) goes to the test run's own cache,
# never the user's, and goes with the run.
CACHE_HOME = tempfile.mkdtemp(prefix="sheaf-e2e-cache-")
atexit.register(shutil.rmtree, CACHE_HOME, True)

BUILD_DIR = os.environ.get("SHEAF_BUILD_DIR", os.path.join(ROOT, ".build", "debug"))
BINARY = os.environ.get("SHEAF_BINARY", os.path.join(BUILD_DIR, "sheaf"))
SHEAF_APP_ID = "io.github.sheafapp.Sheaf"
GTK_PROBLEM = re.compile(r"-(WARNING|CRITICAL) \*\*")
# How many items the sample library in data/library holds.
SAMPLE_ROWS = 32


def wait_for(condition, timeout=10.0, what="condition"):
    """Polls `condition` (an AT-SPI query) until it returns a truthy value."""
    deadline = time.monotonic() + timeout
    context = GLib.MainContext.default()
    while True:
        # libatspi updates its cache from D-Bus signals dispatched on this context.
        while context.pending():
            context.iteration(False)
        try:
            value = condition()
        except Exception:  # the accessibility tree changes under us while it settles
            value = None
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


def example_binary(name):
    """The built example app `name` (Examples/NAME), beside Sheaf's binary."""
    return os.path.join(BUILD_DIR, name)


def bus_name_taken(name):
    """Whether a process owns `name` on the session bus: a GApplication holds its id there."""
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    reply = bus.call_sync(
        "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
        GLib.Variant("(s)", (name,)), GLib.VariantType("(b)"), Gio.DBusCallFlags.NONE, -1, None)
    return reply.unpack()[0]


def showing(node):
    """Whether `node` takes room on screen. GTK 4.8 calls every child of a stack visible, the
    pages not on show included, and says "showing" of windows only; what has no size is not
    on screen."""
    try:
        extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    except NotImplementedError:  # a GtkStackPage, which has no component: its child tells
        return True
    return extents.width > 0 and extents.height > 0


def on_screen(node):
    """Whether the user sees `node`: it has a size, and hit-testing inside it finds it (or a
    part of it). A stack page that was on show keeps its last size when it is hidden. A point
    may hit a widget AT-SPI cannot name (an entry's text, a list row's label), which tells
    nothing: the middle and then points near the corners are tried, and only when none tells
    is the node taken to be on screen."""
    if not showing(node):
        return False
    extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    frame = node
    while frame.parent is not None and frame.getRoleName() != "frame":
        frame = frame.parent
    inset = min(3, extents.width // 2, extents.height // 2)
    left, top = extents.x + inset, extents.y + inset
    right = extents.x + extents.width - 1 - inset
    bottom = extents.y + extents.height - 1 - inset
    points = [(extents.x + extents.width // 2, extents.y + extents.height // 2),
              (left, top), (right, top), (left, bottom), (right, bottom)]
    for x, y in points:
        hit = frame.queryComponent().getAccessibleAtPoint(x, y, pyatspi.WINDOW_COORDS)
        while hit is not None:
            if hit == node:
                return True
            if hit.getRoleName() == "frame":
                return False
            hit = hit.parent
    return True


class Status(tuple):
    """What a status page says: its title (a heading), its sentence, its button (or None)."""

    def __new__(cls, title, description, button=None):
        return super().__new__(cls, (title, description, button))

    title = property(lambda self: self[0])
    description = property(lambda self: self[1])
    button = property(lambda self: self[2])


def walk(node):
    yield node
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            yield from walk(child)


def _ignore(_event):
    pass


# Subscribing is what makes the registry tell this process about applications that start.
pyatspi.Registry.registerEventListener(_ignore, "object:children-changed")


class SheafSession:
    """One running `sheaf` process with its window, or one of another GTK application built on
    the split view (an example): `binary` and its GApplication `app_id` say which."""

    def __init__(self, *arguments, binary=BINARY, app_id=SHEAF_APP_ID, width=1100, height=700,
                 state_home=None, env=None, command=(), check_frame=True, alone=True,
                 start_timeout=10.0):
        """Starts the app; `width=None` keeps the size the window opens with. `command` goes
        before the binary (e.g. setpriv, to run it with fewer privileges); the launcher must
        exec it, so the pid stays. `check_frame=False` leaves it to the test to read in which
        role the window comes to a screen reader. `alone=False`
        starts it while another instance runs (one that must not take the launch over).
        `start_timeout`: how long the app may take to come up; ending first fails at once."""
        # A running instance would take this launch over (one instance per app id) and the
        # process started here would exit at once: wait until the last one has gone.
        if alone:
            wait_for(lambda: not bus_name_taken(app_id), what=f"no other {app_id} running")
        self.app_id = app_id
        self.log_path = os.path.join(
            os.environ.get("TMPDIR", "/tmp"), f"sheaf-e2e-{os.getpid()}-{time.monotonic_ns()}.log")
        self.log = open(self.log_path, "w+")
        # Each session remembers its state in its own folder unless a test shares one.
        self.owns_state_home = state_home is None
        self.state_home = state_home or tempfile.mkdtemp(prefix="sheaf-state-")
        self.env = dict(os.environ, G_DEBUG="fatal-criticals", XDG_STATE_HOME=self.state_home,
                        XDG_CACHE_HOME=CACHE_HOME)
        self.env.update(env or {})
        self.binary = binary
        self.process = subprocess.Popen([*command, binary, *arguments], stdout=self.log,
                                        stderr=self.log, env=self.env)
        name = os.path.basename(binary)
        try:
            wait_for(lambda: self.process.poll() is not None or self._find_app(),
                     timeout=start_timeout, what=f"{name} on the accessibility bus")
            if self.process.poll() is not None:
                raise AssertionError(f"{name} ended with status {self.process.returncode}: "
                                     + self.output()[-2000:])
            self.app = self._find_app()
            self.window_id = wait_for(self._find_window, what=f"the {name} window")
            # On screen is not enough: a window AT-SPI gives another role (a hidden "filler")
            # is one a screen reader does not see, and it stays so.
            try:
                if check_frame:
                    wait_for(self.frame, what=f"the {name} window as a frame")
            except AssertionError:
                raise AssertionError(f"the {name} window is no frame on the accessibility bus; "
                                     f"its windows: {self.describe_windows()}") from None
            if width is not None:
                self.resize(width, height)
        except BaseException:
            self.close()
            raise

    # --- process -----------------------------------------------------------------------
    def _find_app(self):
        # libatspi caches the desktop's children and updates them from children-changed
        # events, which the registry sends only to listeners (wait_for dispatches them).
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.get_process_id() == self.process.pid:
                return app if app.childCount > 0 else None
        return None

    def _find_window(self):
        out = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid)],
            capture_output=True, text=True).stdout.split()
        return out[0] if out else None

    def close(self):
        """Ends the process and returns what it printed; a second call does nothing."""
        if self.log.closed:
            return ""
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)
        self.log.seek(0)
        output = self.log.read()
        self.log.close()
        os.unlink(self.log_path)
        if self.owns_state_home:
            shutil.rmtree(self.state_home, ignore_errors=True)
        return output

    def output(self):
        """What the process printed so far, stdout and stderr together."""
        self.log.flush()
        with open(self.log_path) as log:
            return log.read()

    def frames(self):
        """The application's top-level windows, as AT-SPI lists them."""
        return [self.app.getChildAtIndex(i) for i in range(self.app.childCount)]

    def describe_windows(self):
        """The application's top-level windows as a screen reader is told of them: each one's
        role and name, and whether it is showing."""
        described = []
        for window in self.frames():
            if window is not None:
                showing = window.getState().contains(pyatspi.STATE_SHOWING)
                described.append(f"{window.getRoleName()} {window.name!r}"
                                 + ("" if showing else " (not showing)"))
        return ", ".join(described) or "none"

    def gtk_problems(self):
        self.log.flush()
        with open(self.log_path) as log:
            return [line for line in log if GTK_PROBLEM.search(line)]

    # --- input -------------------------------------------------------------------------
    def resize(self, width, height=700):
        subprocess.run(["xdotool", "windowsize", self.window_id, str(width), str(height)], check=True)
        wait_for(lambda: abs(self.frame_width() - width) <= 16, what=f"window at {width} px")

    def resize_nowait(self, width, height=700):
        subprocess.run(["xdotool", "windowsize", self.window_id, str(width), str(height)], check=True)

    def click(self, x, y, button=1):
        """A real pointer click at window coordinates."""
        subprocess.run(
            ["xdotool", "mousemove", "--window", self.window_id, str(x), str(y), "click", str(button)],
            check=True)

    def click_node(self, node, clicks=1):
        """Real pointer clicks in the middle of an accessible (`clicks` 2: a double click)."""
        x, y = self._middle(node)
        subprocess.run(["xdotool", "mousemove", "--window", self.window_id, str(x), str(y),
                        "click", "--repeat", str(clicks), "--delay", "80", "1"], check=True)

    def hover(self, node):
        """Moves the pointer to the middle of an accessible, without a click."""
        self.point_at(*self._middle(node))

    def point_at(self, x, y):
        """Moves the pointer to window coordinates, without a click."""
        subprocess.run(["xdotool", "mousemove", "--window", self.window_id, str(x), str(y)],
                       check=True)

    def _middle(self, node):
        """An accessible's middle in X window coordinates."""
        extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        # AT-SPI counts from GTK's window, the pointer from the X window around its shadow.
        margin = self.frame_margin()
        return extents.x + extents.width // 2 + margin, extents.y + extents.height // 2 + margin

    def frame_margin(self):
        """Pixels between the X window's edge and GTK's: the client-side decoration border."""
        geometry = subprocess.run(["xdotool", "getwindowgeometry", self.window_id],
                                  capture_output=True, text=True).stdout
        x_width = int(re.search(r"Geometry: (\d+)x", geometry).group(1))
        return (x_width - self.frame_width()) // 2

    def drag(self, start, end):
        """A real pointer drag with the first button, in window coordinates."""
        window = ["--window", self.window_id]
        subprocess.run(["xdotool", "mousemove", *window, str(start[0]), str(start[1]), "mousedown", "1"],
                       check=True)
        for step in range(1, 11):
            x = start[0] + (end[0] - start[0]) * step // 10
            y = start[1] + (end[1] - start[1]) * step // 10
            subprocess.run(["xdotool", "mousemove", *window, str(x), str(y)], check=True)
        subprocess.run(["xdotool", "mouseup", "1"], check=True)

    def key(self, *keys, window=None):
        """Real key presses (XTEST) into the window, which gets the X input focus first: keys
        sent to an unfocused GTK window can be dropped."""
        target = window or self.window_id
        for key in keys:
            # Focusing fails while the window cannot take the focus (being resized, a popover
            # grabbing the keyboard); xdotool then stops before the key, so trying again is safe.
            command = ["xdotool", "windowfocus", "--sync", target, "key", key]
            wait_for(lambda: subprocess.run(command, capture_output=True).returncode == 0,
                     what=f"{key} sent to the window")

    def type_text(self, text, window=None):
        """Types `text` as real key presses into the window (see `key`)."""
        target = window or self.window_id
        subprocess.run(["xdotool", "windowfocus", "--sync", target, "type", "--delay", "20", "--",
                        text], check=True)

    # --- reading -----------------------------------------------------------------------
    def frame(self):
        """The first of the application's windows that AT-SPI gives the role of a frame. A
        dialog is a dialog; a window in any other role (a hidden "filler") is not one a screen
        reader sees as a window, and is never taken for one here."""
        for window in self.frames():
            if window is not None and window.getRoleName() == "frame":
                return window
        raise AssertionError(f"no frame among the windows: {self.describe_windows()}")

    def frame_width(self):
        return self.frame().queryComponent().getExtents(pyatspi.WINDOW_COORDS).width

    def find(self, predicate, root=None):
        for node in walk(root or self.frame()):
            if predicate(node):
                return node
        return None

    def find_all(self, predicate, root=None):
        return [node for node in walk(root or self.frame()) if predicate(node)]

    def pane(self, name):
        """The pane named 'Sidebar' or 'Content', or None when it is not in the tree."""
        return self.find(lambda n: n.getRoleName() == "panel" and n.name == name)

    def tree_on_screen(self):
        """Whether a screen reader is told the folder tree's column is visible."""
        primary = self.pane("Primary")
        return primary is not None and primary.getState().contains(pyatspi.STATE_VISIBLE)

    def panes_on_screen(self):
        """The panes a screen reader is told are visible."""
        shown = set()
        for name in ("Sidebar", "Content"):
            pane = self.pane(name)
            if pane is not None and pane.getState().contains(pyatspi.STATE_VISIBLE):
                shown.add(name)
        return shown

    def list_rows(self):
        files = self.find(lambda n: n.getRoleName() == "list" and n.name == "Files")
        if files is None:
            return []
        return [row.getChildAtIndex(0).name for row in walk(files) if row.getRoleName() == "list item"]

    def list_row(self, name):
        """The list's row of the file `name` (a list item), or None."""
        files = self.find(lambda n: n.getRoleName() == "list" and n.name == "Files")
        return next((row for row in walk(files) if row.getRoleName() == "list item"
                     and row.getChildAtIndex(0).name == name), None) if files else None

    def list_row_count(self):
        files = self.find(lambda n: n.getRoleName() == "list" and n.name == "Files")
        return files.childCount if files is not None else 0

    def detail_title(self):
        """The title in the detail pane's header bar ('' when nothing is selected)."""
        content = self.pane("Content")
        if content is None:
            return None
        label = self.find(lambda n: n.getRoleName() == "label", content)
        return "" if label is None or label.name == "GtkLabel" else label.name

    def detail_text(self):
        content = self.pane("Content")
        text = content and self.find(lambda n: n.getRoleName() == "text", content)
        if not text:
            return ""
        body = text.queryText()
        return body.getText(0, body.characterCount)

    def button(self, name):
        return self.find(lambda n: n.getRoleName() in ("push button", "toggle button") and n.name == name)

    def select_row(self, name):
        """Moves the selection to the row `name` with Home and Down, as a keyboard user would."""
        rows = wait_for(lambda: (r := self.list_rows()) and name in r and r, what=f"{name} listed")
        self.key("Home")
        wait_for(lambda: self.selected_row() == rows[0], what=f"{rows[0]} selected")
        for row in rows[1 : rows.index(name) + 1]:
            self.key("Down")
            wait_for(lambda row=row: self.selected_row() == row, what=f"{row} selected")

    def selected_row(self):
        files = self.find(lambda n: n.getRoleName() == "list" and n.name == "Files")
        for row in walk(files) if files is not None else []:
            if row.getRoleName() == "list item" and row.getState().contains(pyatspi.STATE_SELECTED):
                return row.getChildAtIndex(0).name
        return None

    def status(self, pane="Content"):
        """The status page on show in a pane as a `Status`, or None when the pane shows
        something else. (An info card also has a heading, but a grid after it, no sentence.)"""
        root = self.pane(pane)
        if root is None:
            return None
        heading = self.find(lambda n: n.getRoleName() == "heading" and on_screen(n), root)
        if heading is None:
            return None
        box = heading.parent
        after = [box.getChildAtIndex(i) for i in range(heading.getIndexInParent() + 1, box.childCount)]
        after = [n for n in after if n is not None and showing(n)]
        if not after or after[0].getRoleName() != "label":
            return None
        buttons = [n.name for n in after[1:] if n.getRoleName() == "push button"]
        return Status(heading.name, after[0].name, buttons[0] if buttons else None)

    def info_card(self):
        """The detail's info card as {"name", "Kind", "Size", "Modified", "note"}, or None."""
        content = self.pane("Content")
        heading = content and self.find(lambda n: n.getRoleName() == "heading" and showing(n),
                                        content)
        if heading is None:
            return None
        box = heading.parent
        after = [box.getChildAtIndex(i) for i in range(heading.getIndexInParent() + 1, box.childCount)]
        after = [n for n in after if n is not None and showing(n)]
        if not after or after[0].getRoleName() != "panel":
            return None
        labels = [n.name for n in walk(after[0]) if n.getRoleName() == "label"]
        card = dict(zip(labels[0::2], labels[1::2]), name=heading.name, note=None)
        notes = [n.name for n in after[1:] if n.getRoleName() == "label"]
        if notes:
            card["note"] = notes[0]
        return card

    def detail_labels(self):
        """The texts of the labels on show in the detail below its header bar."""
        content = self.pane("Content")
        if content is None or content.childCount < 2:
            return []
        body = content.getChildAtIndex(1)
        return [n.name for n in walk(body) if n.getRoleName() == "label" and showing(n)]

    def detail_picture(self):
        """The picture the detail shows (a GtkPicture, its alternative text as description)."""
        content = self.pane("Content")
        if content is None or content.childCount < 2:
            return None
        body = content.getChildAtIndex(1)
        return self.find(lambda n: n.getRoleName() == "image" and n.name == "GtkPicture"
                         and showing(n), body)

    def sidebar_subtitle(self):
        """The line under the folder's name in the sidebar header ("32 items", "Loading…")."""
        header = self.pane("Sidebar").getChildAtIndex(0)
        labels = [n for n in walk(header) if n.getRoleName() == "label" and showing(n)]
        return labels[1].name if len(labels) > 1 else ""

    def filter_entry(self):
        """The filter's search entry when its bar is open, else None."""
        sidebar = self.pane("Sidebar")
        bar = sidebar and self.find(lambda n: n.getRoleName() == "form", sidebar)
        if bar is None or not showing(bar):
            return None
        return self.find(lambda n: n.getRoleName() == "entry" and n.name == "Filter by name", bar)

    def peak_memory_kb(self):
        """The process's peak resident memory (VmHWM), in kB."""
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        raise AssertionError("no VmHWM in /proc")

    @staticmethod
    def is_pressed(button):
        state = button.getState()
        return state.contains(pyatspi.STATE_PRESSED) or state.contains(pyatspi.STATE_CHECKED)

    def focused(self):
        """The accessible that has the keyboard focus, or None."""
        return self.find(lambda n: n.getState().contains(pyatspi.STATE_FOCUSED))

    def focused_pane(self):
        """'Sidebar', 'Content' or 'Primary' (the folder tree): the pane holding the keyboard
        focus, as AT-SPI reports it."""
        focused = self.find(lambda n: n.getState().contains(pyatspi.STATE_FOCUSED))
        while focused is not None:
            if focused.getRoleName() == "panel" and focused.name in ("Sidebar", "Content",
                                                                     "Primary"):
                return focused.name
            focused = focused.parent
        return None


def finish(testcase, sheaf):
    """Ends a session; the test fails if the app crashed or failed, or GTK printed any warning
    or critical."""
    problems = sheaf.gtk_problems()
    status = sheaf.process.poll()
    output = sheaf.close()
    # Quitting (Ctrl+Q) ends it with 0; a crash or an error does not.
    testcase.assertIn(status, (None, 0), f"the app failed (status {status}); its last words:\n"
                      + "\n".join(output.splitlines()[-60:]))
    testcase.assertFalse(problems, "GTK printed warnings or criticals:\n" + "".join(problems))


class SheafTestCase(unittest.TestCase):
    """A test around one Sheaf session, ended and checked for GTK warnings at cleanup."""

    sheaf = None

    def start(self, *arguments, width=1100, **options):
        self.sheaf = SheafSession(*arguments, width=width, **options)
        # A cleanup runs even when setUp fails, so no Sheaf is left running to take over the
        # next test's launch (single instance).
        self.addCleanup(finish, self, self.sheaf)
        return self.sheaf

    def wait_for_rows(self):
        wait_for(lambda: self.sheaf.list_row_count() == SAMPLE_ROWS, what="all sample rows")

