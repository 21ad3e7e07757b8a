# Wiring — see README.md. `make demo` and `make test` install what is missing first.
SWIFT ?= swift
DEMO_DIR ?= wiring-demo
JOBS ?= 2

.PHONY: deps build test demo bench clean

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build -j $(JOBS)

test: deps
	$(SWIFT) build -j $(JOBS) --build-tests
	$(SWIFT) test -j $(JOBS) --skip-build

demo: deps
	@./scripts/demo.sh "$(DEMO_DIR)"

# Release-built comparisons with dump(), dot, pygraphviz and networkx; writes docs/performance.md.
# Not part of `test`: timings are never asserted.
bench: deps
	@SWIFT="$(SWIFT)" JOBS="$(JOBS)" ./scripts/bench.sh

clean:
	rm -rf .build "$(DEMO_DIR)"
