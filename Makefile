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
# The example apps in Examples/, built on the library products alone.
EXAMPLES := Contacts Embedded
NAME ?= Contacts
# The library products: every public symbol of theirs is documented.
DOC_MODULES := SplitState SplitView Gtk
APP_ID := io.github.sheafapp.Sheaf
LINGUAS := $(shell cat po/LINGUAS)
SPLITVIEW_LINGUAS := $(shell cat po/swift-splitview/LINGUAS)
SHARE = $(DESTDIR)$(PREFIX)/share
# Every file `make install` puts under PREFIX, relative to it, for install and uninstall.
INSTALLED_DATA := share/applications/$(APP_ID).desktop share/metainfo/$(APP_ID).metainfo.xml \
	share/icons/hicolor/scalable/apps/$(APP_ID).svg \
	share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg

.PHONY: all deps deps-test build translations run example test doc-check docs validate bench \
	install uninstall lint format clean

all: build

deps:
	@scripts/install-debs $(BUILD_DEBS)

deps-test: deps
	@scripts/install-debs $(TEST_DEBS)

build: deps
	$(SWIFT) build -c $(CONFIG)
	@$(MAKE) --no-print-directory translations LOCALE_DIR=.build/$(CONFIG)/locale

# Compiled catalogs beside the binary, where Sheaf looks for them when run from the tree.
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

# Everything: model, binding and widget tests in-process under a virtual display, then the
# end-to-end tests of the real binary and of the examples (`build` builds every product).
# Any GTK warning or critical fails the run, and so does an undocumented public symbol.
test: deps-test build validate doc-check
	scripts/with-desktop scripts/check-gtk-output $(SWIFT) test --disable-swift-testing
	scripts/with-desktop /usr/bin/python3 Tests/e2e/run.py

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

install: deps
	$(SWIFT) build -c release --product sheaf
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
	$(SWIFT) format lint -r -s Package.swift Sources Tests Examples

format:
	$(SWIFT) format -i -r Package.swift Sources Tests Examples

clean:
	rm -rf .build
