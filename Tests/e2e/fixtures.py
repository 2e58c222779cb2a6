"""Folders for the end-to-end tests, each built fresh in its own temporary directory.

`Folder` makes the files a test needs (names as bytes included, links, large and damaged
files, pictures written here without any image tool) and removes everything again, whatever
permissions the test left. `snapshot` records a folder byte for byte, to prove Sheaf leaves it
as it found it.
"""

import hashlib
import os
import re
import shutil
import stat
import struct
import subprocess
import tempfile
import zlib

import gi

gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf, GLib  # noqa: E402

from Tests.e2e.sheaf_session import SheafTestCase, wait_for  # noqa: E402

def compile_c(test_class, path, output, options=(), libraries=()):
    """Compiles the C file at `path` into `output` (a file name) in a folder of its own, for
    the tests of `test_class`; it goes again once they have run. Returns the output's path."""
    folder = tempfile.mkdtemp(prefix="sheaf-cc-")
    test_class.addClassCleanup(shutil.rmtree, folder, True)
    built = os.path.join(folder, output)
    # The libraries after the source: Debian's linker drops those nothing needs yet.
    subprocess.run(["cc", *options, "-O2", "-o", built, path, *libraries], check=True)
    return built


def build_preload(test_class, source):
    """Compiles `source`, a C file beside the tests, into an LD_PRELOAD library for the tests
    of `test_class`; the library goes again once they have run."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), source)
    return compile_c(test_class, path, os.path.splitext(source)[0] + ".so",
                     options=("-shared", "-fPIC"), libraries=("-ldl",))


def build_program(test_class, source, packages):
    """Compiles `source`, a C program beside the tests, against the pkg-config `packages`,
    for the tests of `test_class`; it goes again once they have run."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), source)
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", *packages], check=True,
                           capture_output=True, text=True).stdout.split()
    return compile_c(test_class, path, os.path.splitext(source)[0], libraries=flags)


def build_xmeasure(test_class):
    """Compiles bench/xmeasure.c, which measures Sheaf from outside (stalls, repaints), for the
    tests of `test_class`; it goes again once they have run."""
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench",
                          "xmeasure.c")
    return compile_c(test_class, source, "xmeasure",
                     libraries=("-lX11", "-lXdamage", "-lXfixes"))


def xmeasure_values(output):
    """xmeasure's `key=value` lines as a dict of strings."""
    return dict(line.partition("=")[::2] for line in output.split("\n") if "=" in line)


# Drops the two capabilities that let root read anything, so that chmod 000 means "no" to a
# Sheaf run by root (uid, display, D-Bus and AT-SPI stay the same).
WITHOUT_ROOT_READ = ("setpriv", "--inh-caps=-dac_override,-dac_read_search",
                     "--bounding-set=-dac_override,-dac_read_search")


def can_drop_root_read():
    """Whether WITHOUT_ROOT_READ works here (setpriv present, CAP_SETPCAP held)."""
    if not shutil.which("setpriv"):
        return False
    return subprocess.run([*WITHOUT_ROOT_READ, "true"], capture_output=True).returncode == 0


