import SheafConfig

/// Where Sheaf's shipped data lives. The folders are fixed when Sheaf is built
/// (Sources/SheafConfig, set by the Makefile): the source tree for `make build`, PREFIX/share
/// for `make release`, which `make install` copies. Nothing is guessed at run time.
enum DataPaths {
  /// The sample library shown when no folder is given.
  static var library: String {
    configured(sheaf_config_library_dir()) ?? "\(sourceTree)/data/library"
  }

  /// The root of the compiled translations (LANG/LC_MESSAGES/sheaf.mo and swift-splitview.mo).
  static var locale: String {
    // `make build` compiles po/*.po there; a plain `swift build` compiles none.
    #if DEBUG
      configured(sheaf_config_locale_dir()) ?? "\(sourceTree)/.build/debug/locale"
    #else
      configured(sheaf_config_locale_dir()) ?? "\(sourceTree)/.build/release/locale"
    #endif
  }

  /// The folder of Sheaf's own icons (hicolor/…): the About dialog shows the app's icon even
  /// when Sheaf runs from the source tree or an unusual PREFIX.
  static var icons: String {
    configured(sheaf_config_icon_dir()) ?? "\(sourceTree)/data/icons"
  }

  private static func configured(_ folder: UnsafePointer<CChar>?) -> String? {
    folder.map { String(cString: $0) }
  }

  /// For a plain `swift build`, which passes no folders: the package this file was compiled
  /// from (PACKAGE/Sources/SheafApp/DataPaths.swift).
  private static var sourceTree: String {
    var path = #filePath
    for _ in 0..<3 {
      path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    }
    return path.isEmpty ? "." : path
  }
}
