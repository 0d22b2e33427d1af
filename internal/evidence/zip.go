package evidence

// A store-only zip of the files, written by hand: archive/zip would bring
// compress/flate into the page's WebAssembly for files a few tens of KB
// long, and the transfer is compressed anyway (brotli over the wire).

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"

	"coordsim/engine"
)

// Zip is the files as one zip archive (stored, not deflated), in order,
// each dated 1980-01-01 00:00 (zip's epoch) so equal files give equal
// bytes.
func Zip(files []File) []byte {
	var out, dir []byte
	le := binary.LittleEndian
	for _, f := range files {
		crc := crc32.ChecksumIEEE(f.Data)
		offset := uint32(len(out))
		// Local file header.
		out = le.AppendUint32(out, 0x04034b50)
		out = appendCommon(out, f, crc)
		out = append(out, f.Name...)
		out = append(out, f.Data...)
		// Central directory header.
		dir = le.AppendUint32(dir, 0x02014b50)
		dir = le.AppendUint16(dir, 3<<8|20) // made by: Unix, zip 2.0
		dir = appendCommon(dir, f, crc)
		dir = le.AppendUint16(dir, 0)            // comment length
		dir = le.AppendUint16(dir, 0)            // disk number
		dir = le.AppendUint16(dir, 0)            // internal attributes
		dir = le.AppendUint32(dir, 0o100644<<16) // external: a regular file, rw-r--r--
		dir = le.AppendUint32(dir, offset)       // where its local header is
		dir = append(dir, f.Name...)
	}
	dirOffset := uint32(len(out))
	out = append(out, dir...)
	// End of central directory.
	out = le.AppendUint32(out, 0x06054b50)
	out = le.AppendUint16(out, 0) // this disk
	out = le.AppendUint16(out, 0) // the directory's disk
	out = le.AppendUint16(out, uint16(len(files)))
	out = le.AppendUint16(out, uint16(len(files)))
	out = le.AppendUint32(out, uint32(len(dir)))
	out = le.AppendUint32(out, dirOffset)
	return le.AppendUint16(out, 0) // comment length
}

// appendCommon appends the fields the local and central headers share, from
// "version needed" to "extra field length".
func appendCommon(b []byte, f File, crc uint32) []byte {
	le := binary.LittleEndian
	b = le.AppendUint16(b, 20)     // version needed: 2.0
	b = le.AppendUint16(b, 1<<11)  // flags: the name is UTF-8
	b = le.AppendUint16(b, 0)      // method: stored
	b = le.AppendUint16(b, 0)      // time 00:00:00
	b = le.AppendUint16(b, 1<<5|1) // date 1980-01-01
	b = le.AppendUint32(b, crc)
	b = le.AppendUint32(b, uint32(len(f.Data))) // compressed size
	b = le.AppendUint32(b, uint32(len(f.Data))) // uncompressed size
	b = le.AppendUint16(b, uint16(len(f.Name)))
	return le.AppendUint16(b, 0) // extra field length
}

// ZipName is the zip's file name for a run: the scenario, seed and
// partition length, so two exports of different runs do not collide.
func ZipName(scenario string, p engine.Params) string {
	return fmt.Sprintf("coordsim-evidence-%s-seed%d-partition%d.zip", scenario, p.Seed, p.Partition)
}
