import XCTest

@testable import SheafApp

private let notes = EntryID(name: Array("Notes.md".utf8))
private let draft = EntryID(name: Array("Draft.md".utf8))

/// The file a window waits to select: found, waited for, given up, or overruled by the user.
final class AwaitedSelectionTests: XCTestCase {
  func testTheAwaitedFileIsSelectedOnceListedAndThenNoLongerAwaited() {
    MainActor.assumeIsolated {
      var awaited = AwaitedSelection()
      awaited.await(notes)
      let listing = FakeListing(isLoading: true)
      XCTAssertNil(awaited.row(in: listing), "not listed yet")
      XCTAssertEqual(awaited.pending, notes, "still awaited while the folder loads")
      listing.rows = [draft, notes]
      XCTAssertEqual(awaited.row(in: listing), 1)
      XCTAssertNil(awaited.pending)
      XCTAssertNil(awaited.row(in: listing), "selected once, not again")
    }
  }

  func testALargeFolderStillLoadingIsNotSearched() {
    MainActor.assumeIsolated {
      var awaited = AwaitedSelection()
      awaited.await(notes)
      let listing = FakeListing(isLoading: true)
      listing.rows = [notes] + Array(repeating: draft, count: AwaitedSelection.searchedWhileLoading)
      XCTAssertNil(awaited.row(in: listing))
      XCTAssertEqual(listing.searches, 0, "no pass over the list while it loads")
      listing.isLoading = false
      XCTAssertEqual(awaited.row(in: listing), 0)
    }
  }

  func testAFileNotInTheFolderIsGivenUpButOneTheFilterHidesIsAwaited() {
    MainActor.assumeIsolated {
      var awaited = AwaitedSelection()
      awaited.await(notes)
      let listing = FakeListing(isLoading: false)
      listing.hidden = [notes]
      XCTAssertNil(awaited.row(in: listing))
      XCTAssertEqual(awaited.pending, notes, "hidden by the filter: awaited")
      listing.hidden = []
      XCTAssertNil(awaited.row(in: listing))
      XCTAssertNil(awaited.pending, "not in the folder: given up")
    }
  }

  func testARenameIsAwaitedThoughItsNewNameIsNotListedYet() {
    MainActor.assumeIsolated {
      var awaited = AwaitedSelection()
      awaited.follow(renamedTo: draft)
      let listing = FakeListing(isLoading: false)
      XCTAssertNil(awaited.row(in: listing))
      XCTAssertEqual(awaited.pending, draft, "the list adds the new name after dropping the old")
      XCTAssertFalse(awaited.selectionLost(notes, in: listing), "a rename on its way: not gone")
      listing.rows = [draft]
      XCTAssertEqual(awaited.row(in: listing), 0)
      XCTAssertNil(awaited.renamed)
      XCTAssertTrue(awaited.selectionLost(notes, in: listing), "no rename awaited: gone")
    }
  }

  func testTheUsersChoiceEndsTheWait() {
    MainActor.assumeIsolated {
      var awaited = AwaitedSelection()
      awaited.follow(renamedTo: draft)
      awaited.selected(draft)
      XCTAssertEqual(awaited.pending, draft, "the awaited file itself selected: no change")
      awaited.selected(notes)
      XCTAssertNil(awaited.pending)
      XCTAssertNil(awaited.renamed)
    }
  }

  func testASelectionLostToANewEntryOfTheSameFileIsAwaitedAgain() {
    MainActor.assumeIsolated {
      var awaited = AwaitedSelection()
      let listing = FakeListing(isLoading: false)
      listing.rows = [notes]
      XCTAssertFalse(awaited.selectionLost(notes, in: listing))
      XCTAssertEqual(awaited.row(in: listing), 0, "selected again")
    }
  }
}

/// A list of rows, some files hidden by a filter; counts its searches.
@MainActor
private final class FakeListing: SelectionListing {
  var rows: [EntryID] = []
  var hidden: Set<EntryID> = []
  var isLoading: Bool
  private(set) var searches = 0

  init(isLoading: Bool) { self.isLoading = isLoading }

  var matchingCount: Int { rows.count }
  func position(of id: EntryID) -> Int? {
    searches += 1
    return rows.firstIndex(of: id)
  }
  func contains(_ id: EntryID) -> Bool { rows.contains(id) || hidden.contains(id) }
}
