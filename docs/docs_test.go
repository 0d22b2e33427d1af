// Package docs holds the project's guides; its test holds them to the code:
// every link resolves, every make target and CLI flag they name exists, and
// every CLI command they give in full runs.
package docs

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// pages are the Markdown files a reader is sent to: the README and docs/.
func pages(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("*.md")
	if err != nil || len(files) == 0 {
		t.Fatalf("no guides in docs/: %v", err)
	}
	return append([]string{"../README.md"}, files...)
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

var (
	linkRE    = regexp.MustCompile(`!?\[[^\]]*\]\(([^)\s]+)\)`)
	headingRE = regexp.MustCompile(`(?m)^#{1,6} (.+)$`)
	fenceRE   = regexp.MustCompile("(?s)```.*?```")
)

// slug is the anchor GitHub gives a heading: lower case, punctuation but
// hyphens dropped, spaces as hyphens.
func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r > 0x7f && !strings.ContainsRune("　、。「」（）・：", r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

func anchors(text string) []string {
	var out []string
	for _, m := range headingRE.FindAllStringSubmatch(fenceRE.ReplaceAllString(text, ""), -1) {
		out = append(out, slug(strings.ReplaceAll(m[1], "`", "")))
	}
	return out
}

// TestLinksResolve: every relative link of the README and the guides
// names a file that exists, and its #anchor a heading of that file.
func TestLinksResolve(t *testing.T) {
	for _, page := range pages(t) {
		text := read(t, page)
		for _, m := range linkRE.FindAllStringSubmatch(fenceRE.ReplaceAllString(text, ""), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, anchor, _ := strings.Cut(target, "#")
			path := page
			if file != "" {
				path = filepath.Join(filepath.Dir(page), file)
				if _, err := os.Stat(path); err != nil {
					t.Errorf("%s links %s, which does not exist", page, target)
					continue
				}
			}
			if anchor != "" && !slices.Contains(anchors(read(t, path)), anchor) {
				t.Errorf("%s links %s: %s has no heading #%s (it has %v)", page, target, path, anchor, anchors(read(t, path)))
			}
		}
	}
}

// codeLines are the lines of a page's code: indented by four spaces or
// inside a fence.
func codeLines(text string) []string {
	var out []string
	fenced := false
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "```") {
			fenced = !fenced
			continue
		}
		if fenced || strings.HasPrefix(line, "    ") {
			out = append(out, strings.TrimSpace(line))
		}
	}
	return out
}

// words splits a command line as a POSIX shell would for what the guides
// write (single quotes, words, a # comment).
func words(line string) []string {
	var out []string
	var cur strings.Builder
	in, quoted := false, false
	for _, r := range line {
		switch {
		case quoted && r == '\'':
			quoted = false
		case quoted:
			cur.WriteRune(r)
		case r == '\'':
			quoted, in = true, true
		case r == ' ':
			if in {
				out = append(out, cur.String())
				cur.Reset()
				in = false
			}
		case r == '#' && !in:
			return out
		default:
			cur.WriteRune(r)
			in = true
		}
	}
	if in {
		out = append(out, cur.String())
	}
	return out
}

var makeRE = regexp.MustCompile("`make ([a-z][a-z0-9-]*)")

// TestMakeTargetsExist: the README opens with make run and make test, and
// every make target a guide names is one of the Makefile's.
func TestMakeTargetsExist(t *testing.T) {
	makefile := read(t, "../Makefile")
	has := func(target string) bool {
		return regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(target) + `:`).MatchString(makefile)
	}
	readme := strings.Split(read(t, "../README.md"), "\n")
	if len(readme) < 4 || !strings.HasPrefix(strings.TrimSpace(readme[2]), "make run ") || !strings.HasPrefix(strings.TrimSpace(readme[3]), "make test ") {
		t.Errorf("the README's first lines are not make run and make test:\n%s", strings.Join(readme[:min(4, len(readme))], "\n"))
	}
	for _, page := range pages(t) {
		text := read(t, page)
		var targets []string
		for _, m := range makeRE.FindAllStringSubmatch(text, -1) {
			targets = append(targets, m[1])
		}
		for _, line := range codeLines(text) {
			if w := words(line); len(w) >= 2 && w[0] == "make" {
				targets = append(targets, w[1])
			} else if len(w) >= 3 && strings.Contains(w[0], "=") && w[1] == "make" {
				targets = append(targets, w[2])
			}
		}
		for _, target := range targets {
			if !has(target) {
				t.Errorf("%s names make %s, which the Makefile does not have", page, target)
			}
		}
	}
}

