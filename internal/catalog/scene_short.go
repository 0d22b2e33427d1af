package catalog

// Shorter wordings of the canvas's box titles, for a narrow canvas (a
// phone): the scene shows the longest that fits whole rather than cut one.
var _ = add(map[string]Msg{
	"scene.box.storeShort":      {"dedupe store", "重複排除ストア"},
	"scene.box.storeShorter":    {"store", "ストア"},
	"scene.box.serviceShort":    {"service", "サービス"},
	"scene.box.clientShort":     {"client", "クライアント"},
	"scene.box.clientShorter":   {"user", "利用者"},
	"scene.box.clientOfShort":   {"c{client}", "c{client}"},
	"scene.box.clientsShort":    {"c{first}-c{last}", "c{first}-c{last}"},
	"scene.box.clientsShorter":  {"+{n}", "+{n}"},
	"scene.client.nothingShort": {"(none)", "（なし）"},
})
