package jsonwrite

import (
	"cmp"
	"errors"
	"reflect"
	"slices"
	"strings"
	"sync"
	"unicode"
)

// field is one JSON member of a struct type.
type field struct {
	name      string
	index     []int // through embedded structs
	tagged    bool
	omitEmpty bool
}

type fieldList struct {
	fields []field
	err    error
}

var fieldCache sync.Map // reflect.Type → fieldList

// fieldsOf is t's JSON members in order, by encoding/json's rules: exported
// fields, named by their tag; an untagged embedded struct's fields as if
// they were t's, a shallower field hiding a deeper one of the same name,
// and two at the same depth hiding each other unless just one is tagged.
func fieldsOf(t reflect.Type) ([]field, error) {
	if l, ok := fieldCache.Load(t); ok {
		return l.(fieldList).fields, l.(fieldList).err
	}
	fields, err := typeFields(t)
	fieldCache.Store(t, fieldList{fields, err})
	return fields, err
}

// typeFields walks t's fields breadth first, embedded structs a level
// deeper, as encoding/json's typeFields does.
func typeFields(t reflect.Type) ([]field, error) {
	type queued struct {
		typ   reflect.Type
		index []int
	}
	var fields []field
	next := []queued{{typ: t}}
	nextCount := map[reflect.Type]int{}
	visited := map[reflect.Type]bool{}
	for len(next) > 0 {
		current, count := next, nextCount
		next, nextCount = nil, map[reflect.Type]int{}
		for _, q := range current {
			if visited[q.typ] {
				continue
			}
			visited[q.typ] = true
			for i := range q.typ.NumField() {
				sf := q.typ.Field(i)
				ft := sf.Type
				if ft.Name() == "" && ft.Kind() == reflect.Pointer {
					ft = ft.Elem()
				}
				if !sf.IsExported() && !(sf.Anonymous && ft.Kind() == reflect.Struct) {
					continue // unexported, and no embedded struct with exported fields
				}
				tag := sf.Tag.Get("json")
				if tag == "-" {
					continue
				}
				name, opts, _ := strings.Cut(tag, ",")
				for _, o := range strings.Split(opts, ",") {
					if o == "string" || o == "omitzero" {
						return nil, errors.New("the json option " + o + " of field " + sf.Name + " is not written")
					}
				}
				if !validName(name) {
					name = ""
				}
				index := append(slices.Clone(q.index), i)
				if name != "" || !sf.Anonymous || ft.Kind() != reflect.Struct {
					if !sf.IsExported() {
						continue
					}
					f := field{name: cmp.Or(name, sf.Name), index: index, tagged: name != "", omitEmpty: slices.Contains(strings.Split(opts, ","), "omitempty")}
					fields = append(fields, f)
					if count[q.typ] > 1 {
						fields = append(fields, f) // reached twice: the copy hides both
					}
					continue
				}
				if nextCount[ft]++; nextCount[ft] == 1 {
					next = append(next, queued{typ: ft, index: index})
				}
			}
		}
	}
	return dominant(fields), nil
}

// dominant keeps, for each name, the field that hides the others (the
// shallowest; at equal depth the only tagged one), dropping names with no
// such field, in the order of the fields' indexes.
func dominant(fields []field) []field {
	slices.SortStableFunc(fields, func(a, b field) int {
		return cmp.Or(strings.Compare(a.name, b.name), cmp.Compare(len(a.index), len(b.index)))
	})
	var out []field
	for i := 0; i < len(fields); {
		j := i + 1
		for j < len(fields) && fields[j].name == fields[i].name {
			j++
		}
		if d, ok := dominantOf(fields[i:j]); ok {
			out = append(out, d)
		}
		i = j
	}
	slices.SortFunc(out, func(a, b field) int { return slices.Compare(a.index, b.index) })
	return out
}

func dominantOf(same []field) (field, bool) {
	depth := len(same[0].index)
	var shallow []field
	for _, f := range same {
		if len(f.index) == depth {
			shallow = append(shallow, f)
		}
	}
	if len(shallow) == 1 {
		return shallow[0], true
	}
	var tagged []field
	for _, f := range shallow {
		if f.tagged {
			tagged = append(tagged, f)
		}
	}
	if len(tagged) == 1 {
		return tagged[0], true
	}
	return field{}, false
}

// validName is a tag name encoding/json takes.
func validName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		switch {
		case strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c):
		case !unicode.IsLetter(c) && !unicode.IsDigit(c):
			return false
		}
	}
	return true
}
