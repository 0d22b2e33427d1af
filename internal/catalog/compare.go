package catalog

// The page's views (view=network|spacetime|boundary), the comparison of two
// runs (b.-prefixed parameters) and the recovery boundary map. Static
// labels are page.* so they ship in labels.js; the sentences about a pair
// of runs are built by wasm/panel from the engine's facts.
var _ = add([]entry{
	// The view switcher.

	// Comparing two runs.
	{"page.compare.title", Msg{"Compare two runs", "2 つの実行を比較"}},
	{"page.compare.with", Msg{"Compare with…", "比較する相手…"}},
	{"page.compare.stop", Msg{"Stop comparing", "比較をやめる"}},
	{"page.compare.jump", Msg{"Go to the first difference", "最初の違いへ移動"}},
	{"page.compare.run", Msg{"{run}: {title}, seed {seed}, partition {partition}, deadline t{deadline}, mutations: {mutations}", "{run}: {title}、シード {seed}、分断 {partition}、期限 t{deadline}、外した防御: {mutations}"}},
	{"page.compare.none", Msg{"none", "なし"}},
	{"page.compare.never", Msg{"never", "なし"}},
	{"page.compare.same", Msg{"The two traces are identical: A and B are the same run.", "2 つのトレースは同一です。A と B は同じ実行です。"}},
	{"page.compare.outcome", Msg{
		"Outcome: A {a}; B {b}.", "結果: A は{a}、B は{b}。"}},
	{"page.compare.recovery", Msg{
		"Recovery (the partition's end): A at tick {a}; B at tick {b}.", "復旧（分断の終了）: A は tick {a}、B は tick {b}。"}},
	{"page.compare.held", Msg{
		"Held by the partition: A {a} messages ({ad} still held at the deadline); B {b} ({bd} at the deadline).",
		"分断で保留: A は {a} 通（期限時点で {ad} 通が保留中）、B は {b} 通（期限時点で {bd} 通）。"}},
	{"page.compare.user", Msg{"{command}: A tells its user “{a}”; B tells “{b}”.", "{command}: A は利用者に「{a}」、B は「{b}」と伝えます。"}},
	{"page.compare.invariants", Msg{
		"Broken invariants: A {a}; B {b}.", "破れた不変条件: A は {a}、B は {b}。"}},
	{"page.compare.finalState", Msg{"Final state: A {a}; B {b}.", "最終状態: A は {a}、B は {b}。"}},
	{"page.compare.diverge", Msg{
		"The traces part at row {row} (tick {tick}); it is marked in the trace.", "トレースは {row} 行目（tick {tick}）で分かれます。トレースで強調しています。"}},
	{"page.compare.blind", Msg{
		"Ticks {from}–{to}: the client cannot tell A from B (it sent and received the same), although the service already holds something different from tick {from}.",
		"tick {from}–{to}: クライアントには A と B の区別がつきません（送受信は同じ）。ただし、サービスが保持する内容は tick {from} から既に異なります。"}},
	{"page.compare.clientSees", Msg{
		"The clients' views are the same through tick {through}; the service differs from tick {server}.",
		"クライアントの見え方は tick {through} まで同じです。サービスは tick {server} から違います。"}},
	{"page.compare.serverSame", Msg{
		"The service holds the same in A and B throughout; the clients' views are the same through tick {through}.",
		"サービスが保持する内容は A と B で終始同じです。クライアントの見え方は tick {through} まで同じです。"}},
	// Marks on the scrubber's track in compare mode.
	{"page.compare.markDiverge", Msg{"First difference between A and B: tick {tick}", "A と B の最初の違い: tick {tick}"}},
	{"page.compare.markBlind", Msg{
		"Ticks {from}–{to}: the client cannot tell A from B, although the service differs",
		"tick {from}–{to}: サービスは違うのに、クライアントには A と B の区別がつかない"}},
	// Compare mode on the canvas: a pane per run, and the first difference
	// marked on both timelines.
	{"scene.compare.runA", Msg{"Run A", "実行 A"}},
	{"scene.compare.runB", Msg{"Run B", "実行 B"}},
	{"scene.compare.diverge", Msg{"first difference {tick}", "最初の違い {tick}"}},
	// Run B's trace beside A's.
	{"page.compare.traceA", Msg{"Run A", "実行 A"}},
	{"page.compare.traceB", Msg{"Run B", "実行 B"}},
	// What is the same in both runs, after what differs.
	{"page.compare.sameIn", Msg{"The same in both runs: {list}.", "{list}は両方の実行で同じです。"}},
	{"page.compare.aspect.outcome", Msg{"outcome", "結果"}},
	{"page.compare.aspect.recovery", Msg{"recovery tick", "復旧の tick"}},
	{"page.compare.aspect.held", Msg{"held messages", "保留メッセージ"}},
	{"page.compare.aspect.users", Msg{"what each user is told", "各利用者への通知"}},
	{"page.compare.aspect.invariants", Msg{"broken invariants", "破れた不変条件"}},
	{"page.compare.yourFaults", Msg{"; your interventions: {faults}", "。あなたの介入: {faults}"}},
	{"page.compare.yourEvents", Msg{"; your own events", "。あなたが定義したイベント"}},
	{"page.compare.offer.original", Msg{"The story as it was, without your changes", "変更前のシナリオ（あなたの変更なし）"}},
	{"page.compare.offer.partition", Msg{"Partition {n} against this run", "分断 {n} とこの実行"}},
	{"page.compare.offer.scenario", Msg{"“{title}” against this run", "「{title}」とこの実行"}},
	{"page.compare.offer.mutation", Msg{"“{mutation}” against this run", "「{mutation}」とこの実行"}},

	// The recovery boundary map.
})
