# Sheaf: `make run` and `make test` do all set-up on a fresh Debian 12 machine with Swift.
# Build as yourself (`make release`), install as root (`sudo make install`): install only copies.
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
CONFIG ?= debug

# Debian packages: GTK 4 and the libraries previews use (GtkSourceView, cmark-gfm, libarchive,
# poppler, GStreamer for videos' first frames) to build, the picture loaders gdk-pixbuf lacks (SVG, WebP, HEIF) and
# GTK's GStreamer player (its GL sink shows the video); the rest to test under a virtual
# desktop (gst-launch makes the test videos).
BUILD_DEBS := libgtk-4-dev libgtksourceview-5-dev libcmark-gfm-dev libcmark-gfm-extensions-dev \
	libarchive-dev libpoppler-glib-dev libgstreamer1.0-dev libgstreamer-plugins-base1.0-dev \
	librsvg2-common webp-pixbuf-loader heif-gdk-pixbuf adwaita-icon-theme \
	libgtk-4-media-gstreamer gstreamer1.0-plugins-base gstreamer1.0-plugins-good \
	gstreamer1.0-gl \
	pkg-config gettext
TEST_DEBS := xvfb xauth xdotool dbus dbus-x11 at-spi2-core python3-pyatspi gir1.2-atspi-2.0 \
	imagemagick x11-utils openbox libgtk-4-bin desktop-file-utils appstream fonts-dejavu-core \
	gstreamer1.0-tools \
	libx11-dev libxdamage-dev libxfixes-dev tesseract-ocr gsettings-desktop-schemas

BIN := .build/$(CONFIG)/sheaf
# The release build links the Swift runtime statically, so the installed sheaf runs without
# the toolchain. It has its own scratch path: static and dynamic builds in one .build/release
# would overwrite each other, and test targets cannot be built with --static-swift-stdlib.
STATIC := .build/static
STATIC_BIN := $(STATIC)/release/sheaf
# Where the built sheaf finds its data (Sources/SheafConfig). The development build reads the
# source tree; the release build reads PREFIX, and $(STATIC)/prefix records which PREFIX.
# `swift test` shares .build/debug with `make build`, so it must get the same flags or each
# would rebuild everything after the other.
DEV_PATHS := -Xcc -DSHEAF_LIBRARY_DIR='"$(CURDIR)/data/library"' \
	-Xcc -DSHEAF_LOCALE_DIR='"$(CURDIR)/.build/$(CONFIG)/locale"' \
	-Xcc -DSHEAF_ICON_DIR='"$(CURDIR)/data/icons"'
RELEASE_PATHS = -Xcc -DSHEAF_LIBRARY_DIR='"$(PREFIX)/share/sheaf/library"' \
	-Xcc -DSHEAF_LOCALE_DIR='"$(PREFIX)/share/locale"' -Xcc -DSHEAF_ICON_DIR='"$(PREFIX)/share/icons"'
# The example apps in Examples/, built on the library products alone.
EXAMPLES := Contacts Embedded Mail DrillDown
NAME ?= Contacts
# The library products: every public symbol of theirs is documented.
DOC_MODULES := SplitState SplitView Gtk
APP_ID := io.github.sheafapp.Sheaf
LINGUAS := $(shell cat po/LINGUAS)
SPLITVIEW_LINGUAS := $(shell cat po/swift-splitview/LINGUAS)
SHARE = $(DESTDIR)$(PREFIX)/share
# The files `make install` puts under PREFIX/share, for uninstall. The sample library and
# the catalogs are listed on their own.
INSTALLED_DATA := applications/$(APP_ID).desktop metainfo/$(APP_ID).metainfo.xml \
	icons/hicolor/scalable/apps/$(APP_ID).svg icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
# The compiled catalogs, relative to a locale folder: two gettext domains.
CATALOGS := $(foreach lang,$(LINGUAS),$(lang)/LC_MESSAGES/sheaf.mo) \
	$(foreach lang,$(SPLITVIEW_LINGUAS),$(lang)/LC_MESSAGES/swift-splitview.mo)

.PHONY: all deps deps-test build release translations run example test test-e2e doc-check docs \
	validate bench install uninstall lint format clean

# `make && sudo make install`, as for any package.
all: release

deps:
	@scripts/install-debs $(BUILD_DEBS)

deps-test: deps
	@scripts/install-debs $(TEST_DEBS)

# The development build: reads its data from the source tree, for `make run` and `make test`.
build: deps
	$(SWIFT) build -c $(CONFIG) $(DEV_PATHS)
	@$(MAKE) --no-print-directory translations LOCALE_DIR=.build/$(CONFIG)/locale

# The build `make install` copies, made as the user: it reads its data from PREFIX.
release: deps
	@rm -f $(STATIC)/prefix
	$(SWIFT) build -c release --static-swift-stdlib --product sheaf --scratch-path $(STATIC) \
	  $(RELEASE_PATHS)
	@$(MAKE) --no-print-directory translations LOCALE_DIR=$(STATIC)/locale
	@echo '$(PREFIX)' > $(STATIC)/prefix

# Compiles po/*.po (domain sheaf) and po/swift-splitview/*.po into LOCALE_DIR.
translations:
	@for lang in $(LINGUAS); do \
	  mkdir -p $(LOCALE_DIR)/$$lang/LC_MESSAGES && \
	  msgfmt --check -o $(LOCALE_DIR)/$$lang/LC_MESSAGES/sheaf.mo po/$$lang.po || exit 1; \
	done
	@for lang in $(SPLITVIEW_LINGUAS); do \
	  mkdir -p $(LOCALE_DIR)/$$lang/LC_MESSAGES && \
	  msgfmt --check -o $(LOCALE_DIR)/$$lang/LC_MESSAGES/swift-splitview.mo \
	    po/swift-splitview/$$lang.po || exit 1; \
	done

