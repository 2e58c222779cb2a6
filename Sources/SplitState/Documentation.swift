// SplitState — name mapping (this file holds documentation only; a README here would be an
// unhandled SwiftPM resource).
//
// | SplitState                          | UISplitViewController                           | libadwaita                                          |
// |-------------------------------------|-------------------------------------------------|-----------------------------------------------------|
// | Pane.primary / .secondary           | Column.primary / .secondary                     | sidebar / content                                   |
// | WidthClass.compact, isCollapsed     | compact size class, isCollapsed                 | AdwNavigationSplitView:collapsed                    |
// | WidthClass.medium                   | (regular size class, overlay mode)              | AdwOverlaySplitView:collapsed                       |
// | WidthClass.regular                  | regular size class                              | neither collapsed                                   |
// | topPage                             | topColumn (top of the collapsed stack)          | AdwNavigationSplitView:show-content                 |
// | preferredDisplayMode                | preferredDisplayMode                            | (the app's choice of show-sidebar / pin-sidebar)    |
// | displayMode                         | displayMode                                     | AdwOverlaySplitView:show-sidebar + :collapsed       |
// | DisplayMode.secondaryOnly           | .secondaryOnly                                  | show-sidebar = FALSE                                |
// | DisplayMode.oneBesideSecondary      | .oneBesideSecondary                             | show-sidebar = TRUE, not collapsed                  |
// | DisplayMode.oneOverSecondary        | .oneOverSecondary                               | show-sidebar = TRUE, collapsed (overlay)            |
// | showsSidebarToggle                  | displayModeButtonItem visibility                | a toggle bound to show-sidebar                      |
// | isSidebarToggleActive               | (button state)                                  | that toggle's :active                               |
// | showsBackButton, SplitEvent.back    | navigation back button, pop                     | AdwNavigationView back button, pop                  |
// | showsPlaceholder                    | (the app's empty detail)                        | an AdwStatusPage as content                         |
// | SplitEvent.activate                 | show(.secondary) / showDetailViewController     | show-content = TRUE                                 |
// | SplitEvent.toggleSidebar            | show(.primary) / hide(.primary)                 | toggling show-sidebar                               |
// | SplitEvent.dismissOverlay           | tap outside the overlaid primary                | click on the dimmed content, Escape                 |
// | sidebarFraction, min/maxSidebarW.   | preferredPrimaryColumnWidthFraction, min/max... | sidebar-width-fraction, min/max-sidebar-width       |
// | userSidebarWidth, sidebarDragged    | preferredPrimaryColumnWidth                     | (no draggable divider)                              |
// | SplitPolicy.topPageForCollapsing    | topColumnForCollapsingToProposedTopColumn       | —                                                   |
// | SplitPolicy.displayModeForExpanding | displayModeForExpandingToProposedDisplayMode    | —                                                   |
// | willChange/didChangeDisplayMode     | willChangeTo displayMode (no "did")             | notify::show-sidebar                                |
// | didCollapse / didExpand             | splitViewControllerDidCollapse / DidExpand      | notify::collapsed                                   |
// | SplitController(+Delegate)          | the controller and its delegate                 | —                                                   |
