"""Cut one of the canvas's font subsets (make fonts runs this).

usage: subset.py SOURCE.ttc CHARS.txt OUT.otf

From the collection's first font (Noto Sans CJK JP), keep only the glyphs
of the characters in CHARS.txt: no hinting, no layout features, no
vertical metrics, and no Unicode variation sequences (the cmap's format 14
subtable would pull in each character's variant glyphs, which the canvas
never asks for).
"""
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

src, chars, out = sys.argv[1:]
font = TTFont(src, fontNumber=0)
font["cmap"].tables = [t for t in font["cmap"].tables if t.format != 14]
opts = subset.Options()
opts.hinting = False
opts.desubroutinize = True
opts.layout_features = []
opts.name_IDs = [0, 1, 2, 13, 14]
opts.drop_tables += ["BASE", "VORG", "vhea", "vmtx", "GDEF", "GPOS", "GSUB"]
sub = subset.Subsetter(opts)
with open(chars, encoding="utf-8") as f:
    sub.populate(text=f.read())
sub.subset(font)
font.save(out)
