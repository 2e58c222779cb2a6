import CGtk
import Glibc
import Gtk

/// The file I/O a preview needs, off the main thread: nothing here blocks the main thread, and
/// everything stops, or is abandoned, when its cancellable is cancelled.
@MainActor
enum FileReading {
  /// The start of a file: at most `limit` bytes, and whether more follow.
  struct Prefix: Sendable {
    var bytes: [UInt8]
    var truncated: Bool
    /// The bytes are the file's end, from the first whole line in it, not its start.
    var isEnd = false
  }

  /// The threads local reads run on. A read can hang for good (a stalled network mount), and
  /// each one that does holds its thread: these few are all it can take, and GIO's own pool,
  /// which lists the folder, is never one of them.
  nonisolated static let readers = WorkerPool(threads: 4)

  /// Reads at most `limit` bytes from the start of `file`, which must be a regular file (a
  /// pipe or a device fails with `G_IO_ERROR_NOT_REGULAR_FILE`, unread). Calls `completion`
  /// on the main thread, unless `cancellable` was cancelled first.
  static func readPrefix(
    _ file: File, limit: Int, fromEnd: Bool = false, cancellable: Cancellable,
    then completion: @escaping @MainActor (Result<Prefix, GLibError>) -> Void
  ) {
    // A file with no local path is read from its start: GVfs streams may not seek.
    guard let path = file.pathBytes else {
      return readStream(file, limit: limit, cancellable: cancellable, then: completion)
    }
    Background.run(on: readers, cancellable: cancellable) { cancellable in
      try readLocal(path, limit: limit, fromEnd: fromEnd, cancellable: cancellable)
    } then: { result in
      completion(result.mapError { $0 as? GLibError ?? failure(nil) })
    }
  }

  /// Reads a local file by its path, on a worker. Opening without blocking and asking what
  /// was opened before reading means a pipe or a device is refused at once: opening a pipe
  /// that has no writer would otherwise wait for one forever.
  nonisolated static func readLocal(
    _ path: [UInt8], limit: Int, fromEnd: Bool = false, cancellable: Cancellable
  ) throws(GLibError) -> Prefix {
    try cancellable.check()
    let descriptor = try openRegularFile(path)
    defer { Glibc.close(descriptor) }
    // The end: the last `limit` bytes, from the first line that starts in them.
    if fromEnd {
      let size = lseek(descriptor, 0, SEEK_END)
      if size > limit, lseek(descriptor, size - off_t(limit), SEEK_SET) >= 0 {
        var end = try readLocalBytes(descriptor, capacity: limit, cancellable: cancellable)
        let newline = end.firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }
        end.removeSubrange(..<(newline ?? end.prefix { $0 & 0xC0 == 0x80 }.count))
        return Prefix(bytes: end, truncated: true, isEnd: true)
      }
      lseek(descriptor, 0, SEEK_SET)
    }
    // One byte more than the limit tells whether the file goes on.
    var bytes = try readLocalBytes(descriptor, capacity: limit + 1, cancellable: cancellable)
    let count = bytes.count
    bytes.removeSubrange(min(count, limit)...)
    return Prefix(bytes: bytes, truncated: count > limit)
  }

  /// Up to `capacity` bytes from where `descriptor` is.
  nonisolated private static func readLocalBytes(
    _ descriptor: Int32, capacity: Int, cancellable: Cancellable
  ) throws(GLibError) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: capacity)
    var count = 0
    while count < capacity {
      try cancellable.check()
      let chunk = min(capacity - count, 1 << 16)
      let read = bytes.withUnsafeMutableBytes { buffer in
        buffer.baseAddress.map { Glibc.read(descriptor, $0 + count, chunk) } ?? 0
      }
      if read == 0 { break }
      if read < 0 {
        if errno == EINTR { continue }
        throw errnoError()
      }
      count += read
    }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// Throws `G_IO_ERROR_NOT_REGULAR_FILE` unless `path` is a regular file, on a worker: for
  /// readers that open the file their own way (gdk-pixbuf), so that they never open a pipe.
  nonisolated static func requireRegularFile(_ path: [UInt8]) throws(GLibError) {
    Glibc.close(try openRegularFile(path))
  }

  /// Whether `file` is a local regular file, on a worker: for readers that open it their own
  /// way (GStreamer), so that they never open a pipe.
  nonisolated static func isRegularFile(_ file: File) -> Bool {
    guard let path = file.pathBytes else { return false }
    return (try? requireRegularFile(path)) != nil
  }

  /// Opens `path` to read without waiting for a writer or a device, and keeps it open only if
  /// it is a regular file; the caller closes the descriptor.
  nonisolated static func openRegularFile(_ path: [UInt8]) throws(GLibError) -> Int32 {
    let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { name in
        name.baseAddress.map { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) } ?? -1
      }
    }
    guard descriptor >= 0 else { throw errnoError() }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let error = errnoError()
      Glibc.close(descriptor)
      throw error
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      Glibc.close(descriptor)
      throw GLibError(
        domain: g_io_error_quark(), code: Int32(G_IO_ERROR_NOT_REGULAR_FILE.rawValue),
        message: "not a regular file")
    }
    // A local disk ignores the flag for a regular file, but a network file system may honour
    // it and answer "try again" rather than wait for the data.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return descriptor
  }

  /// The GIO error for the C library's last one, as GIO's own calls would report it.
  nonisolated private static func errnoError() -> GLibError {
    let code = errno
    return GLibError(
      domain: g_io_error_quark(), code: Int32(g_io_error_from_errno(code).rawValue),
      message: String(cString: g_strerror(code)))
  }

  /// A file that has no local path (a remote location GIO reaches through GVfs): GIO's
  /// asynchronous read.
  private static func readStream(
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

  /// The file's content type from its name and its first bytes, following links, or why it
  /// cannot be read. Not GIO's query: a file it may not open, it types by the name alone
  /// ("unknown") without an error, and the user would be shown a binary file's card rather
  /// than told they may not read it.
  static func inspect(
    _ file: File, cancellable: Cancellable,
    then completion: @escaping @MainActor (Result<String, GLibError>) -> Void
  ) {
    readPrefix(file, limit: sniffLength, cancellable: cancellable) { result in
      completion(result.map { guessType(name: file.basenameBytes, data: $0.bytes) })
    }
  }

  /// As much of a file as GIO's content sniffing reads.
  static let sniffLength = 4096

  /// GIO's guess from a name (bytes) and the data the file starts with.
  nonisolated static func guessType(name: [UInt8], data: [UInt8]) -> String {
    let type = (name + [0]).withUnsafeBufferPointer { nameBuffer in
      nameBuffer.withMemoryRebound(to: gchar.self) { name in
        data.withUnsafeBufferPointer {
          g_content_type_guess(name.baseAddress, $0.baseAddress, gsize($0.count), nil)
        }
      }
    }
    return takeString(type) ?? "application/octet-stream"
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
