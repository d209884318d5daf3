/**
 * Game records: a compact, versioned JSON of a whole game —
 *
 *     { format: 1, game: "board", version: 1, options, names, actions, result }
 *
 * `options` are the options the game was created with (seed and player count included), `names`
 * the seats' names in seat order, `actions` every action applied, each a short array
 * `[code, seat, ...fields]` (the game's own table of codes, the seat's index in seat order), and
 * `result` how it ended (null while it goes on). A record is checked by replaying it through the
 * game's own `createGame` and `applyAction`: one that does not replay, or whose result is not the
 * one stated, is refused with a typed error. Reading one never throws, whatever the input.
 *
 * A game keeps what a record needs in its own state (`history`: the options and the compact
 * actions, appended by its referee), so a table needs nothing but the final state to make one.
 */
import type { AnyGame } from "./game.js";
import { MAX_RECORD_ACTIONS } from "./record-codec.js";
import { isPlainObject, sameData } from "./plain.js";

export { MAX_RECORD_ACTIONS };
export const RECORD_FORMAT = 1;
/** The longest record text read (characters). */
export const MAX_RECORD_CHARS = 2_000_000;
/** The longest seat name kept. */
export const MAX_NAME_CHARS = 40;

/** What a state keeps for a record: its creation options and every recorded action, compact. */
export interface History {
  readonly options: unknown;
  readonly actions: readonly (readonly unknown[])[];
}

/** A game's part in records: the compact form of its actions, and its state's history. */
export interface Recording<State, Action> {
  /** The compact form of an action (by the seats of its game, in seat order). */
  encode(action: Action, seats: readonly string[]): unknown[];
  /** The action of a compact one, or null when it is not one. */
  decode(compact: unknown, seats: readonly string[]): Action | null;
  /** What the state keeps for a record, or null (a state from before records were kept). */
  history(state: State): History | null;
  /**
   * The history of a finished game as a record may show it, where that is less than the referee
   * keeps (the card game: no seed, the unseen piles and discarded choices withheld, CARD-GAME.md
   * C13.4); null when it cannot be made. Absent: the history as kept.
   */
  published?(state: State, history: History): History | null;
}

export interface GameRecord {
  readonly format: 1;
  readonly game: string;
  readonly version: number;
  readonly options: unknown;
  /** The seats' names, in seat order ("" where none was given). */
  readonly names: readonly string[];
  readonly actions: readonly (readonly unknown[])[];
  readonly result: { readonly winners: readonly string[]; readonly reason: string } | null;
}

export const RECORD_CODES = {
  RECORD_MALFORMED: "That is not a game record.",
  RECORD_TOO_LARGE: "That record is too large.",
  RECORD_WRONG_GAME: "That is a record of another game.",
  RECORD_WRONG_VERSION: "That record was made by another version of the rules.",
  RECORD_BAD_OPTIONS: "The game of that record cannot be set up.",
  RECORD_DOES_NOT_REPLAY: "That record does not replay: one of its actions is refused by the rules.",
  RECORD_RESULT_MISMATCH: "The result that record states is not the one its game reaches.",
  RECORD_UNAVAILABLE: "This game keeps no record (it was started before records were kept).",
} as const;

export type RecordCode = keyof typeof RECORD_CODES;

/** A refusal of a record: a stable code, a sentence, and for RECORD_DOES_NOT_REPLAY the index of the first refused action. */
export interface RecordError {
  readonly code: RecordCode;
  readonly message: string;
  readonly index?: number;
}

const fail = (code: RecordCode, detail?: string, index?: number): { ok: false; error: RecordError } => ({
  ok: false,
  error: { code, message: detail ? `${RECORD_CODES[code]} (${detail})` : RECORD_CODES[code], ...(index !== undefined ? { index } : {}) },
});

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Why `x` is not plain, bounded JSON (at most `budget` values, `depth` levels, strings of 4096
 * characters, no `__proto__`/`constructor`/`prototype` key), or null. Never throws.
 */
