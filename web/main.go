// Command web serves the Coordination Simulator Lab page, or builds it.
//
//	go run ./web -build -dir dist        build the site into dist/ (-brotli 5: faster, larger)
//	go run ./web -addr 127.0.0.1:8080    serve dist/ (ADDR sets the default)
//	go run ./web -build -serve           build, serve at once, brotli 11 in the background (make run)
//	go run ./web -scorm dist             the SCORM 1.2 and 2004 packages of the site built in dist (make scorm)
//
// The build is web/site, the server web/server; the browser end-to-end
// tests are web/browser, and go run ./web/shots writes screenshots.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"coordsim/web/internal/module"
	"coordsim/web/server"
	"coordsim/web/site"
)

func main() {
	defAddr := os.Getenv("ADDR")
	if defAddr == "" {
		defAddr = "127.0.0.1:8080"
	}
	addr := flag.String("addr", defAddr, "listen address (default from $ADDR)")
	dir := flag.String("dir", "dist", "directory of the built site")
	build := flag.Bool("build", false, "build the site into -dir and exit")
	quality := flag.Int("brotli", site.BrotliBest, "brotli quality of the built site's .br files (0..11; results are cached by content)")
	serve := flag.Bool("serve", false, "with -build: compress fast, serve at once and write brotli 11 in the background (make run)")
	scorm := flag.Bool("scorm", false, "write the SCORM 1.2 and 2004 packages of the site built in -dir to -dir/"+site.SCORM12.Name()+" and "+site.SCORM2004.Name()+" and exit")
	launch := flag.String("launch", "", "with -scorm: the query the LMS launches the page with (lang=ja, the story, lock=, grading=, ...)")
	flag.Parse()
	log.SetFlags(0)

	if *scorm {
		for _, ed := range site.Editions {
			out := filepath.Join(*dir, ed.Name())
			if err := site.SCORM(*dir, out, *launch, ed); err != nil {
				log.Fatal(err)
			}
			fmt.Printf("wrote %s (SCORM %s)\n", out, ed)
		}
		return
	}

	if *build && *serve {
		buildAndServe(*dir, *addr)
		return
	}
	if *build {
		root, err := module.Root()
		if err != nil {
			log.Fatal(err)
		}
		if err := site.Build(root, *dir, *quality); err != nil {
			log.Fatal(err)
		}
		fmt.Printf("built the site in %s\n", *dir)
		return
	}
	if _, err := os.Stat(*dir + "/" + site.WASMName); err != nil {
		log.Fatalf("%s has no %s: run `make build` (or go run ./web -build -dir %s) first", *dir, site.WASMName, *dir)
	}
	log.Fatal(server.ServeSite(*dir, *addr, func() {}))
}

// buildAndServe is make run: the site assembled and served at once, then
// compressed behind the server (gzip and brotli twins, brotli at
// BrotliBest where the cache has it, else BrotliFast first and BrotliBest
// file by file after: cached by content, so the next run starts with it).
// Until a file's twins are written the server compresses it on the fly;
// a twin appears whole (site.writeWhole). On a cold cache compressing took
// 31 s before the first byte; now the page is served in seconds.
func buildAndServe(dir, addr string) {
	root, err := module.Root()
	if err != nil {
		log.Fatal(err)
	}
	if err := site.Assemble(root, dir, os.Stdout); err != nil {
		log.Fatal(err)
	}
	log.Fatal(server.ServeSite(dir, addr, func() { go compressBehind(dir) }))
}

// compressBehind writes the served site's twins, saying on stdout what it
// did.
func compressBehind(dir string) {
	start := time.Now()
	fmt.Println("compressing behind the server (gzip, and brotli 11 where cached, else brotli 5 for now); the page works meanwhile...")
	pending, err := site.PrecompressFast(dir)
	if err != nil {
		fmt.Printf("compressing: %v (the server compresses on the fly)\n", err)
		return
	}
	fmt.Printf("compressed in %.1f s\n", time.Since(start).Seconds())
	if len(pending) > 0 {
		fmt.Printf("writing brotli %d for %d files (about a minute for the WASM)\n", site.BrotliBest, len(pending))
		site.UpgradeBrotli(pending, os.Stdout)
	}
}
