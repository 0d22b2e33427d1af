package catalog

// The trace's codes in words: a trace entry's kind, how its message
// travelled, what its processing did and why a command was rejected, as
// the page's trace, the compare view and the users' answers say them. The
// codes (the harness's names, in trace.txt and the rows' classes) stay
// beside the words, in each cell's title.
var _ = add([]entry{
	{"page.trace.kind.duplicate", Msg{"duplicate", "重複"}},
	{"page.trace.kind.partition_start", Msg{"partition starts", "分断開始"}},
	{"page.trace.kind.partition_end", Msg{"partition ends", "分断終了"}},
	{"page.trace.kind.recovery", Msg{"recovery", "復旧"}},
	{"page.trace.kind.dedupe_expired", Msg{"dedupe entry expires", "重複排除エントリの失効"}},
	{"page.trace.kind.crash", Msg{"crash", "クラッシュ"}},
	{"page.trace.kind.request", Msg{"request", "要求"}},
	{"page.trace.kind.response", Msg{"response", "応答"}},
	{"page.trace.kind.restart", Msg{"restart", "再起動"}},
	{"page.trace.kind.timeout", Msg{"timeout", "タイムアウト"}},
	{"page.trace.kind.give_up", Msg{"gives up", "断念"}},
	{"page.trace.kind.complete", Msg{"processing completes", "処理の完了"}},

	{"page.trace.delivery.received", Msg{"received", "受信"}},
	{"page.trace.delivery.immediate", Msg{"delivered at once", "即時に配送"}},
	{"page.trace.delivery.buffered-by-partition", Msg{"held by the partition", "分断で保留"}},
	{"page.trace.delivery.released-after-partition", Msg{"released after the partition", "分断後に解放"}},
	{"page.trace.delivery.sent", Msg{"sent", "送信"}},
	{"page.trace.delivery.duplicated", Msg{"copied by the network", "ネットワークが複製"}},
	{"page.trace.delivery.dropped", Msg{"lost", "消失"}},
	{"page.trace.delivery.ignored", Msg{"ignored", "無視"}},

	{"page.trace.effect.state-transition-applied", Msg{"transition applied", "状態遷移を適用"}},
	{"page.trace.effect.read-only", Msg{"read only", "読み取りのみ"}},
	{"page.trace.effect.reused-persistent-result", Msg{"stored result reused", "保存済みの結果を再利用"}},
	{"page.trace.effect.idempotency-conflict-rejected", Msg{"rejected: same key, other input", "拒否: 同じキーで別の入力"}},
	{"page.trace.effect.stale-transition-rejected", Msg{"rejected: not in the expected state", "拒否: 前提の状態と不一致"}},
	{"page.trace.effect.state-written-then-crashed", Msg{"state written, then a crash", "状態を書いた後にクラッシュ"}},
	{"page.trace.effect.committed-then-crashed", Msg{"committed, then a crash", "コミット後にクラッシュ"}},
	{"page.trace.effect.claimed", Msg{"claimed (in progress)", "確保（処理中）"}},
	{"page.trace.effect.in-progress", Msg{"in progress: retry later", "処理中: 後で再送"}},
	{"page.trace.effect.lease-lost", Msg{"lease lost: discarded", "リース切れで破棄"}},

	// Why a command was rejected (an answer's error code).
	{"page.trace.error.same-key-different-input", Msg{"same key, other input", "同じキーで別の入力"}},
	{"page.trace.error.stale-transition", Msg{"not in the expected state", "前提の状態と不一致"}},
	{"page.trace.error.in-progress", Msg{"in progress", "処理中"}},
	{"page.trace.rejected", Msg{"rejected: {reason}", "拒否: {reason}"}},
})

// TraceWord is a trace code said in lang: kind, delivery, effect or error
// (the key's family, "page.trace."+family+"."+code); the code itself when
// the catalogue has no words for it yet, and "" for no code.
func TraceWord(lang, family, code string) string {
	if code == "" {
		return ""
	}
	if k := "page.trace." + family + "." + code; Has(k) {
		return T(lang, k)
	}
	return code
}
