package catalog

// The lab's checked steps (assets/labcheck.js): step 2's reordered rows and
// step 3's two counts, named by the learner and checked against the run,
// and step 5's two counted predictions beside the outcome. The feedback on
// a wrong answer says what is wrong and where to look, never the answer.
var _ = add([]entry{
	{"lesson.check.button", Msg{"Check", "確認する"}},
	{"lesson.check.sep", Msg{", ", "、"}},
	{"lesson.check.rowsCaption", Msg{"The trace's rows this question is about", "この問いで見るtraceの行"}},
	// Step 2.
	{"lesson.check.rows.label", Msg{
		"Trace rows (numbered as in the trace table) of the deliveries that arrive out of logical order, separated by commas:",
		"logical順に反して届いたdeliveryのtrace行番号（trace表の番号。複数ある場合はカンマで区切ります）:"}},
	{"lesson.check.rows.format", Msg{"Enter row numbers from the trace table, such as 3, 7.", "trace表の行番号を「3, 7」のように入力してください。"}},
	{"lesson.check.rows.wrong", Msg{
		"Not yet: {what}Compare each delivery's seq with the highest seq delivered before it.",
		"まだです。{what}各deliveryのseqを、それより前に届いたseqの最大値と比べてください。"}},
	// What is wrong with the rows named, each part said only when it is so.
	{"lesson.check.rows.notReordered", Msg{"{n} of the rows you named are not reordered. ", "入力した行のうち {n} 行は順序入替ではありません。"}},
	{"lesson.check.rows.missing", Msg{"Reordered rows still missing: {n}. ", "順序入替の行がまだ {n} 行あります。"}},
	{"lesson.check.rows.right", Msg{"Right: these deliveries arrive after a higher logical sequence.", "正解です。これらのdeliveryは、より大きいlogical sequenceの後に届いています。"}},
	{"lesson.check.reach", Msg{
		"Right, but the playhead has not reached tick {tick} yet: step to it and watch it happen.",
		"正解です。ただし、再生位置がまだtick {tick} に達していません。そこまで進めて、起きるところを確かめてください。"}},
	// Step 3.
	{"lesson.check.applied.label", Msg{"State transitions applied for {key}:", "{key} に適用された状態遷移の回数:"}},
	{"lesson.check.reused.label", Msg{"Answers the dedupe store reused for {key}:", "{key} についてdedupe storeが再利用したresultの回数:"}},
	{"lesson.check.count.format", Msg{"Enter each count as a whole number, such as 0 or 2.", "回数は 0 や 2 のような整数で入力してください。"}},
	{"lesson.check.applied.wrong", Msg{
		"The count of applied transitions is not right: among trace rows {rows}, count those whose effect is “{effect}”.",
		"適用された状態遷移の回数が違います。traceの {rows} 行目のうち、効果が「{effect}」の行を数えてください。"}},
	{"lesson.check.reused.wrong", Msg{
		"The count of reused answers is not right: among trace rows {rows}, count those whose effect is “{effect}”.",
		"再利用の回数が違います。traceの {rows} 行目のうち、効果が「{effect}」の行を数えてください。"}},
	{"lesson.check.counts.right", Msg{"Right: both counts match the run.", "正解です。二つの回数は実行と一致しています。"}},
	// Step 5.
	{"lesson.predict.held.label", Msg{"Messages the partition holds at the deadline:", "deadlineの時点で分断に保留されているmessageの数:"}},
	{"lesson.predict.uncertain.label", Msg{"Users told “uncertain” at the deadline:", "deadlineの時点で「不確定」と伝えられる利用者の数:"}},
	{"lesson.predict.recordedAll", Msg{
		"Recorded before the reveal: you predicted {outcome}, {held} messages held at the deadline and {uncertain} users told “uncertain”.",
		"結果を見る前に記録しました。予測は {outcome}、deadline時点で保留されるmessageは {held} 件、「不確定」と伝えられる利用者は {uncertain} 人です。"}},
	{"lesson.predict.counts", Msg{
		"Also predict the two counts: the control that moves the partition opens when all three are recorded.",
		"二つの数も予測してください。三つすべてを記録すると、分断を動かす操作が使えるようになります。"}},
	{"lesson.reveal.held", Msg{
		"Messages held at the deadline: you predicted {predicted}, the run held {actual} ({verdict}).",
		"deadline時点で保留されたmessage: 予測は {predicted} 件、実行では {actual} 件でした（{verdict}）。"}},
	{"lesson.reveal.uncertain", Msg{
		"Users told “uncertain”: you predicted {predicted}, the run told {actual} ({verdict}).",
		"「不確定」と伝えられた利用者: 予測は {predicted} 人、実行では {actual} 人でした（{verdict}）。"}},
	{"lesson.reveal.right", Msg{"right", "正解"}},
	{"lesson.reveal.wrong", Msg{"not right", "不正解"}},

	// A course's lock (lock=) over the lab's steps (assets/lablock.js):
	// a step's set-up keeps the values the assignment fixed, or cannot be
	// made here. {names} lists lesson.lab.lockName.* with the separator.
	{"lesson.lab.lockKept", Msg{"This assignment fixes {names}, so the step was set up with the assignment's values instead of its own.",
		"この課題では{names}が固定されているため、この手順の本来の値ではなく課題の値で設定しました。"}},
	{"lesson.lab.lockKept4", Msg{"This assignment fixes {names}, so the step was set up with the assignment's values instead of its own. The step is done when two replays give the same trace; the outcome you record is the one under the assignment's values.",
		"この課題では{names}が固定されているため、この手順の本来の値ではなく課題の値で設定しました。2 回のreplayで同じtraceになれば、この手順は完了です。記録するoutcomeは、課題の値で得られたものです。"}},
	{"lesson.lab.lockOut", Msg{"This assignment fixes {names}, so this step cannot be set up here. Do it on the full page outside the assignment, or ask your instructor.",
		"この課題では{names}が固定されているため、ここではこの手順を設定できません。課題の外の通常のページで行うか、教員に相談してください。"}},
	{"lesson.lab.lockName.scenario", Msg{"the scenario", "シナリオ"}},
	{"lesson.lab.lockName.events", Msg{"the events", "イベント列"}},
	{"lesson.lab.lockName.model", Msg{"the model's settings", "モデルの設定"}},
	{"lesson.lab.lockName.lang", Msg{"the language", "表示言語"}},
	{"lesson.lab.lockName.view", Msg{"the view", "表示"}},
	{"lesson.lab.lockName.challenge", Msg{"the challenge", "チャレンジ"}},
	{"lesson.lab.lockName.seed", Msg{"the seed", "シード"}},
	{"lesson.lab.lockName.partition", Msg{"the partition length", "分断の長さ"}},
	{"lesson.lab.lockName.deadline", Msg{"the recovery deadline", "復旧期限"}},
	{"lesson.lab.lockName.retention", Msg{"the dedupe retention", "重複排除の保持期間"}},
	{"lesson.lab.lockName.processing", Msg{"the processing time", "処理時間"}},
	{"lesson.lab.lockName.lease", Msg{"the lease", "リース"}},
	{"lesson.lab.lockName.mutations", Msg{"the defenses removed", "外した防御"}},
	{"lesson.lab.lockName.faults", Msg{"the interventions", "介入"}},
})
