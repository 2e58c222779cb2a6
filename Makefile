# Sheaf: `make run` and `make test` do all set-up on a fresh Debian 12 machine with Swift.
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
CONFIG ?= debug

# Debian packages: GTK 4 to build; the rest to test under a virtual desktop.
BUILD_DEBS := libgtk-4-dev libgtksourceview-5-dev libcmark-gfm-dev libcmark-gfm-extensions-dev \
	pkg-config gettext
TEST_DEBS := xvfb xauth xdotool dbus dbus-x11 at-spi2-core python3-pyatspi gir1.2-atspi-2.0 \
	imagemagick x11-utils openbox libgtk-4-bin desktop-file-utils appstream

BIN := .build/$(CONFIG)/sheaf
# Where the built sheaf finds its data (Sources/SheafConfig). The development build reads the
# source tree; the release build reads PREFIX.
# `swift test` shares .build/debug with `make build`, so it must get the same flags or each
# would rebuild everything after the other.
DEV_PATHS := -Xcc -DSHEAF_LIBRARY_DIR='"$(CURDIR)/data/library"' \
	-Xcc -DSHEAF_LOCALE_DIR='"$(CURDIR)/.build/$(CONFIG)/locale"'
RELEASE_PATHS = -Xcc -DSHEAF_LIBRARY_DIR='"$(PREFIX)/share/sheaf/library"' \
	-Xcc -DSHEAF_LOCALE_DIR='"$(PREFIX)/share/locale"'
APP_ID := io.github.sheafapp.Sheaf
LINGUAS := $(shell cat po/LINGUAS)
SPLITVIEW_LINGUAS := $(shell cat po/swift-splitview/LINGUAS)
SHARE = $(DESTDIR)$(PREFIX)/share
# Every file `make install` puts under PREFIX, relative to it, for install and uninstall.
INSTALLED_DATA := share/applications/$(APP_ID).desktop share/metainfo/$(APP_ID).metainfo.xml \
	share/icons/hicolor/scalable/apps/$(APP_ID).svg \
	share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg

.PHONY: all deps deps-test build translations run test validate bench install uninstall lint \
	format clean

all: build

deps:
	@scripts/install-debs $(BUILD_DEBS)

deps-test: deps
	@scripts/install-debs $(TEST_DEBS)

# The development build: reads its data from the source tree, for `make run` and `make test`.
build: deps
	$(SWIFT) build -c $(CONFIG) $(DEV_PATHS)
	@$(MAKE) --no-print-directory translations LOCALE_DIR=.build/$(CONFIG)/locale

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

# Everything: model, binding and widget tests in-process under a virtual display, then the
# end-to-end tests of the real binary. Any GTK warning or critical fails the run.
test: deps-test build validate
	scripts/with-desktop scripts/check-gtk-output $(SWIFT) test --disable-swift-testing \
	  $(DEV_PATHS)
	scripts/with-desktop /usr/bin/python3 Tests/e2e/run.py

# The desktop file and the AppStream metadata, as distributions check them.
validate: deps-test
	desktop-file-validate data/$(APP_ID).desktop
	appstreamcli validate --no-net --explain data/$(APP_ID).metainfo.xml

install: deps
	$(SWIFT) build -c release --product sheaf $(RELEASE_PATHS)
	@$(MAKE) --no-print-directory translations LOCALE_DIR=.build/release/locale
	install -Dm755 .build/release/sheaf $(DESTDIR)$(PREFIX)/bin/sheaf
	install -Dm644 data/$(APP_ID).desktop $(SHARE)/applications/$(APP_ID).desktop
	install -Dm644 data/$(APP_ID).metainfo.xml $(SHARE)/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 data/icons/hicolor/scalable/apps/$(APP_ID).svg \
	  $(SHARE)/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -Dm644 data/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
	  $(SHARE)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	install -d $(SHARE)/sheaf/library
	install -m644 data/library/* $(SHARE)/sheaf/library/
	@for lang in $(LINGUAS); do \
	  install -Dm644 .build/release/locale/$$lang/LC_MESSAGES/sheaf.mo \
	    $(SHARE)/locale/$$lang/LC_MESSAGES/sheaf.mo || exit 1; \
	done

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/sheaf $(addprefix $(DESTDIR)$(PREFIX)/,$(INSTALLED_DATA))
	rm -rf $(SHARE)/sheaf
	rm -f $(foreach lang,$(LINGUAS),$(SHARE)/locale/$(lang)/LC_MESSAGES/sheaf.mo)

# Timings are measured here, never asserted in tests. Release build, virtual display.
bench: deps-test
	$(SWIFT) build -c release --product sheaf-bench
	scripts/with-desktop .build/release/sheaf-bench

lint:
	$(SWIFT) format lint -r -s Package.swift Sources Tests

format:
	$(SWIFT) format -i -r Package.swift Sources Tests

clean:
	rm -rf .build
