package catalog

// The lesson's transfer task (別問題へ転用する): the partition between
// sites made long, and what to re-evaluate there, each item checked
// against the run (internal/quiz's Transfer) like the lab's steps.
var _ = add([]entry{
	{"lesson.quiz.t4.wrong.safe", Msg{
		"Every invariant holds at this length only because no retry arrives after its entry expires: a retry a little later would apply again.",
		"この長さですべての不変条件が成立するのは、エントリの失効後に届く retry がないからにすぎません。もう少し遅れて届けば、retry はもう一度適用されます。"}},
	{"lesson.quiz.t4.wrong.storage", Msg{
		"Retention decides how long a retry is recognised: an entry that expires too early lets a late retry apply again.",
		"retention は、retry をどれだけの間見分けられるかを決めます。エントリが早く失効すると、遅れて届いた retry がもう一度適用されます。"}},
	{"lesson.transfer.title", Msg{"Transfer to another problem", "別問題へ転用する"}},
	{"lesson.transfer.task", Msg{
		"Change the conditions so that the network partition between the sites lasts long, and re-evaluate deduplication and the recovery result.",
		"拠点間ネットワーク分断が長期化する条件へ変え、重複排除と復旧結果を再評価する。"}},
	{"lesson.transfer.changed", Msg{
		"Changed assumption: the network partition. Three clients at site A confirm their orders at site B, and the partition lasts two hours (24 ticks, 1 tick = 5 minutes), far past the deadline at tick 8.",
		"変える仮定: network分断。拠点 A の 3 つのclientが拠点 B で注文を確定します。分断は 2 時間（24 tick、1 tick = 5 分）続き、tick 8 のdeadlineを大きく越えます。"}},
	{"lesson.transfer.expected", Msg{
		"Expected evidence: moving recovery past the deadline changes the outcome, while dedupe survives.",
		"期待する証拠: recoveryをdeadline後へ移すとoutcomeは変わるが、dedupeは保たれる。"}},
	{"lesson.transfer.progress", Msg{"Items checked: {done} of {of}.", "確認した項目: {of} 項目中 {done} 項目。"}},
	{"lesson.transfer.done", Msg{"The transfer task is done: every item is shown on the run.", "転用課題は完了です。すべての項目を実行で示しました。"}},
	{"lesson.transfer.replay", Msg{"Replay the two-hour run twice and compare the traces", "2 時間の実行を 2 回replayしてtraceを比べる"}},
	{"lesson.transfer.replayNeeded", Msg{
		"Set up the two-hour run first: the replay must be of it.",
		"先に 2 時間の実行を設定してください。replayはその実行で行います。"}},
	{"lesson.transfer.item.t1", Msg{"What users are told", "利用者へ伝える結果"}},
	{"lesson.transfer.item.t2", Msg{"Reconciliation", "reconciliation"}},
	{"lesson.transfer.item.t3", Msg{"Dedupe", "重複排除"}},
	{"lesson.transfer.item.t4", Msg{"Dedupe retention", "dedupe retention"}},
	{"lesson.transfer.item.replay", Msg{"Replay", "replay"}},

	{"lesson.quiz.t1.ask", Msg{"At the deadline (tick 8) of the two-hour run:", "2 時間の実行のdeadline（tick 8）の時点で:"}},
	{"lesson.quiz.t1.count.uncertain", Msg{"users told “uncertain”", "「不確定」と伝えられた利用者"}},
	{"lesson.quiz.t1.count.held", Msg{"messages still held by the partition", "分断にまだ保留されているmessage"}},
	{"lesson.quiz.t1.why", Msg{
		"Past the deadline nobody can be told a definite answer: each is told “uncertain” and flagged, while their messages wait at the partition line.",
		"deadlineを過ぎると誰にも確定した応答を返せない。各利用者には「不確定」と伝えてフラグを立て、そのmessageは分断線で待つ。"}},
	{"lesson.quiz.t2.ask", Msg{"At which tick is the last of them told the answer (reconciled)?", "最後の利用者に答えが伝えられる（reconcileされる）のはどのtickか。"}},
	{"lesson.quiz.t2.count.reconciled", Msg{"tick", "tick"}},
	{"lesson.quiz.t2.why", Msg{
		"Once the partition heals the service can be asked: each flagged user is told the answer it holds for their key.",
		"分断が解消するとサービスに問い合わせられる。フラグの立った各利用者に、そのkeyについてサービスが保持する答えを伝える。"}},
	{"lesson.quiz.t3.ask", Msg{"Over the whole two-hour run, fifteen attempts were sent for three orders. Count:", "2 時間の実行全体で、3 件の注文に対して 15 回の試行が送られた。数える:"}},
	{"lesson.quiz.t3.count.applied", Msg{"state transitions applied", "適用された状態遷移"}},
	{"lesson.quiz.t3.count.reused", Msg{"answers reused from the dedupe store", "dedupe storeから再利用された応答"}},
	{"lesson.quiz.t3.why", Msg{
		"Each order is confirmed once and every other attempt is answered from the store: the outcome changed with the deadline, the effect did not.",
		"各注文は 1 回だけ確定し、他の試行はすべてstoreから応答される。outcomeはdeadlineで変わったが、効果は変わらない。"}},
	{"lesson.quiz.t4.ask", Msg{
		"With a dedupe retention of 2 ticks instead of forever, every invariant still holds at 24 ticks. Is 2 ticks safe for this design?",
		"dedupe retentionを無期限ではなく2 tickにしても、24 tickではすべての不変条件が成立する。2 tickはこの設計で安全か。"}},
	{"lesson.quiz.t4.opt.safe", Msg{"Yes: every invariant holds at two hours", "安全: 2時間ですべての不変条件が成立する"}},
	{"lesson.quiz.t4.opt.timing", Msg{
		"No: it holds there only because the release brings every copy at once; a retry that comes later than 2 ticks runs again",
		"安全ではない: 解放がすべてのコピーを同時に届けるから成立するだけで、2 tickより遅れたretryはもう一度実行される"}},
	{"lesson.quiz.t4.opt.storage", Msg{"It makes no difference: retention only saves storage", "違いはない: retentionは容量を節約するだけ"}},
	{"lesson.quiz.t4.why", Msg{
		"At 3 ticks the same retention breaks: a retry arrives after its entry expired and is rejected as stale instead of getting the first result. Size retention to the longest time a retry can arrive.",
		"3 tickでは同じretentionで不変条件が破れる。entryの失効後にretryが届き、最初のresultではなくstaleとしてrejectされる。retentionはretryが届きうる最長の期間に合わせて決める。"}},

	{"lesson.show.transfer", Msg{"Two hours between the sites, after the heal", "拠点間の 2 時間の分断、解消後"}},
	{"lesson.show.transferRetention", Msg{"Retention 2 ticks, two hours: holds", "retention 2 tick、2 時間: 成立"}},
	{"lesson.show.transferRetentionBreaks", Msg{"Retention 2 ticks, 3 ticks: breaks", "retention 2 tick、3 tick: 破れる"}},
})
