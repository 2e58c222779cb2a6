import CGtk
import GtkTestSupport
import XCTest

@testable import Gtk
@testable import SheafApp

/// Fenced code that names its language is coloured in it; other code stays plain.
final class CodeHighlightingTests: XCTestCase {
  func testAFenceNamesTheLanguageItsCodeIsColouredIn() throws {
    try withGtk {
      let source = """
        # Code

        ```swift
        let greeting = "Hello"
        ```

        ```
        let plain = "Hello"
        ```
        """
      let document = try XCTUnwrap(MarkdownParser.parse(source))
      XCTAssertEqual(document.codeBlocks.map(\.language), ["swift"], "only the fenced language")
      let view = MarkdownView()
      view.show(document)
      let buffer = try XCTUnwrap(gtk_text_view_get_buffer(view.view.cast()))
      let text = document.text
      let swiftLet = try XCTUnwrap(text.range(of: "let greeting"))
      let plainLet = try XCTUnwrap(text.range(of: "let plain"))
      XCTAssertTrue(
        colourTags(
          in: buffer,
          at: text.unicodeScalars.distance(
            from: text.unicodeScalars.startIndex, to: swiftLet.lowerBound)
        ).count > 0,
        "the Swift keyword coloured")
      XCTAssertEqual(
        colourTags(
          in: buffer,
          at: text.unicodeScalars.distance(
            from: text.unicodeScalars.startIndex, to: plainLet.lowerBound)), [],
        "code without a language left plain")
    }
  }
}

/// The names of the code-colour tags on the character at `offset`.
@MainActor
private func colourTags(in buffer: UnsafeMutablePointer<GtkTextBuffer>, at offset: Int)
  -> [String]
{
  var iter = GtkTextIter()
  gtk_text_buffer_get_iter_at_offset(buffer, &iter, Int32(offset))
  var names: [String] = []
  var list = gtk_text_iter_get_tags(&iter)
  defer { g_slist_free(list) }
  while let node = list {
    list = node.pointee.next
    guard let tag = node.pointee.data else { continue }
    var value = GValue()
    g_value_init(&value, g_type_from_name("gchararray"))
    defer { g_value_unset(&value) }
    g_object_get_property(UnsafeMutablePointer<GObject>(OpaquePointer(tag)), "name", &value)
    if let name = g_value_get_string(&value).map({ String(cString: $0) }),
      name.hasPrefix("code-colour")
    {
      names.append(name)
    }
  }
  return names
}
