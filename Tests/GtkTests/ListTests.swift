import CGtk
import Gtk
import GtkTestSupport
import XCTest

/// The list conveniences the examples build on.
final class ListTests: XCTestCase {
  func testASelectionStartsWithNothingSelectedEvenOverRows() throws {
    try withGtk {
      let names = StringList(["Ada", "Alan", "Grace"])
      XCTAssertEqual(names.count, 3)
      XCTAssertEqual(names.string(at: 1), "Alan")
      let selection = SingleSelection(model: names)
      XCTAssertNil(selection.selected, "nothing is chosen before the user chooses")
      selection.selected = 2
      XCTAssertEqual(selection.selected, 2)
      selection.selected = nil
      XCTAssertNil(selection.selected, "and it can go back to nothing")
    }
  }

  func testLabelRowsShowTheStrings() throws {
    try withGtk {
      let list = ListView(
        selection: SingleSelection(model: StringList(["Ada", "Alan"])), factory: .labels())
      inScrolledWindow(list, width: 300, height: 300) {
        var texts: [String] = []
        let found = MainLoop.run(until: {
          texts = labels(in: list.widget)
          return texts == ["Ada", "Alan"]
        })
        XCTAssertTrue(found, "rows show their strings, got \(texts)")
      }
    }
  }
}

/// The texts of every label below `widget`, in widget-tree order.
@MainActor
private func labels(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
  var texts: [String] = []
  var child = gtk_widget_get_first_child(widget)
  while let current = child {
    if g_type_check_instance_is_a(gcast(current), gtk_label_get_type()) != 0 {
      texts.append(Label(borrowing: current).text)
    }
    texts += labels(in: current)
    child = gtk_widget_get_next_sibling(current)
  }
  return texts
}
