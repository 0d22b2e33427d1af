// Generated from the Go types by wasm/bridge's tests (dts_test.go); do not
// edit: go test ./wasm/bridge -run TestReplyDeclarationsAreCurrent -update
// The JSON the canvas frame's bridge sends the page: apply's reply, seek's
// position, grade's verdict, score's count, the link builder's assignment, the lesson (in each language), replay's
// answer, the boundary map's and the challenge search's progress; and the
// export worker's answers to which faults mattered and make it smaller.

/** Go's bridge.reply. */
interface Reply {
  params: Params;
  title: string;
  story: string;
  generated: boolean;
  scenarios: Scenario[];
  mutations: Label[];
  legend: Label[];
  moves: Label[];
  query: string;
  problems: Problem[];
  outcome: string;
  outcomeName: string;
  outcomeText: string;
  recoveryTick: number | null;
  deadlineTick: number;
  endTick: number;
  traceSHA256: string;
  finalState: string;
  users: User[];
  usersText: string;
  told: string;
  counts: Counts;
  countsText: string;
  trace: Row[];
  store: Entry[];
  invariants: Invariant[];
  invariantsText: string;
  orders: Order[];
  announce: string;
  announceScenario: string;
  lab: Lab;
  version: string;
  engineMs: number;
  applyMs: number;
  engineError?: string;
  caption: string;
  full: string;
  runKey: string;
  comparing: Comparing;
  spacetime: Diagrams | null;
  boundary: BoundaryKeys;
  worlds: Worlds | null;
  model: ModelKnob[];
  events: EventsView | null;
  challenge: ChallengeVerdict | null;
  challenges: ChallengeItem[] | null;
  authored: Authored;
}

/** Go's bridge.Position. */
interface Position {
  tick: number;
  caption: string;
  query: string;
  full: string;
}

/** Go's quiz.Verdict. */
interface QuizVerdict {
  correct: boolean;
  empty?: boolean;
  off?: string[];
  wrong?: string[];
  kind?: string;
}

/** Go's bridge.quizScore. */
interface QuizScore {
  correct: number;
  of: number;
  tries: number;
  grading: string;
}

/** Go's panel.Assign. */
interface Assign {
  link: string;
  embed: string;
  snippet: string;
  scorm: string;
  problems: Problem[];
  lockable: Label[];
  panels: Label[];
}

/** Go's panel.Lesson. */
interface Lesson {
  text: Record<string, string>;
  steps: Step[];
  quiz: Question[];
  scope: Card[];
  myths: Card[];
  outcomes: Label[];
  told: string;
  rubric: Label[];
  levels: Label[];
  sources: Source[];
  transfer: Transfer;
  review: ReviewItem[];
  answerMin: number;
}

/** Go's bridge.replayed. */
interface Replayed {
  first: string;
  second: string;
  identical: boolean;
  outcome: string;
  runKey: string;
  error?: string;
}

/** Go's panel.Decision. */
interface Decision {
  kinds: Label[];
  defenses: Label[];
  invariants: Label[];
  told: Label[];
  claims: Checked[];
  words: Record<string, string>;
}

/** Go's bridge.engineMarks. */
interface EngineMarks {
  dims: DimCheck[];
  items: ItemCheck[];
}

/** Go's quiz.Talk. */
interface Talk {
  points: PointCheck[];
  instructor?: string;
  length?: string;
  worker?: boolean;
}

/** Go's bridge.boundaryStatus. */
interface BoundaryStatus {
  key: string;
  done: number;
  total: number;
  cellsDone: number;
  cells: number;
  ready: boolean;
  computeMs: number;
  outcomes: Record<string, OutcomeWord>;
  error?: string;
}

/** Go's bridge.searchStatus. */
interface SearchStatus {
  id: string;
  done: boolean;
  runs: number;
  depth: number;
  found: boolean;
  moves: number;
  faults: string;
  events: string;
  text: string;
}

/** Go's bridge.rateStatus. */
interface RateStatus {
  done: boolean;
  runs: number;
  ms: number;
  shares: Share[];
  lines: string[];
  text: string;
  runKey: string;
}

/** Go's why.Reply. */
interface WhyReply {
  runKey: string;
  groups: WhyGroup[];
  none?: string;
  error?: string;
}

/** Go's why.ShrinkReply. */
interface ShrinkReply {
  set: Record<string, string>;
  kept: number;
  of: number;
  runKey: string;
  text: string;
  story: string[];
  error?: string;
}

