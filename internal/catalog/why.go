package catalog

// Which of a run's forced faults mattered (engine.WhichMattered), each
// removed alone and the run made again: coordsim run --why, and the page's
// moves bar (wasm/bridge's why.go).
var _ = add([]entry{
	{"why.title", Msg{"Which faults mattered (each removed alone, the run made again):", "どの障害が効いたか（1 つずつ取り除いて実行し直した結果）:"}},
	{"why.none", Msg{
		"No forced fault to judge: --fault (or a link's faults=) names them, on a generated story.",
		"判定する強制障害はありません。障害は --fault（または共有リンク）で指定します。生成されるシナリオだけが対象です。"}},
	{"why.invariant", Msg{"{name} ({code})", "「{name}」（{code}）"}},
	{"page.why.button", Msg{"Which of my moves mattered?", "どの手が効いたか調べる"}},
	{"why.inert", Msg{"{fault}: inert: without it, nothing a user or an invariant sees changes", "{fault}: 効いていない。取り除いても、利用者にも不変条件にも変化はない"}},
	{"why.breaks", Msg{"{fault}: mattered: with it, {invariant} breaks at tick {tick}; without it, it holds", "{fault}: 効いた。これがあると{invariant}が tick {tick} で破れ、なければ成り立つ"}},
	{"why.keeps", Msg{"{fault}: mattered: without it, {invariant} breaks at tick {tick}", "{fault}: 効いた。これがないと{invariant}が tick {tick} で破れる"}},
	{"why.user", Msg{"{fault}: mattered: it changes what {user} is told (tick {tick})", "{fault}: 効いた。{user} に伝わる内容が変わる（tick {tick}）"}},
	{"why.outcome", Msg{"{fault}: mattered: with it, the outcome is {outcome}; without it, another", "{fault}: 効いた。これがあると結果は {outcome} になり、なければ別の結果になる"}},

	// coordsim shrink (engine.Named.Shrink): the smallest set of faults
	// that still breaks the invariant, told as a story.
	{"shrink.kept", Msg{"“{name}” ({code}) still breaks with {kept} of the run's {all} forced faults; without any one of them it holds:", "「{name}」（{code}）は、この実行の強制障害 {all} 個のうち {kept} 個だけで破れます。どの 1 つを取り除いても成り立ちます:"}},
	// A fixture's events shrunk (the page's Make it smaller, coordsim
	// shrink): how many it kept, and each kept event in the story, by its
	// kind.
	{"shrink.keptEvents", Msg{"“{name}” ({code}) still breaks with {kept} of the run's {all} events (the partition's start and end always kept); without any one of the messages kept, it holds:", "「{name}」（{code}）は、この実行のイベント {all} 個のうち {kept} 個（分断の開始と終了は常に残します）だけで破れます。残したメッセージのどれを 1 つ取り除いても成り立ちます:"}},
	{"shrink.event.deliver", Msg{"{id}: delivered at tick {tick}", "{id}: tick {tick} に配送"}},
	{"shrink.event.duplicate", Msg{"{id}: a duplicate delivered at tick {tick}", "{id}: tick {tick} に重複が届く"}},
	{"shrink.event.partition_start", Msg{"{id}: the partition starts at tick {tick}", "{id}: tick {tick} に分断が始まる"}},
	{"shrink.event.partition_end", Msg{"{id}: the partition ends at tick {tick}", "{id}: tick {tick} に分断が終わる"}},
	{"shrink.story", Msg{"The story:", "経緯:"}},
	{"page.shrink.button", Msg{"Make it smaller", "手を最小にする"}},
	{"page.shrink.buttonLabel", Msg{"Keep only the moves that still break {invariant}", "「{invariant}」を破る手だけを残す"}},
	{"shrink.fault", Msg{"{attempt}: {fault}", "{attempt}: {fault}"}},
	{"shrink.more", Msg{"and {n} more faults", "ほかに障害が {n} 個"}},
	{"shrink.breaks", Msg{"then “{invariant}” breaks at tick {tick}", "そして tick {tick} で「{invariant}」が破れる"}},
})
