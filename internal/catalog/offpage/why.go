package offpage

// Which faults of a run mattered (internal/why), each removed alone and
// the run made again: coordsim run --why, and the page's "Which faults
// mattered?"; and the smallest run that still breaks: coordsim shrink and
// the page's "Make it smaller". The export's worker answers the page
// (wasm/evidence), so the page's first load carries none of these words.
var _ = add([]entry{
	{"why.title", Msg{"Which faults mattered (each removed alone, the run made again):", "どの障害が効いたか（1 つずつ取り除いて実行し直した結果）:"}},
	{"why.none", Msg{
		"No forced fault to judge: --fault (or a link's faults=) names them, on a generated story.",
		"判定する強制障害はありません。障害は --fault（または共有リンク）で指定します。生成されるシナリオだけが対象です。"}},
	{"why.invariant", Msg{"{name} ({code})", "「{name}」（{code}）"}},
	{"why.inert", Msg{"{fault}: inert: without it, nothing a user or an invariant sees changes", "{fault}: 効いていない。取り除いても、利用者にも不変条件にも変化はない"}},
	{"why.breaks", Msg{"{fault}: mattered: with it, {invariant} breaks at tick {tick}; without it, it holds", "{fault}: 効いた。これがあると{invariant}が tick {tick} で破れ、なければ成り立つ"}},
	{"why.keeps", Msg{"{fault}: mattered: without it, {invariant} breaks at tick {tick}", "{fault}: 効いた。これがないと{invariant}が tick {tick} で破れる"}},
	{"why.user", Msg{"{fault}: mattered: it changes what {user} is told (tick {tick})", "{fault}: 効いた。{user} に伝わる内容が変わる（tick {tick}）"}},
	{"why.outcome", Msg{"{fault}: mattered: with it, the outcome is {outcome}; without it, another", "{fault}: 効いた。これがあると結果は {outcome} になり、なければ別の結果になる"}},
	// Each group's title: the story's own faults, a fixture's edits, the
	// learner's forced faults (with a generated seed's luck).
	{"why.own", Msg{"The story's own faults (each taken out of the story alone, the run made again):", "シナリオ自体の障害（1 つずつシナリオから取り除いて実行し直した結果）:"}},
	// A learner's edit of a fixture's events (engine.WhichEditsMattered),
	// named in the why sentences above as a fault is: the event by its id,
	// and what the edit was. (The Japanese sentences say これ, which fits a
	// fault and an edit alike.)
	{"why.edit.added", Msg{"{id} (added)", "{id}（追加）"}},
	{"why.edit.changed", Msg{"{id} (changed)", "{id}（変更）"}},
	{"why.edit.removed", Msg{"{id} (removed)", "{id}（削除）"}},
	// An edit whose undoing alone leaves events that do not run (a
	// partition's end removed with its start, say): not judged alone.
	{"why.unjudged", Msg{"{fault}: not judged alone: with only this edit undone, the events do not run", "{fault}: 単独では判定できない。この変更だけを元に戻すと、イベントが実行できなくなる"}},
	{"why.edits", Msg{"Which of your edits of the story's events mattered (each undone alone, the run made again):", "シナリオのイベントへのあなたの変更のうち、どれが効いたか（1 つずつ元に戻して実行し直した結果）:"}},
	{"why.noMoves", Msg{"No forced fault of yours to judge: --fault (or a link's faults=) names them.", "あなたが加えた強制障害はありません。障害は --fault（または共有リンク）で指定します。"}},
	{"why.luck", Msg{"({n} of them the seed's luck made, judged as forced faults on the story with its own fault rates at 0)", "（うち {n} 個はシードの偶然による障害で、シナリオ自身の障害の発生率を 0 にして強制障害として判定しています）"}},
	// The page's answer when the run has nothing to judge.
	{"why.nothing", Msg{
		"Nothing to judge: this run has no fault of its story's, no move of yours and no luck of its seed's.",
		"判定するものがありません。この実行には、シナリオ自体の障害も、あなたの手も、シードの偶然による障害もありません。"}},

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
	// A generated story's luck, shrunk too: {n} of the faults were the
	// seed's, written as forced faults with the model's own rates at 0.
	{"shrink.luck", Msg{"({n} of them the seed's luck made: here as forced faults, with the story's own fault rates at 0)", "（うち {n} 個はシードの偶然による障害です。ここでは強制障害として書き、シナリオ自身の障害の発生率は 0 にしています）"}},
	// A shrink stopped at its time limit (engine.ShrinkBound).
	{"shrink.stopped", Msg{"(Stopped at the time limit: what is kept still breaks it, but leaving out one of them may too.)", "（時間の上限で止めました。残したものでも破れますが、さらに 1 つ取り除いても破れる場合があります。）"}},
	{"shrink.story", Msg{"The story:", "経緯:"}},
	{"shrink.fault", Msg{"{attempt}: {fault}", "{attempt}: {fault}"}},
	{"shrink.more", Msg{"and {n} more faults", "ほかに障害が {n} 個"}},
	{"shrink.breaks", Msg{"then “{invariant}” breaks at tick {tick}", "そして tick {tick} で「{invariant}」が破れる"}},
})