run: build
	@if [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  echo "No display: run Sheaf from a desktop session (or: xvfb-run -a $(BIN))"; exit 1; fi
	$(BIN)

# `make example NAME=Embedded`: one of $(EXAMPLES), built and run like Sheaf.
example: deps
	@case " $(EXAMPLES) " in *" $(NAME) "*) ;; *) echo "NAME must be one of: $(EXAMPLES)"; exit 1;; esac
	$(SWIFT) build -c $(CONFIG) --product $(NAME)
	@if [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  echo "No display: run the example from a desktop session"; exit 1; fi
	.build/$(CONFIG)/$(NAME)

# Everything: formatting, the data files, model, binding and widget tests in-process under a
# virtual display, then the end-to-end tests of the real binary (the installed static one
# included) and of the examples (`build` builds every product). Any GTK warning or critical,
# any skipped test, any public symbol of the libraries without a doc comment, and documentation
# that does not build fails the run.
test: lint deps-test validate doc-check docs build release
	scripts/with-desktop scripts/check-gtk-output $(SWIFT) test --disable-swift-testing \
	  $(DEV_PATHS)
	scripts/with-desktop /usr/bin/python3 Tests/e2e/run.py

# The end-to-end suite alone, REPEAT times in a row (`make test-e2e REPEAT=10`): a test that
# passes only sometimes shows up here before it makes a submission a gamble.
REPEAT ?= 1
test-e2e: deps-test build release
	@for run in $$(seq $(REPEAT)); do \
	  echo "e2e: run $$run of $(REPEAT)"; \
	  scripts/with-desktop /usr/bin/python3 Tests/e2e/run.py || exit 1; \
	done

# Every public symbol of the library products has a doc comment of its own.
doc-check: deps
	SWIFT=$(SWIFT) scripts/doc-check $(DOC_MODULES)

# The library products' documentation as a static site, built with the toolchain's docc.
docs: deps
	SWIFT=$(SWIFT) scripts/build-docs .build/docs

# The desktop file and the AppStream metadata, as distributions check them.
validate: deps-test
	desktop-file-validate data/$(APP_ID).desktop
	appstreamcli validate --no-net --explain data/$(APP_ID).metainfo.xml

# Copies the release build; never builds, never runs apt-get: as root, it only copies files.
install:
	@if [ ! -f $(STATIC)/prefix ] || [ ! -f $(STATIC_BIN) ]; then \
	  echo "No release build: run \`make release\` first (as yourself, not root)." >&2; exit 1; fi
	@if [ "$$(cat $(STATIC)/prefix)" != '$(PREFIX)' ]; then \
	  echo "The release build reads its data from $$(cat $(STATIC)/prefix), not $(PREFIX):" \
	    "run \`make release PREFIX=$(PREFIX)\` first." >&2; exit 1; fi
	install -Dm755 $(STATIC_BIN) $(DESTDIR)$(PREFIX)/bin/sheaf
	install -Dm644 data/$(APP_ID).desktop $(SHARE)/applications/$(APP_ID).desktop
	install -Dm644 data/$(APP_ID).metainfo.xml $(SHARE)/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 data/icons/hicolor/scalable/apps/$(APP_ID).svg \
	  $(SHARE)/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -Dm644 data/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
	  $(SHARE)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	install -d $(SHARE)/sheaf/library
	install -m644 data/library/* $(SHARE)/sheaf/library/
	@for catalog in $(CATALOGS); do \
	  echo "install -Dm644 $(STATIC)/locale/$$catalog $(SHARE)/locale/$$catalog"; \
	  install -Dm644 $(STATIC)/locale/$$catalog $(SHARE)/locale/$$catalog || exit 1; \
	done

# Removes what install copied, and the folders that were Sheaf's alone.
uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/sheaf $(addprefix $(SHARE)/,$(INSTALLED_DATA)) \
	  $(addprefix $(SHARE)/locale/,$(CATALOGS))
	@for file in data/library/*; do rm -f "$(SHARE)/sheaf/library/$${file#data/library/}"; done
	@for folder in $(SHARE)/sheaf/library $(SHARE)/sheaf; do \
	  [ ! -d $$folder ] || rmdir --ignore-fail-on-non-empty $$folder; done

# Timings are measured here, never asserted in tests: Sheaf against a plain C GTK window of the
# same shape (bench/floor.c), both measured from outside the process (bench/xmeasure.c, X
# damage), alternating run by run on one virtual display. Sheaf is the release build that
# `make install` copies, as users run it.
BENCH := .build/bench
bench: deps-test release
	@mkdir -p $(BENCH)
	cc -O2 -o $(BENCH)/floor bench/floor.c $$(pkg-config --cflags --libs gtk4)
	cc -O2 -o $(BENCH)/floor-lean bench/floor-lean.c $$(pkg-config --cflags --libs gtk4)
	cc -O2 -o $(BENCH)/floor-pdf bench/floor-pdf.c $$(pkg-config --cflags --libs gtk4 poppler-glib)
	cc -O2 -o $(BENCH)/make_pdf Tests/e2e/make_pdf.c $$(pkg-config --cflags --libs cairo)
	cc -O2 -o $(BENCH)/xmeasure bench/xmeasure.c -lX11 -lXdamage -lXfixes
	scripts/with-desktop /usr/bin/python3 bench/run.py --sheaf $(STATIC_BIN) \
	  --floor $(BENCH)/floor $(BENCH_OPTIONS)

lint:
	$(SWIFT) format lint -r -s Package.swift Sources Tests Examples

format:
	$(SWIFT) format -i -r Package.swift Sources Tests Examples

clean:
	rm -rf .build
