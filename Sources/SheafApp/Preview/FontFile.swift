import CFontconfig
import CGtk
import Gtk

/// A font file, loaded for Sheaf alone: a fontconfig configuration that holds this one file
/// and no other font, so nothing is installed for the rest of the system and no other font
/// can stand in for it when its sample is drawn.
///
/// Made on a worker; then only read, on the main thread, which is what makes it Sendable.
final class FontFile: @unchecked Sendable {
  /// The family and style as the font names them ("DejaVu Serif", "Bold").
  let family: String
  let style: String
  /// What fontconfig read of the font: its family, weight, slant and width.
  private let pattern: OpaquePointer
  private let config: OpaquePointer

  /// Reads the font at `path` (its first face): nil when FreeType finds no font in it.
  init?(path: [UInt8]) {
    let name = path + [0]
    var faces: Int32 = 0
    guard let pattern = FcFreeTypeQuery(name, 0, nil, &faces) else { return nil }
    guard let config = FcConfigCreate() else {
      FcPatternDestroy(pattern)
      return nil
    }
    guard FcConfigAppFontAddFile(config, name) != 0 else {
      FcPatternDestroy(pattern)
      FcConfigDestroy(config)
      return nil
    }
    self.pattern = pattern
    self.config = config
    family = Self.string(FC_FAMILY, of: pattern) ?? ""
    style = Self.string(FC_STYLE, of: pattern) ?? ""
  }

  deinit {
    FcPatternDestroy(pattern)
    FcConfigDestroy(config)
  }

  /// How many fonts the configuration holds: this file's, and none of the system's.
  var fontCount: Int {
    Int(FcConfigGetFonts(config, FcSetApplication)?.pointee.nfont ?? 0)
  }

  /// A Pango font map that knows this font alone, for the labels that show it. The caller
  /// owns it.
  @MainActor
  func makeFontMap() -> UnsafeMutablePointer<PangoFontMap>? {
    guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
      return nil
    }
    pango_fc_font_map_set_config(OpaquePointer(map), config)
    return map
  }

  /// The font's description at `points`, for Pango; the caller frees it.
  @MainActor
  func description(points: Int32) -> OpaquePointer? {
    guard let description = pango_fc_font_description_from_pattern(pattern, 0) else {
      return nil
    }
    pango_font_description_set_size(description, points * PANGO_SCALE)
    return description
  }

  private static func string(_ key: String, of pattern: OpaquePointer) -> String? {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else {
      return nil
    }
    return String(cString: value)
  }
}
