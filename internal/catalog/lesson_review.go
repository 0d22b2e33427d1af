package catalog

// Spaced review (復習スケジュール, assets/review.js): the lesson's four
// review items at 1, 7, 30 and 90 days after the lab, each drawing fresh
// questions on what it announces (internal/review; their words are
// review.*, the evidence worker's).
var _ = add([]entry{
	{"lesson.review.title", Msg{"Spaced review", "復習"}},
	{"lesson.review.lead", Msg{
		"Four reviews, 1, 7, 30 and 90 days after you finish the lab. Each asks fresh questions on what it names, most of them on a run you have not seen; the engine checks your answers. They are kept with your lab record and its export.",
		"ラボを終えてから 1 日後、7 日後、30 日後、90 日後の 4 回、復習があります。毎回、その回のテーマについて新しい問いに答えます。多くは初めて見る実行についての問いで、解答はエンジンが確認します。結果はラボの記録と書き出しに含まれます。"}},
	{"lesson.review.item.1", Msg{"List what to persist so that a retry after a timeout gets the same result.", "timeout後retryで同じresultを返すために永続化する情報を列挙する。"}},
	{"lesson.review.item.7", Msg{"Tell FLP's model assumptions from the assumptions practical consensus protocols add.", "FLPのmodel assumptionと実用consensus protocolが追加する仮定を区別する。"}},
	{"lesson.review.item.30", Msg{"Lengthen the partition and re-evaluate the recovery deadline, dedupe retention and reconciliation.", "分断期間を延ばし、recovery deadline、dedupe retention、reconciliationを再評価する。"}},
	{"lesson.review.item.90", Msg{
		"Re-evaluate a real system's retry, dedupe and recovery contract with the same observations.",
		"実systemのretry・dedupe・recovery contractを同じ観測項目で再評価する。"}},
	{"lesson.review.after", Msg{"{days} days after the lab", "ラボ完了の {days} 日後"}},
	{"lesson.review.notYet", Msg{"The schedule starts when you finish the lab's five steps.", "復習の予定は、ラボの 5 手順を終えたときに始まります。"}},
	{"lesson.review.dueOn", Msg{"Due on {date}.", "{date} に実施予定。"}},
	{"lesson.review.dueNow", Msg{"Due now.", "今が復習の時期です。"}},
	{"lesson.review.doneOn", Msg{"Done on {date}.", "{date} に完了。"}},
	{"lesson.review.banner", Msg{"Reviews due: {n}.", "復習の時期です: {n} 件。"}},
	{"lesson.review.open", Msg{"Open the review", "復習を開く"}},
	{"lesson.review.score", Msg{"{right} of {n} right.", "{n} 問中 {right} 問が正解。"}},
	{"lesson.review.result", Msg{
		"Observed: {outcome}, {held} held at the deadline, {uncertain} told “uncertain”. Your prediction: {right} of 3 right.",
		"観察結果: {outcome}、deadline時点で保留 {held} 件、「不確定」と伝えた利用者 {uncertain} 人。予測は 3 項目中 {right} 項目が正解。"}},
})
