#!/usr/bin/python3
"""Compares Sheaf with the C floor (bench/floor.c) and prints one Markdown table.

Run it inside `scripts/with-desktop` with binaries the Makefile built:

    scripts/with-desktop /usr/bin/python3 bench/run.py --sheaf .build/release/sheaf \
        --floor .build/bench/floor [--xmeasure .build/bench/xmeasure] [--runs 9]

Memory per window is also compared with the lean floor (bench/floor-lean.c, found beside
--floor): a list, a text view and a picture in a bare window, the least a window can hold.

Everything is measured from outside the programs: `xmeasure` watches the X server (map,
damage, ping round trips), /proc gives CPU time and memory, AT-SPI reads the item count
off the screen. The two programs take turns run by run on the same display, each launch
with its own empty XDG_STATE_HOME. Nothing is written to the repository; the large folder
lives in a temporary directory. A figure that cannot be read prints as n/a.
"""

import argparse
import ctypes
import os
import platform
import queue
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

try:
    import gi

    gi.require_version("Atspi", "2.0")
    import pyatspi
    from gi.repository import Gio, GLib
except Exception:  # no AT-SPI: the item count reads n/a, everything else still runs
    pyatspi = None

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from Tests.e2e import hostile  # noqa: E402  the files that once froze the window

TICKS = os.sysconf("SC_CLK_TCK")


def log(message):
    print(f"bench: {message}", file=sys.stderr, flush=True)


# --- processes -------------------------------------------------------------------------

def become_subreaper():
    """Programs kept running outlive their xmeasure parent; as their subreaper we can reap
    them and know for certain that one has exited before the next starts (Sheaf is a
    unique application: a second instance would only open a window in the first)."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
    except Exception:
        pass


def alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except OSError:
        return False


def reap(pid, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if os.waitpid(pid, os.WNOHANG)[0] == pid:
                return True
        except ChildProcessError:  # not ours to reap: wait for it to disappear
            if not alive(pid):
                return True
        time.sleep(0.02)
    return False


def stop(pid):
    for sig, patience in ((signal.SIGTERM, 10), (signal.SIGKILL, 5)):
        try:
            os.kill(pid, sig)
        except ProcessLookupError:
            pass
        if reap(pid, patience):
            return


def name_has_owner(name):
    if pyatspi is None or not name:
        return False
    try:
        bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        reply = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus",
                              "org.freedesktop.DBus", "NameHasOwner", GLib.Variant("(s)", (name,)),
                              GLib.VariantType("(b)"), Gio.DBusCallFlags.NONE, 1000, None)
        return reply.unpack()[0]
    except Exception:
        return False


def proc_status(pid, field):
    """A /proc/PID/status figure in MB (VmRSS, VmHWM), or None."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return None


def cpu_seconds(pid):
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICKS  # utime + stime
    except (OSError, IndexError, ValueError):
        return None


def xdotool(*arguments):
    return subprocess.run(["xdotool", *arguments], capture_output=True, text=True, timeout=30)


def visible_windows(pid):
    return xdotool("search", "--onlyvisible", "--pid", str(pid)).stdout.split()


def wait_until(condition, timeout, step=0.05):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(step)
    return condition()


# --- reading the item count through AT-SPI --------------------------------------------

# A number as people write it: 100000, 100,000, 100.000, 100 000 (also narrow spaces).
NUMBER = re.compile(r"\d{1,3}(?:[,.'\u00a0\u202f ]\d{3})+(?!\d)|\d+")
# Subtrees that hold the rows themselves: file names may contain any number.
ROW_CONTAINERS = {"list", "list box", "table", "tree", "tree table"}


def xmeasure_values(text):
    """The key=value lines xmeasure prints, as a dict of strings."""
    return dict(line.partition("=")[::2] for line in text.split("\n") if "=" in line)


def numbers_in(text):
    return {int(re.sub(r"\D", "", match)) for match in NUMBER.findall(text or "")}


class CountReader:
    """Watches a program's labels for one showing the number of listed items.

    GTK 4.8 sends no AT-SPI event when a label's text changes, so this polls: it collects
    the labels outside the list once in a while and reads their text often. Each read is one
    D-Bus call the program answers from its main loop, a small, equal load on both.
    """

    # Seconds between searches for labels: often until there are some, then now and then
    # (a count label may appear only once the folder is read).
    RESCAN_EMPTY, RESCAN = 0.2, 1.0

    def __init__(self, pid, target):
        self.pid, self.target = pid, target
        self.labels, self.scanned, self.app = [], 0.0, None
        self.seen_at = None

    def _find_app(self):
        for app in pyatspi.Registry.getDesktop(0):
            try:
                if app is not None and app.get_process_id() == self.pid:
                    return app
            except Exception:
                pass
        return None

    def _collect(self, node, found, depth=0):
        if depth > 40:
            return
        role = node.getRoleName()
        if role in ROW_CONTAINERS:
            return
        if role == "label":
            found.append(node)
        for index in range(node.childCount):
            child = node.getChildAtIndex(index)
            if child is not None:
                self._collect(child, found, depth + 1)

    @staticmethod
    def _text(node):
        try:
            text = node.queryText()
            return text.getText(0, text.characterCount)
        except Exception:
            node.clear_cache()  # libatspi caches names and GTK never says they changed
            return node.name

    def poll(self):
        """Returns the moment the count was first seen, or None."""
        if pyatspi is None or self.seen_at is not None:
            return self.seen_at
        pump()
        now = time.monotonic()
        try:
            if now - self.scanned > (self.RESCAN if self.labels else self.RESCAN_EMPTY):
                self.scanned = now
                self.app = self.app or self._find_app()
                if self.app is not None:
                    found = []
                    self._collect(self.app, found)
                    self.labels = found
            for label in self.labels:
                if self.target in numbers_in(self._text(label)):
                    self.seen_at = time.monotonic()
                    break
        except Exception:  # the tree changes under us, or the program is busy
            self.scanned = 0.0
        return self.seen_at


