package share

// Work, when set (a test counting what one change of the page costs),
// hears each costly step the package takes: "parse" for each value read
// from text, "encode" for each state written as a link, "resolve" for each
// scenario built from a state. Nil in the page and the CLI.
var Work func(step string)

func did(step string) {
	if Work != nil {
		Work(step)
	}
}
