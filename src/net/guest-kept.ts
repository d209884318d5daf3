/**
 * What a guest keeps of a table across reloads (its store): its seat token, randomness, name and
 * seat, and what it pinned of the host — the key (from the invite link, or at the first proof), the
 * seed commitment at the first welcome, the deal's shares of randomness frozen at the start — so
 * the checks at the end (./guest-trust.ts) hold the host to them.
 */
import type { Lobby, LobbySeat } from "./protocol.js";

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
  /** The host's seed commitment, pinned at the first welcome that carried one. */
  commit?: string;
  /** The hashes of the deal's shares of randomness as announced before the start (frozen at the start). */
  shares?: string[];
  sharesFrozen?: boolean;
}

/** Pins the host's commitment at the first welcome, and the announced shares until the start: true if the host changed its commitment. */
export function pinLobby(kept: Kept, lobby: Lobby): boolean {
  let changed = false;
  if (lobby.commit) {
    if (!kept.commit) kept.commit = lobby.commit;
    else if (lobby.commit !== kept.commit) changed = true;
  }
  if (!kept.sharesFrozen) {
    kept.shares = [...(lobby.shares ?? [])];
    if (lobby.started) kept.sharesFrozen = true;
  }
  return changed;
}

/**
 * A welcome (the game's id and version already checked): where the host put this guest (its own
 * choice, or a place when its wish was taken or its seat went) is where a reload asks to be again,
 * with the name chosen with it (`asked`); a guest who watches has no seat token. True when the
 * welcome answers `asked`.
 */
export function keepWelcome(kept: Kept, seat: LobbySeat["seat"] | "spectator", token: string | undefined, started: boolean, asked: { seat: string; name: string } | null): boolean {
  kept.seat = seat;
  if (token) kept.token = token;
  else delete kept.token;
  if (!started) kept.beforeStart = true;
  if (asked?.seat !== seat) return false;
  if (asked.name) kept.name = asked.name;
  return true;
}
