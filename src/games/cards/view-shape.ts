/**
 * A card view's shape, as a guest checks what its host sent (CardsView in types.ts): why it is not
 * one, or null. Field by field, with lists bounded, so a hostile host's message cannot pass for a
 * view or make the guest's UI read what is not there.
 */
import { actionShapeProblem, claimsOf, isCode } from "./guards.js";
import { AGENT_SEATS, IDENTITIES, TILE_HOLDERS, isAgentSeat, isIdentity, isLocation, type Phase } from "./types.js";

type Obj = Record<string, unknown>;
const obj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const int = (v: unknown, min = 0, max = 1e9) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const list = (v: unknown, max: number, each: (x: unknown) => boolean) => Array.isArray(v) && v.length <= max && v.every(each);
const isSeat = (v: unknown) => isAgentSeat(v) || v === "ambassador";
const isCard = (v: unknown) => isIdentity(v) || isCode(v);
/** A seat's black cards (C1.6): its true identity and its true code. */
const secretOk = (v: unknown) => obj(v) && isIdentity(v.identity) && isCode(v.code);
/** Four codes (C1.7: the combination's length, and the game's codes). */
const fourCodes = (v: unknown) => list(v, 4, isCode) && (v as unknown[]).length === 4;
const PHASES: readonly Phase[] = ["ambassadorTile", "placing", "meeting", "answer", "over"];
const KINDS = ["exchange", "blind", "ambassador", "ambassadorTwo"];
const ROLES = ["agent", "blind", "ambassador"];
const VIAS = ["exchange", "ambassador", "question", "look"];
const REASONS = ["right-declaration", "wrong-declaration", "ambassador-right", "ambassador-wrong", "round-limit"];

function placedOk(v: unknown): boolean {
  return obj(v) && Object.entries(v).every(([k, l]) => isSeat(k) && isLocation(l));
}

function meetingOk(m: unknown): boolean {
  return obj(m) && isLocation(m.location) && KINDS.includes(m.kind as string) && list(m.agents, 2, isAgentSeat) &&
    typeof m.ambassador === "boolean" && list(m.actors, 3, isSeat);
}

function roundProblem(r: unknown): string | null {
  if (!obj(r)) return "no round";
  if (!int(r.number, 0) || !isAgentSeat(r.first) || !list(r.order, 4, isAgentSeat)) return "bad round number, first player or order";
  if (!PHASES.includes(r.phase as Phase)) return "bad phase";
  if (!placedOk(r.placed) || typeof r.ambassadorPlaced !== "boolean") return "bad placed tiles";
  if (!list(r.meetings, 2, meetingOk) || !int(r.current, 0, 2) || !list(r.committed, 3, isSeat)) return "bad meetings";
  const q = r.question;
  if (q !== null && !(obj(q) && isAgentSeat(q.asker) && isAgentSeat(q.target))) return "bad question";
  return null;
}

function youProblem(y: unknown): string | null {
  if (y === null) return null;
  if (!obj(y) || !isSeat(y.seat) || !ROLES.includes(y.role as string)) return "bad you";
  const s = y.secret;
  if (s !== null && !secretOk(s)) return "bad secret";
  if (!list(y.hand, 8, isCard)) return "bad hand";
  if (y.choice !== null && !(obj(y.choice) && typeof y.choice.type === "string")) return "bad choice";
  if (y.sealedTile !== null && !isLocation(y.sealedTile)) return "bad sealed tile";
  return null;
}

function setsOk(v: unknown): boolean {
  return obj(v) && Object.entries(v).every(([k, sets]) => isSeat(k) && list(sets, 12, (s) => list(s, 2, isCard)));
}

function entryOk(e: unknown): boolean {
  return obj(e) && int(e.seq) && int(e.round) && isLocation(e.location) && VIAS.includes(e.via as string) &&
    isAgentSeat(e.from) && isSeat(e.to) && list(e.cards, 2, isCard);
}

/** A declaration as the referee judged it (C10): its combination is four codes (C1.7). */
function declarationOk(d: unknown): boolean {
  return obj(d) && isSeat(d.declarer) && (d.partner === null || isAgentSeat(d.partner)) &&
    fourCodes(d.combination) &&
    (d.claims === null || claimsOf(d.claims) !== null) && typeof d.right === "boolean";
}

function resultProblem(r: unknown): string | null {
  if (r === null) return null;
  if (!obj(r) || !list(r.winners, 5, isSeat) || !REASONS.includes(r.reason as string) || !int(r.round)) return "bad result";
  return r.declaration === null || declarationOk(r.declaration) ? null : "bad declaration";
}

/** The black cards shown at the end (C13.4): each agent colour's, the four characters once each. */
function revealProblem(r: unknown): string | null {
  if (r === null) return null;
  if (!obj(r) || !obj(r.secrets)) return "bad reveal";
  const secrets = r.secrets;
  const each = AGENT_SEATS.map((s) => secrets[s]);
  if (!each.every(secretOk)) return "bad revealed secret";
  return new Set(each.map((x) => (x as Obj).identity)).size === IDENTITIES.length ? null : "revealed characters not four different ones";
}

function eventOk(e: unknown): boolean {
  return obj(e) && int(e.seq) && int(e.round) && typeof e.type === "string" && e.type.length <= 32 && obj(e.data) &&
    (e.mine === undefined || obj(e.mine)) && (e.private === undefined || obj(e.private));
}

/** Why `v` is not a card game seat's view, or null. */
export function viewProblem(v: unknown): string | null {
  if (!obj(v)) return "not an object";
  if (v.game !== "cards") return "not a card game view";
  if (!(v.viewer === "spectator" || isSeat(v.viewer))) return "no viewer";
  if (![2, 3, 4, 5].includes(v.players as number)) return "bad player count";
  if (!list(v.seats, 5, isSeat) || (v.seats as unknown[]).length < 4) return "bad seats";
  if (!obj(v.roles) || !(v.seats as string[]).every((s) => ROLES.includes((v.roles as Obj)[s] as string))) return "bad roles";
  if (!fourCodes(v.codes)) return "bad codes";
  if (v.maxRounds !== null && !int(v.maxRounds, 1, 10_000)) return "bad round limit";
  const round = roundProblem(v.round);
  if (round) return round;
  if (!list(v.waitingOn, 5, isSeat)) return "bad waitingOn";
  if (!obj(v.tiles)) return "no tiles";
  for (const h of TILE_HOLDERS) {
    const t = (v.tiles as Obj)[h];
    if (!obj(t) || !list(t.played, 5, isLocation) || !list(t.left, 5, isLocation)) return `bad tiles of ${h}`;
  }
  const you = youProblem(v.you);
  if (you) return you;
  if (v.records !== null && !(obj(v.records) && setsOk(v.records.given) && setsOk(v.records.received))) return "bad records";
  if (!list(v.sheet, 100_000, entryOk)) return "bad clue sheet";
  if (!list(v.log, 1_000_000, eventOk)) return "bad log";
  const end = resultProblem(v.result) ?? revealProblem(v.reveal);
  if (end) return end;
  if (!Array.isArray(v.legal) || v.legal.length > 1000) return "no legal actions";
  for (const a of v.legal) {
    if (actionShapeProblem(a) !== null || (a as Obj).seat !== v.viewer) return "a legal action is not well formed";
  }
  return null;
}