def pump():
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)


# --- launching through xmeasure --------------------------------------------------------

class Program:
    def __init__(self, name, binary, app_id=None):
        self.name, self.binary, self.app_id = name, os.path.abspath(binary), app_id


class Launch:
    """One program started by `xmeasure start`; its key=value lines arrive in `values`."""

    def __init__(self, bench, program, folder, options, keep=False, env=None):
        self.bench, self.program = bench, program
        if program.app_id and not wait_until(lambda: not name_has_owner(program.app_id), 10):
            log(f"{program.name}: a previous instance still owns {program.app_id}")
        self.state_home = tempfile.mkdtemp(prefix="sheaf-bench-state-")
        self.log = tempfile.TemporaryFile(mode="w+")
        env = dict(os.environ, XDG_STATE_HOME=self.state_home, **(env or {}))
        if bench.options.renderer:
            env["GSK_RENDERER"] = bench.options.renderer
        command = [bench.xmeasure, "start", *options, *(["--keep"] if keep else []), "--",
                   program.binary, folder]
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=self.log,
                                        env=env, text=True)
        self.values = {}
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def drain(self):
        """Takes the lines printed so far; returns False once xmeasure has finished."""
        while True:
            try:
                line = self.lines.get_nowait()
            except queue.Empty:
                return True
            if line is None:
                self.process.wait()
                return False
            key, _, value = line.strip().partition("=")
            self.values[key] = value

    def wait(self, tick=None, step=0.02):
        while self.drain():
            if tick:
                tick()
            time.sleep(step)
        return self.values

    def number(self, key):
        try:
            return float(self.values[key])
        except (KeyError, ValueError):
            return None

    @property
    def pid(self):
        return int(self.values["kept"]) if "kept" in self.values else None

    @property
    def window(self):
        return str(int(self.values["window"], 16)) if "window" in self.values else None

    def output(self):
        self.log.seek(0)
        return self.log.read()

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        if self.pid:
            stop(self.pid)
        if "error" in self.values:
            log(f"{self.program.name}: {self.values['error']}\n{self.output()[-2000:]}")
        self.log.close()
        shutil.rmtree(self.state_home, ignore_errors=True)


# --- measurements ----------------------------------------------------------------------

def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


