import CGtk

/// A GtkSearchEntry: a text field for searching, reporting changes as the user pauses.
@MainActor
public final class SearchEntry: Widget {
  /// An empty search entry showing `placeholder` as a hint.
  public init(placeholder: String) {
    super.init(gtk_search_entry_new(), .sink)
    // GTK 4.8 has no setter for it yet, only the property.
    setProperty("placeholder-text", .string(placeholder))
  }

  /// The text typed in.
  public var text: String {
    get { String(cString: gtk_editable_get_text(cast())) }
    set { gtk_editable_set_text(cast(), newValue) }
  }

  /// Called as the text changes (GTK waits a moment between keystrokes).
  @discardableResult
  public func onSearchChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    on("search-changed", handler)
  }

  /// Called when the user asks to stop searching (Escape).
  @discardableResult
  public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    on("stop-search", handler)
  }

  /// Called on Enter.
  @discardableResult
  public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    on("activate", handler)
  }
}

/// A GtkSearchBar: slides a search entry in below a header bar.
@MainActor
public final class SearchBar: Widget {
  /// A search bar around `entry`, connected to it, so that Escape in the entry closes the bar.
  /// `child`: what the bar holds when it is more than the entry (the entry among buttons).
  public init(entry: SearchEntry, child: Widget? = nil) {
    super.init(gtk_search_bar_new(), .sink)
    gtk_search_bar_set_child(cast(), (child ?? entry).widget)
    gtk_search_bar_connect_entry(cast(), OpaquePointer(entry.widget))
  }

  /// Whether the bar is open.
  public var isSearchMode: Bool {
    get { gtk_search_bar_get_search_mode(cast()) != 0 }
    set { gtk_search_bar_set_search_mode(cast(), newValue ? 1 : 0) }
  }

}
