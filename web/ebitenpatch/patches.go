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

// patches, each kept for its gain measured against the site built with all
// patches but it (third_party/ebitenpatch/README.md has the figures, from
// 2026-12-04; the bar is 100 KB with brotli or 100 ms):
//
// internal/builtinshader: upstream writes its shader sources with
// text/template, whose method lookup by name makes the Go linker keep every
// exported method of every type. Ours writes the same bytes without it (its
// test compares them with upstream's template). 394 KB with brotli.
//
// internal/graphics: CompileShader returns programs compiled from Kage when
// the patch was made instead of compiling Kage in the page, so the compiler
// (go/parser and friends) is not in the WASM. Their tests, run in the patched
// copy by TestEbitenPatchesPassTheirTests, compare them with upstream's
// compiler's. 364 KB with brotli, first frame about 1 s sooner.
//
// internal/graphicsdriver/opengl/shader.go: the OpenGL driver takes each
// program's GLSL ES 3.00 as glsl.Compile wrote it when the patch was made
// (graphics.PrecompiledGLSL, tested against glsl.Compile), so the GLSL
// writer is neither in the WASM nor run as the canvas starts. The programs
// then leave out their go/constant values (literals, loop bounds), which
// only the GLSL writer reads, and go/constant and math/big leave the WASM
// too. 83 KB with brotli and 0.22 s of CPU in the 5 s after ready.
//
// internal/ui/keys_js.go: Ebiten's table of KeyboardEvent codes holds a
// js.Value per key, made by a call into JavaScript each as the package
// initializes: 118 calls, and 56 more for input_js.go's table of key
// values, in one 66 KB init function that V8 recompiles with its optimizing
// tier during the load, though it runs once. Ours holds Go strings (its
// test compares them with upstream's), and input_js.go compares an event's
// code as a string; its table of key values (for an event without a code,
// from a phone's virtual keyboard) is made when first needed, not at init.
// 0.27 s of CPU in the 5 s after ready (5 KB with brotli).
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
}
