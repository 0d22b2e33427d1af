package catalog

// A frame embedded in a course page (embed=1): the link to the full view,
// and what is wrong with its panels= and origin= values.
var _ = add([]entry{
	{"page.problem.unknown-panel", Msg{"is not a panel this page can show", "この画面で表示できるパネルではありません"}},
	{"page.problem.unknown-lock", Msg{"is not a setting a course can lock", "コースが固定できる設定ではありません"}},
	// A locked setting keeps its value: the sentence says who fixed it.
	{"page.problem.locked.sentence", Msg{
		"The course fixed {field} for this exercise, so it stays as it is.",
		"この課題では {field} がコースによって固定されているため、変更されません。"}},
	// A refused origin= leaves the frame deaf and mute rather than open to
	// any page, so it gets its own sentence instead of "it is ignored".
	{"page.problem.origin.sentence", Msg{
		"The URL's origin value “{value}”{cut} is not a plain origin such as https://course.example.org (scheme://host[:port], as the browser writes it), so this frame obeys no page's messages and sends its state to none.",
		"URL のオリジン（origin）の値「{value}」{cut}は https://course.example.org のような単純なオリジン（scheme://host[:port]、ブラウザーが表記する形）ではありません。そのため、このフレームはどのページのメッセージにも従わず、状態もどこにも送りません。"}},
})
