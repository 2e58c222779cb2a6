import Foundation
import SplitState
import TestSupport
import XCTest

final class CodableTests: XCTestCase {
  func testRandomReachableStatesRoundTrip() throws {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    for i in 0..<500 {
      var rng = SplitMix64(seed: 0xC0DE &+ UInt64(i))
      let events = (0..<Int.random(in: 0...25, using: &rng)).map { _ in randomEvent(&rng) }
      let policy = policies[Int.random(in: 0..<policies.count, using: &rng)].policy
      let state = State().after(events, policy: policy)
      let decoded = try decoder.decode(State.self, from: encoder.encode(state))
      guard decoded == state else {
        return XCTFail("seed \(0xC0DE &+ UInt64(i)): \(events)\n\(state)\n!= \(decoded)")
      }
    }
  }

  func testTheStickyHiddenSidebarSurvivesPersistence() throws {
    let state = given(.widthChanged(W.regular), .toggleSidebar)
    let restored = try JSONDecoder().decode(State.self, from: JSONEncoder().encode(state))
    XCTAssertEqual(restored.after(.widthChanged(1200)).displayMode, .secondaryOnly)
  }

  func testDecodingRepairsAStateThatBreaksTheInvariants() throws {
    let json = """
      {"configuration":{"compactThreshold":600,"regularThreshold":860,"sidebarFraction":0.3,
      "minimumSidebarWidth":200,"maximumSidebarWidth":400},"width":1000,"widthClass":"compact",
      "preferredDisplayMode":"automatic","isSidebarHiddenByUser":false,"isOverlayOpen":true,
      "topPage":"secondary","userSidebarWidth":9000,"focusedPane":"primary"}
      """
    let s = try JSONDecoder().decode(State.self, from: Data(json.utf8))
    XCTAssertEqual(s.widthClass, .regular)
    XCTAssertFalse(s.isOverlayOpen)
    XCTAssertEqual(s.topPage, .primary)
    XCTAssertEqual(s.userSidebarWidth, 400)
    XCTAssertEqual(s.displayMode, .oneBesideSecondary)
  }
}

/// Decodes `json` with Foundation's decoder (tests only: the model itself never imports it).
func decodeJSON<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
  try JSONDecoder().decode(type, from: Data(json.utf8))
}
