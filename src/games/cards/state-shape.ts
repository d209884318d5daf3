/**
 * A card game state's full shape (CardsState in types.ts), as a state from elsewhere (a save, a
 * caller's JSON) must have it before the rules run on it: every field of its type, strict keys,
 * and the fields checked against each other where the referee reads one through another — the
 * seats and roles by the player count, the deal, each holder's tiles by the round in its cycle,
 * the round's phase with its placed tiles, meetings (recomputed), sealed choices and question,
 * the no-repeat records, the result (judged anew), the log's events. Why it is not one, or null.
 * Never throws on JSON; ./state-check.ts adds the replay of the state's own history.
 */
import { claimsOf, isCode } from "./guards.js";
import { judge, partnersAllowed } from "./declaration.js";
import { meetingsOf } from "./meetings.js";
import { allSets, repeats } from "./sets.js";
import { placingOrder } from "./setup.js";
import { hasPile } from "./tiles.js";
import {
  AGENT_SEATS, CARD_KINDS, IDENTITIES, LOCATIONS, ROUNDS_PER_CYCLE, TILE_HOLDERS, isAgentSeat, isIdentity, isLocation,
  type AgentSeat, type CardsState, type Meeting, type Phase, type Seat, type TileHolder,
} from "./types.js";

type Obj = Record<string, unknown>;

const plain = (v: unknown): v is Obj => {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const p = Object.getPrototypeOf(v);
  return p === Object.prototype || p === null;
};
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
/** A plain object with every key of `required` and no key outside `required` and `optional`. */
function exact(v: unknown, required: readonly string[], optional: readonly string[] = []): v is Obj {
  if (!plain(v)) return false;
  for (const k of required) if (!own(v, k)) return false;
  for (const k of Object.keys(v)) if (!required.includes(k) && !optional.includes(k)) return false;
  return true;
}
const int = (v: unknown, min: number, max: number): v is number => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const text = (v: unknown, max: number): v is string => typeof v === "string" && v.length > 0 && v.length <= max;
const isSeat = (v: unknown): v is Seat => isAgentSeat(v) || v === "ambassador";
/** Two lists of the same values (===) in the same order. */
const same = (a: unknown, b: readonly unknown[]) => Array.isArray(a) && a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Whether two values are the same plain data: arrays with the same items in order, plain objects
 * with the same keys in any order (a key whose value is undefined counts as absent, as in JSON),
 * other values `===`. Never throws on plain data.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (!plain(a) || !plain(b)) return false;
  let n = 0;
  for (const k of Object.keys(a)) {
    if (a[k] === undefined) continue;
    n++;
    if (!own(b, k) || !sameData(a[k], b[k])) return false;
  }
  for (const k of Object.keys(b)) if (b[k] !== undefined) n--;
  return n === 0;
}
/** A list of distinct values, each `ok`. */
const distinct = (v: unknown, max: number, ok: (x: unknown) => boolean): v is unknown[] =>
  Array.isArray(v) && v.length <= max && v.every(ok) && new Set(v).size === v.length;
const permutation = (v: unknown, of: readonly unknown[]) => distinct(v, of.length, (x) => of.includes(x)) && (v as unknown[]).length === of.length;

const STATE_KEYS = ["version", "game", "players", "seats", "roles", "codes", "secrets", "tiles", "round", "records", "maxRounds", "log",
  "seed", "rng", "fixed", "shuffles", "result"];
const ROUND_KEYS = ["number", "first", "order", "phase", "placed", "sealedTile", "meetings", "current", "choices", "question"];
const PHASES: readonly Phase[] = ["ambassadorTile", "placing", "meeting", "answer", "over"];
const REASONS = ["right-declaration", "wrong-declaration", "ambassador-right", "ambassador-wrong", "round-limit"];
/** Each event's data keys (./round.ts and ./setup.ts emit them). */
const EVENT_KEYS: Readonly<Record<string, readonly string[]>> = {
  dealt: ["players", "roles", "codes"],
  roundStarted: ["round", "first", "order"],
  ambassadorPlaced: [],
  placed: ["seat", "location"],
  revealed: ["ambassador", "blind", "meetings"],
  committed: ["seat", "location"],
  set: ["from", "to", "location", "via"],
  passed: ["seat", "location"],
  looked: ["from", "to", "location", "via"],
  asked: ["asker", "target", "location"],
  shown: ["from", "to", "location", "via"],
  declared: ["declarer", "partner", "combination", "claims", "right", "location", "winners", "reason"],
  gameEnded: ["winners", "reason"],
  roundEnded: ["round"],
  reshuffled: [],
};
const VIAS: Readonly<Record<string, readonly string[]>> = { set: ["exchange", "ambassador"], looked: ["look"], shown: ["question"] };

