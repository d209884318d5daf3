// What the tournaments (scripts/tournament.mjs, scripts/tournament-cards.mjs) print alike: win
// rates with their 95% Wilson intervals, and decision times per policy.

/** `timed(name, policy)`: the policy, its every call's time (ms) kept in `times` under `name`. */
export function timedBy(times) {
  return (name, policy) => {
    const list = times.get(name) ?? times.set(name, []).get(name);
    return (view, rng) => {
      const t = performance.now();
      const a = policy(view, rng);
      list.push(performance.now() - t);
      return a;
    };
  };
}

/** Wilson 95% interval for k successes in n. */
export function wilson(k, n) {
  if (n === 0) return [0, 0];
  const z = 1.96, p = k / n, d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d, h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

export const pct = (x) => `${(100 * x).toFixed(1)}%`;

/** One line: a name padded to `width`, the rate, its interval and n. */
export function reportRate(name, wins, n, extra = "", width = 46) {
  const [lo, hi] = wilson(wins, n);
  console.log(`${name.padEnd(width)} ${pct(n ? wins / n : 0).padStart(6)}  [${pct(lo)}, ${pct(hi)}]  n=${n}${extra}`);
}

/** Decision times per policy name (ms lists): p50 / p95 / max and how many. */
export function reportTimes(times) {
  console.log("\nDecision time per call, ms (p50 / p95 / max):");
  for (const [name, list] of times) {
    if (!list.length) continue;
    list.sort((x, y) => x - y);
    const q = (p) => list[Math.min(list.length - 1, Math.floor(p * list.length))].toFixed(2);
    console.log(`  ${name.padEnd(8)} ${q(0.5)} / ${q(0.95)} / ${list[list.length - 1].toFixed(2)}   (${list.length} decisions)`);
  }
}
