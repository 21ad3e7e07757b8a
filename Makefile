# Wiring — see README.md. `make demo` and `make test` install what is missing first.
SWIFT ?= swift
DEMO_DIR ?= wiring-demo
JOBS ?= 2
# Tests that run work on several threads, checked by Thread Sanitizer in `make tsan`.
TSAN_FILTER ?= Concurrent|Concurrency|RecordingResolverTests|ProgressReminderTests
# Random cases per fuzz test in `make fuzz` (`make test` runs 100); FUZZ_SEED picks the first seed.
FUZZ_ITERATIONS ?= 5000
# Seconds per libFuzzer target in `make fuzz` (`.ci/run` uses 20).
FUZZ_SECONDS ?= 120

.PHONY: deps build release test tsan fuzz demo bench clean pure-half plugins

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build -j $(JOBS)

# The `wiring` command for CI and installing: optimised, with the Swift runtime and FoundationEssentials linked
# in (it starts in about half the time of a dynamically linked build), in its own build folder.
# The binary is .build-static/release/wiring; it needs nothing at run time. `wiring scan` runs
# .build-static/release/wiring-scan, built beside it (swift-syntax is linked there only), and `wiring render`
# and diff's drawings run wiring-render, the one tool that links Graphviz (its libraries are needed at run time).
STATIC_SCRATCH ?= .build-static
release: deps
	$(SWIFT) build -c release -j $(JOBS) --product wiring --static-swift-stdlib --scratch-path $(STATIC_SCRATCH)
	$(SWIFT) build -c release -j $(JOBS) --product wiring-scan --static-swift-stdlib --scratch-path $(STATIC_SCRATCH)
	$(SWIFT) build -c release -j $(JOBS) --product wiring-render --static-swift-stdlib --scratch-path $(STATIC_SCRATCH)
	@echo "built $(STATIC_SCRATCH)/release/wiring, wiring-scan (run by 'wiring scan') and wiring-render (run by 'wiring render')"

test: deps
	$(SWIFT) build -j $(JOBS) --build-tests
	$(SWIFT) test -j $(JOBS) --skip-build

# The threaded tests under Thread Sanitizer, in their own build folder.
tsan: deps
	$(SWIFT) build -j $(JOBS) --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SWIFT) test -j $(JOBS) --skip-build --sanitize=thread --scratch-path .build-tsan --filter '$(TSAN_FILTER)'

# The SwiftPM plugins, proved from an app package that depends on this checkout, with Graphviz hidden.
# Not part of `.ci/run`: the app's first build compiles swift-syntax for the tools again (minutes).
plugins: deps
	@./scripts/check-plugins.sh

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
	rm -rf .build .build-tsan .build-fuzz "$(STATIC_SCRATCH)" "$(DEMO_DIR)"
