import CGtk
import Foundation
import Gtk

/// The Sheaf application: one process, one window per opened folder.
@MainActor
public final class SheafApplication {
  public static let id = "io.github.sheafapp.Sheaf"
  public static let version = "0.1.0"

  private let app: Application
  private let store = StateStore()
  private var windows: [LibraryWindow] = []

  public init() {
    Localization.start()
    app = Application(id: Self.id, flags: GApplicationFlags(G_APPLICATION_HANDLES_OPEN.rawValue))
    app.describeCommandLine(
      arguments: localized("[FOLDER…]"),
      summary: localized("A folder's documents and pictures, side by side"))
    app.addOption("version", description: localized("Show the version and quit"))
    app.onHandleLocalOptions { options in
      guard options.contains("version") else { return -1 }
      print("Sheaf \(Self.version)")
      return 0
    }
    app.onActivate { [weak self] in self?.activate() }
    app.onOpen { [weak self] paths in
      for path in paths { self?.open(path, restoring: false) }
    }
    installActions()
  }

  public func run() -> Int32 {
    app.run()
  }

  /// A launch without folders brings back the last folder, or the sample library.
  private func activate() {
    if let last = windows.last {
      last.present()
      return
    }
    let folder = store.state.folder.flatMap { g_file_test($0, G_FILE_TEST_IS_DIR) != 0 ? $0 : nil }
    open(folder ?? DataPaths.library, restoring: folder != nil)
  }

  private func open(_ folder: String, restoring: Bool) {
    let window = LibraryWindow(
      application: app, folder: folder, store: store, restoring: restoring)
    windows.append(window)
    window.window.onCloseRequest { [weak self, weak window] in
      self?.windows.removeAll { $0 === window }
      return false
    }
    window.present()
  }

  private func installActions() {
    let handlers: [SheafAction: @MainActor () -> Void] = [
      .quit: { [weak self] in self?.quit() },
      .newWindow: { [weak self] in
        guard let self else { return }
        open(activeWindow?.folder ?? DataPaths.library, restoring: false)
      },
      .shortcuts: { [weak self] in
        guard let window = self?.activeWindow?.window else { return }
        ShortcutsWindow.present(ShortcutsCatalog.groups, for: window)
      },
      .about: { [weak self] in
        guard let window = self?.activeWindow?.window else { return }
        Dialogs.showAbout(Self.about, for: window)
      },
    ]
    for action in SheafAction.allCases {
      if let handler = handlers[action] { app.add(Action(action.name, handler)) }
      app.setAccelerators(action.accelerators, for: action.rawValue)
    }
  }

  /// The library window the user last worked in.
  private var activeWindow: LibraryWindow? {
    let active = app.activeWindow
    return windows.first { $0.window.window == active } ?? windows.last
  }

  private func quit() {
    for window in windows { window.window.close() }
    app.quit()
  }

  private static var about: AboutInfo {
    AboutInfo(
      name: "Sheaf", version: version, iconName: id,
      comments: localized("A folder's documents and pictures, side by side"),
      website: "https://sheafapp.github.io", developers: ["The Sheaf developers"])
  }
}
