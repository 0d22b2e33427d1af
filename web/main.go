// Command web serves the Coordination Simulator Lab page, or builds it.
//
//	go run ./web -build -dir dist        build the site into dist/ (-brotli 5: faster, larger)
//	go run ./web -addr 127.0.0.1:8080    serve dist/ (ADDR sets the default)
//
// The browser end-to-end tests live beside it (browser_test.go).
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"os"
)

func main() {
	defAddr := os.Getenv("ADDR")
	if defAddr == "" {
		defAddr = "127.0.0.1:8080"
	}
	addr := flag.String("addr", defAddr, "listen address (default from $ADDR)")
	dir := flag.String("dir", "dist", "directory of the built site")
	build := flag.Bool("build", false, "build the site into -dir and exit")
	quality := flag.Int("brotli", BrotliBest, "brotli quality of the built site's .br files (0..11; results are cached by content)")
	flag.Parse()
	log.SetFlags(0)

	if *build {
		root, err := moduleRoot()
		if err != nil {
			log.Fatal(err)
		}
		if err := buildSite(root, *dir, *quality); err != nil {
			log.Fatal(err)
		}
		fmt.Printf("built the site in %s\n", *dir)
		return
	}
	if _, err := os.Stat(*dir + "/" + WASMName); err != nil {
		log.Fatalf("%s has no %s: run `make build` (or go run ./web -build -dir %s) first", *dir, WASMName, *dir)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("Coordination Simulator Lab: http://%s/\n", ln.Addr())
	log.Fatal(newServer(*addr, siteHandler(*dir)).Serve(ln))
}
