import SplitState

/// How the two panes share the view; each is one way of placing the same two children.
enum SplitArrangement: Equatable {
  /// Collapsed: one page at a time, the other slid out of view.
  case stack
  /// Side by side with a divider.
  case beside
  /// The content alone, with the sidebar sliding over it (or out of view).
  case overlay

  init(_ state: SplitState<some Hashable & Codable & Sendable>) {
    switch state.displayMode {
    case nil: self = .stack
    // The view has two columns; the three-column modes never reach it and fold onto theirs.
    case .oneBesideSecondary, .twoBesideSecondary, .twoDisplaceSecondary: self = .beside
    case .secondaryOnly, .oneOverSecondary, .twoOverSecondary: self = .overlay
    }
  }
}

/// A child's rectangle in the view's coordinates.
struct SplitFrame: Equatable {
  var x: Int32
  var y: Int32 = 0
  var width: Int32
  var height: Int32
}

/// Where every child of the view goes; nil means not drawn at all.
struct SplitFrames: Equatable {
  var sidebar: SplitFrame?
  var content: SplitFrame?
  var divider: SplitFrame?
  var dimmer: SplitFrame?
  /// How dark the dimmer is, 0...1 (it follows the overlay's slide).
  var dimming = 0.0
}

/// The placement of the panes as a pure function of the arrangement, the size and the two
/// slide positions, so it can be checked without a display.
struct SplitGeometry {
  var arrangement: SplitArrangement
  var width: Int32
  var height: Int32
  var sidebarWidth: Int32
  /// 0: the list page in view, 1: the content page (collapsed only).
  var stackProgress = 0.0
  /// 0: the sidebar out of view, 1: fully over the content (overlay only).
  var overlayProgress = 0.0
  var isRightToLeft = false

  static let dividerWidth: Int32 = 1

  var frames: SplitFrames {
    var frames = SplitFrames()
    switch arrangement {
    case .stack:
      let shift = Int32((stackProgress * Double(width)).rounded())
      if stackProgress < 1 { frames.sidebar = frame(x: -shift, width: width) }
      if stackProgress > 0 { frames.content = frame(x: width - shift, width: width) }
    case .beside:
      let sidebar = min(sidebarWidth, max(0, width - Self.dividerWidth))
      frames.sidebar = frame(x: 0, width: sidebar)
      frames.divider = frame(x: sidebar, width: Self.dividerWidth)
      let start = sidebar + Self.dividerWidth
      frames.content = frame(x: start, width: max(0, width - start))
    case .overlay:
      frames.content = frame(x: 0, width: width)
      if overlayProgress > 0 {
        let hidden = Int32(((1 - overlayProgress) * Double(sidebarWidth)).rounded())
        frames.sidebar = frame(x: -hidden, width: min(sidebarWidth, width))
        frames.dimmer = frame(x: 0, width: width)
        frames.dimming = overlayProgress
      }
    }
    return frames
  }

  /// The divider's position, where a drag may start (beside only).
  var dividerX: Int32? {
    frames.divider.map { $0.x }
  }

  /// A frame laid out left to right, mirrored for right-to-left text.
  private func frame(x: Int32, width frameWidth: Int32) -> SplitFrame {
    let start = isRightToLeft ? width - x - frameWidth : x
    return SplitFrame(x: start, width: frameWidth, height: height)
  }
}
