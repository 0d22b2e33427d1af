package panel

// The lesson's sources (出典): the four works it names, each a link the page
// opens only when the learner chooses it. A title is the work's own, in
// its own language (English), never translated; what to read it for and
// its kind are the catalogue's.

// Source is one work the lesson cites.
type Source struct {
	ID    string `json:"id"`
	Title string `json:"title"` // the work's own title, in English
	URL   string `json:"url"`
	Kind  Label  `json:"kind"`  // peer-reviewed, primary or standard
	About string `json:"about"` // what the lesson sends the learner to it for
}

// sources are the lesson's, in its order.
var sources = []struct{ id, title, url, kind string }{
	{"flp", "Impossibility of Distributed Consensus with One Faulty Process", "https://doi.org/10.1145/3149.214121", "peer-reviewed"},
	{"raft", "In Search of an Understandable Consensus Algorithm", "https://www.usenix.org/conference/atc14/technical-sessions/presentation/ongaro", "primary"},
	{"rfc9110", "RFC 9110: HTTP Semantics", "https://www.rfc-editor.org/rfc/rfc9110", "standard"},
	{"foundationdb", "FoundationDB: A Distributed Unbundled Transactional Key Value Store", "https://doi.org/10.1145/3448016.3457559", "peer-reviewed"},
}

// sourcesIn are the lesson's sources in lang.
func sourcesIn(lang string) []Source {
	out := make([]Source, len(sources))
	for i, s := range sources {
		out[i] = Source{ID: s.id, Title: s.title, URL: s.url, Kind: Label{Code: s.kind, Text: tr(lang, "lesson.source.kind."+s.kind)},
			About: tr(lang, "lesson.source."+s.id)}
	}
	return out
}
