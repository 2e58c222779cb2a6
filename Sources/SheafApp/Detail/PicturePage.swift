import CGtk
import Gtk

/// A picture in the detail: at its own size when it fits (a 16 px icon stays 16 px, pixel art
/// stays crisp), shrunk to the pane when it does not, a vector picture filling the pane; its
/// size in pixels below it. An animated picture plays, over and over, while it is shown.
@MainActor
final class PicturePage {
  let root = Box(GTK_ORIENTATION_VERTICAL, spacing: 6)
  let picture = Picture()
  private let size = Label()
  /// The next frame's timer while an animation plays.
  private var nextFrame: SourceID?

  init() {
    root.setMargins(12)
    picture.expandsHorizontally = true
    picture.expandsVertically = true
    size.addCSSClass("dim-label")
    size.addCSSClass("caption")
    root.append(picture)
    root.append(size)
  }

  func show(_ texture: Texture, name: String?) {
    stop()
    picture.setTexture(texture.pointer)
    if let frames = texture.frames { play(frames, from: 0) }
    picture.alternativeText = name
    // Centred, a picture gets no more than its own size; filling, GtkPicture scales it up.
    let align = texture.pictureSize == nil ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER
    picture.horizontalAlignment = align
    picture.verticalAlignment = align
    if let (width, height) = texture.pictureSize {
      // Translators: a picture's width and height in pixels.
      size.text = localized(
        "%1$s × %2$s pixels", Formatting.number(width), Formatting.number(height))
      size.isVisible = true
    } else {
      size.isVisible = false
    }
  }

  /// Stops an animation where it is (another page shows, the window closes).
  func stop() {
    nextFrame?.cancel()
    nextFrame = nil
  }

  private func play(_ frames: [(texture: Texture, milliseconds: Int)], from index: Int) {
    picture.setTexture(frames[index].texture.pointer)
    nextFrame = MainLoop.after(milliseconds: UInt32(clamping: frames[index].milliseconds)) {
      [weak self] in
      self?.play(frames, from: (index + 1) % frames.count)
    }
  }
}
