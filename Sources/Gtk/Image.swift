import CGtk

/// A GtkImage: an icon from the theme (by name or GIcon) at a fixed size.
@MainActor
public final class Image: Widget {
  /// An image of the theme icon `iconName` (or nothing yet) at `pixelSize` pixels.
  public init(iconName: String? = nil, pixelSize: Int32 = 16) {
    super.init(gtk_image_new_from_icon_name(iconName), .sink)
    gtk_image_set_pixel_size(cast(), pixelSize)
  }

  /// Wraps an image GTK handed out (`transfer none`), e.g. a list row's child.
  public init(borrowing pointer: UnsafeMutablePointer<GtkWidget>) {
    super.init(pointer, .borrow)
  }

  /// Shows the theme icon `name`; nil shows nothing.
  public func setIconName(_ name: String?) { gtk_image_set_from_icon_name(cast(), name) }

  /// Shows a GIcon (a content type's icon, a themed icon).
  public func setIcon(_ icon: OpaquePointer?) { gtk_image_set_from_gicon(cast(), icon) }

  /// Shows a texture (a thumbnail).
  public func setPaintable(_ paintable: OpaquePointer?) {
    gtk_image_set_from_paintable(cast(), paintable)
  }

  /// The icon's size in pixels, whatever size its file has.
  public var pixelSize: Int32 {
    get { gtk_image_get_pixel_size(cast()) }
    set { gtk_image_set_pixel_size(cast(), newValue) }
  }
}