/** Go's panel.Params. */
interface Params {
  scenario: string;
  seed: string;
  partition: number;
  deadline: number;
  retention: number;
  mutations: string[];
  t: number;
  lang: string;
  embed: boolean;
  lab: number;
  review: number;
  view: string;
  processing: number;
  lease: number;
  faults: string[];
  attempt: string;
  events: string;
  b: Record<string, unknown> | null;
  panels: string[];
  shown: string[];
  lock: string[];
  origin: string;
  grading: string;
  attempts: number;
  feedback: string;
  originRefused: boolean;
}

/** Go's panel.Scenario. */
interface Scenario {
  name: string;
  title: string;
  story: string;
}

/** Go's panel.Label. */
interface Label {
  code: string;
  text: string;
}

/** Go's panel.Problem. */
interface Problem {
  field: string;
  value: string;
  length?: number;
  code: string;
  min: number;
  max: number;
  fallback: string;
  count?: number;
  message: string;
  text: string;
}

/** Go's panel.User. */
interface User {
  key: string;
  command: string;
  eventId: string;
  status: string;
  state?: string;
  code?: string;
  reconcile: boolean;
  sentence: string;
  final?: string;
}

/** Go's panel.Counts. */
interface Counts {
  messages: number;
  buffered: number;
  released: number;
  residualAtDeadline: number;
  applied: number;
  replayed: number;
  rejected: number;
  storeEntries: number;
  dropped: number;
  duplicated: number;
  crashes: number;
}

/** Go's panel.Row. */
interface Row {
  tick: number;
  kind: string;
  event: string;
  delivery: string;
  seq: number | null;
  effect: string;
  result: string;
  note: string;
  said: RowWords;
  offers?: string[];
  byYou?: boolean;
}

/** Go's panel.Entry. */
interface Entry {
  key: string;
  fingerprint: string;
  result: string;
  reuses: number;
}

/** Go's panel.Invariant. */
interface Invariant {
  name: string;
  title: string;
  explain: string;
  holds: boolean;
  detail?: string;
  broke?: string;
  jump?: string;
  jumpLabel?: string;
  row: number;
  tick: number;
}

/** Go's panel.Order. */
interface Order {
  order: string;
  state: string;
}

/** Go's panel.Lab. */
interface Lab {
  fixture: boolean;
  seed: string;
  edited: boolean;
  noteMin: number;
  eventsText: string;
  events: LabEvent[];
  lastTick: number;
  orderText: string;
  heldText: string;
  reorder: Mark | null;
  reorderRows: number[];
  deliveryRows: number[];
  reuse: Mark | null;
  once: boolean;
  appliedText: string;
  key: string;
  applied: number;
  reused: number;
  keyRows: number[];
  heldAtDeadlineText: string;
  heldAtDeadline: number;
  uncertain: number;
  deadlineStoreText: string;
  deadlineStoreEntries: string[];
  storeText: string;
  storeEntries: string[];
  reconcileText: string;
  reconcile: string[];
  hints: string[];
  lockedKnobs: string[];
}

/** Go's panel.Comparing. */
interface Comparing {
  compare: CompareJSON | null;
  offers: Offer[];
}

/** Go's bridge.Diagrams. */
interface Diagrams {
  a: string;
  b: string | null;
}

/** Go's bridge.BoundaryKeys. */
interface BoundaryKeys {
  deadline: string;
  seed: string;
  share: string;
}

/** Go's panel.Worlds. */
interface Worlds {
  attempt: string;
  attempts: string[];
  clientViewEqualThrough: number;
  summary: string;
  error?: string;
  worlds: World[];
}

/** Go's panel.ModelKnob. */
interface ModelKnob {
  name: string;
  value: number;
  lo: number;
  hi: number;
  set: boolean;
  label: string;
  explain: string;
}

/** Go's panel.Events. */
interface EventsView {
  fixture: boolean;
  note: string;
  rows: EventRow[];
  kinds: Label[];
  error: EventErr | null;
  json: string;
  limit: number;
}

/** Go's panel.ChallengeVerdict. */
interface ChallengeVerdict {
  id: string;
  title: string;
  goal: string;
  par: number;
  knob?: string;
  start?: Record<string, string>;
  moves: number;
  solved: boolean;
  why: string;
  row: number;
  tick: number;
  text: string;
  jump?: string;
}

/** Go's panel.ChallengeItem. */
interface ChallengeItem {
  id: string;
  title: string;
  goal: string;
  par: number;
  knob?: string;
  start?: Record<string, string>;
}

/** Go's panel.Authored. */
interface Authored {
  count: number;
  text: string;
  canUndo: boolean;
  canRedo: boolean;
}

/** Go's panel.Step. */
interface Step {
  n: number;
  title: string;
  do: string;
  why: string;
  setup: Show;
  go?: Show;
}

