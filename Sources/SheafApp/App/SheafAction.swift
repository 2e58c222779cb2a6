/// Every action Sheaf installs, as GAction names ("app.quit", "win.find").
enum SheafAction: String, CaseIterable {
  case quit = "app.quit"
  case newWindow = "app.new-window"
  case shortcuts = "app.shortcuts"
  case about = "app.about"
  case close = "win.close"
  case openFolder = "win.open-folder"
  case showMenu = "win.show-menu"
  case find = "win.find"
  case parentFolder = "win.parent-folder"
  case forward = "win.forward"
  case showHidden = "win.show-hidden"
  /// Orders the lists by the key its parameter names ("name", "modified", "size", "kind").
  case sortBy = "win.sort-by"
  case sortReversed = "win.sort-reversed"
  case foldersFirst = "win.folders-first"
  /// Goes up the number of folders its parameter says (a string: "1" is the parent).
  case goUp = "win.go-up"
  case openWithDefault = "win.open-with-default"
  case openWith = "win.open-with"
  case showInFiles = "win.show-in-files"
  case copyLocation = "win.copy-location"
  case otherApplication = "win.open-with-other"
  case zoomIn = "win.zoom-in"
  case zoomOut = "win.zoom-out"
  case zoomToFit = "win.zoom-to-fit"

  /// The name within its group ("quit"), as GAction wants it.
  var name: String { String(rawValue.split(separator: ".").last ?? "") }

  var isApplicationWide: Bool { rawValue.hasPrefix("app.") }

  /// What the action needs to run: a file on show, or one whose type is known (to choose
  /// the apps that open it). Without it, its buttons and menu items are greyed.
  var needs: Need {
    switch self {
    case .openWithDefault, .openWith, .otherApplication: .fileOfKnownType
    case .showInFiles, .copyLocation: .file
    case .zoomIn, .zoomOut, .zoomToFit: .zoomable
    default: .nothing
    }
  }

  enum Need {
    case nothing, file, fileOfKnownType, zoomable
  }

  /// Its keyboard shortcuts, from the one keyboard map.
  var accelerators: [String] {
    KeyboardMap.entries.first { $0.action == self }?.accelerators ?? []
  }
}
