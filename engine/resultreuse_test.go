package engine

import (
	"reflect"
	"testing"
)

// TestResultFieldsAllSet: a Runner does not zero its Result before a run
// (summarize and finish set every field), so a Result full of another run's
// values must come out as a fresh run's, field by field, for a fixture and
// for a generated run. A field added to Result and not set fails here.
func TestResultFieldsAllSet(t *testing.T) {
	for _, n := range Scenarios() {
		c, err := n.Compile()
		if err != nil {
			t.Fatal(err)
		}
		fresh, err := c.Run(n.Defaults)
		if err != nil {
			t.Fatal(err)
		}
		var r Runner
		r.s.res = new(Result)
		poison(reflect.ValueOf(r.s.res).Elem())
		reused, err := r.Run(c, n.Defaults)
		if err != nil {
			t.Fatal(err)
		}
		f, u := reflect.ValueOf(fresh).Elem(), reflect.ValueOf(reused).Elem()
		for i := range f.NumField() {
			a, b := f.Field(i), u.Field(i)
			if a.Kind() == reflect.Slice && a.Len() == 0 && b.Len() == 0 {
				continue // nil or an emptied buffer: the same to every reader
			}
			if !reflect.DeepEqual(a.Interface(), b.Interface()) {
				t.Errorf("%s: Result.%s kept a value from before the run: %v", n.Name, f.Type().Field(i).Name, b.Interface())
			}
		}
	}
}

// poison gives every field of v a value no run leaves there.
func poison(v reflect.Value) {
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Field(i).CanSet() {
				poison(v.Field(i))
			}
		}
	case reflect.String:
		v.SetString("poison")
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(-7)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(7)
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 1, 1))
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
	}
}
