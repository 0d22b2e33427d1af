package offpage

// The page's labels that only its HTML and scripts say (index.html's
// #labels block, which web/site builds natively from the catalogue): the
// page's WebAssembly never looks them up, so it does not carry them.
// TestPageLabelsAreOffTheWebAssembly holds the list to what the page's Go
// code names.
var labels = []entry{
	// From a11y.go.
	{"page.scrub.valuetext", Msg{"tick {tick} of {end}", "tick {tick}（全 {end} tick 中）"}},
	// From challenges.go.
	{"page.view.challenges", Msg{"Challenges", "チャレンジ"}},
	// From claim.go.
	{"page.view.decision", Msg{"Decision record", "判断記録"}},
	// From flpview.
	{"page.view.flp", Msg{"FLP", "FLP"}},
	{"page.flp.failed", Msg{"The FLP world could not load: {error}", "FLP の世界を読み込めませんでした: {error}"}},
	// From why (internal/why, answered by the export's worker: why.js).
	{"page.why.button", Msg{"Which faults mattered?", "どの障害が効いたか調べる"}},
	{"page.why.busy", Msg{"Judging each fault…", "障害を 1 つずつ判定しています…"}},
	{"page.why.failed", Msg{"The faults could not be judged: {error}", "障害を判定できませんでした: {error}"}},
	// From why (internal/why's Make it smaller, in the export's worker: panels.js).
	{"page.shrink.button", Msg{"Make it smaller", "最小の実行にする"}},
	// The button's name for a screen reader: its text first (WCAG 2.5.3).
	{"page.shrink.buttonLabel", Msg{"Make it smaller: keep only the faults that still break {invariant}", "最小の実行にする: 「{invariant}」を破る障害だけを残す"}},
	{"page.shrink.busy", Msg{"Making it smaller…", "手を減らしています…"}},
	// From compare.go.
	{"page.view.label", Msg{"View", "表示"}},
	{"page.view.network", Msg{"Network", "ネットワーク"}},
	{"page.view.spacetime", Msg{"Space-time diagram", "時空間図"}},
	{"page.view.boundary", Msg{"Recovery boundary", "復旧境界"}},
	{"page.spacetime.hint", Msg{
		"Time runs down. Hover or focus an arrow to name its message and mark its trace row; the purple line follows the playhead.",
		"時間は下へ進みます。矢印にポインタを重ねるかフォーカスすると、メッセージ名が出てトレースの行が強調されます。紫の線は再生位置を示します。"}},
	{"page.spacetime.runA", Msg{"Run A", "実行 A"}},
	{"page.spacetime.runB", Msg{"Run B", "実行 B"}},
	{"page.boundary.title", Msg{"Recovery boundary", "復旧境界"}},
	{"page.boundary.hint", Msg{
		"Each cell is one run of this scenario, seed, retention and mutations (in “How often it breaks”, 20 runs: this seed and the 19 after it). Click a cell, or focus the map and use the arrow keys and Enter, to set the partition and the deadline.",
		"各セルは、このシナリオ・シード・保持期間・外した防御での 1 回の実行です（「破れる頻度」では、このシードとそれに続く 19 シードの 20 回）。セルをクリックするか、マップにフォーカスして矢印キーと Enter を使うと、分断の長さと期限を設定できます。"}},
	{"page.boundary.byDeadline", Msg{"Partition × deadline", "分断 × 期限"}},
	{"page.boundary.bySeed", Msg{"Partition × seed (first 50 seeds, this deadline)", "分断 × シード（最初の 50 シード、この期限）"}},
	{"page.boundary.byShare", Msg{"How often it breaks (20 seeds a cell)", "破れる頻度（1 マス 20 シード）"}},
	{"page.boundary.rows", Msg{"partition", "分断"}},
	{"page.boundary.colsDeadline", Msg{"deadline", "期限"}},
	{"page.boundary.colsSeed", Msg{"seed", "シード"}},
	{"page.boundary.progress", Msg{"Computing: {done} of {total} rows…", "計算中: {total} 行中 {done} 行…"}},
	{"page.boundary.done", Msg{"{cells} runs in {ms} ms.", "{cells} 回実行しました（{ms} ミリ秒）。"}},
	{"page.boundary.cell", Msg{"partition {partition}, {col}: {outcome}; {broken}", "分断 {partition}、{col}: {outcome}。{broken}"}},
	{"page.boundary.colDeadline", Msg{"deadline t{n}", "期限 t{n}"}},
	{"page.boundary.colSeed", Msg{"seed {n}", "シード {n}"}},
	{"page.boundary.brokenNone", Msg{"no invariant broken", "不変条件は成立"}},
	{"page.boundary.brokenN", Msg{"{n} invariants broken", "{n} 個の不変条件が破れた"}},
	{"page.boundary.na", Msg{"cannot apply to this scenario", "このシナリオには適用できない"}},
	{"page.boundary.current", Msg{"(current)", "（現在）"}},
	{"page.boundary.legendBroken", Msg{"n: invariants broken", "数字: 破れた不変条件の数"}},
	// The map of shares: each cell runs 20 seeds (the page's first); its
	// colour and mark are the page's seed's outcome, its number how many
	// of the seeds break an invariant.
	{"page.boundary.legendShare", Msg{"n: seeds of {runs} that break an invariant (colour: this seed's outcome)", "数字: {runs} シード中、不変条件が破れるシードの数（色: このシードの結果）"}},
	{"page.boundary.cellShare", Msg{
		"partition {partition}, {col}: an invariant breaks in {failing} of {runs} seeds (95% confidence interval {lo}% to {hi}%)",
		"分断 {partition}、{col}: {runs} シード中 {failing} シードで不変条件が破れる（95% 信頼区間 {lo}%〜{hi}%）"}},
	{"page.boundary.noPartition", Msg{"This scenario has no partition to lengthen.", "このシナリオには延ばせる分断がありません。"}},
	// From embed.go.
	{"page.embed.tooShort", Msg{"This frame is less than the 560 pixels tall the simulator needs: scroll to see all of it, or ask the course to make it taller.",
		"このフレームはシミュレーターに必要な高さ（560 ピクセル）より低いため、スクロールして全体を表示してください。コースの担当者にフレームを高くするよう依頼することもできます。"}},
	{"page.embed.openFull", Msg{"Open full view ↗", "全体表示で開く ↗"}},
	{"page.embed.openFullLabel", Msg{
		"Open the full simulator at this state in a new tab",
		"この状態のシミュレーターを新しいタブで開く"}},
	// From events.go.
	{"page.view.events", Msg{"Events", "イベント"}},
	// From page.go.
	{"page.export.button", Msg{"Export evidence (.zip)", "エビデンスを書き出す（.zip）"}},
	{"page.export.busy", Msg{"Preparing the evidence…", "エビデンスを準備中…"}},
	{"page.export.done", Msg{"Downloaded {name}", "{name} をダウンロードしました"}},
	{"page.export.failed", Msg{"The export failed: {error}", "書き出しに失敗しました: {error}"}},
	{"page.description", Msg{"A deterministic simulator of partial failure: delay, duplicate, reorder and partition a request from a fixed seed, and see how a stable dedupe key, a persistent first result and an allowed state transition make a retry apply its effect once.",
		"部分故障の決定的シミュレーター: 固定シードから遅延・重複・順序入れ替え・分断を再現し、安定した重複排除キー、永続化された最初の結果、許可された状態遷移によって再送の効果が一度だけ適用されることを確かめます。"}},
	{"page.lead", Msg{
		"A timeout is not proof of failure. Watch a retried order cross a network partition: the dedupe store answers the copy with the first result; the partition's length decides if recovery beats the deadline.",
		"タイムアウトは障害の証明ではありません。注文確定の再送がネットワーク分断を越える様子を見てみましょう。重複排除ストアは、重複した要求に最初の結果を返します。復旧が期限に間に合うかどうかは、分断の長さで決まります。"}},
	{"page.langname", Msg{"English", "日本語"}},
	{"page.language", Msg{"Language", "言語"}},
	{"page.stageTitle", Msg{"Simulation", "シミュレーション"}},
	{"page.stageFrame", Msg{
		"Simulation canvas: client at site A, order service and dedupe store at site B, the network between them",
		"シミュレーション画面：拠点 A のクライアント、拠点 B の注文サービスと重複排除ストア、その間のネットワーク"}},
	{"page.playback", Msg{"Playback", "再生"}},
	{"page.play", Msg{"Play", "再生"}},
	{"page.pause", Msg{"Pause", "一時停止"}},
	{"page.step", Msg{"Step", "1 tick 進む"}},
	{"page.tick", Msg{"Tick", "tick"}},
	{"page.speed", Msg{"Speed", "速度"}},
	{"page.settings", Msg{"Settings", "設定"}},
	{"page.scenario", Msg{"Scenario", "シナリオ"}},
	{"page.partition", Msg{"Partition length (ticks)", "分断の長さ（tick）"}},
	{"page.partition.less", Msg{"Shorter partition (one tick)", "分断を 1 tick 短くする"}},
	{"page.partition.more", Msg{"Longer partition (one tick)", "分断を 1 tick 長くする"}},
	{"page.scrub.back", Msg{"Previous tick", "前の tick"}},
	{"page.scrub.next", Msg{"Next tick", "次の tick"}},
	{"page.deadline", Msg{"Recovery deadline (tick)", "復旧期限（tick）"}},
	{"page.seed", Msg{"Seed", "シード"}},
	{"page.retention", Msg{"Dedupe retention (ticks, 0 = forever)", "重複排除の保持期間（tick、0 = 無期限）"}},
	{"page.processing", Msg{"Processing (ticks, 0 = at once)", "処理時間（tick、0 = 即時）"}},
	{"page.lease", Msg{"Lease (ticks, 0 = 2× processing)", "リース（tick、0 = 処理の 2 倍）"}},
	{"page.mutations", Msg{"Break a defense", "防御を外す"}},
	{"page.outcomeTitle", Msg{"Outcome", "結果"}},
	{"page.invTitle", Msg{"Invariants", "不変条件"}},
	{"page.holds", Msg{"holds", "成立"}},
	{"page.broken", Msg{"BROKEN", "不成立"}},
	{"page.share", Msg{"Copy share link", "共有リンクをコピー"}},
	{"page.shareUrl", Msg{"Share link", "共有リンク"}},
	{"page.copied", Msg{"Link copied.", "リンクをコピーしました。"}},
	{"page.copyFailed", Msg{"Select the link below and copy it.", "下のリンクを選択してコピーしてください。"}},
	{"page.traceTitle", Msg{"Trace (delivery order)", "トレース（配送順）"}},
	{"page.traceHint", Msg{
		"One row per trace entry, in the order the service saw them. The logical sequence sits beside each message: delivery order is not logical order.",
		"トレースの各項目を、サービスが受け取った順に 1 行ずつ示します。各メッセージの横には論理順序を示します。配送順は論理順序と一致するとは限りません。"}},
	{"page.colTick", Msg{"Tick", "tick"}},
	{"page.colEvent", Msg{"Event", "イベント"}},
	{"page.colDelivery", Msg{"Delivery", "配送"}},
	{"page.colSeq", Msg{"Logical seq", "論理順序"}},
	{"page.colEffect", Msg{"Effect", "効果"}},
	{"page.colResult", Msg{"Result", "結果"}},
	{"page.loading", Msg{"Loading the simulator…", "シミュレーターを読み込み中…"}},
	{"page.frameError", Msg{"The simulator could not start: {message}", "シミュレーターを起動できません: {message}"}},
	{"page.noWasm", Msg{"This browser cannot run WebAssembly, which the simulator needs: try a current Chrome, Edge, Firefox or Safari.",
		"このブラウザーはシミュレーターに必要な WebAssembly を実行できません。最新の Chrome、Edge、Firefox、Safari をお試しください。"}},
	{"page.sandboxed", Msg{
		"This page is in a frame sandboxed without allow-same-origin, so the simulator cannot start: its canvas and the learner's saved progress need the page's own origin. Frame it with sandbox=\"allow-scripts allow-same-origin allow-downloads\", or without a sandbox.",
		"このページは allow-same-origin のないサンドボックス化されたフレームに置かれているため、シミュレーターを起動できません。キャンバスと学習者の進捗の保存には、このページ自身のオリジンが必要です。sandbox=\"allow-scripts allow-same-origin allow-downloads\" を付けるか、サンドボックスなしでフレームに入れてください。"}},
	{"page.fileProtocol", Msg{"This page was opened as a file, and a browser will not start the simulator from a file. Serve it over HTTP: run make run in the project and open the address it prints, or put dist/ on any web server (docs/hosting.md, \"Host it yourself\").",
		"このページはファイルとして開かれています。ブラウザーはファイルからシミュレーターを起動しません。HTTP で配信してください。プロジェクトで make run を実行して表示されるアドレスを開くか、dist/ を任意のウェブサーバーに置いてください（手順は docs/hosting.md にあります）。"}},
	// From worlds.go.
	{"page.view.worlds", Msg{"Three worlds", "3 つの世界"}},
}

var _ = add(labels)
