/** Setting up a game for 2–5 players (C2) and starting a round (C3, C8.3). */
import { MAX_RECORD_ACTIONS } from "../kernel/record-codec.js";
import { Rng, seedRng } from "../kernel/rng.js";
import { Refusal } from "./errors.js";
import { startHistory } from "./record.js";
import { draft, emit, newRound, seal, type Draft } from "./state.js";
import { hasPile, shufflePile } from "./tiles.js";
import {
  AGENT_SEATS, DEFAULT_CODES, IDENTITIES, LOCATIONS, ROUNDS_PER_CYCLE, TILE_HOLDERS, isAgentSeat, isIdentity,
  type AgentSeat, type CardsOptions, type CardsState, type Code, type Fixed, type Location, type Role, type Secret, type Seat,
  type TileHolder, type Tiles,
} from "./types.js";

function bad(message: string): never {
  throw new Refusal("BAD_OPTIONS", message);
}

const isPermutation = <T>(list: unknown, of: readonly T[]): boolean =>
  Array.isArray(list) && list.length === of.length && of.every((x) => list.includes(x));

/** The edition's codes (C1.4): four different whole numbers from 1 to 999. */
function codesOf(codes: unknown): Code[] {
  if (codes === undefined) return DEFAULT_CODES.slice();
  if (!Array.isArray(codes) || codes.length !== 4 || !codes.every((c) => Number.isInteger(c) && c >= 1 && c <= 999) ||
    new Set(codes).size !== 4) bad("codes must be four different whole numbers from 1 to 999");
  return codes.slice() as Code[];
}

/** Which agent seats are blind (C2.1): 2 of them with 2 players, 1 with 3, none otherwise. */
function blindOf(players: number, blind: unknown): AgentSeat[] {
  const n = players === 2 ? 2 : players === 3 ? 1 : 0;
  if (blind === undefined) return AGENT_SEATS.slice(4 - n);
  if (!Array.isArray(blind) || blind.length !== n || !blind.every(isAgentSeat) || new Set(blind).size !== n) {
    bad(`a ${players}-player game has ${n} blind seat${n === 1 ? "" : "s"}`);
  }
  return blind.slice() as AgentSeat[];
}

/** The longest round limit a table may set (C8.4). */
export const MAX_ROUNDS = 10_000;
/** The fewest actions a round takes: every agent player places a tile (C4.2), and every game has two agent players or more (C2.1). */
const MIN_ACTIONS_PER_ROUND = 2;
/**
 * The most rounds a game that can be recorded has: MAX_ROUNDS with a round limit; without one, as
 * many as a record's actions can hold (a longer game has no record whatever its piles).
 */
const MAX_RECORDED_ROUNDS = Math.max(MAX_ROUNDS, Math.floor(MAX_RECORD_ACTIONS / MIN_ACTIONS_PER_ROUND));
/**
 * The most pile orders fixed for one holder: the setup's, then one per reshuffle, which follows
 * every ROUNDS_PER_CYCLE-th round (C8.2) — the last round's included. A record gives every order
 * its game used (./published.ts), so any game that can be recorded replays.
 */
export const MAX_PILE_ORDERS = 1 + Math.floor(MAX_RECORDED_ROUNDS / ROUNDS_PER_CYCLE);

/** The fixed draws of `fixed`, checked, as a copy of their own (the state never shares the caller's options). */
function checkFixed(fixed: unknown, codes: readonly Code[], roles: Readonly<Record<Seat, Role>>, players: number): Fixed {
  if (fixed === undefined) return {};
  if (typeof fixed !== "object" || fixed === null || Array.isArray(fixed)) bad("fixed must be an object");
  const f = fixed as Fixed;
  const out: { deal?: Record<AgentSeat, Secret>; first?: AgentSeat; piles?: Partial<Record<TileHolder, Location[][]>> } = {};
  const givenDeal = f.deal, first = f.first, givenPiles = f.piles;
  if (givenDeal !== undefined) {
    const secrets = AGENT_SEATS.map((s) => givenDeal?.[s]);
    if (!secrets.every((x) => typeof x === "object" && x !== null)) bad("the fixed deal gives every agent seat an identity and a code");
    const all = secrets.map((x) => ({ identity: x!.identity, code: x!.code }));
    if (!all.every((x) => isIdentity(x.identity) && codes.includes(x.code))) {
      bad("the fixed deal gives every agent seat an identity and a code");
    }
    if (!isPermutation(all.map((x) => x.identity), IDENTITIES) || !isPermutation(all.map((x) => x.code), codes)) {
      bad("the fixed deal deals each black card once (C2.4)");
    }
    out.deal = {} as Record<AgentSeat, Secret>;
    AGENT_SEATS.forEach((s, i) => (out.deal![s] = all[i]!));
  }
  if (first !== undefined) {
    if (!(isAgentSeat(first) && roles[first] === "agent")) bad("the first player is an agent player (C2.7)");
    out.first = first;
  }
  if (givenPiles !== undefined) {
    if (typeof givenPiles !== "object" || givenPiles === null) bad("fixed piles must be an object");
    out.piles = {};
    for (const [holder, given] of Object.entries(givenPiles)) {
      if (!(isAgentSeat(holder) || holder === "ambassador") || !hasPile({ players: players as CardsState["players"], roles }, holder as TileHolder)) {
        bad(`${holder.slice(0, 16)} has no pile`);
      }
      if (!Array.isArray(given) || given.length > MAX_PILE_ORDERS) bad(`a fixed pile lists at most ${MAX_PILE_ORDERS} orders`);
      const orders = (given as unknown[]).map((o) => (Array.isArray(o) ? o.slice() : o));
      if (!orders.every((o) => isPermutation(o, LOCATIONS))) bad("each fixed pile order lists the five locations once");
      out.piles[holder as TileHolder] = orders as Location[][];
    }
  }
  return out;
}

