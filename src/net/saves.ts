/**
 * Every game's saves in the save format (save-format.ts), checked with the game's own rules through
 * the kernel's `Game` (no game's rules are imported here): each kind's body with its check — a
 * local (solo, hot-seat) game, a host's table, a guest's seat — and the game's reader of saves
 * written before the format (`Game.legacySave`, the board game's `{ v: 1, … }`, migrated on load).
 */
import type { AnyGame, SeatOf, StateOf } from "../games/kernel/game.js";
import { readSave, stateProblem, writeSave, type SaveKind, type SaveRead } from "./save-format.js";
import type { TableStore } from "./local-table.js";
import type { Count, SeatRecord } from "./seating.js";

/** A local (solo, hot-seat) game's save: the state and the seats played at this screen, and what the UI keeps beside it (`meta`, e.g. a card match's scores). */
export interface LocalSave<G extends AnyGame = AnyGame> {
  readonly state: StateOf<G>;
  readonly humans: readonly SeatOf<G>[];
  readonly meta?: unknown;
}

/** A network table's save at its host. */
export interface HostSave<G extends AnyGame = AnyGame> {
  readonly tableId: string;
  readonly players: Count;
  readonly hostSeed: string;
  readonly seats: Readonly<Record<string, SeatRecord>>;
  readonly state: StateOf<G> | null;
  /** Every share of randomness the deal was made from (seats' and watchers' at the start). */
  readonly nonces?: readonly string[];
  readonly assistant?: boolean;
  /** The game's number at the table (absent: 1) and the match's score the lobby carries (host-table.ts). */
  readonly game?: number;
  readonly match?: unknown;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
const isText = (x: unknown, max: number) => typeof x === "string" && x.length > 0 && x.length <= max;

/** The game's reader of an older format's save of `kind`, or none. */
const legacyOf = (game: AnyGame, kind: SaveKind) => (old: Record<string, unknown>) => game.legacySave?.(kind, old) ?? null;

function localProblem(game: AnyGame, body: unknown): string | null {
  if (!isObject(body) || !Array.isArray(body.humans)) return "not a local game's save";
  const p = stateProblem(game, body.state);
  if (p) return p;
  const seats: readonly string[] = game.seats(body.state);
  return body.humans.every((h) => seats.includes(h as string)) ? null : "it names seats not at the table";
}

function hostProblem(game: AnyGame, body: unknown): string | null {
  if (!isObject(body) || !isText(body.tableId, 64) || !isText(body.hostSeed, 128) || !isObject(body.seats)) return "not a table's save";
  if (typeof body.players !== "number" || !game.playerCounts.includes(body.players)) return "no player count";
  // The seats saved are exactly the game's seats at that count (a guest's token is looked up there).
  const seats = game.seatsFor(body.players);
  if (Object.keys(body.seats).length !== seats.length || !seats.every((s) => isObject((body.seats as Record<string, unknown>)[s]))) return "its seats are not its game's";
  if (body.nonces !== undefined && !(Array.isArray(body.nonces) && body.nonces.length <= 64 && body.nonces.every((n) => isText(n, 128)))) return "bad shares of randomness";
  if (body.state === null) return null;
  // A network table's game is dealt from its seed alone: swapped secrets are found.
  const p = stateProblem(game, body.state, true);
  if (p) return p;
  const played: readonly string[] = game.seats(body.state);
  return seats.every((s) => played.includes(s)) ? null : "its count is not its game's";
}

/** What a guest keeps of its seat at a table (its token, its randomness, the host's key it pinned). */
function guestProblem(body: unknown): string | null {
  if (!isObject(body) || !isText(body.nonce, 128)) return "not a seat's save";
  for (const k of ["token", "name", "seat", "hostKey", "commit"]) if (body[k] !== undefined && typeof body[k] !== "string") return `a bad ${k}`;
  return body.shares === undefined || (Array.isArray(body.shares) && body.shares.every((x) => typeof x === "string")) ? null : "bad shares";
}

/** Reads a local game's save of `game` (an older format's migrated); never throws. */
export function readLocalSave<G extends AnyGame>(game: G, raw: string | null | undefined): SaveRead<LocalSave<G>> {
  return readSave<LocalSave<G>>(raw, game, "local", (b) => localProblem(game, b), legacyOf(game, "local"));
}

export function writeLocalSave<G extends AnyGame>(game: G, save: LocalSave<G>): string {
  return writeSave(game, "local", save, !!game.outcome(save.state));
}

/** Reads a host's table save of `game` (an older format's migrated); never throws. */
export function readHostSave<G extends AnyGame>(game: G, raw: string | null | undefined): SaveRead<HostSave<G>> {
  return readSave<HostSave<G>>(raw, game, "host", (b) => hostProblem(game, b), legacyOf(game, "host"));
}

export function writeHostSave<G extends AnyGame>(game: G, save: HostSave<G>): string {
  return writeSave(game, "host", save, !!(save.state && game.outcome(save.state)));
}

/** Reads what a guest of `game` kept of its seat (an older format's migrated); never throws. */
export function readGuestSave<T>(game: AnyGame, raw: string | null | undefined): SaveRead<T> {
  return readSave<T>(raw, game, "guest", guestProblem, legacyOf(game, "guest"));
}

export function writeGuestSave(game: AnyGame, kept: object): string {
  return writeSave(game, "guest", kept, false);
}

/**
 * Loads a save from a store: a damaged one is handed to the store's `damaged` (kept aside there,
 * the player told) and read as none.
 */
export function loadSave<T>(store: TableStore | undefined, read: (raw: string | null) => SaveRead<T>): SaveRead<T> {
  let raw: string | null = null;
  try {
    raw = store?.load() ?? null;
  } catch {
    return { status: "none" };
  }
  const r = read(raw);
  if (r.status === "damaged" && raw) store?.damaged?.(raw, r.why);
  return r;
}
