import CGtk
import Gtk

/// The file I/O a preview needs, through GIO's asynchronous calls: nothing here blocks the
/// main thread, and everything stops when its cancellable is cancelled.
@MainActor
enum FileReading {
  /// The start of a file: at most `limit` bytes, and whether more follow.
  struct Prefix: Sendable {
    var bytes: [UInt8]
    var truncated: Bool
  }

  /// Reads at most `limit` bytes from the start of `file`.
  static func readPrefix(
    _ file: File, limit: Int, cancellable: Cancellable,
    then completion: @escaping @MainActor (Result<Prefix, GLibError>) -> Void
  ) {
    let opened = AsyncCall { source, result in
      var error: UnsafeMutablePointer<GError>?
      guard let stream = g_file_read_finish(OpaquePointer(source), result, &error) else {
        return completion(.failure(failure(error)))
      }
      readAll(stream, limit: limit, cancellable: cancellable, then: completion)
    }
    g_file_read_async(
      file.pointer, G_PRIORITY_DEFAULT, cancellable.pointer, opened.callback, opened.userData)
  }

  private static func readAll(
    _ stream: UnsafeMutablePointer<GFileInputStream>, limit: Int, cancellable: Cancellable,
    then completion: @escaping @MainActor (Result<Prefix, GLibError>) -> Void
  ) {
    // One byte more than the limit tells whether the file goes on.
    let capacity = limit + 1
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
    let input: UnsafeMutablePointer<GInputStream> = gcast(stream)
    let done = AsyncCall { _, result in
      var count: gsize = 0
      var error: UnsafeMutablePointer<GError>?
      let read = g_input_stream_read_all_finish(input, result, &count, &error) != 0
      let bytes = Array(UnsafeRawBufferPointer(start: buffer, count: read ? Int(count) : 0))
      buffer.deallocate()
      close(input)
      guard read else { return completion(.failure(failure(error))) }
      completion(
        .success(Prefix(bytes: Array(bytes.prefix(limit)), truncated: bytes.count > limit)))
    }
    g_input_stream_read_all_async(
      input, buffer, gsize(capacity), G_PRIORITY_DEFAULT, cancellable.pointer, done.callback,
      done.userData)
  }

  /// Closes without blocking, then drops the stream.
  private static func close(_ stream: UnsafeMutablePointer<GInputStream>) {
    let closed = AsyncCall { _, result in
      g_input_stream_close_finish(stream, result, nil)
      g_object_unref(stream)
    }
    g_input_stream_close_async(stream, G_PRIORITY_LOW, nil, closed.callback, closed.userData)
  }

  /// What GIO says about the file when it follows links and looks inside: the real content
  /// type (not the name's guess), or why it cannot.
  static func inspect(
    _ file: File, cancellable: Cancellable,
    then completion: @escaping @MainActor (Result<String, GLibError>) -> Void
  ) {
    let done = AsyncCall { source, result in
      var error: UnsafeMutablePointer<GError>?
      guard let info = g_file_query_info_finish(OpaquePointer(source), result, &error) else {
        return completion(.failure(failure(error)))
      }
      defer { g_object_unref(UnsafeMutableRawPointer(info)) }
      let type = g_file_info_get_content_type(info).map { String(cString: $0) }
      completion(.success(type ?? "application/octet-stream"))
    }
    g_file_query_info_async(
      file.pointer, "standard::content-type", G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT,
      cancellable.pointer, done.callback, done.userData)
  }

  fileprivate static func failure(_ error: UnsafeMutablePointer<GError>?) -> GLibError {
    error.map(GLibError.init(taking:))
      ?? GLibError(
        domain: g_io_error_quark(), code: Int32(G_IO_ERROR_FAILED.rawValue), message: "unknown")
  }
}

extension FileReading {
  /// What kind of thing `file` is, following links (a folder, a regular file...).
  static func fileType(
    _ file: File, then completion: @escaping @MainActor (Result<GFileType, GLibError>) -> Void
  ) {
    let done = AsyncCall { source, result in
      var error: UnsafeMutablePointer<GError>?
      guard let info = g_file_query_info_finish(OpaquePointer(source), result, &error) else {
        return completion(.failure(failure(error)))
      }
      defer { g_object_unref(UnsafeMutableRawPointer(info)) }
      completion(.success(g_file_info_get_file_type(info)))
    }
    g_file_query_info_async(
      file.pointer, "standard::type", G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT, nil,
      done.callback, done.userData)
  }
}
