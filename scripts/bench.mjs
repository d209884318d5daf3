// `npm run bench`: prints figures (never asserts). Ratios are taken within the same run.
import { benchEngine } from "./bench-engine.mjs";
import { benchUi } from "./bench-ui.mjs";

function print(name, value, note = "") {
  console.log(`${name.padEnd(72)} ${String(value).padStart(12)}  ${note}`);
}

console.log(`Inkognito benchmark — node ${process.version}, ${new Date().toISOString()}\n`);
const engine = await import("../dist/engine/index.js");
benchEngine(engine, print);
console.log("");
await benchUi(print);
console.log("");
// The network figures run in their own loopback-only network namespace (see scripts/net-harness.mjs).
const { spawnSync } = await import("node:child_process");
const net = spawnSync(process.execPath, [new URL("./bench-net.mjs", import.meta.url).pathname], { stdio: "inherit", timeout: 300_000 });
if (net.status !== 0) console.log(`net: the network benchmark did not finish (${net.error?.message ?? `exit ${net.status}`})`);
console.log("");
// Long sessions: the host page's heap after GC, game after game at a real table (scripts/bench-memory.mjs);
// BENCH_SOAK=1 runs the long soak instead (one table for minutes at bot speed, guests reconnecting).
const memory = spawnSync(process.execPath, [new URL("./bench-memory.mjs", import.meta.url).pathname], { stdio: "inherit", timeout: 2_400_000 });
if (memory.status !== 0) console.log(`memory: the long-session benchmark did not finish (${memory.error?.message ?? `exit ${memory.status}`})`);
