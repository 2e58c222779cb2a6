import CGtk

/// What an `AdaptiveBin` asks of its owner while GTK lays it out.
@MainActor
public protocol AdaptiveBinDelegate: AnyObject {
  /// The bin received its allocation. Record it; never change the widget tree here.
  func adaptiveBin(_ bin: AdaptiveBin, allocatedWidth width: Int32, height: Int32)
}

/// A one-child container that reports its exact allocation to its owner — unlike
/// `notify::default-width`, this includes maximize, fullscreen and the split view's own size.
///
/// It also supports the two halves of a clean layout switch (as in AdwBreakpointBin): it can
/// skip drawing its child for the one frame in which the owner learned of a new width class,
/// and it runs a deferred change once, at the start of the next frame, outside size allocation.
@MainActor
public final class AdaptiveBin: Widget {
  public weak var delegate: (any AdaptiveBinDelegate)?

  /// The smallest width the bin asks for, whatever its child needs: a wide layout must never
  /// stop the window from being shrunk into the narrow one. Below the HIG's 360 px so that a
  /// window frame around the bin still fits in 360.
  public var minimumWidth: Int32 = 320 {
    didSet { if minimumWidth != oldValue { queueResize() } }
  }

  /// While true the child is laid out but not drawn, so no half-switched frame is painted.
  public var isChildHidden = false {
    didSet { if isChildHidden != oldValue { queueDraw() } }
  }

  public private(set) var child: Widget?

  /// True while GTK allocates the child, so that property changes the child makes during
  /// layout (a GtkPaned clamping its divider) can be told from the user's.
  public fileprivate(set) var isAllocating = false
  private var pendingTick: guint = 0

  public init() {
    super.init(g_object_new_with_properties(AdaptiveBinClass.type, 0, nil, nil), .sink)
    g_object_set_qdata(
      object, AdaptiveBinClass.ownerQuark, Unmanaged.passUnretained(self).toOpaque())
    expandsHorizontally = true
    expandsVertically = true
  }

  isolated deinit {
    g_object_set_qdata(object, AdaptiveBinClass.ownerQuark, nil)
    if pendingTick != 0 { gtk_widget_remove_tick_callback(widget, pendingTick) }
  }

  /// Replaces the child. The old child is unparented; the caller's wrapper keeps it alive.
  public func setChild(_ newChild: Widget?) {
    guard newChild !== child else { return }
    child?.unparent()
    child = newChild
    if let newChild { gtk_widget_set_parent(newChild.widget, widget) }
  }

  /// Runs `work` once at the start of the next frame (before its layout), unless a deferred
  /// change is already pending: a burst of allocations causes one update.
  public func deferToNextFrame(_ work: @escaping @MainActor () -> Void) {
    guard pendingTick == 0 else {
      pendingWork = work
      return
    }
    pendingWork = work
    pendingTick = gtk_widget_add_tick_callback(widget, adaptiveBinTick, nil, nil)
  }

  public var hasDeferredWork: Bool { pendingTick != 0 }

  private var pendingWork: (@MainActor () -> Void)?

  fileprivate func runDeferredWork() {
    pendingTick = 0
    let work = pendingWork
    pendingWork = nil
    work?()
  }

  /// The Swift owner of a bin instance. Takes the address as a number because C pointers are
  /// not Sendable and vfuncs hop onto the main actor to ask.
  fileprivate static func owner(at address: UInt) -> AdaptiveBin? {
    guard let object = UnsafeMutablePointer<GObject>(bitPattern: address),
      let data = g_object_get_qdata(object, AdaptiveBinClass.ownerQuark)
    else { return nil }
    return Unmanaged<AdaptiveBin>.fromOpaque(data).takeUnretainedValue()
  }

  fileprivate func allocated(width: Int32, height: Int32) {
    delegate?.adaptiveBin(self, allocatedWidth: width, height: height)
  }
}

private let adaptiveBinTick: GtkTickCallback = { widget, _, _ in
  let address = UInt(bitPattern: widget)
  MainActor.assumeIsolated {
    AdaptiveBin.owner(at: address)?.runDeferredWork()
  }
  return 0  // G_SOURCE_REMOVE: a deferral, never a poll.
}

