import Gtk

/// The few styles plain GTK 4.8 lacks for a split view.
enum SplitStyle {
  @MainActor
  static func install() {
    Style.install(
      """
      splitview > .dimmer { background-color: alpha(black, 0.25); }
      splitview > .sidebar-pane { background-color: @theme_base_color; }
      splitview > .sidebar-pane.floating { box-shadow: 0 0 8px alpha(black, 0.3); }
      """)
  }
}
