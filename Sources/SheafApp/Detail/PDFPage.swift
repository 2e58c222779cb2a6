import CGtk
import Gtk

/// A PDF in the detail, as a reader pages through it: the pages one under another, as wide as
/// the pane (Ctrl+plus and minus zoom, Ctrl+0 fits them again), "Page 2 of 12" below.
///
/// Only the pages on screen have widgets (a list view) and are drawn, on one worker of the
/// page's own, nearest first; a page scrolled past before its turn is never drawn, and only
/// the last few drawn are kept. So a document of thousands of pages costs what a screenful
/// does. After a zoom or a resize the pages are stretched at once and drawn again, sharp,
/// once the size settles.
@MainActor
final class PDFPage {
  let root = Box(GTK_ORIENTATION_VERTICAL, spacing: 6)
  private let scroller = ScrolledWindow()
  private let position = Label()
  private var view: ListView?
  private var document: PDFDocument?
  /// Draws one page at a time: a poppler document is used by one thread at a time.
  private let drawer = WorkerPool(threads: 1)
  /// Pages drawn, by `key(page, pixels)`: the last few, as many as `drawnPixels` holds.
  private var drawn = BoundedCache<Texture>(capacity: 1)
  /// Pages whose size is known (drawn once); the others are taken to be the first one's.
  private var pageSizes: [Int: (width: Double, height: Double)] = [:]
  /// The rows on screen, by page.
  private var rows: [Int: UnsafeMutablePointer<GtkWidget>] = [:]
  /// Drawings asked for and not yet done, by key.
  private var drawing: [String: Cancellable] = [:]
  /// How much wider than the pane the pages are shown (1: as wide as the pane).
  private(set) var zoom = 1.0
  /// The pane's width when the pages were last laid out; 0 until the pane has a width.
  private var laidOutWidth = 0.0
  /// Draws the pages on screen again once a zoom or a resize has settled.
  private var sharpening: SourceID?
  private var adjustmentChanges: [SignalConnection] = []

  init() {
    scroller.expandsHorizontally = true
    scroller.expandsVertically = true
    position.addCSSClass("dim-label")
    position.addCSSClass("caption")
    position.setMargins(6)
    root.append(scroller)
    root.append(position)
    scroller.addController(pageKeys())
    for (index, adjustment) in adjustments.enumerated() {
      guard let adjustment else { continue }
      let object = Object(UnsafeMutableRawPointer(adjustment), .borrow)
      let horizontal = index == 0
      adjustmentChanges.append(
        object.on("changed") { [weak self] in self?.viewChanged(widthChanged: horizontal) })
      adjustmentChanges.append(object.on("value-changed") { [weak self] in self?.refreshSoon() })
    }
  }

  /// Shows `document`; `width` is the pane's width as last laid out (0 if unknown), so that
  /// the first page is drawn while the pages are laid out, not after.
  func show(_ document: PDFDocument, width: Int32) {
    stop()
    self.document = document
    widthHint = width > 0 ? Double(width) : nil
    zoom = 1
    drawn = BoundedCache(capacity: cacheCapacity)
    let factory = ListItemFactory(
      setup: { item in
        let page = Picture()
        page.addCSSClass("pdf-page")
        page.horizontalAlignment = GTK_ALIGN_CENTER
        item.setChild(page)
      },
      bind: { [weak self] item in
        guard let self, let child = item.child else { return }
        bind(child, to: item.position)
      },
      unbind: { [weak self] item in
        guard let self else { return }
        unbind(item.position)
      })
    let pages = StringList((1...document.pageCount).map { String($0) })
    let view = ListView(selection: SingleSelection(model: pages), factory: factory)
    view.addCSSClass("pdf-pages")
    view.setAccessibleLabel(localized("Pages"))
    scroller.setChild(view)
    self.view = view
    laidOutWidth = knownWidth ?? 0
    if laidOutWidth > 0 { draw(0, pixels: pixelWidth) }
    updatePosition()
  }

  /// Lets the document and its drawn pages go (another page shows, the window closes).
  func stop() {
    for job in drawing.values { job.cancel() }
    drawing = [:]
    sharpening?.cancel()
    sharpening = nil
    refreshing?.cancel()
    refreshing = nil
    rows = [:]
    scroller.setChild(nil)
    view = nil
    document = nil
    drawn = BoundedCache(capacity: 1)
    pageSizes = [:]
  }

  /// Puts the focus on the pages, where the arrows and Page Up and Down move through them.
  func focus() -> Bool {
    view?.grabFocus() ?? false
  }

  /// Page Up and Page Down scroll by most of a screen. GTK 4.8's list view moves its focus by
  /// the rows a screen holds, and a page is taller than the screen: they did nothing.
  private func pageKeys() -> KeyController {
    let keys = KeyController()
    // Capture: the list view, which has the focus, would take the keys first.
    keys.phase = GTK_PHASE_CAPTURE
    keys.onKeyPressed { [weak self] key, modifiers in
      guard let self, view != nil, modifiers.rawValue & Self.chords == 0,
        let vertical = adjustments[1]
      else { return false }
      let direction: Double =
        switch Int32(key) {
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: 1
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: -1
        default: 0
        }
      guard direction != 0 else { return false }
      let page = gtk_adjustment_get_page_size(vertical)
      gtk_adjustment_set_value(
        vertical, gtk_adjustment_get_value(vertical) + direction * page * Self.pageStep)
      return true
    }
    return keys
  }

