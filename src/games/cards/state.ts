/** Drafting a successor state with events: handlers replace sub-objects, never mutate them. */
import type { CardsState, GameEvent, RoundState, Seat } from "./types.js";

/**
 * A shallow-writable copy of the state. Its `log` stays the given state's until `seal`; the
 * action's events wait in `fresh` (so the log is copied once, at its final size: docs/cards.md, "Speed").
 */
export type Draft = { -readonly [K in keyof CardsState]: CardsState[K] } & { readonly fresh: GameEvent[] };

export function draft(s: CardsState): Draft {
  return {
    version: s.version, game: s.game, players: s.players, seats: s.seats, roles: s.roles, codes: s.codes, secrets: s.secrets,
    tiles: s.tiles, round: s.round, records: s.records, maxRounds: s.maxRounds, log: s.log, seed: s.seed, rng: s.rng,
    fixed: s.fixed, shuffles: s.shuffles, result: s.result, history: s.history, fresh: [],
  };
}

/** The finished state of a draft: the same fields in the same order, the action's events appended to a copy of the log. */
export function seal(d: Draft): CardsState {
  return {
    version: d.version, game: d.game, players: d.players, seats: d.seats, roles: d.roles, codes: d.codes, secrets: d.secrets,
    tiles: d.tiles, round: d.round, records: d.records, maxRounds: d.maxRounds,
    log: d.fresh.length > 0 ? d.log.concat(d.fresh) : d.log, seed: d.seed, rng: d.rng,
    fixed: d.fixed, shuffles: d.shuffles, result: d.result, history: d.history,
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

/** Replaces fields of the round (the same fields in the same order). */
export function setRound(d: Draft, patch: Partial<RoundState>): void {
  const r = d.round;
  d.round = {
    number: patch.number ?? r.number, first: patch.first ?? r.first, order: patch.order ?? r.order,
    phase: patch.phase ?? r.phase, placed: patch.placed ?? r.placed,
    sealedTile: "sealedTile" in patch ? patch.sealedTile! : r.sealedTile,
    meetings: patch.meetings ?? r.meetings, current: patch.current ?? r.current,
    choices: patch.choices ?? r.choices, question: "question" in patch ? patch.question! : r.question,
  };
}
