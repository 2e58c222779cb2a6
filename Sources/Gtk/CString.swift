import CGtk

/// Takes ownership of a newly allocated C string (`transfer full`), frees it, and returns its text.
func takeString(_ pointer: UnsafeMutablePointer<gchar>?) -> String? {
  guard let pointer else { return nil }
  defer { g_free(pointer) }
  return String(cString: pointer)
}

/// Translates a user-visible message through gettext.
public func localized(_ message: String) -> String {
  String(cString: sheaf_gettext(message))
}
