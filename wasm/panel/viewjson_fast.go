package panel

import (
	"slices"
	"strconv"

	"coordsim/internal/jsonwrite"
)

// The view as JSON, field by field as encoding/json writes it, for the
// bridge's apply, which every slider step and the page's first run call.
// Speed only: in Chromium that call took 1.18x as long through
// encoding/json (p50 of settled drags, 1.1 against 1.3 ms;
// BenchmarkBrowserEngineInWASM's apply-call-p50-ms 0.7 against 0.8 ms),
// and the first one, which the page's ready waits for, 1.8x (+34 ms)
// (2026-12-01, builds interleaved). TestViewJSONIsEncodingJSONs (every
// story, partition, mutation and language) and FuzzViewJSON hold it to
// encoding/json's bytes.

// AppendJSON appends v as encoding/json writes it.
func (v *View) AppendJSON(b []byte) []byte {
	return append(v.AppendFields(append(b, '{')), '}')
}

// AppendFields appends v's fields without the braces, for a reply that adds
// its own (wasm/bridge).
func (v *View) AppendFields(b []byte) []byte {
	b = v.Params.appendJSON(append(b, `"params":`...))
	b = appendStr(append(b, `,"title":`...), v.Title)
	b = appendStr(append(b, `,"story":`...), v.Story)
	b = strconv.AppendBool(append(b, `,"generated":`...), v.Generated)
	b = appendList(append(b, `,"scenarios":`...), v.Scenarios, func(s *Scenario, b []byte) []byte {
		b = appendStr(append(b, `{"name":`...), s.Name)
		b = appendStr(append(b, `,"title":`...), s.Title)
		return append(appendStr(append(b, `,"story":`...), s.Story), '}')
	})
	b = appendList(append(b, `,"mutations":`...), v.Mutations, appendLabel)
	b = appendList(append(b, `,"legend":`...), v.Legend, appendLabel)
	b = appendList(append(b, `,"moves":`...), v.Moves, appendLabel)
	b = appendStr(append(b, `,"query":`...), v.Query)
	b = appendList(append(b, `,"problems":`...), v.Problems, func(p *Problem, b []byte) []byte {
		b = appendStr(append(b, `{"field":`...), p.Field)
		b = appendStr(append(b, `,"value":`...), p.Value)
		if p.Length != 0 {
			b = strconv.AppendInt(append(b, `,"length":`...), int64(p.Length), 10)
		}
		b = appendStr(append(b, `,"code":`...), p.Code)
		b = strconv.AppendInt(append(b, `,"min":`...), p.Min, 10)
		b = strconv.AppendInt(append(b, `,"max":`...), p.Max, 10)
		b = appendStr(append(b, `,"fallback":`...), p.Fallback)
		if p.Count != 0 {
			b = strconv.AppendInt(append(b, `,"count":`...), int64(p.Count), 10)
		}
		b = appendStr(append(b, `,"message":`...), p.Message)
		return append(appendStr(append(b, `,"text":`...), p.Text), '}')
	})
	b = appendStr(append(b, `,"outcome":`...), v.Outcome)
	b = appendStr(append(b, `,"outcomeName":`...), v.OutcomeName)
	b = appendStr(append(b, `,"outcomeText":`...), v.OutcomeText)
	b = appendIntPtr(append(b, `,"recoveryTick":`...), v.Recovery)
	b = strconv.AppendInt(append(b, `,"deadlineTick":`...), v.Deadline, 10)
	b = strconv.AppendInt(append(b, `,"endTick":`...), v.End, 10)
	b = appendStr(append(b, `,"traceSHA256":`...), v.TraceSHA256)
	b = appendStr(append(b, `,"finalState":`...), v.FinalState)
	b = appendList(append(b, `,"users":`...), v.Users, (*User).appendJSON)
	b = appendStr(append(b, `,"usersText":`...), v.UsersText)
	b = appendStr(append(b, `,"told":`...), v.Told)
	b = v.Counts.appendJSON(append(b, `,"counts":`...))
	b = appendStr(append(b, `,"countsText":`...), v.CountsText)
	b = appendList(append(b, `,"trace":`...), v.Trace, (*Row).appendJSON)
	b = appendList(append(b, `,"store":`...), v.Store, func(e *Entry, b []byte) []byte {
		b = appendStr(append(b, `{"key":`...), e.Key)
		b = appendStr(append(b, `,"fingerprint":`...), e.Fingerprint)
		b = appendStr(append(b, `,"result":`...), e.Result)
		return append(strconv.AppendInt(append(b, `,"reuses":`...), int64(e.Reuses), 10), '}')
	})
	b = appendList(append(b, `,"invariants":`...), v.Invariants, (*Invariant).appendJSON)
	b = appendStr(append(b, `,"invariantsText":`...), v.InvariantsText)
	b = appendList(append(b, `,"orders":`...), v.Orders, func(o *Order, b []byte) []byte {
		b = appendStr(append(b, `{"order":`...), o.Order)
		return append(appendStr(append(b, `,"state":`...), o.State), '}')
	})
	b = appendStr(append(b, `,"announce":`...), v.Announce)
	b = appendStr(append(b, `,"announceScenario":`...), v.AnnounceScenario)
	return v.Lab.appendJSON(append(b, `,"lab":`...))
}

