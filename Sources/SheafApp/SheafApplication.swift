import CGtk
import Gtk

/// The Sheaf application: one process, one window per opened folder.
@MainActor
public final class SheafApplication {
  public static let id = "io.github.sheafapp.Sheaf"

  private let app = Application(
    id: id, flags: GApplicationFlags(G_APPLICATION_HANDLES_OPEN.rawValue))
  private var windows: [LibraryWindow] = []

  public init() {
    app.onActivate { [weak self] in self?.open(SampleLibrary.path) }
    app.onOpen { [weak self] paths in
      for path in paths { self?.open(path) }
    }
  }

  public func run() -> Int32 {
    app.run()
  }

  private func open(_ folder: String) {
    let window = LibraryWindow(application: app, folder: folder)
    windows.append(window)
    window.window.onCloseRequest { [weak self, weak window] in
      self?.windows.removeAll { $0 === window }
      return false
    }
    window.present()
  }
}
