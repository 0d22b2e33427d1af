package panel

import "strconv"

// Speed only: the page asks for the lesson as it first builds, on its
// main thread one task after ready, and encoding/json's first encoding of
// a type works out its encoder by reflection: in Chromium that call took
// 58 against 15 ms so (3.9x, median of 35 loads of each build,
// interleaved, 2026-12-01), and the whole browser's CPU in the 10 s after
// ready rose 1.13x. TestLessonJSONIsEncodingJSONs holds it to
// encoding/json's bytes in every language.

// AppendJSON appends the lesson as JSON, byte for byte as encoding/json
// writes it.
func (l *Lesson) AppendJSON(b []byte) []byte {
	b = appendMap(append(b, `{"text":`...), l.Text, appendStr)
	b = appendList(append(b, `,"steps":`...), l.Steps, (*Step).appendJSON)
	b = appendList(append(b, `,"quiz":`...), l.Quiz, (*Question).appendJSON)
	b = appendList(append(b, `,"scope":`...), l.Scope, (*Card).appendJSON)
	b = appendList(append(b, `,"myths":`...), l.Myths, (*Card).appendJSON)
	b = appendList(append(b, `,"outcomes":`...), l.Outcomes, appendLabel)
	b = appendStr(append(b, `,"told":`...), l.Told)
	b = appendList(append(b, `,"rubric":`...), l.Rubric, appendLabel)
	b = appendList(append(b, `,"levels":`...), l.Levels, appendLabel)
	b = appendList(append(b, `,"sources":`...), l.Sources, (*Source).appendJSON)
	b = l.Transfer.appendJSON(append(b, `,"transfer":`...))
	b = appendList(append(b, `,"review":`...), l.Review, (*ReviewItem).appendJSON)
	return append(strconv.AppendInt(append(b, `,"answerMin":`...), int64(l.AnswerMin), 10), '}')
}

func (s *Step) appendJSON(b []byte) []byte {
	b = strconv.AppendInt(append(b, `{"n":`...), int64(s.N), 10)
	b = appendStr(append(b, `,"title":`...), s.Title)
	b = appendStr(append(b, `,"do":`...), s.Do)
	b = appendStr(append(b, `,"why":`...), s.Why)
	b = s.Setup.appendJSON(append(b, `,"setup":`...))
	if s.Go != nil {
		b = s.Go.appendJSON(append(b, `,"go":`...))
	}
	return append(b, '}')
}

func (s *Show) appendJSON(b []byte) []byte {
	b = appendStr(append(b, `{"id":`...), s.ID)
	b = appendStr(append(b, `,"label":`...), s.Label)
	b = s.Params.Knobs.appendFields(append(b, `,"params":{`...))
	b = strconv.AppendInt(append(b, `,"t":`...), s.Params.T, 10)
	b = appendStr(append(b, `,"events":`...), s.Params.Events)
	return append(appendStr(append(b, `,"faults":`...), s.Params.Faults), "}}"...)
}

func (q *Question) appendJSON(b []byte) []byte {
	b = appendStr(append(b, `{"id":`...), q.ID)
	b = appendStr(append(b, `,"kind":`...), q.Kind)
	b = appendStr(append(b, `,"title":`...), q.Title)
	b = appendStr(append(b, `,"text":`...), q.Text)
	if q.Assumption != "" {
		b = appendStr(append(b, `,"assumption":`...), q.Assumption)
	}
	if q.Expected != "" {
		b = appendStr(append(b, `,"expected":`...), q.Expected)
	}
	b = appendStr(append(b, `,"answer":`...), q.Answer)
	b = appendList(append(b, `,"shows":`...), q.Shows, (*Show).appendJSON)
	b = q.Check.appendJSON(append(b, `,"check":`...))
	if len(q.Items) > 0 {
		b = appendList(append(b, `,"items":`...), q.Items, func(s *string, b []byte) []byte { return appendStr(b, *s) })
	}
	return append(b, '}')
}

func (c *QuizCheck) appendJSON(b []byte) []byte {
	b = appendStr(append(b, `{"kind":`...), c.Kind)
	b = appendStr(append(b, `,"ask":`...), c.Ask)
	if len(c.Options) > 0 {
		b = appendList(append(b, `,"options":`...), c.Options, appendLabel)
	}
	if len(c.Counts) > 0 {
		b = appendList(append(b, `,"counts":`...), c.Counts, appendLabel)
	}
	b = appendStr(append(b, `,"why":`...), c.Why)
	return append(appendList(append(b, `,"runs":`...), c.Runs, (*Show).appendJSON), '}')
}

func (c *Card) appendJSON(b []byte) []byte {
	b = appendStr(append(b, `{"id":`...), c.ID)
	b = appendStr(append(b, `,"title":`...), c.Title)
	b = appendStr(append(b, `,"text":`...), c.Text)
	if c.Refute != "" {
		b = appendStr(append(b, `,"refute":`...), c.Refute)
	}
	return append(appendList(append(b, `,"shows":`...), c.Shows, (*Show).appendJSON), '}')
}

func (s *Source) appendJSON(b []byte) []byte {
	b = appendStr(append(b, `{"id":`...), s.ID)
	b = appendStr(append(b, `,"title":`...), s.Title)
	b = appendStr(append(b, `,"url":`...), s.URL)
	b = appendLabel(&s.Kind, append(b, `,"kind":`...))
	return append(appendStr(append(b, `,"about":`...), s.About), '}')
}

func (t *Transfer) appendJSON(b []byte) []byte {
	b = appendStr(append(b, `{"title":`...), t.Title)
	b = appendStr(append(b, `,"task":`...), t.Task)
	b = appendStr(append(b, `,"changed":`...), t.Changed)
	b = appendStr(append(b, `,"expected":`...), t.Expected)
	b = t.Setup.appendJSON(append(b, `,"setup":`...))
	return append(appendList(append(b, `,"items":`...), t.Items, (*Question).appendJSON), '}')
}

func (r *ReviewItem) appendJSON(b []byte) []byte {
	b = strconv.AppendInt(append(b, `{"days":`...), int64(r.Days), 10)
	b = appendStr(append(b, `,"text":`...), r.Text)
	return append(strconv.AppendInt(append(b, `,"delta":`...), r.Delta, 10), '}')
}
