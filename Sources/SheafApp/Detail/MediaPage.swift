import CGtk
import Gtk

/// A sound or a video in the detail: GTK's player (GtkVideo, over GStreamer), and above a
/// sound what its tags say (cover, title, artist, album). With the focus on the player, Space
/// plays and pauses. It never plays by itself, and when another page shows, the file is let
/// go at once, sound and pipeline with it.
@MainActor
final class MediaPage {
  let root = Box(GTK_ORIENTATION_VERTICAL)
  private let video: Widget
  /// A sound's cover and words, above the player.
  private let about = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 18)
  private let cover = Picture()
  private let title = Label()
  private let byline = Label()
  /// Watches the stream on show for an error (no decoder for its kind).
  private var errorWatch: SignalConnection?
  /// Watches the stream on show start and stop playing.
  private var playingWatch: SignalConnection?
  /// When the stream on show last started or stopped playing, in monotonic microseconds.
  private var lastPlayingChange = 0
  /// Called when the stream fails, with GStreamer's error.
  var onFailed: ((GLibError) -> Void)?
  /// Called when the stream has neither become ready to play nor failed within `patience`:
  /// GTK 4.8's player now and then never passes GStreamer's error on (a damaged video then
  /// showed a black player for good).
  var onSilent: (() -> Void)?
  private var silenceWatch: SourceID?
  /// How long the player may take to read what the file holds before it is asked why not.
  static let patience: UInt32 = 3_000

  init() {
    video = Widget(gtk_video_new(), .sink)
    gtk_video_set_autoplay(video.cast(), 0)
    gtk_video_set_loop(video.cast(), 0)
    video.expandsHorizontally = true
    video.expandsVertically = true
    video.setAccessibleLabel(localized("Player"))
    // The player itself takes the focus: its controls hide until the pointer moves.
    video.canFocus = true
    let keys = KeyController()
    keys.onKeyPressed { [weak self] key, modifiers in
      guard let self, modifiers.rawValue & Self.chords == 0 else { return false }
      switch Int32(key) {
      case GDK_KEY_space, GDK_KEY_KP_Space: return playOrPause()
      case GDK_KEY_Left, GDK_KEY_KP_Left: return skip(seconds: -Self.skipSeconds)
      case GDK_KEY_Right, GDK_KEY_KP_Right: return skip(seconds: Self.skipSeconds)
      default: return false
      }
    }
    video.addController(keys)
    about.setMargins(24)
    about.isVisible = false
    cover.setSizeRequest(width: Self.coverSide, height: Self.coverSide)
    about.append(cover)
    let words = Box(GTK_ORIENTATION_VERTICAL, spacing: 6)
    words.verticalAlignment = GTK_ALIGN_CENTER
    for label in [title, byline] {
      label.xAlign = 0
      label.wraps = true
      words.append(label)
    }
    title.addCSSClass("title-2")
    byline.addCSSClass("dim-label")
    about.append(words)
    root.append(about)
    root.append(video)
  }

  private static let coverSide: Int32 = 128

  /// Plays the stream on show, or pauses it; false when there is none.
  @discardableResult
  func playOrPause() -> Bool {
    guard let stream = gtk_video_get_media_stream(video.cast()) else { return false }
    if gtk_media_stream_get_playing(stream) != 0 {
      gtk_media_stream_pause(stream)
    } else {
      gtk_media_stream_play(stream)
    }
    return true
  }

  /// Moves the stream on show back or forward, within its length; false when it cannot seek.
  @discardableResult
  func skip(seconds: Int) -> Bool {
    guard let stream = gtk_video_get_media_stream(video.cast()),
      gtk_media_stream_is_seekable(stream) != 0
    else { return false }
    let duration = gtk_media_stream_get_duration(stream)
    var target = gtk_media_stream_get_timestamp(stream) + seconds * 1_000_000
    target = max(0, duration > 0 ? min(target, duration) : target)
    gtk_media_stream_seek(stream, target)
    return true
  }

  /// The stream on show's position, in microseconds (0 without one).
  var position: Int {
    gtk_video_get_media_stream(video.cast()).map { gtk_media_stream_get_timestamp($0) } ?? 0
  }

  /// Whether the stream on show knows its length and can seek.
  var isSeekable: Bool {
    gtk_video_get_media_stream(video.cast()).map { gtk_media_stream_is_seekable($0) != 0 } ?? false
  }

  /// Left and Right move by this much.
  static let skipSeconds = 5

  private static let chords =
    GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue

  func show(_ file: File, tags: AudioTags?) {
    stop()
    lastPlayingChange = 0
    showAbout(tags)
    // The stream is made here and handed over unrealized: `gtk_video_set_file` on a realized
    // player realizes the stream twice and unrealizes it once.
    guard let made = gtk_media_file_new_for_file(file.pointer) else { return }
    let stream = UnsafeMutablePointer<GtkMediaStream>(OpaquePointer(made))
    gtk_video_set_media_stream(video.cast(), stream)
    g_object_unref(UnsafeMutableRawPointer(made))
    silenceWatch = MainLoop.after(milliseconds: Self.patience) { [weak self] in
      guard let self else { return }
      silenceWatch = nil
      guard gtk_media_stream_is_prepared(stream) == 0, gtk_media_stream_get_error(stream) == nil
      else { return }
      onSilent?()
    }
    let watched = Object(UnsafeMutableRawPointer(stream), .borrow)
    playingWatch = watched.onNotify("playing") { [weak self] in
      self?.lastPlayingChange = g_get_monotonic_time()
    }
    errorWatch = watched.onNotify("error") { [weak self] in
      guard let self, let error = gtk_media_stream_get_error(stream) else { return }
      onFailed?(
        GLibError(
          domain: error.pointee.domain, code: error.pointee.code,
          message: String(cString: error.pointee.message)))
    }
  }

  /// The sound's cover and words, or nothing when it has none (and for a video).
  private func showAbout(_ tags: AudioTags?) {
    guard let tags, !tags.isEmpty else {
      about.isVisible = false
      cover.setTexture(nil)
      return
    }
    cover.setTexture(tags.cover?.pointer)
    cover.isVisible = tags.cover != nil
    cover.alternativeText = localized("Cover")
    title.text = tags.title ?? ""
    title.isVisible = tags.title != nil
    byline.text = [tags.artist, tags.album].compactMap { $0 }.joined(separator: " — ")
    byline.isVisible = !byline.text.isEmpty
    about.isVisible = true
  }

  /// Lets go of the file: the sound stops, and GStreamer's pipeline is freed.
  func stop() {
    cover.setTexture(nil)
    errorWatch?.disconnect()
    errorWatch = nil
    silenceWatch?.cancel()
    silenceWatch = nil
    playingWatch?.disconnect()
    playingWatch = nil
    if let stream = gtk_video_get_media_stream(video.cast()) {
      let file = Object(UnsafeMutableRawPointer(stream), .borrow)
      let settled = lastPlayingChange + Int(Self.settling) * 1000
      let wait = settled - g_get_monotonic_time()
      if wait > 0 {
        // Closed within a moment of being played or paused, GTK 4.8's player (a GstPlay,
        // which changes state on its own thread) stays alive with the file open: the sound
        // stops now, and the file closes once the player has settled.
        gtk_media_stream_set_muted(stream, 1)
        MainLoop.after(milliseconds: UInt32(wait / 1000) + 1) { Self.close(file) }
      } else {
        Self.close(file)
      }
    }
    gtk_video_set_media_stream(video.cast(), nil)
  }

  /// How long after being played or paused the player is let settle before its file closes.
  static let settling: UInt32 = 1_000

  /// Closes the stream's file, which stops GStreamer's pipeline: GTK 4.8's player outlives a
  /// stream it is merely let go by (something still holds the stream), keeping the file open
  /// and GStreamer at work. It is not paused first: a pause is a change of state the player
  /// makes on its own thread, and one still pending when the stream closes left the file open
  /// (ten videos played and left under load: ten still open).
  private static func close(_ stream: Object) {
    gtk_media_file_clear(stream.cast())
  }

  /// Puts the focus on the player, where Space plays and pauses.
  func focus() -> Bool {
    video.grabFocus()
  }
}