func (p *Params) appendJSON(b []byte) []byte {
	b = p.Knobs.appendFields(append(b, '{'))
	b = strconv.AppendInt(append(b, `,"t":`...), p.T, 10)
	b = appendStr(append(b, `,"lang":`...), p.Lang)
	b = strconv.AppendBool(append(b, `,"embed":`...), p.Embed)
	b = strconv.AppendInt(append(b, `,"lab":`...), p.Lab, 10)
	b = strconv.AppendInt(append(b, `,"review":`...), p.Review, 10)
	b = appendStr(append(b, `,"view":`...), p.View)
	b = strconv.AppendInt(append(b, `,"processing":`...), p.Processing, 10)
	b = strconv.AppendInt(append(b, `,"lease":`...), p.Lease, 10)
	b = appendStrs(append(b, `,"faults":`...), p.Faults)
	b = appendStr(append(b, `,"attempt":`...), p.Attempt)
	b = appendStr(append(b, `,"events":`...), p.Events)
	b = appendAnyMap(append(b, `,"b":`...), p.B)
	b = appendStrs(append(b, `,"panels":`...), p.Panels)
	b = appendStrs(append(b, `,"lock":`...), p.Lock)
	b = appendStr(append(b, `,"origin":`...), p.Origin)
	return append(strconv.AppendBool(append(b, `,"originRefused":`...), p.OriginRefused), '}')
}

// appendFields appends k's fields without the braces: the view's params
// and the lesson's runs (Run) both embed Knobs.
func (k *Knobs) appendFields(b []byte) []byte {
	b = appendStr(append(b, `"scenario":`...), k.Scenario)
	b = appendStr(append(b, `,"seed":`...), k.Seed)
	b = strconv.AppendInt(append(b, `,"partition":`...), k.Partition, 10)
	b = strconv.AppendInt(append(b, `,"deadline":`...), k.Deadline, 10)
	b = strconv.AppendInt(append(b, `,"retention":`...), k.Retention, 10)
	return appendStrs(append(b, `,"mutations":`...), k.Mutations)
}

func appendLabel(l *Label, b []byte) []byte {
	b = appendStr(append(b, `{"code":`...), l.Code)
	return append(appendStr(append(b, `,"text":`...), l.Text), '}')
}

func (u *User) appendJSON(b []byte) []byte {
	b = appendStr(append(b, `{"key":`...), u.Key)
	b = appendStr(append(b, `,"command":`...), u.Command)
	b = appendStr(append(b, `,"eventId":`...), u.EventID)
	b = appendStr(append(b, `,"status":`...), u.Status)
	if u.State != "" {
		b = appendStr(append(b, `,"state":`...), u.State)
	}
	if u.Code != "" {
		b = appendStr(append(b, `,"code":`...), u.Code)
	}
	b = strconv.AppendBool(append(b, `,"reconcile":`...), u.Reconcile)
	b = appendStr(append(b, `,"sentence":`...), u.Sentence)
	if u.Final != "" {
		b = appendStr(append(b, `,"final":`...), u.Final)
	}
	return append(b, '}')
}

