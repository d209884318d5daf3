// V8's compiled code in two heap snapshots of a page running the bundle (bench-memory.mjs,
// BENCH_SNAPSHOTS=dir), by function and by compiler: each `Code` object is baseline code
// (Sparkplug: it keeps its bytecode's offset table) or optimized code (Maglev or Turbofan: it has
// deoptimization data), counted with the machine code, tables and deoptimization data it holds, for
// the function that holds it; functions are named by their place in our sources (the bundle's
// source maps in dist/bundle/, so build first). Prints the totals of each kind in both snapshots,
// the growth by source file and the functions that grew most. A diagnostic tool, not part of the
// bench or the tests.
//   node scripts/heap-code.mjs a.heapsnapshot b.heapsnapshot [--top 40]
import { existsSync, readFileSync } from "node:fs";
import { loadSnapshot } from "./heap-snapshot.mjs";

const args = process.argv.slice(2);
const top = Number(args[args.indexOf("--top") + 1] ?? 40) || 40;
const [fileA, fileB] = args.filter((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--"));
const DIST = new URL("../dist/bundle/", import.meta.url).pathname;

// ── source maps (version 3, VLQ mappings) ──
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const maps = new Map();
function sourceMap(file) {
  if (maps.has(file)) return maps.get(file);
  const path = DIST + file + ".map";
  let map = null;
  if (existsSync(path)) {
    const m = JSON.parse(readFileSync(path, "utf8")), lines = [];
    let src = 0, line = 0, col = 0;
    for (const text of m.mappings.split(";")) {
      const segs = [];
      let genCol = 0;
      for (const seg of text.split(",")) {
        if (!seg) continue;
        const v = [];
        let value = 0, shift = 0;
        for (const ch of seg) {
          const d = B64.indexOf(ch);
          value += (d & 31) << shift;
          if (d & 32) shift += 5;
          else { v.push(value & 1 ? -(value >> 1) : value >> 1); value = 0; shift = 0; }
        }
        genCol += v[0];
        if (v.length >= 4) { src += v[1]; line += v[2]; col += v[3]; segs.push([genCol, src, line]); }
      }
      lines.push(segs);
    }
    map = { sources: m.sources, lines };
  }
  maps.set(file, map);
  return map;
}
/** Where line `line` (0-based), column `col` of a bundle file comes from: "src/…/file.ts:line", or the bundle's place. */
function origin(file, line, col) {
  const map = sourceMap(file);
  let best = null;
  for (const seg of map?.lines[line] ?? []) { if (seg[0] <= col) best = seg; else break; }
  if (!best) return `${file}:${line + 1}:${col}`;
  return `${map.sources[best[1]].replace(/^.*?\/src\//, "src/").replace(/^.*node_modules\//, "node_modules/")}:${best[2] + 1}`;
}

/** Compiled code by function: Map "place name" → { baseline, baselineN, optimized, optimizedN } (bytes). */
function codeByFunction(s) {
  const rev = Array.from({ length: s.count }, () => []);
  for (let i = 0; i < s.count; i++) for (const [to, t] of s.children(i)) if (t !== "weak") rev[to].push(i);
  const edge = (i, want) => { for (const [to, , n] of s.children(i)) if (n === want) return to; return -1; };
  // A closure's place in its script (the snapshot's locations), for its shared function info.
  const lf = s.meta.location_fields.length, place = new Map();
  for (let k = 0; k < s.locations.length; k += lf) {
    const closure = s.locations[k] / s.N, shared = edge(closure, "shared");
    if (shared >= 0 && !place.has(shared)) place.set(shared, [s.locations[k + 3], s.locations[k + 4]]);
  }
  const held = new Set(["instruction_stream", "deoptimization_data", "bytecode_offset_table", "relocation_info", "source_position_table"]);
  const out = new Map();
  for (let i = 0; i < s.count; i++) {
    if (s.name(i) !== "system / Code") continue;
    let kind = null, bytes = s.size(i);
    for (const [to, , n] of s.children(i)) {
      if (n === "bytecode_offset_table") kind = "baseline";
      if (n === "deoptimization_data") kind = "optimized";
      if (held.has(n)) bytes += s.size(to);
      if (n === "instruction_stream") for (const [x] of s.children(to)) if (/^system \/ (TrustedByteArray|ProtectedFixedArray)/.test(s.name(x))) bytes += s.size(x);
    }
    if (!kind) continue;
    // The function: the shared function info of the nearest closure (or the info itself) that holds the code.
    let shared = -1;
    const seen = new Set([i]);
    for (let level = [i], d = 0; d < 4 && shared < 0 && level.length; d++) {
      const next = [];
      for (const x of level) for (const r of rev[x]) {
        if (shared >= 0 || seen.has(r)) continue;
        seen.add(r);
        if (s.type(r) === "closure" && edge(r, "shared") >= 0) shared = edge(r, "shared");
        else if (s.name(r).startsWith("system / SharedFunctionInfo")) shared = r;
        else next.push(r);
      }
      level = next;
    }
    let key = "(unknown)";
    if (shared >= 0) {
      const script = edge(shared, "script"), file = script >= 0 ? edge(script, "name") : -1;
      const fileName = file >= 0 ? s.name(file).replace(/^.*\//, "") : "?";
      const fn = s.name(shared).replace(/^system \/ SharedFunctionInfo( \/ )?/, "") || "(anonymous)";
      const at = place.get(shared);
      key = at ? `${origin(fileName, at[0], at[1])} ${fn}` : `${fileName} ${fn}`;
    }
    const r = out.get(key) ?? { baseline: 0, baselineN: 0, optimized: 0, optimizedN: 0 };
    r[kind] += bytes;
    r[`${kind}N`]++;
    out.set(key, r);
  }
  return out;
}

const [a, b] = [fileA, fileB].map((f) => codeByFunction(loadSnapshot(f)));
const none = { baseline: 0, baselineN: 0, optimized: 0, optimizedN: 0 };
const rows = [...new Set([...a.keys(), ...b.keys()])].map((k) => {
  const x = a.get(k) ?? none, y = b.get(k) ?? none;
  return { k, base: y.baseline - x.baseline, opt: y.optimized - x.optimized, x, y };
});
const kB = (n) => (n / 1024).toFixed(1).padStart(8);
const total = (m, f) => [...m.values()].reduce((n, r) => n + r[f], 0);
for (const [label, f] of [["baseline (Sparkplug)", "baseline"], ["optimized (Maglev, Turbofan)", "optimized"]]) {
  console.log(`${label}: ${kB(total(a, f))} kB in ${total(a, `${f}N`)} functions → ${kB(total(b, f))} kB in ${total(b, `${f}N`)}`);
}
const byFile = new Map();
for (const r of rows) {
  const file = r.k.replace(/:\d+(:\d+)? .*$/, "").replace(/ .*$/, "");
  const v = byFile.get(file) ?? [0, 0];
  v[0] += r.base; v[1] += r.opt;
  byFile.set(file, v);
}
console.log("\ngrowth by source file, kB (baseline, optimized):");
for (const [f, [x, y]] of [...byFile].sort((p, q) => (q[1][0] + q[1][1]) - (p[1][0] + p[1][1])).slice(0, top)) console.log(`${kB(x)} ${kB(y)}  ${f}`);
console.log("\ngrowth by function, kB (baseline, optimized):");
for (const r of rows.sort((p, q) => (q.base + q.opt) - (p.base + p.opt)).slice(0, top)) console.log(`${kB(r.base)} ${kB(r.opt)}  ${r.k}`);
