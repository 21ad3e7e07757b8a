# Wiring — see README.md. `make demo` and `make test` install what is missing first.
SWIFT ?= swift
DEMO_DIR ?= wiring-demo
JOBS ?= 2

.PHONY: deps build test demo clean

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build -j $(JOBS)

test: deps
	$(SWIFT) build -j $(JOBS) --build-tests
	$(SWIFT) test -j $(JOBS) --skip-build

demo: deps
	@./scripts/demo.sh "$(DEMO_DIR)"

clean:
	rm -rf .build "$(DEMO_DIR)"