// placeholder says whether a word stands for something the reader fills
// in (N, FILE, [--seed N], ...), so the line is a synopsis, not a command.
func placeholder(word string) bool {
	if strings.ContainsAny(word, "[]|") || word == "..." || strings.HasSuffix(word, "...") {
		return true
	}
	letters := strings.TrimFunc(word, func(r rune) bool { return r == '-' || r == '/' || r == '.' })
	return letters != "" && strings.ToUpper(letters) == letters && strings.ToLower(letters) != letters
}

// A documented CLI command: its words after "coordsim".
type command struct {
	page string
	args []string
}

func documentedCommands(t *testing.T) []command {
	var out []command
	for _, page := range pages(t) {
		for _, line := range codeLines(read(t, page)) {
			w := words(line)
			switch {
			case len(w) > 3 && w[0] == "go" && w[1] == "run" && w[2] == "./cmd/coordsim":
				out = append(out, command{page, w[3:]})
			case len(w) > 1 && w[0] == "coordsim":
				out = append(out, command{page, w[1:]})
			}
		}
	}
	if len(out) < 10 {
		t.Fatalf("found only %d documented commands: the guides' code blocks moved?", len(out))
	}
	return out
}

// TestCLICommandsRun: every coordsim command the guides give names a
// command and flags it has (its --help lists them), and one given in full
// (no placeholder) runs and exits 0.
func TestCLICommandsRun(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "coordsim")
	if out, err := exec.Command("go", "build", "-o", bin, "../cmd/coordsim").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	helps := map[string]string{}
	help := func(sub []string) string {
		key := strings.Join(sub, " ")
		if h, ok := helps[key]; ok {
			return h
		}
		out, _ := exec.Command(bin, append(slices.Clone(sub), "--help")...).CombinedOutput()
		helps[key] = string(out)
		return string(out)
	}
	ran := 0
	for _, c := range documentedCommands(t) {
		sub := c.args[:1]
		if len(c.args) > 1 && !strings.HasPrefix(c.args[1], "-") && (c.args[0] == "challenge" || c.args[0] == "sweep" && c.args[1] == "merge") {
			sub = c.args[:2]
		}
		h := help(sub)
		if !strings.Contains(h, "Usage") && !strings.Contains(h, "usage") {
			t.Errorf("%s: coordsim %s: its --help says no usage:\n%s", c.page, strings.Join(sub, " "), h)
			continue
		}
		concrete := true
		for _, w := range c.args {
			if placeholder(w) {
				concrete = false
			}
			flag, _, _ := strings.Cut(strings.Trim(w, "[]"), "=")
			if strings.HasPrefix(flag, "--") && !strings.Contains(h, "-"+strings.TrimLeft(flag, "-")+" ") && !strings.Contains(h, "-"+strings.TrimLeft(flag, "-")+"\n") {
				t.Errorf("%s: coordsim %s: %s is not a flag its --help lists", c.page, strings.Join(sub, " "), flag)
			}
		}
		if !concrete {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		cmd := exec.CommandContext(ctx, bin, c.args...)
		cmd.Dir = t.TempDir()
		out, err := cmd.CombinedOutput()
		cancel()
		if err != nil {
			t.Errorf("%s: coordsim %s: %v\n%.600s", c.page, strings.Join(c.args, " "), err, out)
		}
		ran++
	}
	t.Logf("ran %d documented commands in full", ran)
}

// TestGoTestCommandsNameWhatExists: a `go test ./PKG -fuzz FuzzX` line of
// the guides names a package and a fuzz target that exist.
func TestGoTestCommandsNameWhatExists(t *testing.T) {
	for _, page := range pages(t) {
		for _, line := range codeLines(read(t, page)) {
			w := words(line)
			if len(w) < 3 || w[0] != "go" || w[1] != "test" || !strings.HasPrefix(w[2], "./") {
				continue
			}
			dir := filepath.Join("..", strings.TrimSuffix(w[2], "/..."))
			if _, err := os.Stat(dir); err != nil {
				t.Errorf("%s: %s names %s, which does not exist", page, line, w[2])
				continue
			}
			for i, arg := range w[:len(w)-1] {
				if arg != "-fuzz" {
					continue
				}
				src, _ := filepath.Glob(filepath.Join(dir, "*_test.go"))
				found := false
				for _, f := range src {
					found = found || strings.Contains(read(t, f), "func "+w[i+1]+"(")
				}
				if !found {
					t.Errorf("%s: %s names %s, which %s does not have", page, line, w[i+1], w[2])
				}
			}
		}
	}
}
