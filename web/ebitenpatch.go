package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// ebitenModule is the module the canvas draws with.
const ebitenModule = "github.com/hajimehoshi/ebiten/v2"

// ebitenPatch is one change to Ebiten's module for the site's WASM: upstream's
// file at path replaced by ours, a file of ours added at path, or an edit of
// upstream's file. sha256 pins the upstream text a replacement or an edit was
// written against, so an Ebiten upgrade stops the build rather than ship a
// stale copy; an added file must not exist upstream.
type ebitenPatch struct {
	path   string      // in the module
	sha256 string      // of upstream's file; "" for a file we add
	ours   string      // our file (in this repo) that replaces or is added; or
	edits  [][2]string // for an edit: each old text, found once upstream, and its new text
}

// ebitenTree holds our files that compile only inside Ebiten's module (they
// import its internal packages), at their paths there; go's ./... skips it.
const ebitenTree = "third_party/ebitenpatch/_ebiten/"

// ebitenPatches, for the WASM's size and the canvas's cost per frame
// (third_party/ebitenpatch/README.md):
//
// internal/builtinshader: upstream writes its shader sources with
// text/template, whose method lookup by name makes the Go linker keep every
// exported method of every type: 3 MB (23%) of the WASM. Ours writes the
// same bytes without it (its test compares them with upstream's template).
//
// internal/graphics: CompileShader returns programs compiled from Kage when
// the patch was made instead of compiling Kage in the page, so the compiler
// (go/parser and friends) is not in the WASM. Their tests, run in the patched
// copy by TestEbitenPatchesPassTheirTests, compare them with upstream's
// compiler's.
//
// internal/shaderir/glsl: the GLSL writer squeezes blank lines without
// regexp, its last user.
//
// internal/graphicsdriver/opengl/shader.go: the OpenGL driver takes each
// program's GLSL ES 3.00 as glsl.Compile wrote it when the patch was made
// (graphics.PrecompiledGLSL, tested against glsl.Compile), so the GLSL
// writer is not in the WASM and does not run as the canvas starts; V8 had
// spent about 0.7 s of a core recompiling it and fmt with its optimizing
// tier in the page's first seconds.
//
// gameforui.go: no image dumper. It takes a screenshot or dumps Ebiten's
// images to files when a key named by an environment variable is pressed,
// and a page has no environment; it brought a PNG encoder. And
// internal/graphicscommand dumps no images into a zip: archive/zip's init
// alone kept it and flate in the WASM.
//
// internal/ui/keys_js.go: Ebiten's table of KeyboardEvent codes holds a
// js.Value per key, made by a call into JavaScript each as the package
// initializes: 118 calls, and 56 more for input_js.go's table of key
// values, in one 66 KB init function, which V8 then spent about half a
// second of a core recompiling with its optimizing tier during the page's
// load, though it runs once. Ours holds Go strings (its test compares them
// with upstream's), and input_js.go compares an event's code as a string;
// its table of key values (for an event without a code, from a phone's
// virtual keyboard) is made when first needed, not at init.
//
// internal/ui/context.go: Ebiten clears the screen before the game's final
// draw. Ours (wasm/draw.go) paints every pixel of it with opaque fills, and
// in software GL a pass over every pixel is most of what a frame costs.
var ebitenPatches = []ebitenPatch{
	{path: "internal/builtinshader/shader.go", sha256: "932a4a04d35a2bafa2272c9089f963ba5f189d855931af8fc049ead7360f6ebe",
		ours: "third_party/ebitenpatch/builtinshader/shader.go"},
	{path: "internal/graphics/shader.go", sha256: "5c497ea1bc6e190cb41c3b64c46073e40832b2dfa49424b065037dff5a1bf99c",
		ours: ebitenTree + "internal/graphics/shader.go"},
	{path: "internal/graphics/precompiled.go", ours: ebitenTree + "internal/graphics/precompiled.go"},
	{path: "internal/graphics/precompiled_programs.go", ours: ebitenTree + "internal/graphics/precompiled_programs.go"},
	{path: "internal/graphics/precompiled_test.go", ours: ebitenTree + "internal/graphics/precompiled_test.go"},
	{path: "internal/graphicsdriver/opengl/shader.go", sha256: "849363a9d6b3ea3337abb617a67634bdf795704c2d126c05e083d574845a75ab",
		edits: [][2]string{
			{"\t\"github.com/hajimehoshi/ebiten/v2/internal/graphicsdriver\"\n", "\t\"github.com/hajimehoshi/ebiten/v2/internal/graphics\"\n\t\"github.com/hajimehoshi/ebiten/v2/internal/graphicsdriver\"\n"},
			{"\t\"github.com/hajimehoshi/ebiten/v2/internal/shaderir/glsl\"\n", ""},
			{"\tvssrc, fssrc := glsl.Compile(s.ir, s.graphics.context.glslVersion())\n",
				"\t// coordsim: GLSL written when the patch was made (web/ebitenpatch.go).\n\tvssrc, fssrc, err := graphics.PrecompiledGLSL(s.ir, s.graphics.context.glslVersion())\n\tif err != nil {\n\t\treturn err\n\t}\n"},
		}},
	{path: "internal/shaderir/glsl/glsl.go", sha256: "080d2bfc96deab5c528c32c580348b504020e9d17f3237221c86e58086597842",
		edits: [][2]string{
			{"\t\"regexp\"\n", ""},
			{"\tnls := regexp.MustCompile(`\\n\\n+`)\n\tvs = nls.ReplaceAllString(vs, \"\\n\\n\")\n\tfs = nls.ReplaceAllString(fs, \"\\n\\n\")\n",
				"\tvs = squeezeBlankLines(vs)\n\tfs = squeezeBlankLines(fs)\n"},
		}},
	{path: "internal/shaderir/glsl/blanklines.go", ours: ebitenTree + "internal/shaderir/glsl/blanklines.go"},
	{path: "internal/shaderir/glsl/blanklines_test.go", ours: ebitenTree + "internal/shaderir/glsl/blanklines_test.go"},
	{path: "gameforui.go", sha256: "49754a4a19b5e35d07640474110e5eee5c04716d76ffb618e68b24659b32a129",
		edits: [][2]string{
			{"\tif err := g.imageDumper.update(); err != nil {\n\t\treturn err\n\t}\n", ""},
			{"\tif err := g.imageDumper.dump(g.offscreen, g.transparent); err != nil {\n\t\treturn err\n\t}\n", ""},
		}},
	{path: "internal/graphicscommand/image_js.go", sha256: "cc4b98f57f47ce6ae95cf42ee43337067834ce9f6810437b8a7af4ff69873359",
		edits: [][2]string{
			{"\t\"archive/zip\"\n", "\t\"errors\"\n"},
			{`func DumpImages(images []*Image, graphicsDriver graphicsdriver.Graphics, dir string) (string, error) {
	buf := &bytes.Buffer{}
	zw := zip.NewWriter(buf)

	for _, img := range images {
		// Screen image cannot be dumped.
		if img.screen {
			continue
		}

		f, err := zw.Create(img.dumpName("*.png"))
		if err != nil {
			return "", err
		}

		if err := img.dumpTo(f, graphicsDriver, false, image.Rect(0, 0, img.width, img.height)); err != nil {
			return "", err
		}
	}

	_ = zw.Close()

	zip := dir + ".zip"
	download(buf, "archive/zip", zip)

	return zip, nil
}
`, `func DumpImages(images []*Image, graphicsDriver graphicsdriver.Graphics, dir string) (string, error) {
	// coordsim: see web/ebitenpatch.go.
	return "", errors.New("graphicscommand: this build of Ebiten dumps no images")
}
`},
		}},
	{path: "internal/ui/keys_js.go", sha256: "1d35bb5a07302cd29a1ab2498f0f43b657a8360fa920dd685b9f957c00476159",
		ours: ebitenTree + "internal/ui/keys_js.go"},
	{path: "internal/ui/input_js.go", sha256: "31af5b1c603ac999b7f258a1d37b03fd0518007c73ca5c43733e57f978cea37b",
		edits: [][2]string{{`	// js.Value cannot be used as a map key.
	// As the number of keys is around 100, just a dumb loop should work.
	for uiKey, jsCode := range uiKeyToJSCode {
		if jsCode.Equal(code) {
			return uiKey
		}
	}
	return -1
`, `	// coordsim: the codes are Go strings (keys_js.go, web/ebitenpatch.go).
	if code.Type() != js.TypeString {
		return -1
	}
	c := code.String()
	for uiKey, jsCode := range uiKeyToJSCode {
		if jsCode == c {
			return uiKey
		}
	}
	return -1
`},
			{"var uiKeyToJSKey = map[Key]js.Value{\n", "func makeUIKeyToJSKey() map[Key]js.Value {\n\t// coordsim: made when first needed (keys_js.go, web/ebitenpatch.go).\n\treturn map[Key]js.Value{\n"},
			{"\tKeyNumpad9:        js.ValueOf(\"9\"),\n}\n", "\tKeyNumpad9:        js.ValueOf(\"9\"),\n\t}\n}\n"},
			{"\tfor uiKey, jsKey := range uiKeyToJSKey {\n", "\tfor uiKey, jsKey := range uiKeyToJSKey() {\n"},
		}},
	{path: "internal/ui/context.go", sha256: "4d7cfb048616d92258cee81a3cb02b6d10113bc918aa2656102dc633bb7b261f",
		edits: [][2]string{{`	if graphicsDriver.NeedsClearingScreen() {
		// This clear is needed for fullscreen mode or some mobile platforms (#622).
		c.screen.clear()
	}
`, `	// coordsim: the simulator's DrawFinalScreen paints every pixel of the
	// screen, so no clear first (see web/ebitenpatch.go).
`}}},
}

