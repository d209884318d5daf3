/**
 * The shares of randomness of a network table's deal (fairness.ts): the host's lobby lists each
 * share by its SHA-256 before the deal, so every guest can check afterwards that the deal used the
 * shares announced. This keeps the hashes worked out so far (asynchronously, as shares arrive).
 */
import { sha256Hex } from "./peer-options.js";

export class DealShares {
  /** SHA-256 of each share seen. */
  private readonly hashes = new Map<string, string>();

  /** Whether this share's hash is known yet. */
  has(nonce: string): boolean {
    return this.hashes.has(nonce);
  }

  /** Works out a share's hash (once). */
  async hash(nonce: string): Promise<void> {
    if (!this.hashes.has(nonce)) this.hashes.set(nonce, await sha256Hex(nonce));
  }

  /** The hashes of these shares known so far, sorted (what the lobby lists). */
  listed(nonces: readonly string[]): string[] {
    return nonces.map((n) => this.hashes.get(n)).filter((h): h is string => !!h).sort();
  }
}
