/**
 * The board game's saves in the save format (save-format.ts): what the tables need of its rules to
 * check a save (without its bots, which a first paint never loads), and each kind's body with its
 * check and its reader of the old format (`{ v: 1, … }`, migrated on load). A card game plugs in
 * with rules of its own of the same shape.
 */
import { BOARD_VERSION } from "../games/board/version.js";
import { stateProblem as boardStateProblem } from "../games/board/guards.js";
import { legalActions, waitingFor } from "../games/board/legal.js";
import { seedDealProblem } from "../games/board/setup.js";
import { viewFor } from "../games/board/view.js";
import type { GameState, Seat } from "../games/board/index.js";
import type { AnyGame } from "../games/kernel/game.js";
import { readSave, stateProblem, writeSave, type SaveRead } from "./save-format.js";
import type { TableStore } from "./local-table.js";
import type { SeatRecord } from "./seating.js";

/** What a save's checks need of a game. */
export type SaveRules = Pick<AnyGame, "id" | "version" | "isState" | "seats" | "viewFor" | "viewProblem" | "waitingOn" | "legalActions" | "seedProblem">;

function viewShape(v: unknown): string | null {
  const x = v as Record<string, unknown> | null;
  if (typeof x !== "object" || x === null || typeof x.viewer !== "string") return "no viewer";
  return Array.isArray(x.seats) && Array.isArray(x.legal) && Array.isArray(x.log) && typeof x.turn === "object" ? null : "not a view";
}

/** The board game's rules as its saves' checks use them. */
export const boardSaveRules: SaveRules = {
  id: "board",
  version: BOARD_VERSION,
  isState: (x: unknown): x is GameState => boardStateProblem(x) === null,
  seats: (s: GameState) => s.seats,
  viewFor,
  viewProblem: viewShape,
  waitingOn: (s: GameState) => {
    const seat = waitingFor(s);
    return seat ? [seat] : [];
  },
  legalActions,
  seedProblem: seedDealProblem,
};

const game = boardSaveRules as AnyGame;

/** A local (solo, hot-seat) game's save: the state and the seats played at this screen. */
export interface LocalSave {
  readonly state: GameState;
  readonly humans: readonly Seat[];
}

/** A network table's save at its host. */
export interface HostSave {
  readonly tableId: string;
  readonly players: 3 | 4 | 5;
  readonly hostSeed: string;
  readonly seats: Readonly<Record<string, SeatRecord>>;
  readonly state: GameState | null;
  /** Every share of randomness the deal was made from (seats' and watchers' at the start). */
  readonly nonces?: readonly string[];
  readonly assistant?: boolean;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
const isText = (x: unknown, max: number) => typeof x === "string" && x.length > 0 && x.length <= max;

function localProblem(body: unknown): string | null {
  if (!isObject(body) || !Array.isArray(body.humans)) return "not a local game's save";
  const p = stateProblem(game, body.state);
  if (p) return p;
  const seats = (body.state as GameState).seats;
  return body.humans.every((h) => seats.includes(h as Seat)) ? null : "it names seats not at the table";
}

function hostProblem(body: unknown): string | null {
  if (!isObject(body) || !isText(body.tableId, 64) || !isText(body.hostSeed, 128) || !isObject(body.seats)) return "not a table's save";
  if (body.players !== 3 && body.players !== 4 && body.players !== 5) return "no player count";
  if (body.nonces !== undefined && !(Array.isArray(body.nonces) && body.nonces.length <= 64 && body.nonces.every((n) => isText(n, 128)))) return "bad shares of randomness";
  if (body.state === null) return null;
  // A network table's game is dealt from its seed alone: swapped secrets are found.
  return stateProblem(game, body.state, true) ?? ((body.state as GameState).players === body.players ? null : "its count is not its game's");
}

/** Reads a local game's save (an old one is migrated); never throws. */
export function readLocalSave(raw: string | null | undefined): SaveRead<LocalSave> {
  return readSave<LocalSave>(raw, game, "local", localProblem, (old) => (old.v === 1 ? { state: old.state, humans: old.humans } : null));
}

export function writeLocalSave(save: LocalSave): string {
  return writeSave(game, "local", save, !!save.state.result);
}

/** Reads a host's table save (an old one is migrated); never throws. */
export function readHostSave(raw: string | null | undefined): SaveRead<HostSave> {
  return readSave<HostSave>(raw, game, "host", hostProblem, (old) => {
    if (old.v !== 1) return null;
    const { v: _v, ...body } = old;
    return body;
  });
}

export function writeHostSave(save: HostSave): string {
  return writeSave(game, "host", save, !!save.state?.result);
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

/** What a guest keeps of its seat at a table (its token, its randomness, the host's key it pinned). */
function guestProblem(body: unknown): string | null {
  if (!isObject(body) || !isText(body.nonce, 128)) return "not a seat's save";
  for (const k of ["token", "name", "seat", "hostKey", "commit"]) if (body[k] !== undefined && typeof body[k] !== "string") return `a bad ${k}`;
  return body.shares === undefined || (Array.isArray(body.shares) && body.shares.every((x) => typeof x === "string")) ? null : "bad shares";
}

/** Reads what a guest kept of its seat (an old save is migrated); never throws. */
export function readGuestSave<T>(raw: string | null | undefined): SaveRead<T> {
  return readSave<T>(raw, game, "guest", guestProblem, (old) => (typeof old.nonce === "string" && old.v === undefined ? old : null));
}

export function writeGuestSave(kept: object): string {
  return writeSave(game, "guest", kept, false);
}

/**
 * Reads a saved local board game (an old one migrated), or null if there is none or it is damaged
 * (then handed to the store's `damaged`). Here rather than beside `LocalTable`, so that a table of
 * another game does not carry the board game's save checks.
 */
export function readSaved(store: TableStore): LocalSave | null {
  const r = loadSave(store, readLocalSave);
  return r.status === "ok" ? r.body : null;
}
