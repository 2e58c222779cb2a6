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

  /// The GObject reference count, for lifetime tests and diagnostics.
  public var referenceCount: UInt32 { object.pointee.ref_count }
}

/// Casts between the two shapes GTK types import as: complete structs
/// (`UnsafeMutablePointer<_GtkWidget>`) and opaque ones (`OpaquePointer`).
@inlinable
public func gcast<T>(_ pointer: OpaquePointer) -> UnsafeMutablePointer<T> {
  UnsafeMutablePointer<T>(pointer)
}

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
