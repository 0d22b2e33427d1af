# Coordination Simulator Lab
ADDR ?= 127.0.0.1:8080
DIST ?= dist

.PHONY: build run test e2e bench-web clean

# build: the WASM, wasm_exec.js, the pages and assets (with .gz twins) in $(DIST)/.
build:
	go run ./web -build -dir $(DIST)

# run: build, then serve $(DIST)/ on $(ADDR) and print the URL.
run: build
	go run ./web -addr $(ADDR) -dir $(DIST)

test:
	go vet ./...
	go test ./...
	GOOS=js GOARCH=wasm go test -exec="$$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./engine/...

# e2e: the browser tests in headless Chromium (they build their own site).
e2e:
	go test ./web -run Browser -count=1 -v

# bench-web: browser figures (slider to outcome, engine in WASM, first-load bytes, ready time).
bench-web:
	go test ./web -run '^$$' -bench Browser -benchtime 1x

clean:
	rm -rf $(DIST)
