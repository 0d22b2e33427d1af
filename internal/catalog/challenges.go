package catalog

// The challenges (internal/challenge): each one's title and goal, in the
// lesson's terms. The setup switches a defense off; the learner breaks the
// guarantee with the network's (and the service's) moves.
var _ = add([]entry{
	{"challenge.effect-twice.title", Msg{"Apply one command twice", "1 つのコマンドを 2 回適用させる"}},
	{"challenge.effect-twice.goal", Msg{
		"The dedupe store and the transition guard are off. Make one confirm take effect twice.",
		"重複排除ストアと遷移ガードが無効です。1 つの確定（confirm）コマンドを 2 回効かせてください。"}},
	{"challenge.different-answer.title", Msg{"A duplicate gets another answer", "重複に別の応答を返させる"}},
	{"challenge.different-answer.goal", Msg{
		"The dedupe store is off. Make a duplicate of a command get an answer other than its first result.",
		"重複排除ストアが無効です。コマンドの重複に、最初の結果とは違う応答を返させてください。"}},
	{"challenge.retry-count.title", Msg{"\"One attempt, so exactly once\"", "「試行が 1 回なら効果も 1 回」"}},
	{"challenge.retry-count.goal", Msg{
		"A misdiagnosis: with the retry count set to one, the effect happens once. The client never retries, the dedupe store is off. Make the effect happen twice anyway.",
		"よくある誤解: 「再送回数を 1 にすれば効果は 1 回」。クライアントは再送せず、重複排除ストアは無効です。それでも効果を 2 回起こしてください。"}},
	{"challenge.told-false.title", Msg{"Tell a user something false", "利用者に誤った内容を伝える"}},
	{"challenge.told-false.goal", Msg{
		"The dedupe key is too narrow: it names the order but not the command. Make a user be told something the service never did for them.",
		"重複排除キーが狭すぎます（注文は示すがコマンドを示さない）。サービスがその利用者のために行っていないことを、利用者に伝えさせてください。"}},
	{"challenge.lying-retry.title", Msg{"A retry that lies", "嘘をつく再送"}},
	{"challenge.lying-retry.goal", Msg{
		"The dedupe store is off. Make a retry's answer tell its user something untrue.",
		"重複排除ストアが無効です。再送への応答で、利用者に事実と違うことを伝えさせてください。"}},
	{"challenge.half-commit.title", Msg{"Half a commit", "半分だけのコミット"}},
	{"challenge.half-commit.goal", Msg{
		"The state and the stored result are not committed together, and the transition guard is off. Make one command take effect twice.",
		"状態と保存結果が一緒にコミットされず、遷移ガードも無効です。1 つのコマンドを 2 回効かせてください。"}},
	{"challenge.ship-before-confirm.title", Msg{"Ship before confirm", "確定より先に出荷させる"}},
	{"challenge.ship-before-confirm.goal", Msg{
		"The transition guard is off: the service applies a command whatever state the order is in. The partition holds the ship and the network's copy of the confirm. Make the order ship before it is confirmed.",
		"遷移ガードが無効で、サービスは注文の状態にかかわらずコマンドを適用します。分断が、出荷と、ネットワークが作った確定のコピーを保留しています。注文を確定より先に出荷させてください。"}},
	{"challenge.after-expiry.title", Msg{"Retry after the record expired", "記録の失効後に再送する"}},
	{"challenge.after-expiry.goal", Msg{
		"Records are kept 3 ticks, and the transition guard is off. Make a retry execute again after its record expired.",
		"記録は 3 tick だけ保持され、遷移ガードは無効です。記録の保持期間が切れた後に届く再送で、コマンドをもう一度実行させてください。"}},
	{"challenge.expired-answer.title", Msg{"The stored answer runs out", "保存した応答の失効"}},
	{"challenge.expired-answer.goal", Msg{
		"The response is lost, records are kept 6 ticks and the transition guard is off. Make the confirm take effect twice.",
		"応答が失われ、記録は 6 tick だけ保持され、遷移ガードは無効です。確定（confirm）コマンドを 2 回効かせてください。"}},
	{"challenge.stuck-in-progress.title", Msg{"Stuck in progress", "処理中のまま止める"}},
	{"challenge.stuck-in-progress.goal", Msg{
		"Processing takes 3 ticks and a claim's lease never runs out. Leave a record in progress for ever.",
		"処理には 3 tick かかり、確保のリースは切れません。記録をいつまでも処理中のまま残してください。"}},
	{"challenge.shortest-partition.title", Msg{"Miss the deadline, just", "ぎりぎりで期限を逃す"}},
	{"challenge.shortest-partition.goal", Msg{
		"The lesson's run, every defense on. Lengthen the partition until recovery misses the deadline: the shortest partition that does it.",
		"教材の実行で、防御はすべて有効です。分断を長くして、復旧が期限に間に合わなくなる最短の分断を見つけてください。"}},
	{"challenge.shortest-retention.title", Msg{"Keep records just long enough", "記録を必要なだけ保つ"}},
	{"challenge.shortest-retention.goal", Msg{
		"A retry comes late. Set the dedupe retention so that every invariant holds: the shortest retention that does it.",
		"再送が遅れて届きます。すべての不変条件が成り立つ最短の長さに、重複排除の保持期間を設定してください。"}},
	{"challenge.overlapping-attempts.title", Msg{"Overlapping attempts", "重なる試行"}},
	{"challenge.overlapping-attempts.goal", Msg{
		"Processing takes 3 ticks, and the record is checked, then written, not claimed at once. Make two attempts of one command both run.",
		"処理には 3 tick かかり、記録は一度に確保されず、確認してから書き込まれます。1 つのコマンドの 2 つの試行を両方とも実行させてください。"}},
	// view=flp's (internal/flpview), listed with the others: each starts a
	// play of the FLP world.
	{"challenge.flp-adversary.title", Msg{"Keep FLP’s processes undecided", "FLP のプロセスに決定させない"}},
	{"challenge.flp-adversary.goal", Msg{
		"The FLP world, deciding on two values: be the network and make 20 moves with no process deciding.",
		"FLP の世界で、プロトコルは「2 つの値で決める」です。ネットワーク役として、どのプロセスにも決定させずに 20 手進めてください。"}},
	{"challenge.flp-disagree.title", Msg{"Make two processes decide differently", "2 つのプロセスを異なる値に決定させる"}},
	{"challenge.flp-disagree.goal", Msg{
		"The FLP world, deciding on two values out of three with rule “take 0”: make two processes decide differently.",
		"FLP の世界で、プロトコルは「2 つの値で決める」、規則は「0 にする」です。2 つのプロセスを異なる値に決定させてください。"}},
	{"challenge.flp-agreement.title", Msg{"Try to break “leader and majorities”", "「リーダーと過半数」の合意を破ってみる"}},
	{"challenge.flp-agreement.goal", Msg{
		"The FLP world with a leader, majorities and a clock: make a round fail, then have a process decide. Agreement holds in every schedule the engine searched.",
		"リーダーと過半数を使い、時刻でラウンドが進む FLP の世界です。ラウンドを失敗させてから、プロセスに決定させてください。エンジンが探索したどの進め方でも合意は保たれます。"}},
})

