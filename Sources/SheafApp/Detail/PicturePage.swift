import CGtk
import Gtk

/// A picture in the detail: at its own size when it fits (a 16 px icon stays 16 px), shrunk to
/// the pane when it does not, a vector picture filling the pane; its size in pixels below it.
/// It zooms (Ctrl+plus and minus, Ctrl with the wheel, a pinch) around the middle of what is
/// shown, pans with the arrow keys or the scroll bars once larger than the pane, and Ctrl+0
/// fits it again. Zoomed to 2 screen pixels a pixel or more, its pixels stay sharp squares (see
/// `PixelEnlargement`). An animated picture plays, over and over, while it is shown.
@MainActor
final class PicturePage {
  let root = Box(GTK_ORIENTATION_VERTICAL, spacing: 6)
  let picture = Picture()
  private let scroller = ScrolledWindow()
  private let size = Label()
  /// Ctrl with the wheel zooms; kept to read the modifiers of the step it reports.
  private let wheel = ScrollController()
  /// The next frame's timer while an animation plays.
  private var nextFrame: SourceID?
  /// The picture's size at 100 %: its own pixels, or for a vector picture the size it was
  /// drawn at.
  private var natural: (width: Double, height: Double) = (1, 1)
  private var pictureSize: (width: Int, height: Int)?
  /// How many screen pixels one of the picture's takes; nil while it fits the pane.
  private(set) var zoom: Double?
  /// The zoom when a pinch began.
  private var pinchStart = 1.0
  /// The still picture on show, as decoded.
  private var texture: Texture?
  /// How many times each pixel is repeated in the picture drawn now (1: the picture itself).
  private var enlargement = 1
  /// Makes an enlarged copy for the zoom, on a worker.
  private var enlarging: Cancellable?

  init() {
    root.setMargins(12)
    scroller.expandsHorizontally = true
    scroller.expandsVertically = true
    scroller.setChild(picture)
    picture.canFocus = true
    size.addCSSClass("dim-label")
    size.addCSSClass("caption")
    root.append(scroller)
    root.append(size)
    wheel.phase = GTK_PHASE_CAPTURE
    wheel.onScroll { [weak self] _, dy in
      guard let self, wheel.currentModifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0,
        dy != 0
      else { return false }
      zoom(by: dy < 0 ? Self.step : 1 / Self.step)
      return true
    }
    scroller.addController(wheel)
    let pinch = ZoomGesture()
    pinch.onBegin { [weak self] in
      guard let self else { return }
      pinchStart = zoom ?? fitScale
    }
    pinch.onScaleChanged { [weak self] scale in
      guard let self else { return }
      setZoom(pinchStart * scale)
    }
    scroller.addController(pinch)
    picture.addController(arrowKeys())
  }

  func show(_ texture: Texture, name: String?) {
    stop()
    picture.setTexture(texture.pointer)
    self.texture = texture.frames == nil ? texture : nil
    enlargement = 1
    if let frames = texture.frames { play(frames, from: 0) }
    picture.alternativeText = name
    pictureSize = texture.pictureSize
    natural =
      texture.pictureSize.map { (Double($0.width), Double($0.height)) }
      ?? (Double(texture.width), Double(texture.height))
    zoomToFit()
  }

  /// Stops an animation where it is (another page shows, the window closes).
  func stop() {
    nextFrame?.cancel()
    nextFrame = nil
    enlarging?.cancel()
    enlarging = nil
  }

  /// Zooms in (`factor` over 1) or out from the scale shown now.
  func zoom(by factor: Double) {
    setZoom((zoom ?? fitScale) * factor)
  }

  /// Fits the picture to the pane again: its own size when it is smaller.
  func zoomToFit() {
    zoom = nil
    picture.setSizeRequest(width: -1, height: -1)
    // Centred, a picture gets no more than its own size; filling, GtkPicture scales it up.
    let align = pictureSize == nil ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER
    picture.horizontalAlignment = align
    picture.verticalAlignment = align
    sharpen(for: 1)
    updateSize()
  }

  /// The scale at which the picture fits the pane (at most 1 for a raster picture).
  private var fitScale: Double {
    let width = Double(max(1, scroller.width))
    let height = Double(max(1, scroller.height))
    let fits = min(width / natural.width, height / natural.height)
    return pictureSize == nil ? fits : min(1, fits)
  }

  private func setZoom(_ scale: Double) {
    // From a tenth of the fitted size to 16 screen pixels a pixel, and never wider or taller
    // than GTK can allocate.
    let largest = min(Self.largestScale, Self.largestSide / max(natural.width, natural.height))
    let scale = min(max(scale, min(fitScale, 1) / 10), largest)
    let width = (natural.width * scale).rounded()
    let height = (natural.height * scale).rounded()
    keepMiddle(newSizes: [width, height])
    zoom = scale
    picture.horizontalAlignment = GTK_ALIGN_CENTER
    picture.verticalAlignment = GTK_ALIGN_CENTER
    picture.setSizeRequest(width: Int32(width), height: Int32(height))
    sharpen(for: scale)
    updateSize()
  }

