package catalog

// Shorter wordings of the canvas's box titles, for a narrow canvas (a
// phone): the scene shows the longest that fits whole rather than cut one.
var _ = add([]entry{
	{"scene.box.storeShort", Msg{"dedupe store", "重複排除ストア"}},
	{"scene.box.storeShorter", Msg{"store", "ストア"}},
	{"scene.box.serviceShort", Msg{"service", "サービス"}},
	{"scene.box.clientShort", Msg{"client", "クライアント"}},
	{"scene.box.clientShorter", Msg{"user", "利用者"}},
	{"scene.box.clientOfShort", Msg{"c{client}", "c{client}"}},
	{"scene.box.clientsShort", Msg{"c{first}-c{last}", "c{first}-c{last}"}},
	{"scene.box.clientsShorter", Msg{"+{n}", "+{n}"}},
	{"scene.client.nothingShort", Msg{"(none)", "（なし）"}},
})
