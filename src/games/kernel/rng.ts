/**
 * The games' own seeded random numbers: a string seed hashed (cyrb128) into the state of
 * sfc32, a small, fast generator with a 128-bit state that fits in plain JSON. Every game of the
 * kernel deals and draws with it, so a seed replays a game exactly.
 */

/** A generator's whole state: four unsigned 32-bit words, plain JSON. */
export interface RngState {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
}

export function seedRng(seed: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  let s: RngState = { a: h1 >>> 0, b: h2 >>> 0, c: h3 >>> 0, d: h4 >>> 0 };
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i++) s = nextUint32(s)[1];
  return s;
}

/** One sfc32 step: the next unsigned 32-bit value and the new state. */
export function nextUint32(s: RngState): [number, RngState] {
  let { a, b, c, d } = s;
  a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, { a: a >>> 0, b: b >>> 0, c: c >>> 0, d: d >>> 0 }];
}

/** A mutable cursor over an RngState, for code that draws several numbers in a row. */
export class Rng {
  constructor(public state: RngState) {}
  /** A uniform integer in [0, n). */
  int(n: number): number {
    const [v, s] = nextUint32(this.state);
    this.state = s;
    return Math.floor((v / 4294967296) * n);
  }
  shuffle<T>(items: readonly T[]): T[] {
    const a = items.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}
