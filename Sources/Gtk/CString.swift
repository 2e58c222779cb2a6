import CGtk

/// Takes ownership of a newly allocated C string (`transfer full`), frees it, and returns its text.
public func takeString(_ pointer: UnsafeMutablePointer<gchar>?) -> String? {
  guard let pointer else { return nil }
  defer { g_free(pointer) }
  return String(cString: pointer)
}

/// Looks `message` up in the gettext catalog of `domain` (each library and the app has its
/// own, as GNOME libraries do); an untranslated message comes back unchanged.
public func translate(_ message: String, domain: String) -> String {
  // Without a translation gettext returns the pointer it was given: read it while it lives.
  message.withCString { pointer in String(cString: g_dgettext(domain, pointer)) }
}

/// Fills the placeholders of a translated message: `%s` takes the arguments in order, `%1$s`
/// and `%2$s` name them, so that a translation may reorder them. Values must be filled in
/// after the lookup, or the translated catalog can never match.
public func fillPlaceholders(_ format: String, _ arguments: [String]) -> String {
  var text = format
  for (index, argument) in arguments.enumerated() {
    let numbered = "%\(index + 1)$s"
    if text.contains(numbered) {
      text = text.replacing(numbered, with: argument)
    } else if let placeholder = text.firstRange(of: "%s") {
      text.replaceSubrange(placeholder, with: argument)
    }
  }
  return text
}

/// Calls `body` with a NULL-terminated C array of copies of `strings` (a `char **`), freed after.
func withCStringArray<Result>(
  _ strings: [String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Result
) -> Result {
  var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
  defer {
    for pointer in pointers { free(pointer) }
  }
  return pointers.withUnsafeMutableBufferPointer { buffer in
    guard let base = buffer.baseAddress else {
      preconditionFailure("an array holding the NULL terminator has storage")
    }
    return body(base)
  }
}

/// The same array, typed `const char **` as most GLib functions take it.
func withConstCStringArray<Result>(
  _ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result
) -> Result {
  withCStringArray(strings) { pointer in
    pointer.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: strings.count + 1, body)
  }
}
