"""Stand-ins for the desktop services Sheaf talks to, on the test's session bus.

Run as a separate process: `python3 fake_desktop.py LOG`. It owns
- org.freedesktop.portal.Desktop, with the Settings interface's Read and SettingChanged for
  org.freedesktop.appearance color-scheme (0 no preference, 1 dark, 2 light), and a test
  method io.github.sheafapp.Test.SetColorScheme(u) that changes it and emits the signal;
- org.freedesktop.FileManager1, whose ShowItems writes each URI it is given to LOG.
It prints "ready" once both names are owned.
"""

import sys

from gi.repository import Gio, GLib

PORTAL_XML = """
<node>
  <interface name="org.freedesktop.portal.Settings">
    <method name="Read">
      <arg type="s" direction="in"/><arg type="s" direction="in"/>
      <arg type="v" direction="out"/>
    </method>
    <signal name="SettingChanged">
      <arg type="s"/><arg type="s"/><arg type="v"/>
    </signal>
  </interface>
  <interface name="io.github.sheafapp.Test">
    <method name="SetColorScheme"><arg type="u" direction="in"/></method>
  </interface>
</node>
"""

FILE_MANAGER_XML = """
<node>
  <interface name="org.freedesktop.FileManager1">
    <method name="ShowItems">
      <arg type="as" direction="in"/><arg type="s" direction="in"/>
    </method>
  </interface>
</node>
"""


def main():
    log_path = sys.argv[1]
    state = {"scheme": 0, "owned": 0}
    loop = GLib.MainLoop()
    connection = Gio.bus_get_sync(Gio.BusType.SESSION, None)

    def portal_call(conn, sender, path, interface, method, params, invocation):
        if method == "Read":
            namespace, key = params.unpack()
            if namespace == "org.freedesktop.appearance" and key == "color-scheme":
                # Read() returns the value wrapped in one more variant than the signal.
                value = GLib.Variant("v", GLib.Variant("u", state["scheme"]))
                invocation.return_value(GLib.Variant("(v)", (value,)))
            else:
                invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", key)
        elif method == "SetColorScheme":
            (state["scheme"],) = params.unpack()
            conn.emit_signal(None, path, "org.freedesktop.portal.Settings", "SettingChanged",
                             GLib.Variant("(ssv)", ("org.freedesktop.appearance", "color-scheme",
                                                    GLib.Variant("u", state["scheme"]))))
            invocation.return_value(None)

    def file_manager_call(conn, sender, path, interface, method, params, invocation):
        uris, _startup = params.unpack()
        with open(log_path, "a", encoding="utf-8") as log:
            for uri in uris:
                log.write(uri + "\n")
        invocation.return_value(None)

    portal = Gio.DBusNodeInfo.new_for_xml(PORTAL_XML)
    for interface in portal.interfaces:
        connection.register_object("/org/freedesktop/portal/desktop", interface, portal_call)
    manager = Gio.DBusNodeInfo.new_for_xml(FILE_MANAGER_XML)
    connection.register_object("/org/freedesktop/FileManager1", manager.interfaces[0],
                               file_manager_call)

    def acquired(_conn, _name):
        state["owned"] += 1
        if state["owned"] == 2:
            print("ready", flush=True)

    for name in ("org.freedesktop.portal.Desktop", "org.freedesktop.FileManager1"):
        Gio.bus_own_name_on_connection(connection, name, Gio.BusNameOwnerFlags.NONE, acquired,
                                       lambda *_: loop.quit())
    loop.run()


if __name__ == "__main__":
    main()
