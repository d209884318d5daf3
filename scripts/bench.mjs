// `npm run bench`: prints figures (never asserts). Ratios are taken within the same run.
import { benchEngine } from "./bench-engine.mjs";
import { benchUi } from "./bench-ui.mjs";
import { benchPackage } from "./bench-package.mjs";

function print(name, value, note = "") {
  console.log(`${name.padEnd(72)} ${String(value).padStart(12)}  ${note}`);
}

console.log(`Inkognito benchmark — node ${process.version}, ${new Date().toISOString()}\n`);
const engine = await import("../dist/engine/index.js");
benchEngine(engine, print);
console.log("");
// The card game (scripts/bench-cards.mjs): its referee, deduce and bots.
const { benchCards } = await import("./bench-cards.mjs");
await benchCards(await import("../dist/cards/index.js"), print);
console.log("");
// Game records (scripts/bench-records.mjs): size gzip of 100 board-game turns, time to verify/open.
const { benchRecords } = await import("./bench-records.mjs");
benchRecords(engine, await import("../dist/cards/index.js"), print);
console.log("");
await benchUi(print);
await benchPackage(print);
console.log("");
// Lighthouse on the embed page, in its own loopback-only network namespace (scripts/bench-lighthouse.mjs).
{
  const { spawnSync } = await import("node:child_process");
  const lh = spawnSync(process.execPath, [new URL("./bench-lighthouse.mjs", import.meta.url).pathname], { stdio: "inherit", timeout: 600_000 });
  if (lh.status !== 0) console.log(`lighthouse: did not finish (${lh.error?.message ?? `exit ${lh.status}`})`);
}
console.log("");
// The network figures run in their own loopback-only network namespace (see scripts/net-harness.mjs).
const { spawnSync } = await import("node:child_process");
const net = spawnSync(process.execPath, [new URL("./bench-net.mjs", import.meta.url).pathname], { stdio: "inherit", timeout: 300_000 });
if (net.status !== 0) console.log(`net: the network benchmark did not finish (${net.error?.message ?? `exit ${net.status}`})`);
console.log("");
// What one PeerJS signalling server holds (1k, 5k, 20k peers), in its own namespace too.
const sig = spawnSync(process.execPath, [new URL("./bench-signalling.mjs", import.meta.url).pathname], { stdio: "inherit", timeout: 300_000 });
if (sig.status !== 0) console.log(`signalling: the benchmark did not finish (${sig.error?.message ?? `exit ${sig.status}`})`);
// Long sessions: the host page's heap after GC, game after game at a real table (scripts/bench-memory.mjs);
// BENCH_SOAK=1 runs the long soak instead (one table for minutes at bot speed, guests reconnecting).
// The board game's 50 games (a fresh host element each, then at one table: BENCH_MEMORY_TABLE=one), then
// the card game's (BENCH_MEMORY_GAME=cards); the soak once, at a board table.
const memoryRuns = [
  { run: "board", env: { BENCH_MEMORY_GAME: "board" } },
  { run: "board at one table", env: { BENCH_MEMORY_GAME: "board", BENCH_MEMORY_TABLE: "one" } },
  { run: "cards", env: { BENCH_MEMORY_GAME: "cards" } },
];
for (const { run, env } of process.env.BENCH_SOAK ? memoryRuns.slice(0, 1) : memoryRuns) {
  const memory = spawnSync(process.execPath, [new URL("./bench-memory.mjs", import.meta.url).pathname],
    { stdio: "inherit", timeout: 2_400_000, env: { ...process.env, ...env } });
  if (memory.status !== 0) console.log(`memory (${run}): the long-session benchmark did not finish (${memory.error?.message ?? `exit ${memory.status}`})`);
}
