package offpage

// The learner's proposal for the long partition (internal/analysis's
// proposal.go): its evaluation's table, the form the decision view shows
// (words the evidence worker hands the page with each evaluation) and
// failure-analysis.md's part for it.
var _ = add([]entry{
	// The evaluation.
	{"proposal.runs", Msg{
		"Each column is {runs} runs of “{scenario}”: seeds 1 to {seeds}, each at partition lengths 1 to {partitions} ticks.",
		"各列は「{scenario}」の {runs} 回の実行です。シード 1〜{seeds} を、それぞれ分断の長さ 1〜{partitions} tick で実行しました。"}},
	{"proposal.column.yours", Msg{"Your proposal", "あなたの提案"}},
	{"proposal.column.defaults", Msg{"The story’s settings", "シナリオの既定値"}},
	{"proposal.column.alternative", Msg{"Your alternative", "あなたの代替案"}},
	{"proposal.row.deadline", Msg{"Recovery deadline", "復旧期限"}},
	{"proposal.row.retention", Msg{"Dedupe retention", "重複排除ストアの保持期間"}},
	{"proposal.row.reconcile", Msg{"After the deadline", "期限のあと"}},
	{"proposal.row.uncertain", Msg{"Users without a definite answer at the deadline", "期限の時点で確定した結果を受け取っていない利用者"}},
	{"proposal.row.unsettled", Msg{"Users never given a final answer", "最終的な結果を受け取れないままの利用者"}},
	{"proposal.row.compensated", Msg{"Effects undone by compensation", "補償で取り消す処理"}},
	{"proposal.row.wait", Msg{"Longest wait for the final answer after the deadline", "期限から最終的な結果までの最長の待ち時間"}},
	{"proposal.row.residual", Msg{"Runs with messages still held at the deadline", "期限の時点で保留中のメッセージが残る実行"}},
	{"proposal.row.duplicate", Msg{"Runs where a command takes effect twice", "同じコマンドが 2 回反映される実行"}},
	{"proposal.row.broken", Msg{"Runs that break an invariant", "不変条件が破れる実行"}},
	{"proposal.share.users", Msg{"{pct}% ({n} of {of} users)", "{pct}%（{of} 人中 {n} 人）"}},
	{"proposal.share.runs", Msg{"{pct}% ({n} of {of} runs)", "{pct}%（{of} 回中 {n} 回）"}},
	{"proposal.ticks", Msg{"{n} ticks", "{n} tick"}},
	{"proposal.tick", Msg{"1 tick", "1 tick"}},
	{"proposal.brokenNone", Msg{"none", "なし"}},
	{"proposal.broken", Msg{"{n} of {of} runs ({pct}%, on {seeds} seeds): {names}", "{of} 回中 {n} 回（{pct}%、シード {seeds} 個）: {names}"}},
	{"proposal.brokenOne", Msg{"“{invariant}” in {runs}", "「{invariant}」が {runs} 回"}},
	{"proposal.failure", Msg{
		"seed {seed}, partition length {partition}: “{invariant}” breaks at tick {tick}",
		"シード {seed}、分断 {partition} tick: tick {tick} で「{invariant}」が破れる"}},
	{"proposal.policy.read-back", Msg{"read back: “uncertain”, then the stored result", "照合: 「不確定」と伝え、あとで保存済みの結果を伝える"}},
	{"proposal.policy.compensate", Msg{"compensate: “not done”, and undo what took effect", "補償: 「未完了」と伝え、反映された処理は取り消す"}},
	{"proposal.policy.hold", Msg{"hold: nothing, the user waits for the result", "待機: 何も伝えず、利用者は結果が出るまで待つ"}},
	{"proposal.problem", Msg{
		"Not evaluated as written: {column}, {field}: {reason}",
		"このままでは評価できません。{column}の{field}: {reason}"}},
	{"proposal.field.deadline", Msg{"recovery deadline", "復旧期限"}},
	{"proposal.field.retention", Msg{"dedupe retention", "保持期間"}},
	{"proposal.field.reconcile", Msg{"what users are told after the deadline", "期限のあとに利用者へ伝える内容"}},
	{"proposal.range", Msg{"enter a whole number from {lo} to {hi}.", "{lo}〜{hi} の整数を入力してください。"}},
	{"proposal.choose", Msg{"choose one.", "一つ選んでください。"}},

	// The Markdown (`coordsim propose`, failure-analysis.md).
	{"proposal.md.evaluation", Msg{"The engine’s evaluation", "エンジンによる評価"}},
	{"proposal.md.measure", Msg{"Measure", "指標"}},
	{"proposal.md.failures", Msg{"Seeds that break an invariant", "不変条件が破れるシード"}},
	{"proposal.md.noFailure", Msg{"no seed breaks an invariant.", "不変条件が破れるシードはありません。"}},
	{"proposal.md.failing", Msg{
		"{seeds} seeds break one; the first {shown}, each at its shortest failing partition:",
		"{seeds} 個のシードで破れます。最初の {shown} 個を、それぞれ破れる最短の分断の長さで示します:"}},
	{"proposal.md.command", Msg{
		"The same figures: `{command}`.",
		"同じ数値は `{command}` で得られます。"}},

	// The form (view=decision).
	{"proposal.page.title", Msg{"Your proposal for the long partition", "長い分断への提案"}},
	{"proposal.page.hint", Msg{
		"Propose how the service handles a long partition between the sites. The engine runs your proposal, the story’s settings and one alternative over many seeds and partition lengths; the contract and the trade-off are yours to write.",
		"拠点間の長い分断をサービスがどう扱うかを提案します。エンジンは、あなたの提案、シナリオの既定値、代替案を多くのシードと分断の長さで実行します。利用者との約束とトレードオフは、あなた自身の言葉で書きます。"}},
	{"proposal.page.deadline", Msg{"Recovery deadline (tick)", "復旧期限（tick）"}},
	{"proposal.page.retention", Msg{"Dedupe retention (ticks; 0 keeps entries forever)", "保持期間（tick。0 は無期限に保持）"}},
	{"proposal.page.reconcile", Msg{"What users told “uncertain” are told after the deadline", "期限に「不確定」となった利用者へ、そのあと伝える内容"}},
	{"proposal.page.contract", Msg{"The user contract: what a user is told, and when", "利用者との約束: いつ、何を伝えるか"}},
	{"proposal.page.why", Msg{"Your decision and its trade-off", "あなたの判断とトレードオフ"}},
	{"proposal.page.theirs", Msg{"Your words: the engine does not check them.", "あなたの言葉です。エンジンは確認しません。"}},
	{"proposal.page.alternative", Msg{"Compare with an alternative", "代替案と比べる"}},
	{"proposal.page.evaluate", Msg{"Evaluate", "評価する"}},
	{"proposal.page.busy", Msg{"Running {runs} runs…", "{runs} 回実行しています…"}},
	{"proposal.page.comparing", Msg{"Your proposal is in the first column; now the story’s settings beside it…", "1 列目があなたの提案です。続いてシナリオの既定値を並べています…"}},
	{"proposal.page.done", Msg{"{runs} runs in {ms} ms.", "{runs} 回の実行（{ms} ミリ秒）。"}},
	{"proposal.page.none", Msg{"no seed breaks an invariant.", "不変条件が破れるシードはありません。"}},
	{"proposal.page.command", Msg{"The command that prints the same figures:", "同じ数値を出力するコマンド:"}},
	{"proposal.page.stale", Msg{"Changed since the last evaluation: evaluate again.", "前回の評価から変更されています。もう一度評価してください。"}},

	// failure-analysis.md's part for it.
	{"evidence.proposal.title", Msg{"Failure analysis: your proposal for the long partition", "障害分析: 長い分断への提案"}},
	{"evidence.proposal.lead", Msg{
		"Your proposal as you saved it, evaluated again by the engine for this file. The contract and the trade-off are your words, quoted; the engine does not check them.",
		"保存された提案を、このファイルのためにエンジンがもう一度評価しました。利用者との約束とトレードオフはあなたの言葉をそのまま引用しており、エンジンは確認しません。"}},
	{"evidence.proposal.none", Msg{
		"No proposal yet: write one in the page’s decision record (view=decision).",
		"提案はまだありません。ページの「判断記録」で書きます。"}},
	{"evidence.proposal.contract", Msg{"The user contract (your words)", "利用者との約束（あなたの言葉）"}},
	{"evidence.proposal.why", Msg{"Your decision and its trade-off (your words)", "判断とトレードオフ（あなたの言葉）"}},
	{"evidence.proposal.noText", Msg{"(not written)", "（未記入）"}},
	{"evidence.proposal.machine", Msg{
		"Appendix: the machine’s analysis of this run",
		"付録: この実行に対するエンジンによる分析"}},
	{"evidence.proposal.machineLead", Msg{
		"What follows is computed, not written by the learner: `coordsim analyze` gives the same.",
		"以下は学習者が書いたものではなく、計算したものです。`coordsim analyze` で同じものが得られます。"}},
})
