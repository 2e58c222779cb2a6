"""End-to-end: browsing a tree of folders. Folders are listed first with their item count; a
selected folder shows its card; Enter, Space or a double click enters it; Back, Alt+Left,
Backspace (and Escape when narrow) come back with it selected and focused; Alt+Up goes to the
parent, above the folder first opened too; Alt+Right enters again the folder left."""

import os
import shutil
import tempfile

from Tests.e2e.fixtures import FolderTestCase, tab_into
from Tests.e2e.test_previews import detail_text_node, has_focus, selected_text
from Tests.e2e.sheaf_session import SheafSession, Status, finish, showing, wait_for


def start_remembering(test, *arguments):
    """A session whose state file a relaunch (`relaunch`) reads again."""
    state_home = tempfile.mkdtemp(prefix="sheaf-state-")
    test.addCleanup(shutil.rmtree, state_home, True)
    sheaf = SheafSession(*arguments, state_home=state_home)
    test.addCleanup(sheaf.close)
    test.sheaf = sheaf
    return sheaf


def relaunch(test, sheaf):
    """Quits `sheaf` with Ctrl+Q and starts Sheaf again with no argument, on its state."""
    sheaf.key("ctrl+q")
    test.assertEqual(sheaf.process.wait(timeout=10), 0, "Ctrl+Q quits cleanly")
    finish(test, sheaf)
    again = SheafSession(state_home=sheaf.state_home)
    test.sheaf = again
    test.addCleanup(finish, test, again)
    return again


