package catalog

// The seven-minute explanation (説明して理解を確かめる, assets/explain.js):
// the lesson's task, its outline as a checklist, the learner's slides
// (each a view of the simulator with a title and notes), present mode
// with its timer, and explanation.md in the evidence zip.
var _ = add([]entry{
	// The engine's word on the outline's points and the talk's length (internal/quiz's Outline).
	{"lesson.explain.check.shown", Msg{"shown by slide {n}, whose run demonstrates it", "スライド {n} の実行で示されています"}},
	{"lesson.explain.check.notYet.atLeastOnce", Msg{
		"not shown yet: a slide whose run delivers a retry or a duplicate again",
		"再送または重複したメッセージがもう一度配送される実行のスライドが、まだありません。"}},
	{"lesson.explain.check.notYet.once", Msg{
		"not shown yet: a slide whose run delivers a duplicate again, applies its transition once and answers it from the store",
		"重複したメッセージがもう一度配送され、状態遷移は 1 回だけ適用され、ストアが保存済みの結果で応答する実行のスライドが、まだありません。"}},
	{"lesson.explain.check.notYet.async", Msg{
		"not shown yet: a slide of the FLP view where the network holds a message back while 10 other moves are made",
		"FLP の画面で、ネットワークが 1 つのメッセージを保留したまま、ほかに 10 手進めたスライドが、まだありません。"}},
	{"lesson.explain.check.notYet.crash", Msg{
		"not shown yet: a slide of the FLP view where one crash leaves the other processes stuck",
		"FLP の画面で、1 つのプロセスがクラッシュしたために、ほかのプロセスが行き詰まったスライドが、まだありません。"}},
	{"lesson.explain.check.notYet.termination", Msg{
		"not shown yet: a slide of the FLP view where 20 moves leave every process undecided, both decisions still possible",
		"FLP の画面で、20 手進めてもどのプロセスも決定せず、状態が二価（0 にも 1 にも決定しうる）のままのスライドが、まだありません。"}},
	{"lesson.explain.check.notYet.practical", Msg{
		"not shown yet: a slide of the FLP view where processes decided under “leader and majorities”, with its timeouts and majorities",
		"FLP の画面で、プロトコル「リーダーと過半数」でプロセスが決定したスライドが、まだありません。"}},
	{"lesson.explain.check.instructor", Msg{"for the instructor", "講師が評価"}},
	{"lesson.explain.check.instructorWhy", Msg{
		"The three points marked for the instructor are judged by the instructor, not the engine: whether a talk explains that the protocol is deterministic, that FLP is not CAP, and that FLP does not make practical consensus impossible.",
		"「講師が評価」と示した 3 つの要点は、エンジンではなく講師が判断します。プロトコルが決定的であること、FLP は CAP ではないこと、FLP は実用的な合意を不可能とは言っていないことを説明できているかどうかです。"}},
	{"lesson.explain.check.engine", Msg{"The engine's check, from your slides' runs:", "スライドの実行によるエンジンの判定:"}},
	{"lesson.explain.check.self", Msg{"Your own check (self-assessment): the points you covered", "自己評価: 説明した点"}},
	{"lesson.explain.check.short", Msg{"{time} is too short for the seven minutes asked (aim for 5 to 9).", "{time} は、求められている 7 分には短すぎます（目安は 5〜9 分）。"}},
	{"lesson.explain.check.long", Msg{"{time} is too long for the seven minutes asked (aim for 5 to 9).", "{time} は、求められている 7 分には長すぎます（目安は 5〜9 分）。"}},
	{"lesson.explain.title", Msg{"Explain it in seven minutes", "7分で説明する"}},
	{"lesson.explain.task", Msg{
		"In seven minutes, explain that FLP is a result limiting guaranteed termination of deterministic consensus in a fully asynchronous model with one crash-stop fault, neither a restatement of CAP nor a declaration that practical consensus is impossible; and that retry does not make exactly-once, but at-least-once delivery is handled with a stable dedupe key and idempotent processing.",
		"7分で、FLPが完全非同期modelで一つの停止故障がある決定的consensusの終了保証を制限する結果でありCAPの言い換えでも実用consensus不可能の宣言でもないこと、retryはexactly-onceを作らずat-least-once配送をstable dedupeと冪等処理で扱うことを説明する。"}},
	{"lesson.explain.lead", Msg{
		"Build the talk from the simulator: set it to what you want to show, add the view as a slide, give it a title and notes, and order the slides. Tick each point of the outline your talk covers. Then present it against the clock.",
		"説明はシミュレーターで組み立てます。見せたい状態にシミュレーターを設定し、その表示をスライドとして追加して、タイトルとメモを付け、スライドを並べます。構成では、説明で扱う要点に印を付けます。最後に時間を計って発表します。"}},
	{"lesson.explain.outline", Msg{"Outline", "構成"}},
	{"lesson.explain.point.async", Msg{"FLP's model is fully asynchronous: no bound on message delay or processing time", "FLPのモデルは完全非同期: メッセージの遅延にも処理時間にも上限がない"}},
	{"lesson.explain.point.crash", Msg{"One process may fail by crash-stop", "一つのプロセスが停止故障しうる"}},
	{"lesson.explain.point.deterministic", Msg{"The protocol is deterministic", "プロトコルは決定的である"}},
	{"lesson.explain.point.termination", Msg{"What it limits is termination: no such protocol can guarantee to decide", "制限されるのは終了: そのようなプロトコルは、必ず決定に至ることを保証できない"}},
	{"lesson.explain.point.notCap", Msg{"It is not CAP, which is about consistency and availability under a partition", "CAPではない: CAPは分断下の一貫性と可用性の話"}},
	{"lesson.explain.point.notImpossible", Msg{"It does not say consensus is impossible in practice", "実用的な合意のアルゴリズムが不可能だとは言っていない"}},
	{"lesson.explain.point.practical", Msg{"Practical protocols add timeouts, leader election, quorums and randomized timing", "実用的なプロトコルは、タイムアウト、リーダー選出、クォーラム、ランダムなタイミングを加える"}},
	{"lesson.explain.point.atLeastOnce", Msg{"A retry is at-least-once delivery, not exactly-once", "再送は少なくとも 1 回の配送（at-least-once）であり、ちょうど 1 回（exactly-once）ではない"}},
	{"lesson.explain.point.once", Msg{
		"A stable key, a stored first result and an allowed transition make the effect happen once",
		"安定したキー、保存した最初の結果、許可された状態遷移で、効果が 1 回だけになる"}},
	{"lesson.explain.slides", Msg{"Slides", "スライド"}},
	{"lesson.explain.add", Msg{"Add the current view as a slide", "今の表示をスライドとして追加"}},
	{"lesson.explain.none", Msg{"No slide yet: set the simulator up and add its view.", "スライドはまだありません。シミュレーターを設定して、その表示を追加してください。"}},
	{"lesson.explain.slide", Msg{"Slide {n}", "スライド {n}"}},
	{"lesson.explain.slideTitle", Msg{"Title", "タイトル"}},
	{"lesson.explain.notes", Msg{"Notes", "メモ"}},
	{"lesson.explain.show", Msg{"Show", "表示"}},
	{"lesson.explain.up", Msg{"Move up", "上へ"}},
	{"lesson.explain.down", Msg{"Move down", "下へ"}},
	{"lesson.explain.remove", Msg{"Remove", "削除"}},
	{"lesson.explain.defaultTitle", Msg{"{title}, tick {tick}", "{title}、tick {tick}"}},
	{"lesson.explain.present", Msg{"Present", "発表する"}},
	{"lesson.explain.exit", Msg{"End the presentation", "発表を終える"}},
	{"lesson.explain.prev", Msg{"Previous slide", "前のスライド"}},
	{"lesson.explain.next", Msg{"Next slide", "次のスライド"}},
	{"lesson.explain.of", Msg{"Slide {n} of {of}", "スライド {n} / {of}"}},
	{"lesson.explain.keys", Msg{"Keys: → or Space next, ← previous, Esc to end.", "キー: →またはSpaceで次、←で前、Escで終了。"}},
	{"lesson.explain.timer", Msg{"{time} of 7:00", "{time} / 7:00"}},
	{"lesson.explain.warn", Msg{"One minute left.", "残り 1 分です。"}},
	{"lesson.explain.over", Msg{"Time is up: seven minutes have passed.", "時間切れです。7 分が過ぎました。"}},
	{"lesson.explain.total", Msg{"Presented: {time} in all.", "発表時間の合計: {time}。"}},
})
