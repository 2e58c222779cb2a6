import CGtk

/// A GtkStringList: a GListModel of strings that scales to hundreds of thousands of rows.
@MainActor
public final class StringList: ListModel {
  /// An empty list.
  public init() {
    super.init(constructed(gtk_string_list_new(nil), "a string list"), .adopt)
  }

  /// A list holding `strings`, in order.
  public convenience init(_ strings: [String]) {
    self.init()
    replaceAll(with: strings)
  }

  /// The string at `position`, or nil past the end.
  public func string(at position: Int) -> String? {
    guard position >= 0, position < count,
      let text = gtk_string_list_get_string(cast(), guint(position))
    else { return nil }
    return String(cString: text)
  }

  /// Replaces `removing` rows at `position` with `strings`, emitting one `items-changed`.
  public func splice(at position: Int, removing: Int, inserting strings: [String]) {
    withConstCStringArray(strings) {
      gtk_string_list_splice(cast(), guint(position), guint(removing), $0)
    }
  }

  /// Replaces every string with `strings`, emitting one `items-changed`.
  public func replaceAll(with strings: [String]) {
    splice(at: 0, removing: count, inserting: strings)
  }
}
