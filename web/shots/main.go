// Command shots writes screenshots of the page for a person to look at
// after a change: each shot of shots() (list.go) at its size, in headless
// Chromium, as PNGs in -out.
//
//	go run ./web/shots -out /tmp/shots              build the site (brotli 5), serve it, shoot
//	go run ./web/shots -out /tmp/shots -only ja     only the shots whose name holds "ja"
//	go run ./web/shots -out /tmp/shots -site dist   shoot a site already built (make build)
//
// Chromium is $CHROMIUM, else chromium (or chromium-browser, google-chrome)
// on PATH. Each shot starts with no lesson progress stored, waits for the
// page to be ready and settled and, when the canvas is shown, for it to
// have painted; then it does its steps (steps.go: clicks, keys,
// localStorage, waits on the page's own conditions) and waits for the page
// to present what they did: no fixed sleeps. A course shot (course.go)
// loads a course page from a second local server, another origin, with
// the page as its frame, and waits for the frame's first coordsim:state
// to reach it before waiting in the frame.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"coordsim/web/internal/chromium"
	"coordsim/web/internal/module"
	"coordsim/web/server"
	"coordsim/web/site"
)

func main() {
	out := flag.String("out", "", "directory to write the PNGs into (made if need be)")
	only := flag.String("only", "", "shoot only the shots whose name contains this")
	siteDir := flag.String("site", "", "a built site to shoot (default: build one now, brotli 5, in a temporary directory)")
	flag.Parse()
	log.SetFlags(0)
	if *out == "" || flag.NArg() > 0 {
		log.Fatal("usage: go run ./web/shots -out DIR [-only SUBSTR] [-site DIR]")
	}
	if err := run(*out, *only, *siteDir); err != nil {
		log.Fatalf("shots: %v", err)
	}
}

func run(out, only, siteDir string) error {
	var list []shot
	for _, s := range shots() {
		if strings.Contains(s.name, only) {
			list = append(list, s)
		}
	}
	if len(list) == 0 {
		return fmt.Errorf("no shot's name contains %q", only)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	path := chromium.Path()
	if path == "" {
		return fmt.Errorf("no Chromium: apt-get install -y chromium fonts-noto-cjk, or set $CHROMIUM")
	}
	var err error
	if siteDir == "" {
		dir, err := os.MkdirTemp("", "coordsim-shots-site-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		if err := buildSite(dir); err != nil {
			return err
		}
		siteDir = dir
	} else if _, err := os.Stat(filepath.Join(siteDir, site.WASMName)); err != nil {
		return fmt.Errorf("%s is not a built site: %v", siteDir, err)
	}
	var at sites
	var stopSite, stopCourse, removeDownloads func()
	if at.site, stopSite, err = serve(server.Handler(siteDir)); err != nil {
		return err
	}
	defer stopSite()
	if at.course, stopCourse, err = serve(courseMux(at.site)); err != nil {
		return err
	}
	defer stopCourse()
	ctx, closeBrowser, err := chromium.Start(path)
	if err != nil {
		return err
	}
	defer closeBrowser()
	if removeDownloads, err = allowDownloads(ctx); err != nil {
		return err
	}
	defer removeDownloads()
	for i, s := range list {
		if err := take(ctx, at, s, filepath.Join(out, s.name+".png")); err != nil {
			return fmt.Errorf("%s (%.100s at %dx%d): %w", s.name, s.path, s.w, s.h, err)
		}
		fmt.Printf("%d/%d %s.png\n", i+1, len(list), s.name)
	}
	fmt.Printf("wrote %d screenshots in %s\n", len(list), out)
	return nil
}

// buildSite builds the site into dir as the browser tests do (brotli 5).
func buildSite(dir string) error {
	root, err := module.Root()
	if err != nil {
		return err
	}
	fmt.Println("building the site (the WASM takes a minute or more the first time, seconds after)...")
	start := time.Now()
	if err := site.Build(root, dir, site.BrotliFast); err != nil {
		return fmt.Errorf("building the site: %w", err)
	}
	fmt.Printf("built the site in %.1f s\n", time.Since(start).Seconds())
	return nil
}

// serve serves h with the site's own server on a free local port and
// returns its address; stop closes it.
func serve(h http.Handler) (base string, stop func(), err error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	srv := server.New("", h)
	go srv.Serve(ln)
	return "http://" + ln.Addr().String(), func() { srv.Close() }, nil
}

// allowDownloads lets the browser save downloads (the evidence export's
// zip) into a temporary directory; remove removes it.
func allowDownloads(ctx context.Context) (remove func(), err error) {
	dir, err := os.MkdirTemp("", "coordsim-shots-downloads-")
	if err != nil {
		return nil, err
	}
	remove = func() { os.RemoveAll(dir) }
	params := cdpbrowser.SetDownloadBehaviorParams{Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir}
	if _, err := chromedp.CallBrowser(ctx, cdpbrowser.SetDownloadBehavior, params); err != nil {
		remove()
		return nil, err
	}
	return remove, nil
}
