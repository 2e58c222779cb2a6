import CGtk
import Gtk

/// The names of the files a folder's list shows, read again by GIO in batches off the main
/// thread: what a listing is compared with after a burst of changes.
@MainActor
enum FolderNames {
  static func read(
    _ folder: File, listing rule: FolderOrder.ListedRule, cancellable: Cancellable,
    then done: @escaping @MainActor (Result<Set<[UInt8]>, GLibError>) -> Void
  ) {
    let call = AsyncCall { source, result in
      var error: UnsafeMutablePointer<GError>?
      guard let enumerator = g_file_enumerate_children_finish(OpaquePointer(source), result, &error)
      else {
        done(.failure(error.map { GLibError(taking: $0) } ?? Self.noEnumerator))
        return
      }
      nextBatch(of: enumerator, into: Names(), rule: rule, cancellable: cancellable, then: done)
    }
    g_file_enumerate_children_async(
      folder.pointer, attributes, G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT_IDLE,
      cancellable.pointer, call.callback, call.userData)
  }

  /// What the listed filter looks at.
  private static let attributes = "standard::name,standard::type,standard::is-hidden"
  private static let batchSize: Int32 = 1000
  private static let noEnumerator = GLibError(
    domain: g_io_error_quark(), code: Int32(G_IO_ERROR_FAILED.rawValue), message: "")

  /// The names so far, shared by the batches' callbacks rather than copied into each.
  private final class Names {
    var set: Set<[UInt8]> = []
  }

  private static func nextBatch(
    of enumerator: UnsafeMutablePointer<GFileEnumerator>, into names: Names,
    rule: FolderOrder.ListedRule, cancellable: Cancellable,
    then done: @escaping @MainActor (Result<Set<[UInt8]>, GLibError>) -> Void
  ) {
    let call = AsyncCall { _, result in
      var error: UnsafeMutablePointer<GError>?
      let batch = g_file_enumerator_next_files_finish(enumerator, result, &error)
      if let error {
        g_object_unref(UnsafeMutableRawPointer(enumerator))
        done(.failure(GLibError(taking: error)))
        return
      }
      guard let batch else {
        g_object_unref(UnsafeMutableRawPointer(enumerator))
        done(.success(names.set))
        return
      }
      var link: UnsafeMutablePointer<GList>? = batch
      while let node = link {
        let info = OpaquePointer(node.pointee.data)
        if let info, rule.lists(info), let name = FileEntry.nameBytes(of: info) {
          names.set.insert(name)
        }
        link = node.pointee.next
      }
      g_list_free_full(batch, g_object_unref)
      nextBatch(of: enumerator, into: names, rule: rule, cancellable: cancellable, then: done)
    }
    g_file_enumerator_next_files_async(
      enumerator, batchSize, G_PRIORITY_DEFAULT_IDLE, cancellable.pointer, call.callback,
      call.userData)
  }
}
