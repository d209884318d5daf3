/**
 * Fair play: the host commits to a secret seed (its SHA-256) before the deal; every guest adds a
 * nonce; the game's seed is the hash of both. When the game ends the host reveals its seed and each
 * guest checks the commitment, the combined seed, and — the game's own part (`Game.dealProblems`)
 * — the deal and every random draw in the log (the board game's Phantom rolls).
 */
import type { AnyGame, ViewOf } from "../games/kernel/game.js";
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
export async function verifyFairness<G extends AnyGame>(game: G, view: ViewOf<G>, commit: string, hostSeed: string, nonces: readonly string[], myNonce?: string, shares?: readonly string[]): Promise<FairnessReport> {
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
  if (!view || view.result === null || view.result === undefined) return { ok: false, problems: [...problems, "the game has not ended"] };
  try {
    problems.push(...game.dealProblems(view, seed));
  } catch {
    // The view comes from the host: one that is not a game's view cannot be checked, which fails the check.
    problems.push("the host's record of the game cannot be checked");
  }
  return { ok: problems.length === 0, problems };
}
