import CGtk
import Gtk

/// A status page as the GNOME HIG describes it (GTK 4.8 has no AdwStatusPage): a large dim
/// icon, a title, a sentence, and sometimes a button that does something about it.
@MainActor
final class StatusPage {
  let root = Box(GTK_ORIENTATION_VERTICAL, spacing: 12)
  private let icon = Image(pixelSize: 96)
  private let title = Label("", role: GTK_ACCESSIBLE_ROLE_HEADING)
  private let details = Label()
  private let button = Button(label: "")
  private var action: StatusAction?
  /// Called when the user presses the page's button.
  var onAction: ((StatusAction) -> Void)?

  init() {
    root.verticalAlignment = GTK_ALIGN_CENTER
    root.horizontalAlignment = GTK_ALIGN_CENTER
    root.setMargins(36)
    icon.addCSSClass("dim-label")
    icon.setMargins(12)
    title.addCSSClass("title-1")
    for label in [title, details] {
      label.wraps = true
      label.justify = GTK_JUSTIFY_CENTER
    }
    button.horizontalAlignment = GTK_ALIGN_CENTER
    button.addCSSClass("suggested-action")
    button.addCSSClass("pill")
    root.append(icon)
    root.append(title)
    root.append(details)
    root.append(button)
    button.onClicked { [weak self] in
      guard let self, let action else { return }
      onAction?(action)
    }
  }

  /// What the page says now.
  private(set) var message: StatusMessage?

  func show(_ message: StatusMessage) {
    self.message = message
    icon.setIconName(message.iconName)
    title.text = message.title
    details.text = message.description
    action = message.action
    button.isVisible = message.action != nil
    switch message.action {
    case .openFolder: button.label = localized("Open Folder…")
    case .showFiles: button.label = localized("Show Files")
    case nil: break
    }
  }
}
