/// Reads a GIF's frame sizes as its bytes stream past, before the decoder sees them. A GIF
/// tells its size twice: once for its screen, which is what gdk-pixbuf reports, and once for
/// each frame, which may be far larger than the screen, and which is what the decoder
/// allocates. A 150 KB file can hold a 20000 × 12000 frame (a run of one colour compresses to
/// almost nothing) that takes a GB to decode; so can a thousand ordinary frames. The scanner
/// is fed each block before the decoder is, and refuses the block that would start such a
/// frame.
struct GIFFrames {
  /// The most pixels one frame may have.
  let largestFrame: Int
  /// The most pixels all frames together may have: each is decoded in turn.
  let largestTotal: Int

  private(set) var frames = 0
  private(set) var totalPixels = 0

  enum Refusal: Error {
    /// One frame is too large; its size.
    case frameTooLarge(width: Int, height: Int)
    /// All frames together are; how many there were by then.
    case framesTooLarge(count: Int)
  }

  /// Where the scanner is in the file's structure.
  private enum Step {
    /// Gathering a fixed-size part whose contents matter.
    case gather(Part, count: Int)
    /// Skipping bytes that do not matter (colour tables).
    case skip(count: Int, then: After)
    /// At a block's first byte: an image, an extension or the end.
    case block
    /// At a sub-block's length byte (image data, extension data): 0 ends the run.
    case subBlockLength
    /// Skipping a sub-block's bytes.
    case subBlock(count: Int)
    /// Past the trailer, or lost in a damaged file: the decoder says what it makes of it.
    case done
  }

  private enum Part {
    case header  // signature and logical screen descriptor, 13 bytes
    case image  // image descriptor after its 0x2C, 9 bytes
    case extensionLabel  // the byte after 0x21
  }

  /// What comes after skipped bytes.
  private enum After {
    case block
    case imageData  // sub-blocks (the skip took the LZW code size byte too)
  }

  private var step = Step.gather(.header, count: 13)
  private var gathered: [UInt8] = []

  init(largestFrame: Int, largestTotal: Int) {
    self.largestFrame = largestFrame
    self.largestTotal = largestTotal
  }

  /// Takes the file's next bytes; throws when they start a frame too large to decode.
  mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) throws {
    var index = 0
    while index < bytes.count {
      switch step {
      case .done:
        return
      case .gather(let part, let count):
        let taken = min(count - gathered.count, bytes.count - index)
        gathered.append(contentsOf: bytes[index..<index + taken])
        index += taken
        if gathered.count == count {
          let complete = gathered
          gathered = []
          try finish(part, complete)
        }
      case .skip(let count, let after):
        let taken = min(count, bytes.count - index)
        index += taken
        if taken == count {
          step = after == .block ? .block : .subBlockLength
        } else {
          step = .skip(count: count - taken, then: after)
        }
      case .block:
        switch bytes[index] {
        case 0x2C: step = .gather(.image, count: 9)
        case 0x21: step = .gather(.extensionLabel, count: 1)
        default: step = .done  // 0x3B, the trailer, or bytes that are no GIF
        }
        index += 1
      case .subBlockLength:
        let length = Int(bytes[index])
        index += 1
        step = length == 0 ? .block : .subBlock(count: length)
      case .subBlock(let count):
        let taken = min(count, bytes.count - index)
        index += taken
        step = taken == count ? .subBlockLength : .subBlock(count: count - taken)
      }
    }
  }

  private mutating func finish(_ part: Part, _ bytes: [UInt8]) throws {
    switch part {
    case .header:
      guard bytes.starts(with: Array("GIF".utf8)) else {
        step = .done
        return
      }
      step = .skip(count: Self.colourTableSize(bytes[10]), then: .block)
    case .extensionLabel:
      step = .subBlockLength
    case .image:
      let width = Int(bytes[4]) | Int(bytes[5]) << 8
      let height = Int(bytes[6]) | Int(bytes[7]) << 8
      frames += 1
      totalPixels += width * height
      if width * height > largestFrame {
        throw Refusal.frameTooLarge(width: width, height: height)
      }
      if totalPixels > largestTotal { throw Refusal.framesTooLarge(count: frames) }
      // The local colour table, then the LZW code size byte, then the data's sub-blocks.
      step = .skip(count: Self.colourTableSize(bytes[8]) + 1, then: .imageData)
    }
  }

  /// The bytes of the colour table a packed field announces (none without its top bit).
  private static func colourTableSize(_ packed: UInt8) -> Int {
    packed & 0x80 == 0 ? 0 : 3 << (Int(packed & 0x07) + 1)
  }
}
