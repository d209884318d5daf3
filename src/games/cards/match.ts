/**
 * Match play (C12): several games to 3 points. Every game is a new game with its own deal, piles
 * and first player (C12.2), drawn from a seed of its own; each partner of the winning team scores
 * 1 (C12.3: blind seats nothing; a winning Ambassador player 1; a wrong Ambassador declaration 1
 * to each agent player; the round limit nothing); whoever reaches 3 wins, together if several do
 * (C12.4). In 2–4 players everyone keeps his seat; in 5 the Ambassador role passes to the left
 * after each game (C12.5). Players are numbered 0…n-1 in their order round the table.
 */
import { Rng, seedRng } from "../kernel/rng.js";
import { Refusal } from "./errors.js";
import { applyAction, type ApplyResult } from "./referee.js";
import { createGame } from "./setup.js";
import { AGENT_SEATS, MATCH_TARGET, type CardsOptions, type CardsState, type GameEvent, type Seat } from "./types.js";

export interface MatchOptions extends Omit<CardsOptions, "fixed" | "blind"> {
  /** Points to win (default 3, C12.4). */
  readonly target?: number;
  /** 5 players: who is the first game's Ambassador player (default: drawn at random, C12.5). */
  readonly firstAmbassador?: number;
}

export interface MatchGame {
  /** The player at each seat this game (null: a blind seat). */
  readonly seating: Readonly<Record<Seat, number | null>>;
  /** The players who scored (C12.3). */
  readonly scorers: readonly number[];
}

export interface MatchState {
  readonly version: 1;
  readonly kind: "cards-match";
  readonly players: 2 | 3 | 4 | 5;
  readonly target: number;
  readonly seed: string;
  readonly options: Omit<CardsOptions, "fixed" | "seed">;
  readonly scores: readonly number[];
  /** The games played so far, the current one last (its scorers empty until it ends). */
  readonly games: readonly MatchGame[];
  /** 5 players: the first game's Ambassador player. */
  readonly firstAmbassador: number | null;
  readonly current: CardsState;
  /** The match's winners once someone reaches the target (C12.4), else null. */
  readonly winners: readonly number[] | null;
}

/** Who sits where in game `index` (C12.5). */
export function seatingOf(players: number, index: number, firstAmbassador: number | null): Record<Seat, number | null> {
  const seating = {} as Record<Seat, number | null>;
  if (players === 5) {
    const amb = (firstAmbassador! + index) % 5;
    seating.ambassador = amb;
    AGENT_SEATS.forEach((s, i) => (seating[s] = (amb + 1 + i) % 5));
  } else {
    AGENT_SEATS.forEach((s, i) => (seating[s] = i < players ? i : null));
  }
  return seating;
}

/** The seat player `player` has in `seating` (undefined: none). */
export function seatOfPlayer(seating: Readonly<Record<Seat, number | null>>, player: number): Seat | undefined {
  return (Object.keys(seating) as Seat[]).find((s) => seating[s] === player);
}

/** A match's points and winners (numbered by player) by the seats `seating` gives the players. */
export function scoreBySeat(scores: readonly number[], winners: readonly number[] | null, seating: Readonly<Record<Seat, number | null>>): {
  scores: Partial<Record<Seat, number>>;
  winners: Seat[];
} {
  const bySeat: Partial<Record<Seat, number>> = {};
  scores.forEach((v, p) => {
    const seat = seatOfPlayer(seating, p);
    if (seat) bySeat[seat] = v;
  });
  return { scores: bySeat, winners: (winners ?? []).flatMap((p) => seatOfPlayer(seating, p) ?? []) };
}

/**
 * C12.5 between two games of a match: the seat where the one who sat at `seat` in game `game - 1`
 * (numbered from 1) sits in game `game`. In 5-player matches the Ambassador role passes to the left
 * (`seatingOf`): whoever was Ambassador plays the last agent seat, and the first agent seat becomes
 * Ambassador; at 2-4 players everyone keeps his seat. The same move from every game to the next,
 * whoever was first Ambassador. An unknown seat stays as it is.
 */
