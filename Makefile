# Coordination Simulator Lab
ADDR ?= 127.0.0.1:8080
DIST ?= dist
PGO := $(CURDIR)/cmd/coordsim/default.pgo

.PHONY: build run test test-slurm e2e bench bench-web pgo oracle clean axe tsc lighthouse scorm scorm-again fonts

# build: the WASM, wasm_exec.js, the pages and assets (with .gz and .br twins)
# in $(DIST)/. Brotli at quality 11 takes a minute or more for the WASM; the
# result is cached by content (under the user cache dir, or $$COORDSIM_CACHE).
build:
	go run ./web -build -dir $(DIST)

# scorm: the SCORM packages, $(DIST)/coordsim-scorm.zip (1.2) and
# coordsim-scorm2004.zip (2004 4th Edition): imsmanifest.xml and the site's
# plain files, for an LMS to import (docs/lms.md). LANG=ja
# launches it in Japanese (en by default: a locale such as C.UTF-8 is not a
# language of the page), QUERY adds the launch's settings, as a link's query
# (QUERY='scenario=reference&lock=seed&grading=first').
SCORM_LAUNCH = lang=$(if $(filter ja,$(LANG)),ja,en)$(if $(QUERY),&$(QUERY))
scorm: build
	go run ./web -scorm -dir $(DIST) -launch "$(SCORM_LAUNCH)"

# run: build $(DIST)/ and serve it on $(ADDR) at once, printing progress and
# the URL; brotli 11 (what make build ships) is written in the background and
# cached, so the next run starts with it.
run:
	@echo "compiling the site's tool (go run ./web: about a minute on a fresh machine, seconds after)..."
	go run ./web -build -serve -addr $(ADDR) -dir $(DIST)

# test: vet (natively and for the browser build), every test (browser tests
# included: they build their own site), and the engine (and the bridge's JSON) again in WebAssembly.
# -count=1: the browser tests build the WASM in a subprocess, which the test
# cache cannot see, so a cached pass could hide a broken page. -timeout 20m:
# web/browser (the site build and every browser test) passes ten minutes on a
# loaded two-core machine.
test: axe tsc scorm-again
	go vet ./...
	GOOS=js GOARCH=wasm go vet ./wasm/...
	go test -count=1 -timeout 20m ./...
	GOOS=js GOARCH=wasm go test -exec="$$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./engine/... ./wasm/bridge
	@if [ -n "$$COORDSIM_SKIP_BROWSER" ]; then echo "WARNING: the browser tests were SKIPPED (COORDSIM_SKIP_BROWSER is set): the page is untested"; fi

# test-slurm: a sharded sweep on a real Slurm: installs Debian's slurm-wlm
# and munge if missing (as root), starts a one-node cluster on localhost,
# runs deploy/slurm/README.md's block (a job array and a dependent merge)
# and compares the rows and summary with the unsharded sweep's, byte for
# byte; stops the cluster. .ci/run runs it after make test.
test-slurm:
	tools/slurm/test.sh

# e2e: the browser tests in headless Chromium (they build their own site).
e2e: axe scorm-again
	go test ./web/browser -run Browser -count=1 -v

# bench: the reference run beside the last release's engine
# (tools/bench/compare.sh: side by side, says OVER BUDGET and exits 1 over
# 1.15x, which make reports and goes on past; BASE=HEAD compares with the
# last commit), then the engine against the lesson's
# harness, side by side (CPython's
# simulate(SEED) and the engine's reference run in alternating turns; the
# x-harness column is the ratio, budget 100), three times, then the engine's
# other benchmarks (reference run, generated runs at 1e4..1e6 events). Built
# with the CLI's profile (PGO, below): the engine as the CLI runs it.
bench:
	-tools/bench/compare.sh
	go test -pgo=$(PGO) ./engine -run '^$$' -bench '^BenchmarkEngineVersusHarness$$' -count 3
	go test -pgo=$(PGO) ./engine -run '^$$' -bench . -skip VersusHarness -benchmem
	go test ./cmd/coordsim -run '^$$' -bench '^BenchmarkReportAtAMillion$$' -benchtime 1x

# pgo: the CPU profile the CLI is built with (go build picks up
# cmd/coordsim/default.pgo by itself): the lesson's fixture as the CLI runs
# it (a run, the four-run report, the recovery boundary, a tied release).
# Made again after the engine changes; the WASM is built without one. (With
# -cpuprofile, go test keeps the test binary: here in a directory it removes.)
pgo:
	d=$$(mktemp -d) && trap 'rm -rf "$$d"' EXIT && go test ./engine -run '^$$' -bench '^BenchmarkReferenceRun$$|^BenchmarkReferenceReport$$|^BenchmarkBoundary/reference$$|^BenchmarkTiedRelease$$' -benchtime 2s -cpuprofile $(PGO) -o "$$d/engine.test"

