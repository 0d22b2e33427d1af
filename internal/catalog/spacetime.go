package catalog

// The space-time diagram's words (internal/render.SpaceTime, drawn by
// `coordsim run --svg` and the page's view=spacetime): lane names, marks,
// the legend, and the titles that name each message when it is hovered or
// focused. Arguments are the engine's facts: ticks, labels, states, codes.
var _ = add(map[string]Msg{
	"spacetime.heading": {"{scenario}, seed {seed}", "{scenario}、シード {seed}"},
	"spacetime.desc": {
		"Space-time diagram: time runs down, one line per client, the order service and the dedupe store, and an arrow per message from where it was sent to where it arrived.",
		"時空間図: 時間は下へ進みます。クライアント、注文サービス、重複排除ストアごとに縦線が 1 本、メッセージごとに送信から到着までの矢印が 1 本あります。"},

	// Lanes and the time axis.
	"spacetime.lane.client":   {"client", "クライアント"},
	"spacetime.lane.clientN":  {"c{n}", "c{n}"},
	"spacetime.lane.service":  {"order service", "注文サービス"},
	"spacetime.lane.store":    {"dedupe store", "重複排除ストア"},
	"spacetime.tick":          {"t{tick}", "t{tick}"},
	"spacetime.partition":     {"partition t{start}–t{end}", "分断 t{start}–t{end}"},
	"spacetime.partitionOpen": {"partition from t{start}, never ends", "分断 t{start} から（終わらない）"},
	"spacetime.deadline":      {"deadline t{tick}", "期限 t{tick}"},
	"spacetime.recovery":      {"recovery t{tick}", "復旧 t{tick}"},
	"spacetime.playhead":      {"playhead", "再生位置"},

	// Naming a message.
	"spacetime.msg.request":  {"{command} #{n} request", "{command} #{n} 要求"},
	"spacetime.msg.response": {"{command} #{n} answer", "{command} #{n} 応答"},
	"spacetime.msg.short":    {"{op} #{n}", "{op} #{n}"},
	"spacetime.msg.copy":     {"{msg} (second copy)", "{msg}（複製）"},

	// What became of it.
	"spacetime.fate.arrived":    {"{msg}: sent t{sent}, arrived t{at}", "{msg}: t{sent} 送信、t{at} 到着"},
	"spacetime.fate.held":       {"{msg}: sent t{sent}, held at the partition from t{held}, released t{at}", "{msg}: t{sent} 送信、t{held} から分断で保留、t{at} に解放"},
	"spacetime.fate.stillHeld":  {"{msg}: sent t{sent}, held at the partition from t{held}, never released", "{msg}: t{sent} 送信、t{held} から分断で保留、解放されない"},
	"spacetime.fate.lost":       {"{msg}: sent t{sent}, lost by the network (t{at})", "{msg}: t{sent} 送信、ネットワークで消失（t{at}）"},
	"spacetime.fate.lostDown":   {"{msg}: sent t{sent}, lost at t{at}: the service was down after a crash", "{msg}: t{sent} 送信、t{at} に消失: サービスはクラッシュ後で停止中"},
	"spacetime.fate.ignored":    {"{msg}: sent t{sent}, arrived t{at}; the client no longer waited for it", "{msg}: t{sent} 送信、t{at} 到着。クライアントはもう待っていない"},
	"spacetime.fate.processed":  {"{msg}: arrived t{sent}, processed t{at}", "{msg}: t{sent} 到着、t{at} 処理"},
	"spacetime.answer.state":    {"{fate}; says {state}", "{fate}。内容: {state}"},
	"spacetime.answer.rejected": {"{fate}; says rejected ({code})", "{fate}。内容: 拒否（{code}）"},

	// What the service and the store did (short labels, and their titles).
	"spacetime.effect.applied":   {"→ {state}", "→ {state}"},
	"spacetime.effect.read":      {"read", "読み取り"},
	"spacetime.effect.replayed":  {"replayed", "再送応答"},
	"spacetime.effect.conflict":  {"conflict", "衝突"},
	"spacetime.effect.stale":     {"stale", "前提不一致"},
	"spacetime.effect.title":     {"t{tick}: the service processes {msg}: {effect}", "t{tick}: サービスが {msg} を処理: {effect}"},
	"spacetime.store.added":      {"stored", "保存"},
	"spacetime.store.reused":     {"first result", "最初の結果"},
	"spacetime.store.conflict":   {"unchanged", "変更なし"},
	"spacetime.store.expired":    {"expired", "期限切れ"},
	"spacetime.store.notWritten": {"not written", "未書き込み"},
	"spacetime.store.title":      {"t{tick}: {key}: {what}", "t{tick}: {key}: {what}"},
	"spacetime.crash":            {"crash", "クラッシュ"},
	"spacetime.crash.title":      {"t{tick}: the service crashes; its volatile memory is lost, the dedupe store is kept", "t{tick}: サービスがクラッシュ。揮発メモリは失われ、重複排除ストアは残る"},
	"spacetime.restart":          {"restart", "再起動"},
	"spacetime.restart.title":    {"t{tick}: the service restarts", "t{tick}: サービスが再起動"},
	"spacetime.timeout.title":    {"t{tick}: {command} #{n} timed out; the client retries with the same key", "t{tick}: {command} #{n} がタイムアウト。クライアントは同じキーで再送"},
	"spacetime.giveup.title":     {"t{tick}: {command} #{n}: the client gives up and tells its user the outcome is uncertain", "t{tick}: {command} #{n}: クライアントは諦め、利用者に結果は不確定と伝える"},

	// The legend.
	"spacetime.legend.request":   {"request", "要求"},
	"spacetime.legend.response":  {"answer", "応答"},
	"spacetime.legend.copy":      {"second copy by the network", "ネットワークによる複製"},
	"spacetime.legend.held":      {"held at the partition", "分断で保留"},
	"spacetime.legend.lost":      {"lost", "消失"},
	"spacetime.legend.timeout":   {"timeout (retry)", "タイムアウト（再送）"},
	"spacetime.legend.giveup":    {"gave up: uncertain", "断念: 不確定"},
	"spacetime.legend.crash":     {"crash", "クラッシュ"},
	"spacetime.legend.partition": {"partition", "分断"},
	"spacetime.legend.deadline":  {"deadline", "期限"},
	"spacetime.legend.recovery":  {"recovery", "復旧"},
})