/** Who is who as a declarer may add it (C10.1), naming this game's codes only (docs/rulings.md 6). */
function claimsKnown(s: CardsState, claims: unknown): boolean {
  const c = claimsOf(claims);
  return c !== null && sameData(c, claims) && Object.values(c).every((x) => x?.code === undefined || s.codes.includes(x.code));
}

/** Why the seats, roles, codes and deal are not a game of `players`'s, or null. */
function tableProblem(s: Obj): string | null {
  const players = s.players;
  if (!int(players, 2, 5)) return "bad player count";
  if (!same(s.seats, players === 5 ? [...AGENT_SEATS, "ambassador"] : AGENT_SEATS)) return "its seats are not its player count's";
  const seats = s.seats as Seat[];
  if (!exact(s.roles, seats)) return "bad roles";
  const roles = s.roles as Record<Seat, unknown>;
  const blind = AGENT_SEATS.filter((a) => roles[a] === "blind").length;
  if (blind !== (players === 2 ? 2 : players === 3 ? 1 : 0) || !AGENT_SEATS.every((a) => roles[a] === "agent" || roles[a] === "blind") ||
    (players === 5 && roles.ambassador !== "ambassador")) return "its roles are not its player count's";
  if (!distinct(s.codes, 4, isCode) || (s.codes as unknown[]).length !== 4) return "bad codes";
  const secrets = s.secrets;
  if (!exact(secrets, AGENT_SEATS) || !AGENT_SEATS.every((a) => exact(secrets[a], ["identity", "code"]))) return "bad secrets";
  const deal = AGENT_SEATS.map((a) => secrets[a] as Obj);
  if (!permutation(deal.map((x) => x.identity), IDENTITIES) || !permutation(deal.map((x) => x.code), s.codes as number[])) {
    return "its deal does not deal each black card once";
  }
  return null;
}

/** Why `fixed` is not the draws a scenario fixes for this game (./setup.ts's checkFixed), or null. */
function fixedProblem(s: CardsState): string | null {
  const f: unknown = s.fixed;
  if (!plain(f)) return "bad fixed draws";
  if (f.deal !== undefined) {
    const deal = f.deal;
    if (!plain(deal) || !AGENT_SEATS.every((a) => plain(deal[a]) && (deal[a] as Obj).identity === s.secrets[a].identity &&
      (deal[a] as Obj).code === s.secrets[a].code)) return "its deal is not its fixed deal";
  }
  if (f.first !== undefined && !(isAgentSeat(f.first) && s.roles[f.first] === "agent")) return "bad fixed first player";
  if (f.piles !== undefined) {
    const piles = f.piles;
    if (!plain(piles)) return "bad fixed piles";
    for (const [h, orders] of Object.entries(piles)) {
      if (!(TILE_HOLDERS as readonly string[]).includes(h) || !hasPile(s, h as TileHolder)) return "a fixed pile of a holder with none";
      if (!Array.isArray(orders) || orders.length > 100_000 || !orders.every((o) => permutation(o, LOCATIONS))) return "bad fixed pile orders";
    }
  }
  return null;
}

/** Why the holders' tiles are not each a list of tiles played and a face-down pile, or null. */
function tilesShapeProblem(s: CardsState): string | null {
  if (!exact(s.tiles, TILE_HOLDERS)) return "bad tiles";
  for (const h of TILE_HOLDERS) {
    const t: unknown = s.tiles[h];
    if (!exact(t, ["played", "pile"]) || !distinct(t.played, 5, isLocation) || !distinct(t.pile, 5, isLocation)) return `bad tiles of ${h}`;
  }
  return null;
}

