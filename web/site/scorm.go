package site

// The SCORM packages (make scorm), 1.2 and 2004 4th Edition: the built
// site as one SCO, with the imsmanifest.xml an LMS reads to import it. The page finds the LMS's API
// itself (assets/scorm.js); the package only ships the files. Only the
// plain files go in (an LMS serves them as they are: the .gz and .br twins
// would be dead weight), but for the .gz twins of the WASM and the canvas's
// fonts, which the page fetches and unpacks itself from a host that sends
// the raw file (assets/wasmfetch.js); in name order with a fixed time, so the same site
// makes the same bytes.

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"coordsim/internal/atomicwrite"
	"coordsim/internal/catalog"
	"coordsim/internal/share"
)

// Edition is a SCORM edition the site is packaged for.
type Edition string

const (
	SCORM12   Edition = "1.2"
	SCORM2004 Edition = "2004" // 4th Edition
)

// Editions are the packages make scorm writes.
var Editions = []Edition{SCORM12, SCORM2004}

// SCORMName is the 1.2 package's file name in the site's directory.
const SCORMName = "coordsim-scorm.zip"

// Name is ed's package's file name in the site's directory.
func (ed Edition) Name() string {
	if ed == SCORM2004 {
		return "coordsim-scorm2004.zip"
	}
	return SCORMName
}

// SCORM writes ed's package of the site built in dir to out. launch is
// what the LMS opens the page with, as a link's query ("lang=ja&lock=seed",
// or "" for the page as it is): the language, the story and the course's
// settings; a value the page would refuse is an error here, not a message
// every learner meets.
func SCORM(dir, out, launch string, ed Edition) error {
	if _, probs := share.Parse(launch); len(probs) > 0 {
		return fmt.Errorf("scorm: the launch query %q: %s %s", launch, probs[0].Field, probs[0].Message)
	}
	files, err := scormFiles(dir, filepath.Base(out), SCORM12.Name(), SCORM2004.Name())
	if err != nil {
		return err
	}
	if !slices.Contains(files, "index.html") {
		return fmt.Errorf("scorm: %s holds no built site (no index.html): build it first", dir)
	}
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	stamp := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	add := func(name string, data []byte) error {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate, Modified: stamp})
		if err == nil {
			_, err = w.Write(data)
		}
		return err
	}
	if err := add("imsmanifest.xml", Manifest(files, launch, ed)); err != nil {
		return err
	}
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f)))
		if err == nil {
			err = add(f, data)
		}
		if err != nil {
			return err
		}
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return atomicwrite.WriteFile(out, b.Bytes())
}

// scormFiles lists the site's plain files under dir, slash-separated and
// sorted, leaving out the compressed twins and the packages.
func scormFiles(dir string, packages ...string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		name := filepath.ToSlash(rel)
		twin := strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") && !unpackedByThePage(name)
		if err != nil || twin || slices.Contains(packages, name) {
			return err
		}
		files = append(files, name)
		return nil
	})
	slices.Sort(files)
	return files, err
}

// Manifest is ed's imsmanifest.xml: one organization of one item, the
// lab, launching index.html with the launch query (1.2: in the resource's
// address; 2004: as the item's parameters; both: as its launch data too),
// which lists every file of the site. The item's title is in the launch's language.
func Manifest(files []string, launch string, ed Edition) []byte {
	var b bytes.Buffer
	title := catalog.T("en", "page.title") + " / " + catalog.T("ja", "page.title")
	s, _ := share.Parse(launch)
	query := ""
	if launch != "" {
		query = "?" + launch
	}
	esc := func(s string) string {
		var e bytes.Buffer
		_ = xml.EscapeText(&e, []byte(s))
		return e.String()
	}
	href, params, scormType := "index.html"+query, "", "scormtype"
	if ed == SCORM2004 {
		b.WriteString(manifest2004)
		href, params, scormType = "index.html", fmt.Sprintf(` parameters="%s"`, esc(query)), "scormType"
	} else {
		b.WriteString(manifest12)
	}
	// The settings again as the item's launch data, for an LMS that drops
	// the launch address's query (the page reads cmi.launch_data too).
	data := ""
	if launch != "" {
		tag := map[Edition]string{SCORM12: "datafromlms", SCORM2004: "dataFromLMS"}[ed]
		data = fmt.Sprintf("        <adlcp:%s>%s</adlcp:%s>\n", tag, esc(launch), tag)
	}
	fmt.Fprintf(&b, "      <title>%s</title>\n      <item identifier=\"lab\" identifierref=\"sco\"%s>\n        <title>%s</title>\n%s      </item>\n",
		esc(title), params, esc(catalog.T(s.Lang, "lesson.lab.title")), data)
	b.WriteString(`    </organization>
  </organizations>
  <resources>
`)
	fmt.Fprintf(&b, "    <resource identifier=\"sco\" type=\"webcontent\" adlcp:%s=\"sco\" href=\"%s\">\n", scormType, esc(href))
	for _, f := range files {
		fmt.Fprintf(&b, "      <file href=\"%s\"/>\n", esc(f))
	}
	b.WriteString("    </resource>\n  </resources>\n</manifest>\n")
	return b.Bytes()
}

// The manifests' heads, to the organization's title.
const (
	manifest12 = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="coordsim-lab" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="coordsim">
    <organization identifier="coordsim">
`
	manifest2004 = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="coordsim-lab" version="1.0"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="coordsim">
    <organization identifier="coordsim">
`
)

// unpackedByThePage reports whether name is a .gz twin the page fetches
// and unpacks itself (assets/wasmfetch.js): the WASM's and the fonts'.
func unpackedByThePage(name string) bool {
	return strings.HasSuffix(name, ".wasm.gz") || strings.HasSuffix(name, ".otf.gz")
}
