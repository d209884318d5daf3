/**
 * The full shape of a seat's view (`SeatView`, view.ts), as a guest checks what its host sent:
 * every field at every level, with the board's own vocabularies (seats, figures, spaces, cards,
 * balls), every log event by its type, every legal action by its type, sizes bounded; then what
 * must agree (the viewer sits at the table, its legal actions are its own, `you` is the viewer).
 * A view that passes cannot make the interface throw: each value is of the type the code reading
 * it expects. Pure and dependency-free (kernel/shape.ts).
 */
import { arr, bool, either, int, nullable, obj, oneOf, record, str, variant, where, type Shape } from "../kernel/shape.js";
import { ALL_CARDS } from "./answers.js";
import { isSpace } from "./board.js";
import { AGENT_SEATS, BUILDS, IDENTITIES, MANNERISMS, MISSION_LETTERS, type Seat } from "./types.js";
import { MAX_NOTES } from "./referee.js";
import { ERROR_CODES } from "./errors.js";

const SEATS = [...AGENT_SEATS, "ambassador"] as const;
const seat = oneOf(SEATS);
const agent = oneOf(AGENT_SEATS);
const viewer = oneOf([...SEATS, "spectator"]);
const identity = oneOf(IDENTITIES);
const build = oneOf(BUILDS);
const kind = oneOf(["identity", "build"]);
const via = oneOf(["figure", "ambassador"]);
const level = oneOf([1, 2, 3]);
const ball = oneOf(["white", "orange", "lightBlue", "black", "purple"]);
const stage = oneOf(["roll", "move", "meet", "ambassador", "over"]);
const card = oneOf(ALL_CARDS);
const FIGURES = ["ambassador", ...AGENT_SEATS.flatMap((s) => BUILDS.map((b) => `${s}-${b}`))];
const figure = oneOf(FIGURES);
const spaceId = where(isSpace, "a space of the board");
/** A turn's or an event's number: a game is over long before. */
const count = int(0, 100_000);
const ballIndex = int(0, 2);

const secret = obj({ identity, build, mission: oneOf(MISSION_LETTERS) });
const shownCard = obj({ card, face: oneOf([...IDENTITIES, ...BUILDS, ...MISSION_LETTERS]) });
// An answer shows one to three cards (RULES.md §3.3: a set of three, a pair, or the one true card).
const shownCards = arr(shownCard, 3, { min: 1 });
const guesses = record(agent, obj({ identity, build }), 4);
const sealShape = obj({ guesses, turn: count });
const result = obj({ winners: arr(seat, 5, { unique: true }), reason: str(64), declarer: seat }, { missionHeld: bool });
const secrets = record(agent, secret, 4);
const positions = record(figure, spaceId, FIGURES.length);

const question = obj({ asker: seat, answerer: agent, kind, via, level, met: figure });
const pending = variant("kind", {
  answer: obj({ kind: oneOf(["answer"]), question }),
  expel: obj({ kind: oneOf(["expel"]), figure, by: seat }),
  ambassadorQuestion: obj({ kind: oneOf(["ambassadorQuestion"]), met: figure }),
  handshake: obj({ kind: oneOf(["handshake"]), declarer: agent, partner: agent }),
});

/** Every event the referee writes (state.ts `emit`), by type: its public data, and its private part (if it has one). */
const EVENTS: Readonly<Record<string, { data: Shape; part?: Shape }>> = {
  gameStarted: { data: obj({ players: oneOf([3, 4, 5]), seats: arr(seat, 5, { unique: true }), first: seat, positions }) },
  turnStarted: { data: obj({ seat }) },
  rolled: { data: obj({ seat, balls: arr(ball, 3) }) },
  moved: { data: obj({ seat, ball: ballIndex, colour: ball, figure, from: spaceId, to: spaceId }) },
  undone: { data: obj({ seat, ball: ballIndex, figure, from: spaceId, to: spaceId }) },
  movementEnded: { data: obj({ seat }) },
  asked: { data: obj({ asker: seat, answerer: agent, kind, via, own: figure, met: figure, count: level }) },
  extraStep: { data: obj({ seat, figure, met: figure, from: spaceId, to: spaceId }) },
  answered: { data: obj({ asker: seat, answerer: agent, kind, via, count: level }), part: obj({ cards: shownCards }) },
  expelled: { data: obj({ by: seat, figure, from: spaceId, to: spaceId }) },
  ambassadorMoved: { data: obj({ seat, from: spaceId, to: spaceId }) },
  sealed: { data: obj({ seat }), part: obj({ guesses }) },
  declared: { data: either(obj({ seat, partner: agent }), obj({ seat, alone: oneOf([true]) })) },
  handshake: { data: obj({ seat, accept: bool }) },
  sealOpened: { data: obj({ guesses, correct: bool }) },
  gameOver: { data: obj({ result, secrets, setAside: nullable(secret), seal: nullable(sealShape), seed: str(128) }) },
  emote: { data: obj({ seat, mannerism: oneOf(MANNERISMS) }) },
  turnEnded: { data: obj({ seat }) },
};

