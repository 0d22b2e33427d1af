// The contract between the page's JavaScript and the Go it runs in the
// canvas frame (wasm/bridge), and between the page's own scripts, checked
// by `tsc --noEmit --checkJs` over assets/ (make tsc, in make test). What
// the bridge's calls return as JSON (the reply, the lesson, a position, a
// verdict) is declared in reply.d.ts, generated from the Go types; this
// file holds the calls themselves and the page's own types.

/** A change to the page's state: set()'s keys, each as a URL would hold it
 * (numbers, text, true/false, lists of text); b: null turns run B off. Or
 * {query}: the state a URL's query names (the page's address on load). */
type Patch = {
  scenario?: string; seed?: string | number; partition?: string | number; deadline?: string | number;
  retention?: string | number; mutations?: string[] | string; t?: string | number; tick?: string | number;
  lang?: string; embed?: boolean | string | number; lab?: string | number; review?: string | number; view?: string; panels?: string[] | string;
  processing?: string | number; lease?: string | number; faults?: string[] | string; events?: string; attempt?: string;
  intervene?: string; undo?: boolean; redo?: boolean; clear?: boolean; fixture?: string; challenge?: string;
  b?: null | { scenario?: string; seed?: string | number; partition?: string | number; deadline?: string | number; retention?: string | number; mutations?: string[] | string };
} | { query: string };

/** coordsimFrame, the canvas frame's bridge (wasm/bridge/bridge.go). */
interface Frame {
  start(): void;
  version: string;
  apply(patch: Patch): string;
  seek(t: number): Position;
  lesson(): string;
  replay(): string;
  /** Marks an answer (JSON array of strings) to a question's checked part: a QuizVerdict as JSON. */
  grade(id: string, answer: string): string;
  /** Counts the checked parts of the quiz ("quiz") or the transfer task ("transfer") from the answers on record (by question id: the kept tries and the answer now) as a course's grading= says: a QuizScore as JSON. */
  /** The page as it stands made an assignment with the course's settings (lock, panels, grading, attempts, feedback, origin: a link's text), for the page at base: an Assign as JSON. */
  assign(settings: Record<string, string>, base: string): string;
  /** The learner's claims (each with its id) judged by the engine in lang, with the choices their fields offer: a Decision as JSON. */
  claims(claims: object[], lang: string): string;
  /** The explanation's outline checked against the slides' runs (share queries), and whether the ms presented are too short or too long for seven minutes: a Talk as JSON. */
  outline(slides: string[], ms: number, lang: string): string;
  /** The engine's marks of question id's answer (its checked part, as grade takes it) and its expected-evidence items checked against the learner's own work: EngineMarks as JSON. */
  items(id: string, work: { claims: object[]; done: boolean[]; replayed: boolean }, answer: string[], lang: string): string;
  /** A learner's record packed for an LMS's suspend data: deflated (raw) and in base64. */
  pack(text: string): string;
  score(part: "quiz" | "transfer", answers: Record<string, { tries: string[][]; last: string[] }>, grading: string): string;
  spacetime(): string;
  boundaryStart(mode: string): string;
  boundaryStep(ms: number): string;
  boundaryGrid(): string;
  challengeSearchStart(n: number, defended: boolean): string;
  challengeSearchStep(ms: number): string;
  /** How often the story on screen breaks each invariant over seeds 1, 2, ...: start, then run for about ms a step; RateStatus's JSON. */
  rateStart(): string;
  rateStep(ms: number): string;
  /** The service's log says each verdict of run runKey; false when it is not on screen. */
  judged(runKey: string, verdicts: WhyVerdict[]): boolean;
  pointer(x: number, y: number, down: boolean): void;
  timelineBox(): { x0: number; x1: number; y: number; end: number };
  tokenBoxes(): { entry: number; x: number; y: number; w: number; h: number }[];
  frames(): number;
  drawTimes(): number[];
  collect(): number;
  rehearse(): boolean;
  rehearsed(): { done: number; of: number };
  panes(): unknown[];
  bench(n: number): number;
}

/** A lesson.* message in the lesson's language, {name} placeholders
 * filled (lesson.js's text; the catalogue's words). */
type LessonText = (key: string, args?: Record<string, unknown>) => string;

/** The lab's record and its parts (progress.js). */
type Saved = import("./progress.js").Saved;
type Prediction = import("./progress.js").Prediction;

/** The store's state (store.js). */
interface PageState {
  reply: Reply | null;
  position: Position;
  lang: string;
  playing: boolean;
  ready: boolean;
  settled: boolean;
  described: { run: number; runs: Description[] } | null;
}

