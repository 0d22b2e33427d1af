package catalog

// A link that says what run it was made from (v=, h=) and opens on a run
// that differs: the page's problem list and `coordsim run --url` say so,
// with the first trace row where the runs part. {count} is that row (or,
// for .late, how many rows agree); {min} is the version of the engine's
// rules the link was made under and {max} this engine's. (The space
// between the row and its counter is a no-break one: a phone's line must
// not leave 「7」 at its end and 「行目」 at the next's start.)
var _ = add([]entry{
	{"page.problem.departed.sentence", Msg{
		"This link's run has changed since the link was made: this run departs from it at trace row {count}.",
		"このリンクを作ったときとは実行が変わっています。この実行は、トレースの {count} 行目からリンクの実行と分かれます。"}},
	{"page.problem.departed-late.sentence", Msg{
		"This link's run has changed since the link was made: this run matches its first {count} trace rows and departs after them.",
		"このリンクを作ったときとは実行が変わっています。この実行は、トレースの最初の {count} 行まではリンクの実行と同じで、その後で分かれます。"}},
	{"page.problem.departed-version.sentence", Msg{
		"This link was made under version {min} of the engine's rules, and this engine follows version {max}, so the link's run has changed: this run departs from it at trace row {count}.",
		"このリンクはエンジンの規則の第 {min} 版で作られ、このエンジンは第 {max} 版に従うため、実行が変わっています。この実行は、トレースの {count} 行目からリンクの実行と分かれます。"}},
	{"page.problem.departed-version-late.sentence", Msg{
		"This link was made under version {min} of the engine's rules, and this engine follows version {max}, so the link's run has changed: this run matches its first {count} trace rows and departs after them.",
		"このリンクはエンジンの規則の第 {min} 版で作られ、このエンジンは第 {max} 版に従うため、実行が変わっています。この実行は、トレースの最初の {count} 行まではリンクの実行と同じで、その後で分かれます。"}},
	{"page.problem.link-hash", Msg{"is not a trace hash a share link holds", "共有リンクに入るトレースのハッシュではありません"}},
})
