import CGtk
import Gtk

/// The Sheaf application: one process, one window per opened folder.
@MainActor
public final class SheafApplication {
  public static let id = "io.github.sheafapp.Sheaf"
  public static let version = "0.1.0"

  private let app: Application
  private let store = StateStore()
  private let appearance = Appearance()
  private var windows: [LibraryWindow] = []
  /// Launch requests that came before the saved state was read.
  private var waiting: [@MainActor () -> Void]? = []

  public init() {
    Localization.start()
    app = Application(id: Self.id, flags: GApplicationFlags(G_APPLICATION_HANDLES_OPEN.rawValue))
    app.describeCommandLine(
      arguments: localized("[FOLDER or FILE…]"),
      summary: localized("A folder's documents and pictures, side by side"))
    app.addOption("version", description: localized("Show the version and quit"))
    app.onHandleLocalOptions { options in
      guard options.contains("version") else { return -1 }
      log("Sheaf \(Self.version)", to: .standardOutput)
      return 0
    }
    store.hold = { [app] in app.hold() }
    store.release = { [app] in app.release() }
    app.onStartup { [weak self] in self?.startup() }
    app.onActivate { [weak self] in self?.whenReady { self?.activate() } }
    app.onOpen { [weak self] files in self?.open(files) }
    installActions()
  }

  public func run() -> Int32 {
    // A Sheaf that is stopped or hung would keep this launch waiting 25 s, then end it with
    // nothing to show: the folder asked for opens in a Sheaf of its own instead.
    if app.otherInstanceIsUnresponsive(milliseconds: Self.answerTimeout) {
      log("Sheaf is already running but does not answer; opening a window of its own")
      app.addFlags(G_APPLICATION_NON_UNIQUE)
    }
    return app.run()
  }

  /// How long a running Sheaf may take to answer a new launch: a busy main loop answers well
  /// within it, a stopped one never does.
  private static let answerTimeout: Int32 = 2000

  /// Reads the saved state before the first window; the app is held until then.
  private func startup() {
    SheafStyle.install()
    appearance.start(on: app)
    appearance.onChange.append { [weak self] dark in
      for window in self?.windows ?? [] { window.detail.setDark(dark) }
    }
    app.hold()
    store.load { [weak self] in
      guard let self else { return }
      let queued = waiting ?? []
      waiting = nil
      for launch in queued { launch() }
      app.release()
    }
  }

  private func whenReady(_ launch: @escaping @MainActor () -> Void) {
    if waiting == nil { launch() } else { waiting?.append(launch) }
  }

  /// A launch without arguments brings back the last folder as the user left it, or shows
  /// the sample library.
  private func activate() {
    if let last = windows.last {
      last.present()
      return
    }
    let sample = File(pathBytes: Array(DataPaths.library.utf8))
    guard let uri = store.state.folder else {
      return openWindow(on: sample, selecting: nil, restoring: true)
    }
    let folder = File(uri: uri)
    // Held until the window exists: with no window and no hold, GApplication would quit.
    app.hold()
    FileReading.fileType(folder) { [weak self] type in
      guard let self else { return }
      defer { app.release() }
      if case .success(G_FILE_TYPE_DIRECTORY) = type {
        openWindow(
          on: folder, path: store.state.path, selecting: store.state.selection, restoring: true)
      } else {
        openWindow(on: sample, selecting: nil, restoring: true)
      }
    }
  }

  /// Each argument gets a window: a folder shows itself; a file shows its folder with the
  /// file selected, as GNOME Files and Image Viewer do; anything else shows why not. What each
  /// argument is gets asked while the saved state is still being read.
  private func open(_ files: [File]) {
    for file in files {
      app.hold()
      FileReading.fileType(file) { [weak self] type in
        guard let self else { return }
        defer { app.release() }
        whenReady { [weak self] in
          switch type {
          case .success(G_FILE_TYPE_DIRECTORY):
            self?.openWindow(on: file, selecting: nil, restoring: false)
          case .success where file.parent != nil:
            self?.openWindow(
              on: file.parent ?? file, selecting: EntryID(name: file.basenameBytes),
              restoring: false)
          default:
            self?.openWindow(on: file, selecting: nil, restoring: false)
          }
        }
      }
    }
  }

  private func openWindow(
    on folder: File, path: [EntryID] = [], selecting: EntryID?, restoring: Bool
  ) {
    let window = LibraryWindow(
      application: app, folder: folder, path: path, selecting: selecting, store: store,
      restoring: restoring)
    window.detail.setDark(appearance.isDark)
    windows.append(window)
    window.window.onCloseRequest { [weak self, weak window] in
      self?.windows.removeAll { $0 === window }
      MemoryRelease.windowClosed()
      return false
    }
    window.present()
  }

  private func installActions() {
    let handlers: [SheafAction: @MainActor () -> Void] = [
      .quit: { [weak self] in self?.quit() },
      .newWindow: { [weak self] in
        guard let self else { return }
        let folder = activeWindow?.folder ?? File(pathBytes: Array(DataPaths.library.utf8))
        openWindow(on: folder, selecting: nil, restoring: false)
      },
      .shortcuts: { [weak self] in
        guard let window = self?.activeWindow?.window else { return }
        ShortcutsWindow.present(KeyboardMap.shortcutGroups, for: window)
      },
      .about: { [weak self] in
        guard let window = self?.activeWindow?.window else { return }
        Dialogs.showAbout(Self.about, for: window)
      },
    ]
    for action in SheafAction.allCases where action.isApplicationWide {
      if let handler = handlers[action] { app.add(Action(action.name, handler)) }
    }
    for action in SheafAction.allCases {
      app.setAccelerators(action.accelerators, for: action.rawValue)
    }
  }

  /// The library window the user last worked in.
  private var activeWindow: LibraryWindow? {
    let active = app.activeWindow
    return windows.first { $0.window.window == active } ?? windows.last
  }

  private func quit() {
    // Each window saves what it shows as it closes; the one the user worked in last goes
    // last, so that its folder and selection are the ones the next launch opens.
    let active = activeWindow
    for window in windows where window !== active { window.window.close() }
    active?.window.close()
    // Not `app.quit()`: it ends the process at once, before the state just saved is on disk.
    // With its windows gone, the application ends when the store lets it go.
    app.closeAllWindows()
  }

  private static var about: AboutInfo {
    AboutInfo(
      name: "Sheaf", version: version, iconName: id,
      comments: localized("A folder's documents and pictures, side by side"),
      website: "https://sheafapp.github.io", developers: ["The Sheaf developers"],
      license: GTK_LICENSE_GPL_3_0)
  }
}
