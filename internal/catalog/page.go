package catalog

import "strings"

// PagePrefix starts every key of the page's own words: its static labels
// (index.html's data-i18n keys) and the sentences wasm/panel builds.
const PagePrefix = "page."

// Page is every page.* message in lang, by key: the label table the site
// ships as a generated script, so the page is labelled before its WASM runs.
func Page(lang string) map[string]string {
	out := map[string]string{}
	for k, m := range messages {
		if strings.HasPrefix(k, PagePrefix) {
			out[k] = m.In(lang)
		}
	}
	return out
}

// The page's words.
var _ = add(map[string]Msg{
	// Static labels, by their data-i18n key in index.html.
	"page.title": {"Coordination Simulator Lab", "分散協調シミュレーター"},
	"page.lead": {
		"A timeout is not proof of failure. Watch a retried order confirmation cross a network partition: the dedupe store answers the duplicate with the first result, and the partition's length decides whether recovery beats the deadline.",
		"タイムアウトは障害の証明ではありません。注文確定の再送がネットワーク分断を越える様子を見てください。重複排除ストアは重複に最初の結果を返し、分断の長さが復旧が期限に間に合うかを決めます。"},
	// langname is each language's own name, for the language picker.
	"page.langname":   {"English", "日本語"},
	"page.language":   {"Language", "言語"},
	"page.stageTitle": {"Simulation", "シミュレーション"},
	"page.stageFrame": {
		"Simulation canvas: client at site A, order service and dedupe store at site B, the network between them",
		"シミュレーション画面：拠点 A のクライアント、拠点 B の注文サービスと重複排除ストア、その間のネットワーク"},
	"page.playback":     {"Playback", "再生"},
	"page.play":         {"Play", "再生"},
	"page.pause":        {"Pause", "一時停止"},
	"page.step":         {"Step", "1 tick 進む"},
	"page.tick":         {"Tick", "tick"},
	"page.speed":        {"Speed", "速度"},
	"page.settings":     {"Settings", "設定"},
	"page.scenario":     {"Scenario", "シナリオ"},
	"page.partition":    {"Partition length (ticks)", "分断の長さ（tick）"},
	"page.deadline":     {"Recovery deadline (tick)", "復旧期限（tick）"},
	"page.seed":         {"Seed", "シード"},
	"page.retention":    {"Dedupe retention (ticks, 0 = forever)", "重複排除の保持期間（tick、0 = 無期限）"},
	"page.mutations":    {"Break a defense", "防御を外す"},
	"page.outcomeTitle": {"Outcome", "結果"},
	"page.invTitle":     {"Invariants", "不変条件"},
	"page.holds":        {"holds", "成立"},
	"page.broken":       {"BROKEN", "破れた"},
	"page.share":        {"Copy share link", "共有リンクをコピー"},
	"page.shareUrl":     {"Share link", "共有リンク"},
	"page.copied":       {"Link copied.", "リンクをコピーしました。"},
	"page.copyFailed":   {"Select the link below and copy it.", "下のリンクを選択してコピーしてください。"},
	"page.traceTitle":   {"Trace (delivery order)", "トレース（配送順）"},
	"page.traceHint": {
		"One row per trace entry, in the order the service saw them. The logical sequence sits beside each message: delivery order is not logical order.",
		"サービスが受け取った順に 1 行ずつ。各メッセージの横に論理順序を示します。配送順は論理順序と一致しません。"},
	"page.colTick":     {"Tick", "tick"},
	"page.colEvent":    {"Event", "イベント"},
	"page.colDelivery": {"Delivery", "配送"},
	"page.colSeq":      {"Logical seq", "論理順序"},
	"page.colEffect":   {"Effect", "効果"},
	"page.colResult":   {"Result", "結果"},
	"page.loading":     {"Loading the simulator…", "シミュレーターを読み込み中…"},
	"page.frameError":  {"The simulator could not start: {message}", "シミュレーターを開始できません: {message}"},

	// The legend: one entry per token the canvas draws (panel.LegendCodes).
	"page.legend":          {"Tokens:", "メッセージ:"},
	"page.legend.request":  {"request on its way", "送信中の要求"},
	"page.legend.held":     {"held by the partition", "分断で保留"},
	"page.legend.applied":  {"applied", "適用"},
	"page.legend.replayed": {"replayed from the store", "ストアから再送（replayed）"},
	"page.legend.rejected": {"rejected", "拒否"},
	"page.legend.read":     {"read", "読み取り"},
	"page.legend.copy":     {"second copy made by the network", "ネットワークが作った 2 通目"},
	"page.legend.lost":     {"lost message", "消失したメッセージ"},
	"page.legend.down":     {"service crashed (down)", "サービスがクラッシュ（停止中）"},

	// Sentences about one run, built by wasm/panel.
	"page.told.all": {"Every user gets a definite answer by the deadline.", "期限までに全員が確定した応答を受け取ります。"},
	"page.told.some": {
		"{uncertain} of {users} users get no answer by the deadline: they are told “{told}” and the order is checked again after recovery.",
		"{users} 件中 {uncertain} 件の利用者は期限までに応答がなく、「{told}」と伝えられ、復旧後に注文が再確認されます。"},
	"page.user.uncertain": {"{command}: no answer by the deadline, told “{told}”", "{command}: 期限までに応答なし。「{told}」と表示"},
	"page.user.rejected":  {"{command}: definite answer, rejected ({code}), nothing changed", "{command}: 確定した応答。拒否（{code}）、変更なし"},
	"page.user.state":     {"{command}: definite answer, order {order} is {state}", "{command}: 確定した応答。注文 {order} は {state}"},
	"page.users":          {"What each of the {users} users is told", "{users} 人の利用者に伝えられること"},
	"page.users.uncertain": {
		"What each of the {users} users is told ({uncertain} uncertain)",
		"{users} 人の利用者に伝えられること（不確定 {uncertain} 人）"},
	"page.counts": {
		"Messages: {messages} · lost: {dropped} · copied by the network: {duplicated} · held by the partition: {buffered} · still held at the deadline: {held} · transitions applied: {applied} · replayed from the store: {replayed} · crashes: {crashes}",
		"メッセージ: {messages} · 消失: {dropped} · ネットワークによる複製: {duplicated} · 分断で保留: {buffered} · 期限時点でまだ保留: {held} · 適用された遷移: {applied} · ストアから再送: {replayed} · クラッシュ: {crashes}"},
	"page.invariants.all":    {"All {count} invariants hold.", "{count} 個の不変条件がすべて成り立っています。"},
	"page.invariants.broken": {"Broken invariants: {names}.", "破れた不変条件: {names}。"},
	"page.list.separator":    {", ", "、"},
	"page.invariant.broke": {
		"First broken at tick {tick} by {event}: {effect}, {result}.",
		"tick {tick} の {event} で最初に破れました：{effect}、{result}。"},
	"page.jump":              {"Go to tick {tick}", "tick {tick} へ移動"},
	"page.jump.label":        {"Go to tick {tick}, where {name} first broke", "tick {tick} へ移動（{name} が最初に破れた所）"},
	"page.announce.outcome":  {"Outcome: {outcome}.", "結果: {outcome}。"},
	"page.announce.scenario": {"Scenario: {title}.", "シナリオ: {title}。"},

	// Trace notes, chosen from the entry's facts.
	"page.note.timeout":      {"no answer yet; retrying with the same dedupe key", "まだ応答なし。同じ重複排除キーで再送"},
	"page.note.duplicated":   {"the network delivers a second copy", "ネットワークが 2 通目を配送"},
	"page.note.ignored":      {"the client already has its answer", "クライアントは既に応答を受け取っています"},
	"page.note.lost":         {"lost by the network", "ネットワークで消失"},
	"page.note.service-down": {"the service is down after a crash", "クラッシュ後でサービスが停止中"},

	// Problems with URL values: a reason (by share.Problem's code) inside
	// one of two sentences (with or without a value used instead).
	"page.problem.fallback": {
		"The URL's {field} value “{value}” {reason}; using {fallback} instead.",
		"URL の {field} の値「{value}」は{reason}。代わりに {fallback} を使います。"},
	"page.problem.ignored": {
		"The URL's {field} value “{value}” {reason}; it is ignored.",
		"URL の {field} の値「{value}」は{reason}。無視します。"},
	"page.problem.range":            {"must be a whole number from {min} to {max}", "{min} から {max} の整数である必要があります"},
	"page.problem.integer":          {"must be a whole number, 0 or more", "0 以上の整数である必要があります"},
	"page.problem.choice":           {"is not one of the values this page offers", "使える値ではありません"},
	"page.problem.unknown-mutation": {"is not a known mutation", "不明なミューテーションです"},
	"page.problem.past-end":         {"is past the end of this run", "この実行の最後より後です"},
	"page.problem.other":            {"cannot be used", "使えない値です"},
})
