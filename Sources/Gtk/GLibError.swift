import CGtk

/// A GError turned into a Swift error whose message is fit to show a user.
public struct GLibError: Error, Sendable, CustomStringConvertible {
  public let message: String
  public let code: Int32

  public init(message: String, code: Int32 = 0) {
    self.message = message
    self.code = code
  }

  /// Takes and frees `error`.
  init(taking error: UnsafeMutablePointer<GError>) {
    message = String(cString: error.pointee.message)
    code = error.pointee.code
    g_error_free(error)
  }

  public var description: String { message }
}

/// Calls a GLib function that reports failure through a `GError**`.
func throwingGError<T>(_ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> T) throws
  -> T
{
  var error: UnsafeMutablePointer<GError>?
  let result = body(&error)
  if let error { throw GLibError(taking: error) }
  return result
}
