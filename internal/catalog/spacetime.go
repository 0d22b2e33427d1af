package catalog

// The space-time diagram's words (internal/render.SpaceTime, drawn by
// `coordsim run --svg` and the page's view=spacetime): lane names, marks,
// the legend, and the titles that name each message when it is hovered or
// focused. Arguments are the engine's facts: ticks, labels, states, codes.
var _ = add([]entry{
	{"spacetime.heading", Msg{"{scenario}, seed {seed}", "{scenario}、シード {seed}"}},
	{"spacetime.desc", Msg{
		"Space-time diagram: time runs down, one line per client, the order service and the dedupe store, and an arrow per message from where it was sent to where it arrived.",
		"時空間図: 時間は下へ進みます。クライアント、注文サービス、重複排除ストアごとに縦線が 1 本、メッセージごとに送信から到着までの矢印が 1 本あります。"}},

	// Lanes and the time axis.
	{"spacetime.lane.client", Msg{"client", "クライアント"}},
	{"spacetime.lane.clientN", Msg{"c{n}", "c{n}"}},
	{"spacetime.lane.service", Msg{"order service", "注文サービス"}},
	{"spacetime.lane.store", Msg{"dedupe store", "重複排除ストア"}},
	{"spacetime.tick", Msg{"t{tick}", "t{tick}"}},
	{"spacetime.partition", Msg{"partition t{start}–t{end}", "分断 t{start}–t{end}"}},
	{"spacetime.partitionOpen", Msg{"partition from t{start}, never ends", "分断 t{start} から（終わらない）"}},
	{"spacetime.deadline", Msg{"deadline t{tick}", "期限 t{tick}"}},
	{"spacetime.recovery", Msg{"recovery t{tick}", "復旧 t{tick}"}},
	{"spacetime.playhead", Msg{"playhead", "再生位置"}},

	// Naming a message.
	{"spacetime.msg.request", Msg{"{command} #{n} request", "{command} #{n} 要求"}},
	{"spacetime.msg.response", Msg{"{command} #{n} answer", "{command} #{n} 応答"}},
	{"spacetime.msg.short", Msg{"{op} #{n}", "{op} #{n}"}},
	{"spacetime.msg.copy", Msg{"{msg} (second copy)", "{msg}（複製）"}},

	// What became of it.
	{"spacetime.fate.arrived", Msg{"{msg}: sent t{sent}, arrived t{at}", "{msg}: t{sent} 送信、t{at} 到着"}},
	{"spacetime.fate.held", Msg{"{msg}: sent t{sent}, held at the partition from t{held}, released t{at}", "{msg}: t{sent} 送信、t{held} から分断で保留、t{at} に解放"}},
	{"spacetime.fate.stillHeld", Msg{"{msg}: sent t{sent}, held at the partition from t{held}, never released", "{msg}: t{sent} 送信、t{held} から分断で保留、解放されない"}},
	{"spacetime.fate.lost", Msg{"{msg}: sent t{sent}, lost by the network (t{at})", "{msg}: t{sent} 送信、ネットワークで消失（t{at}）"}},
	{"spacetime.fate.lostDown", Msg{"{msg}: sent t{sent}, lost at t{at}: the service was down after a crash", "{msg}: t{sent} 送信、t{at} に消失: サービスはクラッシュして停止中"}},
	{"spacetime.fate.ignored", Msg{"{msg}: sent t{sent}, arrived t{at}; the client no longer waited for it", "{msg}: t{sent} 送信、t{at} 到着。クライアントはもう待っていない"}},
	{"spacetime.fate.processed", Msg{"{msg}: arrived t{sent}, processed t{at}", "{msg}: t{sent} 到着、t{at} 処理"}},
	{"spacetime.answer.state", Msg{"{fate}; says {state}", "{fate}。内容: {state}"}},
	{"spacetime.answer.rejected", Msg{"{fate}; says rejected ({reason})", "{fate}。内容: 拒否（{reason}）"}},

	// What the service and the store did (short labels, and their titles).
	{"spacetime.effect.applied", Msg{"→ {state}", "→ {state}"}},
	{"spacetime.effect.read", Msg{"read", "読み取り"}},
	{"spacetime.effect.replayed", Msg{"replayed", "再送応答"}},
	{"spacetime.effect.conflict", Msg{"conflict", "衝突"}},
	{"spacetime.effect.stale", Msg{"stale", "前提不一致"}},
	{"spacetime.effect.reexecuted", Msg{"→ {state}, re-executed (expired)", "→ {state}（失効後に再実行）"}},
	{"spacetime.effect.claimed", Msg{"claimed: in progress", "確保: 処理中"}},
	{"spacetime.effect.inProgress", Msg{"in progress (409)", "処理中（409）"}},
	{"spacetime.effect.leaseLost", Msg{"lease lost: discarded", "リース喪失: 破棄"}},
	{"spacetime.effect.title", Msg{"t{tick}: the service processes {msg}: {effect}", "t{tick}: サービスが {msg} を処理: {effect}"}},
	{"spacetime.store.added", Msg{"stored", "保存"}},
	{"spacetime.store.reused", Msg{"first result", "最初の結果"}},
	{"spacetime.store.conflict", Msg{"unchanged", "変更なし"}},
	{"spacetime.store.expired", Msg{"expired", "失効"}},
	{"spacetime.store.notWritten", Msg{"not written", "未書き込み"}},
	{"spacetime.store.claimed", Msg{"claimed, lease running", "確保、リース中"}},
	{"spacetime.store.reclaimed", Msg{"lease ran out: claimed again", "リース切れ: 再確保"}},
	{"spacetime.store.inProgress", Msg{"in progress", "処理中"}},
	{"spacetime.store.leaseLost", Msg{"claimed by another", "別の試行が確保"}},
	{"spacetime.store.title", Msg{"t{tick}: {key}: {what}", "t{tick}: {key}: {what}"}},
	{"spacetime.crash", Msg{"crash", "クラッシュ"}},
	{"spacetime.crash.title", Msg{"t{tick}: the service crashes; its volatile memory is lost, the dedupe store is kept", "t{tick}: サービスがクラッシュ。揮発メモリは失われ、重複排除ストアは残る"}},
	{"spacetime.byYou", Msg{"(by you: one of your moves)", "（あなたの操作による）"}},
	{"spacetime.restart", Msg{"restart", "再起動"}},
	{"spacetime.restart.title", Msg{"t{tick}: the service restarts", "t{tick}: サービスが再起動"}},
	{"spacetime.timeout.title", Msg{"t{tick}: {command} #{n} timed out; the client retries with the same key", "t{tick}: {command} #{n} がタイムアウト。クライアントは同じキーで再送"}},
	{"spacetime.giveup.title", Msg{"t{tick}: {command} #{n}: the client gives up and tells its user the outcome is uncertain", "t{tick}: {command} #{n}: クライアントは諦め、利用者に結果は不確定と伝える"}},

	// The legend.
	{"spacetime.legend.request", Msg{"request", "要求"}},
	{"spacetime.legend.response", Msg{"answer", "応答"}},
	{"spacetime.legend.copy", Msg{"second copy by the network", "ネットワークによる複製"}},
	{"spacetime.legend.held", Msg{"held at the partition", "分断で保留"}},
	{"spacetime.legend.lost", Msg{"lost", "消失"}},
	{"spacetime.legend.timeout", Msg{"timeout (retry)", "タイムアウト（再送）"}},
	{"spacetime.legend.giveup", Msg{"gave up: uncertain", "断念: 不確定"}},
	{"spacetime.legend.crash", Msg{"crash", "クラッシュ"}},
	{"spacetime.legend.partition", Msg{"partition", "分断"}},
	{"spacetime.legend.deadline", Msg{"deadline", "期限"}},
	{"spacetime.legend.recovery", Msg{"recovery", "復旧"}},
})
