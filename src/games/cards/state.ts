/** Drafting a successor state with events: handlers replace sub-objects, never mutate them. */
import type { CardsState, GameEvent, RoundState, Seat } from "./types.js";

/**
 * A shallow-writable copy of the state. Its `log` stays the given state's until `seal`; the
 * action's events wait in `fresh` (so the log is copied once, at its final size: docs/cards.md, "Speed").
 * The round and the tiles are the given state's too until a handler first changes them: then the
 * draft copies them once (`ownRound`, `ownTiles`) and later changes in the same action write to its copy.
 */
export type Draft = { -readonly [K in keyof CardsState]: CardsState[K] } & {
  readonly fresh: GameEvent[];
  /** Whether `round` / `tiles` are this draft's own copies (writable) rather than the given state's. */
  ownsRound: boolean;
  ownsTiles: boolean;
};

/** A round whose fields a draft may set. */
type WritableRound = { -readonly [K in keyof RoundState]: RoundState[K] };
/** Tiles by holder, replaceable one holder at a time. */
type WritableTiles = { -readonly [K in keyof CardsState["tiles"]]: CardsState["tiles"][K] };

export function draft(s: CardsState): Draft {
  return {
    version: s.version, game: s.game, players: s.players, seats: s.seats, roles: s.roles, codes: s.codes, secrets: s.secrets,
    tiles: s.tiles, round: s.round, records: s.records, maxRounds: s.maxRounds, log: s.log, seed: s.seed, rng: s.rng,
    fixed: s.fixed, shuffles: s.shuffles, result: s.result, history: s.history, fresh: [], ownsRound: false, ownsTiles: false,
    ...(s.pileSeed !== undefined ? { pileSeed: s.pileSeed } : {}),
  };
}

/** The finished state of a draft: the same fields in the same order, the action's events appended to a copy of the log. */
export function seal(d: Draft): CardsState {
  return {
    version: d.version, game: d.game, players: d.players, seats: d.seats, roles: d.roles, codes: d.codes, secrets: d.secrets,
    tiles: d.tiles, round: d.round, records: d.records, maxRounds: d.maxRounds,
    log: d.fresh.length > 0 ? d.log.concat(d.fresh) : d.log, seed: d.seed, rng: d.rng,
    fixed: d.fixed, shuffles: d.shuffles, result: d.result, history: d.history,
    ...(d.pileSeed !== undefined ? { pileSeed: d.pileSeed } : {}),
  };
}

/** Appends an event: public `data`, and private parts for the seats entitled to them (C13). */
export function emit(
  d: Draft, type: string, data: Record<string, unknown>, priv?: Partial<Record<Seat, Record<string, unknown>>>,
): void {
  const seq = d.log.length + d.fresh.length;
  const ev: GameEvent = priv
    ? { seq, round: d.round.number, type, data, private: priv }
    : { seq, round: d.round.number, type, data };
  d.fresh.push(ev);
}

/** The draft's own round, copied from the given state's the first time (the same fields in the same order). */
function ownRound(d: Draft): WritableRound {
  if (!d.ownsRound) {
    const r = d.round;
    d.round = {
      number: r.number, first: r.first, order: r.order, phase: r.phase, placed: r.placed, sealedTile: r.sealedTile,
      meetings: r.meetings, current: r.current, choices: r.choices, question: r.question,
    };
    d.ownsRound = true;
  }
  return d.round as WritableRound;
}

/** Sets a round the draft made itself (a new round: C3); later changes in this action write to it. */
export function newRound(d: Draft, round: RoundState): void {
  d.round = round;
  d.ownsRound = true;
}

/** Replaces fields of the round (absent or undefined fields keep their value; `sealedTile` and `question` take null when given). */
export function setRound(d: Draft, patch: Partial<RoundState>): void {
  const r = ownRound(d);
  if (patch.number !== undefined) r.number = patch.number;
  if (patch.first !== undefined) r.first = patch.first;
  if (patch.order !== undefined) r.order = patch.order;
  if (patch.phase !== undefined) r.phase = patch.phase;
  if (patch.placed !== undefined) r.placed = patch.placed;
  if ("sealedTile" in patch) r.sealedTile = patch.sealedTile!;
  if (patch.meetings !== undefined) r.meetings = patch.meetings;
  if (patch.current !== undefined) r.current = patch.current;
  if (patch.choices !== undefined) r.choices = patch.choices;
  if ("question" in patch) r.question = patch.question!;
}

/** The draft's own tiles by holder (copied the first time), each holder's entry replaced, never changed. */
export function ownTiles(d: Draft): WritableTiles {
  if (!d.ownsTiles) {
    d.tiles = { ...d.tiles };
    d.ownsTiles = true;
  }
  return d.tiles as WritableTiles;
}
