import CGtk
import Gtk
import XCTest

@testable import SheafApp

/// A video's first frame is decoded at the width asked for, at the video's proportions; a
/// sound, or a file that is no video, has none. A file GStreamer has no decoder for is told
/// from one it plays and from a damaged one. A sound's tags are read.
final class GStreamerTests: XCTestCase {
  func testTheFirstFrameComesAtTheWidthAskedFor() throws {
    try MainActor.assumeIsolated {
      let folder = try TestFolder()
      defer { folder.remove() }
      let path = folder.path + "/red.ogv"
      try gstLaunch(
        "videotestsrc num-buffers=5 pattern=red ! video/x-raw,width=160,height=120 ! "
          + "theoraenc ! oggmux ! filesink location=\(path)")
      let frame = try XCTUnwrap(
        VideoFrame.first(uri: File(pathBytes: Array(path.utf8)).uri, width: 64))
      defer { g_object_unref(UnsafeMutableRawPointer(frame)) }
      XCTAssertEqual(gdk_pixbuf_get_width(frame), 64)
      XCTAssertEqual(gdk_pixbuf_get_height(frame), 48)
      let pixels = try XCTUnwrap(gdk_pixbuf_read_pixels(frame))
      let middle = Int(gdk_pixbuf_get_rowstride(frame)) * 24 + 32 * 4
      XCTAssertGreaterThan(pixels[middle], 200, "red")
      XCTAssertLessThan(pixels[middle + 1], 60, "no green")
      XCTAssertLessThan(pixels[middle + 2], 60, "no blue")
    }
  }

  func testASoundOrAFileThatIsNoVideoHasNoFrame() throws {
    try MainActor.assumeIsolated {
      let folder = try TestFolder()
      defer { folder.remove() }
      let sound = folder.path + "/tone.wav"
      try gstLaunch("audiotestsrc num-buffers=10 ! wavenc ! filesink location=\(sound)")
      let fake = try folder.write("fake.ogv", Array("not a video at all\n".utf8))
      XCTAssertNil(VideoFrame.first(uri: File(pathBytes: Array(sound.utf8)).uri, width: 64))
      XCTAssertNil(VideoFrame.first(uri: fake.uri, width: 64))
    }
  }

  func testAFileWithNoDecoderHereIsToldFromAPlayableAndADamagedOne() throws {
    try MainActor.assumeIsolated {
      let folder = try TestFolder()
      defer { folder.remove() }
      let sound = folder.path + "/tone.wav"
      try gstLaunch("audiotestsrc num-buffers=10 ! wavenc ! filesink location=\(sound)")
      // AAC frames, which GStreamer parses but has no decoder for here (-bad and libav are
      // never installed).
      let length = 7 + 100
      let header: [UInt8] = [
        0xFF, 0xF1, 1 << 6 | 4 << 2, UInt8(2 << 6 | length >> 11), UInt8((length >> 3) & 0xFF),
        UInt8((length & 7) << 5 | 0x1F), 0xFC,
      ]
      let frame = header + [0x21, 0x10, 0x05] + Array(repeating: 0, count: 97)
      let aac = try folder.write("tone.aac", Array(Array(repeating: frame, count: 60).joined()))
      XCTAssertEqual(MediaProbe.verdict(uri: aac.uri), .lacksDecoder)
      XCTAssertEqual(MediaProbe.verdict(uri: File(pathBytes: Array(sound.utf8)).uri), .playable)
      let damaged = try folder.write("damaged.ogv", Array("not a video at all\n".utf8))
      XCTAssertEqual(MediaProbe.verdict(uri: damaged.uri), .damaged)
    }
  }

  func testASoundsTagsAreRead() throws {
    try MainActor.assumeIsolated {
      let folder = try TestFolder()
      defer { folder.remove() }
      let song = folder.path + "/song.ogg"
      try gstLaunch(
        "audiotestsrc num-buffers=20 ! audioconvert ! taginject "
          + "'tags=\"title=\\\"Morning Light\\\",artist=\\\"The Quiet Ones\\\"\"' ! vorbisenc "
          + "! oggmux ! filesink location=\(song)")
      let tags = try XCTUnwrap(AudioTags.read(uri: File(pathBytes: Array(song.utf8)).uri))
      XCTAssertEqual(tags.title, "Morning Light")
      XCTAssertEqual(tags.artist, "The Quiet Ones")
      XCTAssertNil(tags.album)
      XCTAssertNil(tags.cover)
      let plain = folder.path + "/tone.wav"
      try gstLaunch("audiotestsrc num-buffers=10 ! wavenc ! filesink location=\(plain)")
      XCTAssertEqual(
        AudioTags.read(uri: File(pathBytes: Array(plain.utf8)).uri)?.isEmpty, true,
        "a sound without tags has nothing to show")
    }
  }
}
