package catalog

// What the lesson says when its saved progress (localStorage
// coordsim.lesson.v1, assets/progress.js) was not of the shape the page
// keeps: what was left out, and where the stored text is kept. {fields}
// lists field names (notes, answers, ...) or the two phrases below.
var _ = add([]entry{
	{"lesson.storage.rejected", Msg{
		"Some of the lab progress saved in this browser was not in the form this page keeps ({fields}) and was left out. The stored text is kept, unchanged, under the localStorage key {key}.",
		"このブラウザーに保存されたラボの進捗の一部（{fields}）は、このページが保存する形ではなかったため読み込みませんでした。保存されていた文字列は、localStorage のキー {key} にそのまま残してあります。"}},
	{"lesson.storage.unsaved", Msg{
		"Some of the lab progress saved in this browser was not in the form this page keeps ({fields}) and was left out. It could not be copied aside, so this page saves nothing during this visit and the text under the localStorage key {key} stays as it was.",
		"このブラウザーに保存されたラボの進捗の一部（{fields}）は、このページが保存する形ではなかったため読み込みませんでした。別のキーに写せなかったため、この訪問中は何も保存せず、localStorage のキー {key} の文字列はそのままにします。"}},
	{"lesson.storage.whole", Msg{"the whole record", "記録全体"}},
	{"lesson.storage.unknown", Msg{"fields this page does not know", "このページが知らない項目"}},
	{"lesson.storage.separator", Msg{", ", "、"}},
})