class Bench:
    def __init__(self, options):
        self.options = options
        self.xmeasure = os.path.abspath(options.xmeasure)
        self.sheaf = Program("Sheaf", options.sheaf, "io.github.sheafapp.Sheaf")
        self.floor = Program("floor", options.floor)
        self.lean = Program("lean floor", options.floor_lean)
        self.floor_pdf = Program("PDF floor", options.floor_pdf)
        self.results = {}  # (figure, program name) -> value
        self.renderer = None

    def record(self, figure, program, value):
        self.results[(figure, program.name)] = value

    def pairs(self, run):
        """Both programs, the one going first alternating run by run."""
        return (self.floor, self.sheaf) if run % 2 == 0 else (self.sheaf, self.floor)

    def startup(self):
        samples = {}
        for run in range(self.options.runs):
            for program in self.pairs(run):
                launch = Launch(self, program, self.options.library, ["--timeout", "30000"])
                values = launch.wait()
                launch.close()
                samples.setdefault(program.name, []).append(
                    (launch.number("map_ms"), launch.number("complete_ms"),
                     launch.number("repaints")))
                log(f"startup {program.name} run {run + 1}: map {values.get('map_ms')} ms, "
                    f"complete {values.get('complete_ms')} ms, {values.get('repaints')} repaints")
        for program in (self.sheaf, self.floor):
            runs = samples.get(program.name, [])
            for index, figure in enumerate(("map", "complete", "repaints")):
                self.record(figure, program, median(r[index] for r in runs))

    def resize(self):
        """Each program's window resized back and forth, in runs that alternate which program
        goes first, as the start-up runs do: one window's median moves by a millisecond or two
        from one run to the next. Each figure is the median of the runs' own."""
        samples = {}
        for run in range(self.options.resize_runs):
            for program in self.pairs(run):
                launch = Launch(self, program, self.options.library, [], keep=True)
                launch.wait()
                if launch.window:
                    command = [self.xmeasure, "resize", "--window", launch.window, "--count",
                               str(self.options.resize_count), "--widths", "400,1100",
                               "--height", "700"]
                    result = subprocess.run(command, capture_output=True, text=True)
                    samples.setdefault(program.name, []).append(xmeasure_values(result.stdout))
                    log(f"resize {program.name} run {run + 1}: {' '.join(result.stdout.split())}")
                launch.close()
        for program in (self.floor, self.sheaf):
            runs = samples.get(program.name, [])
            for key, figure in (("resize_median_ms", "resize"), ("resize_p90_ms", "resize p90"),
                                ("resize_mean_ms", "resize mean"),
                                ("resize_repaints_median", "resize repaints")):
                self.record(figure, program, median(to_float(r.get(key)) for r in runs))

    def big_folder(self):
        folder = tempfile.mkdtemp(prefix="sheaf-bench-files-")
        try:
            count = make_files(folder, self.options.big_files)
            samples = {}
            for run in range(self.options.big_runs):
                for program in self.pairs(run):
                    samples.setdefault(program.name, []).append(self.big_run(program, folder, count))
            for program in (self.sheaf, self.floor):
                runs = samples.get(program.name, [])
                for figure in ("big first frame", "big rows", "big listed", "big peak", "big stall"):
                    self.record(figure, program, median(r.get(figure) for r in runs))
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    def big_run(self, program, folder, count):
        launch = Launch(self, program, folder,
                        ["--rows", "--stall", "--timeout", str(self.options.big_timeout * 1000)],
                        keep=True)
        reader = None

        def tick():
            nonlocal reader
            if reader is None and "pid" in launch.values and pyatspi is not None:
                reader = CountReader(int(launch.values["pid"]), count)
            if reader is not None:
                reader.poll()

        launch.wait(tick, step=0.05)
        # The count may come after the last repaint that xmeasure waits for.
        if reader is not None and launch.pid:
            wait_until(lambda: reader.poll() is not None, 5)
        t0 = launch.number("t0")
        seen = reader.seen_at if reader else None
        result = {
            "big first frame": launch.number("first_frame_ms"),
            "big rows": launch.number("rows_ms"),
            "big listed": (seen - t0) * 1000 if seen is not None and t0 is not None else None,
            "big peak": proc_status(launch.pid, "VmHWM") if launch.pid else None,
            "big stall": launch.number("stall_max_ms"),
        }
        log(f"{count} files {program.name}: " + ", ".join(
            f"{key[4:]} {fmt(value)}" for key, value in result.items()))
        launch.close()
        return result

    def pictures(self):
        """Scrolls a folder of pictures with Page Down while xmeasure pings the window: the
        longest wait for an answer is the longest main-loop stall thumbnails caused."""
        folder = tempfile.mkdtemp(prefix="sheaf-bench-pictures-")
        try:
            make_pictures(folder, self.options.pictures)
            for program in (self.floor, self.sheaf):
                launch = Launch(self, program, folder, [], keep=True)
                launch.wait()
                window = launch.window
                if window:
                    xdotool("windowfocus", "--sync", window)
                    # The list has the focus at start in both; Home makes sure of the row.
                    xdotool("key", "--window", window, "Home")
                    stall = subprocess.Popen(
                        [self.xmeasure, "stall", "--window", window, "--duration", "6"],
                        stdout=subprocess.PIPE, text=True)
                    began = time.monotonic()
                    while time.monotonic() - began < 5.5:
                        xdotool("key", "Page_Down")
                        time.sleep(0.05)
                    out, _ = stall.communicate(timeout=30)
                    values = xmeasure_values(out)
                    self.record("picture stall", program, to_float(values.get("stall_max_ms")))
                    log(f"pictures {program.name}: {' '.join(out.split())}")
                launch.close()
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    def videos(self):
        """Moves through a folder of videos with Down while xmeasure pings the window: each is
        opened (never played) and let go; the longest wait for an answer is the longest
        main-loop stall the player caused. Sheaf only: the floor has no player."""
        folder = tempfile.mkdtemp(prefix="sheaf-bench-videos-")
        try:
            for index in range(self.options.videos):
                subprocess.run(["gst-launch-1.0", "-q", "videotestsrc", "num-buffers=30",
                                f"pattern={index % 20}", "!",
                                "video/x-raw,width=640,height=360,framerate=30/1", "!",
                                "theoraenc", "!", "oggmux", "!", "filesink",
                                f"location={os.path.join(folder, f'clip {index:02d}.ogv')}"],
                               check=True, timeout=60)
            runs = [self.video_run(folder) for _ in range(self.options.video_runs)]
            self.record("video stall", self.sheaf, median(runs))
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    def video_run(self, folder):
        launch = Launch(self, self.sheaf, folder, [], keep=True)
        launch.wait()
        window, result = launch.window, None
        if window:
            time.sleep(1)
            xdotool("windowfocus", "--sync", window)
            xdotool("key", "--window", window, "Home")
            time.sleep(1)
            stall = subprocess.Popen(
                [self.xmeasure, "stall", "--window", window, "--duration", "5"],
                stdout=subprocess.PIPE, text=True)
            stall.stdout.readline()  # pinging=1: the first ping is out
            for _ in range(self.options.videos - 1):
                xdotool("key", "--window", window, "Down")
                time.sleep(0.3)
            out, _ = stall.communicate(timeout=30)
            result = to_float(xmeasure_values(out).get("stall_max_ms"))
            log(f"videos browsed: longest stall {fmt(result)} ms")
        launch.close()
        return result

    def filter_close(self):
        """Closes the name filter on a large folder while xmeasure pings the window: the whole
        folder comes back into the list at once, and the longest wait for an answer is the
        longest main-loop stall that caused. Sheaf only: the floor has no filter."""
        folder = tempfile.mkdtemp(prefix="sheaf-bench-filter-")
        try:
            count = make_files(folder, self.options.filter_files)
            runs = [self.filter_run(folder, count) for _ in range(self.options.filter_runs)]
            self.record("filter close", self.sheaf, median(runs))
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    def filter_run(self, folder, count):
        launch = Launch(self, self.sheaf, folder, [], keep=True)
        launch.wait()
        window, result = launch.window, None
        reader = CountReader(launch.pid, count) if launch.pid and pyatspi is not None else None
        # The whole folder listed (its count shown), so that closing the filter brings back
        # every file and nothing else is going on.
        if window and (reader is None or wait_until(lambda: reader.poll() is not None, 60)):
            time.sleep(1)
            xdotool("windowfocus", "--sync", window)
            xdotool("key", "--window", window, "ctrl+f")
            time.sleep(0.5)
            # "7" keeps about a third of the names: every row is filtered out or back in.
            xdotool("type", "--window", window, "7")
            time.sleep(2)  # the entry's delayed report, and the filtered list painted
            stall = subprocess.Popen(
                [self.xmeasure, "stall", "--window", window, "--duration", "3"],
                stdout=subprocess.PIPE, text=True)
            stall.stdout.readline()  # pinging=1: the first ping is out
            xdotool("key", "--window", window, "Escape")
            out, _ = stall.communicate(timeout=60)
            result = to_float(xmeasure_values(out).get("stall_max_ms"))
            log(f"filter closed on {count} files: longest stall {fmt(result)} ms")
        launch.close()
        return result

    def enter_and_back(self):
        """Enters a folder of many files from a folder holding only it, then goes back: the
        time from the key to the first painted rows, and back to the parent's one row. Both
        programs run without animations (a slide would only delay both alike)."""
        parent = tempfile.mkdtemp(prefix="sheaf-bench-tree-")
        config = tempfile.mkdtemp(prefix="sheaf-bench-config-")
        try:
            os.makedirs(os.path.join(config, "gtk-4.0"))
            with open(os.path.join(config, "gtk-4.0", "settings.ini"), "w") as settings:
                settings.write("[Settings]\ngtk-enable-animations=false\n")
            inside = os.path.join(parent, "Inside")
            os.mkdir(inside)
            count = make_files(inside, self.options.enter_files)
            samples = {}
            for run in range(self.options.enter_runs):
                for program in self.pairs(run):
                    samples.setdefault(program.name, []).append(
                        self.enter_run(program, parent, count, config))
            for program in (self.sheaf, self.floor):
                runs = samples.get(program.name, [])
                for figure in ("enter rows", "back"):
                    self.record(figure, program, median(r.get(figure) for r in runs))
        finally:
            shutil.rmtree(parent, ignore_errors=True)
            shutil.rmtree(config, ignore_errors=True)

    def enter_run(self, program, parent, count, config):
        launch, window = self.first_row_clicked(program, parent, env={"XDG_CONFIG_HOME": config})
        result = {}
        if window:
            for figure, key, until in (("enter rows", "Return", "rows"),
                                       ("back", "alt+Left", "no-rows")):
                result[figure] = self.key_until(window, key, until)
        log(f"enter {count} files {program.name}: " + ", ".join(
            f"{key} {fmt(value)}" for key, value in result.items()))
        launch.close()
        return result

    def pdf_first_page(self):
        """Selects a PDF with Down from the row above it: the time from the key to its first
        page painted (the wide black bar across it), against a C program drawing it with
        poppler in a thread (bench/floor-pdf.c), the two alternating run by run."""
        folder = tempfile.mkdtemp(prefix="sheaf-bench-pdf-")
        try:
            with open(os.path.join(folder, "A notes.txt"), "w") as notes:
                notes.write("notes\n")
            subprocess.run([self.options.make_pdf, os.path.join(folder, "Report.pdf"),
                            str(self.options.pdf_pages)], check=True, timeout=60)
            samples = {}
            for run in range(self.options.pdf_runs):
                pair = (self.floor_pdf, self.sheaf) if run % 2 == 0 else (self.sheaf,
                                                                          self.floor_pdf)
                for program in pair:
                    samples.setdefault(program.name, []).append(self.pdf_run(program, folder))
            for program in (self.sheaf, self.floor_pdf):
                self.record("pdf page", program, median(samples.get(program.name, [])))
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    def pdf_run(self, program, folder):
        launch, window = self.first_row_clicked(program, folder)
        result = None
        if window:
            result = self.key_until(window, "Down", "ink")
            log(f"PDF first page {program.name}: {fmt(result)} ms")
        launch.close()
        return result

    def first_row_clicked(self, program, folder, env=None):
        """Launches `program` on `folder` and clicks its list's first row, which selects and
        focuses it in Sheaf and in the floors alike (a floor's first focus may be elsewhere).
        Returns the launch and its window (None if it never came)."""
        launch = Launch(self, program, folder, [], keep=True, env=env)
        launch.wait()
        window = launch.window
        if window:
            time.sleep(1)
            xdotool("windowfocus", "--sync", window)
            xdotool("mousemove", "--window", window, "100", "76", "click", "1")
        return launch, window

    def key_until(self, window, key, until):
        """Presses `key` and waits until the window shows `until` (xmeasure's words): ms."""
        out = subprocess.run(
            [self.xmeasure, "key", "--window", window, "--key", key, "--until", until],
            capture_output=True, text=True, timeout=60).stdout
        return to_float(xmeasure_values(out).get("key_until_ms"))

    def idle_and_windows(self):
        # The pointer rests outside every window, wherever an earlier step clicked: under a
        # pointer resting on a list, GTK fades the list's overlay scrollbar in and out, and a
        # Sheaf window kept 3-5 MB more of llvmpipe's (docs/design.md, *Memory*); the figure
        # would depend on which steps ran before.
        xdotool("mousemove", "--sync", "1599", "999")
        for program in (self.floor, self.lean, self.sheaf):
            launch = Launch(self, program, self.options.library, [], keep=True)
            launch.wait()
            pid, window = launch.pid, launch.window
            if pid and window:
                self.renderer = self.renderer or gsk_renderer(
                    pid, self.options.renderer or os.environ.get("GSK_RENDERER"))
                if self.options.idle_seconds and program is not self.lean:
                    self.idle(program, pid)
                if self.options.windows:
                    self.windows(program, pid, window)
            launch.close()

    def idle(self, program, pid):
        time.sleep(2)  # past any start-up work that outlasts the first quiet spell
        start, began = cpu_seconds(pid), time.monotonic()
        time.sleep(self.options.idle_seconds)
        end, elapsed = cpu_seconds(pid), time.monotonic() - began
        value = (end - start) / elapsed * 100 if None not in (start, end) else None
        self.record("idle cpu", program, value)
        log(f"idle {program.name}: {fmt(value, 2)} % of a core")

    def windows(self, program, pid, window):
        """Opens extra windows with Ctrl+N and closes them with Ctrl+W, as a user would."""
        extra = self.options.windows

        def open_windows():
            for index in range(extra):
                xdotool("windowfocus", "--sync", window, "key", "ctrl+n")
                if not wait_until(lambda: len(visible_windows(pid)) >= index + 2, 10):
                    return False
            return True

        def close_windows():
            for other in visible_windows(pid):
                if other != window:
                    xdotool("windowfocus", "--sync", other, "key", "ctrl+w")
            return wait_until(lambda: len(visible_windows(pid)) <= 1, 20)

        time.sleep(1)
        before = proc_status(pid, "VmRSS")
        after_rounds = []
        for round_ in range(self.options.rounds):
            if not open_windows():
                log(f"windows {program.name}: Ctrl+N did not open window {extra}")
                break
            time.sleep(1)  # let the new windows finish painting and loading
            if round_ == 0:
                opened = proc_status(pid, "VmRSS")
                if None not in (opened, before):
                    self.record("per window", program, (opened - before) / extra)
            if not close_windows():
                log(f"windows {program.name}: Ctrl+W did not close them all")
                break
            time.sleep(1)
            after_rounds.append(proc_status(pid, "VmRSS"))
        self.record("rss before", program, before)
        self.record("rss rounds", program, after_rounds or None)
        if len(after_rounds) >= 4:
            self.record("rss growth", program, after_rounds[3] - after_rounds[1])
        log(f"windows {program.name}: before {fmt(before)} MB, per window "
            f"{fmt(self.results.get(('per window', program.name)), 2)} MB, after rounds "
            + " / ".join(fmt(v) for v in after_rounds))

    def hostile(self):
        """Each file that once froze the window (Tests/e2e/hostile.py), selected with Down from
        a small text file while xmeasure pings the window: the longest wait for an answer is
        the longest main-loop stall showing it caused (the median of a few launches).
        Criticals are fatal, as in the tests; any warning or critical GTK prints fails the
        file, whatever its stall. Sheaf only: the floor shows no previews of this kind."""
        for name in self.options.hostile_files:
            folder = tempfile.mkdtemp(prefix="sheaf-bench-hostile-")
            try:
                with open(os.path.join(folder, "0-start.txt"), "w") as start:
                    start.write("A small file to start from.\n")
                hostile.write(folder, name)
                runs = [self.hostile_run(folder, name) for _ in range(self.options.hostile_runs)]
                self.record(("hostile", name), self.sheaf, median(stall for stall, _ in runs))
                problems = sorted({problem for _, found in runs for problem in found})
                self.record(("hostile problems", name), self.sheaf, problems)
            finally:
                shutil.rmtree(folder, ignore_errors=True)

    def hostile_run(self, folder, name):
        """The longest stall, and what went wrong: "crashed", "GTK critical", "GTK warning"."""
        launch = Launch(self, self.sheaf, folder, [], keep=True,
                        env={"G_DEBUG": "fatal-criticals"})
        launch.wait()
        window, result, problems = launch.window, None, set()
        if window:
            xdotool("windowfocus", "--sync", window)
            xdotool("key", "--window", window, "Home")
            time.sleep(1)  # the first file shown, and the window idle again
            seconds = self.options.hostile_seconds
            stall = subprocess.Popen(
                [self.xmeasure, "stall", "--window", window, "--duration", str(seconds)],
                stdout=subprocess.PIPE, text=True)
            stall.stdout.readline()  # pinging=1: the first ping is out
            xdotool("key", "--window", window, "Down")
            out, _ = stall.communicate(timeout=seconds + 60)
            result = to_float(xmeasure_values(out).get("stall_max_ms"))
            printed = [line for line in launch.output().splitlines()
                       if re.search(r"-(WARNING|CRITICAL) \*\*", line)]
            problems = {f"GTK {kind.lower()}" for line in printed
                        for kind in ("WARNING", "CRITICAL") if f"-{kind} **" in line}
            if not launch.pid or not alive(launch.pid):
                problems.add("crashed")
            log(f"hostile {name}: longest stall {fmt(result)} ms"
                + (f" (at least: measured for {seconds:g} s)"
                   if result is not None and result >= seconds * 1000 else "")
                + "".join(f"\n  {line}" for line in printed[:3]))
        launch.close()
        return result, problems


