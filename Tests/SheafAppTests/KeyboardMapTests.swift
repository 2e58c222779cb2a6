import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import SheafApp

/// The keyboard is declared once, in `KeyboardMap`; the README's table and the sample
/// library's page must say exactly what it says.
final class KeyboardMapTests: XCTestCase {
  func testTheReadmeListsExactlyTheAppsShortcuts() throws {
    try withGtk {
      try assertTable(in: "README.md")
    }
  }

  func testTheSampleLibrarysPageListsExactlyTheAppsShortcuts() throws {
    try withGtk {
      try assertTable(in: "data/library/Keyboard Shortcuts.md")
    }
  }

  func testEveryActionsShortcutIsInstalledFromTheMap() throws {
    try MainActor.assumeIsolated {
      let mapped = Set(KeyboardMap.entries.compactMap(\.action))
      for action in SheafAction.allCases where !action.accelerators.isEmpty {
        XCTAssertTrue(mapped.contains(action), "\(action) has keys outside the map")
      }
      XCTAssertEqual(SheafAction.find.accelerators, ["<Control>f"])
    }
  }

}

/// Each row of the map has a row in the document's keyboard table with the same keys, as GTK
/// names them, and the table has no key the map lacks. Words that are not keys (a mouse
/// button) may stand beside them.
@MainActor
private func assertTable(in document: String, file: StaticString = #filePath, line: UInt = #line)
  throws
{
  let rows = try keyboardRows(in: document)
  XCTAssertFalse(rows.isEmpty, "\(document) has a keyboard table", file: file, line: line)
  var documented: Set<String> = []
  for row in rows { documented.formUnion(row) }
  var declared: Set<String> = []
  for entry in KeyboardMap.entries {
    let keys = Set(entry.accelerators.map(Accelerator.label))
    declared.formUnion(keys)
    XCTAssertTrue(
      rows.contains { keys.isSubset(of: $0) },
      "\(document) has no row with \(keys.sorted()) (\(entry.title))", file: file, line: line)
  }
  let undeclared = documented.subtracting(declared).filter { !$0.contains("mouse") }
  XCTAssertEqual(
    undeclared, [], "\(document) lists keys Sheaf does not have", file: file, line: line)
}

/// The key column of the table under a "keys" heading: one set of key labels per row.
private func keyboardRows(in document: String) throws -> [Set<String>] {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
  var rows: [Set<String>] = []
  var inTable = false
  for line in text.split(separator: "\n") {
    let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard cells.count >= 3, line.hasPrefix("|") else {
      inTable = false
      continue
    }
    if cells[1].lowercased() == "keys" {
      inTable = true
      continue
    }
    guard inTable, !cells[1].hasPrefix("---") else { continue }
    rows.append(
      Set(
        cells[1].replacingOccurrences(of: "`", with: "").split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }))
  }
  return rows
}
