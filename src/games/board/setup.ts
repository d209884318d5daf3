/** Setting up a game for 3, 4 or 5 players (RULES.md §2, §5): seeded or explicit deal and placement. */
import { EMBASSY, isSpace, startSpaces } from "./board.js";
import type { SpaceId } from "./board-types.js";
import { Refusal } from "./errors.js";
import { ballName, isPossibleRoll } from "./phantom.js";
import { Rng, seedRng } from "../kernel/rng.js";
import { startHistory } from "./record.js";
import { draft, emit, type Draft } from "./state.js";
import {
  AGENT_SEATS, BUILDS, IDENTITIES, MISSION_LETTERS, figureId, isAgentSeat,
  type AgentSeat, type Ball, type Build, type FigureId, type GameState, type Secret, type Seat,
} from "./types.js";

export interface GameOptions {
  /** 3, 4 (default) or 5 players. */
  players?: 3 | 4 | 5;
  /** 3 players: the three colours in play (default: a random three, from the seed). */
  seats?: AgentSeat[];
  /** The seed of the engine's RNG (deal, placement, first seat, every Phantom roll). */
  seed?: string;
  /** An explicit deal of the secret cards, one per agent seat in play. */
  deal?: Partial<Record<AgentSeat, Secret>>;
  /** 3 players with an explicit deal: the cards set aside (default: the ones left over). */
  setAside?: Secret;
  /** Which build stands on which of its start spaces, per seat (default: random). */
  placement?: Partial<Record<AgentSeat, Partial<Record<Build, SpaceId>>>>;
  /** Free figure positions (scenarios, rule demos); overrides placement for the figures given. */
  positions?: Partial<Record<FigureId, SpaceId>>;
  /** The seat that plays first (default: random). */
  first?: Seat;
  /** Phantom rolls fixed in advance, used before the RNG (scenarios, rule demos). */
  rolls?: Ball[][];
}

function bad(message: string): never {
  throw new Refusal("BAD_OPTIONS", message);
}

function checkSecret(s: unknown): s is Secret {
  const x = s as Secret;
  return !!x && IDENTITIES.includes(x.identity) && BUILDS.includes(x.build) && MISSION_LETTERS.includes(x.mission);
}

