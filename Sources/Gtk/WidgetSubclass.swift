import CGtk

/// What a widget class registered from Swift does. One instance belongs to each widget: the
/// GObject owns it (released when the widget is finalized), so the widget keeps working
/// whoever holds or drops a Swift handle on it.
@MainActor
public protocol WidgetBehavior: AnyObject {
  /// The widget's minimum and natural size along `orientation` for `size` in the other one
  /// (-1 when unknown).
  func measure(_ orientation: GtkOrientation, for size: Int32) -> (minimum: Int32, natural: Int32)
  /// Places the children in the widget's new allocation.
  func allocate(width: Int32, height: Int32)
  /// The widget is being disposed: drop references, stop timers. Children still attached
  /// afterwards are unparented for you.
  func dispose()
  /// Writes property `index` (its position in the class's property list) into `value`.
  func getProperty(_ index: Int, into value: UnsafeMutablePointer<GValue>)
  /// Reads property `index` from `value`.
  func setProperty(_ index: Int, from value: UnsafePointer<GValue>)
}

extension WidgetBehavior {
  /// Does nothing, for a class without properties.
  public func getProperty(_ index: Int, into value: UnsafeMutablePointer<GValue>) {}
  /// Does nothing, for a class without writable properties.
  public func setProperty(_ index: Int, from value: UnsafePointer<GValue>) {}
}

/// A GObject property of a widget class registered from Swift.
public struct PropertySpec: Sendable {
  /// The type and default of the property's value.
  public enum Kind: Sendable {
    /// A boolean with its default value.
    case boolean(default: Bool)
    /// A string, NULL by default.
    case string
    /// A registered GEnum type (see `EnumType`).
    case enumeration(GType, default: Int32)
    /// A GObject of the given type (e.g. `gtk_widget_get_type()`).
    case object(GType)
  }

  /// The property's name, e.g. `show-sidebar`.
  public let name: String
  /// The property's type and default.
  public let kind: Kind
  /// Whether code outside the widget may set it; otherwise it is read-only.
  public let isWritable: Bool

  /// A property called `name` of `kind`, read-only unless `writable`.
  public init(_ name: String, _ kind: Kind, writable: Bool = false) {
    self.name = name
    self.kind = kind
    self.isWritable = writable
  }
}

/// A GtkWidget subclass registered from Swift, with its CSS name and GObject properties.
///
/// The vfuncs find the instance's `WidgetBehavior` through qdata; the type lives for the
/// whole process, as every GType does.
@MainActor
public final class WidgetClass {
  /// The registered GType.
  public let type: GType
  private var specs: [UnsafeMutablePointer<GParamSpec>] = []

  /// Registers `name` as a subclass of GtkWidget. Call once per process (keep the result).
  public init(
    name: String, cssName: String, accessibleRole: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_GENERIC,
    properties: [PropertySpec] = []
  ) {
    let description = ClassDescription(
      cssName: cssName, role: accessibleRole, properties: properties)
    var info = GTypeInfo()
    info.class_size = guint16(MemoryLayout<GtkWidgetClass>.size)
    info.class_init = classInit
    info.class_data = UnsafeRawPointer(Unmanaged.passRetained(description).toOpaque())
    info.instance_size = guint16(MemoryLayout<GtkWidget>.size)
    type = g_type_register_static(gtk_widget_get_type(), name, &info, GTypeFlags(rawValue: 0))
    // The class is initialized lazily; make it now so the property specs exist.
    let klass = g_type_class_ref(type)
    specs = description.specs
    g_type_class_unref(klass)
  }

  /// Creates an instance driven by `behavior`, which the instance then owns. The reference
  /// returned is floating, as any new widget's.
  public func instantiate(_ behavior: some WidgetBehavior) -> UnsafeMutablePointer<GtkWidget> {
    let object = g_object_new_with_properties(type, 0, nil, nil)
    guard let object else { fatalError("GLib could not create a \(type) instance") }
    g_object_set_qdata_full(
      object, behaviorQuark, Unmanaged.passRetained(behavior as AnyObject).toOpaque(),
      releaseBehavior)
    return gcast(object)
  }

