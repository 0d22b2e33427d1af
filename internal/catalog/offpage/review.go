package offpage

// The spaced reviews' items (internal/review): what each review tests,
// its questions and their choices. The page is given them by the evidence
// worker when a review is opened.
var _ = add([]entry{
	// The form a due review shows (assets/review.js).
	{"review.page.check", Msg{"Check my answers", "解答を確認する"}},
	{"review.page.open", Msg{"Open the run", "実行を開く"}},
	{"review.page.answerAll", Msg{"Answer every question first.", "先にすべての問いに答えてください。"}},
	{"review.page.number", Msg{"Your answer (a whole number)", "あなたの解答（整数）"}},
	{"review.page.right", Msg{"Right.", "正解です。"}},
	{"review.page.wrong", Msg{"Not right.", "不正解です。"}},
	{"review.page.engine", Msg{"The engine’s answer: {right}.", "エンジンの答え: {right}。"}},

	// lab.md's part for them (internal/evidence).
	{"evidence.review.title", Msg{"Spaced reviews", "復習"}},
	{"evidence.review.none", Msg{"No review done yet.", "実施した復習はまだありません。"}},
	{"evidence.review.done", Msg{
		"Due on day {days} after the lab; done at {at}. Graded again here: {right} of {n} right.",
		"ラボ完了の {days} 日後の復習。実施日時: {at}。ここで採点し直した結果: {n} 問中 {right} 問が正解。"}},
	{"evidence.review.item", Msg{"Answer: {answer} ({verdict}); the engine’s: {right}.", "解答: {answer}（{verdict}）。エンジンの答え: {right}。"}},
	{"evidence.review.run", Msg{"The run: {url}", "実行: {url}"}},

	{"review.topic.persist", Msg{"What to persist, and why a retry then gets the same result", "何を永続化するか、そして再送が同じ結果を受け取る理由"}},
	{"review.topic.flp", Msg{"FLP’s scope, and what practical protocols add", "FLP の適用範囲と、実用的なプロトコルが加える仮定"}},
	{"review.topic.diagnose", Msg{"Diagnose a longer partition you have not seen", "初めて見る、より長い分断を診断する"}},
	{"review.topic.contract", Msg{"The promise a run of the sites’ system keeps", "拠点間システムの実行が守る約束"}},

	{"review.persist.retry", Msg{
		"In this run the first answer to the confirm is lost, and the client sends it again. Open the run: what does the retry get from the service?",
		"この実行では注文確定の要求への最初の応答が失われ、クライアントが再送します。実行を開いてください。再送はサービスから何を受け取りますか。"}},
	{"review.persist.retry.stored", Msg{"The stored first result", "保存済みの最初の結果"}},
	{"review.persist.retry.again", Msg{"A second effect: the transition is applied again", "2 回目の効果（遷移がもう一度適用される）"}},
	{"review.persist.retry.stale", Msg{"A rejection: the order is no longer in the state it asks to leave", "拒否（注文はもう遷移元の状態にない）"}},
	{"review.persist.retry.progress", Msg{"“In progress”: the first is still being processed", "「処理中」（最初の処理がまだ終わっていない）"}},
	{"review.persist.what", Msg{
		"What must the service write in the same commit as the effect, so that a retry gets the same result?",
		"再送が同じ結果を受け取るには、サービスは効果と同じコミットで何を書き込む必要がありますか。"}},
	{"review.persist.what.keyResult", Msg{"The dedupe key with the first result", "重複排除キーと最初の結果"}},
	{"review.persist.what.messageID", Msg{"The message’s delivery id alone", "メッセージの配送 ID だけ"}},
	{"review.persist.what.timeout", Msg{"The client’s timeout", "クライアントのタイムアウト"}},
	{"review.persist.what.nothing", Msg{"Nothing: the allowed transitions are enough", "何も要らない（許可された遷移だけで足りる）"}},

	{"review.flp.true", Msg{"True", "正しい"}},
	{"review.flp.false", Msg{"False", "誤り"}},
	{"review.flp.scope", Msg{
		"FLP is about deterministic consensus in a fully asynchronous network where one process may crash.",
		"FLP が扱うのは、1 つのプロセスがクラッシュしうる完全に非同期なネットワークでの決定的な合意です。"}},
	{"review.flp.everywhere", Msg{
		"FLP proves that no real system can reach consensus.",
		"FLP は、現実のどのシステムも合意に達せないことを証明しています。"}},
	{"review.flp.slow", Msg{
		"In FLP’s model a crashed process cannot be told apart from a slow one.",
		"FLP のモデルでは、クラッシュしたプロセスと遅いだけのプロセスを区別できません。"}},
	{"review.flp.never", Msg{
		"FLP says that a consensus protocol never decides.",
		"FLP は、合意プロトコルが決して決定しないと述べています。"}},
	{"review.flp.practical", Msg{
		"Practical protocols decide by adding assumptions such as timeouts, a leader and partial synchrony.",
		"実用的なプロトコルは、タイムアウト、リーダー、部分同期といった仮定を加えることで決定します。"}},
	{"review.flp.safe", Msg{
		"Raft and Paxos never decide two different values, even while the network misbehaves.",
		"Raft と Paxos は、ネットワークが不調な間も 2 つの異なる値を決定することはありません。"}},
	{"review.flp.exactly", Msg{
		"Retrying until an answer comes makes delivery exactly-once.",
		"応答が来るまで再送すれば、配送は重複も欠落もない、ちょうど 1 回になります。"}},
	{"review.flp.once", Msg{
		"A stable dedupe key and a stored first result make a retried command take effect once.",
		"安定した重複排除キーと保存した最初の結果があれば、再送されたコマンドの効果は 1 回になります。"}},

	{"review.diagnose.invariant", Msg{
		"This run of the long partition between sites has a seed, a longer partition and a shorter dedupe retention than you have seen. Open it and read its trace: which invariant breaks first?",
		"この拠点間の長い分断の実行は、初めて見るシードで、分断を長く、重複排除の保持期間を短くしています。実行を開いてトレースを読んでください。最初に破れる不変条件はどれですか。"}},
	{"review.diagnose.row", Msg{
		"At which row of the trace does it first break?",
		"それはトレースの何行目で最初に破れますか。"}},

	{"review.contract.uncertain", Msg{
		"This run of the long partition between sites has a seed and a length you have not seen. At the deadline, how many users have no definite answer?",
		"この拠点間の長い分断の実行は、初めて見るシードと長さです。期限の時点で、確定した結果を受け取っていない利用者は何人ですか。"}},
	{"review.contract.promise", Msg{
		"Which promise to users does this run keep?",
		"この実行は利用者へのどの約束を守っていますか。"}},
	{"review.contract.promise.definite", Msg{"Every user gets a definite answer by the deadline", "全員が期限までに確定した結果を受け取る"}},
	{"review.contract.promise.flagged", Msg{
		"Every user gets a definite answer or is told “uncertain” and reconciled later",
		"全員が確定した結果を受け取るか、「不確定」と伝えられてあとで照合される"}},
	{"review.contract.promise.none", Msg{"Neither: a user is left uncertain and never reconciled", "どちらでもない（不確定のまま照合されない利用者がいる）"}},
})
