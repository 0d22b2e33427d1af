package ebitenpatch

// patch is one change to Ebiten's module for the site's WASM: upstream's
// file at path replaced by ours, a file of ours added at path, or an edit of
// upstream's file. sha256 pins the upstream text a replacement or an edit was
// written against, so an Ebiten upgrade stops the build rather than ship a
// stale copy; an added file must not exist upstream.
type patch struct {
	path   string      // in the module
	sha256 string      // of upstream's file; "" for a file we add
	ours   string      // our file (in this repo) that replaces or is added; or
	edits  [][2]string // for an edit: each old text, found once upstream, and its new text
}

// ebitenTree holds our files that compile only inside Ebiten's module (they
// import its internal packages), at their paths there; go's ./... skips it.
const ebitenTree = "third_party/ebitenpatch/_ebiten/"

// patches, for the WASM's size and the canvas's cost per frame
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
// compiler's. The programs leave out their go/constant values (literals,
// loop bounds), which only the GLSL writer reads, so go/constant and
// math/big are not in the WASM either.
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
var patches = []patch{
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
				"\t// coordsim: GLSL written when the patch was made (web/ebitenpatch/patches.go).\n\tvssrc, fssrc, err := graphics.PrecompiledGLSL(s.ir, s.graphics.context.glslVersion())\n\tif err != nil {\n\t\treturn err\n\t}\n"},
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
	// coordsim: see web/ebitenpatch/patches.go.
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
`, `	// coordsim: the codes are Go strings (keys_js.go, web/ebitenpatch/patches.go).
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
			{"var uiKeyToJSKey = map[Key]js.Value{\n", "func makeUIKeyToJSKey() map[Key]js.Value {\n\t// coordsim: made when first needed (keys_js.go, web/ebitenpatch/patches.go).\n\treturn map[Key]js.Value{\n"},
			{"\tKeyNumpad9:        js.ValueOf(\"9\"),\n}\n", "\tKeyNumpad9:        js.ValueOf(\"9\"),\n\t}\n}\n"},
			{"\tfor uiKey, jsKey := range uiKeyToJSKey {\n", "\tfor uiKey, jsKey := range uiKeyToJSKey() {\n"},
		}},
	{path: "internal/ui/context.go", sha256: "4d7cfb048616d92258cee81a3cb02b6d10113bc918aa2656102dc633bb7b261f",
		edits: [][2]string{{`	if graphicsDriver.NeedsClearingScreen() {
		// This clear is needed for fullscreen mode or some mobile platforms (#622).
		c.screen.clear()
	}
`, `	// coordsim: the simulator's DrawFinalScreen paints every pixel of the
	// screen, so no clear first (see web/ebitenpatch/patches.go).
`}}},
}
