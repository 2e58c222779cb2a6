import SplitState
import TestSupport
import XCTest

@testable import SheafApp

/// Whatever is in the state file, Sheaf reads a sane state from it: the file is the user's
/// disk's, and a crash, a careless edit or a bad sector may have been there first.
final class StateFileTests: XCTestCase {
  private let valid = SavedState(
    windowWidth: 1200, windowHeight: 650, isMaximized: true,
    split: SplitPreferences(
      preferredDisplayMode: .oneOverSecondary, isSidebarHiddenByUser: true, sidebarWidth: 280,
      supplementaryWidth: 310),
    // A folder whose name is not UTF-8: its URI escapes the bytes.
    folder: "file:///home/ada/Notes%FF%FE",
    path: [
      EntryID(name: Array("2024".utf8)),
      EntryID(name: Array("a/b".utf8).filter { $0 != 47 } + [0xFF]),
    ],
    selection: EntryID(name: Array("bad\u{FF}name.txt".utf8) + [0xFE]), showsHidden: true,
    order: ListOrder(key: .modified, isReversed: true, foldersFirst: false))

  func testAStateRoundTripsExactlyNamesBytesIncluded() {
    let (decoded, problems) = StateFile.decode(StateFile.encode(valid))
    XCTAssertEqual(problems, [])
    XCTAssertEqual(decoded, valid)
  }

  func testOutOfRangeAndWrongValuesAreReplacedAndReported() {
    let cases: [(String, (SavedState) -> Bool)] = [
      ("[window]\nwidth=-5\nheight=700", { $0.windowWidth == 1100 }),
      (
        "[window]\nwidth=99999999999\nheight=1",
        { $0.windowWidth == 1100 && $0.windowHeight == 700 }
      ),
      ("[window]\nwidth=abc\nmaximized=maybe", { $0.windowWidth == 1100 && !$0.isMaximized }),
      ("[sidebar]\nwidth=nan\nhidden=1", { $0.split.sidebarWidth == nil }),
      ("[sidebar]\nwidth=-300", { $0.split.sidebarWidth == nil }),
      ("[list]\nwidth=inf", { $0.split.supplementaryWidth == nil }),
      (
        "[sidebar]\npreferred-display-mode=sideways",
        { $0.split.preferredDisplayMode == .automatic }
      ),
      ("[folder]\nuri=not a uri\nselection=a%2Fb", { $0.folder == nil && $0.selection == nil }),
      ("[folder]\nselection=..", { $0.selection == nil }),
      ("[list]\nsort-by=colour\nsort-reversed=2", { $0.order == ListOrder() }),
      ("[folder]\npath=2024/../x", { $0.path.isEmpty }),
      ("[folder]\npath=2024//x", { $0.path.isEmpty }),
      (
        "[folder]\npath="
          + Array(repeating: "a", count: SavedState.deepestPath + 1).joined(separator: "/"),
        { $0.path.isEmpty }
      ),
    ]
    for (body, isSane) in cases {
      let (state, problems) = StateFile.decode(Array("[state]\nversion=2\n\(body)\n".utf8))
      XCTAssertTrue(isSane(state), "\(body) gave \(state)")
      XCTAssertFalse(problems.isEmpty, "\(body) was reported")
    }
  }

  func testTheAppsConfigurationIsNeverReadFromTheFile() {
    let tampered = """
      [state]
      version=2
      [split]
      compactThreshold=2000
      regularThreshold=100
      minimumSidebarWidth=900
      maximumSidebarWidth=10
      """
    let (state, _) = StateFile.decode(Array(tampered.utf8))
    XCTAssertEqual(state, SavedState(), "no key of the file reaches the configuration")
  }

  func testAnotherVersionOrNoneIsSetAside() {
    for text in [
      "[state]\nversion=1\n[window]\nwidth=900", "[window]\nwidth=900", "{\"windowWidth\": 900}",
    ] {
      let (state, problems) = StateFile.decode(Array(text.utf8))
      XCTAssertEqual(state, SavedState(), text)
      XCTAssertFalse(problems.isEmpty, text)
    }
  }

  /// 400 seeded mutations of a valid file: truncations, flipped bytes, swapped value types,
  /// extreme numbers, deep nesting of groups, huge lines. Every one decodes to a sane state
  /// that then round-trips.
  func testFuzzedFilesAlwaysGiveASaneState() {
    let base = StateFile.encode(valid)
    for index in 0..<400 {
      let seed = 0x57A7_E000 &+ UInt64(index)
      var rng = SplitMix64(seed: seed)
      let data = mutate(base, &rng)
      let (state, _) = StateFile.decode(data)
      if let failure = insanity(of: state) {
        return XCTFail(
          "seed \(seed): \(failure) from \(String(decoding: data.prefix(300), as: UTF8.self))")
      }
      let (again, problems) = StateFile.decode(StateFile.encode(state))
      XCTAssertEqual(again, state, "seed \(seed) round trip")
      XCTAssertEqual(problems, [], "seed \(seed)")
    }
  }

  func testAFileLargerThanAnyStateIsRefusedWhole() {
    let huge = Array(repeating: UInt8(ascii: "a"), count: 20 * 1024 * 1024)
    let (state, problems) = StateFile.decode(huge)
    XCTAssertEqual(state, SavedState())
    XCTAssertEqual(problems.count, 1)
  }

  private func insanity(of state: SavedState) -> String? {
    if !SavedState.widths.contains(state.windowWidth) { return "width \(state.windowWidth)" }
    if !SavedState.heights.contains(state.windowHeight) { return "height \(state.windowHeight)" }
    if let width = state.split.sidebarWidth, !(width.isFinite && width > 0) {
      return "sidebar width \(width)"
    }
    if let name = state.selection?.name, name.isEmpty || name.contains(UInt8(ascii: "/")) {
      return "selection \(name)"
    }
    return nil
  }

  private func mutate(_ data: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
    var bytes = data
    switch Int.random(in: 0..<7, using: &rng) {
    case 0:
      bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &rng)))
    case 1:
      for _ in 0..<Int.random(in: 1...8, using: &rng) {
        bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
      }
    case 2:
      let values = [
        "true", "-1", "nan", "inf", "1e308", "-9223372036854775808", "\"x\"", "", "[a]", "0x10",
      ]
      bytes = Array(
        String(decoding: bytes, as: UTF8.self).split(
          separator: "\n", omittingEmptySubsequences: false
        )
        .map { line -> String in
          guard line.contains("="), Bool.random(using: &rng) else { return String(line) }
          let key = line.split(separator: "=", maxSplits: 1)[0]
          return "\(key)=\(values.randomElement(using: &rng) ?? "")"
        }.joined(separator: "\n").utf8)
    case 3:
      let depth = Int.random(in: 1...2000, using: &rng)
      bytes += Array((0..<depth).map { "[window\($0)]\nwidth=\($0)\n" }.joined().utf8)
    case 4:
      bytes += Array(
        "[folder]\nuri=file:///\(String(repeating: "x", count: Int.random(in: 1...70_000, using: &rng)))\n"
          .utf8)
    case 5:
      bytes = bytes.map {
        Bool.random(using: &rng) && $0 == UInt8(ascii: "=") ? UInt8(ascii: ":") : $0
      }
    default:
      bytes = (0..<Int.random(in: 0...4096, using: &rng)).map { _ in
        UInt8.random(in: 0...255, using: &rng)
      }
    }
    return bytes
  }
}
