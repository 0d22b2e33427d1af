package catalog

// Make it smaller (engine.Named.Shrink): the page's button beside a broken
// invariant, and coordsim shrink. (Which faults mattered, internal/why, is
// said off the page's first load: offpage's why.go.)
var _ = add([]entry{
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
