package catalog

// The page's views (view=network|spacetime|boundary), the comparison of two
// runs (b.-prefixed parameters) and the recovery boundary map. Static
// labels are page.* so they ship in labels.js; the sentences about a pair
// of runs are built by wasm/panel from the engine's facts.
var _ = add(map[string]Msg{
	// The view switcher.
	"page.view.label":     {"View", "表示"},
	"page.view.network":   {"Network", "ネットワーク"},
	"page.view.spacetime": {"Space-time diagram", "時空間図"},
	"page.view.boundary":  {"Recovery boundary", "復旧境界"},
	"page.spacetime.hint": {
		"Time runs down. Hover or focus an arrow to name its message and mark its trace row; the purple line follows the playhead.",
		"時間は下へ進みます。矢印にポインタを重ねるかフォーカスすると、メッセージ名が出てトレースの行が強調されます。紫の線は再生位置です。"},
	"page.spacetime.runA": {"Run A", "実行 A"},
	"page.spacetime.runB": {"Run B", "実行 B"},

	// Comparing two runs.
	"page.compare.title": {"Compare two runs", "2 つの実行を比較"},
	"page.compare.with":  {"Compare with…", "比較する相手…"},
	"page.compare.stop":  {"Stop comparing", "比較をやめる"},
	"page.compare.jump":  {"Go to the first difference", "最初の違いへ移動"},
	"page.compare.run":   {"{run}: {title}, seed {seed}, partition {partition}, deadline t{deadline}, mutations: {mutations}", "{run}: {title}、シード {seed}、分断 {partition}、期限 t{deadline}、変異: {mutations}"},
	"page.compare.none":  {"none", "なし"},
	"page.compare.never": {"never", "なし"},
	"page.compare.same":  {"The two traces are identical: A and B are the same run.", "2 つのトレースは同一です。A と B は同じ実行です。"},
	"page.compare.outcome": {
		"Outcome: A {a}; B {b}.", "結果: A は{a}、B は{b}。"},
	"page.compare.recovery": {
		"Recovery (the partition's end): A at tick {a}; B at tick {b}.", "復旧（分断の終了）: A は tick {a}、B は tick {b}。"},
	"page.compare.held": {
		"Held by the partition: A {a} messages ({ad} still held at the deadline); B {b} ({bd} at the deadline).",
		"分断で保留: A は {a} 通（期限時点で {ad} 通が保留中）、B は {b} 通（期限時点で {bd} 通）。"},
	"page.compare.user": {"{command}: A tells its user “{a}”; B tells “{b}”.", "{command}: A は利用者に「{a}」、B は「{b}」と伝えます。"},
	"page.compare.invariants": {
		"Broken invariants: A {a}; B {b}.", "破れた不変条件: A は {a}、B は {b}。"},
	"page.compare.finalState": {"Final state: A {a}; B {b}.", "最終状態: A は {a}、B は {b}。"},
	"page.compare.diverge": {
		"The traces part at row {row} (tick {tick}); it is marked in the trace.", "トレースは {row} 行目（tick {tick}）で分かれます。トレースで強調しています。"},
	"page.compare.blind": {
		"Ticks {from}–{to}: the client cannot tell A from B (it sent and received the same), although the service already holds something different from tick {from}.",
		"tick {from}–{to}: クライアントには A と B の区別がつきません（送受信は同じ）。しかしサービスが保持するものは tick {from} から既に違います。"},
	"page.compare.clientSees": {
		"The clients' views are the same through tick {through}; the service differs from tick {server}.",
		"クライアントの見え方は tick {through} まで同じです。サービスは tick {server} から違います。"},
	"page.compare.serverSame": {
		"The service holds the same in A and B throughout; the clients' views are the same through tick {through}.",
		"サービスが保持するものは A と B で終始同じです。クライアントの見え方は tick {through} まで同じです。"},
	// Marks on the scrubber's track in compare mode.
	"page.compare.markDiverge": {"First difference between A and B: tick {tick}", "A と B の最初の違い: tick {tick}"},
	"page.compare.markBlind": {
		"Ticks {from}–{to}: the client cannot tell A from B, although the service differs",
		"tick {from}–{to}: サービスは違うのに、クライアントには A と B の区別がつかない"},
	// Compare mode on the canvas: a pane per run, and the first difference
	// marked on both timelines.
	"scene.compare.runA":    {"Run A", "実行 A"},
	"scene.compare.runB":    {"Run B", "実行 B"},
	"scene.compare.diverge": {"first difference {tick}", "最初の違い {tick}"},
	// Run B's trace beside A's.
	"page.compare.traceA": {"Run A", "実行 A"},
	"page.compare.traceB": {"Run B", "実行 B"},
	// What is the same in both runs, after what differs.
	"page.compare.sameIn":            {"The same in both runs: {list}.", "両方の実行で同じもの: {list}。"},
	"page.compare.aspect.outcome":    {"outcome", "結果"},
	"page.compare.aspect.recovery":   {"recovery tick", "復旧の tick"},
	"page.compare.aspect.held":       {"held messages", "保留メッセージ"},
	"page.compare.aspect.users":      {"what each user is told", "各利用者への通知"},
	"page.compare.aspect.invariants": {"broken invariants", "破れた不変条件"},
	"page.compare.offer.partition":   {"Partition {n} against this run", "分断 {n} とこの実行"},
	"page.compare.offer.scenario":    {"“{title}” against this run", "「{title}」とこの実行"},
	"page.compare.offer.mutation":    {"“{mutation}” against this run", "「{mutation}」とこの実行"},

	// The recovery boundary map.
	"page.boundary.title": {"Recovery boundary", "復旧境界"},
	"page.boundary.hint": {
		"Each cell is one run of this scenario, seed, retention and mutations. Click a cell, or focus the map and use the arrow keys and Enter, to set the partition and the deadline.",
		"各セルはこのシナリオ・シード・保持期間・変異での 1 回の実行です。セルをクリックするか、マップにフォーカスして矢印キーと Enter で分断の長さと期限を設定します。"},
	"page.boundary.byDeadline":   {"Partition × deadline", "分断 × 期限"},
	"page.boundary.bySeed":       {"Partition × seed (first 50 seeds, this deadline)", "分断 × シード（最初の 50 シード、この期限）"},
	"page.boundary.rows":         {"partition", "分断"},
	"page.boundary.colsDeadline": {"deadline", "期限"},
	"page.boundary.colsSeed":     {"seed", "シード"},
	"page.boundary.progress":     {"Computing: {done} of {total} rows…", "計算中: {total} 行中 {done} 行…"},
	"page.boundary.done":         {"{cells} runs in {ms} ms.", "{cells} 回の実行、{ms} ms。"},
	"page.boundary.cell":         {"partition {partition}, {col}: {outcome}; {broken}", "分断 {partition}、{col}: {outcome}。{broken}"},
	"page.boundary.colDeadline":  {"deadline t{n}", "期限 t{n}"},
	"page.boundary.colSeed":      {"seed {n}", "シード {n}"},
	"page.boundary.brokenNone":   {"no invariant broken", "不変条件は成立"},
	"page.boundary.brokenN":      {"{n} invariants broken", "{n} 個の不変条件が破れた"},
	"page.boundary.na":           {"cannot apply to this scenario", "このシナリオには適用できない"},
	"page.boundary.current":      {"(current)", "（現在）"},
	"page.boundary.legendBroken": {"invariants broken", "不変条件が破れた"},
	"page.boundary.noPartition":  {"This scenario has no partition to lengthen.", "このシナリオには延ばせる分断がありません。"},
})
