package catalog_test

// The catalogue's tests check every message, the exports' too: their
// words are registered by exportwords, which only the programs that write
// exports import.
import _ "coordsim/internal/catalog/exportwords"