  /// Emits `notify` for property `index`.
  public func notify(_ instance: UnsafeMutablePointer<GtkWidget>, property index: Int) {
    g_object_notify_by_pspec(gcast(instance), specs[index])
  }

  /// The behavior an instance of any Swift-registered class belongs to.
  public static func behavior(of instance: UnsafeMutableRawPointer) -> (any WidgetBehavior)? {
    guard
      let data = g_object_get_qdata(instance.assumingMemoryBound(to: GObject.self), behaviorQuark)
    else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? any WidgetBehavior
  }
}

/// What `class_init` needs, handed over as the type's class data.
private final class ClassDescription: @unchecked Sendable {
  let cssName: String
  let role: GtkAccessibleRole
  let properties: [PropertySpec]
  /// Filled in by class_init, which runs once, on the thread that first uses the class.
  var specs: [UnsafeMutablePointer<GParamSpec>] = []

  init(cssName: String, role: GtkAccessibleRole, properties: [PropertySpec]) {
    self.cssName = cssName
    self.role = role
    self.properties = properties
  }
}

private let behaviorQuark: GQuark = g_quark_from_string("swift-widget-behavior")

private let releaseBehavior: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Parent-class pointers per registered type, for chaining up. Written once per type in
/// class_init, read afterwards.
nonisolated(unsafe) private var parentClasses: [GType: UnsafeMutablePointer<GtkWidgetClass>] = [:]

private func parentClass(of object: UnsafeMutableRawPointer) -> UnsafeMutablePointer<
  GtkWidgetClass
>? {
  let instance = object.assumingMemoryBound(to: GTypeInstance.self)
  guard let klass = instance.pointee.g_class else { return nil }
  return parentClasses[klass.pointee.g_type]
}

private let classInit: GClassInitFunc = { klass, data in
  guard let klass, let data else { return }
  let description = Unmanaged<ClassDescription>.fromOpaque(data).takeUnretainedValue()
  let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
  let objectClass = klass.assumingMemoryBound(to: GObjectClass.self)
  let type = klass.assumingMemoryBound(to: GTypeClass.self).pointee.g_type
  parentClasses[type] = g_type_class_peek_parent(klass)?.assumingMemoryBound(
    to: GtkWidgetClass.self)
  objectClass.pointee.dispose = dispose
  objectClass.pointee.get_property = getProperty
  objectClass.pointee.set_property = setProperty
  widgetClass.pointee.measure = measure
  widgetClass.pointee.size_allocate = sizeAllocate
  widgetClass.pointee.get_request_mode = { _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }
  gtk_widget_class_set_css_name(widgetClass, description.cssName)
  gtk_widget_class_set_accessible_role(widgetClass, description.role)
  for (index, property) in description.properties.enumerated() {
    let flags = GParamFlags(
      rawValue: G_PARAM_READABLE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue
        | (property.isWritable ? G_PARAM_WRITABLE.rawValue : 0))
    let spec: UnsafeMutablePointer<GParamSpec>? =
      switch property.kind {
      case .boolean(let value): g_param_spec_boolean(property.name, nil, nil, value ? 1 : 0, flags)
      case .string: g_param_spec_string(property.name, nil, nil, nil, flags)
      case .enumeration(let enumType, let value):
        g_param_spec_enum(property.name, nil, nil, enumType, value, flags)
      case .object(let objectType): g_param_spec_object(property.name, nil, nil, objectType, flags)
      }
    guard let spec else { preconditionFailure("invalid property \(property.name)") }
    g_object_class_install_property(objectClass, guint(index + 1), spec)
    description.specs.append(spec)
  }
}

/// Runs `body` with the instance's behavior on the main actor, where GTK calls every vfunc.
private func withBehavior<T: Sendable>(
  _ object: UnsafeMutableRawPointer?, _ body: @MainActor (any WidgetBehavior) -> T
) -> T? {
  guard let object else { return nil }
  let address = UInt(bitPattern: object)
  return MainActor.assumeIsolated {
    guard let pointer = UnsafeMutableRawPointer(bitPattern: address),
      let behavior = WidgetClass.behavior(of: pointer)
    else { return nil }
    return body(behavior)
  }
}

