/**
 * What a guest keeps of a table across reloads (its store): its seat token, randomness, name and
 * seat, and what it pinned of the host — the key (from the invite link, or at the first proof), the
 * seed commitment at the first welcome, the deal's shares of randomness frozen at the start — so
 * the checks at the end (./guest-trust.ts) hold the host to them.
 */
import { protocolError, type Lobby, type LobbySeat, type ProtocolError } from "./protocol.js";
import type { AnyGame } from "../games/kernel/game.js";
import type { TableStore } from "./local-table.js";
import { randomHex } from "./peer-options.js";
import { loadSave, readGuestSave, writeGuestSave } from "./saves.js";

/** What a guest keeps of a table across reloads (its store). */
export interface Kept {
  token?: string;
  nonce: string;
  /** This guest was at the table before the start, so its nonce is in the deal. */
  beforeStart?: boolean;
  /** The name and seat chosen in the lobby (they outlast a reload). */
  name?: string;
  seat?: LobbySeat["seat"] | "spectator";
  /** The host key's fingerprint, from the link or pinned at the first proof (a link without one). */
  hostKey?: string;
  /** The game number `seat` was given for (absent: a save from before re-seating between games). */
  seatGame?: number;
  /** The game number at the table the pins below are of (absent: the first). */
  game?: number;
  /** The host's seed commitment, pinned at the first welcome that carried one (for each game number). */
  commit?: string;
  /** The hashes of the deal's shares of randomness as announced before the start (frozen at the start). */
  shares?: string[];
  sharesFrozen?: boolean;
}

/**
 * What a lobby does to the pins: nothing new (`same`), a new game (`next`: its number went up, and
 * the host's new commitment and shares are pinned afresh), or a refusal: an earlier game number
 * than this guest has seen (`GAME_BACKWARDS`), or another commitment within the same game
 * (`COMMIT_CHANGED`). A refused lobby changes no pin (the guest does not take it).
 */
export type Pinned = { ok: true; next: boolean } | { ok: false; error: ProtocolError };

/**
 * Pins the host's commitment at the first welcome of each game (its number in the lobby), and the
 * announced shares until that game's start.
 */
export function pinLobby(kept: Kept, lobby: Lobby): Pinned {
  const game = lobby.game ?? 1;
  const was = kept.game ?? 1;
  if (game < was) return { ok: false, error: protocolError("GAME_BACKWARDS", `game ${game} after game ${was}`) };
  const next = game > was;
  if (next) {
    // A new deal: its own commitment, its own shares, and this guest is at it before its start or not.
    kept.game = game;
    delete kept.commit;
    kept.shares = [];
    kept.sharesFrozen = false;
    kept.beforeStart = !lobby.started;
  } else if (lobby.commit && kept.commit && lobby.commit !== kept.commit) {
    return { ok: false, error: protocolError("COMMIT_CHANGED", `game ${game}`) };
  }
  if (lobby.commit && !kept.commit) kept.commit = lobby.commit;
  if (!kept.sharesFrozen) {
    kept.shares = [...(lobby.shares ?? [])];
    if (lobby.started) kept.sharesFrozen = true;
  }
  return { ok: true, next };
}

/**
 * A welcome (the game's id and version already checked): where the host put this guest (its own
 * choice, or a place when its wish was taken or its seat went) is where a reload asks to be again,
 * with the name chosen with it (`asked`); a guest who watches has no seat token. True when the
 * welcome answers `asked`.
 */
export function keepWelcome(kept: Kept, seat: LobbySeat["seat"] | "spectator", token: string | undefined, started: boolean, asked: { seat: string; name: string } | null, game = 1): boolean {
  kept.seat = seat;
  kept.seatGame = game;
  if (token) kept.token = token;
  else delete kept.token;
  if (!started) kept.beforeStart = true;
  if (asked?.seat !== seat) return false;
  if (asked.name) kept.name = asked.name;
  return true;
}

/** The game's rule for a seat between games: where the one at `seat` in game `game - 1` sits in game `game` (at a table of `players`). */
export type NextSeat = (players: number, seat: string, game: number) => string;

/**
 * A welcome to a later game than the one this guest's seat was given for: the seat must be the one
 * the game's re-seating (`next`; none: everyone keeps their seat) gives from its kept seat, game
 * after game, unless this guest asked for it before that game's start. Another is refused
 * (`SEAT_MOVED`): the guest takes nothing of that welcome and keeps its seat, so the views of its
 * old seat are the only ones it accepts. A guest that watched, or kept no seat game (a save from
 * before), checks nothing. Null: the seat checks.
 */
export function seatMoveProblem(kept: Kept, seat: string, lobby: Lobby, asked: { seat: string } | null, next?: NextSeat): ProtocolError | null {
  const from = kept.seatGame;
  const game = lobby.game ?? 1;
  if (from === undefined || !kept.seat || kept.seat === "spectator" || game <= from) return null;
  if (asked?.seat === seat && !lobby.started) return null;
  let expected: string = kept.seat;
  // The game number is bounded (protocol.ts MAX_GAME_NUMBER), so is this walk.
  for (let g = from + 1; next && g <= game; g++) expected = next(lobby.players, expected, g);
  return seat === expected ? null : protocolError("SEAT_MOVED", `game ${game}: ${seat.slice(0, 20)}, not ${expected.slice(0, 20)}`);
}

/** What this browser kept of the table (a fresh share of randomness if nothing); an invite link's fingerprint wins over one pinned before. */
export function loadKept(game: AnyGame, store: TableStore | undefined, hostKey: string | undefined): Kept {
  const kept = loadSave(store, (raw) => readGuestSave<Kept>(game, raw));
  const k = kept.status === "ok" ? kept.body : { nonce: randomHex(16) };
  if (hostKey) k.hostKey = hostKey;
  return k;
}

/** Keeps it in the store (without storage, this guest will not get its seat back after a reload). */
export function saveKept(game: AnyGame, store: TableStore | undefined, kept: Kept): void {
  try {
    store?.save(writeGuestSave(game, kept));
  } catch {
    // no storage
  }
}
