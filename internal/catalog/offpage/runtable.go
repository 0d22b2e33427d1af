package offpage

// The run table's words (internal/render.RunTableIn): what `coordsim run`
// prints and the evidence's trace.txt holds; the page never prints one
// (a program that does imports this package: the CLI and the export's
// worker through internal/evidence; render's and the engine's tests). Codes stay codes in both
// languages (entry kinds, delivery modes, effects, outcomes, invariants,
// rejection codes, event ids, keys, states); the words around them are
// here. The English is the table's bytes as they have always been.
var _ = add([]entry{
	// The parameters line; {params} is the runtable.param.* parts joined by
	// page.list.separator.
	{"runtable.header", Msg{"scenario {scenario}, seed {seed}, {params}", "シナリオ {scenario}、シード {seed}、{params}"}},
	{"runtable.param.partition", Msg{"partition {ticks} ticks", "分断の長さ {ticks} tick"}},
	{"runtable.param.partitionScenario", Msg{"partition as in the scenario", "分断の長さはシナリオどおり"}},
	{"runtable.param.deadline", Msg{"deadline {tick}", "復旧期限 tick {tick}"}},
	{"runtable.param.retention", Msg{"retention {ticks} ticks", "保持期間 {ticks} tick"}},
	{"runtable.param.retentionForever", Msg{"retention forever", "保持期間は無期限"}},
	{"runtable.param.processing", Msg{"processing {ticks} ticks, lease {lease}", "処理時間 {ticks} tick、リース {lease} tick"}},
	{"runtable.param.noMutations", Msg{"no mutations", "外した防御なし"}},
	{"runtable.param.mutations", Msg{"mutations {mutations}", "外した防御 {mutations}"}},

	// Column headings (the # column is # in both).
	{"runtable.col.tick", Msg{"TICK", "tick"}},
	{"runtable.col.kind", Msg{"KIND", "種類"}},
	{"runtable.col.event", Msg{"EVENT", "イベント"}},
	{"runtable.col.delivery", Msg{"DELIVERY", "配送"}},
	{"runtable.col.seq", Msg{"SEQ", "論理順序"}},
	{"runtable.col.effect", Msg{"EFFECT", "効果"}},
	{"runtable.col.result", Msg{"RESULT", "結果"}},

	// The RESULT column: the state answered, the rejection, or what a
	// control entry did (a generated run's other entries take their note).
	{"runtable.result.state", Msg{"state {state}", "状態 {state}"}},
	{"runtable.result.stateLost", Msg{"state {state} written, answer lost", "状態 {state} を書き込み、応答は消失"}},
	{"runtable.result.rejected", Msg{"rejected: {code}", "拒否: {code}"}},
	{"runtable.result.recovery", Msg{"generation {generation}, {kept} dedupe entries kept", "世代 {generation}、重複排除エントリ {kept} 件を保持"}},
	{"runtable.result.crash", Msg{"volatile memory lost; generation {generation} begins", "揮発メモリを消失。世代 {generation} が始まる"}},
	{"runtable.result.restart", Msg{"the service accepts requests again", "サービスが再び要求を受け付ける"}},

	// The recovery outcome; {recovery} is one of the three below.
	{"runtable.outcome", Msg{
		"outcome: {outcome} ({recovery}, deadline {deadline}; released {released}, residual {residual}, held at deadline {held})",
		"結果: {outcome}（{recovery}、復旧期限 tick {deadline}。分断明けに解放 {released} 通、未解放 {residual} 通、期限時点で保留中 {held} 通）"}},
	{"runtable.outcome.recovery", Msg{"recovery tick {tick}", "復旧 tick {tick}"}},
	{"runtable.outcome.noPartition", Msg{"no partition", "分断なし"}},
	{"runtable.outcome.never", Msg{"the partition never ends", "分断は終わらない"}},
	// {order} is the logical sequences in delivery order, separated by
	// spaces; {reorder} is runtable.reorder.yes or .no.
	{"runtable.final", Msg{
		"final state: {state}; delivery order (logical sequence): {order}; reorder observed: {reorder}",
		"最終状態: {state}。配送順（論理順序）: {order}。順序入替: {reorder}"}},
	{"runtable.reorder.yes", Msg{"true", "あり"}},
	{"runtable.reorder.no", Msg{"false", "なし"}},

	// What each user is shown: key, status (a code), then one of these.
	{"runtable.users", Msg{"what each user is shown at the deadline:", "期限時点で各利用者に表示される内容:"}},
	{"runtable.user.state", Msg{"state {state} (answer to {event})", "状態 {state}（{event} への応答）"}},
	{"runtable.user.rejected", Msg{"rejected: {code} (answer to {event})", "拒否: {code}（{event} への応答）"}},
	{"runtable.user.flagged", Msg{"{message} (flagged)", "{message}（照合対象）"}},
	{"runtable.user.unflagged", Msg{"{message} (NOT flagged: nobody will reconcile it)", "{message}（照合対象外: 誰も照合しない）"}},

	// The invariants. {row} is the # column's number of the first entry
	// that broke it. {detail} is, in English, the engine's own account;
	// in another language, runtable.invariant.broke* from the entry's facts.
	{"runtable.invariants", Msg{"invariants:", "不変条件:"}},
	{"runtable.invariant.ok", Msg{"  ok    {name}", "  成立  {name}"}},
	{"runtable.invariant.fail", Msg{"  FAIL  {name} at trace #{row} (tick {tick}): {detail}", "  違反  {name}（トレース #{row}、tick {tick}）: {detail}"}},
	{"runtable.invariant.broke", Msg{"“{title}” first broke at {event}: {what}", "「{title}」が {event} で最初に破れました（{what}）"}},
	{"runtable.invariant.brokeAt", Msg{"“{title}” first broke at {event}", "「{title}」が {event} で最初に破れました"}},
	{"runtable.invariant.brokeRun", Msg{"“{title}” is broken by the run as a whole", "「{title}」が実行全体として破れています"}},

	{"runtable.sha", Msg{"trace sha256 {sha}", "トレースの SHA-256: {sha}"}},
	// --link: the run's share link, which says what run it shows.
	{"runtable.link", Msg{"share link {url}", "共有リンク: {url}"}},
})
