import CGtk
import Gtk
import GtkTestSupport
import XCTest

/// A tree of rows over lists made on demand.
final class TreeListModelTests: XCTestCase {
  func testRowsOpenOnTheirChildrenAndCloseAgain() throws {
    try withGtk {
      var made: [String] = []
      let tree = TreeListModel(root: StringList(["a", "b"])) { item in
        let name = String(cString: gtk_string_object_get_string(item.cast()))
        made.append(name)
        // Two levels: "a" holds "a1" and "a2", which hold nothing.
        return name.count == 1 ? StringList([name + "1", name + "2"]) : nil
      }
      XCTAssertEqual(tree.count, 2)
      let a = try XCTUnwrap(tree.row(at: 0))
      XCTAssertTrue(a.isExpandable)
      XCTAssertNil(a.children, "no children kept while closed")
      a.isExpanded = true
      XCTAssertEqual(tree.count, 4)
      let a2 = try XCTUnwrap(a.child(at: 1))
      XCTAssertEqual(a2.depth, 1)
      XCTAssertEqual(a2.position, 2)
      XCTAssertEqual(a2.parent?.position, 0)
      XCTAssertFalse(a2.isExpandable, "a leaf")
      XCTAssertEqual(tree.row(at: 3)?.depth, 0, "b after a's children")
      XCTAssertEqual(a.children?.count, 2)
      a.isExpanded = false
      XCTAssertEqual(tree.count, 2)
      XCTAssertNil(tree.row(at: 2))
      XCTAssertTrue(made.contains("a"))
    }
  }
}
