import XCTest

@testable import SheafApp

/// The GIF scanner finds every frame's size, however the file's bytes are cut into blocks.
final class GIFFramesTests: XCTestCase {
  /// A GIF of `frames` (width, height) frames on a 16 × 16 screen, each with an extension
  /// before it and one byte of image data.
  private func gif(_ frames: [(Int, Int)]) -> [UInt8] {
    var bytes =
      Array("GIF89a".utf8) + [16, 0, 16, 0, 0x81, 0, 0] + [UInt8](repeating: 0, count: 12)
    for (width, height) in frames {
      bytes += [0x21, 0xF9, 4, 0, 10, 0, 0, 0]  // a graphic control extension
      bytes += [0x2C, 0, 0, 0, 0, UInt8(width & 0xFF), UInt8(width >> 8)]
      bytes += [UInt8(height & 0xFF), UInt8(height >> 8), 0x80] + [UInt8](repeating: 0, count: 6)
      bytes += [2, 2, 0x44, 0x01, 0]  // code size, one sub-block of 2 bytes, the end
    }
    return bytes + [0x3B]
  }

  private func scan(_ bytes: [UInt8], blockSize: Int, into frames: inout GIFFrames) throws {
    try bytes.withUnsafeBufferPointer { all in
      for start in stride(from: 0, to: all.count, by: blockSize) {
        try frames.scan(
          UnsafeBufferPointer(rebasing: all[start..<min(start + blockSize, all.count)]))
      }
    }
  }

  func testCountsEveryFrameWhateverTheBlocks() throws {
    for blockSize in [1, 3, 7, 4096] {
      var frames = GIFFrames(largestFrame: 10_000, largestTotal: 100_000)
      try scan(gif([(10, 10), (300, 20), (16, 16)]), blockSize: blockSize, into: &frames)
      XCTAssertEqual(frames.frames, 3, "blocks of \(blockSize)")
      XCTAssertEqual(frames.totalPixels, 100 + 6000 + 256, "blocks of \(blockSize)")
    }
  }

  func testRefusesAFrameLargerThanAllowedThoughTheScreenIsSmall() {
    var frames = GIFFrames(largestFrame: 10_000, largestTotal: 100_000)
    XCTAssertThrowsError(try scan(gif([(10, 10), (200, 60)]), blockSize: 5, into: &frames)) {
      guard case GIFFrames.Refusal.frameTooLarge(200, 60) = $0 else {
        return XCTFail("refused for \($0)")
      }
    }
  }

  func testRefusesFramesTooLargeTogether() {
    var frames = GIFFrames(largestFrame: 10_000, largestTotal: 25_000)
    let many = [(Int, Int)](repeating: (100, 100), count: 5)
    XCTAssertThrowsError(try scan(gif(many), blockSize: 64, into: &frames)) {
      guard case GIFFrames.Refusal.framesTooLarge(3) = $0 else {
        return XCTFail("refused for \($0)")
      }
    }
  }

  func testLeavesOtherFilesToTheDecoder() throws {
    var frames = GIFFrames(largestFrame: 1, largestTotal: 1)
    try scan(Array("\u{89}PNG and more bytes that are no GIF".utf8), blockSize: 4, into: &frames)
    XCTAssertEqual(frames.frames, 0)
  }
}
