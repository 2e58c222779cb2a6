import CGtk
import Gtk
import GtkTestSupport
import XCTest

/// Actions with a state, as a menu's radio and check items drive them.
final class ActionTests: XCTestCase {
  func testChoosingATargetMakesItTheStateAndReportsIt() throws {
    try withGtk {
      var chosen: [String] = []
      let action = Action("order", state: "name") { chosen.append($0) }
      let group = g_simple_action_group_new()
      defer { g_object_unref(UnsafeMutableRawPointer(group)) }
      g_action_map_add_action(OpaquePointer(group), OpaquePointer(action.object))
      // As a radio item "win.order::size" does.
      g_action_group_activate_action(OpaquePointer(group), "order", g_variant_new_string("size"))
      XCTAssertEqual(chosen, ["size"])
      XCTAssertEqual(action.stringState, "size")
      // Set by the program: the state only, nothing reported.
      action.stringState = "kind"
      XCTAssertEqual(action.stringState, "kind")
      XCTAssertEqual(chosen, ["size"])
      XCTAssertNil(action.isOn)
    }
  }

  func testAToggleFlipsItsStateAndReportsTheNewOne() throws {
    try withGtk {
      var reported: [Bool] = []
      // Added to a map and the wrapper let go, as a window keeps only the GAction.
      let group = g_simple_action_group_new()
      defer { g_object_unref(UnsafeMutableRawPointer(group)) }
      do {
        let action = Action("reversed", isOn: false) { reported.append($0) }
        g_action_map_add_action(OpaquePointer(group), OpaquePointer(action.object))
      }
      g_action_group_activate_action(OpaquePointer(group), "reversed", nil)
      g_action_group_activate_action(OpaquePointer(group), "reversed", nil)
      XCTAssertEqual(reported, [true, false])
    }
  }
}
