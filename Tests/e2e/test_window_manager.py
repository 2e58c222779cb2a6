"""End-to-end with a real window manager: maximizing is a resize like any other."""

import subprocess

from Tests.e2e.sheaf_session import SheafTestCase, wait_for


class WindowManagerTests(SheafTestCase):
    def setUp(self):
        # Without a window manager X has no maximize; openbox provides one for this test only,
        # and is stopped even if the test fails (a cleanup runs after tearDown).
        window_manager = subprocess.Popen(
            ["openbox", "--sm-disable"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.addCleanup(window_manager.wait, timeout=10)
        self.addCleanup(window_manager.terminate)
        wait_for(self.window_manager_running, what="openbox managing the display")
        self.start(width=500)

    @staticmethod
    def window_manager_running():
        root = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"],
                              capture_output=True, text=True).stdout
        return "window id" in root

    def test_maximizing_a_narrow_window_expands_it_and_restoring_collapses_it(self):
        wait_for(lambda: self.sheaf.panes_on_screen() == {"Sidebar"}, what="narrow: the list")
        maximize = wait_for(lambda: self.sheaf.button("Maximize"), what="the Maximize button")
        maximize.queryAction().doAction(0)
        wait_for(lambda: self.sheaf.frame_width() > 1000, what="a maximized window")
        wait_for(lambda: self.sheaf.panes_on_screen() == {"Sidebar", "Content"},
                 what="both panes once maximized")
        restore = wait_for(lambda: self.sheaf.button("Restore") or self.sheaf.button("Maximize"),
                           what="the restore button")
        restore.queryAction().doAction(0)
        wait_for(lambda: self.sheaf.frame_width() < 600, what="the window restored")
        wait_for(lambda: self.sheaf.panes_on_screen() == {"Sidebar"}, what="narrow again")