export function seatAfter(players: number, seat: string, game: number): string {
  if (players !== 5 || !Number.isInteger(game) || game < 2) return seat;
  const before = seatingOf(5, game - 2, 0), after = seatingOf(5, game - 1, 0);
  const person = before[seat as Seat];
  if (person === undefined || person === null) return seat;
  return (Object.keys(after) as Seat[]).find((s) => after[s] === person) ?? seat;
}

function gameOf(m: Pick<MatchState, "players" | "seed" | "options">, index: number): CardsState {
  // C13.4: each game's deal is drawn independently (from a seed no seat ever sees).
  // C12.2: new piles each game — a pile seed given for the match is drawn from afresh for each game too.
  const pileSeed = m.options.pileSeed === undefined ? {} : { pileSeed: `${m.options.pileSeed}/game-${index}` };
  return createGame({ ...m.options, players: m.players, seed: `${m.seed}/game-${index}`, ...pileSeed });
}

/** A new match at the start of its first game. Throws a Refusal (BAD_OPTIONS) on bad options. */
export function createMatch(options: MatchOptions): MatchState {
  const target = options.target ?? MATCH_TARGET;
  if (!(Number.isInteger(target) && target >= 1 && target <= 99)) throw new Refusal("BAD_OPTIONS", "target must be a whole number from 1 to 99");
  const seed = options.seed ?? "inkognito-cards-match";
  const { target: _t, firstAmbassador: fa, seed: _s, ...rest } = options;
  const players = options.players;
  let firstAmbassador: number | null = null;
  if (players === 5) {
    if (fa !== undefined && !(Number.isInteger(fa) && fa >= 0 && fa < 5)) throw new Refusal("BAD_OPTIONS", "firstAmbassador must be a player from 0 to 4");
    firstAmbassador = fa ?? new Rng(seedRng(`${seed}/ambassador`)).int(5);
  }
  const base = { players, seed, options: rest };
  const current = gameOf(base, 0);
  return {
    version: 1, kind: "cards-match", players, target, seed, options: rest,
    scores: Array.from({ length: players }, () => 0),
    games: [{ seating: seatingOf(players, 0, firstAmbassador), scorers: [] }],
    firstAmbassador, current, winners: null,
  };
}

export type MatchApplyResult = { readonly ok: true; readonly match: MatchState; readonly events: readonly GameEvent[] } | Extract<ApplyResult, { ok: false }>;

/** Applies an action to the match's current game; when that game ends, its winners score (C12.3, C12.4). */
export function applyMatchAction(match: MatchState, action: unknown): MatchApplyResult {
  const r = applyAction(match.current, action);
  if (!r.ok) return r;
  return { ok: true, match: withCurrent(match, r.state), events: r.events };
}

/**
 * The match with its current game replaced by `state`, a later state of that game (one a table
 * played on by itself); when it has ended, its winners score (C12.3, C12.4), once.
 */
export function withCurrent(match: MatchState, state: CardsState): MatchState {
  let m: MatchState = { ...match, current: state };
  if (state.result && !match.current.result) {
    const last = m.games[m.games.length - 1]!;
    const scorers = state.result.winners.map((s) => last.seating[s]).filter((p): p is number => p !== null && p !== undefined);
    const scores = m.scores.map((v, p) => v + (scorers.includes(p) ? 1 : 0));
    const reached = scores.flatMap((v, p) => (v >= m.target ? [p] : []));
    m = { ...m, scores, games: [...m.games.slice(0, -1), { ...last, scorers }], winners: reached.length ? reached : null };
  }
  return m;
}

/** The match's next game (C12.2, C12.5). Throws a Refusal GAME_OVER if the match is won; WRONG_ACT while a game goes on. */
export function nextGame(match: MatchState): MatchState {
  if (match.winners) throw new Refusal("GAME_OVER", "The match is won.");
  if (!match.current.result) throw new Refusal("WRONG_ACT", "The current game is not over.");
  const index = match.games.length;
  return {
    ...match,
    current: gameOf(match, index),
    games: [...match.games, { seating: seatingOf(match.players, index, match.firstAmbassador), scorers: [] }],
  };
}
