"""End-to-end: PDFs in the detail, as a reader pages through them: the pages painted, where
the reader is, the zoom, and a locked or damaged document told in words."""

import hashlib
import os
import pathlib
import subprocess

import pyatspi

from Tests.e2e.fixtures import FolderTestCase, build_program
from Tests.e2e.sheaf_session import CACHE_HOME, Status


def locked_pdf():
    """A one-page PDF that asks for a password no one knows (made-up check values)."""
    made = "5A" * 32
    objects = ["<< /Type /Catalog /Pages 2 0 R >>",
               "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 400] >>",
               f"<< /Filter /Standard /V 1 /R 2 /O <{made}> /U <{made}> /P -4 >>"]
    text, offsets = "%PDF-1.4\n", []
    for number, body in enumerate(objects, 1):
        offsets.append(len(text))
        text += f"{number} 0 obj\n{body}\nendobj\n"
    table = len(text)
    text += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n"
    text += "".join(f"{offset:010d} 00000 n \n" for offset in offsets)
    ident = "<0123456789ABCDEF0123456789ABCDEF>"
    text += (f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R /Encrypt 4 0 R "
             f"/ID [{ident} {ident}] >>\nstartxref\n{table}\n%%EOF\n")
    return text


class PDFTestCase(FolderTestCase):
    """Tests with PDFs written by cairo, as applications write them."""

    @classmethod
    def setUpClass(cls):
        cls.make_pdf = build_program(cls, "make_pdf.c", ["cairo"])

    def pdf(self, path, pages):
        subprocess.run([self.make_pdf, path, str(pages)], check=True)


class PDFTests(PDFTestCase):
    def position(self):
        """The line below the pages: "Page 2 of 12"."""
        return next((label for label in self.sheaf.detail_labels() if label.startswith("Page ")),
                    None)

    def test_a_pdf_shows_its_pages_where_the_reader_is_and_zooms(self):
        folder = self.folder()
        self.pdf(folder("Report.pdf"), 3)
        folder.write("notes.txt", "notes\n")
        self.start(folder.path, width=1100)
        self.select("Report.pdf")
        self.wait_equal(self.position, "Page 1 of 3", "where the reader is")
        # OCR reads a lone "1" as "l": the word is enough to tell the page was drawn.
        self.wait_equal(lambda: self.painted_words("700x300+340+60")[:1], ["Page"],
                        "the first page painted")
        # The pages take the focus; Page Down scrolls by most of a screen (a page is taller),
        # End goes to the last one.
        self.sheaf.key("F6")
        self.sheaf.key("Page_Down", "Page_Down")
        self.wait_equal(self.position, "Page 2 of 3", "Page Down moving on")
        self.sheaf.key("End")
        self.wait_equal(self.position, "Page 3 of 3", "End going to the last page")
        self.wait_equal(lambda: "3" in self.painted_words("700x600+340+60"), True,
                        "the last page painted")
        self.sheaf.key("ctrl+plus")
        self.wait_equal(self.position, "Page 3 of 3, shown at 125 %", "Ctrl+plus zooming in")
        self.sheaf.key("ctrl+0")
        self.wait_equal(self.position, "Page 3 of 3", "Ctrl+0 fitting the pages again")
        self.sheaf.key("shift+F6")
        self.assert_answers_keys()

    def test_thousands_of_pages_open_at_once_and_the_last_is_one_key_away(self):
        folder = self.folder()
        self.pdf(folder("Long.pdf"), 5000)
        self.start(folder.path, width=1100)
        self.select("Long.pdf")
        self.wait_equal(self.position, "Page 1 of 5000", "the first page, at once")
        self.sheaf.key("F6")
        self.sheaf.key("End")
        self.wait_equal(self.position, "Page 5000 of 5000", "the last page")
        self.wait_equal(lambda: "5000" in self.painted_words("700x600+340+60"), True,
                        "the last page painted")
        self.assertLess(self.sheaf.peak_memory_kb(), 400 * 1024, "only pages on screen drawn")

    def test_a_locked_or_damaged_pdf_says_so(self):
        folder = self.folder()
        folder.write("Locked.pdf", locked_pdf())
        folder.write("Broken.pdf", "%PDF-1.4 this is not a document\n")
        self.start(folder.path, width=1100)
        self.select("Locked.pdf")
        self.wait_status(Status(
            "Document Is Locked",
            "“Locked.pdf” is protected by a password. Open it in a document viewer to unlock it."))
        self.select("Broken.pdf")
        self.wait_status(Status("Cannot Show Document",
                                "“Broken.pdf” is damaged or not a PDF Sheaf can read."))
        self.assert_answers_keys()


class ThumbnailTests(PDFTestCase):
    """PDFs and videos have thumbnails in the list, shared with GNOME Files."""

    def thumbnail(self, path):
        """Where the freedesktop spec keeps a file's normal-size thumbnail."""
        uri = pathlib.Path(path).as_uri()
        return os.path.join(CACHE_HOME, "thumbnails", "normal",
                            hashlib.md5(uri.encode()).hexdigest() + ".png")

    def row_icon_rgb(self, name):
        """The colour painted in the middle of a list row's icon, as (red, green, blue)."""
        extents = self.sheaf.list_row(name).queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        margin = self.sheaf.frame_margin()
        return self.rgb_at((extents.x + 24 + margin, extents.y + extents.height // 2 + margin))

    def test_pdfs_and_videos_get_thumbnails_kept_in_the_desktops_cache(self):
        folder = self.folder()
        self.pdf(folder("Report.pdf"), 2)
        subprocess.run(["gst-launch-1.0", "-q", "videotestsrc", "num-buffers=15", "pattern=red",
                        "!", "video/x-raw,width=320,height=240", "!", "theoraenc", "!", "oggmux",
                        "!", "filesink", f"location={folder('red.ogv')}"], check=True, timeout=60)
        folder.write("broken.pdf", "not a PDF\n")
        before = sorted(os.listdir(folder.path))
        self.start(folder.path, width=1100)
        for name in ("Report.pdf", "red.ogv"):
            path = self.thumbnail(folder(name))
            self.wait_equal(lambda: os.path.exists(path), True, f"{name}'s thumbnail stored")
            written = subprocess.run(
                ["identify", "-format", "%[Thumb::URI] %[Thumb::MTime]", path],
                capture_output=True, text=True, check=True).stdout
            self.assertEqual(written, f"{pathlib.Path(folder(name)).as_uri()} "
                             f"{int(os.stat(folder(name)).st_mtime)}", "what the spec asks")
            self.assertEqual(os.stat(path).st_mode & 0o777, 0o600, "private, as the spec asks")
        red = lambda: (lambda r, g, b: r > 180 and g < 80 and b < 80)(*self.row_icon_rgb("red.ogv"))
        self.wait_equal(red, True, "the video's first frame painted in its row")
        self.assertFalse(os.path.exists(self.thumbnail(folder("broken.pdf"))))
        self.assertEqual(sorted(os.listdir(folder.path)), before, "nothing written in the folder")
        self.assert_answers_keys()
