import SplitState
import XCTest

final class ConfigurationTests: XCTestCase {
  func testBrokenConfigurationsAreRejectedWithTheReason() {
    typealias Values = (
      compact: Double, regular: Double, fraction: Double, min: Double, max: Double
    )
    let cases: [(Values, SplitConfiguration.Error)] = [
      ((2000, 100, 0.3, 200, 400), .thresholdsOutOfOrder(compact: 2000, regular: 100)),
      ((600, 600, 0.3, 200, 400), .thresholdsOutOfOrder(compact: 600, regular: 600)),
      ((-1, 860, 0.3, 200, 400), .thresholdsOutOfOrder(compact: -1, regular: 860)),
      ((600, 860, 0.3, 900, 10), .sidebarBoundsOutOfOrder(minimum: 900, maximum: 10)),
      ((600, 860, 0.3, 0, 400), .sidebarBoundsOutOfOrder(minimum: 0, maximum: 400)),
      ((600, 860, 0, 200, 400), .fractionOutOfRange(0)),
      ((600, 860, 1, 200, 400), .fractionOutOfRange(1)),
      ((600, 860, .nan, 200, 400), .notFinite("sidebarFraction")),
      ((600, .infinity, 0.3, 200, 400), .notFinite("regularThreshold")),
    ]
    for (v, expected) in cases {
      do {
        let accepted = try SplitConfiguration(
          compactThreshold: v.compact, regularThreshold: v.regular, sidebarFraction: v.fraction,
          minimumSidebarWidth: v.min, maximumSidebarWidth: v.max)
        XCTFail("accepted \(accepted), expected \(expected)")
      } catch {
        XCTAssertEqual(error, expected)
        XCTAssertFalse(error.description.isEmpty)
      }
    }
  }

  func testTheStandardConfigurationIsTheOneADefaultInitializerBuilds() throws {
    XCTAssertEqual(try SplitConfiguration(), .standard)
    XCTAssertEqual(SplitConfiguration.standard.compactThreshold, 600)
    XCTAssertEqual(SplitConfiguration.standard.regularThreshold, 860)
  }

  func testDecodingRejectsABrokenConfiguration() {
    let json = """
      {"compactThreshold":2000,"regularThreshold":100,"sidebarFraction":0.3,
      "minimumSidebarWidth":900,"maximumSidebarWidth":10}
      """
    XCTAssertThrowsError(try decodeJSON(SplitConfiguration.self, json))
  }

  func testRestoredPreferencesAreClampedToTheConfiguration() throws {
    let config = try SplitConfiguration(minimumSidebarWidth: 250, maximumSidebarWidth: 300)
    let wide = State(configuration: config, preferences: .init(sidebarWidth: 9000))
    XCTAssertEqual(wide.userSidebarWidth, 300)
    let nan = State(configuration: config, preferences: .init(sidebarWidth: .nan))
    XCTAssertNil(nan.userSidebarWidth)
    let negative = State(configuration: config, preferences: .init(sidebarWidth: -5))
    XCTAssertEqual(negative.userSidebarWidth, 250)
  }
}
