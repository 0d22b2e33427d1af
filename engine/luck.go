package engine

// luck is one message's own random stream: splitmix64 seeded by the run's
// seed and the message's identity.
type luck struct{ state uint64 }

// luck is the stream of message id; suffix names a second, independent
// stream of the same message ("/crash"). The hash runs over id and suffix as
// one string without building it.
func (ns *netsim) luck(id, suffix string) luck {
	return luck{state: ns.p.Seed ^ identityHash(id, suffix)}
}

// flightLuck is flight f's stream (crash: its second one); a small
// model's identity hashes are computed once at compile.
func (ns *netsim) flightLuck(f *Flight, crash bool) luck {
	if hashes := ns.c.nameHashes; hashes != nil {
		i := 2 * ((f.Command*ns.m.MaxAttempts+f.Attempt-1)*nameVariants + int(f.variant))
		if crash {
			i++
		}
		return luck{state: ns.p.Seed ^ hashes[i]}
	}
	if crash {
		return ns.luck(f.ID, crashStream)
	}
	return ns.luck(f.ID, "")
}

// crashStream names a message's second stream, the one that draws a crash.
const crashStream = "/crash"

// identityHash is FNV-1a over id and suffix as one string, without
// building it.
func identityHash(id, suffix string) uint64 {
	h := uint64(14695981039346656037)
	for _, part := range [2]string{id, suffix} {
		for i := 0; i < len(part); i++ {
			h ^= uint64(part[i])
			h *= 1099511628211
		}
	}
	return h
}

func (l *luck) next() uint64 {
	l.state += 0x9e3779b97f4a7c15
	z := l.state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// perMille is a roll in 0..999.
func (l *luck) perMille() int { return int(l.next() % 1000) }

// delay is a one-way delay in the model's range.
func (l *luck) delay(m *Model) int64 {
	return m.DelayMin + int64(l.next()%uint64(m.DelayMax-m.DelayMin+1))
}
