import CGtk

/// A GError as a Swift error: its domain and code, so callers can tell "not found" from
/// "permission denied", and GLib's message, for the log (people get a sentence of the app's).
public struct GLibError: Error, Sendable, CustomStringConvertible {
  /// The error domain (`G_IO_ERROR`...), as a quark.
  public let domain: GQuark
  /// The code within the domain.
  public let code: Int32
  /// GLib's own message, in English or the user's language; for the log.
  public let message: String

  /// An error with the given domain, code and message.
  public init(domain: GQuark, code: Int32, message: String) {
    self.domain = domain
    self.code = code
    self.message = message
  }

  /// Takes and frees `error`.
  public init(taking error: UnsafeMutablePointer<GError>) {
    domain = error.pointee.domain
    code = error.pointee.code
    message = String(cString: error.pointee.message)
    g_error_free(error)
  }

  /// Whether this is the error `code` of `domain`, as `g_error_matches` asks.
  public func matches(_ domain: GQuark, _ code: Int32) -> Bool {
    self.domain == domain && self.code == code
  }

  /// A GIO error (`G_IO_ERROR_NOT_FOUND`...).
  public func matches(_ code: GIOErrorEnum) -> Bool {
    matches(g_io_error_quark(), Int32(bitPattern: code.rawValue))
  }

  /// The operation was cancelled: not a failure anyone needs to hear about.
  public var isCancelled: Bool { matches(G_IO_ERROR_CANCELLED) }

  /// The domain's name, the code and the message, for the log.
  public var description: String {
    let name = g_quark_to_string(domain).map { String(cString: $0) } ?? "?"
    return "\(name) \(code): \(message)"
  }
}

/// Calls a GLib function that reports failure through a `GError**`.
public func throwingGError<T>(
  _ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> T
) throws(GLibError) -> T {
  var error: UnsafeMutablePointer<GError>?
  let result = body(&error)
  if let error { throw GLibError(taking: error) }
  return result
}
