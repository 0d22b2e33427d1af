package browser

import (
	"fmt"
	"testing"
)

// TestBrowserSlidersStepWithoutDragging: the partition slider and the
// scrubber each have − and + buttons (WCAG 2.2, 2.5.7: a single-pointer
// alternative to a drag), at least 24 x 24 CSS px (2.5.8) and on top where
// they are drawn, on a laptop and on a phone, in both languages. A click
// steps the slider by one as its arrow keys do; a button is off at its
// slider's end and wherever its slider is (a lock).
func TestBrowserSlidersStepWithoutDragging(t *testing.T) {
	buttons := []string{"partition-less", "partition-more", "scrub-back", "scrub-next"}
	for _, c := range []struct {
		lang string
		w, h int64
	}{{"en", 1280, 800}, {"ja", 390, 844}} {
		tb := open(t, "/?partition=2&t=0&lang="+c.lang, c.w, c.h, ready)
		where := fmt.Sprintf("%s at %dx%d", c.lang, c.w, c.h)
		for _, id := range buttons {
			type box struct {
				W, H  float64
				OnTop bool
				Name  string
			}
			b := eval[box](tb, fmt.Sprintf(`(() => {
			  const b = document.getElementById(%q);
			  b.scrollIntoView({ block: "center" });
			  const r = b.getBoundingClientRect();
			  return { W: r.width, H: r.height, OnTop: document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === b,
			    Name: b.getAttribute("aria-label") || "" };
			})()`, id))
			if b.W < 24 || b.H < 24 || !b.OnTop || b.Name == "" {
				t.Errorf("%s: #%s is %.0fx%.0f px, on top %v, named %q: want at least 24x24, on top, named", where, id, b.W, b.H, b.OnTop, b.Name)
			}
		}
		disabled := func(id string) bool {
			return eval[bool](tb, fmt.Sprintf(`document.getElementById(%q).disabled`, id))
		}
		tb.click("#partition-more")
		tb.waitFor(`window.coordsim.state().partition === 3 && document.getElementById("partition-out").textContent === "3"`)
		tb.click("#partition-less")
		tb.click("#partition-less")
		tb.waitFor(`window.coordsim.state().partition === 1`)
		if !disabled("partition-less") || disabled("partition-more") {
			t.Errorf("%s: at the partition's shortest, − is on (%v) or + is off (%v)", where, !disabled("partition-less"), disabled("partition-more"))
		}
		if !disabled("scrub-back") {
			t.Errorf("%s: at tick 0 the scrubber's − is on", where)
		}
		tb.click("#scrub-next")
		tb.click("#scrub-next")
		tb.waitFor(`window.coordsim.state().tick === 2`)
		tb.click("#scrub-back")
		tb.waitFor(`window.coordsim.state().tick === 1 && !document.getElementById("scrub-back").disabled`)
		eval[bool](tb, `window.coordsim.set({t: Number(document.getElementById("scrub").max)}) && true`)
		tb.waitFor(`document.getElementById("scrub-next").disabled`)
		tb.close()
	}

	// A locked partition: both its buttons are off, as the slider is.
	tb := open(t, "/?partition=9&lock=partition", 1280, 800, ready)
	tb.waitFor(`["partition-less", "partition-more"].every((id) => document.getElementById(id).disabled)`)
	eval[bool](tb, `document.getElementById("partition-more").click(), true`)
	if s := tb.state(); s.Partition != 9 {
		t.Errorf("a locked partition moved to %d with its + button", s.Partition)
	}
}
