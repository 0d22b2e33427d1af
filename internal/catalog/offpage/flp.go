package offpage

// view=flp's words (internal/flpview): the FLP world the learner plays the
// network of. The evidence worker builds the view, so its words are not in
// the page's first load.
var _ = add([]entry{
	{"flp.title", Msg{"Be the network of FLP", "FLP のネットワーク役になる"}},
	{"flp.hint", Msg{
		"You are the asynchronous network: start a process, deliver any message in flight, in any order, or crash one process. Holding a message back is simply not delivering it yet. After each move the engine says which decisions the processes can still reach.",
		"あなたは非同期ネットワークの役です。プロセスを開始する、送信中のメッセージを好きな順に配送する、プロセスを 1 つクラッシュさせる、のどれかを選んでください。メッセージを保留するには、まだ配送しないでおくだけです。1 手ごとに、プロセスがまだ決定しうる値をエンジンが示します。"}},
	{"flp.hint.leader", Msg{
		"You are the network: start a process, deliver any message in flight, in any order, crash one process, or let a tick pass. Before GST you may hold a message as long as you like; from GST on, each must arrive within Δ ticks. After each move the engine says which decisions the processes can still reach.",
		"あなたはネットワークの役です。プロセスを開始する、送信中のメッセージを好きな順に配送する、プロセスを 1 つクラッシュさせる、1 tick 進める、のどれかを選んでください。GST より前はメッセージをいつまでも保留できますが、GST 以降は Δ tick 以内に届けなければなりません。1 手ごとに、プロセスがまだ決定しうる値をエンジンが示します。"}},
	{"flp.scope", Msg{
		"A bounded illustration of FLP’s mechanism, not a proof: three processes, inputs 0 or 1, at most one crash, and a search that keeps the processes within {gap} rounds of each other. Practical protocols decide by adding what FLP excludes: timeouts and partial synchrony, a leader, randomization.",
		"これは FLP の仕組みを限られた範囲で示す例で、証明ではありません。プロセスは 3 つ、入力は 0 か 1、クラッシュは 1 つまでで、探索ではプロセス間のラウンドの差を {gap} 以内に限っています。実用的なプロトコルは、FLP が除外している仮定（タイムアウトと部分同期、リーダー、乱択）を加えることで決定にたどり着きます。"}},

	{"flp.scope.leader", Msg{
		"A bounded illustration, not a proof: three processes, inputs 0 or 1, at most one crash, and a search of every schedule up to tick {h}. “Leader and majorities” decides because it adds what FLP’s model lacks: a bound on delays after GST, and the timeouts built on it (rounds by the clock); its leader and majorities keep agreement. Randomization is another way out.",
		"これは限られた範囲の例で、証明ではありません。プロセスは 3 つ、入力は 0 か 1、クラッシュは 1 つまでで、tick {h} までのあらゆる進め方を探索します。「リーダーと過半数」が決定にたどり着くのは、FLP の前提にない GST 以降の遅延の上限と、それに基づくタイムアウト（時刻で区切ったラウンド）を加えているからです。合意はリーダーと過半数が守ります。乱択を使うのも、もう 1 つの方法です。"}},
	{"flp.retry", Msg{
		"To the other processes, a message held back looks exactly like a crashed sender, as in the order service a confirm with no answer looks like a lost one. Waiting can never tell them apart, so a retry after a timeout is at-least-once, never exactly-once. Only a stable key with a stored first result makes its effect happen once.",
		"メッセージが保留されているだけなのか、送信元がクラッシュしたのか、ほかのプロセスからはまったく区別できません。注文サービスで、応答のない確定要求が失われた確定要求と区別できないのと同じです。いくら待っても見分けられないので、タイムアウト後の再送は少なくとも 1 回の配送にしかなりません。効果を 1 回だけにできるのは、安定したキーと保存した最初の結果があるときだけです。"}},
	{"flp.retry.leader", Msg{
		"When its round ends with no answer to its proposal, a leader cannot tell a slow acceptor from a crashed one, as a client whose confirm timed out cannot tell a lost request from a lost answer. It goes on to the next round: a retry after a timeout is at-least-once, never exactly-once. Only a stable key with a stored first result makes its effect happen once.",
		"ラウンドが終わっても提案に応答がないとき、リーダーには、受理する側が遅いだけなのかクラッシュしたのかを区別できません。確定要求がタイムアウトしたクライアントが、要求が失われたのか応答が失われたのかを区別できないのと同じです。そこでリーダーは次のラウンドに進みます。タイムアウト後の再送は少なくとも 1 回の配送であり、ちょうど 1 回にはなりません。効果を 1 回だけにできるのは、安定したキーと保存した最初の結果があるときだけです。"}},
	{"flp.protocol", Msg{"Protocol", "プロトコル"}},
	{"flp.protocol.wait-for-all", Msg{"Wait for all", "全員の値を待つ"}},
	{"flp.protocol.wait-for-two", Msg{"Decide on two values", "2 つの値で決める"}},
	{"flp.about.wait-for-all", Msg{
		"Each process decides the majority of all three inputs once it has heard from both others.",
		"各プロセスは、ほかの 2 つのプロセスの値を受け取ってから、3 つの入力の多数決で決定します。"}},
	{"flp.about.wait-for-two", Msg{
		"Each round, a process compares its value with the first one it receives: equal, it decides that value; unequal, it follows the rule and goes to the next round.",
		"各ラウンドで、プロセスは自分の値と最初に受け取った値を比べます。等しければその値に決定し、異なれば規則に従って次のラウンドに進みます。"}},
	{"flp.rule", Msg{"Rule when the two differ", "2 つの値が異なるときの規則"}},
	{"flp.rule.adopt-other", Msg{"take the value received", "受け取った値に乗り換える"}},
	{"flp.rule.adopt-0", Msg{"take 0", "0 にする"}},
	{"flp.inputs", Msg{"Inputs", "入力"}},
	{"flp.restart", Msg{"Start again", "最初からやり直す"}},
	{"flp.back", Msg{"Back one move", "1 手戻す"}},

	{"flp.processes", Msg{"Processes", "プロセス"}},
	{"flp.proc", Msg{"{p}: input {input}, current value {value}, round {round}", "{p}: 入力 {input}、現在の値 {value}、ラウンド {round}"}},
	{"flp.proc.waiting", Msg{"not started", "開始前"}},
	{"flp.proc.running", Msg{"running", "実行中"}},
	{"flp.proc.decided", Msg{"decided {v}", "{v} に決定"}},
	{"flp.proc.crashed", Msg{"crashed", "クラッシュ"}},
	{"flp.start", Msg{"Start {p}", "{p} を開始する"}},
	{"flp.crash", Msg{"Crash {p}", "{p} をクラッシュさせる"}},

	{"flp.inFlight", Msg{"Messages in flight", "送信中のメッセージ"}},
	{"flp.none", Msg{"Nothing in flight.", "送信中のメッセージはありません。"}},
	{"flp.msg", Msg{"{m}: {from} → {to}, round {round}, value {value}", "{m}: {from} → {to}、ラウンド {round}、値 {value}"}},
	{"flp.deliver", Msg{"Deliver {m}", "{m} を配送する"}},
	{"flp.msg.waits", Msg{"cannot be delivered yet", "まだ配送できない"}},
	{"flp.msg.toCrashed", Msg{"never delivered: {to} has crashed", "{to} がクラッシュしたため配送されない"}},

	{"flp.valence", Msg{"What can still be decided", "まだ決定しうる値"}},
	{"flp.status", Msg{"After {n} moves: {valence}", "{n} 手のあと: {valence}"}},
	{"flp.valence.bivalent", Msg{"bivalent", "二価"}},
	{"flp.valence.0-valent", Msg{"0-valent", "0 価"}},
	{"flp.valence.1-valent", Msg{"1-valent", "1 価"}},
	{"flp.valence.decided", Msg{"decided", "決定済み"}},
	{"flp.valence.stuck", Msg{"stuck", "行き詰まり"}},
	{"flp.valence.undetermined", Msg{"beyond the search", "探索の範囲外"}},
	{"flp.caption.bivalent", Msg{
		"Depending on what the network does next, the processes can still come to decide 0, or to decide 1.",
		"ネットワークがこの先どう動くかによって、プロセスが 0 に決定することも、1 に決定することも、まだありえます。"}},
	{"flp.caption.0-valent", Msg{"Whatever the network does, the only decision left is 0.", "ネットワークが何をしても、決定しうる値は 0 だけです。"}},
	{"flp.caption.1-valent", Msg{"Whatever the network does, the only decision left is 1.", "ネットワークが何をしても、決定しうる値は 1 だけです。"}},
	{"flp.caption.decided", Msg{"Every process that has not crashed has decided.", "クラッシュしていないプロセスはすべて決定しました。"}},
	{"flp.caption.stuck", Msg{"Whatever the network does, no process can ever decide.", "ネットワークが何をしても、どのプロセスもこの先決定できません。"}},
	{"flp.caption.undetermined", Msg{
		"From here, only moves past the search’s bound lead on, so the engine cannot say.",
		"ここから先へ進む手は探索の範囲を超えるものだけなので、エンジンには判定できません。"}},
	{"flp.searched", Msg{
		"The engine searched {n} configurations, keeping the processes within {gap} rounds of each other ({cut} moves cut there).",
		"エンジンは、プロセス間のラウンドの差を {gap} 以内に保って、{n} 通りの状態を探索しました（範囲を超えるため打ち切った手は {cut} 手）。"}},
	{"flp.searchedAll", Msg{"The engine searched all {n} configurations of this world.", "エンジンは、この世界の状態 {n} 通りをすべて探索しました。"}},
	{"flp.disagree", Msg{"Agreement broken: two processes decided different values.", "合意が破れました: 2 つのプロセスが異なる値に決定しました。"}},

	{"flp.history", Msg{"Your moves", "あなたの手"}},
	{"flp.history.start", Msg{"initial configuration", "初期状態"}},
	{"flp.move.start", Msg{"start {p}", "{p} を開始"}},
	{"flp.move.deliver", Msg{"deliver {m} ({from} → {to})", "{m}（{from} → {to}）を配送"}},
	{"flp.move.crash", Msg{"crash {p}", "{p} がクラッシュ"}},
	{"flp.critical", Msg{"Critical move ({move}): a bivalent configuration became 0-valent or 1-valent.", "臨界の手（{move}）: 二価の状態が、決定しうる値が 1 つだけの状態になりました。"}},
	{"flp.refused", Msg{
		"The link’s move {n} ({move}) is not one the network can make there; the play stops before it.",
		"リンクの {n} 手目（{move}）は、その時点でネットワークが打てる手ではないため、その前で止めています。"}},

	{"flp.challenges", Msg{"Challenges", "チャレンジ"}},
	{"flp.challenge.try", Msg{"Try it", "挑戦する"}},
	{"flp.challenge.adversary", Msg{
		"Be FLP’s adversary: under “decide on two values” with rule “take the value received”, make 20 moves with no process deciding.",
		"FLP の敵対者になってください。プロトコル「2 つの値で決める」、規則「受け取った値に乗り換える」で、どのプロセスにも決定させずに 20 手進めてください。"}},
	{"flp.challenge.adversary.progress", Msg{"{n} of 20 moves with no process decided.", "20 手中 {n} 手まで、どのプロセスも決定していません。"}},
	{"flp.challenge.adversary.done", Msg{
		"Done: 20 moves and no decision. The network can go on like this for ever: deciding needs more than an asynchronous network gives.",
		"達成: 20 手のあいだ、どのプロセスも決定しませんでした。ネットワークはこの先もずっと同じように続けられます。決定するには、非同期ネットワークという仮定だけでは足りません。"}},
	{"flp.challenge.disagree", Msg{
		"Under “decide on two values” with rule “take 0”, make two processes decide differently.",
		"プロトコル「2 つの値で決める」、規則「0 にする」で、2 つのプロセスを異なる値に決定させてください。"}},
	{"flp.challenge.disagree.progress", Msg{"Not yet: no two processes have decided different values.", "まだ達成していません: 異なる値に決定した 2 つのプロセスはありません。"}},
	{"flp.challenge.disagree.done", Msg{
		"Done: two processes decided differently. Deciding on two values out of three is deciding on partial information.",
		"達成: 2 つのプロセスが異なる値に決定しました。3 つのうち 2 つの値で決めるのは、一部の情報だけで決めるということです。"}},
	{"flp.challenge.other", Msg{"Play it under its own protocol and rule: “Try it” sets them.", "このチャレンジには、指定のプロトコルと規則で取り組んでください。「挑戦する」を押すと設定されます。"}},
	// The leader protocol's (leader.go of engine/flp): rounds by the clock,
	// a rotating leader, majorities.
	{"flp.protocol.leader", Msg{"Leader and majorities", "リーダーと過半数"}},
	{"flp.about.leader", Msg{
		"Rounds take turns by the clock, {ticks} ticks each: round 0 is led by {p1}, round 1 by {p2}, round 2 by {p3}, and so on. Entering a round, a process joins its leader with the value it last accepted (its input if none); with a majority joined, the leader proposes the value accepted in the latest round (its own input if none); with a majority accepted, it decides and tells the others. From tick GST on, the network must deliver each message within Δ ticks.",
		"ラウンドは時刻に従って進み、1 ラウンドは {ticks} tick です。ラウンド 0 のリーダーは {p1}、ラウンド 1 は {p2}、ラウンド 2 は {p3} で、以後も順に交代します。ラウンドに入ったプロセスは、最後に受理した値（なければ自分の入力）を添えて、リーダーに参加を伝えます。過半数が参加したら、リーダーは最も新しいラウンドで受理された値（なければ自分の入力）を提案します。過半数が受理したら、リーダーは決定してほかのプロセスに伝えます。GST 以降、ネットワークはどのメッセージも Δ tick 以内に配送しなければなりません。"}},
	{"flp.gst", Msg{"GST", "GST"}},
	{"flp.delta", Msg{"Δ (ticks)", "Δ（tick）"}},
	{"flp.clock.before", Msg{
		"Tick {now}, round {round} (led by {leader}). Before GST (tick {gst}), the network may hold any message as long as it likes.",
		"現在 tick {now}、ラウンド {round}（リーダーは {leader}）です。GST（tick {gst}）より前なので、ネットワークはどのメッセージもいつまでも保留できます。"}},
	{"flp.clock.after", Msg{
		"Tick {now}, round {round} (led by {leader}). From GST (tick {gst}) on, every message must arrive within Δ ticks (Δ = {delta}): time cannot pass while one is due.",
		"現在 tick {now}、ラウンド {round}（リーダーは {leader}）です。GST（tick {gst}）以降は、どのメッセージも Δ tick（Δ = {delta}）以内に届かなければなりません。配送の時刻が来たメッセージが残っているあいだは、時間を進められません。"}},
	{"flp.tick", Msg{"Let a tick pass", "1 tick 進める"}},
	{"flp.move.tick", Msg{"tick {now}", "tick {now} へ進む"}},
	{"flp.proc.leader", Msg{"{p}: input {input}, round {round}, value {value}, nothing accepted yet", "{p}: 入力 {input}、ラウンド {round}、値 {value}、受理した値なし"}},
	{"flp.proc.accepted", Msg{"{p}: input {input}, round {round}, value {value}, accepted in round {acc}", "{p}: 入力 {input}、ラウンド {round}、値 {value}、ラウンド {acc} で受理済み"}},
	{"flp.msg.join", Msg{"{m}: {from} → {to}, joins round {round} with value {value}", "{m}: {from} → {to}、値 {value} を添えてラウンド {round} に参加"}},
	{"flp.msg.propose", Msg{"{m}: {from} → {to}, proposes {value} in round {round}", "{m}: {from} → {to}、ラウンド {round} で {value} を提案"}},
	{"flp.msg.ack", Msg{"{m}: {from} → {to}, accepts round {round}’s proposal", "{m}: {from} → {to}、ラウンド {round} の提案を受理"}},
	{"flp.msg.decide", Msg{"{m}: {from} → {to}, decided {value}", "{m}: {from} → {to}、{value} に決定したと通知"}},
	{"flp.msg.due", Msg{"{text}; due by tick {due}", "{text}（tick {due} までに配送）"}},
	{"flp.searchedLeader", Msg{
		"The engine searched every schedule up to tick {h} (GST + {settle}), {n} configurations: in none do two processes decide differently, and by then every process that has not crashed has decided.",
		"エンジンは、tick {h}（GST + {settle}）までのあらゆる進め方を探索しました（状態は {n} 通り）。どの進め方でも 2 つのプロセスが異なる値に決定することはなく、その時点までに、クラッシュしていないプロセスはすべて決定しています。"}},
	{"flp.searchedLeader.broken", Msg{
		"The engine searched every schedule up to tick {h} (GST + {settle}), {n} configurations, and found two processes deciding differently.",
		"エンジンは、tick {h}（GST + {settle}）までのあらゆる進め方を探索し（状態は {n} 通り）、異なる値に決定する 2 つのプロセスを見つけました。"}},
	{"flp.challenge.agreement", Msg{
		"Prove it: under “leader and majorities”, try to make two processes decide differently. Hold messages before GST, crash a leader, let a round fail: a decision after a failed round meets the challenge.",
		"確かめてみましょう: プロトコル「リーダーと過半数」で、2 つのプロセスを異なる値に決定させられるか試してください。GST より前にメッセージを保留する、リーダーをクラッシュさせる、ラウンドを失敗させる、などの手があります。ラウンドを失敗させたあとでプロセスが決定すれば達成です。"}},
	{"flp.challenge.agreement.progress", Msg{"No process has decided after a failed round yet.", "失敗したラウンドのあとに決定したプロセスは、まだありません。"}},
	{"flp.challenge.agreement.done", Msg{
		"Done: a process decided after a round failed, and agreement held. No schedule breaks it: the engine searched all {n} configurations to its horizon.",
		"達成: ラウンドが失敗したあとにプロセスが決定し、合意は保たれました。どの進め方でも合意は破れません。エンジンが探索の範囲内の状態 {n} 通りをすべて調べました。"}},
})
