package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/chromedp"
)

// step is one thing a shot does to the page once it is ready and painted,
// as a learner would: what names it in an error.
type step struct {
	what string
	do   func(ctx context.Context) error
}

// js evaluates expr in the page (a promise is awaited).
func js(expr string) step {
	return step{"running " + expr, func(ctx context.Context) error {
		_, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](expr, chromedp.EvalAwaitPromise))
		return err
	}}
}

// click scrolls the element sel (a CSS selector) into view and clicks it.
func click(sel string) step {
	return step{"clicking " + sel, func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.ScrollIntoView(sel), chromedp.Click(sel))
	}}
}

// keys types keys into the element sel, focused first.
func keys(sel, keys string) step {
	return step{fmt.Sprintf("typing %q into %s", keys, sel), func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.Focus(sel), chromedp.SendKeys(sel, keys))
	}}
}

// scrollTo scrolls the element sel into view.
func scrollTo(sel string) step {
	return step{"scrolling to " + sel, func(ctx context.Context) error {
		return chromedp.Do(ctx, chromedp.ScrollIntoView(sel))
	}}
}

// waitFor waits until the JavaScript condition expr holds.
func waitFor(expr string) step {
	return step{"waiting for " + expr, func(ctx context.Context) error { return poll(ctx, expr, nil) }}
}

// store sets localStorage's key to value and reloads the page, then waits
// for it to be ready and painted again.
func store(key, value string) step {
	return step{"storing " + key + " and reloading", func(ctx context.Context) error {
		set := "localStorage.setItem(" + strconv.Quote(key) + ", " + strconv.Quote(value) + ")"
		if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](set), chromedp.Reload()); err != nil {
			return err
		}
		return waitPainted(ctx, nil)
	}}
}

// poll waits until expr holds in the page, or in frame when not nil. A
// reload replaces the document a poll runs in; the poll starts again in
// the new one.
func poll(ctx context.Context, expr string, frame *chromedp.Node) error {
	opts := []chromedp.PollOption{chromedp.WithPollingTimeout(60 * time.Second)}
	if frame != nil {
		opts = append(opts, chromedp.WithPollingInFrame(frame))
	}
	for attempt := 1; ; attempt++ {
		_, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](expr, opts...))
		if err == nil || attempt == 3 || !(strings.Contains(err.Error(), "Cannot find context with specified id") ||
			strings.Contains(err.Error(), "Execution context was destroyed")) {
			return err
		}
	}
}