/** The canvas at one tick, in words (wasm/scene's Describe). */
interface Description {
  pane?: string; tick: number; heading: string; caption: string; network: string;
  nodes: { name: string; title: string; down?: string; lines: string[] }[];
  messages: string[]; noMessage?: string; nodesTitle: string; messagesTitle: string;
  changes: string;
}

/** Which of the store's fields a set() changed. */
type Changed = { [K in keyof PageState]?: true };

type Renderer = (state: PageState, changed: Changed) => void;

interface Store {
  get(): PageState;
  set(change: Partial<PageState>): void;
  subscribe(name: string, render: Renderer): void;
  tr(key: string, args?: Record<string, string | number>): string;
  langs: string[];
  labels: Record<string, Record<string, string>>;
  frame(): Frame;
}

/** window.coordsim.state() (README "The page"). */
interface PublicState {
  scenario: string; title: string; seed: string; partition: number; deadline: number; retention: number; mutations: string[];
  tick: number; endTick: number; playing: boolean; outcome: string; recoveryTick: number | null; deadlineTick: number;
  counts: Counts; traceSHA256: string; invariants: { name: string; holds: boolean; tick: number | null }[];
  lang: string; embed: boolean; panels: string[]; lock: string[]; origin: string; problems: string[]; url: string;
  lab: { step: number; done: boolean[] } | null; view: string; compare: PublicCompare | null;
  processing: number; lease: number; faults: string[]; events: string; model: Record<string, number> | null;
  challenge: { id: string; moves: number; solved: boolean; par: number } | null;
  score: { lab: { done: number; of: number } } | null;
  decision: { claims: { id: string; kind: string; run: string; row: number | null; verdict: string; reason: string; refutingRow: number | null }[] } | null;
  proposal: PublicProposal | null;
  reviews: { days: number; due: number; topic: string; items: { id: string; answer: string; correct: boolean }[] }[] | null;
  worlds: { attempt: string; worlds: Array<Pick<World, "kind" | "traceSHA256" | "clientViewEqualThrough" | "outcome" | "users">> } | null;
  flp: PublicFLP | null;
  why: { kind: string; fault: string; mattered: boolean; what: string; name: string; tick: number; rows: number[] }[] | null;
}
/** state().flp (DESIGN, "Next"): the FLP world's play, null until view=flp has shown it. */
interface PublicFLP { protocol: string; rule: string; inputs: string; moves: string; hash: string; config: unknown; valence: string;
  disagree: boolean; history: { move: string; valence: string; critical: boolean }[]; challenges: { id: string; done: boolean }[] }

/** The evidence export's module (wasm/evidence), in assets/evidence-worker.js. */
interface EvidenceModule {
  /** {names, files: {name: text}, zipName} or {error}, as JSON. */
  files(query: string, base: string, lab: string, learner: string, made: string): string;
  zip(query: string, base: string, lab: string, learner: string, made: string): EvidenceZip;
  /** The learner's proposal (a JSON text) evaluated, as ProposalReply's JSON. */
  proposal(plan: string, lang: string, run: boolean, columns: number): string;
  /** A spaced review drawn for nonce, graded when answers (JSON) are given, as ReviewReply's JSON. */
  review(days: number, nonce: number, lang: string, answers: string): string;
  /** view=flp's content for the page's query, as FLPView's JSON. */
  flp(query: string): string;
  /** Which faults of the page's run mattered, as WhyReply's JSON. */
  why(query: string): string;
  /** The smallest run that still breaks invariant inv (Make it smaller), as ShrinkReply's JSON. */
  shrink(query: string, inv: string): string;
  /** The seven-minute explanation's check (slides: a JSON list of share queries), as Talk's JSON. */
  talk(slides: string, ms: number, lang: string): string;
}
/** internal/flpview's View: view=flp's content, every word in the page's language. */
interface FLPView {
  protocol: string; rule: string; inputs: string; moves: string; hash: string; config: unknown; valence: string; disagree: boolean;
  procs: { name: string; state: string; text: string; word: string }[];
  inFlight: { id: number; move: string; deliverable: boolean; text: string; button: string }[];
  actions: { move: string; text: string }[];
  history: { move: string; text: string; valence: string; word: string; critical: boolean; disagree: boolean; undecided: boolean }[];
  problems: string[]; gst: number; delta: number; challenges: { id: string; text: string; done: boolean; progress: string; start: Record<string, string> }[];
  words: Record<string, string>;
}
/** wasm/evidence's review.go: a review's items, its form's words and the answers graded. */
interface ReviewReply {
  days: number; topic: string; title: string; items?: ReviewItem[]; words: Record<string, string>;
  graded?: { id: string; answer: string; correct: boolean; right: string }[]; error?: string;
}
interface ReviewItem { id: string; run?: string; question: string; options?: { code: string; text: string }[] }
/** wasm/evidence's proposal.go: the proposal's words and its evaluation. */
interface ProposalReply {
  words: Record<string, string>; policies: { code: string; text: string }[]; runs: number; ran: boolean; complete: boolean; problem?: string;
  over?: string; columns?: string[]; rows?: { key: string; label: string; cells: string[] }[];
  failures?: { text: string; query: string }[][]; command?: string; figures?: ProposalFigures[]; ms: number;
}
interface ProposalFigures {
  column: string; runs: number; users: number; uncertain: number; unsettled: number; compensated: number; longestWait: number;
  residualRuns: number; brokenRuns: number; failingSeeds: number; failures: { seed: string; partition: number; invariant: string; tick: number }[];
}
/** state().proposal: the learner's proposal and, once evaluated as it stands, the engine's figures. */
interface PublicProposal { deadline: number; retention: number; reconcile: string; contract: string;
  alternative: import("./progress.js").Choice | null; evaluation: { problem: string | null; complete: boolean; ms: number; totalMs: number; columns: ProposalFigures[] } | null }
