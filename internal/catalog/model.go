package catalog

// The network group: a generated story's model knobs (m.clients=3 in a
// link, --clients 3 in the CLI, engine.ModelKnobs), each with a plain
// explanation. The CLI's help reads the English ones.
var _ = add([]entry{
	{"page.model.title", Msg{"Network and clients", "ネットワークとクライアント"}},
	{"page.model.hint", Msg{
		"The story's model, knob by knob. Rates are per 1,000 messages. The same seed draws every message's luck again, so one knob changes only what it touches.",
		"シナリオのモデルを項目ごとに変えられます。率は 1,000 メッセージあたりです。シードが同じなら各メッセージの運も同じように引かれるので、1 つの項目を変えると、その項目に関わる部分だけが変わります。"}},
	{"page.model.reset", Msg{"Back to the story's own model", "シナリオ本来のモデルに戻す"}},
	{"page.model.clients", Msg{"Clients", "クライアント数"}},
	{"page.model.clients.explain", Msg{"clients at site A, each with its own order", "拠点 A のクライアント数（それぞれ自分の注文を持つ）"}},
	{"page.model.commands", Msg{"Commands per client", "クライアントあたりのコマンド数"}},
	{"page.model.commands.explain", Msg{"confirm, then ship, then close: how far each order goes", "確定（confirm）→ 出荷（ship）→ 完了（close）のどこまで進めるか"}},
	{"page.model.delay-min", Msg{"Shortest delay (ticks)", "最短遅延（tick）"}},
	{"page.model.delay-min.explain", Msg{"the fewest ticks a message takes one way", "メッセージが片道にかかる最短の tick 数"}},
	{"page.model.delay-max", Msg{"Longest delay (ticks)", "最長遅延（tick）"}},
	{"page.model.delay-max.explain", Msg{"the most ticks a message takes one way; a wider range reorders more", "メッセージが片道にかかる最長の tick 数。幅が広いほど順序が入れ替わる"}},
	{"page.model.timeout", Msg{"Timeout (ticks)", "タイムアウト（tick）"}},
	{"page.model.timeout.explain", Msg{"how long a client waits for an answer before it retries with the same dedupe key", "同じ重複排除キーで再送するまで、クライアントが応答を待つ時間"}},
	{"page.model.attempts", Msg{"Attempts", "試行回数"}},
	{"page.model.attempts.explain", Msg{"tries per command before the client tells its user the outcome is uncertain", "コマンドごとの試行回数。使い切ると、クライアントは利用者に「不確定」と伝える"}},
	{"page.model.drop-request", Msg{"Requests lost (per 1,000)", "失われる要求（1,000 件あたり）"}},
	{"page.model.drop-request.explain", Msg{"the network loses a request before the service sees it", "サービスに届く前にネットワークが要求を失う"}},
	{"page.model.drop-response", Msg{"Responses lost (per 1,000)", "失われる応答（1,000 件あたり）"}},
	{"page.model.drop-response.explain", Msg{"the service did the work; only its answer is lost", "サービスは処理済みで、応答だけが失われる"}},
	{"page.model.duplicate", Msg{"Duplicated (per 1,000)", "複製（1,000 件あたり）"}},
	{"page.model.duplicate.explain", Msg{"the network delivers a second copy of a message", "ネットワークがメッセージの 2 通目を届ける"}},
	{"page.model.crash", Msg{"Crashes (per 1,000 commits)", "クラッシュ（コミット 1,000 回あたり）"}},
	{"page.model.crash.explain", Msg{"the service dies inside a commit that changes state, and restarts", "状態を変えるコミットの途中でサービスが落ち、再起動する"}},
})
