package catalog

// view=worlds: one run forked at a timed-out attempt into the three worlds
// its client cannot tell apart (wasm/panel/worlds.go).
var _ = add([]entry{
	{"page.worlds.hint", Msg{
		"A timeout is not proof of failure. Pick a timed-out attempt: the same seed runs three times, once for each thing that may have happened. Rows marked = are what the client saw, the same in all three.",
		"タイムアウトは障害の証明ではありません。タイムアウトした試行を選ぶと、同じシードで起こりうる 3 つの場合をそれぞれ実行します。= の付いた行はクライアントが見たもので、3 つとも同じです。"}},
	{"page.worlds.attempt", Msg{"Timed-out attempt", "タイムアウトした試行"}},
	{"page.worlds.summary", Msg{
		"Forked at {attempt}: through tick {tick} the client sees exactly the same in all three worlds, so nothing it saw can tell it which one it is in.",
		"{attempt} で分岐: tick {tick} まで、クライアントが見るものは 3 つの世界で完全に同じです。見たものからどの世界にいるかは分かりません。"}},
	{"page.worlds.same", Msg{"= the same in all three worlds", "= 3 つの世界で同じ"}},
	{"page.worlds.fixture", Msg{
		"This scenario's events have no client that times out: pick a generated scenario (response lost, request lost, ...).",
		"このシナリオのイベントにはタイムアウトするクライアントがありません。生成シナリオ（応答の消失、要求の消失など）を選んでください。"}},
	{"page.worlds.noTimeout", Msg{"No attempt timed out in this run: nothing to fork.", "この実行ではタイムアウトした試行がないため、分岐できません。"}},
	{"page.worlds.request-lost", Msg{"The request was lost", "要求が失われた"}},
	{"page.worlds.response-lost", Msg{"Processed; only the response was lost", "処理済み、応答だけが失われた"}},
	{"page.worlds.in-progress", Msg{"Still in progress", "まだ処理中"}},
	{"page.worlds.client", Msg{"client", "クライアント"}},
	{"page.worlds.service", Msg{"service: {event} {effect}", "サービス: {event} {effect}"}},
	{"page.worlds.sent", Msg{"sends {event}", "{event} を送信"}},
	{"page.worlds.timeout", Msg{"{event} times out: retry with the same key", "{event} がタイムアウト: 同じキーで再送"}},
	{"page.worlds.gaveUp", Msg{"{event}: gives up, tells the user \"uncertain\"", "{event}: 断念し、利用者に「不確定」と伝える"}},
	{"page.worlds.answer", Msg{"{event} arrives: {answer}", "{event} が到着: {answer}"}},
	{"page.worlds.lost", Msg{"{event} is lost", "{event} が失われる"}},
	{"page.worlds.inProgressAnswer", Msg{"in progress, retry later (409)", "処理中、後で再送（409）"}},
	{"page.worlds.retry", Msg{"The retry meets: {effects}.", "再送の結果: {effects}。"}},
	{"page.worlds.noRetry", Msg{"No retry reaches the service.", "再送はサービスに届きません。"}},
	{"page.worlds.then", Msg{", then ", "、次に"}},
	{"page.worlds.told", Msg{"but {n} of its users told “{told}”", "ただし {n} 人の利用者には「{told}」と表示"}},
	{"page.worlds.effect.state-transition-applied", Msg{"a new effect (applied)", "新しい効果（適用）"}},
	{"page.worlds.effect.read-only", Msg{"a read", "読み取り"}},
	{"page.worlds.effect.reused-persistent-result", Msg{"the stored first result (replayed)", "保存済みの最初の結果（再送応答）"}},
	{"page.worlds.effect.idempotency-conflict-rejected", Msg{"a conflict (422)", "衝突（422）"}},
	{"page.worlds.effect.stale-transition-rejected", Msg{"a stale rejection", "前提不一致による拒否"}},
	{"page.worlds.effect.state-written-then-crashed", Msg{"a crash inside the commit", "コミット中のクラッシュ"}},
	{"page.worlds.effect.committed-then-crashed", Msg{"a commit, then a crash", "コミット後のクラッシュ"}},
	{"page.worlds.effect.claimed", Msg{"a claim (in progress)", "確保（処理中）"}},
	{"page.worlds.effect.in-progress", Msg{"\"in progress\" (409)", "「処理中」（409）"}},
	{"page.worlds.effect.lease-lost", Msg{"a lost lease (discarded)", "リース喪失（破棄）"}},
})
