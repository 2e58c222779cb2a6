import CGtk
import CGtkSourceView
import Gtk

/// Colours a Markdown document's fenced code in its language, the way GtkSourceView colours a
/// source file. GtkSourceView highlights a whole buffer in one language, so each block is
/// highlighted in a scratch buffer of its own, and the colours, weights and slants found
/// there are copied onto the block as tags of the document's shared table. It runs on the
/// main thread, as all GTK does, so it is bounded: blocks over `blockLimit` characters, and
/// any past `documentLimit` in all, stay plain.
@MainActor
enum CodeHighlighting {
  static let blockLimit = 20_000
  static let documentLimit = 100_000

  static func apply(
    _ blocks: [MarkdownCodeBlock], to buffer: UnsafeMutablePointer<GtkTextBuffer>,
    tags: OpaquePointer, dark: Bool
  ) {
    let scheme = Self.scheme(dark: dark)
    var budget = documentLimit
    for block in blocks {
      let length = block.end - block.start
      guard length > 0, length <= blockLimit, length <= budget,
        let language = language(named: block.language)
      else { continue }
      budget -= length
      var start = GtkTextIter()
      var end = GtkTextIter()
      gtk_text_buffer_get_iter_at_offset(buffer, &start, Int32(clamping: block.start))
      gtk_text_buffer_get_iter_at_offset(buffer, &end, Int32(clamping: block.end))
      guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { continue }
      defer { g_free(text) }
      guard let scratch = gtk_source_buffer_new(nil) else { continue }
      defer { g_object_unref(UnsafeMutableRawPointer(scratch)) }
      gtk_source_buffer_set_language(scratch, language)
      gtk_source_buffer_set_style_scheme(scratch, scheme)
      gtk_source_buffer_set_highlight_syntax(scratch, 1)
      let plain = UnsafeMutablePointer<GtkTextBuffer>(OpaquePointer(scratch))
      gtk_text_buffer_set_text(plain, text, -1)
      var from = GtkTextIter()
      var to = GtkTextIter()
      gtk_text_buffer_get_bounds(plain, &from, &to)
      gtk_source_buffer_ensure_highlight(scratch, &from, &to)
      copyColours(from: plain, to: buffer, at: block.start, tags: tags)
    }
  }

  /// GtkSourceView's colours for the light or the dark style.
  static func scheme(dark: Bool) -> OpaquePointer? {
    gtk_source_style_scheme_manager_get_scheme(
      gtk_source_style_scheme_manager_get_default(), dark ? "Adwaita-dark" : "Adwaita")
  }

  /// The language a fence names: its GtkSourceView id ("python"), or a file extension ("py").
  static func language(named name: String) -> OpaquePointer? {
    let word = name.split(separator: " ").first.map { $0.lowercased() } ?? ""
    guard !word.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || "+-#_".contains($0) })
    else { return nil }
    let manager = gtk_source_language_manager_get_default()
    return gtk_source_language_manager_get_language(manager, aliases[word] ?? word)
      ?? gtk_source_language_manager_guess_language(manager, "code.\(word)", nil)
  }

  private static let aliases = [
    "javascript": "js", "shell": "sh", "bash": "sh", "zsh": "sh", "console": "sh",
    "c++": "cpp", "objc": "objc", "yml": "yaml", "html": "html", "md": "markdown",
  ]

  /// Copies every highlighted run of `source` onto `target` from character `offset` on.
  private static func copyColours(
    from source: UnsafeMutablePointer<GtkTextBuffer>,
    to target: UnsafeMutablePointer<GtkTextBuffer>, at offset: Int, tags: OpaquePointer
  ) {
    var iter = GtkTextIter()
    gtk_text_buffer_get_start_iter(source, &iter)
    while gtk_text_iter_is_end(&iter) == 0 {
      var next = iter
      gtk_text_iter_forward_to_tag_toggle(&next, nil)
      var list = gtk_text_iter_get_tags(&iter)
      defer { g_slist_free(list) }
      while let node = list {
        list = node.pointee.next
        guard let tag = node.pointee.data,
          let copy = Self.copy(of: UnsafeMutablePointer<GtkTextTag>(OpaquePointer(tag)), in: tags)
        else { continue }
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(
          target, &start, Int32(clamping: offset + Int(gtk_text_iter_get_offset(&iter))))
        gtk_text_buffer_get_iter_at_offset(
          target, &end, Int32(clamping: offset + Int(gtk_text_iter_get_offset(&next))))
        gtk_text_buffer_apply_tag(target, copy, &start, &end)
      }
      iter = next
    }
  }

  /// A tag of the shared table that looks as `tag` does (colour, weight, slant), made once per
  /// look; nil for a tag that changes none of them.
  private static func copy(of tag: UnsafeMutablePointer<GtkTextTag>, in table: OpaquePointer)
    -> UnsafeMutablePointer<GtkTextTag>?
  {
    let object = UnsafeMutablePointer<GObject>(OpaquePointer(tag))
    var colour: String?
    if boolean(object, "foreground-set") {
      var value = GValue()
      g_value_init(&value, gdk_rgba_get_type())
      defer { g_value_unset(&value) }
      g_object_get_property(object, "foreground-rgba", &value)
      if let rgba = g_value_get_boxed(&value)?.assumingMemoryBound(to: GdkRGBA.self),
        let text = gdk_rgba_to_string(rgba)
      {
        colour = String(cString: text)
        g_free(text)
      }
    }
    let weight = boolean(object, "weight-set") ? integer(object, "weight") : nil
    let slant = boolean(object, "style-set") ? integer(object, "style") : nil
    guard colour != nil || weight != nil || slant != nil else { return nil }
    let name =
      "code-colour \(colour ?? "-") \(weight.map(String.init) ?? "-") \(slant.map(String.init) ?? "-")"
    if let existing = gtk_text_tag_table_lookup(table, name) { return existing }
    guard let made = gtk_text_tag_new(name) else { return nil }
    let wrapper = Object(UnsafeMutableRawPointer(made), .adopt)
    if let colour { wrapper.setProperty("foreground", .string(colour)) }
    if let weight { wrapper.setProperty("weight", .integer(weight)) }
    if let slant { wrapper.setProperty("style", .integer(slant)) }
    gtk_text_tag_table_add(table, made)
    return made
  }

  private static func boolean(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> Bool {
    var value = GValue()
    g_value_init(&value, g_type_from_name("gboolean"))
    defer { g_value_unset(&value) }
    g_object_get_property(object, name, &value)
    return g_value_get_boolean(&value) != 0
  }

  private static func integer(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> Int {
    var value = GValue()
    let spec = g_object_class_find_property(
      object.pointee.g_type_instance.g_class.withMemoryRebound(
        to: GObjectClass.self, capacity: 1
      ) { $0 }, name)
    g_value_init(&value, spec?.pointee.value_type ?? g_type_from_name("gint"))
    defer { g_value_unset(&value) }
    g_object_get_property(object, name, &value)
    return g_type_check_value_holds(&value, g_type_from_name("GEnum")) != 0
      ? Int(g_value_get_enum(&value)) : Int(g_value_get_int(&value))
  }
}
