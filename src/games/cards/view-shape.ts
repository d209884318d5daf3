/**
 * A card view's shape, as a guest checks what its host sent (CardsView in types.ts): why it is not
 * one — the path to what is wrong, and what — or null. Written with the kernel's shape combinators
 * (kernel/shape.ts), as the board's view-shape.ts: every object with exactly its keys, lists
 * bounded, the log's events each of its kind (./view-events.ts); then the parts checked against
 * each other where the table reads one through another (the meeting a legal set is given at, the
 * question a legal answer answers, the viewer's own part), so a hostile host's message cannot pass
 * for a view or make the guest's UI read what is not there.
 */
import { arr, bool, int, nullable, obj, oneOf, problem, record, type Shape } from "../kernel/shape.js";
import { MAX_ROUNDS } from "./setup.js";
import { AGENT_SEATS, TILE_HOLDERS, type CardsView, type Phase } from "./types.js";
import { viewEvent } from "./view-events.js";
import {
  SEATS, action, agent, both, card, count, declaration, fourCodes, location, meeting, reason, role, secret, seat, winners,
} from "./view-parts.js";

/** The most lines a clue sheet may have (a long game's sheet stays far below it). */
export const MAX_SHEET = 100_000;

const PHASES: readonly Phase[] = ["ambassadorTile", "placing", "meeting", "answer", "over"];
/** Any value: a sealed choice's fields, which the referee's action check judges. */
const anything: Shape = () => null;
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

const round = obj({
  number: count,
  first: agent,
  order: arr(agent, 4),
  phase: oneOf(PHASES),
  placed: record(seat, location, 5),
  ambassadorPlaced: bool,
  meetings: arr(meeting, 2),
  current: int(0, 2),
  committed: arr(seat, 3),
  question: nullable(obj({ asker: agent, target: agent })),
});

const tiles = obj({ played: arr(location, 5), left: arr(location, 5) });

/**
 * A sealed choice of the viewer's own (C9): one of the actions a meeting takes, without its seat,
 * checked as that action (its seat would be the viewer's; the action check asks only that a seat be
 * short text, so any seat's name stands in for it).
 */
const choice = both(
  obj(
    { type: oneOf(["give", "ask", "look", "pass", "declare"]) },
    { cards: anything, target: anything, card: anything, partner: anything, combination: anything, claims: anything },
  ),
  (c, path) => action({ ...(c as object), seat: "red" }, path),
);

const you = obj({
  seat,
  role,
  secret: nullable(secret),
  hand: arr(card, 8),
  choice: nullable(choice),
  sealedTile: nullable(location),
});

/** The no-repeat records the viewer is party to (C6.3): sets of two cards, by seat. */
const sets = record(seat, arr(arr(card, 2, { min: 2 }), 12), 5);

const sheetLine = obj({
  seq: count,
  round: count,
  location,
  via: oneOf(["exchange", "ambassador", "question", "look"]),
  from: agent,
  to: seat,
  cards: arr(card, 2, { min: 1 }),
});

const result = obj({ winners, reason, declaration: nullable(declaration), round: count });

/** The black cards shown at the end (C13.4): each agent colour's, the four characters once each. */
const revealed = both(
  obj(Object.fromEntries(AGENT_SEATS.map((s) => [s, secret]))),
  (x, path) => {
    const each = Object.values(x as Record<string, { identity: string }>);
    return new Set(each.map((s) => s.identity)).size === 4 ? null : `${path}: not the four characters once each`;
  },
);

const view = obj({
  viewer: oneOf([...SEATS, "spectator"]),
  game: oneOf(["cards"]),
  players: oneOf([2, 3, 4, 5]),
  seats: arr(seat, 5, { min: 4, unique: true }),
  roles: record(seat, role, 5),
  codes: fourCodes,
  maxRounds: nullable(int(1, MAX_ROUNDS)),
  round,
  waitingOn: arr(seat, 5),
  tiles: obj(Object.fromEntries(TILE_HOLDERS.map((h) => [h, tiles]))),
  you: nullable(you),
  records: nullable(obj({ given: sets, received: sets })),
  sheet: arr(sheetLine, MAX_SHEET),
  log: arr(viewEvent, 1_000_000),
  result: nullable(result),
  reveal: nullable(obj({ secrets: revealed })),
  legal: arr(action, 1000),
});

/** Why a legal action (each well formed, the viewer's) is not one the view's round offers the viewer, or null. */
function legalProblem(v: CardsView, a: CardsView["legal"][number]): string | null {
  const { phase, meetings, current, question } = v.round;
  if (a.type === "place") return phase === "placing" || phase === "ambassadorTile" ? null : "a tile to place out of its phase";
  if (a.type === "answer") return phase === "answer" && question?.target === v.viewer && v.you?.secret ? null : "an answer to no question";
  const meeting = meetings[current];
  if (phase !== "meeting" || !meeting || !(meeting.actors as readonly string[]).includes(v.viewer)) return "a meeting's action at no meeting";
  if ((a.type === "give" || a.type === "look" || a.type === "ask") && !v.you?.secret) return "an agent's action for no agent";
  const others = meeting.agents.filter((s) => s !== v.viewer);
  if ((a.type === "look" || (a.type === "give" && meeting.kind === "exchange")) && !others.length) return "no one met";
  return null;
}

/** Why the view's fields, each well formed, do not fit together where the table reads one through another; or null. */
function coherenceProblem(v: CardsView): string | null {
  const { seats, roles, round, you, viewer } = v;
  if (Object.keys(roles).length !== seats.length || !seats.every((s) => own(roles, s))) return "view.roles: not one for each seat";
  if (viewer !== "spectator" && !seats.includes(viewer)) return "view.viewer: not a seat at this table";
  if (you) {
    if (you.seat !== viewer) return "view.you.seat: another seat's part";
    if (you.role !== roles[viewer]) return "view.you.role: not the viewer's role";
    if ((you.role === "agent") !== (you.secret !== null)) return "view.you.secret: black cards that do not fit the role";
  } else if (viewer !== "spectator" && roles[viewer] !== "blind") return "view.you: no part of the viewer's own";
  const { phase, meetings, current, question } = round;
  if ((phase === "meeting" || phase === "answer") && current >= meetings.length) return "view.round.current: no current meeting";
  if ((question !== null) !== (phase === "answer")) return "view.round.question: a question out of its phase";
  if ((v.result !== null) !== (phase === "over")) return "view.result: an end out of its phase";
  if ((v.reveal !== null) !== (v.result !== null)) return "view.reveal: not with the end";
  if (v.legal.length && !you) return "view.legal: actions for no seat";
  for (let i = 0; i < v.legal.length; i++) {
    const a = v.legal[i]!;
    if (a.seat !== viewer) return `view.legal[${i}].seat: another seat's action`;
    const p = legalProblem(v, a);
    if (p) return `view.legal[${i}]: ${p}`;
  }
  return null;
}

/** Why `v` is not a card game seat's view (the path to what is wrong, and what), or null. */
export function viewProblem(v: unknown): string | null {
  return problem(view, v, "view") ?? coherenceProblem(v as CardsView);
}