// patchedModFile writes a go.mod for building root's WASM against Ebiten
// with ebitenPatches applied: root's own go.mod plus a replace directive
// for a patched copy of the module (kept in root/.build, by version and
// patch). The go.mod and its go.sum go in a new directory that cleanup
// removes; pass the file to go build's -modfile.
func patchedModFile(root string) (modfile string, cleanup func(), err error) {
	dir, err := patchedEbiten(root)
	if err != nil {
		return "", nil, err
	}
	tmp, err := os.MkdirTemp("", "coordsim-modfile-")
	if err != nil {
		return "", nil, err
	}
	cleanup = func() { os.RemoveAll(tmp) }
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err == nil {
		mod = fmt.Appendf(mod, "\nreplace %s => %s\n", ebitenModule, dir)
		err = os.WriteFile(filepath.Join(tmp, "go.mod"), mod, 0o644)
	}
	if err == nil {
		err = copyFile(filepath.Join(root, "go.sum"), filepath.Join(tmp, "go.sum"))
	}
	if err != nil {
		cleanup()
		return "", nil, err
	}
	return filepath.Join(tmp, "go.mod"), cleanup, nil
}

// patchedEbiten returns the directory, relative to root, of a patched copy
// of the Ebiten module root requires, making it if it is not there yet.
func patchedEbiten(root string) (string, error) {
	upstream, version, err := upstreamEbiten(root)
	if err != nil {
		return "", err
	}
	files, key, err := readPatches(root, upstream, version)
	if err != nil {
		return "", err
	}
	// Inside the checkout (.build/ is git-ignored, and go's ./... skips it)
	// and named relative to it: go records the replacement's path in the
	// WASM's build info, which must not carry the builder's home directory
	// nor differ from one machine to the next.
	base := filepath.Join(root, ".build")
	rel := "./.build/" + fmt.Sprintf("ebiten-%s-%x", version, key[:6])
	dir := filepath.Join(root, filepath.FromSlash(rel))
	if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
		removeOtherCopies(base, dir)
		return rel, nil
	}
	// Made beside its place and renamed into it, so a copy that stopped
	// halfway is never used.
	if err := os.MkdirAll(base, 0o755); err != nil {
		return "", err
	}
	tmp, err := os.MkdirTemp(base, "ebiten-tmp-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	if err := copyTree(upstream, tmp, "examples"); err != nil { // nothing imports the examples
		return "", err
	}
	for i, p := range ebitenPatches {
		if err := os.WriteFile(filepath.Join(tmp, filepath.FromSlash(p.path)), files[i], 0o644); err != nil {
			return "", err
		}
	}
	if err := os.Rename(tmp, dir); err != nil {
		if _, statErr := os.Stat(filepath.Join(dir, "go.mod")); statErr == nil {
			return rel, nil // another build made it meanwhile
		}
		return "", err
	}
	removeOtherCopies(base, dir)
	return rel, nil
}

