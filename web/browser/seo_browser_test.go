package browser

import (
	"fmt"
	"testing"

	"coordsim/internal/catalog"
)

// TestBrowserDescribesItselfInItsLanguage: the page's title and meta
// description (what a search result shows) follow the page's language.
func TestBrowserDescribesItselfInItsLanguage(t *testing.T) {
	for _, lang := range []string{"en", "ja"} {
		tb := open(t, "/?lang="+lang, 1280, 800, ready)
		tb.waitFor(fmt.Sprintf(`document.querySelector('meta[name="description"]').content === %q && document.title === %q`,
			catalog.T(lang, "page.description"), catalog.T(lang, "page.title")))
		tb.close()
	}
}
