import CGtk
import Gtk
import XCTest

@testable import SheafApp

/// A PDF opens without reading its pages and draws the page asked for at the width asked for;
/// a locked, a damaged, a truncated PDF and a pipe in a PDF's place each say what they are.
final class PDFDocumentTests: XCTestCase {
  func testAPageIsDrawnAtTheWidthAskedForOnWhite() throws {
    try MainActor.assumeIsolated {
      let folder = try TestFolder()
      defer { folder.remove() }
      try folder.write("Report.pdf", SimplePDF(pages: 3).bytes)
      let document = try PDFDocument.open(path: Array((folder.path + "/Report.pdf").utf8))
      XCTAssertEqual(document.pageCount, 3)
      XCTAssertEqual(document.firstPageSize.width, 200)
      XCTAssertEqual(document.firstPageSize.height, 400)
      let drawn = try XCTUnwrap(document.render(page: 2, width: 100))
      XCTAssertEqual(drawn.points.width, 200)
      XCTAssertEqual(drawn.points.height, 400)
      let texture = drawn.texture
      XCTAssertEqual(texture.width, 100)
      XCTAssertEqual(texture.height, 200)
      // The page's black square fills its lower left quarter (PDF's y goes up): the top is
      // white paper, the bottom left black ink.
      let pixels = Self.download(texture)
      XCTAssertEqual(pixels(75, 50), 0xFFFF_FFFF, "white paper")
      XCTAssertEqual(pixels(25, 150), 0xFF00_0000, "black ink")
      XCTAssertNil(document.render(page: 3, width: 100), "there is no fourth page")
    }
  }

  func testAPageIsNeverDrawnLargerThanATextureGTKUploads() {
    let tall = PDFDocument.pixelSize(of: (width: 10, height: 100_000), width: 1_000)
    XCTAssertLessThanOrEqual(Int(tall.height), PDFDocument.largestSide)
    let huge = PDFDocument.pixelSize(of: (width: 1_000, height: 1_000), width: 100_000)
    XCTAssertLessThanOrEqual(Int(huge.width) * Int(huge.height), PDFDocument.largestArea)
    let usual = PDFDocument.pixelSize(of: (width: 595, height: 842), width: 600)
    XCTAssertEqual(usual.width, 600)
    XCTAssertEqual(usual.height, 849)
  }

  func testALockedPDFSaysItIsLocked() throws {
    try MainActor.assumeIsolated {
      let folder = try TestFolder()
      defer { folder.remove() }
      try folder.write("Locked.pdf", SimplePDF(pages: 1, locked: true).bytes)
      XCTAssertThrowsError(
        try PDFDocument.open(path: Array((folder.path + "/Locked.pdf").utf8))
      ) { error in
        XCTAssertEqual(error as? PDFDocument.Failure, .locked)
      }
    }
  }

  func testADamagedOrTruncatedPDFIsDamaged() throws {
    try MainActor.assumeIsolated {
      let folder = try TestFolder()
      defer { folder.remove() }
      let whole = SimplePDF(pages: 2).bytes
      try folder.write("Truncated.pdf", Array(whole.prefix(40)))
      try folder.write("Fake.pdf", Array("%PDF-1.4 this is not a document".utf8))
      for name in ["Truncated.pdf", "Fake.pdf"] {
        XCTAssertThrowsError(try PDFDocument.open(path: Array((folder.path + "/" + name).utf8))) {
          error in
          guard case .damaged = error as? PDFDocument.Failure else {
            return XCTFail("\(name): \(error)")
          }
        }
      }
    }
  }

  func testAPipeInAPDFsPlaceIsRefusedNotWaitedOn() throws {
    try MainActor.assumeIsolated {
      let folder = try TestFolder()
      defer { folder.remove() }
      let path = folder.path + "/Pipe.pdf"
      XCTAssertEqual(mkfifo(path, 0o600), 0)
      XCTAssertThrowsError(try PDFDocument.open(path: Array(path.utf8))) { error in
        XCTAssertTrue((error as? GLibError)?.matches(G_IO_ERROR_NOT_REGULAR_FILE) ?? false)
      }
    }
  }

  /// The texture's pixels as 0xAARRGGBB, read by (x, y).
  private static func download(_ texture: Texture) -> (_ x: Int, _ y: Int) -> UInt32 {
    var pixels = [UInt32](repeating: 0, count: texture.width * texture.height)
    pixels.withUnsafeMutableBytes { buffer in
      gdk_texture_download(
        texture.pointer, buffer.baseAddress?.assumingMemoryBound(to: guchar.self),
        gsize(texture.width * 4))
    }
    let width = texture.width
    return { x, y in pixels[y * width + x] }
  }
}

/// A PDF written out by hand: `pages` pages of 200 × 400 points, each with a black square in
/// its lower left quarter. A locked one asks for a password no one knows.
struct SimplePDF {
  let pages: Int
  var locked = false

  var bytes: [UInt8] {
    var objects: [String] = []
    let kids = (0..<pages).map { "\(3 + 2 * $0) 0 R" }.joined(separator: " ")
    objects.append("<< /Type /Catalog /Pages 2 0 R >>")
    objects.append("<< /Type /Pages /Kids [\(kids)] /Count \(pages) >>")
    let ink = "0 0 0 rg 0 0 100 100 re f"
    for page in 0..<pages {
      objects.append(
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 400] /Contents \(4 + 2 * page) 0 R >>")
      objects.append("<< /Length \(ink.utf8.count) >>\nstream\n\(ink)\nendstream")
    }
    var encryption = ""
    if locked {
      // The standard security handler's check values, made up: no password opens it.
      let made = String(repeating: "5A", count: 32)
      objects.append("<< /Filter /Standard /V 1 /R 2 /O <\(made)> /U <\(made)> /P -4 >>")
      let id = "<0123456789ABCDEF0123456789ABCDEF>"
      encryption = " /Encrypt \(objects.count) 0 R /ID [\(id) \(id)]"
    }
    let trailer = "/Size \(objects.count + 1) /Root 1 0 R" + encryption
    var text = "%PDF-1.4\n"
    var offsets: [Int] = []
    for (index, object) in objects.enumerated() {
      offsets.append(text.utf8.count)
      text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
    }
    let table = text.utf8.count
    text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for offset in offsets {
      text += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n"
    }
    text += "trailer\n<< \(trailer) >>\nstartxref\n\(table)\n%%EOF\n"
    return Array(text.utf8)
  }
}