export function jsonProblem(x: unknown, budget = 500_000, depth = 12): string | null {
  let left = budget;
  const walk = (v: unknown, d: number): string | null => {
    if (--left < 0) return "too many values";
    if (v === null || typeof v === "boolean") return null;
    if (typeof v === "number") return Number.isFinite(v) ? null : "a number that is not finite";
    if (typeof v === "string") return v.length <= 4096 ? null : "a string too long";
    if (d >= depth) return "nested too deep";
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const p = walk(v[i], d + 1);
        if (p) return p;
      }
      return null;
    }
    if (typeof v !== "object") return `a ${typeof v}`;
    if (!isPlainObject(v)) return "an object that is not plain";
    for (const k of Object.keys(v)) {
      if (FORBIDDEN_KEYS.has(k)) return `the key "${k}"`;
      const p = walk((v as Record<string, unknown>)[k], d + 1);
      if (p) return p;
    }
    return null;
  };
  return walk(x, 0);
}

const isPlain = isPlainObject;

/**
 * Reads a record (JSON text or an object) of `game` without replaying it: its shape, sizes, game
 * and version. The record, or a refusal. Never throws.
 */
export function readRecord(game: AnyGame, input: unknown): { ok: true; record: GameRecord } | { ok: false; error: RecordError } {
  let x: unknown = input;
  if (typeof input === "string") {
    if (input.length > MAX_RECORD_CHARS) return fail("RECORD_TOO_LARGE", `${input.length} characters`);
    try {
      x = JSON.parse(input);
    } catch {
      return fail("RECORD_MALFORMED", "not JSON");
    }
  }
  if (!isPlain(x)) return fail("RECORD_MALFORMED", "not an object");
  const keys = ["format", "game", "version", "options", "names", "actions", "result"];
  for (const k of Object.keys(x)) if (!keys.includes(k)) return fail("RECORD_MALFORMED", `unexpected key "${k.slice(0, 24)}"`);
  for (const k of keys) if (!Object.prototype.hasOwnProperty.call(x, k)) return fail("RECORD_MALFORMED", `no ${k}`);
  if (x.format !== RECORD_FORMAT) return fail("RECORD_WRONG_VERSION", `format ${String(x.format).slice(0, 16)}`);
  if (x.game !== game.id) return fail("RECORD_WRONG_GAME", `a record of ${typeof x.game === "string" ? x.game.slice(0, 16) : "no game"}`);
  if (x.version !== game.version) return fail("RECORD_WRONG_VERSION", `rules version ${String(x.version).slice(0, 16)}`);
  if (!Array.isArray(x.actions)) return fail("RECORD_MALFORMED", "actions is not a list");
  if (x.actions.length > MAX_RECORD_ACTIONS) return fail("RECORD_TOO_LARGE", `${x.actions.length} actions`);
  const json = jsonProblem(x, MAX_RECORD_ACTIONS * 12 + 10_000);
  if (json) return fail(json === "too many values" ? "RECORD_TOO_LARGE" : "RECORD_MALFORMED", json);
  if (!x.actions.every((a) => Array.isArray(a) && a.length >= 2 && a.length <= 8)) return fail("RECORD_MALFORMED", "an action is not a short list");
  if (!isPlain(x.options)) return fail("RECORD_MALFORMED", "options is not an object");
  const names = x.names;
  if (!Array.isArray(names) || names.length > 8 || !names.every((n) => typeof n === "string" && n.length <= MAX_NAME_CHARS)) {
    return fail("RECORD_MALFORMED", "names is not a short list of short names");
  }
  const r = x.result;
  if (r !== null && !(isPlain(r) && Object.keys(r).length === 2 && Array.isArray(r.winners) && r.winners.length <= 8 &&
    r.winners.every((w) => typeof w === "string" && w.length <= 16) && typeof r.reason === "string" && r.reason.length <= 64)) {
    return fail("RECORD_MALFORMED", "result is neither null nor { winners, reason }");
  }
  return { ok: true, record: x as unknown as GameRecord };
}

/** What replaying a record gives: the record, the game's first state, the decoded actions, and the state reached. */
export interface Replayed<State = unknown, Action = unknown> {
  readonly ok: true;
  readonly record: GameRecord;
  readonly initial: State;
  readonly actions: readonly Action[];
  readonly state: State;
}

/**
 * Reads and replays a record of `game` through its own `createGame` and `applyAction`, refusing it
 * (with the index of the first refused action) when it does not replay, or when its stated result
 * is not the one its game reaches. Never throws.
 */
