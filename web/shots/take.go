package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/chromedp/chromedp"
)

// What a shot waits for, in the page (as the browser tests' tab does).
const (
	// ready: the page is ready and settled (what is below the simulator
	// builds one task after window.coordsim.ready).
	ready = `window.coordsim && window.coordsim.ready && document.body.classList.contains("settled")`
	// painted: the canvas has run a frame, or is not shown (the space-time
	// and boundary views hide it).
	painted = `(() => { const s = document.getElementById("stage");
		return s.offsetParent === null || (s.contentWindow.coordsimFrame && s.contentWindow.coordsimFrame.frames() > 0); })()`
	// presented: two frames later, what was painted is on the screen.
	presented = `new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())))`
)

// take opens s on a new tab of the browser in ctx, waits until the page is
// painted and presented, and writes its screenshot to file.
func take(ctx context.Context, base string, s shot, file string) error {
	ctx, cancelTime := context.WithTimeout(ctx, 2*time.Minute)
	defer cancelTime()
	ctx, cancelTab := chromedp.NewContext(ctx)
	defer cancelTab()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(s.w, s.h), chromedp.Navigate(base+s.path)); err != nil {
		return fmt.Errorf("loading the page: %w", err)
	}
	for _, wait := range []struct{ what, expr string }{{"ready and settled", ready}, {"the canvas painted", painted}} {
		if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](wait.expr, chromedp.WithPollingTimeout(60*time.Second))); err != nil {
			return fmt.Errorf("waiting for the page to be %s: %w", wait.what, err)
		}
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](presented, chromedp.EvalAwaitPromise)); err != nil {
		return fmt.Errorf("waiting for the page to present a frame: %w", err)
	}
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		return fmt.Errorf("capturing the screenshot: %w", err)
	}
	return os.WriteFile(file, png, 0o644)
}
