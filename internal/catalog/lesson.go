package catalog

import "strings"

// The lesson on the page (assets/lesson.js, built by wasm/panel): the
// practice lab's five steps, the facts each step reads from the current run,
// and the controls around them. The Japanese follows the lesson's own
// wording (seed/000_9f049726c4528a40.txt, 実践ラボ); lesson_quiz.go holds the
// knowledge check, the assessments, the model scope and the misdiagnoses.
var _ = add([]entry{
	// The lab's frame.
	{"lesson.lab.title", Msg{"Practice lab: replay an order confirmation under partial failure",
		"実践ラボ: 注文確定commandを部分障害下で決定的にreplayする"}},
	{"lesson.lab.deliverable", Msg{"Deliverable: a deterministic simulation that reproduces duplicates, reordering and partial failure.",
		"提出成果物: 重複、順序、部分障害を再現する決定的シミュレーション"}},
	{"lesson.lab.lead", Msg{
		"Each step is marked done by what you do in the simulator, not by a checkbox. Your progress, predictions and notes stay in this browser (local storage); nothing is sent anywhere.",
		"各手順は、チェックボックスではなくシミュレーターで実際に行ったことで完了になります。進捗・予測・メモはこのブラウザーにだけ保存され、どこにも送信されません。"}},
	{"lesson.ui.progress", Msg{"{done} of 5 steps done", "5 手順中 {done} 手順が完了"}},
	{"lesson.ui.step", Msg{"Step {n}", "手順 {n}"}},
	{"lesson.ui.done", Msg{"done", "完了"}},
	{"lesson.ui.todo", Msg{"not yet", "未完了"}},
	{"lesson.ui.do", Msg{"What to do", "やること"}},
	{"lesson.ui.why", Msg{"Why", "理由"}},
	{"lesson.ui.onScreen", Msg{"What this run shows", "この実行が示すこと"}},
	{"lesson.ui.note", Msg{"Your note for this step (kept in this browser)", "この手順のメモ（このブラウザーに保存）"}},
	{"lesson.ui.decision", Msg{
		"Then write what you found as claims in your decision record: the engine checks each one against the run it names.",
		"見つけたことは、判断記録に主張として書いてください。エンジンが、主張ごとに対象の実行で検証します。"}},
	{"lesson.ui.decisionOpen", Msg{"Open the decision record", "判断記録を開く"}},
	{"lesson.ui.proposal", Msg{
		"Then propose how the service handles a long partition: the engine evaluates your proposal over many seeds and lengths.",
		"次に、長い分断をサービスがどう扱うかを提案してください。エンジンが多くのシードと分断の長さで評価します。"}},
	{"lesson.ui.proposalOpen", Msg{"Write the proposal", "提案を書く"}},
	{"lesson.ui.reset", Msg{"Clear my lab progress", "ラボの進捗を消去"}},
	{"lesson.ui.open", Msg{"Open step {n}", "手順 {n} を開く"}},
	{"lesson.ui.hash", Msg{"Trace SHA-256 of this run:", "この実行のトレースの SHA-256:"}},

	// The five steps: title (the lesson's words), what to do, why.
	{"lesson.step.1.title", Msg{
		"Record the fixed seed 20260731 and the simulated fixture's origin and limits, and define the event list: deliver, duplicate, partition start and end",
		"固定seed 20260731とsimulated fixtureの由来・限界を記録し、deliver、duplicate、partition start・endのevent列を定義する"}},
	{"lesson.step.1.do", Msg{
		"Set up the run, read the event list, the origin and the limits below, and record the seed, the origin and the limits in your note.",
		"状態を設定し、下のevent列・由来・限界を読み、seed・由来・限界をメモに記録します。"}},
	{"lesson.step.1.why", Msg{
		"A failure you can study starts from a seed and a stated fixture. Knowing the fixture is lesson-authored keeps you from reading it as evidence about production.",
		"障害を検証するには、固定seedと明示したfixtureが出発点になります。fixtureがlesson-authoredだとわかっていれば、productionの証拠と取り違えることはありません。"}},
	{"lesson.step.2.title", Msg{
		"Record logical sequence and actual delivery order separately, buffer messages during the network partition, and reproduce the reorder",
		"logical sequenceと実delivery順を別々に記録し、network分断中のmessageをbufferして順序入替を再現する"}},
	{"lesson.step.2.do", Msg{
		"Step from the held messages to the tick where the partition releases them, and compare the two sequences below.",
		"分断がmessageを保留している状態から、それらが解放されるtickまで進め、下の二つの順序を比べます。"}},
	{"lesson.step.2.why", Msg{
		"Transport order is not business causal order. Recording both shows exactly where they part.",
		"transport sequenceだけでbusiness causal orderを推論しないためです。二つを別に記録すると、どこで食い違うかが正確に見えます。"}},
	{"lesson.step.3.title", Msg{
		"Use a stable dedupe key and a persistent result: the duplicate command gets the first result and the state transition is not applied again",
		"stable dedupe keyと永続resultを使い、duplicate commandで状態遷移を再適用せず最初のresultを返す"}},
	{"lesson.step.3.do", Msg{
		"Step to the tick where the store answers the duplicate, and read the counts off the run: how many times was the state transition applied, and how many times was the stored result reused?",
		"storeがduplicateに答えるtickまで進め、実行から回数を読み取ります。状態遷移は何回適用され、保存済みのresultは何回再利用されたでしょうか。"}},
	{"lesson.step.3.why", Msg{
		"The duplicate really arrives (at-least-once delivery). The business effect stays single because a stable key, a persistent result and a guarded transition answer it.",
		"duplicateは実際に届きます（at-least-once配送）。それでもbusiness effectが一度だけで済むのは、stable key、永続result、冪等なstate transitionで制御しているからです。"}},
	{"lesson.step.4.title", Msg{
		"Replay the same seed and fixture twice, confirm the traces match, and record the recovery outcome after a short partition",
		"同じseedとfixtureを二回replayしてtrace一致を確認し、短い分断後のrecovery outcomeを記録する"}},
	{"lesson.step.4.do", Msg{
		"With the short partition, press the replay button: the page runs the engine twice now, with these parameters, and shows both SHA-256 hashes.",
		"短い分断のままreplayボタンを押します。ページはその場で、このパラメーターのままエンジンを 2 回実行し、両方の SHA-256 を表示します。"}},
	{"lesson.step.4.why", Msg{
		"Determinism turns a failure into a seed anyone can replay. Equal hashes mean the two traces are the same, byte for byte.",
		"決定的なら、障害はseed一つで誰でもreplayできます。ハッシュが一致すれば、2 つのtraceはバイト単位で同じです。"}},
	{"lesson.step.5.title", Msg{
		"Move the partition end past the recovery deadline and re-evaluate the outcome, dedupe retention, residual messages and the reconciliation decision",
		"分断終了をrecovery deadline後へ移し、outcome、dedupe保持、残留message、reconciliation判断を再評価する"}},
	{"lesson.step.5.do", Msg{
		"First predict the outcome while the partition is still short. Then move the partition end past the deadline and read what is still held, what the store keeps, and who must be told “uncertain”.",
		"分断が短いうちに、まずoutcomeを予測します。次に分断終了をdeadline後へ移し、まだ保留されているmessage、storeが保持しているentry、「不確定」と伝えるべき利用者を確かめます。"}},
	{"lesson.step.5.why", Msg{
		"Even if the queue drains after recovery, the users' deadline has already passed. Do not take the buffer count alone as success: check freshness, uncertainty and compensation.",
		"queueが復旧後にdrainできても利用者deadlineは既に破られています。buffer件数だけを成功条件にせず、結果の鮮度、不確定な答え、compensationを確認します。"}},

	// Set-up controls.
	{"lesson.setup.1", Msg{"Set up: the lesson's fixture, seed 20260731, at tick 0", "設定: 教材のfixture、seed 20260731、tick 0"}},
	{"lesson.setup.2", Msg{"Set up: the same run while the partition holds three messages", "設定: 同じ実行で、分断が 3 件のmessageを保留している時点"}},
	{"lesson.setup.3", Msg{"Set up: the same run just after the first confirm is applied", "設定: 同じ実行で、最初のconfirmが適用された直後"}},
	{"lesson.setup.4", Msg{"Set up: the short partition (ends at tick 6)", "設定: 短い分断（tick 6 で終了）"}},
	{"lesson.setup.5", Msg{"Set up: the short partition again, to predict", "設定: 予測のため、短い分断に戻す"}},
	{"lesson.setup.5.go", Msg{"Move the partition end past the deadline (to tick 11)", "分断終了をdeadline後（tick 11）へ移す"}},

	// Hints: what is left to do for a step on this run.
	{"lesson.hint.1", Msg{
		"Define the event list: edit it in the Events view, or confirm each row of the table below. Then record the seed {seed}, the origin and the limits in your note (at least {min} characters besides the seed).",
		"event列を定義してください。「イベント」表示で編集するか、下の表の各行を確認します。そのうえでseed {seed}・由来・限界をメモに記録してください（seed以外に {min} 文字以上）。"}},
	{"lesson.ui.confirmRow", Msg{"Confirmed", "確認済み"}},
	{"lesson.ui.confirmRowLabel", Msg{"Row {row} confirmed", "{row} 行目を確認"}},
	{"lesson.hint.1.other", Msg{"This run is not the lesson's fixture with seed 20260731: set up this step first.", "この実行はseed 20260731の教材fixtureではありません。先にこの手順の状態を設定してください。"}},
	{"lesson.hint.2", Msg{"Step the playhead to tick {tick}, where the reorder happens, and name the reordered rows.", "順序入替が起きるtick {tick} まで再生位置を進め、順序が入れ替わった行の番号を入力してください。"}},
	{"lesson.hint.2.none", Msg{"This run has no reorder: set up this step.", "この実行には順序入替がありません。この手順の状態を設定してください。"}},
	{"lesson.hint.3", Msg{"Step the playhead to tick {tick}, where the store answers the duplicate, and enter the two counts.", "storeがduplicateに答えるtick {tick} まで再生位置を進め、二つの回数を入力してください。"}},
	{"lesson.hint.3.none", Msg{"No duplicate is answered from the store in this run: set up this step.", "この実行ではstoreがduplicateに答えていません。この手順の状態を設定してください。"}},
	{"lesson.hint.4", Msg{"Press the replay button while the outcome is “recovered before the deadline”.", "outcomeが「期限内に復旧」の状態で、replayボタンを押してください。"}},
	{"lesson.hint.5", Msg{"Predict the outcome and the two counts, then move the partition end past the deadline.", "outcomeと二つの数を予測してから、分断終了をdeadline後へ移してください。"}},

	// Step 1's facts.
	{"lesson.fact.seed", Msg{"Seed: {seed}. The fixture's {count} events, in schedule order:", "seed: {seed}。fixtureの {count} 個のevent（予定順）:"}},
	{"lesson.fact.generated", Msg{"This run is a generated story (seed {seed}), not the lesson's six-event fixture.", "この実行は生成されたシナリオ（seed {seed}）で、教材の6 event fixtureではありません。"}},
	{"lesson.col.id", Msg{"Event", "event"}},
	{"lesson.col.tick", Msg{"Tick", "tick"}},
	{"lesson.col.kind", Msg{"Kind", "種類"}},
	{"lesson.col.seq", Msg{"Logical seq", "logical sequence"}},
	{"lesson.col.priority", Msg{"Delivery priority", "delivery priority"}},
	{"lesson.col.key", Msg{"Dedupe key", "dedupe key"}},
	{"lesson.fixture.originTitle", Msg{"Origin", "fixtureの由来"}},
	{"lesson.fixture.origin", Msg{
		"The events, ticks and recovery deadline are a lesson-authored simulation, not a production incident or a protocol proof.",
		"event、tick、recovery deadlineはlesson-authored simulationであり、production incidentやprotocol証明ではない。"}},
	{"lesson.fixture.limitsTitle", Msg{"Limits", "限界"}},
	{"lesson.fixture.limit.1", Msg{"Not a formal proof, nor a production network's delay distribution.", "形式的な証明でも、production networkのdelay分布でもない。"}},
	{"lesson.fixture.limit.2", Msg{"No Byzantine faults, disk loss or multi-leader consensus.", "Byzantine fault、disk喪失、multi-leader consensusは扱わない。"}},
	{"lesson.fixture.limit.3", Msg{"The tick length and the recovery deadline are teaching assumptions.", "tickの長さとrecovery deadlineは教育上の仮定である。"}},
	{"lesson.fixture.replace", Msg{
		"In a real system, replace these assumptions with anonymised traces, the broker's delivery contract, storage durability, retention and chaos rehearsals.",
		"実systemでは匿名化trace、brokerのdelivery契約、storage durability、retention、chaos rehearsalで仮定を置き換える。"}},

	// Step 2's facts.
	{"lesson.fact.order", Msg{"Logical sequence of each processed message, in delivery order: {order}.", "処理されたmessageのlogical sequence（delivery順）: {order}。"}},
	{"lesson.fact.held", Msg{"The partition held {held} messages; they were released at tick {tick}.", "分断は {held} 件のmessageを保留し、tick {tick} で解放しました。"}},
	{"lesson.fact.notHeld", Msg{"The partition held no message in this run.", "この実行では、分断で保留されたmessageはありません。"}},
	{"lesson.fact.reorder", Msg{"Reorder at tick {tick} (trace row {row}): {event}, logical sequence {seq}, is delivered after logical sequence {prev}.", "tick {tick}（trace {row} 行目）で順序入替: logical sequence {seq} の {event} が、logical sequence {prev} の後に届きます。"}},
	{"lesson.fact.noReorder", Msg{"Delivery order follows logical order in this run: no reorder.", "この実行ではdelivery順がlogical順と一致し、順序入替はありません。"}},

	// Step 3's facts.
	{"lesson.fact.reuse", Msg{
		"At tick {tick} (trace row {row}), {event} is answered from the dedupe store with the stored first result ({state}); nothing is applied.",
		"tick {tick}（trace {row} 行目）で、{event} にはdedupe storeが保存済みの最初のresult（{state}）を返し、何も適用しません。"}},
	{"lesson.fact.noReuse", Msg{"No duplicate is answered from the store in this run.", "この実行ではstoreがduplicateに答えていません。"}},
	{"lesson.fact.applied", Msg{
		"State transitions applied: {applied}. Duplicates answered from the store: {replayed}. At most one effect per key: {verdict}.",
		"状態遷移の適用: {applied} 回。storeから応答したduplicate: {replayed} 件。keyごとに効果は最大 1 回: {verdict}。"}},
	{"lesson.verdict.holds", Msg{"holds", "成立"}},
	{"lesson.verdict.broken", Msg{"BROKEN", "不成立"}},

	// Step 4.
	{"lesson.replay.button", Msg{"Replay twice", "二回replayする"}},
	{"lesson.replay.run", Msg{"Run {n}:", "{n} 回目:"}},
	{"lesson.replay.same", Msg{
		"Identical: both runs give the same trace, and it is the trace on screen. Outcome: {outcome}.",
		"一致: 2 回の実行は同じtraceになり、画面のtraceとも一致します。outcome: {outcome}。"}},
	{"lesson.replay.differ", Msg{"The hashes differ: this would be a bug in the engine.", "ハッシュが異なります。エンジンの不具合と考えられます。"}},
	{"lesson.replay.stale", Msg{"The parameters changed since the replay: press the button again.", "replayの後にパラメーターが変わりました。もう一度ボタンを押してください。"}},

	// Step 5.
	{"lesson.predict.legend", Msg{"Your prediction, before you move the partition:", "分断を動かす前の予測:"}},
	{"lesson.predict.locked", Msg{"Predict while the partition still ends before the deadline: set up this step again.", "予測は、分断がまだdeadline前に終わる状態で行います。この手順の状態をもう一度設定してください。"}},
	{"lesson.predict.recorded", Msg{"Recorded before the reveal: you predicted {outcome}.", "結果を見る前に記録済み: 予測は {outcome}。"}},
	{"lesson.predict.needed", Msg{"Predict first: the control that moves the partition opens after your prediction.", "まず予測してください。分断を動かす操作は予測の後に使えます。"}},
	{"lesson.reveal.match", Msg{"The run says {outcome}: as you predicted.", "実行の結果は {outcome} で、予測どおりです。"}},
	{"lesson.reveal.miss", Msg{"The run says {outcome}: not what you predicted. The recovery tick is compared with the deadline, not the buffer count.", "実行の結果は {outcome} で、予測と異なります。判定はrecovery tickとdeadlineの比較で決まり、buffer件数では決まりません。"}},
	{"lesson.fact.heldAtDeadline", Msg{
		"Messages still held by the partition at the deadline (tick {deadline}): {held}.",
		"deadline（tick {deadline}）の時点で分断にまだ保留されているmessage: {held} 件。"}},
	{"lesson.fact.storeAtDeadline", Msg{"At the deadline (tick {deadline}) the dedupe store holds {count} entries:", "deadline（tick {deadline}）の時点で、dedupe storeは {count} 件のentryを保持しています:"}},
	{"lesson.fact.store", Msg{
		"At the run's end (tick {end}), after the release, it holds {count} entries:",
		"実行の終わり（tick {end}）、解放の後には {count} 件のentryを保持しています:"}},
	{"lesson.fact.storeEntry", Msg{"{key}: first result {state}, reused {reuses} times", "{key}: 最初のresult {state}、再利用 {reuses} 回"}},
	{"lesson.fact.reconcile", Msg{"Told “{told}” and reconciled after recovery: {users}.", "「{told}」と伝え、復旧後にreconcileする利用者: {users}。"}},
	{"lesson.fact.noReconcile", Msg{"No user has to be told “{told}”.", "「{told}」と伝える必要のある利用者はいません。"}},
})

// LessonPrefix starts every key of the lesson's words on the page.
const LessonPrefix = "lesson."

// Prefixed is every message whose key starts with prefix, in lang, by key.
func Prefixed(lang, prefix string) map[string]string {
	out := map[string]string{}
	for k, m := range messages {
		if strings.HasPrefix(k, prefix) {
			out[k] = m.In(lang)
		}
	}
	return out
}
