import Glibc

/// Where a line goes.
enum Stream {
  case standardOutput, standardError
}

/// Writes a line for whoever reads the journal or the terminal: what the user was told in
/// words of ours, with GIO's own error text.
func log(_ message: String, to stream: Stream = .standardError) {
  let line = Array("\(stream == .standardError ? "sheaf: " : "")\(message)\n".utf8)
  let descriptor = stream == .standardError ? STDERR_FILENO : STDOUT_FILENO
  _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
}
