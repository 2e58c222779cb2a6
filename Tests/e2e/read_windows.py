"""Reads an application's top-level windows as a screen reader started just now would.

Run as a process of its own, `python3 read_windows.py PID` prints one JSON line: for each child
of the application with that process id, its role, its name and whether it is showing; or
null when the application is not on the accessibility bus. A new process has nothing cached:
it sees what the application tells a client that comes after it has started, not what a
client that watched it start was told along the way.
"""

import json
import sys

import pyatspi


def windows(pid):
    for app in pyatspi.Registry.getDesktop(0):
        if app is None or app.get_process_id() != pid:
            continue
        children = (app.getChildAtIndex(index) for index in range(app.childCount))
        return [{"role": child.getRoleName(), "name": child.name,
                 "showing": child.getState().contains(pyatspi.STATE_SHOWING)}
                for child in children if child is not None]
    return None


if __name__ == "__main__":
    print(json.dumps(windows(int(sys.argv[1]))))