class TreeTests(FolderTestCase):
    def make_tree(self):
        folder = self.folder("Tree")
        folder.subfolder("Notes")
        folder.write("Notes/a.txt", "a\n")
        folder.write("Notes/b.md", "# B\n")
        folder.subfolder("Notes/2024")
        folder.write("Notes/2024/January.md", "# January\n")
        folder.subfolder("Photos")
        folder.write("README.md", "# Read me\n")
        return folder

    def enter(self, name, key, rows):
        self.sheaf.select_row(name)
        self.sheaf.key(key)
        self.wait_rows(rows, f"{key} entering {name}")
        self.wait_equal(lambda: self.sheaf.frame().name, f"{name} — Sheaf", "the title following")

    def leave(self, key, rows, entered):
        self.sheaf.key(key)
        self.wait_rows(rows, f"{key} going back")
        self.wait_equal(self.sheaf.selected_row, entered, f"{entered} selected again")
        self.wait_equal(self.sheaf.focused_pane, "Sidebar", "the focus in the list")

    def test_folders_come_first_with_their_count_and_a_card(self):
        folder = self.make_tree()
        self.start(folder.path)
        self.wait_rows(["Notes", "Photos", "README.md"])
        self.select("Notes")
        self.wait_equal(lambda: (c := self.sheaf.info_card()) and (c["Kind"], c["Contents"]),
                        ("Folder", "3 items (1 folder, 2 documents)"), "the folder's card")
        self.select("Photos")
        self.wait_equal(lambda: (c := self.sheaf.info_card()) and c["Contents"], "0 items",
                        "an empty folder's card")
        self.assert_answers_keys()

    def test_entering_and_leaving_by_every_key_when_wide(self):
        folder = self.make_tree()
        self.start(folder.path, width=1100)
        top = ["Notes", "Photos", "README.md"]
        notes = ["2024", "a.txt", "b.md"]
        self.wait_rows(top)
        for enter, leave in (("Return", "alt+Left"), ("space", "BackSpace")):
            self.enter("Notes", enter, notes)
            self.leave(leave, top, "Notes")
        # Two levels down, and back up one at a time.
        self.enter("Notes", "Return", notes)
        self.enter("2024", "Return", ["January.md"])
        self.select("January.md")
        self.wait_equal(self.sheaf.detail_text, "January\n", "a file two levels down shown")
        self.leave("alt+Left", notes, "2024")
        self.leave("alt+Left", top, "Notes")
        # Forward enters again the folder left, and then the one left inside it.
        self.sheaf.key("alt+Right")
        self.wait_rows(notes, "Alt+Right entering Notes again")
        self.sheaf.key("alt+Right")
        self.wait_rows(["January.md"], "Alt+Right entering 2024 again")
        self.assert_answers_keys()

    def test_entering_and_leaving_by_keys_when_wide_and_medium(self):
        folder = self.make_tree()
        top = ["Notes", "Photos", "README.md"]
        notes = ["2024", "a.txt", "b.md"]
        for width in (1500, 700):
            with self.subTest(width=width):
                self.sheaf = SheafSession(folder.path, width=width)
                self.addCleanup(self.sheaf.close)
                self.wait_rows(top)
                for enter, leave in (("Return", "BackSpace"), ("space", "alt+Up")):
                    self.enter("Notes", enter, notes)
                    self.leave(leave, top, "Notes")
                self.enter("Notes", "Return", notes)
                if width < 860:
                    # Medium, the list slides over the detail: Back closes it first (the
                    # back order of the split view), and F9 brings it back at the same level.
                    self.sheaf.key("alt+Left")
                    self.wait_equal(self.sheaf.panes_on_screen, {"Content"}, "the list closed")
                    self.sheaf.key("F9")
                    self.wait_rows(notes, "F9 opening the list again, still in Notes")
                    self.leave("BackSpace", top, "Notes")
                else:
                    self.leave("alt+Left", top, "Notes")
                self.sheaf.key("alt+Right")
                self.wait_rows(notes, "Alt+Right entering Notes again")
                finish(self, self.sheaf)

    def test_a_collapse_and_an_expand_at_depth_three_keep_the_path_and_the_detail(self):
        folder = self.make_tree()
        folder.subfolder("Notes/2024/Q1")
        folder.write("Notes/2024/Q1/plan.md", "# Plan\n")
        self.start(folder.path, width=1500)
        self.wait_rows(["Notes", "Photos", "README.md"])
        self.enter("Notes", "Return", ["2024", "a.txt", "b.md"])
        self.enter("2024", "Return", ["Q1", "January.md"])
        self.enter("Q1", "Return", ["plan.md"])
        self.select("plan.md")
        self.wait_equal(self.sheaf.detail_text, "Plan\n", "the file three levels down shown")
        self.sheaf.resize(400)
        self.wait_equal(self.sheaf.panes_on_screen, {"Content"}, "collapsed onto the detail")
        self.assertEqual(self.sheaf.detail_title(), "plan.md")
        self.sheaf.key("Escape")
        self.wait_equal(self.sheaf.panes_on_screen, {"Sidebar"}, "Back to the list")
        self.wait_rows(["plan.md"], "the level it was in")
        self.wait_equal(self.sheaf.selected_row, "plan.md", "the file still selected")
        self.sheaf.key("Return")
        self.wait_equal(self.sheaf.panes_on_screen, {"Content"}, "the detail again")
        self.sheaf.resize(1500)
        self.wait_equal(self.sheaf.panes_on_screen, {"Sidebar", "Content"}, "expanded again")
        self.wait_rows(["plan.md"], "the same level in the list")
        self.assertEqual(self.sheaf.detail_title(), "plan.md", "the same file in the detail")
        self.leave("alt+Left", ["Q1", "January.md"], "Q1")
        self.leave("alt+Left", ["2024", "a.txt", "b.md"], "2024")

    def test_escape_leaves_a_folder_when_narrow(self):
        folder = self.make_tree()
        self.start(folder.path, width=400)
        top = ["Notes", "Photos", "README.md"]
        self.wait_rows(top)
        self.enter("Notes", "Return", ["2024", "a.txt", "b.md"])
        # A file opens on its own page; Escape comes back to the folder, then to its parent.
        self.sheaf.select_row("a.txt")
        self.sheaf.key("Return")
        self.wait_equal(self.sheaf.detail_text, "a\n", "a.txt opened")
        self.sheaf.key("Escape")
        self.wait_rows(["2024", "a.txt", "b.md"], "Escape back to Notes")
        self.leave("Escape", top, "Notes")

    def test_alt_up_goes_above_the_folder_first_opened(self):
        folder = self.make_tree()
        self.start(folder("Notes"), width=700)
        self.wait_rows(["2024", "a.txt", "b.md"])
        self.sheaf.key("alt+Up")
        self.wait_rows(["Notes", "Photos", "README.md"], "Alt+Up listing the parent")
        self.wait_equal(self.sheaf.selected_row, "Notes", "the folder left selected")
        self.wait_equal(lambda: self.sheaf.frame().name, "Tree — Sheaf", "the title following")
        # Entered again, Alt+Up leaves the level rather than listing anew.
        self.enter("Notes", "Return", ["2024", "a.txt", "b.md"])
        self.leave("alt+Up", ["Notes", "Photos", "README.md"], "Notes")

    def test_a_click_shows_a_folders_card_a_double_click_enters_and_button_8_returns(self):
        folder = self.make_tree()
        self.start(folder.path)
        top = ["Notes", "Photos", "README.md"]
        self.wait_rows(top)
        self.click_row("Notes")
        self.wait_equal(lambda: (c := self.sheaf.info_card()) and c["name"], "Notes",
                        "one click showing the card")
        self.assertEqual(self.sheaf.list_rows(), top, "one click does not enter")
        self.click_row("Notes", clicks=2)
        self.wait_rows(["2024", "a.txt", "b.md"], "a double click entering")
        self.sheaf.click(150, 300, button=8)
        self.wait_rows(top, "the mouse's back button returning")
        self.wait_equal(self.sheaf.selected_row, "Notes", "the folder selected again")

    def click_row(self, name, clicks=1):
        def row():
            for node in self.sheaf.find_all(lambda n: n.getRoleName() == "list item"):
                if node.childCount and node.getChildAtIndex(0).name == name:
                    return node
            return None

        self.sheaf.click_node(wait_for(row, what=f"the row {name}"), clicks)