/** Why the holders' tiles are not those of this round in its cycle (C4.4, C8.2), or null. */
function tilesProblem(s: CardsState): string | null {
  const r = s.round;
  // After a round-limit end on a reshuffle round (C8.2, C8.4), every holder has taken its tiles back.
  const reshuffled = s.result?.reason === "round-limit" && r.number % ROUNDS_PER_CYCLE === 0;
  const before = (r.number - 1) % ROUNDS_PER_CYCLE;
  for (const h of TILE_HOLDERS) {
    const { played, pile } = s.tiles[h];
    if (hasPile(s, h) ? !permutation([...played, ...pile], LOCATIONS) : pile.length !== 0) return `bad pile of ${h}`;
    const now = r.placed[h];
    if (played.length !== (reshuffled ? 0 : before + (now !== undefined ? 1 : 0))) return `the tiles ${h} played are not this round's`;
    if (now !== undefined && !reshuffled && played[played.length - 1] !== now) return `the tile ${h} placed is not the one it played`;
  }
  const shuffles = Math.floor((r.number - 1) / ROUNDS_PER_CYCLE) + (reshuffled ? 1 : 0);
  return s.shuffles === shuffles ? null : "bad count of shuffles";
}

/** Why `c` is not a sealed choice `seat` may have made at meeting `m` (C7, C9.1, C10.2), or null. */
function choiceProblem(s: CardsState, seat: Seat, m: Meeting, c: unknown): string | null {
  if (!plain(c)) return "bad sealed choice";
  const agent = seat !== "ambassador";
  switch (c.type) {
    case "give": {
      if (!exact(c, ["type", "cards"]) || !agent || (m.kind !== "exchange" && m.kind !== "ambassadorTwo") || !Array.isArray(c.cards)) return "bad set";
      const cards = c.cards as unknown[];
      const receiver: Seat = m.kind === "exchange" ? m.agents.find((a) => a !== seat)! : "ambassador";
      const set = allSets(s, seat as AgentSeat).find((x) => same(x, cards));
      return set && !repeats(s, seat as AgentSeat, receiver, set) ? null : "a set that cannot be given";
    }
    case "ask": {
      if (!agent || m.kind !== "ambassador" || !isAgentSeat(c.target) || c.target === seat) return "bad question";
      const blind = s.roles[c.target] === "blind";
      return (blind ? exact(c, ["type", "target", "card"]) && CARD_KINDS.includes(c.card as never) : exact(c, ["type", "target"])) ? null : "bad question";
    }
    case "look":
      return exact(c, ["type", "card"]) && agent && m.kind === "blind" && CARD_KINDS.includes(c.card as never) ? null : "bad look";
    case "pass":
      return exact(c, ["type"]) && (!agent || m.kind === "blind" || m.kind === "ambassador") ? null : "bad pass";
    case "declare": {
      if (!exact(c, ["type", "combination"], ["partner", "claims"])) return "bad declaration";
      const allowed = partnersAllowed(s, seat, m);
      if (!allowed || (agent ? !allowed.includes(c.partner as AgentSeat) : c.partner !== undefined)) return "a declaration not allowed here";
      if (!permutation(c.combination, s.codes)) return "bad combination";
      return c.claims === undefined || claimsKnown(s, c.claims) ? null : "bad claims";
    }
    default:
      return "bad sealed choice";
  }
}

