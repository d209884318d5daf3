// `npm run bench`: prints figures (never asserts). Ratios are taken within the same run.
import { benchEngine } from "./bench-engine.mjs";

const rows = [];
function print(name, value, note = "") {
  rows.push([name, value, note]);
  console.log(`${name.padEnd(72)} ${String(value).padStart(12)}  ${note}`);
}

console.log(`Inkognito benchmark — node ${process.version}, ${new Date().toISOString()}\n`);
const engine = await import("../dist/engine/index.js");
benchEngine(engine, print);
