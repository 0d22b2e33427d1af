package site

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"coordsim/internal/catalog"
	_ "coordsim/internal/catalog/offpage" // the labels only the page's HTML and scripts say
)

// index.html's #labels block carries the words the page's own files name: the data-i18n,
// data-i18n-label and data-i18n-title keys of its HTML, and the "page.*"
// string literals of its scripts (a literal that ends in "." names every
// key it begins, as "page.events.col." + name does). Every other page
// sentence is said by the WASM, in the reply, so a plain static host (which
// sends index.html uncompressed) does not ship it twice.

var (
	htmlKey   = regexp.MustCompile(`data-i18n(?:-label|-title)?="([^"]+)"`)
	scriptKey = regexp.MustCompile(`["'](page\.[A-Za-z0-9_.-]+)["']`)
)

// namedKeys are the keys root's page files name, and the prefixes named.
func namedKeys(root string) (map[string]bool, []string, error) {
	keys := map[string]bool{}
	var prefixes []string
	files, err := filepath.Glob(filepath.Join(root, "assets", "*.js"))
	if err != nil {
		return nil, nil, err
	}
	for _, f := range append(files, filepath.Join(root, "index.html"), filepath.Join(root, "canvas.html")) {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, nil, err
		}
		re := scriptKey
		if strings.HasSuffix(f, ".html") {
			re = htmlKey
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			if strings.HasSuffix(m[1], ".") {
				prefixes = append(prefixes, m[1])
			} else {
				keys[m[1]] = true
			}
		}
	}
	return keys, prefixes, nil
}

// pageLabels is lang's page words the page's files name.
func pageLabels(lang string, keys map[string]bool, prefixes []string) map[string]string {
	out := map[string]string{}
	for k, v := range catalog.Page(lang) {
		if keys[k] || hasAnyPrefix(k, prefixes) {
			out[k] = v
		}
	}
	return out
}

func hasAnyPrefix(k string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(k, p) {
			return true
		}
	}
	return false
}

// labelsBlock is index.html's empty #labels block, which the build fills.
const labelsBlock = `<script type="application/json" id="labels"></script>`

// withLabels is an edit of index.html that fills its #labels block with
// the words the page files under root name, in every language, as JSON
// (encoding/json escapes <, > and &, so no text ends the block).
func withLabels(root string) func([]byte) ([]byte, error) {
	return func(page []byte) ([]byte, error) {
		keys, prefixes, err := namedKeys(root)
		if err != nil {
			return nil, err
		}
		sort.Strings(prefixes)
		text := map[string]map[string]string{}
		for _, lang := range catalog.Langs {
			text[lang] = pageLabels(lang, keys, prefixes)
		}
		b, err := json.Marshal(struct {
			Langs []string                     `json:"langs"`
			Text  map[string]map[string]string `json:"text"`
		}{catalog.Langs, text})
		if err != nil {
			return nil, err
		}
		if !bytes.Contains(page, []byte(labelsBlock)) {
			return nil, fmt.Errorf("index.html has no %s to fill", labelsBlock)
		}
		filled := strings.Replace(labelsBlock, "></script>", ">"+string(b)+"</script>", 1)
		return bytes.Replace(page, []byte(labelsBlock), []byte(filled), 1), nil
	}
}