/** Why the round (C3–C9) is not one of this game in its phase, or null. */
function roundProblem(s: CardsState): string | null {
  const r: unknown = s.round;
  if (!exact(r, ROUND_KEYS)) return "bad round";
  if (!int(r.number, 1, s.maxRounds ?? 1e7)) return "bad round number";
  if (!isAgentSeat(r.first) || s.roles[r.first] !== "agent" || !same(r.order, placingOrder(s, r.first))) return "bad first player or order";
  const phase = r.phase as Phase;
  if (!PHASES.includes(phase) || (phase === "ambassadorTile" && s.players !== 5)) return "bad phase";
  if ((phase === "over") !== (s.result !== null)) return "an end out of its phase";
  if (!plain(r.placed) || !Object.entries(r.placed).every(([h, l]) => (TILE_HOLDERS as readonly string[]).includes(h) && isLocation(l))) return "bad placed tiles";
  if (!int(r.current, 0, 4) || !Array.isArray(r.meetings) || !plain(r.choices)) return "bad meetings";
  const placed = Object.keys(r.placed), order = r.order as AgentSeat[], choices = r.choices, sealed = r.sealedTile;
  if (phase === "ambassadorTile" || phase === "placing") {
    if (!same(placed, order.slice(0, placed.length)) || (phase === "placing" ? placed.length >= order.length : placed.length > 0)) return "bad placed tiles";
    const sealedNow = s.players === 5 && phase === "placing";
    if (sealedNow ? !isLocation(sealed) || s.tiles.ambassador.played.includes(sealed) : sealed !== null) return "bad sealed tile";
    return r.meetings.length || r.current || Object.keys(choices).length || r.question !== null ? "a meeting before the tiles are revealed" : null;
  }
  if (sealed !== null || placed.length !== TILE_HOLDERS.length) return "the tiles are not all revealed";
  if (!sameData(r.meetings, meetingsOf(s, r.placed, order))) return "its meetings are not its tiles'";
  const meetings = r.meetings as Meeting[];
  if (phase === "over") {
    return r.current >= Math.max(meetings.length, 1) || Object.keys(choices).length || r.question !== null ? "a meeting after the end" : null;
  }
  const m = meetings[r.current];
  if (!m) return "no current meeting";
  if (phase === "answer") {
    const q = r.question;
    if (Object.keys(choices).length || !exact(q, ["asker", "target"])) return "bad question";
    return m.kind === "ambassador" && q.asker === m.agents[0] && s.roles[m.agents[0]!] === "agent" && isAgentSeat(q.target) &&
      q.target !== q.asker && s.roles[q.target] === "agent" ? null : "bad question";
  }
  if (r.question !== null) return "a question out of its phase";
  const chosen = Object.keys(choices);
  if (!chosen.every((k) => (m.actors as readonly string[]).includes(k)) || chosen.length >= m.actors.length) return "bad sealed choices";
  for (const k of chosen) {
    const p = choiceProblem(s, k as Seat, m, choices[k]);
    if (p) return p;
  }
  return null;
}

/** Why the no-repeat records (C6.3, C6.4) are not sets their givers could have shown, or null. */
function recordsProblem(s: CardsState): string | null {
  const records: unknown = s.records;
  if (!plain(records)) return "bad records";
  for (const [giver, byReceiver] of Object.entries(records)) {
    if (!isAgentSeat(giver) || s.roles[giver] !== "agent" || !plain(byReceiver)) return "bad records";
    const sets = allSets(s, giver);
    for (const [receiver, rec] of Object.entries(byReceiver)) {
      if (receiver === giver || !(s.seats as readonly string[]).includes(receiver) || s.roles[receiver as Seat] === "blind") return "bad records";
      if (!exact(rec, ["sets"]) || !Array.isArray(rec.sets) || rec.sets.length > sets.length) return "bad records";
      const shown = rec.sets.map((x) => sets.findIndex((y) => Array.isArray(x) && same(x, y)));
      if (shown.includes(-1) || new Set(shown).size !== shown.length) return "a record of sets that cannot have been shown";
    }
  }
  return null;
}

/** Why the result (C10, C8.4) is not the judged end of this game, or null. */
function resultProblem(s: CardsState): string | null {
  const res: unknown = s.result;
  if (res === null) return null;
  if (!exact(res, ["winners", "reason", "declaration", "round"]) || res.round !== s.round.number || !REASONS.includes(res.reason as string)) return "bad result";
  const d = res.declaration;
  if (d === null) return res.reason === "round-limit" && Array.isArray(res.winners) && res.winners.length === 0 ? null : "bad result";
  if (!exact(d, ["declarer", "partner", "combination", "claims", "right"]) || !(s.seats as readonly unknown[]).includes(d.declarer) ||
    s.roles[d.declarer as Seat] === "blind" || !(d.declarer === "ambassador" ? d.partner === null : isAgentSeat(d.partner) && d.partner !== d.declarer) ||
    !permutation(d.combination, s.codes) || !(d.claims === null || claimsKnown(s, d.claims))) return "bad declaration";
  const judged = judge(s, d.declarer as Seat, d.partner as AgentSeat | null, d.combination as number[], d.claims as never);
  return sameData(judged, res) ? null : "its result is not its declaration's verdict";
}

