package main

import (
	"fmt"
	"sort"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// Scratch: where the load's CPU goes, by function (self time).
func TestZZProbeLoadProfile(t *testing.T) {
	tb := openURL(t, "about:blank", 1280, 800, "")
	must := func(err error) {
		if err != nil {
			t.Fatal(err)
		}
	}
	_, err := chromedp.Call(tb.ctx, profiler.Enable, cdp.Empty{})
	must(err)
	_, err = chromedp.Call(tb.ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 200})
	must(err)
	_, err = chromedp.Call(tb.ctx, profiler.Start, cdp.Empty{})
	must(err)
	must(chromedp.Do(tb.ctx, chromedp.Navigate(server.URL+"/")))
	_, err = chromedp.Run(tb.ctx, chromedp.Poll[bool](ready, chromedp.WithPollingTimeout(30*time.Second)))
	must(err)
	res, err := chromedp.Call(tb.ctx, profiler.Stop, cdp.Empty{})
	must(err)
	p := res.Profile
	self := map[string]float64{}
	byID := map[int64]*profiler.ProfileNode{}
	for _, n := range p.Nodes {
		byID[n.ID] = n
	}
	total := 0.0
	for i, id := range p.Samples {
		d := float64(p.TimeDeltas[i]) / 1000
		n := byID[id]
		name := n.CallFrame.FunctionName
		if name == "" {
			name = "(anon " + n.CallFrame.URL + ")"
		}
		self[name] += d
		total += d
	}
	type kv struct {
		k string
		v float64
	}
	var all []kv
	for k, v := range self {
		all = append(all, kv{k, v})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].v > all[j].v })
	parent := map[int64]int64{}
	for _, n := range p.Nodes {
		for _, c := range n.Children {
			parent[c] = n.ID
		}
	}
	callers := map[string]float64{}
	for i, id := range p.Samples {
		n := byID[id]
		if f := n.CallFrame.FunctionName; f != "syscall/js.valueSet" && f != "github.com_hajimehoshi_ebiten_v2_internal_shader.__compileState_.parseType" {
			continue
		}
		chain := ""
		for j, q := 0, parent[id]; j < 14 && q != 0; j, q = j+1, parent[q] {
			chain += " <- " + byID[q].CallFrame.FunctionName
		}
		callers[chain] += float64(p.TimeDeltas[i]) / 1000
	}
	for k, v := range callers {
		if v > 20 {
			fmt.Printf("valueGet %8.1f ms %s\n", v, k)
		}
	}
	fmt.Printf("total %.0f ms\n", total)
	for _, e := range all[:min(60, len(all))] {
		fmt.Printf("%8.1f ms  %s\n", e.v, e.k)
	}
}