def make_files(folder, count):
    """`count` tiny files with names that exercise natural, case-folded order."""
    words = ["Report", "notes", "Chapter", "IMG", "scan", "draft", "Invoice", "photo", "Zebra",
             "alpha", "Éclair", "über", "Mixed Case", "ledger"]
    extensions = [".txt", ".md", ".png", ".jpg", ".svg", ".pdf", "", ".tar.gz", ".json", ".c"]
    for index in range(count):
        name = f"{words[index % len(words)]} {index}{extensions[(index // 3) % len(extensions)]}"
        descriptor = os.open(os.path.join(folder, name), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        os.write(descriptor, b"x\n")
        os.close(descriptor)
    return count


def make_pictures(folder, count):
    """`count` 512 × 384 PNG pictures in eight colours: each row needs a thumbnail."""
    import struct
    import zlib

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    pictures = []
    for shade in range(8):
        row = b"\0" + bytes((shade * 32, 255 - shade * 32, 128)) * 512
        pictures.append(b"\x89PNG\r\n\x1a\n"
                        + chunk(b"IHDR", struct.pack(">IIBBBBB", 512, 384, 8, 2, 0, 0, 0))
                        + chunk(b"IDAT", zlib.compress(row * 384))
                        + chunk(b"IEND", b""))
    for index in range(count):
        with open(os.path.join(folder, f"photo {index}.png"), "wb") as file:
            file.write(pictures[index % len(pictures)])


def gsk_renderer(pid, forced):
    """What GTK renders with: GSK_RENDERER if set, else judged by the libraries it mapped."""
    if forced:
        return f"{forced} (GSK_RENDERER)"
    try:
        with open(f"/proc/{pid or 0}/maps") as maps:
            libraries = maps.read()
    except OSError:
        return "unknown"
    if re.search(r"swrast_dri|llvmpipe", libraries):
        return "GL on Mesa's software rasterizer (llvmpipe), GTK's default here"
    return "GL" if re.search(r"libGLX_mesa|libEGL_mesa", libraries) else "cairo"


# --- the report ------------------------------------------------------------------------

def to_float(text):
    try:
        return float(text)
    except (TypeError, ValueError):
        return None


def fmt(value, digits=1):
    if value is None:
        return "n/a"
    if isinstance(value, list):
        return " / ".join(fmt(v, digits) for v in value)
    return f"{value:,.{digits}f}"


def report(bench):
    options = bench.options
    r = lambda figure, program: bench.results.get((figure, program.name))
    s, f = bench.sheaf, bench.floor
    rows = []

    def ratio(a, b):
        return a / b if a is not None and b else None

    def row(label, figure, digits=1, budget="—", limit=None, reference=None, absolute=None,
            floor=None):
        """`limit`: the ratio Sheaf may reach against `reference` (the floor's same figure
        unless given); `absolute`: a ceiling for Sheaf's own value; `floor`: the floor
        program compared with (the full floor unless given)."""
        sv, fv = r(figure, s), r(figure, floor or f)
        verdict = "—"
        if limit is not None:
            base = fv if reference is None else reference
            value = ratio(sv, base)
            verdict = "n/a" if value is None else ("pass" if value <= limit else "FAIL")
        elif absolute is not None:
            verdict = "n/a" if sv is None else ("pass" if sv <= absolute else "FAIL")
        shown_ratio = ratio(sv, fv)
        rows.append((label, fmt(sv, digits), fmt(fv, digits),
                     "n/a" if shown_ratio is None else f"{shown_ratio:.2f}×", budget, verdict))

    n = options.runs
    if n:
        row(f"startup: window mapped, ms (median of {n})", "map")
        row(f"startup: visually complete, ms (median of {n})", "complete",
            budget="≤ 1.15× floor", limit=1.15)
        row(f"startup: repaints until complete (median of {n})", "repaints", digits=0)
    k = options.resize_count
    if k:
        row(f"resize 400↔1100: last repaint, ms (median of {options.resize_runs} runs of {k})",
            "resize", budget="≤ 1.10× floor",
            limit=1.10)
        row(f"resize 400↔1100: p90, ms", "resize p90")
        row(f"resize 400↔1100: mean, ms", "resize mean")
        row(f"resize 400↔1100: repaints per resize (median)", "resize repaints", digits=0)
    if options.big_files:
        big = f"{options.big_files:,} files"
        floor_frame = r("big first frame", f)
        row(f"{big}: first frame, ms", "big first frame")
        row(f"{big}: first rows painted, ms", "big rows",
            budget=f"≤ 1.5× floor's first frame ({fmt(floor_frame)})", limit=1.5,
            reference=floor_frame or 0)
        row(f"{big}: all listed (count shown), ms", "big listed", budget="≤ 2,000 ms",
            absolute=2000)
        row(f"{big}: peak RSS, MB", "big peak", budget="≤ 1.5× floor", limit=1.5)
        row(f"{big}: longest main-loop stall while loading, ms", "big stall")
    if options.pictures:
        row(f"{options.pictures:,} pictures scrolled with Page Down: longest stall, ms",
            "picture stall", budget="≤ 1.25× floor", limit=1.25)
    if options.filter_files:
        row(f"{options.filter_files:,} files: filter closed, longest stall, ms (median of "
            f"{options.filter_runs})", "filter close", budget="≤ 50", absolute=50)
    if options.videos:
        row(f"{options.videos} videos browsed with Down: longest stall, ms (median of "
            f"{options.video_runs})", "video stall", budget="≤ 50", absolute=50)
    if options.pdf_runs:
        row(f"a PDF selected: first page painted, ms (median of {options.pdf_runs})", "pdf page",
            budget="≤ 1.5× PDF floor", limit=1.5, floor=bench.floor_pdf)
    if options.enter_files:
        enter = f"a folder of {options.enter_files:,} files"
        row(f"{enter} entered: first rows painted, ms (median of {options.enter_runs})",
            "enter rows", budget="≤ 1.2× floor", limit=1.2)
        row(f"{enter} left with Back: its parent painted, ms (floor: listed again)", "back")
    if options.idle_seconds:
        row(f"idle CPU over {options.idle_seconds:g} s, % of one core", "idle cpu", digits=2,
            budget="< 1 %", absolute=1.0)
    if options.windows:
        row(f"memory per window ({options.windows} extra windows), MB", "per window", digits=2)
        row(f"memory per window against the lean floor, MB", "per window", digits=2,
            budget="≤ 1.25× lean floor", limit=1.25, floor=bench.lean)
        row("RSS before the windows, MB", "rss before")
        rounds = f"{options.rounds} rounds of {options.windows} opened and closed"
        label = f"RSS after each of {rounds}, MB"
        sv, fv = r("rss rounds", s), r("rss rounds", f)
        rows.append((label, fmt(sv), fmt(fv), "—", "—", "—"))
        rows.append((f"{label}, lean floor", fmt(sv), fmt(r("rss rounds", bench.lean)), "—",
                     "—", "—"))
        if options.rounds >= 4:
            row("RSS growth from round 2 to round 4, MB", "rss growth", budget="≤ 8 MB",
                absolute=8)

    if "hostile" in options.steps:
        for name in options.hostile_files:
            value, problems = r(("hostile", name), s), r(("hostile problems", name), s)
            verdict = ("FAIL: " + ", ".join(problems) if problems else "n/a" if value is None
                       else "pass" if value <= 200 else "FAIL")
            rows.append((f"{name} selected: longest stall, ms (median of "
                         f"{options.hostile_runs})", fmt(value), "—", "—", "≤ 200", verdict))

    header = ("figure", "Sheaf", "floor", "ratio", "budget", "verdict")
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join(["---"] + ["--:"] * 3 + ["---"] * 2) + "|")
    for cells in rows:
        print("| " + " | ".join(cells) + " |")
    print()
    print(machine(bench))