type EvidenceZip = { zipName: string; zip: Uint8Array<ArrayBuffer>; error?: undefined } | { error: string; zipName?: undefined; zip?: undefined };
/** A message to assets/evidence-worker.js, and its answer. */
/** learner: {kind, id, name} as JSON (learner.js); made: when, an ISO time. */
type EvidenceRequest = { id: number; kind: "files" | "zip"; query: string; base: string; lab: string; learner: string; made: string }
  | { id: number; kind: "proposal"; plan: string; lang: string; run: boolean; columns: number }
  | { id: number; kind: "review"; days: number; nonce: number; lang: string; answers: string }
  | { id: number; kind: "flp"; query: string }
  | { id: number; kind: "why"; query: string }
  | { id: number; kind: "shrink"; query: string; inv: string }
  | { id: number; kind: "talk"; slides: string; ms: number; lang: string };
interface EvidenceAnswer { id: number; files?: string; zip?: EvidenceZip; proposal?: string; review?: string; flp?: string; why?: string; shrink?: string; talk?: string; error?: string }

/** window.coordsim, the page's public API (docs/page.md). store.js makes it;
 * each module adds its part as it runs (app.js: state, set, seek; views.js:
 * spacetime, compare, decision, boundary, evidence; course.js: progress), and two
 * parts come later: lab at the page's ready (lesson.js), boundaryTiming
 * when boundary.js has loaded. */
interface Coordsim {
  ready: boolean;
  version: string;
  readyMs: number;
  state(): PublicState | null;
  set(params: object): PublicState;
  seek(tick: number): void;
  lab?(): { step: number; done: boolean[] };
  progress(): import("./course.js").Progress;
  spacetime(): string | Diagrams;
  compare(): PublicCompare | null;
  decision(): PublicState["decision"];
  proposal?(): PublicState["proposal"];
  reviews?(): PublicState["reviews"];
  flp?(): PublicState["flp"];
  why?(): PublicState["why"];
  boundary(mode?: string): Promise<unknown>;
  boundaryTiming?(): Record<string, unknown>;
  evidence(): Promise<unknown>;
}

/** window.coordsim.compare(): the comparison of runs A and B, or null. */
type PublicCompare = Pick<CompareJSON, "a" | "b" | "firstDivergence" | "clientViewEqualThrough" | "serverDiffersFrom" | "differs" | "blind">;

/** The canvas frame's globals: the Go program's way in and out (syscall/js
 * reaches only globals), and the page's one public API. */
interface Window {
  coordsimFrame: Frame;
  coordsim: Coordsim;
  coordsimWake: () => void;
  /** Set by the WASM: a font the canvas asked for has loaded; paint again. */
  coordsimFontLoaded?: () => void;
  /** Start fetching a canvas font (canvas.js). */
  coordsimFont: (family: string, file: string) => void;
  /** A font's glyphs rasterized for the canvas (canvas.js), RGBA, or null while the font loads. */
  coordsimGlyphs: (family: string, file: string, px: number, chars: string, cellW: number, cellH: number,
    originX: number, baseline: number, cols: number) => Uint8ClampedArray | null;
}

declare const Go: any;
declare var coordsimEvidenceModule: EvidenceModule;
