package catalog

// The lesson's knowledge check (知識チェック), assessments (アセスメント),
// model scope and misdiagnoses (トレードオフと失敗モード), each tied to runs
// the learner can set up (wasm/panel/lesson.go names the runs).
var _ = add([]entry{
	{"lesson.quiz.title", Msg{"Knowledge check and assessments", "知識チェックとアセスメント"}},
	{"lesson.quiz.lead", Msg{
		"Run the state that demonstrates it, answer the checked part, write your answer in your own words, then open the model answer and mark yours. Answers stay in this browser.",
		"各問いについて、それを確かめられる実行を動かし、確認問題に答えます。自分の言葉で解答を書いてから模範解答を開き、自分の解答を採点します。解答はこのブラウザーにだけ保存されます。"}},
	{"lesson.quiz.knowledge", Msg{"Question {n}", "問 {n}"}},
	{"lesson.quiz.assessment", Msg{"Assessment {n}", "アセスメント {n}"}},
	{"lesson.ui.showMe", Msg{"Show me:", "動かして確かめる:"}},
	{"lesson.ui.answer", Msg{"Your answer", "あなたの解答"}},
	{"lesson.ui.reveal", Msg{"Show the model answer", "模範解答を見る"}},
	{"lesson.ui.revealHint", Msg{"Answer the checked part and write at least {min} characters first: the model answer opens after an attempt.",
		"先に確認問題に答え、{min} 文字以上の解答を書いてください。模範解答は、一度解答した後に開けます。"}},
	{"lesson.ui.model", Msg{"Model answer", "模範解答"}},
	{"lesson.ui.expected", Msg{"Expected evidence", "期待する証拠"}},
	{"lesson.ui.assumption", Msg{"Assumption", "仮定"}},

	{"lesson.q.1", Msg{"Why can a timeout alone not tell a request that never arrived from a response that was lost?",
		"timeoutだけからrequest未到達とresponse lossを区別できない理由は何か。"}},
	{"lesson.q.1.answer", Msg{
		"The client observes the same thing in both: no answer before its timer fires. With the request lost, the service never processed the command; with the response lost, it committed and answered, and only the answer was lost. The difference exists only on the server (its state and its persistent dedupe store), so a timeout is not proof of failure: retry with the same key and let the server's stored result decide.",
		"どちらでもclientの観測は同じで、タイマーが切れるまで応答がない。request未到達ではサービスはcommandを処理しておらず、response lossではcommitして応答したがresponseだけが失われた。違いはserver側（stateと永続dedupe store）にしかないので、timeoutは失敗の証拠ではない。同じkeyでretryし、serverの永続resultで判定する。"}},
	{"lesson.q.2", Msg{"Explain how the dedupe key, fingerprint, result and state must be persisted for at-least-once retries.",
		"at-least-once retryで永続化すべきdedupe key、fingerprint、result、stateの関係を説明する。"}},
	{"lesson.q.2.answer", Msg{
		"The key, the input fingerprint, the first result and the new state are written in one commit. The key (tenant, resource, operation, version) names the command; the fingerprint of the business input tells a true retry (same key, same input: the stored result is returned and nothing is applied) from a conflict (same key, other input: a typed rejection, nothing changes). If the state can be written without its entry (a non-atomic commit), a retry after a crash finds no entry and is treated as a new command.",
		"key、入力fingerprint、最初のresult、遷移後のstateを一つのcommitで永続化する。key（tenant、resource、operation、version）がcommandを識別し、business入力のfingerprintで本当のretry（同じkeyと同じ入力: 保存済みresultを返し、何も適用しない）とconflict（同じkeyで異なる入力: typed rejectで、何も変えない）を区別する。entryなしでstateだけ書ける（非アトミックなcommit）と、クラッシュ後のretryはentryを見つけられず新規commandとして扱われる。"}},
	{"lesson.q.3", Msg{"For a duplicate of the same command, what do you count, beyond “the state is the same”, to confirm it was applied once?",
		"同じcommandのduplicateで「状態が同じ」だけでなく、何を数えて一回適用を確認するか。"}},
	{"lesson.q.3.answer", Msg{
		"Count the state transitions applied per dedupe key (exactly one) and the results reused from the store (one per duplicate), and check that the reused result equals the first byte for byte. The final state cannot tell: with the dedupe store and the state guard off, the order still ends confirmed, yet the transition was applied twice.",
		"dedupe keyごとの状態遷移の適用回数（1 回）とstoreから再利用したresultの回数（duplicateごとに 1 回）を数え、再利用したresultが最初のresultとバイト単位で同じことを確かめる。最終stateだけでは区別できない: dedupe storeと前提条件の確認を外してもorderは同じconfirmedで終わるが、遷移は 2 回適用されている。"}},
	{"lesson.q.4", Msg{"Recording logical sequence and delivery order separately prevents which misdiagnosis?",
		"logical sequenceとdelivery orderを別に記録することで、どの誤診を防げるか。"}},
	{"lesson.q.4.answer", Msg{
		"Inferring business causal order from transport order. In the lesson's run the partition releases the held messages by priority, so logical sequences 3 and 4 arrive before the retry of sequence 2: the delivery order is not the order the commands were issued in. Commands carry their precondition (state or version), so a stale transition is rejected or reconciled instead of applied.",
		"transport sequenceだけでbusiness causal orderを推論する誤診。教材の実行では分断が保留したmessageをpriority順に解放するため、logical sequence 3と4がsequence 2のretryより先に届き、delivery順は発行順と異なる。commandに前提state・versionを含め、stale transitionをrejectまたはreconcileする。"}},
	{"lesson.q.5", Msg{"Why is the FLP result neither a restatement of CAP nor a declaration that practical consensus is impossible?",
		"FLPの結果がCAPの言い換えでも実用consensus不可能の宣言でもない理由を述べる。"}},
	{"lesson.q.5.answer", Msg{
		"FLP says that in a fully asynchronous model with one process that may crash-stop, no deterministic protocol can guarantee that consensus terminates. It is about termination (liveness) under exactly those assumptions, not a choice between consistency and availability during a partition, which is what CAP is about. Practical protocols such as Raft add what FLP excludes: timeouts, leader election, quorums and randomized timing, assuming the network is eventually timely. The simulator shows the same split in small: safety (the invariants) holds whatever the partition's length, while progress by the deadline depends on the partition ending in time.",
		"FLPは、完全非同期modelで一つのprocessが停止故障しうるとき、決定的protocolはconsensusの終了を保証できないという結果である。その仮定のもとでの終了保証（liveness）の話であり、分断中に一貫性と可用性のどちらを取るかというCAPとは別の主張である。Raftなど実用protocolはFLPが除外するtimeout、leader election、quorum、randomized timingを加え、networkがいずれは遅延の上限を守るようになると仮定する。このsimulatorでも同じ分離が見える: safety（不変条件）は分断の長さによらず成り立ち、deadlineまでに進むかどうかは分断が間に合って終わるかで決まる。"}},
	{"lesson.q.6", Msg{"When a partition runs past the recovery deadline, name four things besides dedupe to re-evaluate.",
		"partitionがrecovery deadlineを越えた時、dedupe以外に再評価する項目を四つ挙げる。"}},
	{"lesson.q.6.answer", Msg{
		"Any four of: the recovery deadline and what it promises users; messages still held at the deadline (queue limits); dedupe retention against the longest retry; stale commands and their order after release; the invariants; reconciliation of results told “uncertain”; what each user is told (definite or uncertain) and compensation; a replayed trace as evidence.",
		"次のうち四つ: recovery deadlineとそれが利用者に約束する内容、deadline時点で残留するmessage（queue上限）、最長retryに対するdedupe retention、解放後のstale commandと順序、不変条件、「不確定」と伝えた結果のreconciliation、各利用者へ返す結果（確定か不確定か）とcompensation、証拠としてのreplay trace。"}},

	{"lesson.a.1", Msg{"An order-confirmation API timed out and the client resent the same command. What do you persist so that the order is not confirmed twice and the same response is returned?",
		"注文確定APIがtimeoutし、clientが同じcommandを再送した。二重確定を防ぎつつ同じ応答を返すには何を永続化するか。"}},
	{"lesson.a.1.expected", Msg{
		"A stable dedupe key that includes the request's scope, the input fingerprint, the transition's result, the response, retention, an atomic commit, and rejection on a key collision.",
		"request scopeを含むstable dedupe key、入力fingerprint、状態遷移結果、response、retention、atomic commit、key衝突時のreject"}},
	{"lesson.a.1.answer", Msg{
		"Persist, in the same commit as the state change, the stable dedupe key scoped to the request (tenant, resource, operation, version), the fingerprint of the business input, and the first result and response. Keep the entry at least as long as the longest retry can arrive (retention). A retry with the same key and fingerprint gets the stored response byte for byte and applies nothing; the same key with another input is rejected with a typed conflict and changes nothing.",
		"状態変更と同じcommitで、request scopeを含むstable dedupe key（tenant、resource、operation、version）、business入力のfingerprint、最初のresultとresponseを永続化する。entryは最も遅いretryが届きうる期間以上保持する（retention）。同じkeyと同じfingerprintのretryには保存済みresponseをバイト単位でそのまま返し、何も適用しない。同じkeyで異なる入力はtyped conflictとしてrejectし、何も変えない。"}},
	{"lesson.a.2", Msg{"A partition between sites grows from 5 minutes to 2 hours. What do you re-evaluate in a recovery design made for short partitions?",
		"拠点間分断が5分から2時間へ延びた。短い分断向けの復旧設計の何を再評価するか。"}},
	{"lesson.a.2.expected", Msg{
		"Recovery deadline, queue limits, dedupe retention, stale commands, order, invariants, reconciliation, the uncertainty returned to users, a replayed trace.",
		"recovery deadline、queue上限、dedupe retention、stale command、順序、不変条件、reconciliation、利用者へ返す不確定な答え、replay trace"}},
	{"lesson.a.2.assumption", Msg{
		"The simulator counts logical ticks; here 1 tick stands for 5 minutes. In the three-client story the partition starts at tick 3 and the deadline is tick 8 (40 minutes in). A 5-minute partition is 1 tick on the slider; a 2-hour partition is 24 ticks.",
		"simulatorは論理tickで数えます。ここでは 1 tickを 5 分と仮定します。3 clientのシナリオでは分断はtick 3 で始まり、deadlineはtick 8（40 分後）です。5 分の分断はスライダーで 1 tick、2 時間の分断は 24 tickです。"}},
	{"lesson.a.2.answer", Msg{
		"At 1 tick the partition ends before the deadline and every user gets a definite answer. At 24 ticks it ends long after the deadline: messages are still held at the deadline and every confirm user must be told “uncertain” and reconciled later. Re-evaluate the deadline and what users are promised, queue limits for what is held, dedupe retention against a two-hour retry window, stale commands and their order on release, the invariants, reconciliation and compensation, and keep the replayed trace as evidence.",
		"1 tickでは分断はdeadline前に終わり、全利用者が確定した応答を受け取る。24 tickではdeadlineを大きく越えて終わる: deadline時点でmessageが残留し、confirmの利用者全員に「不確定」と伝えて後でreconcileする必要がある。deadlineと利用者への約束、保留分のqueue上限、2 時間のretry期間に対するdedupe retention、解放時のstale commandと順序、不変条件、reconciliationとcompensationを再評価し、replay traceを証拠として残す。"}},

	// The runs the "show me" controls set up.
	{"lesson.show.requestLost", Msg{"Request lost: the client at its timeout", "request未到達: timeout時点のclient"}},
	{"lesson.show.responseLost", Msg{"Response lost: the client at its timeout", "response loss: timeout時点のclient"}},
	{"lesson.show.storeAnswers", Msg{"The store answers the retry", "storeがretryに答える"}},
	{"lesson.show.nonAtomic", Msg{"State written, entry lost in a crash", "stateは書かれ、entryはクラッシュで失われる"}},
	{"lesson.show.conflict", Msg{"Same key, other input: rejected", "同じkeyで異なる入力: reject"}},
	{"lesson.show.appliedTwice", Msg{"Dedupe and guard off: applied twice, same final state", "dedupeと前提条件の確認なし: 2 回適用、最終stateは同じ"}},
	{"lesson.show.release", Msg{"The release after the partition", "分断後の解放"}},
	{"lesson.show.stale", Msg{"Ship released before the confirm: rejected by its precondition", "confirmより先に解放された出荷: 前提stateでreject"}},
	{"lesson.show.staleApplied", Msg{"Without the guard: the order ships before it is confirmed", "前提条件の確認なし: 確定前のorderが出荷される"}},
	{"lesson.show.short", Msg{"Partition ends at tick 6", "分断がtick 6 で終了"}},
	{"lesson.show.long", Msg{"Partition ends at tick 11", "分断がtick 11 で終了"}},
	{"lesson.show.atDeadline", Msg{"Long partition, at the deadline", "長い分断、deadline時点"}},
	{"lesson.show.retention", Msg{"Retention shorter than the partition", "分断より短いretention"}},
	{"lesson.show.fiveMinutes", Msg{"5 minutes (1 tick), at the deadline", "5 分（1 tick）、deadline時点"}},
	{"lesson.show.twoHours", Msg{"2 hours (24 ticks), at the deadline", "2 時間（24 tick）、deadline時点"}},
	{"lesson.show.randomFaults", Msg{"Every fault from one seed", "一つのseedからすべての障害"}},
	{"lesson.show.otherSeed", Msg{"Another seed: other delays, the same rules", "別のseed: delayは変わり、規則は同じ"}},
	{"lesson.show.storeSurvives", Msg{"The store survives a crash", "storeはクラッシュ後も残る"}},
	{"lesson.show.fixture", Msg{"The lesson's six events", "教材の6 event"}},
	{"lesson.show.timeoutRetry", Msg{"A timeout triggers a retry, not a verdict", "timeoutは判定ではなくretryを起こす"}},
	{"lesson.show.endless", Msg{"The longest partition: safe, decided once it ends", "最長の分断: 安全で、終われば決まる"}},
	{"lesson.show.flpStuck", Msg{"FLP world: wait for all, one process crashed: never decided", "FLPの世界: 全員の値を待つprotocolで1つのprocessがクラッシュ: 決定しない"}},
	{"lesson.show.flpAdversary", Msg{"FLP world: the network keeps every process undecided for 20 moves", "FLPの世界: networkが20手のあいだ、どのprocessにも決定させない"}},
	{"lesson.show.retried", Msg{"With the dedupe store: one effect", "dedupe storeあり: 効果は1回"}},

	// Model scope.
	{"lesson.scope.title", Msg{"Model scope", "model scope"}},
	{"lesson.scope.lead", Msg{
		"What the simulator claims, what it does not, and a run behind each claim.",
		"このsimulatorが主張すること、主張しないこと、そして各主張を裏づける実行。"}},
	{"lesson.scope.covers.title", Msg{"What the model covers", "modelが扱うもの"}},
	{"lesson.scope.covers", Msg{
		"One order state machine, a persistent dedupe store, and an asynchronous network that delays, duplicates, reorders and partitions messages, as a deterministic scenario.",
		"教材は一つの注文state machine、永続dedupe store、delay・duplicate・reorder・partitionを起こすasynchronous networkを模した決定的scenarioである。"}},
	{"lesson.scope.excludes.title", Msg{"What it does not model", "扱わないもの"}},
	{"lesson.scope.excludes", Msg{
		"No Byzantine faults, real clocks, disk failure, multi-leader consensus or real network delay distributions. Ticks are logical, delays are drawn from the seed, and the store never loses what it wrote.",
		"Byzantine fault、実時間の時計、disk故障、multi-leader consensus、実networkの確率分布は扱わない。tickは論理時間で、delayはseedから決まり、storeは書いたものを失わない。"}},
	{"lesson.scope.origin.title", Msg{"Where the fixture comes from", "fixtureの由来"}},
	{"lesson.scope.origin", Msg{
		"The events, ticks and recovery deadline are a lesson-authored simulation, not a production incident or a protocol proof. In a real system, replace the assumptions with anonymised traces, the broker's delivery contract, storage durability, retention and chaos rehearsals.",
		"event、tick、recovery deadlineはlesson-authored simulationであり、production incidentやprotocol証明ではない。実systemでは匿名化trace、brokerのdelivery契約、storage durability、retention、chaos rehearsalで仮定を置き換える。"}},
	{"lesson.scope.safety.title", Msg{"Safety and liveness", "safetyとliveness"}},
	{"lesson.scope.safety", Msg{
		"Safety: nothing bad happens (no double effect; a conflict changes nothing). Liveness: what should happen eventually happens (users get an answer). Holding messages during a partition keeps safety and costs latency; answering first would need conflict resolution later. Read every guarantee with its network, fault, clock, storage and quorum assumptions.",
		"safetyは悪い状態へ到達しない性質、livenessは望む処理が最終的に進む性質である。分断中に安全を守るため処理を保留すると可用性やlatencyへ影響し、応答を優先すると後でconflict resolutionが必要になる。保証はnetwork model、fault model、clock、storage durability、quorum assumptionと一緒に読む。"}},
	{"lesson.scope.flp.title", Msg{"FLP, CAP and practical protocols", "FLP、CAP、実用protocol"}},
	{"lesson.scope.flp", Msg{
		"FLP: in a fully asynchronous model with one crash-stop fault, no deterministic protocol can guarantee that consensus terminates. CAP is a different claim, about consistency and availability under a partition. Practical protocols add timeouts, leaders, quorums and randomized timing. The order service here runs no consensus protocol; its client's timeout is such an added assumption: it triggers a retry, and it proves nothing about the server. The FLP view plays three processes in a bounded world: an illustration of FLP's mechanism, not a proof; its leader protocol shows an added assumption at work (a bound on delays after GST, and the timeouts built on it): it decides once the network behaves, and its leader and majorities keep agreement in every schedule the engine searched.",
		"FLPは完全非同期modelで一つの停止故障がある決定的consensusの終了保証を制限する結果であり、分断下の一貫性と可用性を扱うCAPとは別の主張である。実用protocolはtimeout、leader、quorum、randomized timingを加える。このsimulatorの注文処理はconsensus protocolを実行しない。clientのtimeoutはそうした追加の仮定であり、retryを起こすだけで、serverについては何も証明しない。FLPの画面は限られた世界で三つのprocessを動かす、FLPの仕組みの例であり、証明ではない。その画面のリーダーのプロトコルは、加えた仮定（GST 以降の遅延の上限と、それに基づくタイムアウト）の働きを示す。ネットワークが安定すれば決定し、エンジンが探索したどの進め方でもリーダーと過半数が合意を守る。"}},

	// The four misdiagnoses.
	{"lesson.myths.title", Msg{"Four misdiagnoses, each refuted by a run", "4 つの誤診と、それを反証する実行"}},
	{"lesson.ui.myth", Msg{"Misdiagnosis", "誤診"}},
	{"lesson.ui.refute", Msg{"Refutation", "反証"}},
	{"lesson.myth.retry", Msg{"Fixing the HTTP retry count makes it exactly-once.", "HTTP retryを同じ回数に固定すればexactly-onceになる。"}},
	{"lesson.myth.retry.refute", Msg{
		"After a lost response the same command arrives more than once. Count transitions per stable dedupe key and replay to see the stored response reused byte for byte; take the dedupe store and the guard away and the retry is applied a second time.",
		"response loss後のretryでは同じcommandが複数回届く。stable dedupe keyで状態遷移回数を数え、保存済みresponseがbyte-equivalentに再利用されることをreplayする。dedupe storeと前提条件の確認を外すと、retryがもう一度適用される。"}},
	{"lesson.myth.timeout", Msg{"It timed out, so the processing failed on the server.", "timeoutしたためserver側の処理は失敗している。"}},
	{"lesson.myth.timeout.refute", Msg{
		"A trace where only the response was lost after the commit and a trace where the request never arrived can look the same to the client. Do not re-execute without checking the server's persistent result.",
		"commit後にresponseだけ失われたtraceと、request未到達traceはclient観測が同じになりうる。serverの永続result照合なしに再実行しない。"}},
	{"lesson.myth.flp", Msg{"Because of FLP, Raft and other practical consensus cannot work.", "FLPによりRaftなど実用consensusは動作できない。"}},
	{"lesson.myth.flp.refute", Msg{
		"Separate FLP's scope (fully asynchronous, crash-stop, deterministic protocol, guaranteed termination) from the assumptions implementations use: timeouts, leader election, quorums, randomized timing. Here, make the partition as long as the slider allows: no invariant breaks, and once it ends every command is decided.",
		"FLPの完全非同期・停止故障・決定的protocol・終了保証というscopeと、実装が用いるtimeout、leader election、quorum、randomized timingの仮定を分ける。ここでは分断をスライダーの最大まで延ばしても不変条件は破れず、分断が終われば全commandが決まる。"}},
	{"lesson.myth.order", Msg{"Transport order tells the business causal order.", "transport sequenceからbusiness causal orderを推論できる。"}},
	{"lesson.myth.order.refute", Msg{
		"Delivery order and logical order part at the release after a partition. Put the precondition state or version in the command and reject or reconcile a stale transition; without that guard a stale command is applied.",
		"分断後の解放でdelivery順とlogical順は食い違う。前提state・versionをcommandに含め、stale transitionをrejectまたはreconcileする。その確認がなければstale commandが適用される。"}},
})
