package catalog

// The Japanese glossary and style note (issue 53): what every Japanese
// sentence of the catalogue follows, and what glossary_test.go holds it to.
//
// Style note, for the next sentence anyone adds:
//   - です/ます in sentences the learner reads; a label, a heading, a
//     button or a canvas caption is a noun phrase or a plain verb
//     (「1 tick 進む」), without 。
//   - One term per concept, the glossary's (Glossary); an engine code
//     (recovered-before-deadline, unguarded-transition) is never the text:
//     say it in words, and give the code beside them only where a learner
//     types it (a field of the event editor, a link's value).
//   - English words only where the lesson keeps them in its own Japanese
//     (LessonEnglish), and then in the lesson's parts (keys lesson.*); the
//     page, the canvas and the exports say them in Japanese. Names of
//     products and standards, file names, keys of a keyboard and the
//     canvas's abbreviations are notation (Notation), not words.
//   - Numbers in half-width digits, a space between a number and its
//     unit or counter (「3 tick」「2 回」), as the page's sentences write
//     them (the lesson's parts still write 「2回」: the read-through aligns
//     them); Japanese punctuation (、。「」（）).
//   - A sentence reads as a Japanese teacher would say it: the verb at the
//     end, no pronoun the English needed and Japanese does not, no
//     repeated subject.

// Term is one concept's Japanese word, and the words for the same concept
// the catalogue does not use.
type Term struct {
	Concept string   // as the page's English names it
	Ja      string   // the one Japanese term
	Not     []string // other Japanese words for it, refused
}

// Glossary is one Japanese term per concept the page names.
var Glossary = []Term{
	{"uncertain (what a user is told)", "不確定", []string{"不確実"}},
	{"user (the person a command answers)", "利用者", []string{"ユーザー", "ユーザ"}},
	{"run (one simulation)", "実行", nil},
	{"partition", "分断", []string{"パーティション", "分割"}},
	{"deadline", "期限", []string{"締め切り", "締切", "デッドライン"}},
	{"retry", "再送", []string{"リトライ", "再試行"}},
	{"dedupe store", "重複排除ストア", []string{"重複除去", "重複削除", "重複排除の保存", "重複排除記録"}},
	{"invariant", "不変条件", []string{"不変量"}},
	{"recovery (the partition heals)", "復旧", []string{"回復"}},
	{"delivery (of a message)", "配送", []string{"at-least-once配信", "配達"}}, // a page is 配信 (served), a message 配送
	{"tick", "tick", []string{"ティック"}},
	{"slide (of the seven-minute explanation)", "スライド", nil},
	{"outline (of the explanation)", "構成", []string{"アウトライン"}},
	{"speaker notes (of a slide)", "メモ", []string{"ノート"}},
	{"mutation (a defense switched off)", "外した防御", []string{"変異"}},
	{"par (a challenge's fewest moves known)", "基準手数", nil},
	{"be the network (the learner's moves)", "ネットワーク役になる", []string{"ネットワークになる"}},
	{"scenario (a story the page runs)", "シナリオ", []string{"ストーリー"}},
	{"fixture (a file of events)", "フィクスチャ", []string{"フィクスチャー"}},
	{"expiry (of a dedupe entry or a record, by its retention)", "失効", []string{"期限切れ"}}, // 期限 is the deadline's
}

// LessonEnglish are the English words the lesson keeps in its own
// Japanese text (its terms: dedupe key, at-least-once, partition, ...). The
// lesson's parts of the page (keys lesson.*) may use them as the lesson
// does; elsewhere they are said in Japanese. (Constants, words apart by
// space: only the tests read them, and a map here would be built by every
// program's start, the page's WASM's too.)
const LessonEnglish = `
	API alert architecture assumption asynchronous at-least-once atomic broker buffer burn business
	byte-equivalent Byzantine causal chaos client clock command commit compensation confirm confirmed
	conflict consensus contract deadline dedupe delay deliver delivery disk drain duplicate durability
	effect election entry error event evidence exactly-once failure fault fingerprint fixture id incident
	key key-value latency leader lesson-authored liveness log logical loss machine message method model
	multi-leader mutation network operation order outcome partition priority process production
	protocol queue quorum Raft randomized rate reconcile reconciliation recovery rehearsal reject reorder
	replay replication request resolution resource response result retention retry runbook safety
	scenario scope seed sequence server simulated simulation simulator SLO stable stale start state
	storage store system tenant throughput timeout timing trace transactional transition transport typed
	version end
`

// Notation is what a Japanese sentence writes as it is, not a word to
// translate: the tick (the lesson's unit of time, t5 for tick 5 where a
// label is short), names of products, standards and formats, a run's
// letters, keys of a keyboard, file names' extensions, a frame's sandbox
// tokens, units (MB), the variables a sentence defines (R for a retention,
// L for a length) and the canvas's abbreviations of the lesson's fields
// where a label has no room (seq, fp).
const Notation = `
	tick t A B CAP FLP GST Raft Paxos HTTP JSON json URL HTML LMS SCORM SHA-256 WebAssembly Chrome Edge Firefox Safari
	Enter Esc Space md txt svg zip coordsim localStorage seq fp ID MB R L
	allow-scripts allow-same-origin allow-downloads
`

// CanvasNames are what the canvas and the space-time diagram call a
// generated story's clients and commands (c1, confirm#2, conf#2): the
// names the URL's faults, the trace's events and the moves use
// (c1.confirm#2), written as they are so that the three can be matched.
// Only the canvas's keys (scene.*, spacetime.*) may use them.
const CanvasNames = `
	c confirm ship close status reconcile conf stat rec
`

// Typed is what a Japanese sentence holds as a learner types or reads it
// as code, as a regular expression: a span in backticks (the Markdown
// exports'), a command of the CLI with its flags, a make target, a flag,
// a file name or path, a URL or its form, an HTML attribute, the
// product's name; and a code beside the words that say it
// (「配送（deliver）」), as the style note allows.
const Typed = "`[^`]*`|coordsim( [a-z]+)?( --?[a-z-]+)*|make [a-z]+| --[a-z-]+|" +
	`[\w.-]*\w\.(txt|md|json|zip|svg|html)\b|\b[a-z]+/[\w./-]*|[a-z]+://[\w.:\[\]/-]*|[a-z]+="[^"]*"|` +
	`Coordination Simulator Lab|（[A-Za-z][\w.#:-]*）`
