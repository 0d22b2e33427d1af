package catalog

// The engine's codes: scenarios, mutations, invariants, outcomes, user
// statuses and fault kinds. names_test.go checks that every code the
// engine knows has its entries here.
var _ = add([]entry{
	// Scenarios: title (one line, for pickers and reports) and story (what to watch for).
	{"scenario.reference.title", Msg{"The lesson: duplicate, reorder and a partition (six events)", "教材の例: 重複・順序の入れ替え・分断（6 イベント）"}},
	{"scenario.reference.story", Msg{
		"The retry is held by the partition and answered from the dedupe store after recovery; lengthen the partition past the deadline and the outcome flips.",
		"再送は分断で保留され、復旧後に重複排除ストアから最初の結果が返されます。分断を期限より長くすると結果が変わります。"}},
	{"scenario.confirm-then-ship.title", Msg{"Confirm, then ship: the partition holds the ship", "確定してから出荷: 分断が出荷を止める"}},
	{"scenario.confirm-then-ship.story", Msg{
		"The confirm goes through; the partition holds the ship and the network's copy of the confirm, and releases the copy first. Hold the confirm and lose the copy, and the ship arrives first: the allowed-transition rule refuses it as stale. Switch on unguarded-transition and the order ships before it is confirmed.",
		"確定は届きます。分断は出荷と、ネットワークが作った確定のコピーを保留し、コピーを先に解放します。確定を保留してコピーを消失させると出荷が先に届き、許可された遷移の規則がそれを古い遷移として拒否します。「遷移の前提条件を確認しない」をオンにすると、注文は確定される前に出荷されます。"}},
	{"scenario.response-lost.title", Msg{"Committed, then the response is lost", "コミット後に応答が失われる"}},
	{"scenario.response-lost.story", Msg{
		"The confirm commits but its answer never arrives; the client times out and retries with the same key, and the retry gets the stored first result.",
		"確定はコミットされましたが、応答が届きません。クライアントはタイムアウトして同じキーで再送し、保存済みの最初の結果を受け取ります。"}},
	{"scenario.request-lost.title", Msg{"The request is lost", "要求が失われる"}},
	{"scenario.request-lost.story", Msg{
		"The first confirm never reaches the service, so the retry is the first delivery and applies the transition: a timeout alone cannot tell this from a lost response.",
		"最初の確定要求はサービスに届かないため、再送が最初の配送となり遷移を適用します。タイムアウトだけでは応答の消失と区別できません。"}},
	{"scenario.crash-after-commit.title", Msg{"The service crashes inside the commit", "コミット中にサービスがクラッシュ"}},
	{"scenario.crash-after-commit.story", Msg{
		"The process dies right after writing the order's state. With an atomic commit the dedupe entry was written too and the retry is answered from it; switch on non-atomic-commit and the retry is rejected (or applied twice when unguarded).",
		"注文の状態を書き込んだ直後にプロセスが落ちます。アトミックなコミットなら重複排除エントリも書き込まれており、再送にはそのエントリから応答します。「非アトミックなコミット」をオンにすると再送は拒否されます（前提条件も確認しない場合は 2 回適用されます）。"}},
	{"scenario.late-retry-after-retention.title", Msg{"A late retry after the dedupe entry expired", "保持期間切れの後に届く再送"}},
	{"scenario.late-retry-after-retention.story", Msg{
		"The response is lost and the partition holds the retry longer than the dedupe entry is kept; the expired key makes the retry a new command. Set retention to 0 (forever) and it is answered from the store again.",
		"応答が失われ、分断が再送を重複排除エントリの保持期間より長く保留します。キーの保持期間が切れているため、再送は新しいコマンドとして扱われます。保持期間を 0（無期限）にすると、再送には再びストアから応答します。"}},
	{"scenario.duplicate-while-in-progress.title", Msg{"A duplicate while the first is in progress", "処理中に届く重複"}},
	{"scenario.duplicate-while-in-progress.story", Msg{
		"Processing takes 3 ticks. The network delivers the confirm twice: the first copy claims the record, the second finds it in progress and is told \"in progress, retry later\" (409). The retry after the commit gets the stored first result. Switch on claim-not-atomic and both copies run.",
		"処理に 3 tick かかります。ネットワークが確定要求を 2 回届けます。最初のコピーがレコードを確保し、2 つ目はレコードが処理中なので「処理中、後で再送」（409）という応答を受けます。コミット後の再送は保存済みの最初の結果を受け取ります。「確保がアトミックでない」をオンにすると両方のコピーが実行されます。"}},
	{"scenario.crash-while-in-progress.title", Msg{"The service crashes while the confirm is in progress", "確定の処理中にサービスがクラッシュ"}},
	{"scenario.crash-while-in-progress.story", Msg{
		"The service dies after claiming the record, before it commits. The claim stays in the persistent store: a retry meanwhile is told \"in progress\", and once the lease runs out a retry claims the record and executes, once. Switch on no-lease-expiry and every retry is refused until the client gives up.",
		"サービスはレコードを確保した後、コミットの前に落ちます。確保は永続ストアに残るため、その間の再送には「処理中」と応答し、リースが切れると再送がレコードを確保して 1 回だけ実行します。「リースが切れない」をオンにすると、クライアントがあきらめるまですべての再送が拒否されます。"}},
	{"scenario.long-partition-between-sites.title", Msg{"A long partition between the sites", "拠点間の長い分断"}},
	{"scenario.long-partition-between-sites.story", Msg{
		"Three clients confirm and ship their orders while the sites are cut apart past the deadline: messages wait at the partition line and users are told the outcome is uncertain until reconciliation.",
		"3 つのクライアントが注文を確定・出荷しますが、拠点は期限を過ぎても分断されたままです。メッセージは分断線で待ち、利用者には、照合が済むまで結果は不確定だと伝えられます。"}},
	{"scenario.random-faults.title", Msg{"Random faults from the seed", "シードによるランダムな障害"}},
	{"scenario.random-faults.story", Msg{
		"Four clients, lossy and duplicating links, variable delay and occasional crashes: every fault comes from the seed, so a failing seed replays exactly.",
		"4 つのクライアント、消失や複製のあるリンク、変動する遅延、ときどき起こるクラッシュ。すべての障害はシードから決まるので、失敗したシードはそのまま再現できます。"}},
	{"scenario.fixture.title", Msg{"Fixture {name}", "フィクスチャ {name}"}},
	{"scenario.fixture.story", Msg{"Events read from a fixture file.", "フィクスチャファイルから読んだイベントです。"}},

	// Mutations: each switches one defense off.
	{"mutation.conflicting-retry.label", Msg{"Conflicting retry (same key, different input)", "矛盾する再送（同じキー、異なる入力）"}},
	{"mutation.dedupe-off.label", Msg{"Dedupe store off", "重複排除ストアなし"}},
	{"mutation.short-retention.label", Msg{"Short retention (2 ticks)", "短い保持期間（2 tick）"}},
	{"mutation.non-atomic-commit.label", Msg{"Non-atomic commit (crash before the dedupe write)", "非アトミックなコミット（重複排除の書き込み前にクラッシュ）"}},
	{"mutation.unguarded-transition.label", Msg{"Unguarded transition (no precondition check)", "遷移の前提条件を確認しない"}},
	{"mutation.key-too-wide.label", Msg{"Key too wide (the operation left out: commands share a key)", "広すぎるキー（操作を含めないため別のコマンドがキーを共有）"}},
	{"mutation.key-too-narrow.label", Msg{"Key too narrow (the attempt put in: retries never match)", "狭すぎるキー（試行番号を含めるため再送が一致しない）"}},
	{"mutation.no-lease-expiry.label", Msg{"No lease expiry (a claim in progress never runs out)", "リースが切れない（処理中の確保がいつまでも残る）"}},
	{"mutation.claim-not-atomic.label", Msg{"Claim not atomic (check, then insert: overlapping attempts both run)", "確保がアトミックでない（確認してから挿入するため重なった試行が両方実行される）"}},

	// Invariants: a short name and what it promises.
	{"invariant.at-most-one-effect-per-key.name", Msg{"at most one effect per key", "キーごとに効果は高々 1 回"}},
	{"invariant.at-most-one-effect-per-key.explain", Msg{
		"A dedupe key's business effect (its state transition) is applied at most once, however often the command is delivered.",
		"同じ重複排除キーの業務効果（状態遷移）は、コマンドが何度届いても高々 1 回しか適用されない。"}},
	{"invariant.duplicate-gets-first-result.name", Msg{"a duplicate gets the first result", "重複には最初の結果を返す"}},
	{"invariant.duplicate-gets-first-result.explain", Msg{
		"A repeated command with the same input is answered with the first result, byte for byte.",
		"同じ入力の重複コマンドには、最初の結果がそのまま返される。"}},
	{"invariant.conflict-changes-nothing.name", Msg{"a conflict changes nothing", "衝突は何も変えない"}},
	{"invariant.conflict-changes-nothing.explain", Msg{
		"A command that reuses a key with other input is rejected and leaves the order and the store as they were.",
		"同じキーで異なる入力を送ったコマンドは拒否され、注文もストアも変わらない。"}},
	{"invariant.no-message-vanishes.name", Msg{"no message vanishes", "メッセージは消えない"}},
	{"invariant.no-message-vanishes.explain", Msg{
		"Every message is delivered, dropped on record, or still held by the partition.",
		"すべてのメッセージは配送されるか、記録付きで破棄されるか、分断で保留中のいずれかである。"}},
	{"invariant.definite-or-flagged-by-deadline.name", Msg{"definite or flagged by the deadline", "期限までに確定か照合対象"}},
	{"invariant.definite-or-flagged-by-deadline.explain", Msg{
		"By the deadline every user has a definite answer, or is told the outcome is uncertain and flagged for reconciliation.",
		"期限までに、すべての利用者が確定した応答を受け取るか、不確定と伝えられ照合対象として記録される。"}},

	{"invariant.store-answers-only-its-command.name", Msg{"a stored result answers only its own command", "保存済みの結果はそれを作ったコマンドにだけ返す"}},
	{"invariant.store-answers-only-its-command.explain", Msg{
		"The dedupe store answers a command only with the entry that command stored; a key shared by different commands lets one command's result answer (or reject) another.",
		"重複排除ストアは、コマンドにそのコマンド自身が保存したエントリでだけ応答する。別々のコマンドがキーを共有すると、あるコマンドの結果が別のコマンドに返される（または拒否される）。"}},

	{"invariant.every-claim-resolves.name", Msg{"every claim resolves", "すべての確保が解決する"}},
	{"invariant.every-claim-resolves.explain", Msg{
		"No record stays in progress past its lease: a claim left by a crash runs out, so a retry can claim the record and the user gets an answer.",
		"リースを過ぎても処理中のままのレコードはない。クラッシュで残った確保はリースが切れ、再送がレコードを確保して利用者は応答を得られる。"}},
	{"invariant.users-told-the-truth.name", Msg{"users are told the truth", "利用者に伝える結果は真実"}},
	{"invariant.users-told-the-truth.explain", Msg{
		"What every user is told has a sequential explanation: some order of the commands, respecting when each was sent and answered, in which every answer asserts only what is true. A result says the command took effect; a conflict says another input took effect under the user's key and theirs did not; a stale rejection says the order was in the state it names, one the user's own command did not make; \"uncertain\" says nothing.",
		"すべての利用者に伝えた結果には逐次的な説明がある。送信と応答の時刻に矛盾しないコマンドの順序で、各応答の主張がすべて真実になる。結果は「コマンドが効いた」、衝突は「この利用者のキーでは別の入力が先に効き、この入力は効いていない」、前提不一致の拒否は「注文は示された状態にあった（利用者自身のコマンドが作った状態ではない）」と主張する。「不確定」は何も主張しない。"}},

	// Outcomes.
	{"outcome.recovered-before-deadline.name", Msg{"recovered before the deadline", "期限内に復旧"}},
	{"outcome.recovered-before-deadline.text", Msg{
		"The partition heals at tick {recovery}, before the deadline at tick {deadline}.",
		"分断は tick {recovery} に解消し、期限の tick {deadline} に間に合いました。"}},
	{"outcome.recovered-before-deadline.none", Msg{
		"Nothing cuts the network apart, so there is nothing to recover from by the deadline at tick {deadline}.",
		"ネットワークは分断されないため、期限の tick {deadline} までに復旧すべきものはありません。"}},
	{"outcome.recovery-deadline-exceeded.name", Msg{"recovery deadline exceeded", "復旧期限超過"}},
	{"outcome.recovery-deadline-exceeded.text", Msg{
		"The partition heals at tick {recovery}, after the deadline at tick {deadline}.",
		"分断は tick {recovery} に解消しましたが、期限の tick {deadline} を過ぎていました。"}},
	{"outcome.recovery-deadline-exceeded.none", Msg{
		"The partition never heals; the deadline at tick {deadline} passes.",
		"分断は解消せず、期限の tick {deadline} を過ぎました。"}},

	// What a user is told at the deadline.
	{"user.uncertain", Msg{"uncertain: reconciliation required", "不確定：照合が必要"}},

	// Forced fault kinds of the named stories.
	{"fault.drop-request.name", Msg{"request lost", "要求の消失"}},
	{"fault.drop-response.name", Msg{"response lost", "応答の消失"}},
	{"fault.duplicate-request.name", Msg{"request copied by the network", "ネットワークによる要求の複製"}},
	{"fault.crash-after-commit.name", Msg{"crash right after the commit", "コミット直後のクラッシュ"}},
	{"fault.duplicate-response.name", Msg{"response copied by the network", "ネットワークによる応答の複製"}},
	{"fault.delay-request.name", Msg{"request delayed", "要求の遅延"}},
	{"fault.delay-response.name", Msg{"response delayed", "応答の遅延"}},
	{"fault.hold-request.name", Msg{"request held until the partition ends", "分断が終わるまでの要求の保留"}},
	{"fault.hold-response.name", Msg{"response held until the partition ends", "分断が終わるまでの応答の保留"}},
	{"fault.crash-before-commit.name", Msg{"crash before the commit", "コミット前のクラッシュ"}},
	{"fault.crash-in-progress.name", Msg{"crash while the request is in progress", "処理中のクラッシュ"}},
	{"fault.slow-processing.name", Msg{"processing slower than the client's timer", "クライアントのタイマーより遅い処理"}},
})

// ScenarioTitle is the named scenario's title in lang; a scenario the
// catalogue does not name (a fixture file) is titled by its name.
func ScenarioTitle(lang, name string) string {
	if k := "scenario." + name + ".title"; Has(k) {
		return T(lang, k)
	}
	return T(lang, "scenario.fixture.title", "name", name)
}

// ScenarioStory is what to watch for in the named scenario, in lang.
func ScenarioStory(lang, name string) string {
	if k := "scenario." + name + ".story"; Has(k) {
		return T(lang, k)
	}
	return T(lang, "scenario.fixture.story")
}