/** A new game at the start of round 1 (C2). Throws a Refusal (BAD_OPTIONS) on options it cannot play. */
export function createGame(options: CardsOptions): CardsState {
  if (typeof options !== "object" || options === null) bad("options must be an object");
  const players = options.players;
  if (players !== 2 && players !== 3 && players !== 4 && players !== 5) bad("players must be 2, 3, 4 or 5");
  const seed = options.seed ?? "inkognito-cards";
  if (typeof seed !== "string" || seed.length === 0 || seed.length > 256) bad("seed must be a non-empty string of at most 256 characters");
  const pileSeed = options.pileSeed;
  if (pileSeed !== undefined && (typeof pileSeed !== "string" || pileSeed.length === 0 || pileSeed.length > 256)) bad("pileSeed must be a non-empty string of at most 256 characters");
  const maxRounds = options.maxRounds ?? null;
  if (maxRounds !== null && !(Number.isInteger(maxRounds) && maxRounds >= 1 && maxRounds <= MAX_ROUNDS)) bad(`maxRounds must be a whole number from 1 to ${MAX_ROUNDS}, or null`);
  const codes = codesOf(options.codes);
  const blind = blindOf(players, options.blind);

  const seats: Seat[] = players === 5 ? [...AGENT_SEATS, "ambassador"] : AGENT_SEATS.slice();
  const roles = {} as Record<Seat, Role>;
  for (const s of seats) roles[s] = s === "ambassador" ? "ambassador" : blind.includes(s) ? "blind" : "agent";
  const fixed = checkFixed(options.fixed, codes, roles, players);

  // C2.4: the black identity cards and the black code cards are each shuffled and dealt.
  const rng = new Rng(seedRng(seed));
  const ids = rng.shuffle(IDENTITIES), cs = rng.shuffle(codes);
  const secrets = {} as Record<AgentSeat, Secret>;
  AGENT_SEATS.forEach((s, i) => {
    const given = fixed.deal?.[s];
    secrets[s] = given ? { identity: given.identity, code: given.code } : { identity: ids[i]!, code: cs[i]! };
  });
  const agentPlayers = AGENT_SEATS.filter((s) => roles[s] === "agent");
  const drawnFirst = rng.pick(agentPlayers);

  const d: Draft = draft({
    version: 1, game: "cards", players, seats, roles, codes, secrets,
    tiles: {} as Record<TileHolder, Tiles>,
    round: {
      number: 0, first: drawnFirst, order: [], phase: "placing", placed: {}, sealedTile: null,
      meetings: [], current: 0, choices: {}, question: null,
    },
    records: {}, maxRounds, log: [], seed, rng: rng.state, fixed, shuffles: 0, result: null,
    history: startHistory(options, seed), ...(pileSeed !== undefined ? { pileSeed } : {}),
  });
  // C2.5, C2.6: the Ambassador's pile (2–4 players) and each blind seat's are shuffled.
  const tiles = {} as Record<TileHolder, Tiles>;
  for (const holder of TILE_HOLDERS) {
    tiles[holder] = { played: [], pile: hasPile(d, holder) ? shufflePile(d, holder, 0) : [] };
  }
  d.tiles = tiles;
  const priv: Partial<Record<Seat, Record<string, unknown>>> = {};
  for (const s of agentPlayers) priv[s] = { identity: secrets[s].identity, code: secrets[s].code };
  emit(d, "dealt", { players, roles, codes }, priv);
  startRound(d, 1, fixed.first ?? drawnFirst);
  return seal(d);
}

/** The agent players in placing order from `first`, going left (C4.2). */
export function placingOrder(state: Pick<CardsState, "roles">, first: AgentSeat): AgentSeat[] {
  const i = AGENT_SEATS.indexOf(first);
  return [...AGENT_SEATS.slice(i), ...AGENT_SEATS.slice(0, i)].filter((s) => state.roles[s] === "agent");
}

/** The agent player to the left of `first` (C8.3: blind seats and the Ambassador player skipped). */
export function nextFirst(state: Pick<CardsState, "roles">, first: AgentSeat): AgentSeat {
  return placingOrder(state, first)[1] ?? first;
}

/** Starts round `number` with `first` as first player (C3, C4). */
export function startRound(d: Draft, number: number, first: AgentSeat): void {
  const order = placingOrder(d, first);
  newRound(d, {
    number, first, order, phase: d.players === 5 ? "ambassadorTile" : "placing", placed: {}, sealedTile: null,
    meetings: [], current: 0, choices: {}, question: null,
  });
  emit(d, "roundStarted", { round: number, first, order });
}
