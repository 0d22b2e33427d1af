package offpage

// explanation.md's words (internal/evidence): the seven-minute
// explanation as the export writes it.
var _ = add([]entry{
	{"evidence.explain.title", Msg{"Explanation in seven minutes", "7 分間の説明"}},
	{"evidence.explain.covered", Msg{"Outline ({n} of {of} points covered, as the learner marked them)", "構成（{of} 項目中 {n} 項目に学習者が印を付けた）"}},
	{"evidence.explain.slides", Msg{"Slides ({n}; presented {time} of 7:00 in all)", "スライド（{n} 枚、発表時間の合計 7:00 中 {time}）"}},
	{"evidence.explain.noSlides", Msg{"No slide recorded.", "スライドの記録はありません。"}},
	{"evidence.explain.link", Msg{"The view: {url}", "表示: {url}"}},
	{"evidence.explain.time", Msg{"Time on this slide: {time}.", "このスライドの時間: {time}。"}},
	{"evidence.explain.noNotes", Msg{"(no notes)", "（メモなし）"}},
	{"evidence.file.explanation", Msg{
		"the seven-minute explanation: the outline as the learner ticked it, each slide with its link, notes and time.",
		"7 分間の説明: 学習者が印を付けた構成、各スライドのリンク、メモ、時間。"}},
})
