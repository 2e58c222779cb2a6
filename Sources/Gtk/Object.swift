import CGtk

/// How a wrapper takes hold of the GObject it is given.
public enum Ownership: Sendable {
  /// A new, possibly floating reference (a freshly constructed widget): sunk, then owned.
  case sink
  /// A full reference transferred to us (`transfer full`): owned without taking another.
  case adopt
  /// Somebody else's object (`transfer none`): a reference of our own is taken.
  case borrow
}

/// A Swift handle on a GObject that owns exactly one reference to it.
///
/// The handle never unrefs a reference it does not own: `borrow` takes one first,
/// `sink` turns a floating reference into ours, `adopt` takes over a full one.
@MainActor
open class Object {
  /// The wrapped instance; valid for the handle's whole life because the handle holds a reference.
  public var object: UnsafeMutablePointer<GObject> { owned }

  // Immutable and only released in deinit, which runs once nobody else can reach the handle.
  private nonisolated(unsafe) let owned: UnsafeMutablePointer<GObject>

  /// Takes hold of the GObject at `pointer` as `ownership` says.
  public init(_ pointer: UnsafeMutableRawPointer, _ ownership: Ownership) {
    let object = pointer.assumingMemoryBound(to: GObject.self)
    switch ownership {
    case .sink: g_object_ref_sink(object)
    case .adopt: break
    case .borrow: g_object_ref(object)
    }
    owned = object
  }

  deinit {
    g_object_unref(owned)
  }

  /// The instance as another C type, for calling GTK functions.
  public func cast<T>(to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(object).assumingMemoryBound(to: T.self)
  }

  /// The instance for GTK functions whose type Swift imports as `OpaquePointer`.
  public func cast() -> OpaquePointer { OpaquePointer(object) }

  /// Sets a property by name, for the few GTK lacks a setter for and for text tags, whose
  /// properties have no setters at all. The value is converted to the property's own type
  /// (an enum takes an integer); an unknown property is a programming error.
  public func setProperty(_ name: String, _ value: PropertyValue) {
    let klass = object.pointee.g_type_instance.g_class.withMemoryRebound(
      to: GObjectClass.self, capacity: 1
    ) { $0 }
    guard let spec = g_object_class_find_property(klass, name) else {
      preconditionFailure("no property \(name)")
    }
    var gvalue = GValue()
    g_value_init(&gvalue, spec.pointee.value_type)
    defer { g_value_unset(&gvalue) }
    switch value {
    case .string(let text): g_value_set_string(&gvalue, text)
    case .boolean(let flag): g_value_set_boolean(&gvalue, flag ? 1 : 0)
    case .integer(let number):
      if g_type_check_value_holds(&gvalue, g_type_from_name("gint")) != 0 {
        g_value_set_int(&gvalue, Int32(clamping: number))
      } else if g_type_check_value_holds(&gvalue, g_type_from_name("GEnum")) != 0 {
        g_value_set_enum(&gvalue, Int32(clamping: number))
      } else {
        g_value_set_uint(&gvalue, UInt32(clamping: number))
      }
    case .double(let number):
      if g_type_check_value_holds(&gvalue, g_type_from_name("gfloat")) != 0 {
        g_value_set_float(&gvalue, Float(number))
      } else {
        g_value_set_double(&gvalue, number)
      }
    }
    g_object_set_property(object, name, &gvalue)
  }

  /// Keeps `value` with the object, under `key`, for as long as the object lives (qdata).
  public func attach(_ value: AnyObject, key: String) {
    g_object_set_qdata_full(
      object, g_quark_from_string(key), Unmanaged.passRetained(value).toOpaque(),
      releaseAttachment)
  }

  /// What `attach` kept under `key`, if it is a `T`.
  public func attached<T: AnyObject>(_ type: T.Type = T.self, key: String) -> T? {
    guard let data = g_object_get_qdata(object, g_quark_from_string(key)) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? T
  }
}

/// Casts between the two shapes GTK types import as: complete structs
/// (`UnsafeMutablePointer<_GtkWidget>`) and opaque ones (`OpaquePointer`).
@inlinable
public func gcast<T>(_ pointer: OpaquePointer) -> UnsafeMutablePointer<T> {
  UnsafeMutablePointer<T>(pointer)
}

/// Casts between two complete struct types of one GObject (a `GtkWidget` as a `GObject`).
@inlinable
public func gcast<T, U>(_ pointer: UnsafeMutablePointer<U>) -> UnsafeMutablePointer<T> {
  UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
}

/// A constructor's result; GTK constructors return NULL only when memory is exhausted.
func constructed(_ pointer: OpaquePointer?, _ what: StaticString) -> UnsafeMutableRawPointer {
  guard let pointer else { fatalError("GTK could not create \(what)") }
  return UnsafeMutableRawPointer(pointer)
}

/// Drops a reference on a GObject that Swift imports as an opaque pointer.
public func unref(_ object: OpaquePointer?) {
  if let object { g_object_unref(UnsafeMutableRawPointer(object)) }
}

/// A value for `Object.setProperty`.
public enum PropertyValue: Sendable {
  /// A string, or nil for NULL.
  case string(String?)
  /// A boolean.
  case boolean(Bool)
  /// An integer, for int, uint and enum properties.
  case integer(Int)
  /// A floating-point number, for double and float properties.
  case double(Double)
}

private let releaseAttachment: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}
