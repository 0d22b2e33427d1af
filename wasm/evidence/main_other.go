//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// main, natively, says where this command runs: its tests (lab.go's) run
// natively, and go build ./... builds it.
func main() {
	fmt.Fprintln(os.Stderr, "wasm/evidence is the page's evidence export: build it with GOOS=js GOARCH=wasm (make build does)")
	os.Exit(2)
}
