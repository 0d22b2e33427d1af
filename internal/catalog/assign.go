package catalog

// The link builder (the full page's "make a course link", wasm/panel's
// Assign): the settings a course chooses and what they give.
var _ = add([]entry{
	{"page.assign.open", Msg{"Make a course link", "コース用のリンクを作る"}},
	{"page.assign.hint", Msg{
		"Set the page as learners should start (story, settings, language, view), then choose what the course fixes. The links below follow every change.",
		"学習者が最初に見る状態（シナリオ、設定、表示言語、表示）にページを合わせてから、コースで固定するものを選んでください。下のリンクは変更のたびに更新されます。"}},
	{"page.assign.lock", Msg{"Learners cannot change", "学習者が変更できないもの"}},
	{"page.assign.panels", Msg{"Panels a frame shows (none ticked: the canvas and its essential controls)", "フレームに表示するパネル（何も選ばなければ、キャンバスと基本の操作だけ）"}},
	{"page.assign.grading", Msg{"A question checked more than once counts by", "複数回確認した問題の数え方"}},
	{"page.assign.grading.best", Msg{"any try right (best)", "どれか 1 回でも正解なら正解（最良）"}},
	{"page.assign.grading.first", Msg{"its first try", "最初の解答"}},
	{"page.assign.grading.last", Msg{"its last try", "最後の解答"}},
	{"page.assign.attempts", Msg{"Checks per question (empty: no limit)", "1 問あたりの確認回数（空欄なら制限なし）"}},
	{"page.assign.feedback", Msg{"Right or wrong, and the model answers, are shown", "正誤と模範解答を表示するタイミング"}},
	{"page.assign.feedback.now", Msg{"at each check", "確認するたび"}},
	{"page.assign.feedback.after", Msg{"after the learner submits the quiz", "学習者が知識チェックを提出した後"}},
	{"page.assign.origin", Msg{"The course page's origin (optional, such as https://course.example.org)", "コースのページのオリジン（任意。例: https://course.example.org）"}},
	{"page.assign.link", Msg{"Link for learners (the full page)", "学習者に渡すリンク（全体表示）"}},
	{"page.assign.embed", Msg{"To embed in a course page: paste this into the page's HTML", "コースのページに埋め込む場合: ページの HTML に貼り付けてください"}},
	{"page.assign.scorm", Msg{"For an LMS: build the SCORM packages with this command in the project's folder", "LMS で使う場合: プロジェクトのフォルダーでこのコマンドを実行し、SCORM パッケージを作ってください"}},
	{"page.assign.panel.legend", Msg{"legend", "凡例"}},
	{"page.assign.panel.scenario", Msg{"scenario", "シナリオ"}},
	{"page.assign.panel.users", Msg{"what users are told", "利用者に伝えられること"}},
	{"page.assign.panel.counts", Msg{"counts", "集計"}},
	{"page.assign.panel.invariants", Msg{"invariants", "不変条件"}},
	{"page.assign.panel.settings", Msg{"settings", "設定"}},
	{"page.assign.panel.mutations", Msg{"break a defense", "防御を外す"}},
	{"page.assign.panel.views", Msg{"view switcher", "表示の切り替え"}},
	{"page.assign.panel.compare", Msg{"compare two runs", "2 つの実行の比較"}},
	{"page.assign.panel.share", Msg{"share link", "共有リンク"}},
	{"page.assign.panel.trace", Msg{"trace", "トレース"}},
	{"page.assign.panel.export", Msg{"evidence export", "エビデンスの書き出し"}},
	{"page.assign.panel.challenges", Msg{"challenges", "チャレンジ"}},
	{"page.assign.panel.lab", Msg{"practice lab", "実践ラボ"}},
	{"page.assign.panel.quiz", Msg{"knowledge check and assessments", "知識チェックとアセスメント"}},
})
