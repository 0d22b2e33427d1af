package browser

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserEmbedScreenshots saves a course page with the frame at
// 720x560 and 360x640, in both languages, with and without panels, for a
// person to look at; it runs only when COORDSIM_SHOTS names a directory.
func TestBrowserEmbedScreenshots(t *testing.T) {
	dir := os.Getenv("COORDSIM_SHOTS")
	if dir == "" {
		t.Skip("set COORDSIM_SHOTS=dir to save screenshots")
	}
	for _, s := range []struct {
		name  string
		query string
		w, h  int
	}{
		{"embed-course-720-en", "t=5&lang=en", 720, 560},
		{"embed-course-720-ja", "t=5&lang=ja", 720, 560},
		{"embed-course-360-en", "partition=9&t=9&lang=en", 360, 640},
		{"embed-course-360-ja", "partition=9&t=9&lang=ja", 360, 640},
		{"embed-panels-720-en", "mutations=non-atomic-commit&t=9&lang=en&panels=invariants,trace", 720, 560},
		{"embed-panels-360-ja", "mutations=non-atomic-commit&t=9&lang=ja&panels=invariants,trace", 360, 640},
	} {
		c := openCourse(t, s.w, s.h, int64(s.w)+20, int64(s.h)+60, false, "embed=1&origin={course}&"+s.query)
		c.waitLong(`got.length > 0`)
		time.Sleep(700 * time.Millisecond) // let Ebiten paint
		png, err := chromedp.Run(c.ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, s.name+".png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
		c.close()
	}
}
