package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"
)

// What a shot waits for, in the page (as the browser tests' tab does).
const (
	// ready: the page is ready and settled (what is below the simulator
	// builds one task after window.coordsim.ready).
	ready = `window.coordsim && window.coordsim.ready && document.body.classList.contains("settled")`
	// painted: the canvas has run a frame and is shown, or is not shown at
	// all (the space-time and boundary views hide it).
	painted = `(() => { const s = document.getElementById("stage");
		return s.offsetParent === null || (s.contentWindow.coordsimFrame && s.contentWindow.coordsimFrame.frames() > 0 &&
			s.contentDocument.documentElement.classList.contains("painted")); })()`
	// presented: two frames later, what was painted is on the screen.
	presented = `new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())))`
	// stated: the course page has heard the frame's first coordsim:state.
	stated = `window.got.length > 0`
)

// sites are the origins a shot loads: the site's and the course page's.
type sites struct{ site, course string }

// take opens s on a new tab of the browser in ctx with no lesson progress
// stored, waits until the page is ready and painted, runs its steps, waits
// until the page has presented what they did, and writes its screenshot
// (of s.el, or else of the viewport) to file.
func take(ctx context.Context, at sites, s shot, file string) error {
	ctx, cancelTime := context.WithTimeout(ctx, 2*time.Minute)
	defer cancelTime()
	ctx, cancelTab := chromedp.NewContext(ctx)
	defer cancelTab()
	if err := load(ctx, at, s); err != nil {
		return err
	}
	for _, st := range s.steps {
		if err := st.do(ctx); err != nil {
			return fmt.Errorf("%s: %w", st.what, err)
		}
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](presented, chromedp.EvalAwaitPromise)); err != nil {
		return fmt.Errorf("waiting for the page to present a frame: %w", err)
	}
	capture := chromedp.CaptureScreenshot()
	if s.el != "" {
		capture = chromedp.Screenshot(s.el)
	}
	png, err := chromedp.Run(ctx, capture)
	if err != nil {
		return fmt.Errorf("capturing the screenshot: %w", err)
	}
	return os.WriteFile(file, png, 0o644)
}

// load clears the site's localStorage, loads s (in a course page when
// s.course), and waits until the page is ready and painted.
func load(ctx context.Context, at sites, s shot) error {
	if err := chromedp.Do(ctx); err != nil {
		return fmt.Errorf("opening a tab: %w", err)
	}
	if _, err := chromedp.Call(ctx, storage.ClearDataForOrigin, storage.ClearDataForOriginParams{Origin: at.site, StorageTypes: "local_storage"}); err != nil {
		return fmt.Errorf("clearing localStorage: %w", err)
	}
	// Motion reduced: a step's click lands where it aims, not on a page
	// still scrolling smoothly to the simulator.
	reduced := emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}}
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, reduced); err != nil {
		return fmt.Errorf("reducing motion: %w", err)
	}
	if !s.course {
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(s.w, s.h), chromedp.Navigate(at.site+s.path)); err != nil {
			return fmt.Errorf("loading the page: %w", err)
		}
		return waitPainted(ctx, nil)
	}
	// The course page's own margins and heading around the frame.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(s.w+20, s.h+60), chromedp.Navigate(courseURL(at.course, s))); err != nil {
		return fmt.Errorf("loading the course page: %w", err)
	}
	if err := poll(ctx, stated, nil); err != nil {
		return fmt.Errorf("waiting for the frame's first coordsim:state: %w", err)
	}
	frames, err := chromedp.Run(ctx, chromedp.Nodes("#sim0"))
	if err != nil {
		return fmt.Errorf("finding the frame: %w", err)
	}
	return waitPainted(ctx, frames[0])
}

// waitPainted waits until the page (or the one in frame) is ready and
// settled and its canvas has painted.
func waitPainted(ctx context.Context, frame *chromedp.Node) error {
	for _, wait := range []struct{ what, expr string }{{"ready and settled", ready}, {"the canvas painted", painted}} {
		if err := poll(ctx, wait.expr, frame); err != nil {
			return fmt.Errorf("waiting for the page to be %s: %w", wait.what, err)
		}
	}
	return nil
}
