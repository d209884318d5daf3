/**
 * A card view's shape, as a guest checks what its host sent (CardsView in types.ts): why it is not
 * one, or null. Every object with exactly its keys, lists bounded, the log's events each of its
 * kind (./view-events.ts); then the parts checked against each other where the table reads one
 * through another (the meeting a legal set is given at, the question a legal answer answers, the
 * viewer's own part), so a hostile host's message cannot pass for a view or make the guest's UI
 * read what is not there.
 */
import { actionShapeProblem, claimsOf } from "./guards.js";
import { MAX_ROUNDS } from "./setup.js";
import { AGENT_SEATS, TILE_HOLDERS, type Phase } from "./types.js";
import { eventOk } from "./view-events.js";
import {
  REASONS, ROLES, bySeat, exact, fourCodes, int, isAgentSeat, isCard, isLocation, isSeat, list, meetingOk, secretOk, type Obj,
} from "./view-parts.js";

const PHASES: readonly Phase[] = ["ambassadorTile", "placing", "meeting", "answer", "over"];
const VIAS = ["exchange", "ambassador", "question", "look"];
const VIEW_KEYS = ["viewer", "game", "players", "seats", "roles", "codes", "maxRounds", "round", "waitingOn", "tiles", "you", "records",
  "sheet", "log", "result", "reveal", "legal"];
const ROUND_KEYS = ["number", "first", "order", "phase", "placed", "ambassadorPlaced", "meetings", "current", "committed", "question"];
/** The most lines a clue sheet may have (a long game's sheet stays far below it). */
export const MAX_SHEET = 100_000;

function roundProblem(r: unknown): string | null {
  if (!exact(r, ROUND_KEYS)) return "no round, or not its keys";
  if (!int(r.number, 0) || !isAgentSeat(r.first) || !list(r.order, 4, isAgentSeat)) return "bad round number, first player or order";
  if (!PHASES.includes(r.phase as Phase)) return "bad phase";
  if (!bySeat(r.placed, isLocation) || typeof r.ambassadorPlaced !== "boolean") return "bad placed tiles";
  if (!list(r.meetings, 2, meetingOk) || !int(r.current, 0, 2) || !list(r.committed, 3, isSeat)) return "bad meetings";
  const q = r.question;
  if (q !== null && !(exact(q, ["asker", "target"]) && isAgentSeat(q.asker) && isAgentSeat(q.target))) return "bad question";
  return null;
}

/** A sealed choice of the viewer's own (C9): one of the actions a meeting takes, without its seat. */
function choiceOk(c: unknown, viewer: unknown): boolean {
  return exact(c, ["type"], ["cards", "target", "card", "partner", "combination", "claims"]) &&
    ["give", "ask", "look", "pass", "declare"].includes(c.type as string) && actionShapeProblem({ ...c, seat: viewer }) === null;
}

function youProblem(y: unknown, viewer: unknown): string | null {
  if (y === null) return null;
  if (!exact(y, ["seat", "role", "secret", "hand", "choice", "sealedTile"]) || !isSeat(y.seat) || !ROLES.includes(y.role as string)) return "bad you";
  if (y.secret !== null && !secretOk(y.secret)) return "bad secret";
  if (!list(y.hand, 8, isCard)) return "bad hand";
  if (y.choice !== null && !choiceOk(y.choice, viewer)) return "bad choice";
  if (y.sealedTile !== null && !isLocation(y.sealedTile)) return "bad sealed tile";
  return null;
}

const setsOk = (v: unknown) => bySeat(v, (sets) => list(sets, 12, (s) => list(s, 2, isCard) && (s as unknown[]).length === 2));

function entryOk(e: unknown): boolean {
  return exact(e, ["seq", "round", "location", "via", "from", "to", "cards"]) && int(e.seq) && int(e.round) && isLocation(e.location) &&
    VIAS.includes(e.via as string) && isAgentSeat(e.from) && isSeat(e.to) && list(e.cards, 2, isCard) && (e.cards as unknown[]).length > 0;
}

/** A declaration as the referee judged it (C10): its combination is four codes (C1.7). */
function declarationOk(d: unknown): boolean {
  return exact(d, ["declarer", "partner", "combination", "claims", "right"]) && isSeat(d.declarer) &&
    (d.partner === null || isAgentSeat(d.partner)) && fourCodes(d.combination) &&
    (d.claims === null || claimsOf(d.claims) !== null) && typeof d.right === "boolean";
}

function resultProblem(r: unknown): string | null {
  if (r === null) return null;
  if (!exact(r, ["winners", "reason", "declaration", "round"]) || !list(r.winners, 5, isSeat) || !REASONS.includes(r.reason as string) ||
    !int(r.round)) return "bad result";
  return r.declaration === null || declarationOk(r.declaration) ? null : "bad declaration";
}