/** Whether the log's first event tells the game's deal (C2): the table, and each agent player his own black cards. */
function dealtOk(s: CardsState, e: Obj): boolean {
  const d = e.data as Obj, priv = e.private;
  if (d.players !== s.players || !sameData(d.roles, s.roles) || !sameData(d.codes, s.codes) || !plain(priv)) return false;
  const agents = AGENT_SEATS.filter((a) => s.roles[a] === "agent");
  return Object.keys(priv).length === agents.length && agents.every((a) => sameData(priv[a], s.secrets[a]));
}

/** Why the log is not a referee's (each event in turn, of a known kind, with its data; C13), or null. */
function logProblem(s: CardsState): string | null {
  const log: unknown = s.log;
  if (!Array.isArray(log) || log.length < 2) return "bad log";
  let round = 0;
  for (let i = 0; i < log.length; i++) {
    const e: unknown = log[i];
    if (!exact(e, ["seq", "round", "type", "data"], ["private"]) || e.seq !== i || !int(e.round, round, s.round.number)) return `bad event ${i}`;
    round = e.round;
    const keys = typeof e.type === "string" && own(EVENT_KEYS, e.type) ? EVENT_KEYS[e.type]! : null;
    if (!keys || !exact(e.data, keys) || (i === 0) !== (e.type === "dealt")) return `bad event ${i}`;
    const priv = e.private;
    if (priv !== undefined && !(plain(priv) && Object.entries(priv).every(([k, v]) => (s.seats as readonly string[]).includes(k) && plain(v)))) {
      return `bad private part of event ${i}`;
    }
    if (i === 0 && !dealtOk(s, e)) return "its log's deal is not its deal";
    const vias = VIAS[e.type as string];
    if (vias) {
      // What a clue sheet is drawn from (./seat-log.ts): who showed whom what, where.
      const d = e.data;
      if (!isAgentSeat(d.from) || !isSeat(d.to) || !isLocation(d.location) || !vias.includes(d.via as string) || !plain(priv)) return `bad event ${i}`;
      for (const part of Object.values(priv)) {
        const cards = (part as Obj).cards;
        if (!Array.isArray(cards) || cards.length < 1 || cards.length > 2 || !cards.every((c) => isIdentity(c) || isCode(c))) return `bad event ${i}`;
      }
    }
  }
  return null;
}

/** Why `x`, an object that passed ./guards.ts's quick check, is not a card game state in every field, or null. */
export function stateShapeProblem(x: unknown): string | null {
  if (!exact(x, STATE_KEYS, ["history", "pileSeed"])) return "not a state's keys";
  if (x.version !== 1 || x.game !== "cards") return "not a card game state of this version";
  const table = tableProblem(x);
  if (table) return table;
  const s = x as unknown as CardsState;
  if (s.maxRounds !== null && !int(s.maxRounds, 1, 10_000)) return "bad round limit";
  if (!text(s.seed, 256) || (x.pileSeed !== undefined && !text(x.pileSeed, 256))) return "bad seed";
  if (!exact(s.rng, ["a", "b", "c", "d"]) || !["a", "b", "c", "d"].every((k) => int((s.rng as unknown as Obj)[k], 0, 0xffffffff))) return "bad random source";
  const h: unknown = x.history;
  if (h !== undefined && !(exact(h, ["options", "actions"]) && plain(h.options) && Array.isArray(h.actions) && h.actions.every(Array.isArray))) {
    return "bad history";
  }
  return fixedProblem(s) ?? tilesShapeProblem(s) ?? roundProblem(s) ?? tilesProblem(s) ?? recordsProblem(s) ?? resultProblem(s) ?? logProblem(s) ??
    null;
}
