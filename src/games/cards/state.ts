/** Drafting a successor state with events: handlers replace sub-objects, never mutate them. */
import type { CardsState, GameEvent, RoundState, Seat } from "./types.js";

/** A shallow-writable copy of the state. */
export type Draft = { -readonly [K in keyof CardsState]: CardsState[K] };

/** Drafts whose log is their own copy (appended to in place until the action is done). */
const ownLog = new WeakSet<Draft>();

export function draft(state: CardsState): Draft {
  return { ...state };
}

/** Appends an event: public `data`, and private parts for the seats entitled to them (C13). */
export function emit(
  d: Draft, type: string, data: Record<string, unknown>, priv?: Partial<Record<Seat, Record<string, unknown>>>,
): void {
  const ev: GameEvent = priv
    ? { seq: d.log.length, round: d.round.number, type, data, private: priv }
    : { seq: d.log.length, round: d.round.number, type, data };
  // The first event of an action copies the log once; later ones append to that copy.
  if (!ownLog.has(d)) {
    d.log = d.log.slice();
    ownLog.add(d);
  }
  (d.log as GameEvent[]).push(ev);
}

/** Replaces fields of the round. */
export function setRound(d: Draft, patch: Partial<RoundState>): void {
  d.round = { ...d.round, ...patch };
}
