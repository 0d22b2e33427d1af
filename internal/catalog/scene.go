package catalog

// The canvas's words (wasm/scene): captions, the service's log, box
// titles and what the nodes say. Arguments are the engine's facts (ticks,
// counts, order ids, states, dedupe keys) or other scene.* messages. The
// canvas paints them in the learner's language: a character new to these
// sentences needs `go generate ./wasm/glyphs` (its test says so).
var _ = add(map[string]Msg{
	// The caption line.
	"scene.caption":       {"tick {tick}: {text}", "tick {tick}: {text}"},
	"scene.caption.start": {"tick 0: nothing sent yet. Press Play or Step.", "tick 0: まだ何も送られていません。再生かステップを押してください。"},
	"scene.log.line":      {"t{tick} {text}", "t{tick} {text}"},

	// Names of commands and messages.
	"scene.command.short": {"c{client} {op}", "c{client} {op}"},
	"scene.command.none":  {"a message", "メッセージ"},
	"scene.attempt":       {"{command} #{n}", "{command} #{n}"},
	"scene.attempt.copy":  {"{who}+copy", "{who}+複製"},
	"scene.order":         {"{order}", "{order}"},
	"scene.order.unknown": {"the order", "注文"},
	"scene.msg.request":   {"{who}", "{who}"},
	"scene.msg.response":  {"the answer to {who}", "{who} への応答"},
	"scene.msg.copy":      {"{msg} (second copy)", "{msg}（複製）"},

	// What a client is told.
	"scene.answer.state":         {"{state}", "{state}"},
	"scene.answer.replayed":      {"replayed {state}", "再送応答 {state}"},
	"scene.answer.replayedShort": {"replayed", "再送応答"},
	"scene.answer.read":          {"read {state}", "読み取り {state}"},
	"scene.answer.readShort":     {"read", "読み取り"},
	"scene.answer.conflict":      {"rejected conflict", "拒否（衝突）"},
	"scene.answer.stale":         {"rejected stale", "拒否（前提不一致）"},
	"scene.answer.rejectedCode":  {"rejected {code}", "拒否 {code}"},
	"scene.answer.rejected":      {"rejected", "拒否"},
	"scene.answer.none":          {"answer", "応答"},
	"scene.told.uncertain":       {"UNCERTAIN", "不確定"},

	// What the service did with a message.
	"scene.did.applied": {
		"{who} APPLIED: {order} -> {state}; state and dedupe entry stored in one commit",
		"{who} を適用: {order} -> {state}。状態と重複排除エントリを 1 回のコミットで保存"},
	"scene.did.appliedUnremembered": {
		"{who} APPLIED: {order} -> {state} (dedupe off: nothing remembered)",
		"{who} を適用: {order} -> {state}（重複排除なし: 何も記録されない）"},
	"scene.did.committedThenCrashed": {
		"{who} committed {order} -> {state} with its dedupe entry, then the service crashed before answering",
		"{who} は {order} -> {state} を重複排除エントリとともにコミットし、応答前にサービスがクラッシュ"},
	"scene.did.crashedCommit": {
		"{who} wrote {order} -> {state}, then the service CRASHED before writing the dedupe entry",
		"{who} は {order} -> {state} を書いた後、重複排除エントリを書く前にサービスがクラッシュ"},
	"scene.did.replayed": {
		"{who} is a duplicate: REPLAYED the stored result ({state}), no second transition",
		"{who} は重複: 保存済みの結果（{state}）を返し、2 回目の遷移はなし"},
	"scene.did.conflict": {
		"{who} REJECTED: same key, different input; nothing changed",
		"{who} を拒否: 同じキーで異なる入力。何も変わらない"},
	"scene.did.stale": {
		"{who} REJECTED as stale: expects {expected}, {order} is {actual}",
		"{who} を拒否（前提不一致）: {expected} を期待したが {order} は {actual}"},
	"scene.did.rejected": {"{who} REJECTED: {code}", "{who} を拒否: {code}"},
	"scene.did.read":     {"{who} reads {order}: {state}", "{who} が {order} を読む: {state}"},

	// The service's log, short.
	"scene.log.applied":       {"{who} APPLIED -> {state}", "{who} 適用 -> {state}"},
	"scene.log.committed":     {"{who} COMMITTED {state}", "{who} コミット {state}"},
	"scene.log.crashedCommit": {"{who} wrote {state}, CRASH", "{who} {state} 書込後クラッシュ"},
	"scene.log.replayed":      {"{who} REPLAYED {state}", "{who} 再送応答 {state}"},
	"scene.log.conflict":      {"{who} REJECTED conflict", "{who} 拒否（衝突）"},
	"scene.log.stale":         {"{who} REJECTED stale", "{who} 拒否（前提不一致）"},
	"scene.log.rejected":      {"{who} REJECTED {code}", "{who} 拒否 {code}"},
	"scene.log.read":          {"{who} read: {state}", "{who} 読み取り: {state}"},
	"scene.log.partition":     {"partition: sites cut off", "分断: 拠点間が不通"},
	"scene.log.recovery":      {"healed; restart, kept {kept}", "解消。再起動、{kept} 件保持"},
	"scene.log.healed":        {"healed: held released", "解消: 保留分を解放"},
	"scene.log.expired":       {"expired {who}", "期限切れ {who}"},
	"scene.log.crash":         {"CRASH: memory lost", "クラッシュ: メモリ消失"},
	"scene.log.restarted":     {"restarted", "再起動"},
	"scene.log.lostDown":      {"{who} lost: down", "{who} 消失: 停止中"},
	"scene.log.deadline":      {"deadline: uncertain", "期限: 不確定"},

	// The partition, the service's life, retention, the deadline.
	"scene.partition.starts": {
		"partition starts: site A and site B cannot reach each other",
		"分断開始: 拠点 A と拠点 B は互いに到達できない"},
	"scene.partition.startsNet": {
		"partition starts: site A and site B cannot reach each other; messages wait at the line",
		"分断開始: 拠点 A と拠点 B は互いに到達できず、メッセージは分断線で待つ"},
	"scene.partition.heals": {"partition heals: {released}", "分断解消: {released}"},
	"scene.released.none":   {"nothing was held", "保留されたものはなし"},
	"scene.released.one":    {"1 held message is released", "保留された 1 件を解放"},
	"scene.released.many":   {"{n} held messages are released", "保留された {n} 件を解放"},
	"scene.recovery": {
		"partition heals; the service restarts (generation {generation}) and keeps {kept} stored entries; held messages are released",
		"分断解消。サービスは再起動し（世代 {generation}）、保存済みエントリ {kept} 件を保持。保留メッセージを解放"},
	"scene.crash": {
		"the service CRASHED: its memory is lost, the store and the orders survive; it is down until it restarts",
		"サービスがクラッシュ: メモリは失われ、ストアと注文は残る。再起動まで停止"},
	"scene.restart": {
		"the service restarts (generation {generation}); the dedupe store survived the crash",
		"サービスが再起動（世代 {generation}）。重複排除ストアはクラッシュ後も残っている"},
	"scene.expired": {"dedupe entry expired (retention): {key}", "重複排除エントリが期限切れ（保持期間）: {key}"},
	"scene.expiredNet": {
		"dedupe entry EXPIRED (retention): {key}; a retry with this key now counts as new",
		"重複排除エントリが期限切れ（保持期間）: {key}。このキーの再送は新規として扱われる"},
	"scene.deadline.uncertain": {
		"deadline: users still waiting ({n}) are told \"{message}\"",
		"期限: 待っている利用者 {n} 人に「{message}」と伝える"},
	"scene.deadline.definite": {"deadline: every user already has a definite answer", "期限: すべての利用者が確定した応答を受け取り済み"},

	// Messages on their way.
	"scene.sent":      {"{who} (seq {seq}) sent to the order service", "{who}（seq {seq}）を注文サービスへ送信"},
	"scene.sent.held": {"{who} (seq {seq}) sent, held at the partition line", "{who}（seq {seq}）を送信、分断線で保留"},
	"scene.net.sends": {"client {client} sends {who} (dedupe key {key})", "クライアント {client} が {who} を送信（重複排除キー {key}）"},
	"scene.net.copy":  {"the network makes a second copy of {msg}", "ネットワークが {msg} を複製"},
	"scene.net.held":  {"{msg} is held at the partition line", "{msg} は分断線で保留"},
	"scene.net.lost":  {"{msg} is LOST by the network", "{msg} はネットワークで消失"},
	"scene.net.lostDown": {
		"{msg} reaches a crashed service and is LOST",
		"{msg} はクラッシュしたサービスに届き消失"},
	"scene.net.told": {"client {client} is told: {answer} (answer to {who})", "クライアント {client} への応答: {answer}（{who} への応答）"},
	"scene.net.ignored.answered": {
		"{msg} arrives late and is ignored: client {client} already has its answer",
		"{msg} は遅れて届き無視される: クライアント {client} は応答を受け取り済み"},
	"scene.net.ignored.gaveUp": {
		"{msg} arrives late and is ignored: client {client} gave up before it came",
		"{msg} は遅れて届き無視される: クライアント {client} はその前に諦めた"},
	"scene.timeout": {
		"client {client} heard nothing for {who}: timeout, it retries with the same dedupe key",
		"クライアント {client} は {who} の応答を受け取れずタイムアウト。同じ重複排除キーで再送"},
	"scene.giveup": {
		"client {client} gives up on {who}: its user is told \"{message}\"",
		"クライアント {client} は {who} を諦め、利用者に「{message}」と伝える"},

	// Box titles and lanes.
	"scene.box.siteA":        {"SITE A", "拠点 A"},
	"scene.box.siteB":        {"SITE B", "拠点 B"},
	"scene.box.client":       {"client (user)", "クライアント（利用者）"},
	"scene.box.clientOf":     {"c{client} ({order})", "c{client}（{order}）"},
	"scene.box.clients":      {"c{first}-c{last} ({n} clients)", "c{first}-c{last}（{n} クライアント）"},
	"scene.box.service":      {"order service", "注文サービス"},
	"scene.box.store":        {"dedupe store (persistent)", "重複排除ストア（永続）"},
	"scene.box.down":         {"DOWN", "停止中"},
	"scene.partition.banner": {"PARTITION", "分断"},
	"scene.link.replies":     {"replies", "応答"},
	"scene.link.requests":    {"requests", "要求"},

	// Tokens and crosses.
	"scene.token.attempt":       {"{op}#{n}", "{op}#{n}"},
	"scene.token.n":             {"#{n}", "#{n}"},
	"scene.token.seq":           {"seq {seq}", "seq {seq}"},
	"scene.token.copy":          {"{label} copy", "{label} 複製"},
	"scene.token.copyShort":     {"{label}+", "{label}+"},
	"scene.cross.request":       {"request lost", "要求が消失"},
	"scene.cross.requestShort":  {"req lost", "要求消失"},
	"scene.cross.response":      {"response lost", "応答が消失"},
	"scene.cross.responseShort": {"resp lost", "応答消失"},
	"scene.cross.down":          {"lost: service down", "消失: サービス停止中"},
	"scene.cross.downShort":     {"lost: down", "消失: 停止中"},

	// A client's timer firing, at the client's end of its lane.
	"scene.mark.timeout":        {"{who} timed out", "{who} タイムアウト"},
	"scene.mark.timeoutShort":   {"{who} timeout", "{who} 時間切れ"},
	"scene.mark.timeoutShorter": {"timeout #{n}", "時間切れ #{n}"},

	// The timeline.
	"scene.timeline.tick":      {"{tick}", "{tick}"},
	"scene.timeline.partition": {"partition", "分断"},
	"scene.timeline.deadline":  {"deadline {tick}", "期限 {tick}"},
	"scene.timeline.recovery":  {"recovery {tick}", "復旧 {tick}"},

	// Clients.
	"scene.client.told":           {"user was told:", "利用者への応答:"},
	"scene.client.toldShort":      {"told:", "応答:"},
	"scene.client.nothing":        {"(nothing yet)", "（まだなし）"},
	"scene.client.deadline":       {"DEADLINE: uncertain, reconcile later", "期限: 不確定、後で照合"},
	"scene.client.deadlineShort":  {"DEADLINE: uncertain", "期限: 不確定"},
	"scene.client.uncertainUser":  {"- {who}", "- {who}"},
	"scene.client.uncertain":      {"{who} UNCERTAIN", "{who} 不確定"},
	"scene.client.uncertainShort": {"{who} ???", "{who} ???"},
	"scene.client.waits":          {"{who} waiting", "{who} 待機中"},
	"scene.client.waitsShort":     {"{who} waits", "{who} 待ち"},
	"scene.client.answer":         {"{op}: {answer}", "{op}: {answer}"},
	"scene.client.answerShort":    {"{op} {answer}", "{op} {answer}"},
	"scene.client.idle":           {"(nothing sent yet)", "（まだ送信なし）"},
	"scene.client.idleShort":      {"(idle)", "（待機）"},

	// The service.
	"scene.service.order":          {"{order}: {state}", "{order}: {state}"},
	"scene.service.down":           {"CRASHED: down, memory lost", "クラッシュ: 停止、メモリ消失"},
	"scene.service.downShort":      {"CRASHED", "クラッシュ"},
	"scene.service.downUntil":      {"CRASHED: down until tick {tick}", "クラッシュ: tick {tick} まで停止"},
	"scene.service.downUntilShort": {"CRASHED until t{tick}", "クラッシュ t{tick} まで"},

	// The dedupe store.
	"scene.store.empty":          {"(empty)", "（空）"},
	"scene.store.off1":           {"(switched off:", "（オフ:"},
	"scene.store.off2":           {" nothing is stored)", " 何も保存されない）"},
	"scene.store.more":           {"+{n} more", "ほか {n} 件"},
	"scene.store.older":          {"({n} older entries above)", "（古いエントリ {n} 件）"},
	"scene.store.fp":             {" fp {fp} -> {result}", " fp {fp} -> {result}"},
	"scene.store.replayed":       {" replayed {n}x", " 再送応答 {n} 回"},
	"scene.store.replays":        {", replayed {n}x", "、再送応答 {n} 回"},
	"scene.store.replaysShort":   {" r{n}", " r{n}"},
	"scene.store.row":            {"{key} fp {fp} -> {result}{replayed}", "{key} fp {fp} -> {result}{replayed}"},
	"scene.store.rowShort":       {"{key} -> {result}{replayed}", "{key} -> {result}{replayed}"},
	"scene.store.rowShorter":     {"{key}->{result}{replayed}", "{key}->{result}{replayed}"},
	"scene.store.expired":        {"{key} EXPIRED at tick {tick} (was {result})", "{key} は tick {tick} に期限切れ（{result} だった）"},
	"scene.store.expiredShort":   {"{key} EXPIRED t{tick}", "{key} 期限切れ t{tick}"},
	"scene.store.expiredShorter": {"{key} EXPIRED", "{key} 期限切れ"},
})
