package catalog

// Be the network: the moves a row of the trace, a message of the diagram
// or a token of the canvas offers, and the controls that undo them
// (assets/intervene.js, engine/offers.go).
var _ = add([]entry{
	{"page.move.drop", Msg{"Drop it", "落とす"}},
	{"page.move.duplicate", Msg{"Duplicate it", "複製する"}},
	{"page.move.delay", Msg{"Delay it by", "遅らせる"}},
	{"page.move.hold", Msg{"Hold it until the partition ends", "分断が終わるまで保留する"}},
	{"page.move.crash-before-commit", Msg{"Crash the service before its commit", "コミット前にサービスをクラッシュさせる"}},
	{"page.move.crash-after-commit", Msg{"Crash the service after its commit", "コミット後にサービスをクラッシュさせる"}},
	{"page.move.crash-in-progress", Msg{"Crash the service while it is in progress", "処理中にサービスをクラッシュさせる"}},
	{"page.moves.title", Msg{"Be the network", "ネットワーク役になる"}},
	{"page.moves.hint", Msg{
		"Choose a row of the trace, a message of the diagram or a token on the canvas, then press Enter (or click ⋯): drop, duplicate, delay or hold a message, or crash the service. The same seed runs again with only that changed.",
		"トレースの行、図のメッセージ、キャンバス上のトークンのどれかを選び、Enter を押します（または ⋯ をクリック）。メッセージを落とす・複製する・遅らせる・保留する、またはサービスをクラッシュさせることができます。同じシードで、その変更だけを加えて再実行します。"}},
	{"page.moves.open", Msg{"Moves for row {row}", "{row} 行目への操作"}},
	{"page.moves.ticks", Msg{"ticks", "tick"}},
	{"page.moves.restart", Msg{"restart after (ticks; blank: the story's)", "再起動までの tick（空欄: シナリオの値）"}},
	{"page.moves.close", Msg{"Close", "閉じる"}},
	{"page.moves.undo", Msg{"Undo", "元に戻す"}},
	{"page.moves.redo", Msg{"Redo", "やり直す"}},
	{"page.moves.clear", Msg{"Clear my moves", "自分の操作を消す"}},
	{"page.moves.byYou", Msg{"by you", "あなたの操作"}},
	// Beside "by you", once the learner asked which moves mattered: the
	// move that acted on this row mattered, or was inert.
	{"page.moves.mattered", Msg{"mattered", "効いた"}},
	{"page.moves.inert", Msg{"inert", "効いていない"}},
	{"page.moves.count", Msg{"Your moves: {count}", "あなたの操作: {count} 件"}},
	{"page.moves.lesson", Msg{"The lesson's run: no moves of yours", "教材の実行です（あなたの操作はありません）"}},
	{"page.moves.none", Msg{"No moves of yours yet.", "まだ操作はありません。"}},
	{"page.problem.move-refused.sentence", Msg{
		"The move \"{value}\" was not made: that row of this run does not offer it, or it would make more than a link holds.",
		"操作「{value}」は行いませんでした。この実行のその行では選べない操作か、行うとリンクに収まらなくなるためです。"}},
})