// The page's challenges view (wasm/panel/challenges.go, assets/challenges.js).
var _ = add([]entry{
	{"page.challenge.hint", Msg{
		"Each challenge switches a defense off. Break the guarantee with the moves of the trace, the diagram or the canvas, in as few moves as you can: par is the fewest. Your solution is the share link. The last three play the FLP view's world instead, with no par.",
		"各チャレンジでは防御が 1 つ無効になっています。トレース・図・キャンバスの操作で、できるだけ少ない手数で保証を破ってください。基準手数は、知られている最少の手数です。共有リンクがそのまま解答になります。最後の 3 つは、防御を外す代わりに FLP の画面の世界で取り組みます（基準手数はありません）。"}},
	{"page.challenge.play", Msg{"Play", "挑戦する"}},
	{"page.challenge.playLabel", Msg{"Play {title}", "「{title}」に挑戦する"}},
	{"page.challenge.par", Msg{"par {par}", "基準 {par} 手"}},
	{"page.challenge.solvedBadge", Msg{"solved here before", "この端末で解決済み"}},
	{"page.challenge.none", Msg{"Pick a challenge to play.", "挑戦するチャレンジを選んでください。"}},
	{"page.challenge.all", Msg{"All challenges ({n})", "すべてのチャレンジ（{n} 件）"}},
	{"page.challenge.goal", Msg{"Goal: {goal}", "目標: {goal}"}},
	{"page.challenge.solved", Msg{"Solved (moves: {moves}, par {par}): {invariant} broke at tick {tick}.", "{moves} 手で解決（基準 {par} 手）: tick {tick} で「{invariant}」が破れました。"}},
	{"page.challenge.not-yet", Msg{"Not yet (moves so far: {moves}, par {par}).", "まだ達成していません（ここまで {moves} 手、基準 {par} 手）。"}},
	{"page.challenge.knob.solved", Msg{"Reached with {knob} {moves} (par {par}).", "{knob} {moves} で達成（基準 {par} 手）。"}},
	{"page.challenge.knob.not-yet", Msg{"Not yet with {knob} {moves} (par {par}).", "{knob} {moves} ではまだです（基準 {par} 手）。"}},
	{"page.challenge.other-setup", Msg{"This run is no longer the challenge's setup: play it again from the list.", "この実行はチャレンジの設定から変わっています。一覧からもう一度始めてください。"}},
	{"page.challenge.move-not-allowed", Msg{"The run holds a move this challenge does not allow.", "この実行には、このチャレンジで許されていない操作が含まれています。"}},
	{"page.challenge.unknown", Msg{"No challenge is called \"{id}\".", "「{id}」というチャレンジはありません。"}},
	{"page.challenge.search.label", Msg{"Is there a way within", "次の手数以内で破れるか:"}},
	{"page.challenge.search.moves", Msg{"moves?", "手"}},
	{"page.challenge.search.button", Msg{"Search", "探す"}},
	{"page.challenge.search.defended", Msg{"with every defense on", "すべての防御を有効にして"}},
	{"page.challenge.search.running", Msg{"Searching: {runs} schedules tried…", "探索中: {runs} 通りを試しました…"}},
	{"page.challenge.search.found", Msg{"Found a way (moves: {moves}; {runs} schedules tried).", "{moves} 手で破る方法が見つかりました（{runs} 通りを試行）。"}},
	{"page.challenge.search.none", Msg{"No schedule of {n} moves or fewer breaks it ({runs} tried).", "{n} 手以内ではどの手順でも破れません（{runs} 通りを試行）。"}},
	{"page.challenge.search.show", Msg{"Show that run", "その実行を表示"}},
	{"page.challenge.jump", Msg{"Go to tick {tick}, where it broke", "破れた tick {tick} へ移動"}},
})

