package engine

// The generators the engine's tests use, for the external tests beside them
// (package engine_test): the encodings' and the harness's, which import
// engine/encode and so cannot be inside package engine.
var (
	RandomFixture = randomFixture
	RandomSeed    = randomSeed
	RandomModel   = randomModel
	FixtureJSON   = fixtureJSON
	EveryStoryRun = everyStoryRun
	Story         = story
)
