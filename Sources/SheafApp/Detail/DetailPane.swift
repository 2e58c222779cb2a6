import CGtk
import Gtk

/// The content side: the chosen file's preview, or a status page. Pages are built the first
/// time they are needed, so a window holds only what it has shown. Knows nothing of layout.
@MainActor
final class DetailPane {
  /// The find bar above the pages.
  let root = Box(GTK_ORIENTATION_VERTICAL)
  /// One page per kind of preview, one shown at a time.
  private let pages = Stack()
  let status = StatusPage()
  /// Finds text in the document on show (text, source code or Markdown).
  let findBar = FindBar()
  private var text: TextPage?
  private var markdown: MarkdownView?
  private var picture: PicturePage?
  private var font: FontPage?
  private var archive: ArchivePage?
  private var pdf: PDFPage?
  private var media: MediaPage?
  private var info: InfoCard?
  private var loadingPage: Label?
  /// Shows the loading page if the preview is not in soon.
  private var loadingTimer: SourceID?
  /// Stops the preview being made when the user moves on.
  private var loading: Cancellable?
  private var isDark = false
  /// The file on show, to reload it when it changes.
  private(set) var shown: (file: File, facts: FileFacts)?
  /// The folder of the file on show.
  private var shownFolder: File?
  /// A long text on show is read from its end, as the reader asked (Ctrl+End); `partAsked`
  /// until that read is on screen.
  private var showsEnd = false
  private var partAsked = false

  /// Called with a Markdown link's target.
  var onLink: ((String) -> Void)?
  /// Called when what the detail shows changes (a preview, or a status page).
  var onChange: (() -> Void)?
  /// The content type of the file on show, as GIO found it (nil while a status page shows).
  private(set) var shownType: String?
  /// The file whose preview was shown last.
  private var presented: File?
  /// The file whose preview, or whose loading page, is on screen: the one the header names.
  /// It changes with what is drawn, so the header never names a file over another's preview.
  private(set) var onScreen: FileFacts?

  init() {
    pages.isHomogeneous = false
    pages.expandsHorizontally = true
    pages.expandsVertically = true
    pages.addNamed(status.root, name: "status")
    root.append(findBar.root)
    root.append(pages)
    root.expandsHorizontally = true
    root.expandsVertically = true
    findBar.onClosed = { [weak self] in
      // Escape in the entry: back to the document. (Closed because a picture came in its
      // place, the bar leaves the focus where it is.)
      guard let self, findBar.root.containsFocus else { return }
      focus()
    }
    let keys = KeyController()
    keys.phase = GTK_PHASE_CAPTURE
    keys.onKeyPressed { [weak self] key, modifiers in
      self?.findBar.handleKey(key, modifiers) ?? false
    }
    root.addController(keys)
  }

  /// Opens the find bar on the document on show, when there is one to search (text, source
  /// code or Markdown); returns whether it opened.
  func find() -> Bool {
    guard let view = searchableView else { return false }
    findBar.attach(view)
    findBar.open()
    return true
  }

  /// Zooms the picture or document on show in or out by a step.
  func zoom(in zoomsIn: Bool) {
    let factor = zoomsIn ? PicturePage.step : 1 / PicturePage.step
    switch page {
    case "image": picture?.zoom(by: factor)
    case "pdf": pdf?.zoom(by: factor)
    default: break
    }
  }

  /// Fits the picture or document on show to the pane again.
  func zoomToFit() {
    switch page {
    case "image": picture?.zoomToFit()
    case "pdf": pdf?.zoomToFit()
    default: break
    }
  }

  /// Whether what is on show zooms (a picture, a PDF).
  var zooms: Bool { page == "image" || page == "pdf" }

  /// The text view of the document on show, if the page on show is one.
  var searchableView: Widget? {
    switch page {
    case "text": text?.view
    case "markdown": markdown?.view
    default: nil
    }
  }

  /// Shows `file`, its preview made off the main thread.
  func show(_ file: File, facts: FileFacts, in folder: File) {
    if shown?.file != file {
      stopFollowing()
      showsEnd = false
    }
    shownFolder = folder
    loading?.cancel()
    loadingTimer?.cancel()
    loadingTimer = nil
    let another = shown.map { $0.file != file } ?? true
    shown = (file, facts)
    let cancellable = Cancellable()
    loading = cancellable
    if another {
      // Most previews are in within a few frames: the previous one stays until then, under
      // its own name. One that takes longer gets the loading page and the new name.
      loadingTimer = MainLoop.after(milliseconds: Self.loadingDelay) { [weak self] in
        guard let self, loading === cancellable else { return }
        loadingTimer = nil
        showLoading(facts)
      }
    }
    PreviewLoader.load(
      facts, of: file, in: folder, fromEnd: showsEnd, cancellable: cancellable
    ) {
      [weak self] preview in
      self?.present(preview)
    }
  }

