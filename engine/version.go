package engine

// Version is the simulator's version: the evidence's README.md names it
// (internal/evidence) and the page reports it (window.coordsim.version).
const Version = "0.1.0"