func (c *Counts) appendJSON(b []byte) []byte {
	for i, n := range [...]struct {
		key string
		n   int
	}{{"messages", c.Messages}, {"buffered", c.Buffered}, {"released", c.Released},
		{"residualAtDeadline", c.ResidualAtDeadline}, {"applied", c.Applied}, {"replayed", c.Replayed},
		{"rejected", c.Rejected}, {"storeEntries", c.StoreEntries}, {"dropped", c.Dropped},
		{"duplicated", c.Duplicated}, {"crashes", c.Crashes}} {
		if i == 0 {
			b = append(b, '{')
		} else {
			b = append(b, ',')
		}
		b = append(append(append(b, '"'), n.key...), '"', ':')
		b = strconv.AppendInt(b, int64(n.n), 10)
	}
	return append(b, '}')
}

func (r *Row) appendJSON(b []byte) []byte {
	b = strconv.AppendInt(append(b, `{"tick":`...), r.Tick, 10)
	b = appendStr(append(b, `,"kind":`...), r.Kind)
	b = appendStr(append(b, `,"event":`...), r.Event)
	b = appendStr(append(b, `,"delivery":`...), r.Delivery)
	b = appendIntPtr(append(b, `,"seq":`...), r.Seq)
	b = appendStr(append(b, `,"effect":`...), r.Effect)
	b = appendStr(append(b, `,"result":`...), r.Result)
	b = appendStr(append(b, `,"note":`...), r.Note)
	if len(r.Offers) > 0 {
		b = append(b, `,"offers":[`...)
		for i, o := range r.Offers {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendStr(b, o)
		}
		b = append(b, ']')
	}
	if r.ByYou {
		b = append(b, `,"byYou":true`...)
	}
	return append(b, '}')
}

func (in *Invariant) appendJSON(b []byte) []byte {
	b = appendStr(append(b, `{"name":`...), in.Name)
	b = appendStr(append(b, `,"title":`...), in.Title)
	b = appendStr(append(b, `,"explain":`...), in.Explain)
	b = strconv.AppendBool(append(b, `,"holds":`...), in.Holds)
	for _, f := range [...]struct{ key, s string }{{"detail", in.Detail}, {"broke", in.Broke}, {"jump", in.Jump}, {"jumpLabel", in.JumpLabel}} {
		if f.s != "" {
			b = appendStr(append(append(append(b, `,"`...), f.key...), '"', ':'), f.s)
		}
	}
	b = strconv.AppendInt(append(b, `,"row":`...), int64(in.Row), 10)
	return append(strconv.AppendInt(append(b, `,"tick":`...), in.Tick, 10), '}')
}

func (l *Lab) appendJSON(b []byte) []byte {
	b = strconv.AppendBool(append(b, `{"fixture":`...), l.Fixture)
	b = appendStr(append(b, `,"seed":`...), l.Seed)
	b = strconv.AppendBool(append(b, `,"edited":`...), l.Edited)
	b = strconv.AppendInt(append(b, `,"noteMin":`...), int64(l.NoteMin), 10)
	b = appendStr(append(b, `,"eventsText":`...), l.EventsText)
	b = appendList(append(b, `,"events":`...), l.Events, func(e *LabEvent, b []byte) []byte {
		b = appendStr(append(b, `{"id":`...), e.ID)
		b = strconv.AppendInt(append(b, `,"tick":`...), e.Tick, 10)
		b = appendStr(append(b, `,"kind":`...), e.Kind)
		b = appendIntPtr(append(b, `,"seq":`...), e.Seq)
		b = appendIntPtr(append(b, `,"priority":`...), e.Priority)
		return append(appendStr(append(b, `,"key":`...), e.Key), '}')
	})
	b = strconv.AppendInt(append(b, `,"lastTick":`...), l.LastTick, 10)
	b = appendStr(append(b, `,"orderText":`...), l.OrderText)
	b = appendStr(append(b, `,"heldText":`...), l.HeldText)
	b = l.Reorder.appendJSON(append(b, `,"reorder":`...))
	b = appendInts(append(b, `,"reorderRows":`...), l.ReorderRows)
	b = l.Reuse.appendJSON(append(b, `,"reuse":`...))
	b = strconv.AppendBool(append(b, `,"once":`...), l.Once)
	b = appendStr(append(b, `,"appliedText":`...), l.AppliedText)
	b = appendStr(append(b, `,"key":`...), l.Key)
	b = strconv.AppendInt(append(b, `,"applied":`...), int64(l.Applied), 10)
	b = strconv.AppendInt(append(b, `,"reused":`...), int64(l.Reused), 10)
	b = appendInts(append(b, `,"keyRows":`...), l.KeyRows)
	b = appendStr(append(b, `,"heldAtDeadlineText":`...), l.HeldAtDeadlineText)
	b = strconv.AppendInt(append(b, `,"heldAtDeadline":`...), int64(l.HeldAtDeadline), 10)
	b = strconv.AppendInt(append(b, `,"uncertain":`...), int64(l.Uncertain), 10)
	b = appendStr(append(b, `,"deadlineStoreText":`...), l.DeadlineStoreText)
	b = appendStrs(append(b, `,"deadlineStoreEntries":`...), l.DeadlineStoreEntries)
	b = appendStr(append(b, `,"storeText":`...), l.StoreText)
	b = appendStrs(append(b, `,"storeEntries":`...), l.StoreEntries)
	b = appendStr(append(b, `,"reconcileText":`...), l.ReconcileText)
	b = appendStrs(append(b, `,"reconcile":`...), l.Reconcile)
	return append(appendStrs(append(b, `,"hints":`...), l.Hints), '}')
}

