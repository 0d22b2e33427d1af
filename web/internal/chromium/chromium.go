// Package chromium finds and starts the headless Chromium that the browser
// tests (web/browser) and the screenshot tool (web/shots) drive.
package chromium

import (
	"context"
	"fmt"
	"os"
	"os/exec"

	"github.com/chromedp/chromedp"
)

// Path finds a Chromium or Chrome binary ($CHROMIUM first); "" when there
// is none.
func Path() string {
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// Start starts the Chromium at path, headless on a fresh profile, with
// WebGL2 in software for machines without a GPU, and no deadline. stop
// ends it and removes the profile.
func Start(path string) (ctx context.Context, stop func(), err error) {
	profile, err := os.MkdirTemp("", "coordsim-chromium-")
	if err != nil {
		return nil, nil, err
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.UserDataDir(profile),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
	)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(alloc)
	stop = func() {
		cancelCtx()
		cancelAlloc()
		os.RemoveAll(profile)
	}
	if err := chromedp.Do(ctx); err != nil { // start it now
		stop()
		return nil, nil, fmt.Errorf("starting Chromium (%s): %w", path, err)
	}
	return ctx, stop, nil
}
