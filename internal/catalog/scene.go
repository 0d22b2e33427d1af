package catalog

// The canvas's words (wasm/scene): captions, the service's log, box
// titles and what the nodes say. Arguments are the engine's facts (ticks,
// counts, order ids, states, dedupe keys) or other scene.* messages. The
// canvas paints them in the learner's language: a character new to these
// sentences needs `make fonts` (wasm/typeface's test says so).
var _ = add([]entry{
	// The caption line.
	{"scene.caption", Msg{"tick {tick}: {text}", "tick {tick}: {text}"}},
	{"scene.caption.start", Msg{"tick 0: nothing sent yet. Press Play or Step.", "tick 0: まだ何も送られていません。再生かステップを押してください。"}},
	{"scene.log.line", Msg{"t{tick} {text}", "t{tick} {text}"}},

	// Names of commands and messages.
	{"scene.command.short", Msg{"c{client} {op}", "c{client} {op}"}},
	{"scene.command.none", Msg{"a message", "メッセージ"}},
	{"scene.attempt", Msg{"{command} #{n}", "{command} #{n}"}},
	{"scene.attempt.copy", Msg{"{who}+copy", "{who}+複製"}},
	{"scene.order", Msg{"{order}", "{order}"}},
	{"scene.order.unknown", Msg{"the order", "注文"}},
	{"scene.msg.request", Msg{"{who}", "{who}"}},
	{"scene.msg.response", Msg{"the answer to {who}", "{who} への応答"}},
	{"scene.msg.copy", Msg{"{msg} (second copy)", "{msg}（複製）"}},

	// What a client is told.
	{"scene.answer.state", Msg{"{state}", "{state}"}},
	{"scene.answer.replayed", Msg{"replayed {state}", "再送応答 {state}"}},
	{"scene.answer.replayedShort", Msg{"replayed", "再送応答"}},
	{"scene.answer.read", Msg{"read {state}", "読み取り {state}"}},
	{"scene.answer.readShort", Msg{"read", "読み取り"}},
	{"scene.answer.conflict", Msg{"rejected conflict", "拒否（衝突）"}},
	{"scene.answer.stale", Msg{"rejected stale", "拒否（前提不一致）"}},
	{"scene.answer.rejectedCode", Msg{"rejected {code}", "拒否 {code}"}},
	{"scene.answer.rejected", Msg{"rejected", "拒否"}},
	{"scene.answer.reexecuted", Msg{"{state}, re-executed: its entry had expired", "{state}（エントリ失効後に再実行）"}},
	{"scene.answer.reexecutedShort", Msg{"re-executed", "再実行"}},
	{"scene.answer.inProgress", Msg{"in progress: retry later (409)", "処理中: 後で再送（409）"}},
	{"scene.answer.inProgressShort", Msg{"409", "409"}},
	{"scene.answer.none", Msg{"answer", "応答"}},
	{"scene.told.uncertain", Msg{"UNCERTAIN", "不確定"}},
	{"scene.told.reconciled", Msg{"reconciled: {answer}", "照合済み: {answer}"}},
	{"scene.reconciled", Msg{"Reconciliation: the user of {who} is told {answer}.", "照合: {who} の利用者に{answer}と伝えます。"}},
	{"scene.log.reconciled", Msg{"{who}: reconciled", "{who}: 照合済み"}},
	// A fault's verdict (the page's "Which faults mattered?"), logged at
	// the first row it acted on: the fault as faults= writes it.
	{"scene.log.mattered", Msg{"{fault}: mattered", "{fault}: 効いた"}},
	{"scene.log.inert", Msg{"{fault}: inert", "{fault}: 効いていない"}},

	// What the service did with a message.
	{"scene.did.applied", Msg{
		"{who} APPLIED: {order} -> {state}; state and dedupe entry stored in one commit",
		"{who} を適用: {order} -> {state}。状態と重複排除エントリを 1 回のコミットで保存"}},
	{"scene.did.appliedUnremembered", Msg{
		"{who} APPLIED: {order} -> {state} (dedupe off: nothing remembered)",
		"{who} を適用: {order} -> {state}（重複排除なし: 何も記録されない）"}},
	{"scene.did.committedThenCrashed", Msg{
		"{who} committed {order} -> {state} with its dedupe entry, then the service crashed before answering",
		"{who} は {order} -> {state} を重複排除エントリとともにコミットし、応答前にサービスがクラッシュ"}},
	{"scene.did.crashedCommit", Msg{
		"{who} wrote {order} -> {state}, then the service CRASHED before writing the dedupe entry",
		"{who} は {order} -> {state} を書いた後、重複排除エントリを書く前にサービスがクラッシュ"}},
	{"scene.did.replayed", Msg{
		"{who} is a duplicate: REPLAYED the stored result ({state}), no second transition",
		"{who} は重複: 保存済みの結果（{state}）を返し、2 回目の遷移はなし"}},
	{"scene.did.conflict", Msg{
		"{who} REJECTED: same key, different input; nothing changed",
		"{who} を拒否: 同じキーで異なる入力。何も変わらない"}},
	{"scene.did.stale", Msg{
		"{who} REJECTED as stale: expects {expected}, {order} is {actual}",
		"{who} を拒否（前提不一致）: 前提は {expected} だが {order} は {actual}"}},
	{"scene.did.rejected", Msg{"{who} REJECTED: {code}", "{who} を拒否: {code}"}},
	{"scene.did.reexecuted", Msg{
		"{who} RE-EXECUTED: its key's entry had expired, so it ran as a new command: {order} -> {state}",
		"{who} を再実行: キーのエントリが失効していたため新しいコマンドとして実行: {order} -> {state}"}},
	{"scene.did.claimed", Msg{
		"{who} CLAIMS the record: in progress until t{until}, lease until t{lease}",
		"{who} がレコードを確保: t{until} まで処理中、リースは t{lease} まで"}},
	{"scene.did.reclaimed", Msg{
		"{who} finds the last claim's lease run out: CLAIMS the record again, in progress until t{until}",
		"{who} は前の確保のリース切れを見つけ、レコードを再確保: t{until} まで処理中"}},
	{"scene.did.claimedUnstored", Msg{
		"{who} finds no record and starts: in progress until t{until}, nothing stored yet (claim not atomic)",
		"{who} はレコードがないので開始: t{until} まで処理中、まだ何も保存しない（確保がアトミックでない）"}},
	{"scene.did.inProgress", Msg{
		"{who} finds the record IN PROGRESS: told to retry later (409), nothing done",
		"{who}: レコードは処理中。後で再送するよう応答（409）、何もしない"}},
	{"scene.did.leaseLost", Msg{
		"{who} finishes, but its lease ran out and another attempt holds the record: result DISCARDED",
		"{who} は終わったが、リースが切れて別の試行がレコードを確保している: 結果は破棄"}},
	{"scene.did.read", Msg{"{who} reads {order}: {state}", "{who} が {order} を読む: {state}"}},

	// The service's log, short.
	{"scene.log.applied", Msg{"{who} APPLIED -> {state}", "{who} 適用 -> {state}"}},
	{"scene.log.committed", Msg{"{who} COMMITTED {state}", "{who} コミット {state}"}},
	{"scene.log.crashedCommit", Msg{"{who} wrote {state}, CRASH", "{who} {state} 書込後クラッシュ"}},
	{"scene.log.replayed", Msg{"{who} REPLAYED {state}", "{who} 再送応答 {state}"}},
	{"scene.log.conflict", Msg{"{who} REJECTED conflict", "{who} 拒否（衝突）"}},
	{"scene.log.stale", Msg{"{who} REJECTED stale", "{who} 拒否（前提不一致）"}},
	{"scene.log.rejected", Msg{"{who} REJECTED {code}", "{who} 拒否 {code}"}},
	{"scene.log.read", Msg{"{who} read: {state}", "{who} 読み取り: {state}"}},
	{"scene.log.claimed", Msg{"{who} CLAIMED, in progress", "{who} 確保、処理中"}},
	{"scene.log.inProgress", Msg{"{who} IN PROGRESS (409)", "{who} 処理中（409）"}},
	{"scene.log.leaseLost", Msg{"{who} lease lost: discarded", "{who} リース喪失: 破棄"}},
	{"scene.log.partition", Msg{"partition: sites cut off", "分断: 拠点間が不通"}},
	{"scene.log.recovery", Msg{"healed; restart, kept {kept}", "解消。再起動、{kept} 件保持"}},
	{"scene.log.healed", Msg{"healed: held released", "解消: 保留分を解放"}},
	{"scene.log.expired", Msg{"expired {who}", "失効 {who}"}},
	{"scene.log.crash", Msg{"CRASH: memory lost", "クラッシュ: メモリ消失"}},
	{"scene.log.restarted", Msg{"restarted", "再起動"}},
	{"scene.log.lostDown", Msg{"{who} lost: down", "{who} 消失: 停止中"}},
	{"scene.log.deadline", Msg{"deadline: uncertain", "期限: 不確定"}},

	// The partition, the service's life, retention, the deadline.
	{"scene.partition.starts", Msg{
		"partition starts: site A and site B cannot reach each other",
		"分断開始: 拠点 A と拠点 B は互いに到達できない"}},
	{"scene.partition.startsNet", Msg{
		"partition starts: site A and site B cannot reach each other; messages wait at the line",
		"分断開始: 拠点 A と拠点 B は互いに到達できず、メッセージは分断線で待つ"}},
	{"scene.partition.heals", Msg{"partition heals: {released}", "分断解消: {released}"}},
	{"scene.released.none", Msg{"nothing was held", "保留されたものはなし"}},
	{"scene.released.one", Msg{"1 held message is released", "保留された 1 件を解放"}},
	{"scene.released.many", Msg{"{n} held messages are released", "保留された {n} 件を解放"}},
	{"scene.recovery", Msg{
		"partition heals; the service restarts (generation {generation}) and keeps {kept} stored entries; held messages are released",
		"分断解消。サービスは再起動し（世代 {generation}）、保存済みエントリ {kept} 件を保持。保留メッセージを解放"}},
	{"scene.crash", Msg{
		"the service CRASHED: its memory is lost, the store and the orders survive; it is down until it restarts",
		"サービスがクラッシュ: メモリは失われ、ストアと注文は残る。再起動まで停止"}},
	{"scene.restart", Msg{
		"the service restarts (generation {generation}); the dedupe store survived the crash",
		"サービスが再起動（世代 {generation}）。重複排除ストアはクラッシュ後も残っている"}},
	{"scene.expired", Msg{"dedupe entry expired (retention): {key}", "重複排除エントリが失効（保持期間）: {key}"}},
	{"scene.expiredNet", Msg{
		"dedupe entry EXPIRED (retention): {key}; a retry with this key now counts as new",
		"重複排除エントリが失効（保持期間）: {key}。このキーの再送は新規として扱われる"}},
	{"scene.deadline.uncertain", Msg{
		"deadline: users still waiting ({n}) are told \"{message}\"",
		"期限: 待っている利用者 {n} 人に「{message}」と伝える"}},
	{"scene.deadline.definite", Msg{"deadline: every user already has a definite answer", "期限: すべての利用者が確定した応答を受け取り済み"}},

	// Messages on their way.
	{"scene.sent", Msg{"{who} (seq {seq}) sent to the order service", "{who}（seq {seq}）を注文サービスへ送信"}},
	{"scene.sent.held", Msg{"{who} (seq {seq}) sent, held at the partition line", "{who}（seq {seq}）を送信、分断線で保留"}},
	{"scene.net.sends", Msg{"client {client} sends {who} (dedupe key {key})", "クライアント {client} が {who} を送信（重複排除キー {key}）"}},
	{"scene.net.copy", Msg{"the network makes a second copy of {msg}", "ネットワークが {msg} を複製"}},
	{"scene.net.held", Msg{"{msg} is held at the partition line", "{msg} は分断線で保留"}},
	{"scene.net.lost", Msg{"{msg} is LOST by the network", "{msg} はネットワークで消失"}},
	{"scene.net.lostDown", Msg{
		"{msg} reaches a crashed service and is LOST",
		"{msg} はクラッシュしたサービスに届き消失"}},
	{"scene.net.told", Msg{"client {client} is told: {answer} (answer to {who})", "{who} への応答: {answer}（クライアント {client}）"}},
	{"scene.net.ignored.answered", Msg{
		"{msg} arrives late and is ignored: client {client} already has its answer",
		"{msg} は遅れて届き無視される: クライアント {client} は応答を受け取り済み"}},
	{"scene.net.ignored.gaveUp", Msg{
		"{msg} arrives late and is ignored: client {client} gave up before it came",
		"{msg} は遅れて届き無視される: クライアント {client} はその前に諦めた"}},
	{"scene.timeout", Msg{
		"client {client} heard nothing for {who}: timeout, it retries with the same dedupe key",
		"クライアント {client} は {who} の応答を受け取れずタイムアウト。同じ重複排除キーで再送"}},
	{"scene.giveup", Msg{
		"client {client} gives up on {who}: its user is told \"{message}\"",
		"クライアント {client} は {who} を諦め、利用者に「{message}」と伝える"}},

	// Box titles and lanes.
	{"scene.box.siteA", Msg{"SITE A", "拠点 A"}},
	{"scene.box.siteB", Msg{"SITE B", "拠点 B"}},
	{"scene.box.client", Msg{"client (user)", "クライアント（利用者）"}},
	{"scene.box.clientOf", Msg{"c{client} ({order})", "c{client}（{order}）"}},
	{"scene.box.clients", Msg{"c{first}-c{last} ({n} clients)", "c{first}-c{last}（{n} クライアント）"}},
	{"scene.box.service", Msg{"order service", "注文サービス"}},
	{"scene.box.store", Msg{"dedupe store (persistent)", "重複排除ストア（永続）"}},
	{"scene.box.down", Msg{"DOWN", "停止中"}},
	{"scene.partition.banner", Msg{"PARTITION", "分断"}},
	{"scene.link.replies", Msg{"replies", "応答"}},
	{"scene.link.requests", Msg{"requests", "要求"}},

	// Tokens and crosses.
	{"scene.token.attempt", Msg{"{op}#{n}", "{op}#{n}"}},
	{"scene.token.n", Msg{"#{n}", "#{n}"}},
	// An operation's short name, for a token on a narrow canvas: with its
	// attempt it still says which command a message is ("conf#2").
	{"scene.opShort.confirm", Msg{"conf", "conf"}},
	{"scene.opShort.ship", Msg{"ship", "ship"}},
	{"scene.opShort.close", Msg{"close", "close"}},
	{"scene.opShort.status", Msg{"stat", "stat"}},
	{"scene.opShort.reconcile", Msg{"rec", "rec"}},
	{"scene.token.seq", Msg{"seq {seq}", "seq {seq}"}},
	{"scene.token.copy", Msg{"{label} copy", "{label} 複製"}},
	{"scene.token.copyShort", Msg{"{label}+", "{label}+"}},
	{"scene.cross.request", Msg{"request lost", "要求が消失"}},
	{"scene.cross.requestShort", Msg{"req lost", "要求消失"}},
	{"scene.cross.response", Msg{"response lost", "応答が消失"}},
	{"scene.cross.responseShort", Msg{"resp lost", "応答消失"}},
	{"scene.cross.down", Msg{"lost: service down", "消失: サービス停止中"}},
	{"scene.cross.downShort", Msg{"lost: down", "消失: 停止中"}},

	// A client's timer firing, at the client's end of its lane.
	{"scene.mark.timeout", Msg{"{who} timed out", "{who} タイムアウト"}},
	{"scene.mark.timeoutShort", Msg{"{who} timeout", "{who} 時間切れ"}},
	{"scene.mark.timeoutShorter", Msg{"timeout #{n}", "時間切れ #{n}"}},

	// The timeline.
	{"scene.timeline.tick", Msg{"{tick}", "{tick}"}},
	{"scene.timeline.partition", Msg{"partition", "分断"}},
	{"scene.timeline.deadline", Msg{"deadline {tick}", "期限 {tick}"}},
	{"scene.timeline.recovery", Msg{"recovery {tick}", "復旧 {tick}"}},

	// Clients.
	{"scene.client.told", Msg{"user was told:", "利用者への応答:"}},
	{"scene.client.toldShort", Msg{"told:", "応答:"}},
	{"scene.client.nothing", Msg{"(nothing yet)", "（まだなし）"}},
	{"scene.client.deadline", Msg{"DEADLINE: uncertain, reconcile later", "期限: 不確定、後で照合"}},
	{"scene.client.deadlineShort", Msg{"DEADLINE: uncertain", "期限: 不確定"}},
	{"scene.client.uncertainUser", Msg{"- {who}", "- {who}"}},
	{"scene.client.reconciled", Msg{"- {who}: reconciled, {answer}", "- {who}: 照合済み、{answer}"}},
	{"scene.client.reconciledShort", Msg{"+ {who}", "+ {who}"}}, // the narrowest box: "+" for settled, "-" for uncertain
	{"scene.client.uncertain", Msg{"{who} UNCERTAIN", "{who} 不確定"}},
	{"scene.client.uncertainShort", Msg{"{who} ???", "{who} ???"}},
	{"scene.client.waits", Msg{"{who} waiting", "{who} 待機中"}},
	{"scene.client.waitsShort", Msg{"{who} waits", "{who} 待ち"}},
	{"scene.client.answer", Msg{"{op}: {answer}", "{op}: {answer}"}},
	{"scene.client.answerShort", Msg{"{op} {answer}", "{op} {answer}"}},
	{"scene.client.idle", Msg{"(nothing sent yet)", "（まだ送信なし）"}},
	{"scene.client.idleShort", Msg{"(idle)", "（待機）"}},

	// The service.
	{"scene.service.order", Msg{"{order}: {state}", "{order}: {state}"}},
	{"scene.service.down", Msg{"CRASHED: down, memory lost", "クラッシュ: 停止、メモリ消失"}},
	{"scene.service.downShort", Msg{"CRASHED", "クラッシュ"}},
	{"scene.service.downUntil", Msg{"CRASHED: down until tick {tick}", "クラッシュ: tick {tick} まで停止"}},
	{"scene.service.downUntilShort", Msg{"CRASHED until t{tick}", "クラッシュ t{tick} まで"}},

	// The dedupe store.
	{"scene.store.empty", Msg{"(empty)", "（空）"}},
	{"scene.store.off1", Msg{"(switched off:", "（オフ:"}},
	{"scene.store.off2", Msg{" nothing is stored)", " 何も保存されない）"}},
	{"scene.store.more", Msg{"+{n} more", "ほか {n} 件"}},
	{"scene.store.older", Msg{"({n} older entries above)", "（古いエントリ {n} 件）"}},
	{"scene.store.fp", Msg{" fp {fp} -> {result}", " fp {fp} -> {result}"}},
	{"scene.store.replayed", Msg{" replayed {n}x", " 再送応答 {n} 回"}},
	{"scene.store.replays", Msg{", replayed {n}x", "、再送応答 {n} 回"}},
	{"scene.store.replaysShort", Msg{" r{n}", " 再{n}"}},
	{"scene.store.row", Msg{"{key} fp {fp} -> {result}{replayed}", "{key} fp {fp} -> {result}{replayed}"}},
	{"scene.store.rowShort", Msg{"{key} -> {result}{replayed}", "{key} -> {result}{replayed}"}},
	{"scene.store.rowShorter", Msg{"{key}->{result}{replayed}", "{key}->{result}{replayed}"}},
	{"scene.store.expired", Msg{"{key} EXPIRED at tick {tick} (was {result})", "{key} は tick {tick} に失効（{result} だった）"}},
	{"scene.store.expiredShort", Msg{"{key} EXPIRED t{tick}", "{key} 失効 t{tick}"}},
	{"scene.store.expiredShorter", Msg{"{key} EXPIRED", "{key} 失効"}},
	{"scene.store.inProgress", Msg{"{key} IN PROGRESS, lease until t{lease}", "{key} 処理中、リースは t{lease} まで"}},
	{"scene.store.inProgressShort", Msg{"{key} IN PROGRESS t{lease}", "{key} 処理中 t{lease}"}},
	{"scene.store.inProgressShorter", Msg{"{key} IN PROGRESS", "{key} 処理中"}},
})
