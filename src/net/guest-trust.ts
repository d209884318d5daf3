/**
 * How a guest checks its host: every view against the game's view shape and this guest's seat,
 * the deal at the end against the commitment and shares pinned before it (./guest-kept.ts), and
 * the signed record at the end (the pinned key's signature, a replay of the game's rules, and the
 * very view this guest has). A host has `PROOF_TIMEOUT` to prove its key on a new connection.
 */
import type { AnyGame, ViewOf } from "../games/kernel/game.js";
import { verifyRecord, type RecordError } from "../games/kernel/record.js";
import { verifyFairness, type FairnessReport } from "./fairness.js";
import type { Lobby } from "./protocol.js";
import type { Kept } from "./guest-kept.js";
import type { DataConnection } from "peerjs";
import { guestBinding } from "./handshake.js";
import { fingerprintOf, verifyHost } from "./host-identity.js";
import { checkSignedRecord, type SignatureError, type SignedRecord } from "./record-signature.js";

/** How long a host has to prove itself after the connection opens. */
export const PROOF_TIMEOUT = 10_000;

/** Why `view` cannot be this guest's view: not of the game's shape, or addressed to another seat (or null). */
export function viewProblemFor(game: AnyGame, view: unknown, seat: string): string | null {
  const shape = game.viewProblem(view);
  if (shape) return shape;
  const viewer = (view as { viewer: string }).viewer;
  return viewer === seat ? null : `a view for ${viewer === "spectator" ? "a spectator" : `the ${viewer.slice(0, 16)} seat`}, not yours`;
}

/** At the end: whether the deal matches the host's commitment and the shares this guest was shown (`commitChanged`: the host changed its commitment meanwhile). */
export async function fairnessAtEnd<G extends AnyGame>(game: G, view: ViewOf<G>, kept: Kept, lobby: Lobby, hostSeed: string, nonces: readonly string[], commitChanged: boolean): Promise<FairnessReport> {
  const shares = kept.sharesFrozen && kept.beforeStart ? kept.shares : undefined;
  const r = await verifyFairness(game, view, kept.commit ?? lobby.commit, hostSeed, nonces, kept.beforeStart ? kept.nonce : undefined, shares);
  return commitChanged ? { ok: false, problems: ["the host changed its seed commitment after you joined", ...r.problems] } : r;
}

/**
 * A signed record from the host, checked: its signature is the pinned host key's, it replays as a
 * game of this game, and it reaches the very view this guest has of the finished game. Never throws.
 */
export async function checkHostRecord<G extends AnyGame>(game: G, signed: unknown, pinned: string | undefined, view: ViewOf<G> | null, seat: string):
  Promise<{ ok: true; signed: SignedRecord } | { ok: false; error: SignatureError | RecordError }> {
  if (!pinned) return { ok: false, error: { code: "RECORD_UNSIGNED", message: "No host key is pinned to check the record against." } };
  const checked = await checkSignedRecord(signed, pinned);
  if (!checked.ok) return checked;
  const replayed = verifyRecord(game, checked.record);
  if (!replayed.ok) return replayed;
  let same = false;
  try {
    same = !!view && replayed.record.result !== null && JSON.stringify(game.viewFor(replayed.state as never, seat as never)) === JSON.stringify(view);
  } catch {
    same = false;
  }
  if (!same) return { ok: false, error: { code: "RECORD_BAD_SIGNATURE", message: "The record the host signed is not of the game at this table." } };
  return { ok: true, signed: signed as SignedRecord };
}

/**
 * The host's answer to this connection's challenge: the fingerprint of its key if the signature is
 * bound to this very connection and the key is the pinned one (any key when none is pinned yet:
 * it is pinned then), else null. Never throws.
 */
export async function hostProved(conn: DataConnection, peerId: string, challenge: string, key: string, sig: string, pinned: string | undefined): Promise<string | null> {
  const expected = pinned ?? (await fingerprintOf(key).catch(() => ""));
  const binding = guestBinding(conn, peerId, challenge);
  return !!binding && !!expected && (await verifyHost(key, sig, binding, expected)) ? expected : null;
}