  /// How much of a screen Page Up and Page Down move: a little stays in view.
  private static let pageStep = 0.9
  private static let chords =
    GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue

  /// Zooms in (`factor` over 1) or out.
  func zoom(by factor: Double) {
    setZoom(zoom * factor)
  }

  /// Shows the pages as wide as the pane again.
  func zoomToFit() {
    setZoom(1)
  }

  private func setZoom(_ value: Double) {
    zoom = min(max(value, Self.smallestZoom), Self.largestZoom)
    layOut()
  }

  // MARK: - Rows

  private func bind(_ row: UnsafeMutablePointer<GtkWidget>, to page: Int) {
    rows[page] = row
    size(row, as: page)
    // A row reused from another page must not show that page meanwhile.
    gtk_picture_set_paintable(OpaquePointer(row), drawn[Self.key(page, pixelWidth)]?.pointer)
    refreshSoon()
  }

  private func unbind(_ page: Int) {
    rows[page] = nil
    // A page scrolled past before its turn is not drawn.
    cancelDrawing(page)
  }

  /// Sizes a row for its page at the present zoom, the page's own proportions if known.
  private func size(_ row: UnsafeMutablePointer<GtkWidget>, as page: Int) {
    gtk_widget_set_size_request(
      row, Int32(shownWidth.rounded()), Int32(shownHeight(page).rounded()))
    // Translators: a PDF's page, for a screen reader ("Page 3").
    gtk_picture_set_alternative_text(
      OpaquePointer(row), localized("Page %s", Formatting.number(page + 1)))
  }

  /// Gives the pages in view their drawings, once the list has bound its rows. The list binds
  /// rows well beyond the view (two hundred of them in GTK 4.8): only the pages in view and
  /// their neighbours are drawn and keep a drawing, so memory follows the view.
  private func refreshSoon() {
    guard refreshing == nil else { return }
    // At the default priority, not idle's: the window may paint frames for a while (a
    // selection gliding into view), and an idle source would wait them all out.
    refreshing = MainLoop.idle(priority: G_PRIORITY_DEFAULT) { [weak self] in
      guard let self else { return }
      refreshing = nil
      refresh()
    }
  }

  private var refreshing: SourceID?

  private func refresh() {
    // Before the pane has a width, a page would be drawn at a guess and again at once.
    guard laidOutWidth > 0 else { return }
    updatePosition()
    let onScreen = pagesOnScreen
    let inView = pagesInView
    let pixels = pixelWidth
    // The pages on screen are drawn first, top down, then their neighbours.
    let order = rows.keys.sorted {
      (onScreen.contains($0) ? 0 : 1, $0) < (onScreen.contains($1) ? 0 : 1, $1)
    }
    for page in order {
      guard let row = rows[page] else { continue }
      if inView.contains(page) {
        if let texture = drawn[Self.key(page, pixels)] {
          gtk_picture_set_paintable(OpaquePointer(row), texture.pointer)
        } else if sharpening == nil {
          // While a zoom or a resize settles, the page keeps its stretched drawing.
          draw(page, pixels: pixels)
        }
      } else {
        gtk_picture_set_paintable(OpaquePointer(row), nil)
        cancelDrawing(page)
      }
    }
  }

  private func cancelDrawing(_ page: Int) {
    for (key, job) in drawing where key.hasPrefix("\(page)/") {
      job.cancel()
      drawing[key] = nil
    }
  }

  private func draw(_ index: Int, pixels: Int) {
    let key = Self.key(index, pixels)
    guard let document, drawing[key] == nil else { return }
    let job = Cancellable()
    drawing[key] = job
    Background.run(on: drawer, cancellable: job) { job in
      try job.check()
      return document.render(page: index, width: pixels)
    } then: { [weak self] result in
      guard let self else { return }
      drawing[key] = nil
      guard case .success(let page?) = result else { return }
      if pageSizes[index] == nil {
        pageSizes[index] = page.points
        if let row = rows[index] { size(row, as: index) }
      }
      drawn.store(page.texture, for: key)
      if let row = rows[index], pagesInView.contains(index) {
        gtk_picture_set_paintable(OpaquePointer(row), page.texture.pointer)
      }
    }
  }

  // MARK: - Layout

  /// The pane was resized or scrolled to its end: a new width lays the pages out again.
  private func viewChanged(widthChanged: Bool) {
    // The pane has been laid out at a width of its own: it counts from now on.
    if widthChanged { widthHint = nil }
    guard let width = knownWidth else { return }
    if laidOutWidth == 0 {
      // The pane's first width: the pages are drawn at once, at that width.
      laidOutWidth = width
      for (page, row) in rows { size(row, as: page) }
    } else if abs(width - laidOutWidth) >= 1 {
      layOut()
    }
    refreshSoon()
  }