class TreeStateTests(FolderTestCase):
    def test_a_relaunch_comes_back_two_folders_down_with_the_file_selected(self):
        folder = TreeTests.make_tree(self)
        first = start_remembering(self, folder.path)
        self.wait_rows(["Notes", "Photos", "README.md"])
        for name, rows in (("Notes", ["2024", "a.txt", "b.md"]), ("2024", ["January.md"])):
            first.select_row(name)
            first.key("Return")
            self.wait_rows(rows, f"{name} entered")
        first.select_row("January.md")
        self.wait_equal(first.detail_text, "January\n", "January.md shown")
        again = relaunch(self, first)
        self.wait_rows(["January.md"], "the folder two levels down listed again")
        self.wait_equal(again.detail_text, "January\n", "the file selected again")
        # The levels came back too: Back goes up one folder at a time.
        again.key("alt+Left")
        self.wait_rows(["2024", "a.txt", "b.md"], "Back to Notes")
        self.wait_equal(again.selected_row, "2024", "2024 selected")
        again.key("alt+Left")
        self.wait_rows(["Notes", "Photos", "README.md"], "Back to the folder opened")


class TreeLiveTests(FolderTestCase):
    def test_a_folder_deleted_while_shown_goes_back_to_the_nearest_one_still_there(self):
        folder = TreeTests.make_tree(self)
        self.start(folder.path)
        top = ["Notes", "Photos", "README.md"]
        self.wait_rows(top)
        TreeTests.enter(self, "Notes", "Return", ["2024", "a.txt", "b.md"])
        TreeTests.enter(self, "2024", "Return", ["January.md"])
        shutil.rmtree(folder("Notes/2024"))
        self.wait_rows(["a.txt", "b.md"], "back in Notes, without 2024")
        self.wait_status(Status("Folder Not Found",
                                "“2024” was moved or deleted. Sheaf went back to “Notes”."))
        self.wait_equal(lambda: self.sheaf.frame().name, "Notes — Sheaf", "the title following")
        # Both levels gone at once: back to the folder opened.
        folder.subfolder("Notes/2025")
        TreeTests.enter(self, "2025", "Return", [])
        shutil.rmtree(folder("Notes"))
        self.wait_rows(["Photos", "README.md"], "back in the folder opened")
        self.wait_equal(lambda: (s := self.sheaf.status()) and s.description.endswith(
            "Sheaf went back to “Tree”."), True, "saying where Sheaf went")
        self.assert_answers_keys()


class HiddenFileTests(FolderTestCase):
    def test_ctrl_h_shows_hidden_files_keeps_the_selection_and_is_remembered(self):
        folder = TreeTests.make_tree(self)
        folder.write(".profile", "hidden\n")
        folder.subfolder(".cache")
        first = start_remembering(self, folder.path)
        shown = ["Notes", "Photos", "README.md"]
        everything = [".cache", "Notes", "Photos", ".profile", "README.md"]
        self.wait_rows(shown)
        self.select("README.md")
        first.key("ctrl+h")
        self.wait_rows(everything, "Ctrl+H listing hidden files")
        self.wait_equal(first.selected_row, "README.md", "the selection kept")
        self.assertEqual(first.detail_text(), "Read me\n", "the detail kept")
        first.key("ctrl+h")
        self.wait_rows(shown, "Ctrl+H hiding them again")
        first.key("ctrl+h")
        self.wait_rows(everything, "shown again")
        again = relaunch(self, first)
        self.wait_rows(everything, "hidden files still listed after a relaunch")


