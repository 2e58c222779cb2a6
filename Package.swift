// swift-tools-version:6.2
import PackageDescription

// Arrows point one way: sheaf -> SheafApp -> SplitView -> (Gtk, SplitState); Gtk -> CGtk;
// SheafApp -> SheafConfig. SplitState never sees GTK. The examples use only what another
// package can: the products.
let package = Package(
  name: "Sheaf",
  products: [
    .library(name: "SplitState", targets: ["SplitState"]),
    .library(name: "SplitView", targets: ["SplitView"]),
    // A package can import only what a product holds, and a split view's panes are widgets
    // the app makes with the binding.
    .library(name: "Gtk", targets: ["Gtk"]),
    .executable(name: "sheaf", targets: ["sheaf"]),
  ],
  targets: [
    .systemLibrary(
      name: "CGtk",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"])]
    ),
    .systemLibrary(
      name: "CGtkSourceView",
      pkgConfig: "gtksourceview-5",
      providers: [.apt(["libgtksourceview-5-dev"])]
    ),
    .systemLibrary(
      name: "CFontconfig",
      pkgConfig: "pangoft2",
      providers: [.apt(["libpango1.0-dev"])]
    ),
    .systemLibrary(
      name: "CArchive",
      pkgConfig: "libarchive",
      providers: [.apt(["libarchive-dev"])]
    ),
    .systemLibrary(
      name: "CPoppler",
      pkgConfig: "poppler-glib",
      providers: [.apt(["libpoppler-glib-dev"])]
    ),
    .systemLibrary(
      name: "CGStreamer",
      pkgConfig: "gstreamer-app-1.0",
      providers: [.apt(["libgstreamer1.0-dev", "libgstreamer-plugins-base1.0-dev"])]
    ),
    .systemLibrary(
      name: "CCmark",
      pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
    ),
    // The data folders fixed at build time (C, so the Makefile can set them with -Xcc -D).
    .target(name: "SheafConfig"),
    .target(name: "Gtk", dependencies: ["CGtk"]),
    .target(name: "SplitState"),
    .target(name: "SplitView", dependencies: ["Gtk", "SplitState"]),
    .target(
      name: "SheafApp",
      dependencies: [
        "Gtk", "SplitView", "SplitState", "CGtkSourceView", "CCmark", "CFontconfig", "CArchive",
        "CPoppler", "CGStreamer", "SheafConfig",
      ]),
    .executableTarget(name: "sheaf", dependencies: ["SheafApp"]),
    .executableTarget(
      name: "Contacts", dependencies: ["Gtk", "SplitView", "SplitState"],
      path: "Examples/Contacts"),
    .executableTarget(
      name: "Embedded", dependencies: ["Gtk", "SplitView", "SplitState"],
      path: "Examples/Embedded"),
    .executableTarget(
      name: "Mail", dependencies: ["Gtk", "SplitView", "SplitState"], path: "Examples/Mail"),
    .executableTarget(
      name: "DrillDown", dependencies: ["Gtk", "SplitView", "SplitState"],
      path: "Examples/DrillDown"),
    // What the test targets share, kept out of the products: a seeded random generator, and
    // GTK's start-up and lifetime probes for the GUI tests.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .target(name: "GtkTestSupport", dependencies: ["Gtk", "CGtk"], path: "Tests/GtkTestSupport"),
    .testTarget(name: "SplitStateTests", dependencies: ["SplitState", "TestSupport"]),
    .testTarget(name: "GtkTests", dependencies: ["Gtk", "GtkTestSupport", "TestSupport"]),
    .testTarget(
      name: "SplitViewTests", dependencies: ["SplitView", "Gtk", "SplitState", "GtkTestSupport"]),
    .testTarget(
      name: "SheafAppTests",
      dependencies: [
        "SheafApp", "Gtk", "SplitState", "TestSupport", "GtkTestSupport", "CArchive",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
