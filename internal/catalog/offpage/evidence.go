package offpage

// The evidence export's words (internal/evidence): the README, the decision
// record and lab.md. (The page's export control, page.export.*, is the
// catalogue's own: page.go.)
var _ = add([]entry{
	// A claim of the learner's decision record, as decision-record.md states it (claim.Statement).
	{"claim.says.breaks", Msg{"With “{mutation}”, “{invariant}” breaks, and it is that defense that keeps it.", "「{mutation}」のとき、「{invariant}」は破れます。守っているのはその防御です。"}},
	{"claim.says.holds", Msg{"With “{mutation}”, “{invariant}” still holds.", "「{mutation}」のときも、「{invariant}」は成立します。"}},
	{"claim.says.told", Msg{"The user of {key} is told: {told}.", "{key} の利用者に伝わるのは「{told}」です。"}},
	{"claim.says.separate", Msg{
		"Delivery and the state transition are separate: deliveries of the messages of {key}: {delivered}; applications of its transition: {applied}.",
		"配送と状態遷移は別のものです。{key} のメッセージの配送は {delivered} 回、状態遷移の適用は {applied} 回です。"}},
	{"claim.says.unknown", Msg{"(a claim of no known kind)", "（種類の分からない主張）"}},

	{"evidence.readme.title", Msg{"Evidence: {scenario}", "エビデンス: {scenario}"}},
	{"evidence.readme.lead", Msg{
		"Exported from Coordination Simulator Lab {version}. Every file but lab.md is computed from the parameters below: the same parameters give the same bytes, in the page and with `coordsim evidence`.",
		"Coordination Simulator Lab {version} から書き出しました。lab.md 以外のファイルはすべて下のパラメーターから計算されます。同じパラメーターなら、ページでも `coordsim evidence` でも同じバイト列になります。"}},
	{"evidence.readme.files", Msg{"Files", "ファイル"}},
	{"evidence.readme.params", Msg{"Parameters", "パラメーター"}},
	{"evidence.readme.open", Msg{"Open this run: {url}", "この実行を開く: {url}"}},
	{"evidence.readme.again", Msg{"Write these files again: `{command}`", "これらのファイルを書き直す: `{command}`"}},
	{"evidence.readme.lang", Msg{
		"Every file is in the page's language, as the commands named beside them write it with the same --lang (trace.json is the engine's data, the same in every language).",
		"どのファイルもページの言語で書かれており、横に記したコマンドに同じ --lang を付けると同じものを出力します（trace.json はエンジンのデータで、言語によらず同じです）。"}},
	{"evidence.file.trace-json", Msg{"the whole run as JSON: the bytes of `{command} --json`", "実行全体の JSON: `{command} --json` と同じバイト列"}},
	{"evidence.file.trace-txt", Msg{
		"the trace in delivery order, the outcome, what each user is shown and the invariant verdicts: the bytes of `{command}`",
		"配送順のトレース、結果、各利用者への表示、不変条件の判定: `{command}` と同じバイト列"}},
	{"evidence.file.spacetime", Msg{"the run's space-time diagram: the bytes of `{command} --svg spacetime.svg`", "実行の時空間図: `{command} --svg spacetime.svg` と同じバイト列"}},
	{"evidence.file.decision", Msg{
		"each defense, the mutation that removes it, the invariant that then breaks, where, and a link to that moment",
		"各防御、それを外す設定、そのとき破れる不変条件、その位置、その瞬間へのリンク"}},
	{"evidence.file.analysis", Msg{
		"your proposal for the long partition, evaluated by the engine; then the failure analysis across partition lengths and dedupe retentions, and its chart: `{command}`’s bytes, as an appendix",
		"長い分断へのあなたの提案と、エンジンによるその評価。続いて付録として、分断の長さと重複排除の保持期間にわたる障害分析とその図（`{command}` と同じバイト列）"}},
	{"evidence.file.lab", Msg{
		"the lab's progress, prediction, notes and answers as the page keeps them (`coordsim evidence` writes a blank template)",
		"ページに保存されたラボの進捗、予測、メモ、解答（`coordsim evidence` は空のひな形を書きます）"}},
	{"evidence.file.runs", Msg{
		"the traces of the {count} other runs the decision record cites, one table each as trace.txt is, so each row it names can be checked",
		"判断記録が引用するほかの {count} 件の実行のトレース（trace.txt と同じ形の表を 1 つずつ）。引用された行をそれぞれ確かめられます"}},

	{"evidence.knob.scenario", Msg{"scenario", "シナリオ"}},
	{"evidence.knob.seed", Msg{"seed", "シード"}},
	{"evidence.knob.partition", Msg{"partition length", "分断の長さ"}},
	{"evidence.knob.deadline", Msg{"recovery deadline", "復旧期限"}},
	{"evidence.knob.retention", Msg{"dedupe retention", "重複排除の保持期間"}},
	{"evidence.knob.mutations", Msg{"mutations", "外した防御"}},
	{"evidence.knob.outcome", Msg{"outcome", "結果"}},
	{"evidence.knob.sha", Msg{"trace SHA-256", "トレースの SHA-256"}},
	{"evidence.knob.version", Msg{"version", "バージョン"}},
	{"evidence.value.ticks", Msg{"{n} ticks", "{n} tick"}},
	{"evidence.value.tick", Msg{"tick {n}", "tick {n}"}},
	{"evidence.value.forever", Msg{"0 (kept forever)", "0（無期限）"}},
	{"evidence.value.none", Msg{"none", "なし"}},

	{"evidence.claims.title", Msg{"The learner's claims", "学習者の主張"}},
	{"evidence.claims.lead", Msg{
		"Written by the learner in the page. The engine checked each claim by running the run it names, as the page did; `coordsim verify` checks them again. The reasons under each claim are the learner's own and are not checked.",
		"学習者がページで書いたものです。エンジンは、それぞれの主張が指定する実行を動かして検証しました（ページでの検証と同じです）。`coordsim verify` でもう一度検証できます。各主張の下の理由は学習者自身のもので、検証の対象ではありません。"}},
	{"evidence.claims.none", Msg{"The learner wrote no claim.", "学習者は主張を書いていません。"}},
	{"evidence.claims.claim", Msg{"Claim {n}", "主張 {n}"}},
	{"evidence.claims.run", Msg{"Run: {run}", "実行: {run}"}},
	{"evidence.claims.row", Msg{"Row named: {row}", "指定した行: {row} 行目"}},
	{"evidence.claims.at", Msg{" at row {row}", "（{row} 行目）"}},
	{"evidence.claims.verdict", Msg{"Verdict: **{verdict}**{at}. {reason}", "判定: **{verdict}**{at}。{reason}"}},
	{"evidence.claims.why", Msg{"The learner's reasons (not checked):", "学習者の理由（検証の対象外）:"}},
	{"evidence.claims.noWhy", Msg{"(none written)", "（記入なし）"}},
	{"evidence.decision.machine", Msg{"Appendix: computed by the engine, not written by the learner", "付録: 学習者ではなく、エンジンが計算した記録"}},
	{"evidence.decision.title", Msg{"Decision record: {scenario}", "設計判断の記録: {scenario}"}},
	{"evidence.decision.lead", Msg{
		"Computed by running the engine, not written by hand. Each defense is switched off by the mutation that removes it, on this run's scenario, seed, partition, deadline and retention; the invariant that then breaks is given with its first trace entry (the # column of trace.txt), its tick and a link that opens the page at that moment.",
		"手で書いたものではなく、エンジンを実行して計算しています。この実行のシナリオ・シード・分断・期限・保持期間のまま防御を 1 つずつ外し、そのとき破れる不変条件を、最初のトレースエントリ（trace.txt の # 列）、tick、その瞬間のページを開くリンクとともに示します。"}},
	{"evidence.decision.exported", Msg{
		"The exported run itself has the mutations {mutations} switched on; its own verdicts are in trace.txt.",
		"書き出した実行そのものでは {mutations} を外しています。その実行の判定は trace.txt にあります。"}},
	{"evidence.decision.on", Msg{"With every defense on", "すべての防御がオンのとき"}},
	{"evidence.decision.onLead", Msg{"No mutation: outcome {outcome} (recovery {recovery}, deadline tick {deadline}); its trace is {file}. {link}", "防御をすべて残した場合の結果は{outcome}です（復旧 {recovery}、期限 tick {deadline}）。トレースは {file}。{link}"}},
	{"evidence.decision.holds", Msg{"holds", "成立"}},
	{"evidence.decision.breaks", Msg{"breaks at trace #{entry}, tick {tick}", "トレース #{entry}、tick {tick} で破れる"}},
	{"evidence.decision.never", Msg{"never (the partition does not end)", "なし（分断が終わらない）"}},
	{"evidence.decision.off", Msg{"Each defense removed", "防御を 1 つずつ外したとき"}},
	{"evidence.decision.colDefense", Msg{"defense", "防御"}},
	{"evidence.decision.colMutation", Msg{"mutation that removes it", "それを外す設定"}},
	{"evidence.decision.colInvariant", Msg{"invariant it breaks", "破れる不変条件"}},
	{"evidence.decision.colEntry", Msg{"first entry", "最初のエントリ"}},
	{"evidence.decision.colTick", Msg{"tick", "tick"}},
	{"evidence.decision.colOpen", Msg{"open that moment", "その瞬間を開く"}},
	{"evidence.decision.colTrace", Msg{"its trace", "そのトレース"}},
	{"evidence.decision.nothing", Msg{"nothing breaks in this run", "この実行では何も破れない"}},
	// A mutation that cannot be applied to the exported run (the decision
	// record says so and why, and goes on: internal/evidence/decision.go).
	{"evidence.decision.notApplicable", Msg{"does not apply to this run: {reason}", "この実行には当てはまらない（{reason}）"}},
	{"evidence.decision.na.conflicting-retry", Msg{"it rewrites a duplicate message, and this run has none", "重複メッセージを書き換える変更だが、この実行には重複メッセージがない"}},
	{"evidence.decision.na.other", Msg{"this run has nothing it changes", "この実行には変える対象がない"}},
	{"evidence.decision.elsewhereTitle", Msg{"Where the defenses this run does not exercise matter", "この実行では試されない防御が効く場所"}},
	{"evidence.decision.elsewhere", Msg{
		"`{mutation}` breaks nothing with these parameters. The first scenario, at its own defaults, where it does is {scenario}: {invariant} breaks at trace #{entry}, tick {tick} ({file}). {link}",
		"`{mutation}` はこのパラメーターでは何も破りません。既定の設定のままで、これによって不変条件が破れる最初のシナリオは{scenario}です。トレース #{entry}、tick {tick} で{invariant}が破れます（{file}）。{link}"}},
	{"evidence.decision.nowhere", Msg{"`{mutation}` breaks no invariant on its own in any scenario at its defaults.", "`{mutation}` だけでは、どのシナリオの既定の設定でも不変条件は破れません。"}},
	{"evidence.decision.recovery", Msg{"Recovery against the deadline", "期限に対する復旧"}},
	{"evidence.decision.flip", Msg{
		"With seed {seed}, every defense on and deadline tick {deadline}, the outcome flips at partition length {length}, from {from} to {to} (its trace: {file}). {link}",
		"シード {seed}、すべての防御あり、期限 tick {deadline} では、分断の長さ {length} で結果が{from}から{to}に変わります（トレース: {file}）。{link}"}},
	{"evidence.decision.noFlip", Msg{
		"With seed {seed}, every defense on and deadline tick {deadline}, every partition length in {lengths} ends {outcome}.",
		"シード {seed}、すべての防御あり、期限 tick {deadline} では、分断の長さ {lengths} のどれでも結果は{outcome}です。"}},
	{"evidence.decision.link", Msg{"[open]({url})", "[開く]({url})"}},

	{"evidence.defense.conflicting-retry", Msg{"one input per key: a retry with other input is refused", "キーごとに入力は 1 つ: 異なる入力の再送は拒否"}},
	{"evidence.defense.dedupe-off", Msg{"a persistent dedupe store that answers a duplicate with the first result", "重複に最初の結果を返す永続的な重複排除ストア"}},
	{"evidence.defense.short-retention", Msg{"dedupe entries kept as long as a retry can arrive (retention)", "再送が届きうる間は重複排除エントリを保持（保持期間）"}},
	{"evidence.defense.non-atomic-commit", Msg{"state and dedupe entry written in one commit", "状態と重複排除エントリを 1 つのコミットで書く"}},
	{"evidence.defense.unguarded-transition", Msg{"only allowed state transitions (the precondition is checked)", "許された状態遷移だけ（前提条件を確認）"}},
	{"evidence.defense.key-too-wide", Msg{"a dedupe key that names the operation", "操作を含む重複排除キー"}},
	{"evidence.defense.no-lease-expiry", Msg{"a claim's lease that runs out, so a retry can claim a record its crashed attempt left in progress", "いずれ切れる確保のリース（クラッシュした試行が処理中のまま残したレコードを再送が確保できる）"}},
	{"evidence.defense.claim-not-atomic", Msg{"the record claimed in one atomic step, so overlapping attempts do not both run", "レコードを 1 回のアトミックな操作で確保する（重なった試行が両方実行されない）"}},
	{"evidence.defense.key-too-narrow", Msg{"a dedupe key stable across retries (no attempt in it)", "再送しても変わらない重複排除キー（試行番号を含めない）"}},

	{"evidence.lab.title", Msg{"Lab notes", "ラボ記録"}},
	{"evidence.lab.lead", Msg{
		"Your progress in the practice lab, as this browser keeps it (nothing is sent anywhere).",
		"このブラウザーに保存されたラボの進捗です（どこにも送信されていません）。"}},
	{"evidence.lab.leadBlank", Msg{
		"A template: write what you did and saw under each step, and your answers below.",
		"ひな形です。各手順の下にやったことと見たことを、下の「解答」の欄に答えを書いてください。"}},
	{"evidence.lab.who", Msg{"Learner: {learner}. Exported at {made}.", "学習者: {learner}。書き出した日時: {made}。"}},
	{"evidence.lab.saved", Msg{"The record was last saved at {saved}.", "記録を最後に保存した日時: {saved}。"}},
	{"evidence.lab.anonymous", Msg{"no name given (this browser's shared record)", "名前なし（このブラウザーで共有の記録）"}},
	{"evidence.lab.status", Msg{"Status: {status}", "状態: {status}"}},
	{"evidence.lab.noNote", Msg{"(no note)", "（メモなし）"}},
	{"evidence.lab.noAnswer", Msg{"(no answer)", "（解答なし）"}},
	{"evidence.lab.answer", Msg{"Your answer:", "あなたの解答:"}},
	{"evidence.lab.prediction", Msg{"Prediction (step 5): {outcome} at partition length {partition}, deadline tick {deadline}.", "予測（手順 5）: 分断の長さ {partition}、期限 tick {deadline} で {outcome}。"}},
	{"evidence.lab.predictionCounts", Msg{
		"Also predicted: {held} messages held by the partition at the deadline, {uncertain} users told “uncertain”.",
		"あわせて予測した数: 期限の時点で分断に保留されるメッセージは {held} 件、「不確定」と伝えられる利用者は {uncertain} 人。"}},
	{"evidence.lab.noCounts", Msg{
		"The two counts were not predicted (a record from before the lab asked for them).",
		"2 つの数は予測されていません（ラボが数を尋ねる前の記録です）。"}},
	{"evidence.lab.noPrediction", Msg{"Prediction (step 5): none recorded.", "予測（手順 5）: 記録なし。"}},
	{"evidence.lab.answers", Msg{"Answers", "解答"}},
	{"evidence.lab.quizScore", Msg{"Checked parts right (graded again from the answers below): {correct} of {of}.", "確認問題の正解（下の解答から採点し直した数）: {of} 問中 {correct} 問。"}},
	{"evidence.lab.grading.best", Msg{"(A question tried more than once counts if any try is right: the course's grading.)", "（複数回答えた問題は、どれか 1 回が正解なら正解とします。コースの採点方法です。）"}},
	{"evidence.lab.grading.first", Msg{"(A question counts by its first try: the course's grading.)", "（問題は最初の解答で採点します。コースの採点方法です。）"}},
	{"evidence.lab.grading.last", Msg{"(A question counts by its last try: the course's grading.)", "（問題は最後の解答で採点します。コースの採点方法です。）"}},
	{"evidence.lab.submitted", Msg{"The learner submitted the quiz at {at} (the course showed the verdicts only after it).", "学習者は {at} に知識チェックを提出しました（コースは提出後にだけ正誤を表示する設定です）。"}},
	{"evidence.lab.tries", Msg{"Tries, in order, graded again: {list}.", "解答の履歴（順に、採点し直した結果）: {list}。"}},
	{"evidence.lab.try", Msg{"{n}. {verdict} at {at}", "{n} 回目 {verdict}（{at}）"}},
	{"evidence.lab.checked", Msg{"Checked part: {ask} Answer: {answer}", "確認問題: {ask} 解答: {answer}"}},
	{"evidence.lab.verdict", Msg{"{answer} ({verdict})", "{answer}（{verdict}）"}},
	{"evidence.lab.checkRight", Msg{"right", "正解"}},
	{"evidence.lab.checkWrong", Msg{"not right", "不正解"}},
	{"evidence.lab.marks", Msg{"The learner's own marks of this answer on the rubric (a self-assessment, not a grade):", "この解答への学習者自身のルーブリック採点（自己評価であり、成績ではありません）:"}},
	{"evidence.lab.noMarks", Msg{"Not marked on the rubric.", "ルーブリックでの採点なし。"}},
	{"evidence.lab.items", Msg{"Expected evidence the answer covers, as the learner ticked it (a self-assessment, {n} of {of}): {items}.", "解答に含まれる期待される証拠として学習者が印を付けたもの（自己評価、{of} 項目中 {n} 項目）: {items}。"}},
	{"evidence.lab.noItems", Msg{"none", "なし"}},
	{"evidence.lab.record", Msg{"Record", "記録データ"}},
	{"evidence.lab.recordLead", Msg{
		"What every file of this export was made from, for `coordsim verify`, which makes them again and compares: an edit of any file, or of this record, shows.",
		"この書き出しの各ファイルの元になったデータです。`coordsim verify` はここから全ファイルを作り直して比べるので、どのファイルを書き換えても、この記録データを書き換えても分かります。"}},
	{"evidence.lab.proof", Msg{"Completed on this run: {url} (trace SHA-256 {sha}).", "この実行で完了: {url}（トレースの SHA-256 {sha}）。"}},
	{"evidence.lab.transferReplay", Msg{
		"The two-hour run replayed: the first trace SHA-256 {first}, the second's {second}: {same}; the outcome {outcome}.",
		"2 時間の実行の再実行: 1 回目のトレースの SHA-256 は {first}、2 回目は {second}。{same}。結果は {outcome}。"}},
	{"evidence.lab.noTransferReplay", Msg{"The two-hour run: not replayed.", "2 時間の実行: 再実行の記録なし。"}},
	{"evidence.lab.replay", Msg{
		"Replay (step 4): the first run's trace SHA-256 {first}, the second's {second}: {same}; the outcome {outcome}.",
		"再実行（手順 4）: 1 回目のトレースの SHA-256 は {first}、2 回目は {second}。{same}。結果は {outcome}。"}},
	{"evidence.lab.replaySame", Msg{"identical", "一致"}},
	{"evidence.lab.replayDiffer", Msg{"they differ", "不一致"}},
	{"evidence.lab.noReplay", Msg{"Replay (step 4): none recorded.", "再実行（手順 4）: 記録なし。"}},
	{"evidence.lab.happened", Msg{"What happened on that run: {outcome}; the prediction {verdict}.", "その実行で起きたこと: {outcome}。予測は{verdict}。"}},
	{"evidence.lab.matched", Msg{"matched", "当たりました"}},
	{"evidence.lab.missed", Msg{"missed", "外れました"}},
	{"evidence.lab.challenges", Msg{"Challenges solved", "解いたチャレンジ"}},
	{"evidence.lab.noChallenges", Msg{"No challenge solved in this browser.", "このブラウザーで解いたチャレンジはありません。"}},
	{"evidence.lab.solution", Msg{"the solution {url}", "解答 {url}"}},
	{"evidence.lab.check", Msg{
		"`coordsim challenge check LINK...` grades each link: the moves, the par, solved or not.",
		"`coordsim challenge check LINK...` で各リンクを採点できます（手数、基準手数、解けたかどうか）。"}},
})