# bench-web: browser figures: idle CPU above about:blank, slider to outcome (and
# to a page that only clears a canvas, one after the other and side by side),
# engine in WASM, first-load bytes, ready time. Builds the site as shipped
# (brotli 11, cached by content).
bench-web:
	go test ./web/browser -run '^$$' -bench Browser -benchtime 1x

# lighthouse: Lighthouse 12.2.3 (pinned with its dependencies by
# tools/lighthouse/package-lock.json) on the site as make build ships it,
# desktop and mobile presets, beside a page that only starts Ebiten and
# clears its canvas (wasm/floor): scores, CLS, TBT, FCP, LCP.
lighthouse:
	tools/lighthouse/run.sh

# oracle: the linearizability oracle over seeds 1..300 (every named scenario
# x partition 1..30 x each mutation set); make test runs it over 12 seeds.
oracle:
	go test ./internal/linearize -run Oracle -oracle.seeds 300 -count=1 -v -timeout 30m

# axe: axe-core (MPL-2.0), which the browser tests run over the page, from
# npm at the version and SHA-256 that web/browser/testdata/axe-core.pin names, into
# $(AXE_DIR) (gitignored). npm checks the package's integrity; this checks
# the one file the tests use, so an update is a reviewed change to the pin.
AXE_DIR := web/browser/testdata/axe-core
axe: $(AXE_DIR)/axe.min.js
$(AXE_DIR)/axe.min.js: web/browser/testdata/axe-core.pin
	@set -e; read pkg sum < web/browser/testdata/axe-core.pin; tmp=$$(mktemp -d); \
	echo "fetching $$pkg"; \
	(cd $$tmp && npm pack --silent "$$pkg" >/dev/null && tar xzf ./*.tgz package/axe.min.js package/LICENSE); \
	echo "$${sum#sha256:}  $$tmp/package/axe.min.js" | sha256sum -c --quiet || { echo "axe.min.js from $$pkg does not match web/browser/testdata/axe-core.pin"; rm -rf $$tmp; exit 1; }; \
	mkdir -p $(AXE_DIR); mv $$tmp/package/axe.min.js $$tmp/package/LICENSE $(AXE_DIR)/; rm -rf $$tmp; touch $@

# tsc: TypeScript (pinned with tools/tsc/package-lock.json, fetched by npm
# ci into tools/tsc/node_modules, gitignored) checks every script in
# assets/ against the JavaScript<->Go contract, assets/bridge.d.ts and the
# generated assets/reply.d.ts (wasm/bridge/dts_test.go).
TSC := tools/tsc/node_modules/.bin/tsc
tsc: $(TSC)
	$(TSC) -p assets/tsconfig.json
$(TSC): tools/tsc/package-lock.json
	cd tools/tsc && npm ci --silent --no-audit --no-fund
	touch $@

clean:
	rm -rf $(DIST)

# fonts: cut the canvas's two font subsets (assets/fonts, committed) from
# Noto Sans CJK JP to the characters the canvas draws, then regenerate their
# metrics (wasm/typeface) and the phrase model cut to them (wasm/phrase). Run
# it after changing the catalogue's canvas sentences; wasm/typeface's test
# fails until you do. Needs Debian's
# fonts-noto-cjk and python3-fonttools (apt-get install -y ...).
NOTO ?= /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
fonts:
	@set -e; for face in latin ja; do \
	  go run ./wasm/typeface/gen -chars $$face > /tmp/coordsim-$$face.txt; \
	  /usr/bin/python3 tools/fonts/subset.py $(NOTO) /tmp/coordsim-$$face.txt assets/fonts/coordsim-$$face.otf; \
	  rm /tmp/coordsim-$$face.txt; \
	done
	go generate ./wasm/typeface ./wasm/phrase

# scorm-again (MIT): the SCORM 1.2 and 2004 runtimes LMSs embed, which the
# SCORM tests play the LMS with, fetched and checked as axe is (its pin,
# a line a file: web/browser/testdata/scorm-again.pin) into $(SCORM_DIR)
# (gitignored).
SCORM_DIR := web/browser/testdata/scorm-again
scorm-again: $(SCORM_DIR)/.pinned
$(SCORM_DIR)/.pinned: web/browser/testdata/scorm-again.pin
	@set -e; tmp=$$(mktemp -d); mkdir -p $(SCORM_DIR); \
	while read pkg file sum; do \
	  echo "fetching $$file of $$pkg"; \
	  (cd $$tmp && rm -rf package ./*.tgz && npm pack --silent "$$pkg" >/dev/null && tar xzf ./*.tgz package/dist/$$file package/LICENSE); \
	  echo "$${sum#sha256:}  $$tmp/package/dist/$$file" | sha256sum -c --quiet || { echo "$$file from $$pkg does not match web/browser/testdata/scorm-again.pin"; rm -rf $$tmp; exit 1; }; \
	  mv $$tmp/package/dist/$$file $$tmp/package/LICENSE $(SCORM_DIR)/; \
	done < web/browser/testdata/scorm-again.pin; \
	rm -rf $$tmp; touch $@
