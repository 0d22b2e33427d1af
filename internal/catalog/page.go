package catalog

import "strings"

// PagePrefix starts every key of the page's own words: its static labels
// (index.html's data-i18n keys) and the sentences wasm/panel builds.
const PagePrefix = "page."

// Page is every page.* message in lang, by key: the label table the site
// ships as a generated script, so the page is labelled before its WASM runs.
func Page(lang string) map[string]string {
	out := map[string]string{}
	for k, m := range messages {
		if strings.HasPrefix(k, PagePrefix) {
			out[k] = m.In(lang)
		}
	}
	return out
}

// The page's words.
var _ = add([]entry{
	// The evidence export's control (the words of the export itself: offpage).
	// Static labels, by their data-i18n key in index.html.
	{"page.title", Msg{"Coordination Simulator Lab", "分散協調シミュレーター"}},
	// langname is each language's own name, for the language picker.
	// A frame sandboxed without allow-same-origin (assets/app.js).

	// The legend: one entry per token the canvas draws (panel.LegendCodes).
	{"page.legend", Msg{"Tokens:", "メッセージ:"}},
	{"page.legend.request", Msg{"request on its way", "送信中の要求"}},
	{"page.legend.held", Msg{"held by the partition", "分断で保留"}},
	{"page.legend.applied", Msg{"applied", "適用"}},
	{"page.legend.replayed", Msg{"replayed from the store", "ストアからの再送応答"}},
	{"page.legend.rejected", Msg{"rejected", "拒否"}},
	{"page.legend.read", Msg{"read", "読み取り"}},
	{"page.legend.copy", Msg{"second copy made by the network", "ネットワークが作った 2 通目"}},
	{"page.legend.lost", Msg{"lost message", "消失したメッセージ"}},
	{"page.legend.down", Msg{"service crashed (down)", "サービスがクラッシュ（停止中）"}},
	{"page.legend.by-you", Msg{"your move (double frame)", "あなたの操作（二重枠）"}},

	// Sentences about one run, built by wasm/panel.
	{"page.told.all", Msg{"Every user gets a definite answer by the deadline.", "期限までに全員が確定した応答を受け取ります。"}},
	{"page.user.reconciled", Msg{
		"Reconciled after the deadline, at tick {tick}: told {answer} (trace row {row}).",
		"期限後の照合（tick {tick}）: {answer}と伝えます（トレース {row} 行目）。"}},
	{"page.reconciled.state", Msg{"state {state}", "状態 {state}"}},
	{"page.trace.reconciled", Msg{
		"Reconciliation: the user of {command}, told “uncertain” at the deadline, is told {answer} at tick {tick}.",
		"照合: 期限に「不確定」と伝えた {command} の利用者に、tick {tick} で{answer}と伝えます。"}},
	{"page.told.allBroken", Msg{
		"Every user gets a definite answer by the deadline, but a definite answer can still be wrong: read the broken invariants below.",
		"期限までに全員が確定した応答を受け取ります。ただし、確定した応答が誤っていることもあります。下の破れた不変条件を確認してください。"}},
	{"page.outcome.broken", Msg{
		"{outcome} Whatever the deadline says, this run is not safe. Broken: {names}.",
		"{outcome}期限に間に合ったかどうかにかかわらず、この実行は安全ではありません。破れた不変条件: {names}。"}},
	{"page.told.some", Msg{
		"{uncertain} of {users} users get no answer by the deadline: they are told “{told}” and the order is checked again after recovery.",
		"利用者 {users} 人のうち {uncertain} 人は期限までに応答を受け取れません。「{told}」と伝えられ、復旧後に注文があらためて確認されます。"}},
	{"page.user.uncertain", Msg{"{command}: no answer by the deadline, told “{told}”", "{command}: 期限までに応答なし。「{told}」と表示"}},
	{"page.user.rejected", Msg{"{command}: definite answer, rejected ({reason}), nothing changed", "{command}: 確定した応答。拒否（{reason}）、変更なし"}},
	{"page.user.state", Msg{"{command}: definite answer, order {order} is {state}", "{command}: 確定した応答。注文 {order} は {state}"}},
	{"page.users", Msg{"What each of the {users} users is told", "{users} 人の利用者に伝えられること"}},
	{"page.users.uncertain", Msg{
		"What each of the {users} users is told ({uncertain} uncertain)",
		"{users} 人の利用者に伝えられること（不確定 {uncertain} 人）"}},
	{"page.counts", Msg{
		"Messages: {messages} · lost: {dropped} · copied by the network: {duplicated} · held by the partition: {buffered} · still held at the deadline: {held} · transitions applied: {applied} · replayed from the store: {replayed} · crashes: {crashes}",
		"メッセージ: {messages} · 消失: {dropped} · ネットワークによる複製: {duplicated} · 分断で保留: {buffered} · 期限時点でまだ保留: {held} · 適用された遷移: {applied} · ストアからの再送応答: {replayed} · クラッシュ: {crashes}"}},
	{"page.invariants.all", Msg{"All {count} invariants hold.", "{count} 個の不変条件がすべて成り立っています。"}},
	{"page.invariants.broken", Msg{"Broken invariants: {names}.", "破れた不変条件: {names}。"}},
	{"page.list.separator", Msg{", ", "、"}},
	{"page.invariant.broke", Msg{
		"First broken at tick {tick} by {event}: {what}.",
		"tick {tick} の {event} で最初に破れました: {what}。"}},
	{"page.invariant.brokeBy", Msg{"First broken at tick {tick} by {event}.", "tick {tick} の {event} で最初に破れました。"}},
	{"page.jump", Msg{"Go to tick {tick}", "tick {tick} へ移動"}},
	{"page.jump.label", Msg{"Go to tick {tick}, where {name} first broke", "tick {tick} へ移動（{name} が最初に破れた所）"}},
	{"page.announce.outcome", Msg{"Outcome: {outcome}.", "結果: {outcome}。"}},
	{"page.announce.scenario", Msg{"Scenario: {title}.", "シナリオ: {title}。"}},

	// Trace notes, chosen from the entry's facts.
	{"page.note.timeout", Msg{"no answer yet; retrying with the same dedupe key", "まだ応答なし。同じ重複排除キーで再送"}},
	{"page.note.duplicated", Msg{"the network delivers a second copy", "ネットワークが 2 通目を配送"}},
	{"page.note.ignored", Msg{"the client already has its answer", "クライアントは応答を受け取り済み"}},
	{"page.note.lost", Msg{"lost by the network", "ネットワークで消失"}},
	{"page.note.claimed", Msg{"claimed the record: in progress until t{until}, lease until t{lease}", "レコードを確保: t{until} まで処理中、リースは t{lease} まで"}},
	{"page.note.reclaimed", Msg{"the last claim's lease had run out: claimed again, in progress until t{until}, lease until t{lease}", "前の確保のリースが切れたため再確保: t{until} まで処理中、リースは t{lease} まで"}},
	{"page.note.processing", Msg{"in progress until t{until}; no dedupe store, so no record is claimed", "t{until} まで処理中。重複排除ストアがないのでレコードは確保しない"}},
	{"page.note.claimedUnstored", Msg{"in progress until t{until}; nothing is stored until the commit (claim not atomic)", "t{until} まで処理中。コミットまで何も保存しない（確保がアトミックでない）"}},
	{"page.note.inProgress", Msg{"the record is in progress: \"retry later\" (409), nothing done", "レコードは処理中: 「後で再送」（409）を返し、何もしない"}},
	{"page.note.inProgressAnswer", Msg{"in progress (409): the client retries when its timer fires", "処理中（409）: クライアントはタイマーが切れたら再送"}},
	{"page.note.leaseLost", Msg{"its lease ran out and another attempt claimed the record: the result is discarded", "リースが切れ、別の試行がレコードを確保したため、結果は破棄"}},
	{"page.note.service-down", Msg{"the service is down after a crash", "サービスはクラッシュで停止中"}},

	// Problems with URL values: a reason (by share.Problem's code) inside
	// one of two sentences (with or without a value used instead).
	// {value} is escaped and cut (share.Shown); {cut} is page.problem.cut
	// when it was cut, else empty.
	{"page.problem.fallback", Msg{
		"The URL's {field} value “{value}”{cut} {reason}; using {fallback} instead.",
		"URL の {field} の値「{value}」{cut}は{reason}。代わりに {fallback} を使います。"}},
	{"page.problem.ignored", Msg{
		"The URL's {field} value “{value}”{cut} {reason}; it is ignored.",
		"URL の {field} の値「{value}」{cut}は{reason}。無視します。"}},
	// After share.MaxProblems problems, the rest in one line.
	{"page.problem.more.sentence", Msg{
		"And {count} more problems with the URL's values, not listed.",
		"URL の値の問題はほかに {count} 件あります（一覧にはありません）。"}},
	// A call into the page's program failed (a bug): the page shows the
	// last run it could (wasm/bridge/guard.go). {value} is what failed.
	{"page.problem.failed.sentence", Msg{
		"The simulator could not show this change ({value}{cut}), so it still shows the last run it could. Please report the page's link to the course.",
		"シミュレーターはこの変更を表示できませんでした（{value}{cut}）。最後に表示できた実行をそのまま表示しています。このページのリンクをコースの担当者に知らせてください。"}},
	// The engine refused the state a change made (a bug: share keeps only
	// what runs): the page shows the lesson's run instead (respond.go).
	{"page.problem.failed-lesson.sentence", Msg{
		"The simulator could not show this change ({value}{cut}), so it shows the lesson's run instead. Please report the page's link to the course.",
		"シミュレーターはこの変更を表示できませんでした（{value}{cut}）。代わりに教材の実行を表示しています。このページのリンクをコースの担当者に知らせてください。"}},
	{"page.problem.cut", Msg{" ({length} characters long, shortened here)", "（全 {length} 文字。ここでは省略）"}},
	{"page.problem.range", Msg{"must be a whole number from {min} to {max}", "{min} から {max} の整数である必要があります"}},
	{"page.problem.integer", Msg{"must be a whole number, 0 or more", "0 以上の整数である必要があります"}},
	{"page.problem.choice", Msg{"is not one of the values this page offers", "このページで選べる値ではありません"}},
	{"page.problem.unknown-mutation", Msg{"is not a known mutation", "外せる防御のどれでもありません"}},
	{"page.problem.past-end", Msg{"is past the end of this run", "この実行の最後より後です"}},
	// A value the engine cannot run with the link's others, such as a
	// partition stretched over the next one (share/runnable.go).
	{"page.problem.refused", Msg{"cannot run with this link's other settings", "このリンクのほかの設定と組み合わせて実行できません"}},
	{"page.problem.other", Msg{"cannot be used", "使えない値です"}},
})
