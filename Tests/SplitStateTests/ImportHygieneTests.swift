import Foundation
import XCTest

/// SplitState must stay a pure-Swift model: no GTK, no UI framework, not even Foundation — so
/// every import but the standard library's fails, which covers CGtk and Gtk.
final class ImportHygieneTests: XCTestCase {
  private let allowed: Set<String> = ["Swift"]

  func testSplitStateSourcesImportNothingButTheStandardLibrary() throws {
    // Tests/SplitStateTests/<this file> -> package root.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let sources = root.appendingPathComponent("Sources/SplitState")
    let files = try FileManager.default.contentsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") }
    XCTAssertFalse(files.isEmpty, "no sources found at \(sources.path)")
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        // Catches `import X`, `@_exported import X`, `import struct X.Y`, `@preconcurrency import X`.
        guard let at = words.firstIndex(of: "import"), at + 1 < words.count else { continue }
        guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
        let module = words[words.count - 1].split(separator: ".").first.map(String.init) ?? ""
        XCTAssertTrue(allowed.contains(module), "\(file) imports \(module): \(line)")
      }
    }
  }
}
