//go:build !unix

package main

import "os"

// isMountPoint is false where the device of a directory cannot be read.
func isMountPoint(string, os.FileInfo) bool { return false }
