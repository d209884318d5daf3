/**
 * What a table needs of the board game besides its rules: the seats of each player count at a
 * network table (3 players sit at red, yellow and green: the table's choice of colours, which
 * docs/rulings.md 11 allows — RULES.md §5.1 only says one colour is removed; 5 add the Ambassador), and how saves
 * written before the save format (`{ v: 1, … }`) read today (the table's save format migrates them).
 */
import type { Seat } from "./types.js";

/** The player counts a network table offers. */
export const BOARD_COUNTS = [3, 4, 5] as const;

const ORDER: Readonly<Record<number, readonly Seat[]>> = {
  3: ["red", "yellow", "green"],
  4: ["red", "yellow", "green", "blue"],
  5: ["red", "yellow", "green", "blue", "ambassador"],
};

/** The seats of a table of `players`, in turn order's colours; empty for a count the game has not. */
export function boardSeatsFor(players: number): readonly Seat[] {
  return ORDER[players] ?? [];
}

/**
 * A save of the format before the save format, as today's body of its kind, or null: a local game
 * was `{ v: 1, state, humans }`, a host's table `{ v: 1, tableId, … }`, a guest's seat its kept
 * fields with no `v` at all.
 */
export function boardLegacySave(kind: "local" | "host" | "guest", old: Record<string, unknown>): unknown {
  if (kind === "local") return old.v === 1 ? { state: old.state, humans: old.humans } : null;
  if (kind === "host") {
    if (old.v !== 1) return null;
    const { v: _v, ...body } = old;
    return body;
  }
  return typeof old.nonce === "string" && old.v === undefined ? old : null;
}
