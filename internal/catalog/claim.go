package catalog

// The learner's decision record (internal/claim, view=decision): the
// claims' fields, the verdicts on a claim and their reasons. The view's
// words come with its reply (claim.ui.*), not in the page's first load.
var _ = add([]entry{

	{"claim.verdict.supported", Msg{"supported", "裏づけあり"}},
	{"claim.verdict.refuted", Msg{"refuted", "反証あり"}},
	{"claim.verdict.untestable", Msg{"untestable as written", "このままでは検証できない"}},

	{"claim.kind.breaks", Msg{"With a defense off, an invariant breaks", "防御を外すと不変条件が破れる"}},
	{"claim.kind.holds", Msg{"With a defense off, an invariant still holds", "防御を外しても不変条件は成立する"}},
	{"claim.kind.told", Msg{"What a user is told under the run's faults", "この実行の障害のもとで利用者に伝わること"}},
	{"claim.kind.separate", Msg{"Delivery and the state transition are separate", "配送と状態遷移は別のもの"}},

	{"claim.ui.hint", Msg{
		"Write what you claim about a run, typed so the engine can test it; it runs the run each claim names and says whether the run supports it, refutes it (and where), or cannot test it as written.",
		"実行について主張を書いてください。主張は種類を選んで書くので、エンジンが検証できます。エンジンは主張ごとに対象の実行を動かし、裏づけがあるか、反証があるか（どの行か）、このままでは検証できないかを示します。"}},
	{"claim.ui.claim", Msg{"Claim {n}", "主張 {n}"}},
	{"claim.ui.kind", Msg{"What it claims", "主張の種類"}},
	{"claim.ui.run", Msg{"Its run (a link, or its query)", "対象の実行（リンクまたはそのクエリ）"}},
	{"claim.ui.here", Msg{"Use the run on screen", "画面の実行を使う"}},
	{"claim.ui.defense", Msg{"Defense switched off", "外した防御"}},
	{"claim.ui.invariant", Msg{"Invariant", "不変条件"}},
	{"claim.ui.key", Msg{"Command (its key)", "コマンド（キー）"}},
	{"claim.ui.told", Msg{"What the user is told", "利用者に伝わること"}},
	{"claim.ui.delivered", Msg{"Deliveries", "配送の回数"}},
	{"claim.ui.applied", Msg{"Transitions applied", "状態遷移の適用回数"}},
	{"claim.ui.row", Msg{"Trace row (optional)", "トレースの行（任意）"}},
	{"claim.ui.why", Msg{
		"Your reasons: why it matters, the alternatives you rejected (your own words; the engine does not check them)",
		"あなたの理由: なぜ重要か、採らなかった案（あなた自身の記述で、エンジンは検証しません）"}},
	{"claim.ui.remove", Msg{"Remove this claim", "この主張を削除"}},
	{"claim.ui.add", Msg{"Add a claim", "主張を追加"}},
	{"claim.ui.none", Msg{"No claim yet. Add one: the engine checks it against the run it names.", "まだ主張がありません。追加すると、エンジンが対象の実行で検証します。"}},

	{"claim.line", Msg{"{verdict}: {reason}", "{verdict}：{reason}"}},
	{"claim.lineAt", Msg{"{verdict} at row {row}: {reason}", "{verdict}（{row} 行目）：{reason}"}},

	{"claim.told.answered", Msg{"the result", "確定した結果"}},
	{"claim.told.rejected", Msg{"a rejection", "拒否"}},
	{"claim.told.uncertain", Msg{"uncertain", "不確定"}},

	{"claim.reason.kind", Msg{"Choose what the claim says.", "主張の種類を選んでください。"}},
	{"claim.reason.noRun", Msg{"Name the run the claim is about.", "主張の対象となる実行を指定してください。"}},
	{"claim.reason.notALink", Msg{
		"This is not a link to a run: paste the page's link, or use the run on screen.",
		"実行のリンクとして読めません。ページのリンクを貼り付けるか、「画面の実行を使う」を押してください。"}},
	{"claim.reason.badScenario", Msg{"The run's link names no scenario the page knows.", "実行のリンクのシナリオ名が正しくありません。"}},
	{"claim.reason.badRun", Msg{"The run's link does not read: its {field} has a bad value.", "実行のリンクを読めません。リンクの {field} の値が正しくありません。"}},
	{"claim.reason.runFails", Msg{"The run's settings do not run together.", "実行の設定どうしが両立しないため、実行できません。"}},
	{"claim.reason.noRow", Msg{"The run's trace has no row {row}.", "この実行のトレースに {row} 行目はありません。"}},
	{"claim.reason.noDefense", Msg{"Choose the defense that is switched off.", "外す防御を選んでください。"}},
	{"claim.reason.noInvariant", Msg{"Choose an invariant.", "不変条件を選んでください。"}},
	{"claim.reason.defenseOn", Msg{
		"The run does not include “{mutation}”: name a run that does.",
		"この実行には「{mutation}」が含まれていません。含まれる実行を指定してください。"}},
	{"claim.reason.holdsThrough", Msg{"“{invariant}” holds throughout this run.", "この実行では、「{invariant}」は最後まで成立します。"}},
	{"claim.reason.breaksAt", Msg{"“{invariant}” breaks first at row {row} (tick {tick}).", "「{invariant}」は {row} 行目（tick {tick}）で最初に破れます。"}},
	{"claim.reason.breaksNotAt", Msg{
		"“{invariant}” breaks first at row {row} (tick {tick}), not at row {claimed}.",
		"「{invariant}」が最初に破れるのは {row} 行目（tick {tick}）で、{claimed} 行目ではありません。"}},
	{"claim.reason.breaksAnyway", Msg{
		"“{invariant}” breaks even without “{mutation}” (row {row}): that defense is not what keeps it.",
		"「{mutation}」を除いた実行でも、「{invariant}」は破れます（{row} 行目）。この不変条件を守っているのは、その防御ではありません。"}},
	{"claim.reason.breaksBecause", Msg{
		"“{invariant}” breaks first at row {row} (tick {tick}), and holds in the same run without “{mutation}”.",
		"「{invariant}」は {row} 行目（tick {tick}）で最初に破れ、「{mutation}」を除いた同じ実行では成立します。"}},
	{"claim.reason.noTold", Msg{"Choose what the user is told.", "利用者に何が伝わるかを選んでください。"}},
	{"claim.reason.noKey", Msg{"Choose the command the claim is about.", "主張の対象となるコマンドを選んでください。"}},
	{"claim.reason.noCounts", Msg{"Say how many times its messages were delivered and its transition applied.", "配送の回数と状態遷移の適用回数を入力してください。"}},
	{"claim.reason.noUser", Msg{"No command in this run has the key {key}.", "この実行には、キー {key} のコマンドがありません。"}},
	{"claim.reason.told", Msg{"The user of {key} is told: {told} (settled at row {row}).", "{key} の利用者に伝わるのは「{told}」です（{row} 行目で決まります）。"}},
	{"claim.reason.toldNotAt", Msg{
		"The user of {key} is told: {told}, settled at row {row}, not at row {claimed}.",
		"{key} の利用者に伝わるのは「{told}」ですが、それが決まるのは {row} 行目で、{claimed} 行目ではありません。"}},
	{"claim.reason.counts", Msg{
		"Deliveries of the messages of {key}: {delivered}; its transition applied: {applied}.",
		"{key} のメッセージは {delivered} 回配送され、状態遷移は {applied} 回適用されました。"}},
	{"claim.reason.notDelivery", Msg{"Row {row} is not a delivery of {key}.", "{row} 行目は {key} の配送ではありません。"}},
})
