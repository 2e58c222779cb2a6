"""End-to-end: the folder tree, the first of three columns once the window is wide. It holds
the folder opened and, opened a level at a time, the folders inside; it follows the folder on
show; Enter or a click on a folder shows it; Right and Left open and close rows, or go to a
child or the parent. Narrower, F9 brings it in beside the list, Escape sends it away."""

import os

import pyatspi

from Tests.e2e.fixtures import FolderTestCase
from Tests.e2e.sheaf_session import walk, wait_for
from Tests.e2e import test_tree

WIDE = 1500


class FolderTreeTests(FolderTestCase):
    def tree(self):
        return self.sheaf.find(lambda n: n.getRoleName() == "list" and n.name == "Folders")

    def tree_rows(self):
        """The tree's rows as (name, selected), top to bottom."""
        tree = self.tree()
        rows = []
        for row in walk(tree) if tree is not None else []:
            if row.getRoleName() != "list item":
                continue
            label = next((n.name for n in walk(row) if n.getRoleName() == "label" and n.name),
                         None)
            rows.append((label, row.getState().contains(pyatspi.STATE_SELECTED)))
        return rows

    def tree_names(self):
        return [name for name, _ in self.tree_rows()]

    def tree_selection(self):
        return next((name for name, selected in self.tree_rows() if selected), None)

    def tree_on_screen(self):
        return self.sheaf.tree_on_screen()

    def focused_tree_row(self):
        """The name on the tree row that has the keyboard focus, or None."""
        focused = self.sheaf.focused()
        # The row's expander takes the focus; its list item is the row.
        while focused is not None and focused.getRoleName() != "list item":
            focused = focused.parent
        if focused is None:
            return None
        ancestor = focused.parent
        while ancestor is not None and ancestor.name != "Folders":
            ancestor = ancestor.parent
        if ancestor is None:
            return None
        return next((n.name for n in walk(focused) if n.getRoleName() == "label" and n.name),
                    None)

    def tree_row(self, name):
        return next(n for n in walk(self.tree()) if n.getRoleName() == "list item"
                    and any(c.name == name for c in walk(n)))

    def painted_tree(self):
        """The words OCR reads in the tree column, top to bottom."""
        return self.painted_words("280x300+0+52")

    def test_the_tree_follows_the_levels_and_a_folder_chosen_in_it_is_shown(self):
        folder = test_tree.TreeTests.make_tree(self)
        self.start(folder.path, width=WIDE)
        self.wait_rows(["Notes", "Photos", "README.md"])
        wait_for(self.tree_on_screen, what="the tree beside the list when wide")
        self.wait_equal(self.tree_names, ["Tree"], "only the folder opened, nothing expanded")
        test_tree.TreeTests.enter(self, "Notes", "Return", ["2024", "a.txt", "b.md"])
        self.wait_equal(self.tree_rows, [("Tree", False), ("Notes", True), ("Photos", False)],
                        "the tree opened down to Notes, selected")
        test_tree.TreeTests.enter(self, "2024", "Return", ["January.md"])
        self.wait_equal(self.tree_selection, "2024", "following the list one more level")
        self.wait_equal(lambda: [w for w in self.painted_tree() if w in ("Tree", "Notes",
                                                                         "2024", "Photos")],
                        ["Tree", "Notes", "2024", "Photos"], "the tree painted, not only read")
        # Back in the list: the tree follows back.
        test_tree.TreeTests.leave(self, "alt+Left", ["2024", "a.txt", "b.md"], "2024")
        self.wait_equal(self.tree_selection, "Notes", "the tree back on Notes")
        # The pointer passing over the tree leaves it on the folder on show. The key after the
        # move reaches Sheaf after it, so once the key is seen, so was the move.
        self.sheaf.hover(self.tree_row("Photos"))
        self.sheaf.key("Down")
        self.wait_equal(self.sheaf.selected_row, "a.txt", "Down in the list")
        self.assertEqual(self.tree_selection(), "Notes", "the tree still on Notes")
        # A folder chosen in the tree shows in the list, the levels between entered.
        self.sheaf.click_node(self.tree_row("Photos"))
        self.wait_rows([], "Photos shown")
        self.wait_equal(lambda: self.sheaf.frame().name, "Photos — Sheaf", "the title following")
        self.wait_equal(self.tree_selection, "Photos", "and the tree")
        self.sheaf.key("alt+Left")
        self.wait_rows(["Notes", "Photos", "README.md"], "Back to the folder opened")
        self.wait_equal(self.sheaf.selected_row, "Photos", "Photos selected there")

    def test_right_and_left_open_and_close_rows_as_in_any_tree(self):
        folder = test_tree.TreeTests.make_tree(self)
        self.start(folder.path, width=WIDE)
        self.wait_rows(["Notes", "Photos", "README.md"])
        wait_for(self.tree_on_screen, what="the tree")
        self.sheaf.key("shift+F6")
        self.wait_equal(self.focused_tree_row, "Tree", "shift+F6 focusing the tree's selected row")
        self.sheaf.key("Right")
        self.wait_equal(self.tree_names, ["Tree", "Notes", "Photos"], "Right opening it")
        self.sheaf.key("Right")
        self.wait_equal(self.focused_tree_row, "Notes", "Right again going to its first child")
        self.sheaf.key("Right")
        self.wait_equal(self.tree_names, ["Tree", "Notes", "2024", "Photos"], "Notes opened")
        self.sheaf.key("Left")
        self.wait_equal(self.tree_names, ["Tree", "Notes", "Photos"], "Left closing it")
        self.sheaf.key("Left")
        self.wait_equal(self.focused_tree_row, "Tree", "Left again going to the parent")
        self.sheaf.key("Down", "Down", "Return")
        self.wait_rows([], "Enter showing Photos")
        self.wait_equal(self.sheaf.selected_row, None, "nothing selected in it")

    def test_narrower_f9_brings_the_tree_in_and_escape_sends_it_away(self):
        folder = test_tree.TreeTests.make_tree(self)
        self.start(folder.path, width=1100)
        self.wait_rows(["Notes", "Photos", "README.md"])
        test_tree.TreeTests.enter(self, "Notes", "Return", ["2024", "a.txt", "b.md"])
        self.assertFalse(self.tree_on_screen(), "no tree at 1100 px until asked for")
        self.sheaf.key("F9")
        wait_for(self.tree_on_screen, what="F9 bringing the tree in")
        self.wait_equal(self.focused_tree_row, "Notes", "the focus on the folder on show")
        self.assertEqual(self.sheaf.panes_on_screen(), {"Sidebar", "Content"},
                         "the list and the detail still there, moved aside")
        self.sheaf.key("Escape")
        wait_for(lambda: not self.tree_on_screen(), what="Escape sending it away")
        self.sheaf.resize(400)
        self.wait_equal(self.sheaf.panes_on_screen, {"Sidebar"}, "narrow: the list alone")
        self.assertFalse(self.tree_on_screen(), "no tree in the narrow stack")

    def test_ctrl_h_keeps_the_keyboard_in_the_list(self):
        """The list is listed again for Ctrl+H, and may say it is empty for a moment: the keys
        typed next still move in the list, also when the selected hidden folder goes."""
        folder = test_tree.TreeTests.make_tree(self)
        folder.subfolder(".cache")
        self.start(folder.path, width=WIDE)
        self.wait_rows(["Notes", "Photos", "README.md"])
        for rows in ([".cache", "Notes", "Photos", "README.md"], ["Notes", "Photos", "README.md"]):
            self.sheaf.key("ctrl+h")
            self.wait_rows(rows, "Ctrl+H")
            self.sheaf.key("End")
            self.wait_equal(self.sheaf.selected_row, "README.md", "End selecting the last row")
            self.sheaf.key("Home")
            self.wait_equal(self.sheaf.selected_row, rows[0], "Home selecting the first row")

    def test_hidden_folders_follow_ctrl_h_and_a_link_to_an_ancestor_opens_one_level(self):
        """A link to the folder opened is a folder like any other: the tree opens it a level at
        a time, never by itself."""
        folder = test_tree.TreeTests.make_tree(self)
        folder.subfolder(".cache")
        os.symlink(folder.path, folder("Photos/loop"))
        self.start(folder.path, width=WIDE)
        self.wait_rows(["Notes", "Photos", "README.md"])
        self.wait_equal(self.tree_names, ["Tree"], "the tree closed")
        self.sheaf.key("ctrl+h")
        self.wait_rows([".cache", "Notes", "Photos", "README.md"], "Ctrl+H")
        test_tree.TreeTests.enter(self, "Photos", "Return", ["loop"])
        self.wait_equal(self.tree_names, ["Tree", ".cache", "Notes", "Photos"],
                        "the hidden folder in the tree too")
        test_tree.TreeTests.enter(self, "loop", "Return", [".cache", "Notes", "Photos", "README.md"])
        self.wait_equal(self.tree_names, ["Tree", ".cache", "Notes", "Photos", "loop"],
                        "the link to the folder opened, a folder of the tree")
        self.wait_equal(self.tree_selection, "loop", "on the link")
        # Opened by hand, it is one level more, and nothing opens by itself below it.
        self.sheaf.key("shift+F6")
        self.wait_equal(self.focused_tree_row, "loop", "the focus on the link's row")
        self.sheaf.key("Right")
        self.wait_equal(self.tree_names,
                        ["Tree", ".cache", "Notes", "Photos", "loop", ".cache", "Notes",
                         "Photos"], "one level more under the link")
        self.sheaf.key("ctrl+h")
        self.wait_equal(self.tree_names, ["Tree", "Notes", "Photos", "loop", "Notes", "Photos"],
                        "Ctrl+H hiding them again, at every level")
        self.wait_equal(self.tree_selection, "loop", "still on the folder on show")

    def test_a_folder_of_100000_folders_is_listed_entered_and_left_and_the_tree_follows(self):
        """The tree reads the 100,000 folders (below drawing and input) to follow the list,
        and scrolls to the folder entered under a pointer resting on it: no row it passes is
        selected on the way, which made rows in the middle of a layout."""
        folder = self.folder("Many", fast=True)
        count = 100_000
        for n in range(count):
            os.mkdir(folder(f"d {n:06d}"))
        last = f"d {count - 1:06d}"
        os.mkdir(folder(f"{last}/inside"))
        self.start(folder.path, width=WIDE)
        self.sheaf.point_at(150, 400)
        self.wait_equal(self.sheaf.sidebar_subtitle, f"{count} items", "every folder counted",
                        timeout=60)
        self.sheaf.key("End")
        self.wait_equal(self.sheaf.selected_row, last, "End on the last folder", timeout=20)
        self.sheaf.key("Return")
        self.wait_rows(["inside"], "the last folder entered", timeout=20)
        self.wait_equal(self.tree_selection, last, "the tree on the folder entered", timeout=60)
        self.sheaf.key("alt+Left")
        self.wait_equal(self.sheaf.selected_row, last, "back, the folder selected", timeout=20)
        self.wait_equal(self.tree_selection, "Many", "the tree back on the folder opened")
        self.assert_answers_keys(rows=[f"d {count - 2:06d}", last])