// upstreamEbiten returns the directory of the Ebiten module root requires,
// as the module cache has it (upstream's files), and its version.
func upstreamEbiten(root string) (dir, version string, err error) {
	cmd := exec.Command(goTool(), "mod", "download", "-json", ebitenModule)
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		return "", "", fmt.Errorf("go mod download %s: %w", ebitenModule, err)
	}
	var m struct{ Dir, Version string }
	if err := json.Unmarshal(out, &m); err != nil || m.Dir == "" {
		return "", "", fmt.Errorf("go mod download %s: no directory in %q", ebitenModule, out)
	}
	return m.Dir, m.Version, nil
}

// removeOtherCopies removes the copies in base made with other patches or
// another Ebiten: nothing uses them again.
func removeOtherCopies(base, dir string) {
	copies, _ := filepath.Glob(filepath.Join(base, "ebiten-*"))
	for _, d := range copies {
		if d != dir && !strings.HasPrefix(filepath.Base(d), "ebiten-tmp-") {
			os.RemoveAll(d)
		}
	}
}

// readPatches checks each patch against the module in modDir (Ebiten at
// version) and returns the text of each patched file, with a key that
// changes whenever one of them does.
func readPatches(root, modDir, version string) (files [][]byte, key []byte, err error) {
	h := sha256.New()
	files = make([][]byte, len(ebitenPatches))
	for i, p := range ebitenPatches {
		if files[i], err = p.apply(root, modDir, version); err != nil {
			return nil, nil, err
		}
		fmt.Fprintf(h, "%s\x00%d\x00", p.path, len(files[i]))
		h.Write(files[i])
	}
	return files, h.Sum(nil), nil
}

