import Gtk

/// The few styles plain GTK 4.8 lacks for a split view.
enum SplitStyle {
  @MainActor
  static func install() {
    // Only the sliding sidebar gets a background of its own: it floats over the content and
    // must hide it. Beside the content or stacked, the sidebar's own widgets draw theirs (a list
    // view does), and a pane background under them would fill the sidebar's whole area a
    // second time in every frame, which software rendering pays for at each resize.
    // The header titles' room either side is a margin set per arrangement
    // (`SplitHeaders.titleInset`), not the theme's padding: a style class switched as the
    // window collapses would restyle during layout and cost every resize a second frame.
    Style.install(
      """
      splitview > .dimmer { background-color: alpha(black, 0.25); }
      splitview > .dimmer.clear { background-color: transparent; }
      splitview > .sidebar-pane.floating, splitview > .primary-pane.floating {
        background-color: @theme_base_color;
        box-shadow: 0 0 8px alpha(black, 0.3);
      }
      splitview headerbar .title { padding-left: 0; padding-right: 0; }
      """)
  }
}
