import SplitState

/// How the columns share the view; each is one way of placing the same children.
enum SplitArrangement: Equatable {
  /// Collapsed: one page at a time, the other slid out of view.
  case stack
  /// The list beside the content with a divider.
  case beside
  /// The content alone, with the list sliding over it (or out of view).
  case overlay
  /// Three columns side by side, each pair with a divider.
  case tiled
  /// The list beside the content; the primary column slides in from the start edge and pushes
  /// both aside without narrowing the content, which goes partly off screen.
  case displace
  /// The list beside the content; the primary column slides over both, which are dimmed.
  case primaryOver

  init(_ state: SplitState<some Hashable & Codable & Sendable>) {
    guard let behavior = state.splitBehavior, let mode = state.displayMode else {
      self = .stack
      return
    }
    // From regular width on, a three-column view keeps its list on screen and the toggle acts
    // on the primary column; how it comes in is the split behaviour's.
    if state.configuration.style == .tripleColumn && state.sidebarColumn == .primary {
      switch behavior {
      case .tile: self = mode == .twoBesideSecondary ? .tiled : .beside
      case .displace: self = .displace
      case .overlay: self = .primaryOver
      }
      return
    }
    switch mode {
    case .oneBesideSecondary, .twoBesideSecondary, .twoDisplaceSecondary: self = .beside
    case .secondaryOnly, .oneOverSecondary, .twoOverSecondary: self = .overlay
    }
  }

  /// Whether the overlay slide moves something in this arrangement.
  var slidesOver: Bool { self == .overlay || self == .displace || self == .primaryOver }
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
  /// The primary column of a three-column view.
  var primary: SplitFrame?
  /// The list column: the sidebar of two columns, the supplementary column of three.
  var sidebar: SplitFrame?
  var content: SplitFrame?
  /// The line between the list and the content.
  var divider: SplitFrame?
  /// The line between the primary column and the list.
  var primaryDivider: SplitFrame?
  /// Under the sliding list.
  var dimmer: SplitFrame?
  /// Under the sliding primary column.
  var primaryDimmer: SplitFrame?
  /// How dark the dimmer is, 0...1 (it follows the overlay's slide).
  var dimming = 0.0
}

/// The placement of the columns as a pure function of the arrangement, the size and the two
/// slide positions, so it can be checked without a display.
struct SplitGeometry {
  var arrangement: SplitArrangement
  var width: Int32
  var height: Int32
  /// The list column's width.
  var sidebarWidth: Int32
  /// The primary column's width (three columns only).
  var primaryWidth: Int32 = 0
  /// 0: the list page in view, 1: the content page (collapsed only).
  var stackProgress = 0.0
  /// 0: the sliding column out of view, 1: fully in (overlay, displace, primary over).
  var overlayProgress = 0.0
  var isRightToLeft = false

  static let dividerWidth: Int32 = 1

  var frames: SplitFrames {
    var frames = SplitFrames()
    let line = Self.dividerWidth
    switch arrangement {
    case .stack:
      let shift = Int32((stackProgress * Double(width)).rounded())
      if stackProgress < 1 { frames.sidebar = frame(x: -shift, width: width) }
      if stackProgress > 0 { frames.content = frame(x: width - shift, width: width) }
    case .beside:
      placeListAndContent(at: 0, into: &frames)
    case .overlay:
      frames.content = frame(x: 0, width: width)
      if overlayProgress > 0 {
        let hidden = Int32(((1 - overlayProgress) * Double(sidebarWidth)).rounded())
        frames.sidebar = frame(x: -hidden, width: min(sidebarWidth, width))
        frames.dimmer = frame(x: 0, width: width)
        frames.dimming = overlayProgress
      }
    case .tiled:
      let primary = min(primaryWidth, max(0, width - 2 * line))
      frames.primary = frame(x: 0, width: primary)
      frames.primaryDivider = frame(x: primary, width: line)
      placeListAndContent(at: primary + line, into: &frames)
    case .displace:
      // The content keeps the width it has beside the list alone, so it moves rather than
      // reflowing while the primary column slides in.
      let shift = Int32((overlayProgress * Double(primaryWidth + line)).rounded())
      let list = min(sidebarWidth, max(0, width - line))
      if overlayProgress > 0 {
        frames.primary = frame(x: shift - primaryWidth - line, width: primaryWidth)
        frames.primaryDivider = frame(x: shift - line, width: line)
      }
      frames.sidebar = frame(x: shift, width: list)
      frames.divider = frame(x: shift + list, width: line)
      frames.content = frame(x: shift + list + line, width: max(0, width - list - line))
      // Nothing dims, but a click on the displaced detail still sends the column away, as a
      // click on a dimmed one does: the clear dimmer catches it.
      if overlayProgress > 0 {
        frames.dimmer = frames.content
        frames.dimming = overlayProgress
      }
    case .primaryOver:
      placeListAndContent(at: 0, into: &frames)
      if overlayProgress > 0 {
        let hidden = Int32(((1 - overlayProgress) * Double(primaryWidth)).rounded())
        frames.primary = frame(x: -hidden, width: min(primaryWidth, width))
        frames.primaryDimmer = frame(x: 0, width: width)
        frames.dimming = overlayProgress
      }
    }
    return frames
  }

  /// The list, a divider and the content filling the rest, from `start` on.
  private func placeListAndContent(at start: Int32, into frames: inout SplitFrames) {
    let line = Self.dividerWidth
    let list = min(sidebarWidth, max(0, width - start - line))
    frames.sidebar = frame(x: start, width: list)
    frames.divider = frame(x: start + list, width: line)
    let contentStart = start + list + line
    frames.content = frame(x: contentStart, width: max(0, width - contentStart))
  }

  /// The list's divider position, where a drag may start (beside only).
  var dividerX: Int32? {
    frames.divider.map { $0.x }
  }

  /// The primary column's divider position, where a drag may start.
  var primaryDividerX: Int32? {
    frames.primaryDivider.map { $0.x }
  }

  /// A frame laid out left to right, mirrored for right-to-left text.
  private func frame(x: Int32, width frameWidth: Int32) -> SplitFrame {
    let start = isRightToLeft ? width - x - frameWidth : x
    return SplitFrame(x: start, width: frameWidth, height: height)
  }
}
