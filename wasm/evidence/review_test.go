package main

import "testing"

// TestOpenReview: a due review is given its items and every word of its
// form; with answers, each graded; a day no review is due is an error.
func TestOpenReview(t *testing.T) {
	r := openReview(30, 9, "ja", "")
	if r.Review == nil || r.Topic != "diagnose" || len(r.Items) != 2 || r.Graded != nil || r.Error != "" {
		t.Fatalf("%+v", r)
	}
	for _, w := range reviewWords {
		if r.Words[w] == "" || r.Words[w][:7] == "review." {
			t.Errorf("the form's word %q is %q", w, r.Words[w])
		}
	}
	g := openReview(30, 9, "ja", `{"diagnose.row":"1"}`)
	if len(g.Graded) != 2 || g.Graded[0].Correct || g.Graded[1].Answer != "1" {
		t.Errorf("graded: %+v", g.Graded)
	}
	if e := openReview(3, 9, "en", ""); e.Error == "" || e.Review != nil {
		t.Errorf("3 days: %+v", e)
	}
}
