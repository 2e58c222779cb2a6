import CGtk
import Gtk

/// Brings a new window on screen whole, in one frame, as soon as it can.
///
/// GTK's set-up of a window for drawing (its surface, its GL renderer) takes most of the time
/// from `present` to the first frame, and the folder's first files arrive from a worker
/// meanwhile. A new window waits, briefly, for its first files (`contentArrived`): their rows
/// are then made, and their thumbnails decoded on workers, while GTK sets the window up, so
/// the first frame shows them instead of leaving them to later frames. When the files are
/// slow to come (a large folder: GIO lists it 5,000 at a time), GTK sets the window up while
/// it waits instead, and shows it as soon as they are in.
@MainActor
final class WindowPresentation {
  private let window: Window
  private let placeFocus: @MainActor () -> Void
  private let firstFrameDrawn: @MainActor () -> Void
  /// The timer that shows a waiting window anyway.
  private var presenting: SourceID?
  /// The timer that sets a waiting window up for drawing.
  private var realizing: SourceID?
  /// Waits for a new window's first frame.
  private var firstPaint: SignalConnection?

  /// How long a new window waits for its files before it shows with "Loading…": past a
  /// tenth of a second, a window that has not appeared feels slow.
  static let longestWait: UInt32 = 100
  /// A small folder is listed within a few milliseconds; files not in by then are worth
  /// setting the window up while they come.
  static let realizeAfter: UInt32 = 10

  /// `placeFocus` runs as soon as the window is mapped, before its first frame is drawn; then,
  /// after that frame, `firstFrameDrawn`.
  init(
    window: Window, placeFocus: @escaping @MainActor () -> Void,
    firstFrameDrawn: @escaping @MainActor () -> Void
  ) {
    self.window = window
    self.placeFocus = placeFocus
    self.firstFrameDrawn = firstFrameDrawn
  }

  /// Shows the window: at once if it is on screen already or `hasContent`, otherwise when
  /// `contentArrived` is called or the wait runs out.
  func present(hasContent: Bool) {
    guard !window.isVisible, !hasContent else { return presentNow() }
    guard presenting == nil else { return }
    presenting = MainLoop.after(milliseconds: Self.longestWait) { [weak self] in
      self?.presentNow()
    }
    realizing = MainLoop.after(milliseconds: Self.realizeAfter) { [weak self] in
      self?.realizing = nil
      self?.window.realize()
    }
  }

  /// What a waiting window waits for is in: it shows now.
  func contentArrived() {
    if presenting != nil { presentNow() }
  }

  private func presentNow() {
    for timer in [presenting, realizing] { timer?.cancel() }
    presenting = nil
    realizing = nil
    let isNew = !window.isVisible
    // GTK starts a window with focus rings on and takes them off once it is shown, so the
    // focused row's ring would fade out over a dozen frames. Off from the start, the first
    // frame is the settled one; a key press turns them on, as in any GTK window.
    if isNew { window.isFocusVisible = false }
    window.present()
    // Only now, with the window mapped: a widget taking the focus has GTK 4.8 register its
    // accessible, and its ancestors' up to the window, with the screen reader's registry. A
    // window registered before it is mapped keeps the generic role it had until then, and
    // stays a hidden "filler" to screen readers. `present` maps it at once, so the first
    // frame still shows the focus in place.
    placeFocus()
    if isNew { afterFirstFrame() }
  }

  private func afterFirstFrame() {
    firstPaint = window.onFramePainted { [weak self] in
      guard let self else { return }
      firstPaint?.disconnect()
      firstPaint = nil
      firstFrameDrawn()
    }
    if firstPaint == nil { firstFrameDrawn() }
  }
}