class Folder:
    """A folder named `name` inside a fresh temporary directory. `fast` puts it on tmpfs
    (/dev/shm) when there is one: creating 100,000 files on a disk takes ten times longer."""

    def __init__(self, name="Library", fast=False):
        base = "/dev/shm" if fast and os.access("/dev/shm", os.W_OK) else None
        self.root = tempfile.mkdtemp(prefix="sheaf-e2e-", dir=base)
        self.path = os.path.join(self.root, name)
        os.mkdir(self.path)

    def __call__(self, name):
        """The path of an entry of the folder; `name` may be bytes (then so is the path)."""
        if isinstance(name, bytes):
            return os.path.join(os.fsencode(self.path), name)
        return os.path.join(self.path, name)

    def remove(self):
        """Deletes everything, after giving back any permission a test took away."""
        if os.path.exists(self.root):
            subprocess.run(["chmod", "-R", "u+rwX", self.root], check=False)
            shutil.rmtree(self.root, ignore_errors=True)

    # --- files -------------------------------------------------------------------------
    def write(self, name, data=b""):
        """A file with `data` (bytes or str); `name` may be bytes that are not UTF-8."""
        if isinstance(data, str):
            data = data.encode("utf-8")
        descriptor = os.open(self(name), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        try:
            os.write(descriptor, data)
        finally:
            os.close(descriptor)
        return self(name)

    def symlink(self, name, target):
        os.symlink(target, self(name))
        return self(name)

    def subfolder(self, name):
        os.mkdir(self(name))
        return self(name)

    def large_text(self, name, megabytes):
        """A text file of `megabytes` MiB, written one 1 MiB block at a time (not sparse).
        Returns its first line."""
        line = "line %07d: the quick brown fox jumps over the lazy dog, again and again\n"
        block = "".join(line % n for n in range(14_000)).encode()[: 1024 * 1024]
        with open(self(name), "wb") as out:
            for _ in range(megabytes):
                out.write(block)
        return line % 0

    def many_empty_files(self, names):
        for name in names:
            os.close(os.open(self(name), os.O_WRONLY | os.O_CREAT, 0o644))

    # --- pictures ----------------------------------------------------------------------
    def blank_png(self, name, width, height, color=False, level=9):
        """A valid all-black PNG of any size, small on disk (zeros compress to nothing):
        1-bit grey, or 8-bit RGB with `color` (then it takes real work to decode)."""
        depth, kind, row_bytes = (8, 2, 3 * width) if color else (1, 0, (width + 7) // 8)
        header = struct.pack(">IIBBBBB", width, height, depth, kind, 0, 0, 0)
        row = b"\0" * (1 + row_bytes)
        packer = zlib.compressobj(level)
        pixels = b"".join(packer.compress(row) for _ in range(height)) + packer.flush()
        return self.write(name, png_file(header, pixels))

    def damaged_png(self, name):
        """A PNG whose header is sound but whose pixel data is not zlib data at all: what a
        download cut short and padded, or a bad sector, leaves."""
        header = struct.pack(">IIBBBBB", 64, 64, 8, 2, 0, 0, 0)
        return self.write(name, png_file(header, b"these bytes are no deflate stream " * 8))

    def png_with_damaged_header(self, name):
        """A PNG whose chunks after the signature are garbage."""
        good = png_file(struct.pack(">IIBBBBB", 64, 64, 8, 2, 0, 0, 0), zlib.compress(b"\0" * 65))
        return self.write(name, good[:8] + bytes(b ^ 0x5A for b in good[8:]))

    def jpeg(self, name, width=640, height=480):
        """A JPEG of smooth colour bands (so every part of it holds data)."""
        row = bytearray()
        for x in range(width):
            row += bytes((x * 255 // width, 128, 255 - x * 255 // width))
        pixels = bytearray()
        for y in range(height):
            shade = y * 255 // height
            pixels += bytes(b ^ shade if i % 3 == 1 else b for i, b in enumerate(row))
        picture = GdkPixbuf.Pixbuf.new_from_bytes(
            GLib.Bytes.new(bytes(pixels)), GdkPixbuf.Colorspace.RGB, False, 8, width, height,
            width * 3)
        picture.savev(self(name), "jpeg", ["quality"], ["90"])
        return self(name)

    def truncated_jpeg(self, name, width=640, height=480, keep=0.5):
        """A JPEG cut after `keep` of its bytes, as an interrupted copy leaves it."""
        self.jpeg(name, width, height)
        with open(self(name), "rb") as whole:
            data = whole.read()
        return self.write(name, data[: int(len(data) * keep)])

    def gif_with_huge_frame(self, name, screen=(64, 64), frame=(20000, 12000)):
        """A GIF whose screen is small and whose one frame is huge: gdk-pixbuf reports the
        screen's size, and decodes the frame's. One colour compresses to almost nothing, so
        the file stays small (about 150 KB for 240 million pixels)."""
        data = zero_run_lzw(frame[0] * frame[1], code_size=2)
        sub_blocks = b"".join(bytes((len(data[i:i + 255]),)) + data[i:i + 255]
                              for i in range(0, len(data), 255)) + b"\0"
        colours = b"\0\0\0\xff\xff\xff\0\0\0\xff\xff\xff"  # a global table of 4
        return self.write(name, b"GIF89a" + struct.pack("<HHBBB", *screen, 0x81, 0, 0) + colours
                          + b"\x2c" + struct.pack("<HHHHB", 0, 0, *frame, 0) + b"\x02"
                          + sub_blocks + b"\x3b")

    def progressive_jpeg(self, name, width, height):
        """A grey progressive JPEG that claims `width` × `height` pixels but holds the scans
        of a small picture: decoding it still takes what a picture that size takes (a
        progressive JPEG keeps every coefficient until its last scan), from a small file.
        ImageMagick refuses to make one that large itself."""
        small = self("small-progressive.jpg")
        subprocess.run(["convert", "-size", "1600x1600", "gradient:white-black", "-colorspace",
                        "Gray", "-interlace", "JPEG", "-quality", "80", small], check=True)
        with open(small, "rb") as file:
            data = bytearray(file.read())
        os.unlink(small)
        position = 2
        while data[position + 1] not in (0xC0, 0xC1, 0xC2):  # the frame header
            position += 2 + struct.unpack(">H", data[position + 2:position + 4])[0]
        data[position + 5:position + 9] = struct.pack(">HH", height, width)
        return self.write(name, bytes(data))


def zero_run_lzw(pixels, code_size):
    """GIF LZW codes for `pixels` pixels of colour 0, made without a loop over the pixels: a
    run of one colour codes as strings one pixel longer each time, so all the encoder needs to
    know is the longest string in its table."""
    clear, end = 1 << code_size, (1 << code_size) + 1
    out, bits, count = bytearray(), 0, 0
    width = code_size + 1

    def emit(code):
        nonlocal bits, count
        bits |= code << count
        count += width
        while count >= 8:
            out.append(bits & 0xFF)
            bits >>= 8
            count -= 8

    def reset():
        nonlocal width
        width = code_size + 1
        return end + 1, {1: 0}, 1  # the next code, the code of each run length, the longest

    emit(clear)
    next_code, code_of, longest = reset()
    current, consumed = 1, 1
    while True:
        grow = min(longest - current, pixels - consumed)
        current += grow
        consumed += grow
        if consumed == pixels:
            break
        emit(code_of[current])
        if next_code < 4096:
            code_of[current + 1] = next_code
            longest = current + 1
            if next_code == (1 << width) and width < 12:
                width += 1
            next_code += 1
        if next_code == 4096:
            emit(clear)
            next_code, code_of, longest = reset()
        current = 1
        consumed += 1
    emit(code_of[current])
    emit(end)
    if count:
        out.append(bits & 0xFF)
    return bytes(out)


def png_file(header, pixels):
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels)
            + chunk(b"IEND", b""))


def snapshot(path):
    """Everything about a folder tree that Sheaf must not change: for each entry (by its name
    bytes) its inode, mode, size, modification and change times, and its content's SHA-256
    (a link: its target). The folder's own times are in it too, so an entry created and
    removed again shows."""
    path = os.fsencode(path)
    folder = os.lstat(path)
    entries = {b".": (folder.st_ino, folder.st_mode, folder.st_mtime_ns, folder.st_ctime_ns)}
    for name in sorted(os.listdir(path)):
        full = os.path.join(path, name)
        info = os.lstat(full)
        if stat.S_ISREG(info.st_mode):
            digest = hashlib.sha256()
            with open(full, "rb") as content:
                for block in iter(lambda: content.read(1 << 20), b""):
                    digest.update(block)
            what = digest.hexdigest()
        elif stat.S_ISLNK(info.st_mode):
            what = os.readlink(full)
        elif stat.S_ISDIR(info.st_mode):
            what = snapshot(full)
        else:
            what = None
        entries[name] = (info.st_ino, info.st_mode, info.st_size, info.st_mtime_ns,
                         info.st_ctime_ns, what)
    return entries


def shot_path(testcase, name):
    """A file for a screenshot, outside every folder a test shows: a picture written into the
    shown folder would be listed, and move the rows under the test's keys."""
    folder = tempfile.mkdtemp(prefix="sheaf-shot-")
    testcase.addCleanup(shutil.rmtree, folder, True)
    return os.path.join(folder, name)


def tab_into(sheaf, focused):
    """Presses Tab from the list, past the detail's buttons, until `focused()`: one at a time,
    each once the one before has moved the focus, since a Tab too many (sent while a busy
    machine had not yet told of the last one) would go past the document."""
    def where():
        node = sheaf.focused()
        if node is None:
            return None
        parent = node.parent
        return (node.getRoleName(), node.name, node.getIndexInParent(),
                parent.getRoleName() if parent is not None else None)

    for _ in range(6):
        if focused():
            return
        before = where()
        sheaf.key("Tab")
        wait_for(lambda: where() != before, timeout=10, what="Tab moving the focus")
    if not focused():
        raise AssertionError("Tab never reached the document")


class FolderTestCase(SheafTestCase):
    """A test that builds its own folder, opens it in Sheaf, and reads what Sheaf says."""

    def folder(self, name="Library", fast=False):
        folder = Folder(name, fast=fast)
        # Cleanups run last first: Sheaf ends before its folder goes.
        self.addCleanup(folder.remove)
        return folder

    def rgb_at(self, point):
        """The colour painted at a point of the window, as (red, green, blue), 0-255."""
        shot = subprocess.run(["import", "-window", self.sheaf.window_id, "-crop",
                               f"1x1+{point[0]}+{point[1]}", "-depth", "8", "txt:-"],
                              capture_output=True, check=True, timeout=10)
        code = re.search(r"#([0-9A-Fa-f]{6})", shot.stdout.decode()).group(1)
        return tuple(int(code[i:i + 2], 16) for i in (0, 2, 4))

    def painted_words(self, crop):
        """The words OCR reads in the part `crop` ("WxH+X+Y", window pixels) of the window,
        top to bottom: what is painted, which AT-SPI cannot tell."""
        if not hasattr(self, "shots"):
            self.shots = tempfile.mkdtemp(prefix="sheaf-shots-")
            self.addCleanup(shutil.rmtree, self.shots, True)
        shot = os.path.join(self.shots, "crop.png")
        subprocess.run(["import", "-window", self.sheaf.window_id, "-crop", crop,
                        "-resize", "300%", shot], check=True)
        return subprocess.run(["tesseract", shot, "-"], capture_output=True,
                              text=True).stdout.split()

    def wait_equal(self, read, expected, what, timeout=10.0):
        """Waits until `read()` returns `expected`; on timeout, fails saying what it saw."""
        seen = []

        def matches():
            try:
                seen[:] = [read()]
            except Exception as error:  # the tree changes under us while it settles
                seen[:] = [error]
            return seen[0] == expected

        try:
            wait_for(matches, timeout=timeout, what=what)
        except AssertionError:
            self.fail(f"timed out waiting for {what}: expected {expected!r}, saw {seen[0]!r}")

    def wait_status(self, expected, pane="Content", what=None, timeout=10.0):
        self.wait_equal(lambda: self.sheaf.status(pane), expected,
                        what or f"the {pane.lower()} status page", timeout=timeout)

    def wait_rows(self, expected, what="the listed rows", timeout=10.0):
        self.wait_equal(self.sheaf.list_rows, expected, what, timeout=timeout)

    def select(self, name):
        """Selects a row with the keyboard and waits until the detail is about it."""
        self.sheaf.select_row(name)
        self.wait_equal(self.sheaf.detail_title, name, f"the detail titled {name}")

    def assert_answers_keys(self, rows=None):
        """The window still obeys the keyboard: Down and Up move the selection when there are
        rows, and F9 toggles the folder tree and back (the window must be 860 px or wider). `rows`: the first
        rows in order, when the list is too long for `list_rows` to give them in order."""
        sheaf = self.sheaf
        rows = rows or sheaf.list_rows()
        if len(rows) >= 2:
            current = sheaf.selected_row()
            if current not in rows:
                sheaf.key("Home")
                self.wait_equal(sheaf.selected_row, rows[0], "Home selecting the first row")
                current = rows[0]
            index = rows.index(current)
            there, back = ("Up", "Down") if index == len(rows) - 1 else ("Down", "Up")
            neighbour = rows[index - 1] if there == "Up" else rows[index + 1]
            sheaf.key(there)
            self.wait_equal(sheaf.selected_row, neighbour, f"{there} moving the selection")
            sheaf.key(back)
            self.wait_equal(sheaf.selected_row, current, f"{back} moving it back")
        # Regular, F9 brings the tree in; wide, where it stands, F9 hides it.
        tree = sheaf.tree_on_screen()
        sheaf.key("F9")
        self.wait_equal(sheaf.tree_on_screen, not tree, "F9 toggling the folder tree")
        self.assertEqual(sheaf.panes_on_screen(), {"Sidebar", "Content"}, "the list stays")
        sheaf.key("F9")
        self.wait_equal(sheaf.tree_on_screen, tree, "F9 toggling it back")
        self.assertIsNone(sheaf.process.poll(), "Sheaf is still running")
