package engine

// luck is one message's own random stream: splitmix64 seeded by the run's
// seed and the message's identity.
type luck struct{ state uint64 }

// luck is the stream of message id; suffix names a second, independent
// stream of the same message ("/crash"). The hash runs over id and suffix as
// one string without building it.
func (ns *netsim) luck(id, suffix string) luck {
	h := uint64(14695981039346656037) // FNV-1a
	for _, part := range [2]string{id, suffix} {
		for i := 0; i < len(part); i++ {
			h ^= uint64(part[i])
			h *= 1099511628211
		}
	}
	return luck{state: ns.p.Seed ^ h}
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
