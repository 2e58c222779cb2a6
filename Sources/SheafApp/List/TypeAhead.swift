/// What the user types in the list to jump to a name: letters typed close together make one
/// prefix; a pause starts a new one, as in GNOME Files and GTK's tree view.
struct TypeAhead {
  /// The prefix typed so far; empty when nothing is being typed.
  private(set) var prefix = ""
  /// When the last key came, in microseconds of the monotonic clock.
  private var last: Int64 = 0

  /// How long a pause ends a prefix, in microseconds.
  static let pause: Int64 = 1_000_000

  /// Whether a prefix is being typed at `now`.
  func isTyping(at now: Int64) -> Bool {
    !prefix.isEmpty && now - last < Self.pause
  }

  /// Adds `text` to the prefix, or starts a new one after a pause; returns the prefix.
  mutating func type(_ text: String, at now: Int64) -> String {
    if !isTyping(at: now) { prefix = "" }
    prefix += text
    last = now
    return prefix
  }

  /// Takes the last character back; returns what is left.
  mutating func erase(at now: Int64) -> String {
    prefix.removeLast(prefix.isEmpty ? 0 : 1)
    last = now
    return prefix
  }

  /// Ends the prefix.
  mutating func reset() {
    prefix = ""
  }
}