// apply returns the patched file's text.
func (p ebitenPatch) apply(root, modDir, version string) ([]byte, error) {
	up, err := os.ReadFile(filepath.Join(modDir, filepath.FromSlash(p.path)))
	switch {
	case p.sha256 == "" && err == nil:
		return nil, fmt.Errorf("%s is in Ebiten %s now, and ebitenPatches (web/ebitenpatch.go) adds it as %s: compare them", p.path, version, p.ours)
	case p.sha256 == "":
		return os.ReadFile(filepath.Join(root, filepath.FromSlash(p.ours)))
	case err != nil:
		return nil, err
	}
	if sum := sha256.Sum256(up); hex.EncodeToString(sum[:]) != p.sha256 {
		return nil, fmt.Errorf("%s in Ebiten %s is not the file its patch was written against: compare them, then update ebitenPatches (web/ebitenpatch.go)", p.path, version)
	}
	if p.ours != "" {
		return os.ReadFile(filepath.Join(root, filepath.FromSlash(p.ours)))
	}
	for _, e := range p.edits {
		if n := bytes.Count(up, []byte(e[0])); n != 1 {
			return nil, fmt.Errorf("%s: the text an edit replaces is there %d times, not once: %q", p.path, n, e[0])
		}
		up = bytes.Replace(up, []byte(e[0]), []byte(e[1]), 1)
	}
	return up, nil
}