// How often the story on screen breaks each invariant (wasm/bridge's
// rate.go, assets/panels.js): seeds 1, 2, 3, ... for up to 2 seconds.
var _ = add([]entry{
	{"page.rate.button", Msg{"How often does it break?", "どのくらいの頻度で破れるか数える"}},
	{"page.rate.hint", Msg{
		"This story with these settings, over seeds 1, 2, 3, … for up to 2 seconds: the share of seeds that break each invariant, with its 95% confidence interval.",
		"このシナリオをいまの設定のまま、シード 1、2、3、… で最大 2 秒間実行し、各不変条件を破るシードの割合を 95% 信頼区間とともに示します。"}},
	{"page.rate.running", Msg{"{runs} seeds run…", "{runs} 個のシードを実行しました…"}},
	{"page.rate.done", Msg{"Over {runs} seeds:", "{runs} 個のシードでは、次のとおりです。"}},
	{"page.rate.broken", Msg{"broken in {broken} of {runs} seeds ({share}, 95% confidence interval {lo} to {hi})", "{runs} 個中 {broken} 個のシードで不成立（{share}、95% 信頼区間 {lo}〜{hi}）"}},
	{"page.rate.holds", Msg{"held in all {runs} seeds (95% confidence interval: at most {hi})", "{runs} 個すべてのシードで成立（95% 信頼区間の上限 {hi}）"}},
	{"page.rate.line", Msg{"{invariant}: {figure}", "{invariant}: {figure}"}},
	{"page.rate.failed", Msg{"This story cannot be run with these settings, so nothing was counted.", "この設定ではシナリオを実行できないため、数えられませんでした。"}},
})
