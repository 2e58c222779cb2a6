# Sheaf: `make run` and `make test` do all set-up on a fresh Debian 12 machine with Swift.
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
CONFIG ?= debug

# Debian packages: GTK 4 to build; the rest to test under a virtual desktop.
BUILD_DEBS := libgtk-4-dev pkg-config
TEST_DEBS := xvfb xauth xdotool dbus dbus-x11 at-spi2-core python3-pyatspi gir1.2-atspi-2.0 \
	imagemagick x11-utils openbox

BIN := .build/$(CONFIG)/sheaf

.PHONY: all deps deps-test build run test bench lint format clean

all: build

deps:
	@scripts/install-debs $(BUILD_DEBS)

deps-test: deps
	@scripts/install-debs $(TEST_DEBS)

build: deps
	$(SWIFT) build -c $(CONFIG)

run: build
	@if [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  echo "No display: run Sheaf from a desktop session (or: xvfb-run -a $(BIN))"; exit 1; fi
	$(BIN)

# Everything: model, binding and widget tests in-process under a virtual display, then the
# end-to-end tests of the real binary. Any GTK warning or critical fails the run.
test: deps-test build
	scripts/with-desktop scripts/check-gtk-output $(SWIFT) test --disable-swift-testing
	scripts/with-desktop /usr/bin/python3 Tests/e2e/run.py

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
