# Wiring — see README.md. `make demo` and `make test` install what is missing first.
SWIFT ?= swift
DEMO_DIR ?= wiring-demo
JOBS ?= 2
# Tests that run work on several threads, checked by Thread Sanitizer in `make tsan`.
TSAN_FILTER ?= Concurrent|Concurrency|RecordingResolverTests|ProgressReminderTests
# The test targets that hold them: `make tsan` builds only these and what they depend on (scripts/tsan.sh).
TSAN_TARGETS ?= BoundariesTests SwincyBoxTests WiringCaptureTests WiringCLITests WiringSwinjectTests
# Random cases per fuzz test in `make fuzz` (`make test` runs 100); FUZZ_SEED picks the first seed.
FUZZ_ITERATIONS ?= 5000
# Seconds per libFuzzer target in `make fuzz` (`.ci/run` uses 20).
FUZZ_SECONDS ?= 120

.PHONY: deps build tools install uninstall release test tsan fuzz demo bench clean pure-half plugins

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build -j $(JOBS)

# The three tools, optimised, with the Swift runtime and FoundationEssentials linked in
# (--static-swift-stdlib: they start in about half the time and need no Swift toolchain), in their own
# build folder: $(STATIC_SCRATCH)/release/wiring, wiring-scan (run by `wiring scan`; swift-syntax is
# linked there only) and wiring-render (run by `wiring render` and diff's drawings; the one tool that
# links Graphviz, whose libraries it needs at run time). TOOLS="wiring wiring-scan" builds fewer.
STATIC_SCRATCH ?= .build-static
TOOLS ?= wiring wiring-scan wiring-render
tools: deps
	@for product in $(TOOLS); do \
	  $(SWIFT) build -c release -j $(JOBS) --product $$product --static-swift-stdlib --scratch-path $(STATIC_SCRATCH) || exit 1; \
	done
	@echo "built $(TOOLS) in $(STATIC_SCRATCH)/release"

# `make install PREFIX=~/.local` puts wiring, wiring-scan and wiring-render side by side in
# $(PREFIX)/bin (default /usr/local/bin); DESTDIR stages them elsewhere. `make uninstall` removes them.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
install: tools
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 $(STATIC_SCRATCH)/release/wiring $(STATIC_SCRATCH)/release/wiring-scan $(STATIC_SCRATCH)/release/wiring-render "$(DESTDIR)$(BINDIR)/"
	@echo "installed wiring, wiring-scan and wiring-render in $(DESTDIR)$(BINDIR)"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/wiring" "$(DESTDIR)$(BINDIR)/wiring-scan" "$(DESTDIR)$(BINDIR)/wiring-render"

# The release: the tools (on a Mac, universal), a SwiftPM artifact bundle (WiringTools.artifactbundle,
# zipped), a tarball, each with its sha256, and the WiringPlugins package on the bundle, in $(DIST);
# then scripts/check-release.sh checks them from outside. RELEASE_URL: where the zip will be published.
DIST ?= dist
release: deps
	@SWIFT="$(SWIFT)" JOBS="$(JOBS)" STATIC_SCRATCH="$(STATIC_SCRATCH)" ./scripts/release.sh --out "$(DIST)"

test: deps
	$(SWIFT) build -j $(JOBS) --build-tests
	$(SWIFT) test -j $(JOBS) --skip-build

# The threaded tests under Thread Sanitizer, in their own build folder.
tsan: deps
	@SWIFT="$(SWIFT)" JOBS="$(JOBS)" TSAN_TARGETS='$(TSAN_TARGETS)' TSAN_FILTER='$(TSAN_FILTER)' ./scripts/tsan.sh

# The SwiftPM plugins, proved from an app package with Graphviz hidden: the plugins built from this
# checkout, then the WiringPlugins package on the release in $(DIST) (`make release` first), each
# app's first build and first check timed. Not part of `.ci/run`: the from-source app compiles
# swift-syntax for the tools again (minutes).
plugins: deps
	@DIST="$(DIST)" ./scripts/check-plugins.sh

# What apps link (Boundaries, SwincyBox, Wiring, WiringTesting) builds and tests with Graphviz hidden.
pure-half:
	@SWIFT="$(SWIFT)" JOBS="$(JOBS)" ./scripts/check-pure-half.sh

# The property-based fuzz tests of reading and drawing snapshots, for longer than `make test` runs them,
# then the coverage-guided libFuzzer targets (Linux) for FUZZ_SECONDS each: see docs/reliability.md.
fuzz: deps
	$(SWIFT) build -j $(JOBS) --build-tests
	FUZZ_ITERATIONS=$(FUZZ_ITERATIONS) $(SWIFT) test -j $(JOBS) --skip-build --filter FuzzTests
	FUZZ_SECONDS=$(FUZZ_SECONDS) ./scripts/fuzz.sh

demo: deps
	@./scripts/demo.sh "$(DEMO_DIR)"

# Release-built comparisons with dump(), dot, pygraphviz and networkx; writes docs/performance.md.
# Not part of `test`: timings are never asserted.
bench: deps
	@SWIFT="$(SWIFT)" JOBS="$(JOBS)" STATIC_SCRATCH="$(STATIC_SCRATCH)" ./scripts/bench.sh

clean:
	rm -rf .build .build-tsan .build-fuzz "$(STATIC_SCRATCH)" "$(DEMO_DIR)" "$(DIST)"
