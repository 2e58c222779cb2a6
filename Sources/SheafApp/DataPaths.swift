import CGtk

/// Where the sample library shipped in `data/` lives, installed or in a build tree.
enum SampleLibrary {
  static var path: String {
    if let override = getenv("SHEAF_DATA_DIR") {
      return String(cString: override) + "/library"
    }
    let directory = executableDirectory()
    let candidates = [
      // Installed: PREFIX/bin/sheaf -> PREFIX/share/sheaf/library
      "\(directory)/../share/sheaf/library",
      // Built: .build/<triple>/<configuration>/sheaf -> data/library
      "\(directory)/../../../data/library",
    ]
    let found = candidates.first { g_file_test($0, G_FILE_TEST_IS_DIR) != 0 }
    return canonical(found ?? candidates[0])
  }

  private static func executableDirectory() -> String {
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
