package catalog_test

// The catalogue's tests check every message, those said off the page's
// WebAssembly too: offpage registers them, which only the programs that
// write exports or build the page import.
import _ "coordsim/internal/catalog/offpage"
