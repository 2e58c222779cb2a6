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
/// after the lookup, or the translated catalog can never match. One pass over the format:
/// an argument is never searched for placeholders itself (a file named "%s" stays so), and a
/// list row's line costs no more than its bytes.
public func fillPlaceholders(_ format: String, _ arguments: [String]) -> String {
  let percent = UInt8(ascii: "%")
  let letterS = UInt8(ascii: "s")
  let dollar = UInt8(ascii: "$")
  let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
  let bytes = Array(format.utf8)
  var text: [UInt8] = []
  text.reserveCapacity(bytes.count + arguments.reduce(0) { $0 + $1.utf8.count })
  var nextInOrder = 0
  var index = 0
  while index < bytes.count {
    guard bytes[index] == percent else {
      text.append(bytes[index])
      index += 1
      continue
    }
    // "%s", or "%N$s": which argument, and where the placeholder ends.
    var end = index + 1
    var number = 0
    while end < bytes.count, digits.contains(bytes[end]) {
      number = min(number * 10 + Int(bytes[end] - digits.lowerBound), arguments.count + 1)
      end += 1
    }
    let numbered = end > index + 1
    if numbered, end < bytes.count, bytes[end] == dollar { end += 1 }
    let isPlaceholder =
      end < bytes.count && bytes[end] == letterS
      && (numbered ? bytes[end - 1] == dollar : true)
    let argument = numbered ? number - 1 : nextInOrder
    guard isPlaceholder, arguments.indices.contains(argument) else {
      text.append(percent)
      index += 1
      continue
    }
    text.append(contentsOf: arguments[argument].utf8)
    if !numbered { nextInOrder += 1 }
    index = end + 1
  }
  return String(decoding: text, as: UTF8.self)
}

/// Calls `body` with a NULL-terminated C array of copies of `strings` (a `char **`), freed after.
public func withCStringArray<Result>(
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