class SortTests(FolderTestCase):
    """The main menu's Sort section: by name, date modified, size or type, reversed, folders
    first or mixed in; the selection and the keyboard's place kept; remembered."""

    YEAR = 365 * 24 * 3600

    def make_folder(self):
        folder = self.folder("Sorted")
        facts = {"b.txt": (5000, 2020), "a.md": (3, 2025), "c.png": (900, 2023),
                 "Zeta": (None, 2022), "alpha": (None, 2024)}
        for name, (size, year) in facts.items():
            if size is None:
                folder.subfolder(name)
                if name == "alpha":
                    for inside, year_inside in (("old.txt", 2019), ("new.txt", 2021)):
                        folder.write(f"alpha/{inside}", inside)
                        inside_stamp = (year_inside - 1970) * self.YEAR
                        os.utime(folder(f"alpha/{inside}"), (inside_stamp, inside_stamp))
            else:
                folder.write(name, b"x" * size)
            stamp = (year - 1970) * self.YEAR
            os.utime(folder(name), (stamp, stamp))
        return folder

    def choose(self, label):
        """Chooses `label` in the main menu, opened with F10, as a screen reader user does."""
        self.sheaf.key("F10")
        item = wait_for(lambda: self.sheaf.find(
            lambda n: n.name == label and "menu item" in n.getRoleName() and showing(n)),
            what=f"{label} offered")
        item.queryAction().doAction(0)
        wait_for(lambda: self.sheaf.find(
            lambda n: n.name == label and "menu item" in n.getRoleName() and showing(n)) is None,
            what="the menu closed")

    def painted_names(self):
        """The names of the files on screen, top to bottom, as OCR reads the list."""
        names = ("Zeta", "alpha", "a.md", "b.txt", "c.png")
        return [word for word in self.painted_words("320x300+0+52") if word in names]

    def test_each_order_keeps_the_selection_and_the_keyboards_place_and_is_remembered(self):
        folder = self.make_folder()
        first = start_remembering(self, folder.path)
        self.wait_rows(["alpha", "Zeta", "a.md", "b.txt", "c.png"])
        self.select("b.txt")
        self.choose("By Size")
        self.wait_rows(["alpha", "Zeta", "a.md", "c.png", "b.txt"], "smallest first")
        self.wait_equal(first.selected_row, "b.txt", "the selection kept")
        self.assertEqual(first.detail_title(), "b.txt", "the detail kept")
        self.choose("Reversed Order")
        self.wait_rows(["Zeta", "alpha", "b.txt", "c.png", "a.md"], "largest first")
        self.wait_equal(self.painted_names, ["Zeta", "alpha", "b.txt", "c.png", "a.md"],
                        "painted in that order, not only told to screen readers")
        # The keyboard goes on from the selected row, wherever it went.
        first.key("Down")
        self.wait_equal(first.selected_row, "c.png", "Down after the selected row")
        self.choose("Folders First")
        self.wait_rows(["b.txt", "c.png", "a.md", "Zeta", "alpha"], "folders mixed in")
        self.choose("By Date Modified")
        self.wait_rows(["a.md", "alpha", "c.png", "Zeta", "b.txt"], "newest first")
        TreeTests.enter(self, "alpha", "Return", ["new.txt", "old.txt"])
        self.choose("By Name")
        self.wait_rows(["old.txt", "new.txt"], "the folder entered, by name, reversed")
        TreeTests.leave(self, "alt+Left", ["Zeta", "c.png", "b.txt", "alpha", "a.md"], "alpha")
        self.choose("By Date Modified")
        # The next launch takes the same order.
        again = relaunch(self, first)
        self.wait_rows(["a.md", "alpha", "c.png", "Zeta", "b.txt"], "the order remembered")
        self.wait_equal(again.selected_row, "alpha", "and the selection")

    def test_a_file_that_grows_moves_to_its_place_still_selected_and_shown(self):
        folder = self.make_folder()
        self.start(folder.path)
        self.wait_rows(["alpha", "Zeta", "a.md", "b.txt", "c.png"])
        self.choose("By Size")
        self.wait_rows(["alpha", "Zeta", "a.md", "c.png", "b.txt"])
        self.select("a.md")
        with open(folder("a.md"), "ab") as grown:
            grown.write(b"y" * 9000)
        self.wait_rows(["alpha", "Zeta", "c.png", "b.txt", "a.md"], "a.md the largest now")
        self.wait_equal(self.sheaf.selected_row, "a.md", "still selected")
        self.assertEqual(self.sheaf.detail_title(), "a.md", "still shown")
        self.assertIsNone(self.sheaf.status(), "nothing said gone")
        self.sheaf.key("Up")
        self.wait_equal(self.sheaf.selected_row, "b.txt", "the keyboard going on from it")