def machine(bench):
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as cpuinfo:
            for line in cpuinfo:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    gtk = subprocess.run(["pkg-config", "--modversion", "gtk4"], capture_output=True,
                         text=True).stdout.strip() or "unknown"
    screen = subprocess.run(["xdpyinfo"], capture_output=True, text=True).stdout
    dimensions = re.search(r"dimensions:\s+(\S+)", screen)
    vendor = re.search(r"vendor string:\s+(.+)", screen)
    cores = len(os.sched_getaffinity(0))
    lines = [
        f"Machine: {model}, {cores} cores available, {platform.system()} {platform.release()}",
        f"GTK {gtk}; renderer: {bench.renderer or gsk_renderer(None, bench.options.renderer)}",
        f"Display: {vendor.group(1).strip() if vendor else 'unknown'}"
        f" {dimensions.group(1) if dimensions else ''} (DISPLAY={os.environ.get('DISPLAY', '')})",
        f"Sheaf: {bench.sheaf.binary}; floor: {bench.floor.binary}",
    ]
    return "\n".join(f"- {line}" for line in lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sheaf", required=True, help="the sheaf binary to measure")
    parser.add_argument("--floor", required=True, help="the floor binary (bench/floor.c)")
    parser.add_argument("--floor-lean",
                        help="the lean floor (bench/floor-lean.c; default: beside --floor)")
    parser.add_argument("--xmeasure", help="the xmeasure binary (default: beside --floor)")
    parser.add_argument("--floor-pdf",
                        help="the PDF floor (bench/floor-pdf.c; default: beside --floor)")
    parser.add_argument("--make-pdf",
                        help="Tests/e2e/make_pdf.c, built (default: beside --floor)")
    parser.add_argument("--pdf-pages", type=int, default=20, help="pages of the PDF selected")
    parser.add_argument("--pdf-runs", type=int, default=5, help="runs of each for the PDF")
    parser.add_argument("--runs", type=int, default=9, help="start-up runs of each program")
    parser.add_argument("--library", default=os.path.join(ROOT, "data", "library"),
                        help="the folder both programs open")
    parser.add_argument("--resize-count", type=int, default=200,
                        help="resizes between 400 and 1100 px in each window (0 skips)")
    parser.add_argument("--resize-runs", type=int, default=3,
                        help="windows of each program resized, alternating which goes first")
    parser.add_argument("--big-files", type=int, default=100_000,
                        help="files in the generated large folder (0 skips)")
    parser.add_argument("--big-runs", type=int, default=3, help="runs of each on the large folder")
    parser.add_argument("--big-timeout", type=float, default=60, help="s a large-folder run may take")
    parser.add_argument("--pictures", type=int, default=10_000,
                        help="pictures in the folder scrolled for thumbnails (0 skips)")
    parser.add_argument("--filter-files", type=int, default=100_000,
                        help="files in the folder whose name filter is closed (0 skips)")
    parser.add_argument("--filter-runs", type=int, default=3, help="launches for the filter step")
    parser.add_argument("--videos", type=int, default=10,
                        help="videos in the folder browsed with Down (0 skips)")
    parser.add_argument("--video-runs", type=int, default=3, help="launches for the videos")
    parser.add_argument("--enter-files", type=int, default=10_000,
                        help="files in the folder entered and left")
    parser.add_argument("--enter-runs", type=int, default=5, help="runs of each for entering")
    parser.add_argument("--idle-seconds", type=float, default=10, help="idle CPU window (0 skips)")
    parser.add_argument("--windows", type=int, default=20, help="extra windows per round (0 skips)")
    parser.add_argument("--rounds", type=int, default=4, help="rounds of opening and closing")
    parser.add_argument("--hostile-seconds", type=float, default=4,
                        help="s the window is pinged after each hostile file is selected")
    parser.add_argument("--hostile-runs", type=int, default=3,
                        help="launches for each hostile file")
    parser.add_argument("--hostile-files", default=list(hostile.FILES),
                        type=lambda text: text.split(","),
                        help="which of the hostile files to select, comma-separated")
    parser.add_argument("--steps",
                        default="startup,resize,big,pictures,filter,videos,pdf,enter,idle,"
                        "hostile",
                        type=lambda text: set(text.split(",")),
                        help="the steps to run, comma-separated (e.g. --steps hostile)")
    parser.add_argument("--renderer", help="GSK_RENDERER for both programs, e.g. cairo: on Xvfb "
                        "GTK's default GL runs on a software rasterizer whose cost dwarfs the "
                        "programs' own")
    options = parser.parse_args()
    options.xmeasure = options.xmeasure or os.path.join(os.path.dirname(options.floor), "xmeasure")
    options.floor_lean = options.floor_lean or os.path.join(os.path.dirname(options.floor),
                                                            "floor-lean")
    options.floor_pdf = options.floor_pdf or os.path.join(os.path.dirname(options.floor),
                                                          "floor-pdf")
    options.make_pdf = options.make_pdf or os.path.join(os.path.dirname(options.floor),
                                                        "make_pdf")
    for path in (options.sheaf, options.floor, options.floor_lean, options.floor_pdf,
                 options.make_pdf, options.xmeasure):
        if not os.access(path, os.X_OK):
            parser.error(f"not an executable: {path}")
    if not os.environ.get("DISPLAY"):
        parser.error("no DISPLAY: run inside scripts/with-desktop")
    if pyatspi is None:
        log("pyatspi is not available: the item count will read n/a")
    else:
        # Subscribing is what makes the registry tell us about applications that start.
        pyatspi.Registry.registerEventListener(lambda event: None, "object:children-changed")
        # GTK 4 has no AT-SPI cache object; libatspi warns about that once per application.
        GLib.log_set_handler("dbind", GLib.LogLevelFlags.LEVEL_WARNING, lambda *_: None, None)

    become_subreaper()
    bench = Bench(options)
    wanted = options.steps
    # A step left out reports n/a, like one switched off with a count of 0.
    options.runs = options.runs if "startup" in wanted else 0
    options.resize_count = options.resize_count if "resize" in wanted else 0
    options.big_files = options.big_files if "big" in wanted else 0
    options.pictures = options.pictures if "pictures" in wanted else 0
    options.filter_files = options.filter_files if "filter" in wanted else 0
    options.enter_files = options.enter_files if "enter" in wanted else 0
    options.videos = options.videos if "videos" in wanted else 0
    options.pdf_runs = options.pdf_runs if "pdf" in wanted else 0
    if "idle" not in wanted:
        options.idle_seconds = options.windows = 0
    steps = [bench.startup]
    if options.resize_count:
        steps.append(bench.resize)
    if options.big_files:
        steps.append(bench.big_folder)
    if options.pictures:
        steps.append(bench.pictures)
    if options.filter_files:
        steps.append(bench.filter_close)
    if options.videos:
        steps.append(bench.videos)
    if options.pdf_runs:
        steps.append(bench.pdf_first_page)
    if options.enter_files:
        steps.append(bench.enter_and_back)
    if options.idle_seconds or options.windows:
        steps.append(bench.idle_and_windows)
    if "hostile" in wanted and options.hostile_seconds:
        steps.append(bench.hostile)
    for step in steps:
        try:
            step()
        except Exception as error:  # one broken measurement must not lose the others
            log(f"{step.__name__} failed: {error!r}")
    report(bench)


if __name__ == "__main__":
    main()
