/// Every action Sheaf offers, with its keyboard shortcuts: declared in this one place.
enum SheafAction: String, CaseIterable {
  case quit = "app.quit"
  case newWindow = "app.new-window"
  case shortcuts = "app.shortcuts"
  case about = "app.about"
  case close = "win.close"
  case openFolder = "win.open-folder"
  case showMenu = "win.show-menu"

  /// The name within its group ("quit"), as GAction wants it.
  var name: String { String(rawValue.split(separator: ".").last ?? "") }

  var isApplicationWide: Bool { rawValue.hasPrefix("app.") }

  var accelerators: [String] {
    switch self {
    case .quit: ["<Control>q"]
    case .newWindow: ["<Control>n"]
    case .shortcuts: ["<Control>question"]
    case .about: []
    case .close: ["<Control>w"]
    case .openFolder: ["<Control>o"]
    case .showMenu: ["F10"]
    }
  }
}
