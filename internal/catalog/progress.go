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
	{"lesson.storage.full", Msg{
		"This browser did not let the page save the lab progress (storage is off, full or refused): it works for this visit only. Save it as a file with \"Save my progress\" to keep it.",
		"このブラウザーではラボの進捗を保存できませんでした（ストレージが無効、満杯、または拒否）。この訪問の間だけ有効です。残すには「進捗をファイルに保存」でファイルにしてください。"}},
	{"lesson.storage.whole", Msg{"the whole record", "記録全体"}},
	{"lesson.storage.unknown", Msg{"fields this page does not know", "このページが知らない項目"}},
	{"lesson.storage.separator", Msg{", ", "、"}},
	// What a course's LMS keeps of the progress (SCORM 1.2's 4,096
	// characters, assets/scorm.js); the browser keeps it all.
	{"lesson.storage.lmsPart", Msg{
		"The course's LMS keeps at most 4,096 characters of your progress, so it has {parts} only in part; this browser keeps all of it.",
		"コースの LMS に保存できる進捗は 4,096 文字までのため、{parts}は一部だけが LMS に残ります。このブラウザーにはすべて保存されています。"}},
	{"lesson.storage.lmsPart.notes", Msg{"your notes and answers", "メモと解答"}},
	{"lesson.storage.lmsPart.slides", Msg{"your explanation's slides", "説明のスライド"}},
	{"lesson.storage.lmsPart.runs", Msg{"the runs your steps and challenges were done on", "手順とチャレンジを行った実行"}},
	{"lesson.storage.lmsNone", Msg{
		"Your progress no longer fits in the 4,096 characters the course's LMS keeps, so the LMS still has the last record that fitted; this browser keeps all of it.",
		"進捗がコースの LMS に保存できる 4,096 文字に収まらなくなったため、LMS には収まった最後の記録が残っています。このブラウザーにはすべて保存されています。"}},

	// Keeping the progress (assets/keep.js): clear with a question and an
	// undo, and a file to save and restore it.
	{"lesson.progress.export", Msg{"Save my progress", "進捗をファイルに保存"}},
	{"lesson.progress.import", Msg{"Restore progress from a file", "ファイルから進捗を復元"}},
	{"lesson.progress.exported", Msg{"Saved as {name}: every step, note, answer and prediction.", "{name} として保存しました（すべての手順、メモ、解答、予測）。"}},
	{"lesson.progress.imported", Msg{"Added the progress in {name} to yours: nothing of yours was removed. You can take it back for two minutes.",
		"{name} の進捗をいまの進捗に加えました（いまの進捗は何も消していません）。2 分間は元に戻せます。"}},
	{"lesson.progress.carried", Msg{"Your progress from the course page is added to this page's: nothing of yours was removed, and you can take it back for two minutes. What you do here is kept in this browser for this page alone; the course page does not see it. To take it back there, save your progress to a file and restore it from the file on the course page.",
		"コースのページでの進捗を、このページの進捗に加えました（いまの進捗は何も消していません）。2 分間は元に戻せます。ここでの作業は、このブラウザーにこのページの進捗として保存され、コースのページからは見えません。コースのページに戻すには、進捗をファイルに保存し、コースのページでそのファイルから進捗を復元してください。"}},
	{"lesson.progress.notCarried", Msg{"The progress the course page sent could not be read; nothing was changed. Save your progress to a file there and restore it here instead.",
		"コースのページから送られた進捗を読み取れませんでした。何も変更していません。代わりに、コースのページで進捗をファイルに保存し、ここでそのファイルから進捗を復元してください。"}},
	{"lesson.progress.ask", Msg{"Erase every note, answer and prediction of the lab?", "ラボのメモ、解答、予測をすべて消去しますか？"}},
	{"lesson.progress.erase", Msg{"Erase", "消去する"}},
	{"lesson.progress.keep", Msg{"Keep them", "残す"}},
	{"lesson.progress.erased", Msg{"The lab progress is erased. You can take it back for two minutes.", "ラボの進捗を消去しました。2 分間は元に戻せます。"}},
	{"lesson.progress.undo", Msg{"Undo the last erase or restore", "直前の消去・復元を取り消す"}},
	{"lesson.progress.restored", Msg{"Your progress is back as it was.", "進捗を元の状態に戻しました。"}},
	{"lesson.progress.tooBig", Msg{"{name} is not a progress file: it is larger than one megabyte. Nothing was changed.", "{name} は進捗ファイルではありません（1 MB を超えています）。何も変更していません。"}},
	{"lesson.progress.notJSON", Msg{"{name} is not a progress file: it is not JSON. Nothing was changed.", "{name} は進捗ファイルではありません（JSON ではありません）。何も変更していません。"}},
	{"lesson.progress.notProgress", Msg{"{name} is not a progress file saved by this page. Nothing was changed.", "{name} はこのページが保存した進捗ファイルではありません。何も変更していません。"}},
	{"lesson.progress.badFields", Msg{"{name} holds progress not in the form this page keeps ({fields}). Nothing was changed.", "{name} の進捗の一部（{fields}）がこのページの保存する形ではありません。何も変更していません。"}},

	// Whose record this is (assets/learner.js, keep.js): one learner, one
	// record, on a shared browser too.
	{"lesson.learner.anonymous", Msg{
		"Your lab progress is saved in this browser, where anyone who uses it can see it.",
		"ラボの進捗はこのブラウザーに保存されます。このブラウザーを使う人は誰でも見られます。"}},
	{"lesson.learner.named", Msg{"Your lab progress is saved in this browser as {name}'s.", "ラボの進捗は、このブラウザーに「{name}」さんの記録として保存されます。"}},
	{"lesson.learner.lms", Msg{"Your lab progress is saved as {name}'s, for this course.", "ラボの進捗は、このコースの「{name}」さんの記録として保存されます。"}},
	{"lesson.learner.aside", Msg{"The previous learner's record was moved aside, not deleted: localStorage key {key}.",
		"前の人の記録は消さずに別の場所（localStorage のキー {key}）へ移しました。"}},
	{"lesson.learner.notYou", Msg{"Not you? Start fresh", "別の人ですか？ 新しく始める"}},
	{"lesson.learner.nameLabel", Msg{"Your name (optional; kept in this browser only)", "名前（任意。このブラウザーにだけ保存します）"}},
	{"lesson.learner.start", Msg{"Start fresh", "新しく始める"}},
	{"lesson.learner.cancel", Msg{"Cancel", "やめる"}},
	{"lesson.learner.cannot", Msg{"This browser does not let the page save, so it cannot start a record of your own; save your progress as a file instead.",
		"このブラウザーでは保存できないため、自分用の記録を始められません。代わりに進捗をファイルに保存してください。"}},
})
