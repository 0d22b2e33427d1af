package catalog

// What assistive technology hears beyond the visible labels: the scrubber's
// value in words (aria-valuetext).
// (A control's aria-label starts with its visible text, page.jump.label for
// one, so speech input finds it by what it shows.)
var _ = add([]entry{
	{"page.scrub.valuetext", Msg{"tick {tick} of {end}", "tick {tick}（全 {end} tick 中）"}},
})
