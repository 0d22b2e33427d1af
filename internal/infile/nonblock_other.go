//go:build !unix

package infile

// nonBlocking: elsewhere a FIFO is no concern of os.Open's.
const nonBlocking = 0