  /// Draws the picture from an enlarged copy whose pixels stay square at `scale`, or from the
  /// picture itself below 2 screen pixels a pixel. A raster picture decoded at its own size
  /// only: a shrunk one has lost the pixels to keep.
  private func sharpen(for scale: Double) {
    guard let texture, let pictureSize, texture.width == pictureSize.width else { return }
    let factor = PixelEnlargement.factor(
      width: texture.width, height: texture.height, scale: scale)
    guard factor != enlargement else { return }
    enlarging?.cancel()
    enlarging = nil
    enlargement = factor
    guard factor > 1 else { return picture.setTexture(texture.pointer) }
    let cancellable = Cancellable()
    enlarging = cancellable
    Background.run(cancellable: cancellable) { _ in
      PixelEnlargement.enlarge(texture, by: factor)
    } then: { [weak self] result in
      guard let self, enlarging === cancellable, case .success(let enlarged?) = result else {
        return
      }
      enlarging = nil
      picture.setTexture(enlarged.pointer)
    }
  }

  /// Sets the scroll bars for the picture's new size now, so that the point in the middle of
  /// the view stays there: the viewport lays the picture out where they say. (Set after the
  /// layout, from their `changed` signal, they would move the picture a frame late: GTK 4.8
  /// drops an allocation asked for while the viewport is being allocated.)
  private func keepMiddle(newSizes: [Double]) {
    for (adjustment, (fraction, size)) in zip(adjustments, zip(middle, newSizes)) {
      guard let adjustment, let fraction else { continue }
      let page = gtk_adjustment_get_page_size(adjustment)
      guard page > 0 else { continue }
      let upper = max(page, size)
      let value = min(max(fraction * upper - page / 2, 0), upper - page)
      gtk_adjustment_configure(adjustment, value, 0, upper, page * 0.1, page * 0.9, page)
    }
  }

  /// The middle of the view on each axis, as a fraction of the scrolled content.
  private var middle: [Double?] {
    adjustments.map { adjustment in
      guard let adjustment else { return nil }
      let upper = gtk_adjustment_get_upper(adjustment)
      guard upper > 0 else { return 0.5 }
      return (gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment) / 2)
        / upper
    }
  }

  private var adjustments: [UnsafeMutablePointer<GtkAdjustment>?] {
    [
      gtk_scrolled_window_get_hadjustment(scroller.cast()),
      gtk_scrolled_window_get_vadjustment(scroller.cast()),
    ]
  }

  private func updateSize() {
    guard let pictureSize else {
      size.isVisible = false
      return
    }
    // Translators: a picture's width and height in pixels.
    let pixels = localized(
      "%1$s × %2$s pixels", Formatting.number(pictureSize.width),
      Formatting.number(pictureSize.height))
    if let zoom {
      let percent = Formatting.number(Int((zoom * 100).rounded())) + " %"
      // Translators: a picture's size in pixels, then the zoom it is shown at ("150 %").
      size.text = localized("%1$s, shown at %2$s", pixels, percent)
    } else {
      size.text = pixels
    }
    size.isVisible = true
  }

  /// The arrow keys pan a zoomed picture; Ctrl+plus, minus and 0 are the window's.
  private func arrowKeys() -> KeyController {
    let keys = KeyController()
    keys.onKeyPressed { [weak self] key, modifiers in
      guard let self, zoom != nil, modifiers.rawValue & Self.chords == 0 else { return false }
      let (adjustment, direction): (UnsafeMutablePointer<GtkAdjustment>?, Double) =
        switch Int32(key) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: (adjustments[0], -1)
        case GDK_KEY_Right, GDK_KEY_KP_Right: (adjustments[0], 1)
        case GDK_KEY_Up, GDK_KEY_KP_Up: (adjustments[1], -1)
        case GDK_KEY_Down, GDK_KEY_KP_Down: (adjustments[1], 1)
        default: (nil, 0)
        }
      guard let adjustment else { return false }
      let step = gtk_adjustment_get_page_size(adjustment) / 10
      gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + direction * step)
      return true
    }
    return keys
  }

  private func play(_ frames: [(texture: Texture, milliseconds: Int)], from index: Int) {
    picture.setTexture(frames[index].texture.pointer)
    nextFrame = MainLoop.after(milliseconds: UInt32(clamping: frames[index].milliseconds)) {
      [weak self] in
      self?.play(frames, from: (index + 1) % frames.count)
    }
  }

  /// Each key or wheel step zooms by a quarter.
  static let step = 1.25
  private static let largestScale = 16.0
  private static let largestSide = 16_384.0
  private static let chords =
    GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue
}