/** A new game, at the start of the first seat's turn. Throws a Refusal (code BAD_OPTIONS) on bad options. */
export function createGame(options: GameOptions = {}): GameState {
  const players = options.players ?? 4;
  if (players !== 3 && players !== 4 && players !== 5) bad("players must be 3, 4 or 5");
  const seed = options.seed ?? Math.random().toString(36).slice(2) + Date.now().toString(36);
  if (typeof seed !== "string" || seed.length === 0 || seed.length > 256) bad("seed must be a non-empty string");
  const rng = new Rng(seedRng(seed));

  let agents: AgentSeat[];
  if (players === 3) {
    if (options.seats) {
      if (options.seats.length !== 3 || !options.seats.every(isAgentSeat) || new Set(options.seats).size !== 3) {
        bad("a 3-player game needs three different agent colours");
      }
      agents = AGENT_SEATS.filter((s) => options.seats!.includes(s));
    } else {
      const out = rng.pick(AGENT_SEATS);
      agents = AGENT_SEATS.filter((s) => s !== out);
    }
  } else {
    agents = AGENT_SEATS.slice();
  }
  const seats: Seat[] = players === 5 ? [...agents, "ambassador"] : agents.slice();

  // Secret cards: deal as for four; in a 3-player game the fourth set is set aside unseen.
  const secrets: Partial<Record<AgentSeat, Secret>> = {};
  let setAside: Secret | null = null;
  if (options.deal) {
    const given = agents.map((s) => options.deal![s]);
    if (!given.every(checkSecret)) bad("the deal needs identity, build and mission for every agent seat");
    const all = given as Secret[];
    for (const k of ["identity", "build", "mission"] as const) {
      if (new Set(all.map((x) => x[k])).size !== all.length) bad(`each ${k} card can be dealt only once`);
    }
    agents.forEach((s, i) => (secrets[s] = { identity: all[i]!.identity, build: all[i]!.build, mission: all[i]!.mission }));
    if (players === 3) {
      const left = (k: "identity" | "build" | "mission", from: readonly string[]) => from.find((v) => !all.some((x) => x[k] === v));
      setAside = options.setAside ?? {
        identity: left("identity", IDENTITIES) as Secret["identity"],
        build: left("build", BUILDS) as Secret["build"],
        mission: left("mission", MISSION_LETTERS) as Secret["mission"],
      };
      if (!checkSecret(setAside)) bad("the set-aside cards are not valid");
      const aside: Secret = setAside;
      if (all.some((x) => x.identity === aside.identity || x.build === aside.build || x.mission === aside.mission)) {
        bad("the set-aside cards must be the ones not dealt");
      }
      setAside = { identity: aside.identity, build: aside.build, mission: aside.mission };
    }
  } else {
    const ids = rng.shuffle(IDENTITIES), builds = rng.shuffle(BUILDS), missions = rng.shuffle(MISSION_LETTERS);
    AGENT_SEATS.forEach((s, i) => {
      const secret = { identity: ids[i]!, build: builds[i]!, mission: missions[i]! };
      if (agents.includes(s)) secrets[s] = secret;
      else setAside = secret;
    });
  }

  // Figures on their start spaces (the seat chooses which build stands where; default random).
  const positions: Partial<Record<FigureId, SpaceId>> = { ambassador: EMBASSY };
  for (const s of agents) {
    const starts = startSpaces(s);
    const chosen = options.placement?.[s];
    if (chosen) {
      const spaces = BUILDS.map((b) => chosen[b]);
      if (!spaces.every((x) => x !== undefined && starts.includes(x)) || new Set(spaces).size !== 4) {
        bad(`the placement of ${s} must put its four builds on its four start spaces`);
      }
      BUILDS.forEach((b, i) => (positions[figureId(s, b)] = spaces[i]!));
    } else {
      const order = rng.shuffle(starts);
      BUILDS.forEach((b, i) => (positions[figureId(s, b)] = order[i]!));
    }
  }
  if (options.positions) {
    for (const [f, sp] of Object.entries(options.positions)) {
      if (!Object.prototype.hasOwnProperty.call(positions, f)) bad(`no figure ${f} in this game`);
      if (!isSpace(sp)) bad(`no space ${sp}`);
      positions[f as FigureId] = sp;
    }
  }

  const first = options.first ?? rng.pick(seats);
  if (!seats.includes(first)) bad(`${first} is not a seat in this game`);
  // ("blue", the light-blue ball's old name, is still accepted.)
  const rolls = Array.isArray(options.rolls) ? options.rolls.map((r) => (Array.isArray(r) ? r.map(ballName) : r)) as Ball[][] : options.rolls ?? [];
  if (!Array.isArray(rolls) || !rolls.every((r) => Array.isArray(r) && isPossibleRoll(r))) bad("each fixed roll must be 3 balls the Phantom can show");

  const base: GameState = {
    version: 1,
    players,
    seats,
    agents,
    secrets,
    setAside,
    positions,
    turn: { seat: first, number: 0, stage: "roll", roll: [], steps: [], ambassadorSteps: 0, pending: null },
    shown: {},
    seal: null,
    notes: {},
    log: [],
    seed,
    rng: rng.state,
    fixedRolls: rolls.map((r) => r.slice()),
    result: null,
    history: startHistory(options, players, seed),
  };
  const d = draft(base);
  emit(d, "gameStarted", { players, seats, first, positions: { ...positions } });
  startTurn(d, first);
  return d;
}

/** Begins a seat's turn: agents roll first; the Ambassador seat moves its figure. */
export function startTurn(d: Draft, seat: Seat): void {
  d.turn = {
    seat,
    number: d.turn.number + 1,
    stage: seat === "ambassador" ? "ambassador" : "roll",
    roll: [],
    steps: [],
    ambassadorSteps: 0,
    pending: null,
  };
  emit(d, "turnStarted", { seat });
}

/**
 * For a game dealt from its seed alone (a network table's, never a scenario's fixed deal): why its
 * seats and secret cards are not the ones its seed deals (swapped or edited), or null.
 */
export function seedDealProblem(state: GameState): string | null {
  const dealt = createGame({ players: state.players, seed: state.seed, ...(state.players === 3 ? { seats: state.agents.slice() } : {}) });
  const same = JSON.stringify(dealt.seats) === JSON.stringify(state.seats) &&
    dealt.agents.every((a) => JSON.stringify(dealt.secrets[a]) === JSON.stringify(state.secrets[a])) &&
    JSON.stringify(dealt.setAside) === JSON.stringify(state.setAside);
  return same ? null : "its secret cards are not the deal of its seed";
}