  /// How long a preview may take before the loading page shows, in milliseconds.
  private static let loadingDelay: UInt32 = 150

  private func showLoading(_ facts: FileFacts) {
    if loadingPage == nil {
      let label = Label(localized("Loading…"))
      label.addCSSClass("dim-label")
      label.addCSSClass("title-2")
      pages.addNamed(label, name: "loading")
      loadingPage = label
    }
    onScreen = facts
    shownType = nil
    reveal("loading")
    onChange?()
  }

  /// Shows the file on show as it is now (it changed on disk), the reader kept in place. A
  /// file that keeps changing (a log being written) is read again at most once a second.
  func follow(_ file: File, facts: FileFacts, in folder: File) {
    guard followTimer == nil else {
      followed = (file, facts, folder)
      return
    }
    show(file, facts: facts, in: folder)
    followTimer = MainLoop.after(milliseconds: Self.followInterval) { [weak self] in
      guard let self else { return }
      followTimer = nil
      if let (file, facts, folder) = followed, shown?.file == file {
        followed = nil
        follow(file, facts: facts, in: folder)
      }
    }
  }

  private var followTimer: SourceID?
  private var followed: (File, FileFacts, File)?
  private static let followInterval: UInt32 = 1000

  private func stopFollowing() {
    followTimer?.cancel()
    followTimer = nil
    followed = nil
  }

  /// Shows the same file again, read afresh (it changed on disk).
  func reload(in folder: File) {
    guard let shown else { return }
    show(shown.file, facts: shown.facts, in: folder)
  }

  /// Shows a status page in place of any preview.
  func show(_ message: StatusMessage) {
    // The folder's status is told again at every batch of a large listing: only a change is
    // drawn again.
    if shown == nil, page == "status", status.message == message { return }
    loading?.cancel()
    loading = nil
    loadingTimer?.cancel()
    loadingTimer = nil
    shown = nil
    shownType = nil
    onScreen = nil
    presented = nil
    stopFollowing()
    status.show(message)
    reveal("status")
    onChange?()
  }

  /// The file on show vanished: say so, keep nothing of it.
  func showGone() {
    guard let shown else { return }
    show(Messages.fileGone(shown.facts.displayName))
  }

  /// Stops any preview being made (the window closes).
  func cancel() {
    stopFollowing()
    picture?.stop()
    media?.stop()
    pdf?.stop()
    loading?.cancel()
    loading = nil
    loadingTimer?.cancel()
    loadingTimer = nil
  }

  func setDark(_ dark: Bool) {
    isDark = dark
    text?.setDark(dark)
    markdown?.setDark(dark)
  }

  /// Whether a preview is being made (read and decoded on a worker) and not yet shown.
  var isLoading: Bool { loading != nil }

  /// The page on show: "status", "text", "markdown", "image", "font", "archive", "pdf",
  /// "media", "info" or "loading".
  var page: String? { pages.visibleChildName }

  /// Focuses the preview itself, when it can take the focus.
  @discardableResult
  func focus() -> Bool {
    switch page {
    case "text": text?.view.grabFocus() ?? false
    case "markdown": markdown?.view.grabFocus() ?? false
    case "image": picture?.picture.grabFocus() ?? false
    case "archive": archive?.focus() ?? false
    case "pdf": pdf?.focus() ?? false
    case "media": media?.focus() ?? false
    default: false
    }
  }

  private func present(_ preview: Preview) {
    loading = nil
    loadingTimer?.cancel()
    loadingTimer = nil
    let again = presented != nil && presented == shown?.file
    presented = shown?.file
    onScreen = shown?.facts
    defer { onChange?() }
    shownType = shown?.facts.contentType
    switch preview {
    case .text(let content):
      shownType = content.contentType
      textPage().show(
        content, name: shown?.facts.displayName ?? "", size: shown?.facts.size ?? 0,
        keepingPlace: again && page == "text" && !partAsked)
      partAsked = false
      reveal("text")
    case .markdown(let document, _):
      markdownView().show(document)
      reveal("markdown")
    case .image(let texture):
      picturePage().show(texture, name: shown?.facts.displayName)
      reveal("image")
    case .font(let file):
      fontPage().show(file)
      reveal("font")
    case .archive(let listing):
      archivePage().show(listing)
      reveal("archive")
    case .pdf(let document):
      pdfPage().show(document, width: pages.width)
      reveal("pdf")
    case .media(let file, let tags):
      mediaPage().show(file, tags: tags)
      reveal("media")
    case .info(let facts, let note):
      shownType = facts.contentType
      infoCard().show(facts, note: note)
      reveal("info")
    case .folder(let facts, let summary):
      shownType = facts.contentType
      infoCard().show(facts, holding: summary)
      reveal("info")
    case .status(let message):
      shownType = nil
      status.show(message)
      reveal("status")
    case .unpreviewable(let message):
      status.show(message)
      reveal("status")
    }
  }

