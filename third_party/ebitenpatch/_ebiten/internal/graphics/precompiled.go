// coordsim: added to Ebiten v2.8.8 (see shader.go). Not upstream's.

package graphics

import (
	"encoding/binary"
	"fmt"
	"go/constant"
	"hash/fnv"
	"reflect"

	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir/glsl"
)

// precompiledProgram decodes the program compiled from fragmentSrc, if it
// is one of precompiledPrograms (precompiled_programs.go, written by
// TestPrecompiledProgramsAreUpstreams from upstream's compiler).
func precompiledProgram(fragmentSrc []byte) (*shaderir.Program, bool) {
	sum := sourceKey(fragmentSrc)
	for _, p := range precompiledPrograms {
		if p.source == sum {
			ir := &shaderir.Program{}
			d := programDecoder{data: p.program}
			d.value(reflect.ValueOf(ir).Elem())
			if d.data != "" {
				panic("graphics: precompiled program has trailing bytes")
			}
			return ir, true
		}
	}
	return nil, false
}

// sourceKey is the FNV-1a 128 of a fragment source, which finds its
// precompiled program: the sources are Ebiten's own built-in shaders, so
// a hash need not resist an adversary, and crypto/sha256 (used before)
// brought the FIPS 140 module into the page's WASM.
func sourceKey(src []byte) (key [16]byte) {
	h := fnv.New128a()
	h.Write(src)
	h.Sum(key[:0])
	return key
}

type precompiled struct {
	source  [16]byte // the fragment source's key (sourceKey)
	program string   // the program, encoded as programDecoder reads it
	// The program's SourceHash and the GLSL ES 3.00 (WebGL2) that
	// upstream's glsl.Compile writes for it, vertex and fragment shader.
	sourceHash                 shaderir.SourceHash
	vertexES300, fragmentES300 string
}

// PrecompiledGLSL returns the vertex and fragment shaders in GLSL that
// glsl.Compile writes for ir, written when the patch was made, found by the
// program's SourceHash as Ebiten's Metal and DirectX drivers find their
// precompiled shaders: writing GLSL in the page took the GLSL writer (and
// fmt's formatting of every line) into the WASM, and ran as the canvas
// started. Only GLSL ES 3.00 is kept, what WebGL2 takes, the only version
// this copy of Ebiten is built for (the site's WASM).
func PrecompiledGLSL(ir *shaderir.Program, version glsl.GLSLVersion) (vertex, fragment string, err error) {
	if version != glsl.GLSLVersionES300 {
		return "", "", fmt.Errorf("graphics: GLSL version %d is not precompiled (only GLSL ES 3.00 is)", version)
	}
	for i := range precompiledPrograms {
		if p := &precompiledPrograms[i]; p.sourceHash == ir.SourceHash {
			return p.vertexES300, p.fragmentES300, nil
		}
	}
	return "", "", fmt.Errorf("graphics: no precompiled GLSL for a program not of a built-in shader")
}

// The encoding walks a shaderir.Program as reflect sees it: a struct's
// exported fields in order, a slice's length plus one (0 is nil) and its
// elements, a pointer's 0 (nil) or 1 and its element, integers as varints
// and strings by length. Its go/constant values (the literals and loop
// bounds) are left out and decode as nil: only the GLSL writer reads them,
// and the page takes its GLSL precompiled (PrecompiledGLSL), so decoding
// them took go/constant and math/big into the WASM for nothing.
var constantType = reflect.TypeFor[constant.Value]()

type programDecoder struct {
	data string
	// exported holds each struct type's exported fields: asking reflect
	// for a field's StructField on every value was a third of the decode
	// (14 programs: 11.6 ms natively before, in BenchmarkPrecompiledPrograms).
	// One decoder decodes one program, so the cache needs no lock.
	exported map[reflect.Type][]int
}

func (d *programDecoder) value(v reflect.Value) {
	switch v.Kind() {
	case reflect.Struct:
		for _, i := range d.exportedFields(v.Type()) {
			d.value(v.Field(i))
		}
	case reflect.Slice:
		if n := d.uvarint(); n > 0 {
			v.Set(reflect.MakeSlice(v.Type(), int(n-1), int(n-1)))
			for i := 0; i < int(n-1); i++ {
				d.value(v.Index(i))
			}
		}
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			d.value(v.Index(i))
		}
	case reflect.Pointer:
		if d.uvarint() == 1 {
			v.Set(reflect.New(v.Type().Elem()))
			d.value(v.Elem())
		}
	case reflect.Bool:
		v.SetBool(d.uvarint() == 1)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(d.varint())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(d.uvarint())
	case reflect.String:
		n := int(d.uvarint())
		v.SetString(d.data[:n])
		d.data = d.data[n:]
	case reflect.Interface:
		if v.Type() != constantType {
			panic(fmt.Sprintf("graphics: cannot decode a %s", v.Type()))
		}
	default:
		panic(fmt.Sprintf("graphics: cannot decode a %s", v.Type()))
	}
}

func (d *programDecoder) exportedFields(t reflect.Type) []int {
	if f, ok := d.exported[t]; ok {
		return f
	}
	f := []int{}
	for i := range t.NumField() {
		if t.Field(i).IsExported() {
			f = append(f, i)
		}
	}
	if d.exported == nil {
		d.exported = map[reflect.Type][]int{}
	}
	d.exported[t] = f
	return f
}

func (d *programDecoder) uvarint() uint64 {
	x, n := binary.Uvarint([]byte(d.data[:min(len(d.data), binary.MaxVarintLen64)]))
	if n <= 0 {
		panic("graphics: precompiled program is cut short")
	}
	d.data = d.data[n:]
	return x
}

func (d *programDecoder) varint() int64 {
	u := d.uvarint()
	return int64(u>>1) ^ -int64(u&1)
}
