import CGtk

/// A GtkPicture: an image scaled to fit its allocation.
@MainActor
public final class Picture: Widget {
  /// An empty picture that shrinks its image to fit its allocation.
  public init() {
    super.init(gtk_picture_new(), .sink)
    gtk_picture_set_can_shrink(cast(), 1)
  }

  /// Shows an already decoded texture (decode off the main thread, then hand it here).
  public func setTexture(_ texture: OpaquePointer?) {
    gtk_picture_set_paintable(cast(), texture)
  }

  /// What a screen reader says for the picture.
  public var alternativeText: String? {
    get { gtk_picture_get_alternative_text(cast()).map { String(cString: $0) } }
    set { gtk_picture_set_alternative_text(cast(), newValue) }
  }
}
