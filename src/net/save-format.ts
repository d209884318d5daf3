/**
 * The save format (2): every saved game, of any game (the kernel's `Game` id) and any mode (a local
 * game, a hosted table, a guest's seat), is one envelope
 *
 *     { format: 2, game: "board", version: 1, kind: "local" | "host" | "guest", over, check, body }
 *
 * `check` is a 64-bit hash of everything else. It is a plain synchronous hash, not SubtleCrypto's
 * SHA-256, on purpose: saves are written when the page hides or goes (`pagehide`), where a promise
 * may never settle, and read in a table's constructor; and a key in the page could not stop the
 * page's own user from editing a save anyway (they can recompute anything the page computes). What
 * it catches is corruption (a truncated write, a bit flipped, an extension's edit) and blind
 * tampering (an edit that does not recompute it). A save that passes is still checked by the
 * game's own rules (`isState`, every seat's view, the legal actions, and the deal against the seed
 * where the game can tell) before it is trusted. Saves written before this format (`{ v: 1, … }`) are read
 * by each kind's `legacy` reader, checked the same way, and written in this format next time.
 */
import type { AnyGame } from "../games/kernel/game.js";

export const SAVE_FORMAT = 2;

export type SaveKind = "local" | "host" | "guest";

/** What reading a save found. `damaged`: kept aside by the caller, never used and never overwritten. */
export type SaveRead<T> =
  | { readonly status: "none" }
  | { readonly status: "ok"; readonly body: T; readonly migrated: boolean }
  | { readonly status: "damaged"; readonly why: string };

/** A 64-bit hash (two 32-bit lanes, each multiplied and mixed at the end), 16 hex digits. */
export function saveHash(text: string): string {
  let a = 0x811c9dc5 ^ text.length;
  let b = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b) ^ Math.imul(b ^ (b >>> 13), 0xc2b2ae35);
  b = Math.imul(b ^ (b >>> 16), 0x27d4eb2f) ^ Math.imul(a ^ (a >>> 15), 0x165667b1);
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}

function checked(game: string, version: number, kind: SaveKind, over: boolean, body: string): string {
  return saveHash(`${game}\n${version}\n${kind}\n${over}\n${body}`);
}

/** The text of a save: `over` marks a finished game (pruned first when the store is full). */
export function writeSave(game: AnyGame, kind: SaveKind, body: unknown, over: boolean): string {
  const text = JSON.stringify(body);
  const check = checked(game.id, game.version, kind, over, text);
  // `at` (when it was written) orders finished games for pruning; it is outside the check, and nothing trusts it.
  return `{"format":${SAVE_FORMAT},"game":${JSON.stringify(game.id)},"version":${game.version},"kind":"${kind}","over":${over},"at":${Date.now()},"check":"${check}","body":${text}}`;
}

/** What any save says of itself without trusting it: its kind and whether its game is over (for pruning). */
export function saveSummary(raw: string): { format: number; over: boolean; at: number } | null {
  try {
    const s = JSON.parse(raw) as Record<string, unknown>;
    if (s?.format === SAVE_FORMAT) return { format: SAVE_FORMAT, over: s.over === true, at: typeof s.at === "number" ? s.at : 0 };
    // Before format 2: a game's state says whether it is over.
    const state = (s?.state ?? null) as { result?: unknown } | null;
    return s && s.v === 1 ? { format: 1, over: !!state && typeof state === "object" && !!state.result, at: 0 } : null;
  } catch {
    return null;
  }
}

/**
 * Reads a save of `game` and `kind`: its envelope and hash, then `check` (why the body is not a
 * good one, or null); a save of the old format goes through `legacy` (its body, or null when it is
 * not one) and the same `check`. Never throws.
 */
export function readSave<T>(
  raw: string | null | undefined,
  game: AnyGame,
  kind: SaveKind,
  check: (body: unknown) => string | null,
  legacy: (old: Record<string, unknown>) => unknown,
): SaveRead<T> {
  if (!raw) return { status: "none" };
  let s: Record<string, unknown>;
  try {
    s = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return { status: "damaged", why: "not JSON" };
  }
  if (typeof s !== "object" || s === null || Array.isArray(s)) return { status: "damaged", why: "not a save" };
  let body: unknown;
  let migrated = false;
  if (s.format === SAVE_FORMAT) {
    if (s.game !== game.id) return { status: "damaged", why: `a save of another game (${String(s.game).slice(0, 20)})` };
    if (s.kind !== kind) return { status: "damaged", why: `a save of another kind (${String(s.kind).slice(0, 20)})` };
    if (s.version !== game.version) return { status: "damaged", why: `a save of version ${String(s.version).slice(0, 20)} of the game` };
    if (typeof s.over !== "boolean" || s.check !== checked(game.id, game.version, kind, s.over, JSON.stringify(s.body))) {
      return { status: "damaged", why: "its integrity check fails" };
    }
    body = s.body;
  } else if (typeof s.format === "number") {
    return { status: "damaged", why: `a save of format ${s.format}` };
  } else {
    body = legacy(s);
    if (body === null || body === undefined) return { status: "damaged", why: "not a save of this game" };
    migrated = true;
  }
  let problem: string | null;
  try {
    problem = check(body);
  } catch (e) {
    problem = `the rules cannot read it (${(e as Error)?.message ?? e})`;
  }
  return problem ? { status: "damaged", why: problem } : { status: "ok", body: body as T, migrated };
}

/**
 * Why a game's state is not one to resume, or null: the game's own state check, then every seat's
 * view, whom it waits for and their legal actions must come out without an error; and for a game
 * dealt from its seed alone (`fromSeed`: a network table's), the deal against the seed
 * (`seedProblem`, where the game has one), so swapped secrets are found.
 */
export function stateProblem(game: AnyGame, state: unknown, fromSeed = false): string | null {
  if (!game.isState(state)) return "not a state of the game";
  const seats = game.seats(state);
  if (!Array.isArray(seats) || !seats.length) return "no seats";
  for (const viewer of [...seats, "spectator"]) {
    const view = game.viewFor(state, viewer) as { viewer?: unknown } | null;
    if (!view || view.viewer !== viewer || game.viewProblem(view)) return `the view of ${viewer} is broken`;
  }
  for (const seat of game.waitingOn(state)) {
    if (!seats.includes(seat)) return "it waits for a seat not at the table";
    game.legalActions(state, seat);
  }
  return fromSeed && game.seedProblem ? game.seedProblem(state) : null;
}