class TypeAheadTests(FolderTestCase):
    def test_typing_in_the_list_jumps_to_the_first_name_that_starts_with_it(self):
        folder = self.folder()
        for name in ("alpha.txt", "Beta.txt", "bravo.txt", "Charlie.txt", "Échelle.txt"):
            folder.write(name, name + "\n")
        folder.subfolder("Books")
        self.start(folder.path)
        self.wait_rows(["Books", "alpha.txt", "Beta.txt", "bravo.txt", "Charlie.txt",
                        "Échelle.txt"])
        self.sheaf.key("Home")
        self.sheaf.type_text("br")
        self.wait_equal(self.sheaf.selected_row, "bravo.txt", "“br” jumping to bravo.txt")
        self.wait_equal(self.sheaf.detail_text, "bravo.txt\n", "its text shown")
        self.assertIn("Jump to “br”", self.sheaf.detail_labels() + self.sidebar_labels())
        # BackSpace takes a letter back: “b” is Books, the folder, first.
        self.sheaf.key("BackSpace")
        self.wait_equal(self.sheaf.selected_row, "Books", "“b” jumping to Books")
        # After a pause, a new name, its case folded.
        wait_for(lambda: "Jump to “b”" not in self.sidebar_labels(), what="the bar gone")
        self.sheaf.type_text("CH")
        self.wait_equal(self.sheaf.selected_row, "Charlie.txt", "“CH” jumping to Charlie.txt")
        self.assertEqual(self.sheaf.list_rows()[0], "Books", "the list not filtered")

    def sidebar_labels(self):
        sidebar = self.sheaf.pane("Sidebar")
        return [n.name for n in self.sheaf.find_all(lambda n: n.getRoleName() == "label",
                                                     sidebar) if showing(n)]


class FoldersAboveTests(FolderTestCase):
    def test_the_folders_above_are_one_click_away_in_the_main_menu(self):
        folder = TreeTests.make_tree(self)
        self.start(folder("Notes"))
        self.wait_rows(["2024", "a.txt", "b.md"])
        TreeTests.enter(self, "2024", "Return", ["January.md"])
        self.choose_folder_above("Notes")
        self.wait_rows(["2024", "a.txt", "b.md"], "the level below shown again")
        self.wait_equal(self.sheaf.selected_row, "2024", "the folder come from selected")
        # Above the folder opened: listed anew, with the folder come from selected.
        self.choose_folder_above("Tree")
        self.wait_rows(["Notes", "Photos", "README.md"], "the folder above the one opened")
        self.wait_equal(self.sheaf.selected_row, "Notes", "Notes selected")

    def choose_folder_above(self, name):
        # The main menu lists them first, under "Folders Above".
        self.sheaf.key("F10")
        item = wait_for(lambda: self.sheaf.find(
            lambda n: n.getRoleName() == "menu item" and n.name == name), what=f"{name} offered")
        item.queryAction().doAction(0)