  /// Sizes the rows on screen for the present width and zoom now (their pictures stretched),
  /// and draws them again at that size once it has held for a moment.
  private func layOut() {
    laidOutWidth = knownWidth ?? 0
    for (page, row) in rows { size(row, as: page) }
    updatePosition()
    sharpening?.cancel()
    sharpening = MainLoop.after(milliseconds: Self.settleDelay) { [weak self] in
      guard let self else { return }
      sharpening = nil
      // Drawings at the old size are of no more use, and pages at the new one may be larger.
      drawn = BoundedCache(capacity: cacheCapacity)
      refresh()
    }
  }

  /// The page at `offset` down the list, found from the pages' sizes as the list lays them
  /// out (the rows' widgets are bound ahead of the view, before they are placed).
  private func page(at offset: Double) -> Int {
    guard let document else { return 0 }
    var page = 0
    var bottom = rowHeight(0)
    while page < document.pageCount - 1, bottom <= offset {
      page += 1
      bottom += rowHeight(page)
    }
    return page
  }

  /// The pages on screen.
  private var pagesOnScreen: ClosedRange<Int> {
    guard let vertical = adjustments[1] else { return 0...0 }
    let top = gtk_adjustment_get_value(vertical)
    return page(at: top)...page(at: top + max(1, gtk_adjustment_get_page_size(vertical)))
  }

  /// The pages on screen, and one on each side, drawn before they scroll in.
  private var pagesInView: ClosedRange<Int> {
    guard let document else { return 0...0 }
    let shown = pagesOnScreen
    return max(0, shown.lowerBound - 1)...min(document.pageCount - 1, shown.upperBound + 1)
  }

  /// Says which page is at the top third of the view.
  private func updatePosition() {
    guard let document, let vertical = adjustments[1] else { return }
    let current = page(
      at: gtk_adjustment_get_value(vertical) + gtk_adjustment_get_page_size(vertical) / 3)
    // Translators: where the reader is in a PDF: "Page 2 of 12".
    var text = localized(
      "Page %1$s of %2$s", Formatting.number(current + 1), Formatting.number(document.pageCount))
    if zoom != 1 {
      let percent = Formatting.number(Int((zoom * 100).rounded())) + " %"
      // Translators: the page the reader is on, then the zoom it is shown at ("150 %").
      text = localized("%1$s, shown at %2$s", text, percent)
    }
    if position.text != text { position.text = text }
  }

  /// The pane's width inside the scroll bars, or a guess before it is laid out.
  private var paneWidth: Double { knownWidth ?? 600 }

  /// The pane's width: the detail's as the document came, until the pane is laid out (its own
  /// may be left from another document, in a window since resized); then its own.
  private var knownWidth: Double? {
    if let widthHint { return widthHint }
    let width = adjustments[0].map { gtk_adjustment_get_page_size($0) } ?? 0
    return width > 0 ? width : nil
  }

  /// The detail's width when the document came, until the pane is laid out.
  private var widthHint: Double?

  /// How many drawn pages are kept: as many as `drawnPixels` holds at the present size, at
  /// least the two a screen shows, at most twelve.
  private var cacheCapacity: Int {
    let width = Double(pixelWidth)
    let points: (width: Double, height: Double) = document?.firstPageSize ?? (1, 1.414)
    let page = max(1, width * width * points.height / points.width)
    return min(12, max(2, Int(Double(Self.drawnPixels) / page)))
  }

  /// How wide a page is shown, in the pane's units.
  private var shownWidth: Double {
    max(Self.narrowest, (paneWidth - 2 * Self.gap) * zoom)
  }

  private func shownHeight(_ page: Int) -> Double {
    let points = pageSizes[page] ?? document?.firstPageSize ?? (1, 1.414)
    return shownWidth * points.height / points.width
  }

  /// A page's row: the page and the space around it (the rows' padding in the style).
  private func rowHeight(_ page: Int) -> Double {
    shownHeight(page).rounded() + 2 * Self.gap
  }

  /// How wide a page is drawn, in the screen's pixels.
  private var pixelWidth: Int {
    let scale = max(1, Int(gtk_widget_get_scale_factor(scroller.widget)))
    return min(PDFDocument.largestSide, Int(shownWidth.rounded()) * scale)
  }

  private var adjustments: [UnsafeMutablePointer<GtkAdjustment>?] {
    [
      gtk_scrolled_window_get_hadjustment(scroller.cast()),
      gtk_scrolled_window_get_vadjustment(scroller.cast()),
    ]
  }

  private static func key(_ page: Int, _ pixels: Int) -> String { "\(page)/\(pixels)" }

  /// The pixels the drawn pages kept may take in all (128 MB).
  private static let drawnPixels = 32_000_000
  /// The space around each page.
  private static let gap = 12.0
  private static let narrowest = 64.0
  private static let smallestZoom = 0.25
  private static let largestZoom = 8.0
  /// How long a zoom or a width must hold before the pages are drawn again, in milliseconds.
  private static let settleDelay: UInt32 = 150
}
