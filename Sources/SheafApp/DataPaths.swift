import CGtk

/// Where Sheaf's shipped data lives: installed under PREFIX/share, or in the build tree.
enum DataPaths {
  /// The sample library shown when no folder is given.
  static var library: String {
    if let override = getenv("SHEAF_DATA_DIR") {
      return String(cString: override) + "/library"
    }
    return first(existing: [
      // Installed: PREFIX/bin/sheaf -> PREFIX/share/sheaf/library
      "\(executableDirectory)/../share/sheaf/library",
      // Built: .build/<triple>/<configuration>/sheaf -> data/library
      "\(executableDirectory)/../../../data/library",
    ])
  }

  /// The root of the compiled translations (LANG/LC_MESSAGES/sheaf.mo).
  static var locale: String {
    first(existing: [
      "\(executableDirectory)/../share/locale",
      // `make build` compiles po/*.po beside the binary.
      "\(executableDirectory)/locale",
    ])
  }

  private static func first(existing candidates: [String]) -> String {
    let found = candidates.first { g_file_test($0, G_FILE_TEST_IS_DIR) != 0 }
    return canonical(found ?? candidates[0])
  }

  private static var executableDirectory: String {
    guard let link = g_file_read_link("/proc/self/exe", nil) else { return "." }
    defer { g_free(link) }
    guard let directory = g_path_get_dirname(link) else { return "." }
    defer { g_free(directory) }
    return String(cString: directory)
  }

  private static func canonical(_ path: String) -> String {
    guard let resolved = g_canonicalize_filename(path, nil) else { return path }
    defer { g_free(resolved) }
    return String(cString: resolved)
  }
}