  /// Shows one page and hides the others, so a screen reader finds only what is on screen.
  private func reveal(_ name: String) {
    let named: [(String, Widget?)] = [
      ("status", status.root), ("text", text?.root), ("markdown", markdown?.root),
      ("image", picture?.root), ("font", font?.root), ("archive", archive?.root),
      ("pdf", pdf?.root), ("media", media?.root), ("info", info?.root), ("loading", loadingPage),
    ]
    for (page, widget) in named where page == name { widget?.isVisible = true }
    if name != "image" { picture?.stop() }
    if name != "font" { font?.clear() }
    if name != "media" { media?.stop() }
    if name != "pdf" { pdf?.stop() }
    // The page leaving ends its scroll animations first (see `Widget.finishScrollAnimations`).
    for (page, widget) in named where page != name { widget?.finishScrollAnimations() }
    pages.showChild(named: name, transition: GTK_STACK_TRANSITION_TYPE_NONE)
    for (page, widget) in named where page != name { widget?.isVisible = false }
    // The find bar follows the document on show, or goes with it.
    if let view = searchableView { findBar.attach(view) } else { findBar.close() }
  }

  private func textPage() -> TextPage {
    made(&text, named: "text", root: \.root) {
      let page = TextPage()
      page.setDark(isDark)
      page.onWantsPart = { [weak self] end in self?.showPart(end: end) }
      return page
    }
  }

  /// Reads the text on show again from its end, or from its start.
  private func showPart(end: Bool) {
    guard let shown, let shownFolder, showsEnd != end else { return }
    showsEnd = end
    partAsked = true
    show(shown.file, facts: shown.facts, in: shownFolder)
  }

  private func markdownView() -> MarkdownView {
    made(&markdown, named: "markdown", root: \.root) {
      let view = MarkdownView()
      view.setDark(isDark)
      view.onLink = { [weak self] target in self?.onLink?(target) }
      return view
    }
  }

  private func picturePage() -> PicturePage {
    made(&picture, named: "image", root: \.root) { PicturePage() }
  }

  private func fontPage() -> FontPage {
    made(&font, named: "font", root: \.root) { FontPage() }
  }

  private func mediaPage() -> MediaPage {
    made(&media, named: "media", root: \.root) {
      let page = MediaPage()
      page.onFailed = { [weak self] error in self?.mediaFailed(error) }
      page.onSilent = { [weak self] in self?.askWhyUnplayed(failed: false) }
      return page
    }
  }

  /// The sound or video on show cannot be played: the page says why, the file stays the one
  /// on show (another app may play it).
  private func mediaFailed(_ error: GLibError) {
    guard page == "media", let shown else { return }
    log("\(shown.facts.displayName): \(error.message)")
    guard !GStreamer.isMissingDecoder(error) else { return unplayable(missingDecoder: true) }
    // GTK's player words every failure alike: GStreamer is asked again, on a worker.
    askWhyUnplayed(failed: true)
  }

  /// Asks GStreamer, on a worker, what it makes of the sound or video on show: after GTK's
  /// player `failed`, or when it has said nothing for a while. A file GStreamer plays stays
  /// in the player unless the player failed.
  private func askWhyUnplayed(failed: Bool) {
    guard page == "media", let file = shown?.file else { return }
    let cancellable = Cancellable()
    loading = cancellable
    Background.run(cancellable: cancellable) { _ in
      // GTK's player has read the file already, but it may have been replaced since.
      FileReading.isRegularFile(file) ? MediaProbe.verdict(uri: file.uri) : .damaged
    } then: { [weak self] result in
      guard let self, loading === cancellable, self.shown?.file == file else { return }
      loading = nil
      let verdict = (try? result.get()) ?? .playable
      guard failed || verdict != .playable else { return }
      unplayable(missingDecoder: verdict == .lacksDecoder)
    }
  }

  private func unplayable(missingDecoder: Bool) {
    guard let shown else { return }
    status.show(
      Messages.unplayable(
        shown.facts.displayName, type: shown.facts.contentType, missingDecoder: missingDecoder))
    reveal("status")
    onChange?()
  }

  private func archivePage() -> ArchivePage {
    made(&archive, named: "archive", root: \.root) { ArchivePage() }
  }

  private func pdfPage() -> PDFPage {
    made(&pdf, named: "pdf", root: \.root) { PDFPage() }
  }

  private func infoCard() -> InfoCard {
    made(&info, named: "info", root: \.root) { InfoCard() }
  }

  /// The page in `page`, or one made now and added to the stack under `name`: a window holds
  /// only the pages it has shown.
  private func made<Page>(
    _ page: inout Page?, named name: String, root: (Page) -> Widget, make: () -> Page
  ) -> Page {
    if let page { return page }
    let new = make()
    pages.addNamed(root(new), name: name)
    page = new
    return new
  }
}
