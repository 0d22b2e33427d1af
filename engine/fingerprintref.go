package engine

// FingerprintRef is a fingerprint by reference: trace entries, stored
// entries and rejections share the one fingerprint compiled for each
// distinct input, 8 bytes where a copy is 32 (a million-event trace holds
// two million of them). The zero FingerprintRef is the zero fingerprint.
type FingerprintRef struct{ p *Fingerprint }

// refTo refers to *f, which must not change afterwards.
func refTo(f *Fingerprint) FingerprintRef { return FingerprintRef{f} }

// newRef keeps f in memory of its own and refers to it.
func newRef(f Fingerprint) FingerprintRef { return FingerprintRef{&f} }

// Value is the fingerprint referred to.
func (r FingerprintRef) Value() Fingerprint {
	if r.p == nil {
		return Fingerprint{}
	}
	return *r.p
}

// Equal reports whether r and o refer to equal fingerprints.
func (r FingerprintRef) Equal(o FingerprintRef) bool { return r.p == o.p || r.Value() == o.Value() }

// String is the fingerprint in lowercase hex, as the harness prints it.
func (r FingerprintRef) String() string { return r.Value().String() }

// Short is the first 8 hex digits, for labels.
func (r FingerprintRef) Short() string { return r.Value().Short() }

// IsZero reports whether the fingerprint is unset.
func (r FingerprintRef) IsZero() bool { return r.p == nil || r.p.IsZero() }

// JSONValue is the hex string.
func (r FingerprintRef) JSONValue() any { return r.String() }

// conflictingFingerprint is conflictingInput's, hashed once.
var conflictingFingerprint = InputFingerprint(&conflictingInput)
