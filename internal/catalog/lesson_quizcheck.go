package catalog

// The checked part of each question (internal/quiz): what it asks, its
// options or counts, why the right answer is right (shown once it is
// answered right), and the self-marking of the free answer against the
// rubric's four dimensions and the assessments' expected evidence.
// Feedback on a wrong answer names the runs to look at, never the answer.
var _ = add([]entry{
	// What a wrong option gets wrong, said when it is chosen (quiz.Verdict.Wrong).
	{"lesson.quiz.q1.wrong.error", Msg{
		"No error comes back when the request is lost: the service never saw it, so nothing answers, and the client sees only its timer fire, as in the other run.",
		"request が失われても error は返りません。サービスはそれを受け取っていないので何も応答せず、client に見えるのは、もう一方の実行と同じくタイマーが切れることだけです。"}},
	{"lesson.quiz.q1.wrong.stored", Msg{
		"The stored result goes only to a later retry: the first attempt's response was lost, so nothing reaches the client before its timer fires.",
		"保存済みの result が返るのは後の retry に対してだけです。最初の試行の response は失われたので、タイマーが切れるまで client には何も届きません。"}},
	{"lesson.quiz.q2.wrong.reuse", Msg{
		"The stored result would tell this user that their other input took effect: other input under a used key is a conflict, not a duplicate.",
		"保存済みの result を返すと、異なる入力が効いたとこの利用者に伝えることになります。使用済みの key での異なる入力は、重複ではなく衝突です。"}},
	{"lesson.quiz.q2.wrong.apply", Msg{
		"Applying it gives one key two effects, where the key is there so that a command takes effect at most once.",
		"適用すると、1 つの key に 2 つの効果が生じます。key は、command が高々 1 回しか効かないようにするためのものです。"}},
	{"lesson.quiz.q4.wrong.timeout", Msg{
		"That misdiagnosis is prevented by telling a lost request from a lost response, not by recording the order.",
		"その誤診を防ぐのは、request の喪失と response の喪失を区別することで、順序の記録ではありません。"}},
	{"lesson.quiz.q4.wrong.retry", Msg{
		"No retry count gives exactly-once: dedupe and an allowed transition prevent that misdiagnosis, not the order on record.",
		"retry 回数をいくつにしても exactly-once にはなりません。その誤診を防ぐのは dedupe と許された状態遷移で、順序の記録ではありません。"}},
	{"lesson.quiz.q5.wrong.cap", Msg{
		"That choice is CAP's, another result: FLP is about reaching a decision at all in a fully asynchronous system where one process may crash.",
		"その選択を扱うのは CAP で、別の結果です。FLP は、1 つのプロセスがクラッシュしうる完全な非同期系で、そもそも決定に至れるかを扱います。"}},
	{"lesson.quiz.q5.wrong.impossible", Msg{
		"Practical protocols do work: they add what FLP leaves out (timeouts, a leader, partial synchrony). FLP says only that no deterministic protocol is sure to decide under full asynchrony.",
		"実用的なプロトコルは実際に動きます。FLP が前提にしないもの（timeout、leader、部分同期）を加えているからです。FLP が示すのは、完全な非同期のもとでは、決定的なプロトコルが必ず決定に至るとは保証できない、ということだけです。"}},
	{"lesson.quiz.q6.wrong.retries", Msg{
		"More retries bring more duplicates, not an answer: past the deadline the partition still holds them all.",
		"retry を増やしても応答は得られず、重複が増えるだけです。期限を過ぎても、分断がそのすべてを保留しています。"}},
	{"lesson.quiz.q6.wrong.timeoutFailed", Msg{
		"A timed-out command may have taken effect: it is uncertain and to be reconciled, not failed.",
		"timeout した command は効いているかもしれません。失敗ではなく不確定で、照合が必要です。"}},
	{"lesson.quiz.q6.wrong.deliveryOrder", Msg{
		"Delivery order is not causal order: after the release, messages arrive in another order than they were sent.",
		"delivery 順は causal order ではありません。解放後のメッセージは、送られたのとは別の順序で届きます。"}},
	{"lesson.quiz.a1.wrong.retryCount", Msg{
		"The retry count changes with every attempt: a record that includes it never matches the retry it should recognise.",
		"retry 回数は試行のたびに変わります。それを含む記録は、見分けるべき retry と一致しません。"}},
	{"lesson.quiz.a1.wrong.arrival", Msg{
		"Arrival times differ for every copy and say nothing of whether the command took effect; the key and the stored result do.",
		"到着時刻はコピーごとに異なり、command が効いたかどうかは分かりません。それが分かるのは、key と保存済みの result です。"}},
	{"lesson.quiz.a1.wrong.sequence", Msg{
		"The transport's sequence is not the command's identity: a retry of the same command gets a new one.",
		"transport の delivery sequence は command の同一性を表しません。同じ command の retry にも新しい番号が付きます。"}},
	{"lesson.quiz.check", Msg{"Check", "確認する"}},
	// The course's feedback=after: verdicts and model answers once the
	// learner has submitted the quiz.
	{"lesson.quiz.recorded", Msg{"Your answer is recorded. Whether it is right shows once you submit the quiz.", "解答を記録しました。正誤は、知識チェックを提出すると表示されます。"}},
	{"lesson.quiz.afterSubmit", Msg{"The model answer opens once you submit the quiz.", "模範解答は、知識チェックを提出すると開けます。"}},
	{"lesson.quiz.scoreHeld", Msg{"Checked parts answered: {answered} of {of}. Your score shows once you submit.", "答えた確認問題: {of} 問中 {answered} 問。得点は提出すると表示されます。"}},
	{"lesson.quiz.submitLead", Msg{"This course shows whether your answers are right, and the model answers, once you submit. After that, the checks take no more answers.",
		"このコースでは、解答の正誤と模範解答は提出後に表示されます。提出した後は、確認問題に解答できなくなります。"}},
	{"lesson.quiz.submit", Msg{"Submit the quiz", "知識チェックを提出する"}},
	{"lesson.quiz.submitAsk", Msg{"Submit now? Your answers to the checks can no longer change.", "提出しますか？ 確認問題の解答は変更できなくなります。"}},
	{"lesson.quiz.submitYes", Msg{"Submit", "提出する"}},
	{"lesson.quiz.submittedAt", Msg{"Submitted at {at}.", "{at} に提出しました。"}},
	// The course's cap on checks (attempts=N).
	{"lesson.quiz.triesLeft", Msg{"{left} of {of} checks left", "確認できる残り回数: {of} 回中 {left} 回"}},
	{"lesson.quiz.noTriesLeft", Msg{"No checks left: the course allows {of}.", "確認できる回数（{of} 回）を使い切りました。"}},
	{"lesson.quiz.checkTitle", Msg{"Checked part", "確認問題"}},
	{"lesson.quiz.right", Msg{"Right.", "正解です。"}},
	{"lesson.quiz.wrong", Msg{"Not yet. Open the run and look again:", "まだです。実行を開いて、もう一度確かめてください:"}},
	{"lesson.quiz.off", Msg{"Not what the run shows: {counts}.", "実行が示す値と違う項目: {counts}。"}},
	{"lesson.quiz.empty", Msg{"Choose or enter an answer first.", "先に選択肢を選ぶか、値を入力してください。"}},
	{"lesson.quiz.runs", Msg{"The runs that show why:", "理由を示す実行:"}},
	{"lesson.quiz.score", Msg{
		"Checked parts right: {correct} of {of}. Answers marked against the rubric: {marked} of {of}.",
		"確認問題の正解: {of} 問中 {correct} 問。ルーブリックで採点した解答: {of} 問中 {marked} 問。"}},

	{"lesson.quiz.q1.ask", Msg{"At its timeout, what does the client observe in the two runs?", "timeoutの時点で、clientは二つの実行で何を観測するか。"}},
	{"lesson.quiz.q1.opt.error", Msg{"An error when the request was lost, nothing when the response was lost", "request未到達ではerror、response lossでは何もない"}},
	{"lesson.quiz.q1.opt.same", Msg{"The same in both: no answer before its timer fires", "どちらも同じ: タイマーが切れるまで応答がない"}},
	{"lesson.quiz.q1.opt.stored", Msg{"The stored result when only the response was lost", "responseだけ失われたときは保存済みresult"}},
	{"lesson.quiz.q1.why", Msg{
		"In both runs the client has no answer at tick 4; only the server's trace and store tell them apart.",
		"どちらの実行でも、tick 4 の時点でclientは応答を受け取っていない。違いはserverのtraceとstoreにしか現れない。"}},

	{"lesson.quiz.q2.ask", Msg{"A retry arrives with the same dedupe key but other business input. What does the service do?", "同じdedupe keyで異なるbusiness入力のretryが届いた。サービスはどうするか。"}},
	{"lesson.quiz.q2.opt.reuse", Msg{"Return the stored first result", "保存済みの最初のresultを返す"}},
	{"lesson.quiz.q2.opt.apply", Msg{"Apply it as a new command", "新しいcommandとして適用する"}},
	{"lesson.quiz.q2.opt.reject", Msg{"Reject it with a typed conflict and change nothing", "typed conflictでrejectし、何も変えない"}},
	{"lesson.quiz.q2.why", Msg{
		"The fingerprint differs, so it is no true retry: the run answers it with a conflict and the state stays as it was.",
		"fingerprintが違うので本当のretryではない。サービスはconflictで応答し、stateは変わらない。"}},

	{"lesson.quiz.q3.ask", Msg{"Count, for the confirm command's key over the whole run:", "confirm commandのkeyについて、実行全体で数える:"}},
	{"lesson.quiz.q3.count.applied", Msg{"transitions applied, with the dedupe store", "dedupe storeありで適用された遷移"}},
	{"lesson.quiz.q3.count.reused", Msg{"answers reused from the store, with the dedupe store", "dedupe storeありでstoreから再利用された応答"}},
	{"lesson.quiz.q3.count.appliedOff", Msg{"transitions applied, with the dedupe store and the guard off", "dedupe storeと前提条件の確認なしで適用された遷移"}},
	{"lesson.quiz.q3.why", Msg{
		"With the store the transition is applied once and the retry reuses the first answer; with both off it is applied twice, though the order ends confirmed either way.",
		"storeありでは遷移は 1 回だけ適用され、retryは最初の応答を再利用する。両方なしでは 2 回適用されるが、orderはどちらでもconfirmedで終わる。"}},

	{"lesson.quiz.q4.ask", Msg{"Which misdiagnosis does recording logical sequence and delivery order separately prevent?", "logical sequenceとdelivery順を別々に記録すると、どの誤診を防げるか。"}},
	{"lesson.quiz.q4.opt.timeout", Msg{"A timeout means the server's processing failed", "timeoutはserverの処理失敗を意味する"}},
	{"lesson.quiz.q4.opt.order", Msg{"The delivery order tells the business causal order", "delivery順からbusiness causal orderがわかる"}},
	{"lesson.quiz.q4.opt.retry", Msg{"A fixed retry count gives exactly-once", "retry回数を固定すればexactly-onceになる"}},
	{"lesson.quiz.q4.why", Msg{
		"At the release after the partition, later sequences arrive before the retry of an earlier one: delivery order is not issue order.",
		"分断後の解放では、後のsequenceが前のsequenceのretryより先に届く。delivery順は発行順ではない。"}},

	{"lesson.quiz.q5.ask", Msg{"What does the FLP result limit?", "FLPの結果は何を制限するか。"}},
	{"lesson.quiz.q5.opt.cap", Msg{"The choice between consistency and availability during a partition", "分断中の一貫性と可用性の選択"}},
	{"lesson.quiz.q5.opt.impossible", Msg{"Whether practical consensus such as Raft can work at all", "Raftなど実用consensusがそもそも動くかどうか"}},
	{"lesson.quiz.q5.opt.termination", Msg{
		"Guaranteed termination of a deterministic consensus protocol in a fully asynchronous model with one crash-stop fault",
		"完全非同期modelで一つの停止故障があるときの、決定的consensus protocolの終了保証"}},
	{"lesson.quiz.q5.why", Msg{
		"FLP is about termination under those assumptions; in the longest partition here no invariant breaks, and every command is decided once it ends.",
		"FLPはその仮定のもとでの終了保証の話である。この実行で分断を最長にしても不変条件は破れず、分断が終われば全commandが決まる。"}},

	{"lesson.quiz.q6.ask", Msg{"Choose at least four items to re-evaluate when a partition runs past the recovery deadline (choose none that is wrong):",
		"partitionがrecovery deadlineを越えたときに再評価する項目を四つ以上選ぶ（誤った項目は選ばない）:"}},
	{"lesson.quiz.q6.opt.deadline", Msg{"The recovery deadline and what it promises users", "recovery deadlineと利用者への約束"}},
	{"lesson.quiz.q6.opt.retries", Msg{"Raising the client's retry count until it gets an answer", "応答が得られるまでclientのretry回数を増やす"}},
	{"lesson.quiz.q6.opt.held", Msg{"Messages still held at the deadline, and queue limits", "deadline時点で残留するmessageとqueue上限"}},
	{"lesson.quiz.q6.opt.retention", Msg{"Dedupe retention against the longest retry", "最長retryに対するdedupe retention"}},
	{"lesson.quiz.q6.opt.timeoutFailed", Msg{"Treating every timed-out command as failed", "timeoutしたcommandをすべて失敗として扱う"}},
	{"lesson.quiz.q6.opt.stale", Msg{"Stale commands and their order after the release", "解放後のstale commandと順序"}},
	{"lesson.quiz.q6.opt.reconcile", Msg{"Reconciling the results told “uncertain”", "「不確定」と伝えた結果のreconciliation"}},
	{"lesson.quiz.q6.opt.deliveryOrder", Msg{"Applying commands in the order they are delivered", "commandを届いた順に適用する"}},
	{"lesson.quiz.q6.opt.told", Msg{"What each user is told, and compensation", "各利用者へ伝える結果とcompensation"}},
	{"lesson.quiz.q6.opt.trace", Msg{"A replayed trace as evidence", "証拠としてのreplay trace"}},
	{"lesson.quiz.q6.why", Msg{
		"At the deadline messages are still held and users are told “uncertain”; with retention shorter than the partition a late retry finds no entry.",
		"deadline時点でmessageが残留し、利用者には「不確定」と伝わる。retentionが分断より短いと、遅れたretryはentryを見つけられない。"}},

	{"lesson.quiz.a1.ask", Msg{"Choose everything to persist so that the retry neither confirms twice nor gets another answer:",
		"retryが二重確定も別の応答も起こさないように永続化するものをすべて選ぶ:"}},
	{"lesson.quiz.a1.opt.key", Msg{"A stable dedupe key scoped to the request (tenant, resource, operation, version)", "request scopeを含むstable dedupe key（tenant、resource、operation、version）"}},
	{"lesson.quiz.a1.opt.retryCount", Msg{"How many times the client has retried", "clientのretry回数"}},
	{"lesson.quiz.a1.opt.fingerprint", Msg{"The fingerprint of the business input", "business入力のfingerprint"}},
	{"lesson.quiz.a1.opt.result", Msg{"The first result and its response", "最初のresultとresponse"}},
	{"lesson.quiz.a1.opt.arrival", Msg{"The time each copy arrived, to tell retries apart", "retryを区別するための各コピーの到着時刻"}},
	{"lesson.quiz.a1.opt.sameCommit", Msg{"All of it in the same commit as the state change", "これらを状態変更と同じcommitで書く"}},
	{"lesson.quiz.a1.opt.retention", Msg{"A retention at least as long as the longest retry", "最長のretry期間以上のretention"}},
	{"lesson.quiz.a1.opt.sequence", Msg{"The transport's delivery sequence", "transportのdelivery sequence"}},
	{"lesson.quiz.a1.why", Msg{
		"The retry with the same key and input gets the stored response and applies nothing; another input under the key is rejected; an entry kept too briefly lets a late retry through.",
		"同じkeyと入力のretryは保存済みresponseを受け取り、何も適用しない。同じkeyで異なる入力はrejectされる。entryの保持が短すぎると遅れて届いたretryが通ってしまう。"}},

	{"lesson.quiz.a2.ask", Msg{"Read off the two runs, each at its deadline:", "二つの実行それぞれのdeadline時点で読み取る:"}},
	{"lesson.quiz.a2.count.heldShort", Msg{"5 minutes: messages held at the deadline", "5 分: deadline時点で残留するmessage"}},
	{"lesson.quiz.a2.count.uncertainShort", Msg{"5 minutes: users told “uncertain”", "5 分: 「不確定」と伝えられた利用者"}},
	{"lesson.quiz.a2.count.heldLong", Msg{"2 hours: messages held at the deadline", "2 時間: deadline時点で残留するmessage"}},
	{"lesson.quiz.a2.count.uncertainLong", Msg{"2 hours: users told “uncertain”", "2 時間: 「不確定」と伝えられた利用者"}},
	{"lesson.quiz.a2.why", Msg{
		"A 5-minute partition ends before the deadline and everyone gets a definite answer; at 2 hours messages are still held at the deadline and the users waiting on them are told “uncertain”.",
		"5 分の分断はdeadline前に終わり、全員が確定した応答を受け取る。2 時間ではdeadline時点でmessageが残留し、それを待つ利用者には「不確定」と伝わる。"}},

	// The rubric, shown with the assessments.
	{"lesson.rubric.heading", Msg{"The rubric", "評価ルーブリック"}},
	{"lesson.rubric.about", Msg{
		"Each answer, the assessments above all, is marked on four dimensions, each not yet, partly or fully:",
		"各解答、特にアセスメントは、四つの観点でそれぞれ「まだ」「一部」「十分」のいずれかで採点します:"}},

	// Sources and what comes next (出典と次の学習).
	{"lesson.sources.title", Msg{"Sources and what to learn next", "出典と次の学習"}},
	{"lesson.sources.lead", Msg{
		"These outside sources open only when you choose one; nothing is fetched from them before.",
		"以下の外部資料は、選んだときにだけ開きます。それまで何も取得しません。"}},
	{"lesson.source.flp", Msg{"The termination guarantee of fully asynchronous consensus.", "完全非同期consensusの終了保証。"}},
	{"lesson.source.raft", Msg{"A practical design of leaders and log replication.", "実用的なleaderとlog replicationの設計。"}},
	{"lesson.source.rfc9110", Msg{"What HTTP methods mean, and when a request may be retried.", "HTTP methodの意味と、requestをretryしてよい場合。"}},
	{"lesson.source.foundationdb", Msg{"A real distributed transactional key-value architecture.", "分散transactional key-value architectureの実例。"}},
	{"lesson.source.kind.peer-reviewed", Msg{"peer-reviewed paper", "査読付き論文"}},
	{"lesson.source.kind.primary", Msg{"primary source", "一次資料"}},
	{"lesson.source.kind.standard", Msg{"standard", "標準"}},
	{"lesson.sources.next", Msg{
		"Next: performance and capacity design, which measures how draining the queue after recovery affects latency, throughput and safe capacity; then reliability, observability and SLOs, which connect the failure model to the uncertain results users see, burn rate, alerts and runbooks.",
		"次は「性能・容量設計」で、recovery後のqueue drainがlatency、throughput、安全容量へ与える影響を測ります。その後「信頼性・可観測性・SLO」で、利用者から見た不確定な結果、burn rate、alert、runbookへfailure modelを接続します。"}},

	// Self-marking the free answer.
	{"lesson.rubric.title", Msg{"Mark your answer yourself (a self-assessment, not counted)", "自分の解答を自己採点する（得点には数えません）"}},
	{"lesson.rubric.lead", Msg{
		"Against the model answer, mark your own answer on the rubric's four dimensions.",
		"模範解答と比べて、自分の解答をルーブリックの四つの観点で採点します。"}},
	{"lesson.rubric.technical-correctness", Msg{"Technical correctness: the claims are true of the model", "技術的正確さ: 主張がmodelについて正しい"}},
	{"lesson.rubric.judgment", Msg{"Judgment: it chooses and weighs what matters", "判断: 何が重要かを見極め、重みづけしている"}},
	{"lesson.rubric.evidence", Msg{"Evidence: it cites a run, a trace row or a count", "証拠: 実行、trace行、回数を根拠に挙げている"}},
	{"lesson.rubric.communication", Msg{"Communication: another engineer could act on it", "伝達: 他のエンジニアが読んでそのまま行動に移せる"}},
	{"lesson.rubric.engine.title", Msg{"The engine's marks, from what it can check:", "エンジンによる採点（判定できる観点のみ）:"}},
	{"lesson.rubric.engine.right", Msg{"the checked part is right", "確認問題の部分が正解"}},
	{"lesson.rubric.engine.notRight", Msg{"the checked part is not right yet", "確認問題の部分がまだ正解でない"}},
	{"lesson.rubric.engine.shown", Msg{"your own work shows {n} of the {of} expected-evidence items the engine can check", "エンジンが判定できる期待する証拠 {of} 項目のうち、あなた自身の作業で {n} 項目を示している"}},
	{"lesson.rubric.engine.instructor", Msg{"for the instructor: the engine cannot mark it", "講師が評価します（エンジンは採点できません）"}},
	{"lesson.rubric.engine.level", Msg{"{dim}: {level} ({reason})", "{dim}: {level}（{reason}）"}},
	{"lesson.rubric.level.0", Msg{"Not yet", "まだ"}},
	{"lesson.rubric.level.1", Msg{"Partly", "一部"}},
	{"lesson.rubric.level.2", Msg{"Fully", "十分"}},
	{"lesson.rubric.items", Msg{"Your own check (self-assessment, not counted): expected evidence my answer covers", "自己評価（得点には数えません）: 期待する証拠のうち、自分の解答に含まれるもの"}},
	{"lesson.evidence.engine", Msg{"The engine's check, from your own work (claims, lab steps):", "あなた自身の作業（主張、ラボの手順）によるエンジンの判定:"}},
	{"lesson.evidence.claim", Msg{"shown by your claim {n}, which its run supports", "主張 {n} で示されています（実行による裏づけあり）"}},
	{"lesson.evidence.step", Msg{"shown: lab step {n} completed on its run", "示されています: ラボの手順 {n} を実行で完了"}},
	{"lesson.evidence.replay", Msg{"shown: step 4's two runs gave one trace", "示されています: 手順 4 の 2 回の実行が同じトレース"}},
	{"lesson.evidence.notYet", Msg{"not shown yet: {how}", "まだ示されていません: {how}"}},
	{"lesson.evidence.instructor", Msg{"for the instructor: the engine cannot check it", "講師が評価します（エンジンは判定できません）"}},
	{"lesson.evidence.how.defenses", Msg{"a supported claim that with “{defenses}” an invariant breaks", "「{defenses}」のとき不変条件が破れるという、裏づけのある主張"}},
	{"lesson.evidence.how.anyBreak", Msg{"a supported claim that with a defense off an invariant breaks", "防御を外すと不変条件が破れるという、裏づけのある主張"}},
	{"lesson.evidence.how.told", Msg{"a supported claim that a user is told: {told}", "利用者に「{told}」が伝わるという、裏づけのある主張"}},
	{"lesson.evidence.how.step", Msg{"complete lab step {n}", "ラボの手順 {n} を完了する"}},
	{"lesson.evidence.how.replay", Msg{"run step 4's replay, two runs and one trace", "手順 4 の再実行で、2 回の実行が同じトレースになることを確かめる"}},
	{"lesson.evidence.or", Msg{"” or “", "」または「"}},

	{"lesson.a.1.item.1", Msg{"A stable dedupe key that includes the request's scope", "request scopeを含むstable dedupe key"}},
	{"lesson.a.1.item.2", Msg{"The input fingerprint", "入力fingerprint"}},
	{"lesson.a.1.item.3", Msg{"The transition's result", "状態遷移結果"}},
	{"lesson.a.1.item.4", Msg{"The response", "response"}},
	{"lesson.a.1.item.5", Msg{"Retention", "retention"}},
	{"lesson.a.1.item.6", Msg{"An atomic commit", "atomic commit"}},
	{"lesson.a.1.item.7", Msg{"Rejection on a key collision", "key衝突時のreject"}},
	{"lesson.a.2.item.1", Msg{"Recovery deadline", "recovery deadline"}},
	{"lesson.a.2.item.2", Msg{"Queue limits", "queue上限"}},
	{"lesson.a.2.item.3", Msg{"Dedupe retention", "dedupe retention"}},
	{"lesson.a.2.item.4", Msg{"Stale commands", "stale command"}},
	{"lesson.a.2.item.5", Msg{"Order", "順序"}},
	{"lesson.a.2.item.6", Msg{"Invariants", "不変条件"}},
	{"lesson.a.2.item.7", Msg{"Reconciliation", "reconciliation"}},
	{"lesson.a.2.item.8", Msg{"The uncertainty returned to users", "利用者へ返す不確定な答え"}},
	{"lesson.a.2.item.9", Msg{"A replayed trace", "replay trace"}},
})