export function replayRecord<State = unknown, Action = unknown>(
  game: AnyGame, input: unknown,
): Replayed<State, Action> | { ok: false; error: RecordError } {
  const read = readRecord(game, input);
  if (!read.ok) return read;
  const record = read.record;
  const recording = game.recording as Recording<State, Action>;
  try {
    let initial: State;
    try {
      initial = game.createGame(record.options) as State;
    } catch (e) {
      return fail("RECORD_BAD_OPTIONS", String((e as Error)?.message ?? e).slice(0, 120));
    }
    const seats = game.seats(initial) as readonly string[];
    if (record.names.length !== seats.length) return fail("RECORD_MALFORMED", `${record.names.length} names for ${seats.length} seats`);
    let state = initial;
    const actions: Action[] = [];
    for (let i = 0; i < record.actions.length; i++) {
      const action = recording.decode(record.actions[i], seats);
      if (action === null) return fail("RECORD_DOES_NOT_REPLAY", `action ${i} is not one of this game`, i);
      const r = game.applyAction(state, action);
      if (!r.ok) return fail("RECORD_DOES_NOT_REPLAY", `action ${i}: ${r.error.code}`, i);
      state = r.state as State;
      actions.push(action);
    }
    const outcome = game.outcome(state);
    const reached = outcome ? { winners: [...outcome.winners], reason: outcome.reason } : null;
    if (!sameData(reached, record.result)) {
      return fail("RECORD_RESULT_MISMATCH", `it reaches ${reached ? `${reached.reason}, ${reached.winners.join(" ") || "no winner"}` : "no end"}`);
    }
    return { ok: true, record, initial, actions, state };
  } catch (e) {
    // The rules should refuse, not throw; if they ever do, the record is refused all the same.
    return fail("RECORD_DOES_NOT_REPLAY", `the rules failed: ${String((e as Error)?.message ?? e).slice(0, 120)}`);
  }
}

/** Checks a record of `game` by replaying it: the record and the state it reaches, or a refusal. Never throws. */
export function verifyRecord<State = unknown>(
  game: AnyGame, input: unknown,
): { ok: true; record: GameRecord; state: State } | { ok: false; error: RecordError } {
  const r = replayRecord<State>(game, input);
  return r.ok ? { ok: true, record: r.record, state: r.state } : r;
}

/**
 * The record of a game from its state (what its referee kept: the creation options and every
 * action) and its seats' names (by seat; missing ones are ""). Replays it before giving it, so a
 * record made is always one that verifies: RECORD_UNAVAILABLE for a state that kept no history (one
 * from before records), RECORD_DOES_NOT_REPLAY when its history is not its game's. Never throws.
 */
export function makeRecord(
  game: AnyGame, state: unknown, names: Readonly<Record<string, string | undefined>> = {},
): { ok: true; record: GameRecord } | { ok: false; error: RecordError } {
  try {
    if (!game.isState(state)) return fail("RECORD_MALFORMED", "not a state of the game");
    const recording = game.recording as Recording<unknown, unknown>;
    const kept = recording.history(state);
    if (!kept) return fail("RECORD_UNAVAILABLE");
    const outcome = game.outcome(state);
    const history = outcome && recording.published ? recording.published(state, kept) : kept;
    if (!history) return fail("RECORD_DOES_NOT_REPLAY", "its history cannot be published");
    const seats = game.seats(state) as readonly string[];
    const record: GameRecord = {
      format: RECORD_FORMAT,
      game: game.id,
      version: game.version,
      options: history.options,
      names: seats.map((s) => {
        const n = names[s];
        return typeof n === "string" ? n.slice(0, MAX_NAME_CHARS) : "";
      }),
      actions: history.actions,
      result: outcome ? { winners: [...outcome.winners], reason: outcome.reason } : null,
    };
    const copy = JSON.parse(JSON.stringify(record)) as GameRecord;
    const replayed = replayRecord(game, copy);
    if (!replayed.ok) return replayed;
    // The replay must reach this very game (same events, same secrets), not merely one that ends alike.
    const logOf = (s: unknown) => JSON.stringify((s as { log?: unknown }).log);
    if (logOf(replayed.state) !== logOf(state)) return fail("RECORD_DOES_NOT_REPLAY", "its history does not reach this game");
    return { ok: true, record: copy };
  } catch (e) {
    return fail("RECORD_MALFORMED", String((e as Error)?.message ?? e).slice(0, 120));
  }
}

// The compact form of actions (what a game's referee appends to its history) is ./record-codec.ts,
// apart so that a game's rules carry it without the code that makes, reads and replays records.
export { actionCodec, type CodecTable } from "./record-codec.js";