func (m *Mark) appendJSON(b []byte) []byte {
	if m == nil {
		return append(b, "null"...)
	}
	b = strconv.AppendInt(append(b, `{"row":`...), int64(m.Row), 10)
	b = strconv.AppendInt(append(b, `,"tick":`...), m.Tick, 10)
	return append(appendStr(append(b, `,"text":`...), m.Text), '}')
}

// appendList appends xs as a JSON array (null when nil, as encoding/json
// writes a nil slice), each item by item.
func appendList[T any](b []byte, xs []T, item func(*T, []byte) []byte) []byte {
	if xs == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		b = item(&xs[i], b)
	}
	return append(b, ']')
}

func appendStrs(b []byte, xs []string) []byte {
	return appendList(b, xs, func(s *string, b []byte) []byte { return appendStr(b, *s) })
}

func appendInts(b []byte, xs []int) []byte {
	return appendList(b, xs, func(n *int, b []byte) []byte { return strconv.AppendInt(b, int64(*n), 10) })
}

func appendIntPtr(b []byte, n *int64) []byte {
	if n == nil {
		return append(b, "null"...)
	}
	return strconv.AppendInt(b, *n, 10)
}

// appendAnyMap appends what bOf makes: keys in order, each value a string
// or an int64.
func appendAnyMap(b []byte, m map[string]any) []byte {
	return appendMap(b, m, func(b []byte, v any) []byte {
		switch x := v.(type) {
		case string:
			return appendStr(b, x)
		case int64:
			return strconv.AppendInt(b, x, 10)
		}
		panic("panel: appendAnyMap: a value bOf never makes")
	})
}

// appendMap appends m as encoding/json does: keys sorted, null when nil,
// each value by value.
func appendMap[V any](b []byte, m map[string]V, value func([]byte, V) []byte) []byte {
	if m == nil {
		return append(b, "null"...)
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	b = append(b, '{')
	for i, k := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = value(append(appendStr(b, k), ':'), m[k])
	}
	return append(b, '}')
}

// appendStr appends s as a JSON string as encoding/json does
// (jsonwrite.AppendString), the name this file's writers use.
func appendStr(b []byte, s string) []byte { return jsonwrite.AppendString(b, s) }

// AppendJSON appends c as encoding/json writes it. The offers are written
// here, since they are in every reply and encoding/json's first use (its
// reflection over each type, on code V8 has not yet compiled) is tens of
// milliseconds of the page's first apply (its reply's JSON took 144 ms
// with the offers through encoding/json, 32..57 ms without, in Chromium at
// 4x CPU throttling, three loads each); a comparison, only in compare
// mode, is encoding/json's. TestReplyJSONIsEncodingJSONs holds it to
// encoding/json's bytes.
func (c *Comparing) AppendJSON(b []byte) []byte {
	b = append(b, `{"compare":`...)
	if c.Compare == nil {
		b = append(b, "null"...)
	} else {
		out, err := jsonwrite.Marshal(c.Compare)
		if err != nil {
			panic("panel: a comparison jsonwrite cannot write: " + err.Error())
		}
		b = append(b, out...)
	}
	b = append(b, `,"offers":`...)
	if c.Offers == nil {
		b = append(b, "null"...)
	} else {
		b = appendList(b, c.Offers, func(o *Offer, b []byte) []byte {
			b = appendStr(append(b, `{"label":`...), o.Label)
			return append(appendAnyMap(append(b, `,"b":`...), o.B), '}')
		})
	}
	return append(b, '}')
}
