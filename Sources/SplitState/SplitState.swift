/// The complete state of a split view: a value, and every transition a pure function of
/// (state, event) — see ``applying(_:policy:)``.
///
/// ## Width classes
/// `compact` (width < 600) is collapsed: a stack of two pages, the list (``Pane/primary``, the
/// root) and the detail (``Pane/secondary``). `medium` and `regular` are expanded. Before the first
/// ``SplitEvent/widthChanged(_:)`` the state is compact with the list on top, so whatever the
/// first width is, nothing can show an empty detail.
///
/// ## Display mode resolution (expanded)
/// Each expanded width uses one of two *styles*, and the toggle flips between the style's two modes:
/// - beside style — regular width, or medium width with preferred `oneBesideSecondary`:
///   `isSidebarHiddenByUser ? secondaryOnly : oneBesideSecondary`. The flag is sticky and persisted.
/// - overlay style — medium width otherwise: `isOverlayOpen ? oneOverSecondary : secondaryOnly`.
///   The overlay is transient: choosing (activating) an item, ``SplitEvent/dismissOverlay``,
///   ``SplitEvent/back`` and every resize close it; moving the selection does not.
///
/// A medium window with nothing selected would show an empty detail, so there the overlay opens
/// by itself (at launch, on entering medium width, when the selection is cleared), with the
/// focus in the list, unless the user hid the sidebar: closing the list while nothing is
/// selected sets the sticky ``isSidebarHiddenByUser``, and showing the sidebar again clears it.
///
/// Preferred modes: setting one resets the user's choices to its defaults — `isSidebarHiddenByUser`
/// becomes `preferred == .secondaryOnly`, and the overlay is open iff the width is medium and
/// `preferred == .oneOverSecondary` (in regular width `oneOverSecondary` means beside). Setting the
/// mode already in force changes nothing, so re-applying a stored preference keeps the user's toggle.
///
/// ## Resizes
/// A ``SplitEvent/widthChanged(_:)`` to the current width is ignored. Any other width change
/// re-derives the layout from the final width and the stored preferences only: it resets the
/// transient overlay to its default (open iff medium and either preferred `oneOverSecondary` or
/// nothing selected and the sidebar not hidden by the user) and never
/// touches `topPage`, the selection or the sticky flags — so the result is path-independent.
/// The ``SplitPolicy`` decisions are consulted when collapsing and expanding; path independence
/// therefore holds for policies that answer consistently (the default one returns the proposal).
///
/// ## Top page
/// `topPage` is kept at every width: the page that is on top when collapsed, or would be if the
/// view collapsed now. Selecting an item while expanded makes it the detail; activating always
/// does; back, deselection and removal of the item make it the list. `topPage == .secondary`
/// implies a selection, always, whatever the policy says.
///
/// ## Focus
/// `focusedPane` is always a visible pane. Opening the overlay or showing the sidebar with the
/// toggle focuses the list; closing or hiding it, activating an item or pushing the detail
/// focuses the detail; popping focuses the list; collapsing focuses the top page; any other
/// resize keeps the focus if its pane is still visible and otherwise moves it to the detail.
///
/// ## Navigation stack and three columns
/// The list column holds a stack of levels (``path``): ``SplitEvent/push(_:)`` enters an item
/// of the current level, ``SplitEvent/pop`` and ``SplitEvent/back`` return with the entered
/// item selected. ``selection`` is the current level's; each level above keeps the item it was
/// entered through. Collapsed, the pages are the levels and then the detail (``pages``).
/// ``ColumnStyle/tripleColumn`` adds a column and the ``WidthClass/wide`` width class; see
/// <doc:ThreeColumns>.
public struct SplitState<Item: Hashable & Sendable>: Equatable, Sendable {
  /// Thresholds, column sizing and the column style.
  public internal(set) var configuration: SplitConfiguration
  /// The last width received; `nil` until the first ``SplitEvent/widthChanged(_:)``.
  public internal(set) var width: Double?
  /// The class of ``width``; `.compact` before any width, which shows the list.
  public internal(set) var widthClass: WidthClass
  /// The current level's selected item, shown in the detail; survives every layout change.
  public internal(set) var selection: Item?
  /// The items entered to reach the current level, root first; empty at the root. Level `i`'s
  /// selection is `path[i]` for every level above the current one.
  public internal(set) var path: [Item]
  /// The display mode the app asked for.
  public internal(set) var preferredDisplayMode: PreferredDisplayMode
  /// The split behaviour the app asked for.
  public internal(set) var preferredSplitBehavior: PreferredSplitBehavior
  /// The user's sticky "no sidebar": hiding it in the beside style, or closing the overlay while
  /// nothing is selected; showing the sidebar with the toggle clears it. Persisted in
  /// ``SplitPreferences``.
  public internal(set) var isSidebarHiddenByUser: Bool
  /// Whether the sidebar is shown in a transient style (over or displacing the detail); closed by
  /// choosing an item, Escape, Back and every resize.
  public internal(set) var isOverlayOpen: Bool
  /// The page on top when collapsed (kept while expanded: the page that would be on top).
  /// ``Pane/primary`` is the current level's list, ``Pane/secondary`` the detail.
  public internal(set) var topPage: Pane
  /// The divider position the user dragged to, already clamped; `nil` means "use the fraction".
  public internal(set) var userSidebarWidth: Double?
  /// The supplementary column's dragged width, already clamped; `nil` means "use the fraction".
  public internal(set) var userSupplementaryWidth: Double?
  /// The column that should hold the keyboard focus after the last transition; always visible.
  public internal(set) var focusedColumn: Column

  /// A state that has not seen a width yet: collapsed, list on top, nothing selected, at the
  /// root level.
  public init(
    configuration: SplitConfiguration = .standard,
    preferredDisplayMode: PreferredDisplayMode = .automatic,
    preferredSplitBehavior: PreferredSplitBehavior = .automatic
  ) {
    self.configuration = configuration
    self.width = nil
    self.widthClass = .compact
    self.selection = nil
    self.path = []
    self.preferredDisplayMode = preferredDisplayMode
    self.preferredSplitBehavior = preferredSplitBehavior
    self.isSidebarHiddenByUser = preferredDisplayMode == .secondaryOnly
    self.isOverlayOpen = false
    self.topPage = .primary
    self.userSidebarWidth = nil
    self.userSupplementaryWidth = nil
    self.focusedColumn = configuration.style.listColumn
  }

  /// The pane that should hold the focus: ``focusedColumn`` seen as list (``Pane/primary``, the
  /// primary or supplementary column) or detail. Setting ``Pane/primary`` focuses the list column.
  public internal(set) var focusedPane: Pane {
    get { focusedColumn == .secondary ? .secondary : .primary }
    set { focusedColumn = newValue == .secondary ? .secondary : configuration.style.listColumn }
  }
}
