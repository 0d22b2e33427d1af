package main

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"coordsim/web/internal/coursepage"
)

// courseMux serves /course.html?w=W&h=H&frame=QUERY: a course page (the
// browser tests' coursepage.Page) with one frame of the site at W x H
// loading /index.html?QUERY, {course} in QUERY standing for the course
// page's own origin (origin=, which the frame obeys). Served on a second
// port, it is at another origin than the site, as a course page is.
func courseMux(site string) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/course.html", func(rw http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		w, errW := strconv.Atoi(q.Get("w"))
		h, errH := strconv.Atoi(q.Get("h"))
		if errW != nil || errH != nil {
			http.Error(rw, "w and h must be numbers", http.StatusBadRequest)
			return
		}
		frame := strings.ReplaceAll(q.Get("frame"), "{course}", url.QueryEscape("http://"+r.Host))
		rw.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(rw, coursepage.Page(site, w, h, false, []string{frame}))
	})
	return mux
}

// courseURL is where the course page for s is served at origin.
func courseURL(origin string, s shot) string {
	return fmt.Sprintf("%s/course.html?w=%d&h=%d&frame=%s", origin, s.w, s.h, url.QueryEscape(s.path))
}
