import CFontconfig
import CGtk
import Gtk

/// A font file shown as GNOME's font viewer shows one: its family and style in the interface's
/// own font, then its letters and a sentence in the font itself, at growing sizes. The sentence
/// is Pango's sample for the user's language.
@MainActor
final class FontPage {
  let root = ScrolledWindow()
  private let box = Box(GTK_ORIENTATION_VERTICAL, spacing: 12)
  private let family = Label()
  private let style = Label()
  /// The lines drawn in the font on show, made again for each font.
  private var samples: [Label] = []
  /// The font map of the font on show: it holds the font's fontconfig set.
  private var fontMap: UnsafeMutablePointer<PangoFontMap>?

  init() {
    family.addCSSClass("title-1")
    family.xAlign = 0
    family.wraps = true
    style.addCSSClass("dim-label")
    style.xAlign = 0
    box.setMargins(24)
    box.append(family)
    box.append(style)
    root.setPolicy(horizontal: GTK_POLICY_NEVER, vertical: GTK_POLICY_AUTOMATIC)
    root.setChild(box)
  }

  func show(_ font: FontFile) {
    clear()
    family.text = font.family
    style.text = font.style
    fontMap = font.makeFontMap()
    let sentence = String(cString: pango_language_get_sample_string(pango_language_get_default()))
    let lines =
      [(Self.alphabet, Int32(18))] + [12, 18, 24, 36, 48].map { (sentence, Int32($0)) }
    for (text, points) in lines {
      let label = Label(text)
      label.xAlign = 0
      label.wraps = true
      if let fontMap { gtk_widget_set_font_map(label.widget, fontMap) }
      if let description = font.description(points: points),
        let attributes = pango_attr_list_new()
      {
        pango_attr_list_insert(attributes, pango_attr_font_desc_new(description))
        gtk_label_set_attributes(label.cast(), attributes)
        pango_attr_list_unref(attributes)
        pango_font_description_free(description)
      }
      box.append(label)
      samples.append(label)
    }
  }

  /// Lets go of the font, once another page shows.
  func clear() {
    for sample in samples { box.remove(sample) }
    samples = []
    if let fontMap { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
    fontMap = nil
  }

  private static let alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ\nabcdefghijklmnopqrstuvwxyz\n0123456789 .,:;!?()&"
}
