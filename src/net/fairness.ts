/**
 * Fair play: the host commits to a secret seed (its SHA-256) before the deal; every guest adds a
 * nonce; the game's seed is the hash of both. When the game ends the host reveals its seed and each
 * guest checks the commitment, the combined seed, the deal and every Phantom roll in the log.
 */
import { createGame } from "../games/board/setup.js";
import { rollPhantom } from "../games/board/phantom.js";
import type { SeatView } from "../games/board/index.js";
import { sha256Hex } from "./peer-options.js";

export async function combinedSeed(hostSeed: string, nonces: readonly string[]): Promise<string> {
  return sha256Hex(`inkognito|${hostSeed}|${[...nonces].sort().join(",")}`);
}

export interface FairnessReport {
  readonly ok: boolean;
  readonly problems: readonly string[];
}

/**
 * Checks an ended game's view against the host's revealed seed and the commitment made before the
 * deal. `commit` is the commitment this guest pinned when it joined (a later one is never trusted);
 * `shares`, when given, is the list of hashes of every share of randomness announced before the
 * start: the deal must use exactly those (an extra share is how a host would grind the deal).
 */
export async function verifyFairness(view: SeatView, commit: string, hostSeed: string, nonces: readonly string[], myNonce?: string, shares?: readonly string[]): Promise<FairnessReport> {
  const problems: string[] = [];
  if ((await sha256Hex(hostSeed)) !== commit) problems.push("the revealed seed does not match the commitment the host made when you joined");
  if (myNonce && !nonces.includes(myNonce)) problems.push("my randomness was left out");
  if (shares) {
    const used = await Promise.all([...new Set(nonces)].map((n) => sha256Hex(n)));
    const extra = used.filter((h) => !shares.includes(h)).length;
    const missing = shares.filter((h) => !used.includes(h)).length;
    if (extra) problems.push(`the deal used ${extra} share(s) of randomness that were not announced before the start`);
    if (missing) problems.push(`${missing} share(s) of randomness announced before the start were left out of the deal`);
  }
  const seed = await combinedSeed(hostSeed, nonces);
  if (!view.reveal) return { ok: false, problems: [...problems, "the game has not ended"] };
  try {
    checkDeal(view, seed, problems);
  } catch {
    // The view comes from the host: one that is not a game's view cannot be checked, which fails the check.
    problems.push("the host's record of the game cannot be checked");
  }
  return { ok: problems.length === 0, problems };
}

/** The deal, the first seat and every Phantom roll of `view` against a game dealt from `seed` (throws on a view that is no game's). */
function checkDeal(view: SeatView, seed: string, problems: string[]): void {
  if (!view.reveal) return;
  if (view.reveal.seed !== seed) problems.push("the game was not dealt from the combined seed");
  const started = view.log.find((e) => e.type === "gameStarted")?.data as { first?: string } | undefined;
  const fresh = createGame({ players: view.players, seed, ...(view.players === 3 ? { seats: [...view.agents] } : {}) });
  for (const s of view.agents) {
    if (JSON.stringify(fresh.secrets[s]) !== JSON.stringify(view.reveal.secrets[s])) problems.push(`the deal of ${s} differs`);
  }
  if (started?.first && fresh.turn.seat !== started.first) problems.push("the first seat differs");
  let rng = fresh.rng;
  for (const e of view.log) {
    if (e.type !== "rolled") continue;
    const [balls, next] = rollPhantom(rng);
    rng = next;
    if (JSON.stringify(balls) !== JSON.stringify((e.data as { balls: unknown }).balls)) {
      problems.push(`the roll of turn ${e.turn} differs`);
      break;
    }
  }
}