class TreeBadInputTests(FolderTestCase):
    def test_folders_named_with_a_newline_or_bytes_that_are_not_utf8_are_entered_and_left(self):
        folder = self.folder()
        for name in (b"line\nbreak", b"bad\xff\xfename"):
            inner = folder.subfolder(name)
            with open(os.path.join(inner, b"inside.txt"), "w") as inside:
                inside.write("inside\n")
        self.start(folder.path)
        rows = ["bad\ufffd\ufffdname (invalid encoding)", "line\nbreak"]
        self.wait_equal(lambda: sorted(self.sheaf.list_rows()), sorted(rows), "both listed")
        for name in self.sheaf.list_rows():
            self.sheaf.select_row(name)
            self.sheaf.key("Return")
            self.wait_rows(["inside.txt"], f"{name!r} entered")
            self.select("inside.txt")
            self.wait_equal(self.sheaf.detail_text, "inside\n", f"a file inside {name!r}")
            self.sheaf.key("alt+Left")
            self.wait_equal(self.sheaf.selected_row, name, f"{name!r} selected again")
        self.assert_answers_keys()

    def test_a_folder_replaced_by_a_file_while_inside_goes_back_to_its_parent(self):
        folder = TreeTests.make_tree(self)
        self.start(folder.path)
        self.wait_rows(["Notes", "Photos", "README.md"])
        TreeTests.enter(self, "Photos", "Return", [])
        shutil.rmtree(folder("Photos"))
        folder.write("Photos", "now a file\n")
        self.wait_rows(["Notes", "Photos", "README.md"], "back in the parent")
        self.wait_equal(lambda: (s := self.sheaf.status()) and s.title, "Folder Not Found",
                        "saying the folder went")
        self.select("Photos")
        self.wait_equal(self.sheaf.detail_text, "now a file\n", "Photos is a file now")
        self.assert_answers_keys()

    def test_proc_is_entered_and_left_like_any_folder(self):
        self.start("/proc", width=1100)
        wait_for(lambda: "self" in self.sheaf.list_rows(), what="/proc listed")
        self.sheaf.select_row("self")
        self.sheaf.key("Return")
        wait_for(lambda: "status" in self.sheaf.list_rows(), what="/proc/self entered")
        self.sheaf.key("alt+Left")
        self.wait_equal(self.sheaf.selected_row, "self", "self selected again")

    def test_a_path_two_hundred_folders_deep_comes_back_after_a_relaunch(self):
        folder = self.folder()
        deepest = folder.path
        for level in range(200):
            deepest = os.path.join(deepest, f"d{level:03d}")
        os.makedirs(deepest)
        with open(os.path.join(deepest, "bottom.txt"), "w") as bottom:
            bottom.write("the bottom\n")
        state_home = tempfile.mkdtemp(prefix="sheaf-state-")
        self.addCleanup(shutil.rmtree, state_home, True)
        names = [f"d{level:03d}" for level in range(200)]
        os.makedirs(os.path.join(state_home, "sheaf"))
        with open(os.path.join(state_home, "sheaf", "state.ini"), "w") as state:
            state.write("[state]\nversion=2\n[folder]\n"
                        f"uri=file://{folder.path}\npath={'/'.join(names)}\n"
                        "selection=bottom.txt\n")
        again = SheafSession(state_home=state_home)
        self.sheaf = again
        self.addCleanup(finish, self, again)
        self.wait_rows(["bottom.txt"], "the bottom of the path", timeout=60)
        self.wait_equal(again.detail_text, "the bottom\n", "its file selected")
        self.wait_equal(lambda: again.frame().name, "d199 — Sheaf", "the title")
        again.key("alt+Left")
        self.wait_rows(["d199"], "one level up")


class LinkTests(FolderTestCase):
    def test_links_go_to_files_and_folders_of_the_tree_and_alt_left_comes_back(self):
        folder = TreeTests.make_tree(self)
        folder.write("Index.md", "# Index\n\nSee [January](Notes/2024/January.md) and "
                                 "[the photos](Photos/).\n")
        self.start(folder.path)
        self.wait_rows(["Notes", "Photos", "Index.md", "README.md"])
        self.select("Index.md")
        self.wait_equal(lambda: self.sheaf.detail_text().startswith("Index"), True, "the index")
        for link, rows in (("January", ["January.md"]), ("the photos", [])):
            self.follow(link)
            self.wait_rows(rows, f"the link to {link} followed inside Sheaf")
            if link == "January":
                self.wait_equal(self.sheaf.detail_text, "January\n", "January.md shown")
            self.sheaf.key("alt+Left")
            self.wait_rows(["Notes", "Photos", "Index.md", "README.md"], "back where the link was")
            self.wait_equal(self.sheaf.selected_row, "Index.md", "the note selected again")
            self.wait_equal(lambda: self.sheaf.detail_text().startswith("Index"), True,
                            "the note shown again")

    def follow(self, link):
        document = detail_text_node(self.sheaf)

        def focused():
            return has_focus(document)

        def selected():
            return selected_text(document)

        if not focused():
            tab_into(self.sheaf, focused)
        for _ in range(3):
            before = selected()
            self.sheaf.key("Tab")
            wait_for(lambda: selected() != before or not focused(), what="Tab choosing a link")
            if selected() == link:
                break
        self.assertEqual(selected(), link)
        self.sheaf.key("Return")