const viewEvent: Shape = (x, path) => {
  const base = obj({ seq: count, turn: count, type: str(32), data: where((d) => typeof d === "object" && d !== null, "an object") },
    { mine: where((d) => typeof d === "object" && d !== null, "an object"), private: where((d) => typeof d === "object" && d !== null, "an object") })(x, path);
  if (base) return base;
  const e = x as { type: string; data: unknown; mine?: unknown; private?: unknown };
  const kind = Object.prototype.hasOwnProperty.call(EVENTS, e.type) ? EVENTS[e.type]! : null;
  if (!kind) return `${path}.type: "${e.type.slice(0, 24)}" is not an event of this game`;
  if (e.mine !== undefined && e.private !== undefined) return `${path}: both a private part and every private part`;
  if (!kind.part && (e.mine !== undefined || e.private !== undefined)) return `${path}: a private part on an event that has none`;
  return kind.data(e.data, `${path}.data`) ??
    (e.mine !== undefined ? kind.part!(e.mine, `${path}.mine`) : null) ??
    (e.private !== undefined ? record(seat, kind.part!, 5)(e.private, `${path}.private`) : null);
};

/** Every action a seat can take (types.ts `Action`), by type, as the referee would list it. */
const ACTIONS: Readonly<Record<string, Readonly<Record<string, Shape>>>> = {
  roll: {},
  move: { ball: ballIndex, figure, to: spaceId },
  undo: {},
  endMovement: {},
  ask: { own: figure, met: figure, kind },
  extraStep: { own: figure, met: figure, to: spaceId },
  answer: { cards: arr(card, 3, { unique: true }) },
  expel: { to: spaceId },
  ambassadorStep: { to: spaceId },
  ambassadorAsk: { kind },
  endTurn: {},
  declare: { partner: agent },
  declareAlone: {},
  handshake: { accept: bool },
  seal: { guesses },
  emote: { mannerism: oneOf(MANNERISMS) },
  note: { key: str(64), mark: nullable(str(32)) },
};
const action = variant("type", Object.fromEntries(Object.entries(ACTIONS).map(([type, keys]) =>
  [type, obj({ type: oneOf([type]), seat, ...keys }, type === "ask" ? { target: agent } : {})])));

const entry = obj({ seq: count, turn: count, kind, via, cards: shownCards }, { asker: seat });
const entries = arr(entry, 10_000);
const notebook = obj({
  received: record(agent, entries, 4),
  given: record(seat, entries, 5),
  observed: record(agent, entries, 4),
  marks: record(str(64), str(32), MAX_NOTES),
});

const seatView = obj({
  viewer,
  players: oneOf([3, 4, 5]),
  seats: arr(seat, 5, { min: 3, unique: true }),
  agents: arr(agent, 4, { min: 3, unique: true }),
  turn: obj({
    seat, number: count, stage, roll: arr(ball, 3), usedBalls: arr(ballIndex, 3, { unique: true }),
    ambassadorSteps: int(0, 2), pending: nullable(pending),
    // What keeps a movement from ending now (movement-end.ts): a refusal's code and its figure.
    endBlock: nullable(obj({ code: oneOf(Object.keys(ERROR_CODES)), figure })),
  }),
  positions,
  meetings: arr(obj({ own: figure, met: figure, space: spaceId }), 32),
  you: nullable(obj({ seat: agent, secret, hand: arr(card, ALL_CARDS.length, { unique: true }) })),
  answerPrompt: nullable(obj({ secret, kind, via, level, history: arr(arr(card, 3), 1000) })),
  notebook: nullable(notebook),
  sealed: bool,
  seal: nullable(sealShape),
  log: arr(viewEvent, 20_000),
  result: nullable(result),
  reveal: nullable(obj({ secrets, setAside: nullable(secret), seed: str(128), seal: nullable(sealShape) })),
  legal: arr(action, 2_000),
});

/**
 * Why `v` is not a seat's view of this game, or null: the full shape, then what must agree within
 * it. (Whether it is the view of the seat the guest holds is the table's check.)
 */
export function boardViewProblem(v: unknown): string | null {
  const p = seatView(v, "view");
  if (p) return p;
  const x = v as { viewer: string; players: number; seats: readonly Seat[]; agents: readonly string[]; turn: { seat: Seat };
    you: { seat: string } | null; legal: readonly { seat: string }[]; log: readonly { seq: number }[];
    reveal: { secrets: Readonly<Record<string, unknown>> } | null };
  if (x.seats.length !== x.players) return "view.seats: not one seat per player";
  if (!x.agents.every((a) => x.seats.includes(a as Seat))) return "view.agents: an agent without a seat";
  if (x.viewer !== "spectator" && !x.seats.includes(x.viewer as Seat)) return "view.viewer: not a seat at this table";
  if (!x.seats.includes(x.turn.seat)) return "view.turn.seat: not a seat at this table";
  if (x.you && x.you.seat !== x.viewer) return "view.you: another seat's";
  // At the end the referee reveals all secrets (RULES.md §4.2, §6): one for each agent at the table, and no other.
  if (x.reveal && (Object.keys(x.reveal.secrets).length !== x.agents.length || !x.agents.every((a) => x.reveal!.secrets[a])))
    return "view.reveal.secrets: not one for each agent at the table";
  if (x.legal.some((a) => a.seat !== x.viewer)) return "view.legal: an action of another seat";
  for (let i = 1; i < x.log.length; i++) if (x.log[i]!.seq <= x.log[i - 1]!.seq) return `view.log[${i}].seq: out of order`;
  return null;
}
