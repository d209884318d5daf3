/**
 * Limits on what one connection may ask of the host: a rate per message kind (a token bucket: a
 * burst, then a steady rate), and how many connections the host keeps at once (open and being set
 * up). A message over its rate is dropped unanswered (an answer would amplify a flood); a
 * connection that keeps flooding is closed.
 */

/** Most connections (open and pending) a host keeps; more are refused ("the table is full"). */
export const MAX_CONNECTIONS = 16;
/** Hard cap on connections PeerJS may even set up (beyond it, offers are dropped unseen). */
export const MAX_PENDING = MAX_CONNECTIONS + 8;

/** Most connections one peer holds at once (a guest needs one; a reconnect may overlap it). */
export const MAX_PER_PEER = 2;
/** How long a peer that flooded is kept out. */
export const BAN_MS = 60_000;

/** Per message kind: [burst, per second]. `any` counts every message, before it is parsed. */
export const RATES: Readonly<Record<string, readonly [number, number]>> = {
  any: [500, 250],
  auth: [3, 0.5],
  hello: [5, 1],
  sit: [10, 2],
  ready: [10, 2],
  act: [400, 200],
  ping: [5, 2],
  /** Messages that are not valid: refused with an error reply, this often at most. */
  invalid: [5, 1],
};
/** Messages dropped over their rate before the connection is closed. */
export const MAX_DROPPED = 100;

/** Peers kept out for a while (at most 1,000 remembered: the oldest is forgotten first). */
export class Bans {
  private readonly until = new Map<string, number>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  add(peerId: string): void {
    this.until.delete(peerId);
    this.until.set(peerId, this.now() + BAN_MS);
    if (this.until.size > 1000) this.until.delete(this.until.keys().next().value!);
  }

  has(peerId: string): boolean {
    const t = this.until.get(peerId);
    if (t === undefined) return false;
    if (t > this.now()) return true;
    this.until.delete(peerId);
    return false;
  }
}

export class RateLimiter {
  private readonly buckets = new Map<string, { level: number; at: number }>();
  dropped = 0;

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Whether a message of `kind` may be handled now (and counts it). */
  allow(kind: string): boolean {
    const [burst, rate] = RATES[kind] ?? RATES.invalid!;
    const t = this.now();
    const b = this.buckets.get(kind) ?? { level: burst, at: t };
    b.level = Math.min(burst, b.level + ((t - b.at) / 1000) * rate);
    b.at = t;
    this.buckets.set(kind, b);
    if (b.level < 1) {
      this.dropped++;
      return false;
    }
    b.level -= 1;
    return true;
  }

  /** Whether this connection has flooded long enough to be closed. */
  get flooding(): boolean {
    return this.dropped > MAX_DROPPED;
  }
}
