// Package browser holds the browser end-to-end tests: the built site in
// real headless Chromium (chromedp), and the benchmarks of the page.
//
// They build the site themselves (TestMain, with web/site; kept in the
// user's cache by a hash of its sources, sitecache_test.go; set
// COORDSIM_SITE to use another built one), so `go test ./web/browser` needs
// nothing first. Without a Chromium binary they fail, saying what to
// install; COORDSIM_SKIP_BROWSER=1 or -short skips them. The package has no
// code but its tests.
package browser