/** The black cards shown at the end (C13.4): each agent colour's, the four characters once each. */
function revealProblem(r: unknown): string | null {
  if (r === null) return null;
  if (!exact(r, ["secrets"]) || !exact(r.secrets, AGENT_SEATS)) return "bad reveal";
  const secrets = r.secrets;
  const each = AGENT_SEATS.map((s) => secrets[s]);
  if (!each.every(secretOk)) return "bad revealed secret";
  return new Set(each.map((x) => (x as Obj).identity)).size === 4 ? null : "revealed characters not four different ones";
}

/** Why the view's fields, each well formed, do not fit together where the table reads one through another; or null. */
function coherenceProblem(v: Obj): string | null {
  const seats = v.seats as string[], roles = v.roles as Obj, round = v.round as Obj, you = v.you as Obj | null;
  const meetings = round.meetings as Obj[], question = round.question as Obj | null, phase = round.phase as Phase;
  if (new Set(seats).size !== seats.length || !exact(roles, seats)) return "seats and roles do not match";
  if (v.viewer !== "spectator" && !seats.includes(v.viewer as string)) return "the viewer has no seat";
  if (you) {
    if (you.seat !== v.viewer || you.role !== roles[v.viewer as string]) return "your part is another seat's";
    if ((you.role === "agent") !== (you.secret !== null)) return "your black cards do not fit your role";
  } else if (v.viewer !== "spectator" && roles[v.viewer as string] !== "blind") return "no part of your own";
  if ((phase === "meeting" || phase === "answer") && (round.current as number) >= meetings.length) return "no current meeting";
  if ((question !== null) !== (phase === "answer")) return "a question out of its phase";
  if ((v.result !== null) !== (phase === "over") || (v.reveal !== null) !== (v.result !== null)) return "an end out of its phase";
  const legal = v.legal as Obj[];
  if (!legal.length) return null;
  if (!you || !isSeat(you.seat)) return "legal actions for no seat";
  const meeting = meetings[round.current as number];
  for (const a of legal) {
    const t = a.type;
    if (t === "place") {
      if (phase !== "placing" && phase !== "ambassadorTile") return "a tile to place out of its phase";
    } else if (t === "answer") {
      if (phase !== "answer" || question?.target !== v.viewer || !you.secret) return "an answer to no question";
    } else {
      if (phase !== "meeting" || !meeting || !(meeting.actors as string[]).includes(v.viewer as string)) return "a meeting's action at no meeting";
      const others = (meeting.agents as string[]).filter((s) => s !== v.viewer);
      if ((t === "give" || t === "look" || t === "ask") && !you.secret) return "an agent's action for no agent";
      if ((t === "look" || (t === "give" && meeting.kind === "exchange")) && !others.length) return "no one met";
    }
  }
  return null;
}

/** Why `v` is not a card game seat's view, or null. */
export function viewProblem(v: unknown): string | null {
  if (!exact(v, VIEW_KEYS)) return "not an object with a view's keys";
  if (v.game !== "cards") return "not a card game view";
  if (!(v.viewer === "spectator" || isSeat(v.viewer))) return "no viewer";
  if (![2, 3, 4, 5].includes(v.players as number)) return "bad player count";
  if (!list(v.seats, 5, isSeat) || (v.seats as unknown[]).length < 4) return "bad seats";
  if (!bySeat(v.roles, (r) => ROLES.includes(r as string))) return "bad roles";
  if (!fourCodes(v.codes)) return "bad codes";
  if (v.maxRounds !== null && !int(v.maxRounds, 1, MAX_ROUNDS)) return "bad round limit";
  const round = roundProblem(v.round);
  if (round) return round;
  if (!list(v.waitingOn, 5, isSeat)) return "bad waitingOn";
  if (!exact(v.tiles, TILE_HOLDERS)) return "no tiles";
  for (const h of TILE_HOLDERS) {
    const t = (v.tiles as Obj)[h];
    if (!exact(t, ["played", "left"]) || !list(t.played, 5, isLocation) || !list(t.left, 5, isLocation)) return `bad tiles of ${h}`;
  }
  const you = youProblem(v.you, v.viewer);
  if (you) return you;
  if (v.records !== null && !(exact(v.records, ["given", "received"]) && setsOk(v.records.given) && setsOk(v.records.received))) return "bad records";
  if (!list(v.sheet, MAX_SHEET, entryOk)) return "bad clue sheet";
  if (!list(v.log, 1_000_000, eventOk)) return "bad log";
  const end = resultProblem(v.result) ?? revealProblem(v.reveal);
  if (end) return end;
  if (!Array.isArray(v.legal) || v.legal.length > 1000) return "no legal actions";
  for (const a of v.legal) {
    if (actionShapeProblem(a) !== null || (a as Obj).seat !== v.viewer) return "a legal action is not well formed";
  }
  return coherenceProblem(v);
}
