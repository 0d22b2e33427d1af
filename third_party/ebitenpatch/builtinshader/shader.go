// Copyright 2022 The Ebitengine Authors
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

// Modified for coordsim (2026): Ebiten v2.8.8's internal/builtinshader/shader.go
// with the text/template that wrote the shader sources replaced by
// fragmentSource, which writes the same bytes. web/ebitenpatch/patches.go builds
// the site's WASM with this file in place of upstream's.

// Package builtinshader is Ebiten's, patched: see web/ebitenpatch/patches.go.
package builtinshader

import (
	"bytes"
	"sync"
)

type Filter int

const (
	FilterNearest Filter = iota
	FilterLinear
)

const FilterCount = 2

type Address int

const (
	AddressUnsafe Address = iota
	AddressClampToZero
	AddressRepeat
)

const AddressCount = 3

const (
	UniformColorMBody        = "ColorMBody"
	UniformColorMTranslation = "ColorMTranslation"
)

var (
	shaders  [FilterCount][AddressCount][2][]byte
	shadersM sync.Mutex
)

// fragmentSource writes what the template that stood here wrote (upstream
// Ebiten executes it with text/template): the same bytes, written out.
// text/template looks methods up by name at run time, which makes the Go
// linker keep every exported method of every type in the program; without
// it the simulator's WebAssembly is about 3 MB (23%) smaller.
func fragmentSource(filter Filter, address Address, useColorM bool) []byte {
	var b bytes.Buffer
	w := func(s string) { b.WriteString(s) }
	w("//kage:unit pixels\n\npackage main\n\n")
	if useColorM {
		w("\nvar ColorMBody mat4\nvar ColorMTranslation vec4\n")
	}
	w("\n\n")
	if address == AddressRepeat {
		w("\nfunc adjustTexelForAddressRepeat(p vec2) vec2 {\n\torigin := imageSrc0Origin()\n\tsize := imageSrc0Size()\n\treturn mod(p - origin, size) + origin\n}\n")
	}
	w("\n\nfunc Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {\n")
	switch filter {
	case FilterNearest:
		w("\n")
		switch address {
		case AddressUnsafe:
			w("\n\tclr := imageSrc0UnsafeAt(srcPos)\n")
		case AddressClampToZero:
			w("\n\tclr := imageSrc0At(srcPos)\n")
		case AddressRepeat:
			w("\n\tclr := imageSrc0At(adjustTexelForAddressRepeat(srcPos))\n")
		}
		w("\n")
	case FilterLinear:
		w("\n\tp0 := srcPos - 1/2.0\n\tp1 := srcPos + 1/2.0\n\n")
		if address == AddressRepeat {
			w("\n\tp0 = adjustTexelForAddressRepeat(p0)\n\tp1 = adjustTexelForAddressRepeat(p1)\n")
		}
		w("\n\n")
		if address == AddressUnsafe {
			w("\n\tc0 := imageSrc0UnsafeAt(p0)\n\tc1 := imageSrc0UnsafeAt(vec2(p1.x, p0.y))\n\tc2 := imageSrc0UnsafeAt(vec2(p0.x, p1.y))\n\tc3 := imageSrc0UnsafeAt(p1)\n")
		} else {
			w("\n\tc0 := imageSrc0At(p0)\n\tc1 := imageSrc0At(vec2(p1.x, p0.y))\n\tc2 := imageSrc0At(vec2(p0.x, p1.y))\n\tc3 := imageSrc0At(p1)\n")
		}
		w("\n\n\trate := fract(p1)\n\tclr := mix(mix(c0, c1, rate.x), mix(c2, c3, rate.x), rate.y)\n")
	}
	w("\n\n")
	if useColorM {
		w("\n\t// Un-premultiply alpha.\n\t// When the alpha is 0, 1-sign(alpha) is 1.0, which means division does nothing.\n\tclr.rgb /= clr.a + (1-sign(clr.a))\n\t// Apply the clr matrix.\n\tclr = (ColorMBody * clr) + ColorMTranslation\n\t// Premultiply alpha\n\tclr.rgb *= clr.a\n\t// Apply the color scale.\n\tclr *= color\n\t// Clamp the output.\n\tclr.rgb = min(clr.rgb, clr.a)\n")
	} else {
		w("\n\t// Apply the color scale.\n\tclr *= color\n")
	}
	w("\n\n\treturn clr\n}\n\n")
	return b.Bytes()
}

// ShaderSource returns the built-in shader source based on the given parameters.
//
// The returned shader always uses a color matrix so far.
func ShaderSource(filter Filter, address Address, useColorM bool) []byte {
	shadersM.Lock()
	defer shadersM.Unlock()

	var c int
	if useColorM {
		c = 1
	}
	if s := shaders[filter][address][c]; s != nil {
		return s
	}

	b := fragmentSource(filter, address, useColorM)
	shaders[filter][address][c] = b
	return b
}

var ScreenShaderSource = []byte(`//kage:unit pixels

package main

func Fragment(dstPos vec4, srcPos vec2) vec4 {
	// Blend source colors in a square region, which size is 1/scale.
	scale := imageDstSize()/imageSrc0Size()
	pos := srcPos
	p0 := pos - 1/2.0/scale
	p1 := pos + 1/2.0/scale

	// Texels must be in the source rect, so it is not necessary to check.
	c0 := imageSrc0UnsafeAt(p0)
	c1 := imageSrc0UnsafeAt(vec2(p1.x, p0.y))
	c2 := imageSrc0UnsafeAt(vec2(p0.x, p1.y))
	c3 := imageSrc0UnsafeAt(p1)

	// p is the p1 value in one pixel assuming that the pixel's upper-left is (0, 0) and the lower-right is (1, 1).
	rate := clamp(fract(p1)*scale, 0, 1)
	return mix(mix(c0, c1, rate.x), mix(c2, c3, rate.x), rate.y)
}
`)

var ClearShaderSource = []byte(`//kage:unit pixels

package main

func Fragment() vec4 {
	return vec4(0)
}
`)

func AppendShaderSources(sources [][]byte) [][]byte {
	for filter := Filter(0); filter < FilterCount; filter++ {
		for address := Address(0); address < AddressCount; address++ {
			sources = append(sources, ShaderSource(filter, address, false), ShaderSource(filter, address, true))
		}
	}
	sources = append(sources, ScreenShaderSource, ClearShaderSource)
	return sources
}