/** Go's panel.Question. */
interface Question {
  id: string;
  kind: string;
  title: string;
  text: string;
  assumption?: string;
  expected?: string;
  answer: string;
  shows: Show[];
  check: QuizCheck;
  items?: string[];
}

/** Go's panel.Card. */
interface Card {
  id: string;
  title: string;
  text: string;
  refute?: string;
  shows: Show[];
}

/** Go's panel.Source. */
interface Source {
  id: string;
  title: string;
  url: string;
  kind: Label;
  about: string;
}

/** Go's panel.Transfer. */
interface Transfer {
  title: string;
  task: string;
  changed: string;
  expected: string;
  setup: Show;
  items: Question[];
}

/** Go's panel.ReviewItem. */
interface ReviewItem {
  days: number;
  text: string;
  topic: string;
}

/** Go's panel.Checked. */
interface Checked {
  id: string;
  verdict: string;
  verdictName: string;
  reason: string;
  line: string;
  row?: number;
  keys: string[];
}

/** Go's quiz.DimCheck. */
interface DimCheck {
  dim: string;
  forInstructor: boolean;
  level: number;
  reason: string;
}

/** Go's quiz.ItemCheck. */
interface ItemCheck {
  forInstructor: boolean;
  shown: boolean;
  reason: string;
}

/** Go's quiz.PointCheck. */
interface PointCheck {
  point: string;
  forInstructor: boolean;
  shown: boolean;
  reason: string;
}

/** Go's bridge.outcomeWord. */
interface OutcomeWord {
  name: string;
  mark: string;
}

/** Go's rate.Share. */
interface Share {
  name: string;
  broken: number;
  runs: number;
  share: number;
  lo: number;
  hi: number;
}

/** Go's why.Group. */
interface WhyGroup {
  kind: string;
  title: string;
  faults: WhyVerdict[];
}

/** Go's panel.RowWords. */
interface RowWords {
  kind: string;
  delivery: string;
  effect: string;
  rejected: string;
}

/** Go's panel.LabEvent. */
interface LabEvent {
  id: string;
  tick: number;
  kind: string;
  seq: number | null;
  priority: number | null;
  key: string;
}

/** Go's panel.Mark. */
interface Mark {
  row: number;
  tick: number;
  text: string;
}

/** Go's panel.CompareJSON. */
interface CompareJSON {
  a: RunSummary;
  b: RunSummary;
  traceB: Row[];
  firstDivergence: Divergence | null;
  clientViewEqualThrough: number;
  serverDiffersFrom: number | null;
  differs: string[];
  blind: [number, number] | null;
  lines: string[];
  diverge: string;
  client: string;
}

/** Go's panel.Offer. */
interface Offer {
  label: string;
  b: Record<string, unknown>;
}

/** Go's panel.World. */
interface World {
  kind: string;
  title: string;
  traceSHA256: string;
  clientViewEqualThrough: number;
  outcome: string;
  outcomeName: string;
  uncertain: number;
  told: string;
  retry: string;
  users: User[];
  rows: WorldRow[] | null;
}

/** Go's panel.EventRow. */
interface EventRow {
  id: string;
  tick: number;
  kind: string;
  seq: number;
  priority: number;
  key: string;
  from: string;
  to: string;
  byYou: boolean;
}

/** Go's panel.EventErr. */
interface EventErr {
  row: number;
  field: string;
  text: string;
}

/** Go's panel.Show. */
interface Show {
  id: string;
  label: string;
  params: Run;
}

/** Go's panel.QuizCheck. */
interface QuizCheck {
  kind: string;
  ask: string;
  options?: Label[];
  counts?: Label[];
  why: string;
  runs: Show[];
}

/** Go's why.Verdict. */
interface WhyVerdict {
  fault: string;
  mattered: boolean;
  what: string;
  name: string;
  tick: number;
  text: string;
  rows: number[];
}

/** Go's panel.RunSummary. */
interface RunSummary {
  scenario: string;
  seed: string;
  partition: number;
  deadline: number;
  retention: number;
  mutations: string[];
  outcome: string;
  recoveryTick: number | null;
  traceSHA256: string;
  users: UserSummary[];
  broken: string[];
  line: string;
  held: number;
}

/** Go's panel.Divergence. */
interface Divergence {
  entry: number;
  tick: number;
}

/** Go's panel.WorldRow. */
interface WorldRow {
  tick: number;
  side: string;
  text: string;
  same: boolean;
}

/** Go's panel.Run. */
interface Run {
  scenario: string;
  seed: string;
  partition: number;
  deadline: number;
  retention: number;
  mutations: string[];
  t: number;
  events: string;
  faults: string;
  flp?: string;
}

/** Go's panel.UserSummary. */
interface UserSummary {
  command: string;
  status: string;
  state?: string;
  code?: string;
}