private let dispose: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
  guard let object else { return }
  _ = withBehavior(object) { $0.dispose() }
  let widget: UnsafeMutablePointer<GtkWidget> = gcast(object)
  while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
  parentClass(of: object)?.withMemoryRebound(to: GObjectClass.self, capacity: 1) {
    $0.pointee.dispose?(object)
  }
}

private let getProperty:
  @convention(c) (
    UnsafeMutablePointer<GObject>?, guint, UnsafeMutablePointer<GValue>?,
    UnsafeMutablePointer<GParamSpec>?
  ) -> Void = { object, id, value, _ in
    guard let value else { return }
    let address = UInt(bitPattern: value)
    _ = withBehavior(object) { behavior in
      guard let value = UnsafeMutablePointer<GValue>(bitPattern: address) else { return }
      behavior.getProperty(Int(id) - 1, into: value)
    }
  }

private let setProperty:
  @convention(c) (
    UnsafeMutablePointer<GObject>?, guint, UnsafePointer<GValue>?,
    UnsafeMutablePointer<GParamSpec>?
  ) -> Void = { object, id, value, _ in
    guard let value else { return }
    let address = UInt(bitPattern: value)
    _ = withBehavior(object) { behavior in
      guard let value = UnsafePointer<GValue>(bitPattern: address) else { return }
      behavior.setProperty(Int(id) - 1, from: value)
    }
  }

private let measure:
  @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32, UnsafeMutablePointer<Int32>?,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
  ) -> Void = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
    let size =
      withBehavior(widget) { $0.measure(orientation, for: forSize) } ?? (minimum: 0, natural: 0)
    minimum?.pointee = size.minimum
    natural?.pointee = max(size.minimum, size.natural)
    minimumBaseline?.pointee = -1
    naturalBaseline?.pointee = -1
  }

private let sizeAllocate:
  @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void = {
    widget, width, height, _ in
    _ = withBehavior(widget) { $0.allocate(width: width, height: height) }
  }

/// A GEnum type registered from Swift, e.g. for an enumeration property.
public enum EnumType {
  /// Registers `name` with its values' (nick, name) pairs, numbered from 0. The value table
  /// is kept for the process's life, as GLib requires.
  public static func register(_ name: String, values: [(nick: String, name: String)]) -> GType {
    let table = UnsafeMutablePointer<GEnumValue>.allocate(capacity: values.count + 1)
    for (index, value) in values.enumerated() {
      table[index] = GEnumValue(
        value: gint(index), value_name: UnsafePointer(strdup(value.name)),
        value_nick: UnsafePointer(strdup(value.nick)))
    }
    table[values.count] = GEnumValue(value: 0, value_name: nil, value_nick: nil)
    return g_enum_register_static(name, table)
  }
}

extension Widget {
  /// Gives this child of a custom widget its place, measuring it first as GTK requires, and
  /// never below its minimum size (a larger child is clipped by an `overflow: hidden` parent
  /// rather than squeezed).
  public func allocate(x: Int32, y: Int32, width: Int32, height: Int32) {
    let childWidth = max(width, measure(GTK_ORIENTATION_HORIZONTAL).minimum)
    let childHeight = max(height, measure(GTK_ORIENTATION_VERTICAL, for: childWidth).minimum)
    var allocation = GtkAllocation(x: x, y: y, width: childWidth, height: childHeight)
    gtk_widget_size_allocate(widget, &allocation, -1)
  }

  /// Whether GTK lays out and draws the child (a container's decision, not the child's).
  public var isChildVisible: Bool {
    get { gtk_widget_get_child_visible(widget) != 0 }
    set { gtk_widget_set_child_visible(widget, newValue ? 1 : 0) }
  }

  /// Clips children to the widget's allocation.
  public var clipsChildren: Bool {
    get { gtk_widget_get_overflow(widget) == GTK_OVERFLOW_HIDDEN }
    set { gtk_widget_set_overflow(widget, newValue ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
  }

  /// The minimum and natural size along `orientation`.
  public func measure(_ orientation: GtkOrientation, for size: Int32 = -1) -> (
    minimum: Int32, natural: Int32
  ) {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(widget, orientation, size, &minimum, &natural, nil, nil)
    return (minimum, natural)
  }
}