/// The GObject class behind `AdaptiveBin`, registered once from Swift.
private enum AdaptiveBinClass {
  nonisolated(unsafe) static var parentClass: UnsafeMutablePointer<GtkWidgetClass>?

  static let ownerQuark: GQuark = g_quark_from_static_string("sheaf-adaptive-bin-owner")

  static let type: GType = g_type_register_static_simple(
    gtk_widget_get_type(), "SheafAdaptiveBin",
    guint(MemoryLayout<GtkWidgetClass>.size), classInit,
    guint(MemoryLayout<GtkWidget>.size), nil, GTypeFlags(rawValue: 0))

  static let classInit: GClassInitFunc = { klass, _ in
    guard let klass else { return }
    let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
    parentClass = g_type_class_peek_parent(klass)?.assumingMemoryBound(to: GtkWidgetClass.self)
    widgetClass.pointee.measure = measure
    widgetClass.pointee.size_allocate = sizeAllocate
    widgetClass.pointee.snapshot = snapshot
    let objectClass = klass.assumingMemoryBound(to: GObjectClass.self)
    objectClass.pointee.dispose = dispose
    gtk_widget_class_set_css_name(widgetClass, "splitview")
  }

  static let dispose: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
    guard let object else { return }
    let widget: UnsafeMutablePointer<GtkWidget> = gcast(object)
    while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
    parentClass?.withMemoryRebound(to: GObjectClass.self, capacity: 1) {
      $0.pointee.dispose?(object)
    }
  }

  static let measure:
    @convention(c) (
      UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32, UnsafeMutablePointer<Int32>?,
      UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
    ) -> Void = { widget, orientation, forSize, minimum, natural, _, _ in
      var childMinimum: Int32 = 0
      var childNatural: Int32 = 0
      if let child = gtk_widget_get_first_child(widget) {
        var size = forSize
        if forSize >= 0 {
          // Never ask a child about a size below its own minimum in the other direction.
          var other: Int32 = 0
          gtk_widget_measure(child, flip(orientation), -1, &other, nil, nil, nil)
          size = max(forSize, other)
        }
        gtk_widget_measure(child, orientation, size, &childMinimum, &childNatural, nil, nil)
      }
      if orientation == GTK_ORIENTATION_HORIZONTAL {
        let address = UInt(bitPattern: widget)
        let floor = MainActor.assumeIsolated { AdaptiveBin.owner(at: address)?.minimumWidth }
        if let floor { childMinimum = floor }
      }
      minimum?.pointee = childMinimum
      natural?.pointee = max(childMinimum, childNatural)
    }

  static let sizeAllocate:
    @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void = {
      widget, width, height, _ in
      let address = UInt(bitPattern: widget)
      let owner = MainActor.assumeIsolated { () -> AdaptiveBin? in
        let owner = AdaptiveBin.owner(at: address)
        owner?.allocated(width: width, height: height)
        owner?.isAllocating = true
        return owner
      }
      defer { MainActor.assumeIsolated { owner?.isAllocating = false } }
      guard let child = gtk_widget_get_first_child(widget) else { return }
      // Until the deferred switch runs, the old layout may need more room than it has: give
      // it its minimum (clipped) rather than less, which GTK would warn about.
      var minimumWidth: Int32 = 0
      gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
      let childWidth = max(width, minimumWidth)
      var minimumHeight: Int32 = 0
      gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, childWidth, &minimumHeight, nil, nil, nil)
      var allocation = GtkAllocation(
        x: 0, y: 0, width: childWidth, height: max(height, minimumHeight))
      gtk_widget_size_allocate(child, &allocation, -1)
    }

  static let snapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
    widget, snapshot in
    guard let widget, let child = gtk_widget_get_first_child(widget) else { return }
    let address = UInt(bitPattern: widget)
    let hidden = MainActor.assumeIsolated { AdaptiveBin.owner(at: address)?.isChildHidden ?? false }
    if !hidden { gtk_widget_snapshot_child(widget, child, snapshot) }
  }

  static func flip(_ orientation: GtkOrientation) -> GtkOrientation {
    orientation == GTK_ORIENTATION_HORIZONTAL
      ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
  }
}
