// Compares two V8 heap snapshots (.heapsnapshot, as bench-memory.mjs writes with BENCH_SNAPSHOTS=dir):
// per constructor (node name for objects, node type otherwise) the count and self size in each, sorted
// by the growth of self size; with `--retainers NAME` also what holds the objects of that name that
// are only in the second snapshot (by node id), a few levels up. A tool for finding what a long
// session keeps, not part of the bench or the tests. With `--code-by-script` also V8's compiled code
// (each `Code` object with its machine code and deoptimization data) by the script file of the
// function that holds it, in each snapshot: which chunk's functions the growth of "code" belongs to.
// (scripts/heap-code.mjs splits it further, by function and compiler.)
//   node scripts/heap-diff.mjs a.heapsnapshot b.heapsnapshot [--top 40] [--retainers NAME] [--depth 6] [--code-by-script]
import { loadSnapshot } from "./heap-snapshot.mjs";

const args = process.argv.slice(2);
const opt = (name, def) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : def; };
const [fileA, fileB] = args.filter((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--"));

const load = loadSnapshot;

/**
 * Compiled code by script file: each `system / Code` object, with the machine code, relocation and
 * deoptimization data it holds, counted for the script of the nearest function (closure) that holds
 * it, a few retainers up; "?" where none is found. Sizes in bytes by file name.
 */
function codeByScript(s) {
  const name = (i) => s.strings[s.nodes[i * s.N + s.iName]], size = (i) => s.nodes[i * s.N + s.iSize];
  const type = (i) => s.types[s.nodes[i * s.N + s.iType]];
  const children = function* (i) { for (let e = s.firstEdge[i]; e < s.firstEdge[i + 1]; e += s.E) yield [s.edges[e + s.eTo] / s.N, s.etypes[s.edges[e + s.eType]], s.edges[e + s.eName]]; };
  const edge = (i, want) => { for (const [to, t, n] of children(i)) if (t !== "element" && t !== "hidden" && s.strings[n] === want) return to; return -1; };
  const rev = Array.from({ length: s.count }, () => []);
  for (let i = 0; i < s.count; i++) for (const [to, t] of children(i)) if (t !== "weak") rev[to].push(i);
  const held = new Set(["system / InstructionStream", "system / TrustedByteArray", "system / ProtectedFixedArray", "system / TrustedWeakFixedArray"]);
  const bytes = (i, depth) => { let n = size(i); if (depth < 2) for (const [c] of children(i)) if (held.has(name(c))) n += bytes(c, depth + 1); return n; };
  const out = new Map();
  for (let i = 0; i < s.count; i++) {
    if (name(i) !== "system / Code") continue;
    let owner = -1, level = [i];
    const seen = new Set(level);
    for (let d = 0; d < 5 && owner < 0 && level.length; d++) {
      const next = [];
      for (const x of level) for (const r of rev[x]) {
        if (owner >= 0 || seen.has(r)) continue;
        seen.add(r);
        if (type(r) === "closure") owner = r;
        else next.push(r);
      }
      level = next;
    }
    const shared = owner >= 0 ? edge(owner, "shared") : -1, script = shared >= 0 ? edge(shared, "script") : -1, file = script >= 0 ? edge(script, "name") : -1;
    const key = file >= 0 ? name(file).replace(/^.*\//, "") || "(no name)" : "?";
    out.set(key, (out.get(key) ?? 0) + bytes(i, 0));
  }
  return out;
}

const a = load(fileA), b = load(fileB);
const tally = (s) => {
  const t = new Map();
  for (let i = 0; i < s.count; i++) {
    const k = s.label(i), r = t.get(k) ?? { n: 0, size: 0 };
    r.n++; r.size += s.nodes[i * s.N + s.iSize];
    t.set(k, r);
  }
  return t;
};
const ta = tally(a), tb = tally(b);
const rows = [...new Set([...ta.keys(), ...tb.keys()])].map((k) => {
  const x = ta.get(k) ?? { n: 0, size: 0 }, y = tb.get(k) ?? { n: 0, size: 0 };
  return { k, dn: y.n - x.n, ds: y.size - x.size, n: y.n };
}).sort((p, q) => q.ds - p.ds);
const total = (t) => [...t.values()].reduce((s, r) => s + r.size, 0);
console.log(`self sizes: ${(total(ta) / 1048576).toFixed(2)} MB → ${(total(tb) / 1048576).toFixed(2)} MB`);
for (const r of rows.slice(0, Number(opt("--top", 40)))) console.log(`${String(r.ds).padStart(10)} B  ${String(r.dn).padStart(7)} objs  (${r.n} now)  ${r.k}`);

const want = opt("--retainers");
if (want) {
  const idsA = new Set();
  for (let i = 0; i < a.count; i++) idsA.add(a.nodes[i * a.N + a.iId]);
  // Reverse edges of b.
  const s = b, rev = new Map();
  for (let i = 0; i < s.count; i++) for (let e = s.firstEdge[i]; e < s.firstEdge[i + 1]; e += s.E) {
    const to = s.edges[e + s.eTo] / s.N, t = s.etypes[s.edges[e + s.eType]];
    if (t === "weak") continue;
    const name = t === "element" || t === "hidden" ? `[${s.edges[e + s.eName]}]` : s.strings[s.edges[e + s.eName]];
    if (!rev.has(to)) rev.set(to, []);
    rev.get(to).push([i, `${t}:${name}`]);
  }
  const fresh = [];
  for (let i = 0; i < s.count; i++) if (s.label(i) === want && !idsA.has(s.nodes[i * s.N + s.iId])) fresh.push(i);
  console.log(`\n${fresh.length} new ${want}; retainer paths of a few:`);
  const depth = Number(opt("--depth", 6));
  const paths = new Map();
  for (const start of fresh.slice(0, Number(opt("--samples", 200)))) {
    let i = start; const path = [];
    for (let d = 0; d < depth; d++) {
      const r = (rev.get(i) ?? []).filter(([from]) => !s.label(from).startsWith("hidden:") || true);
      if (!r.length) break;
      const [from, edge] = r[0];
      path.push(`${edge} ← ${s.label(from)}`);
      i = from;
    }
    const key = path.join("  ");
    paths.set(key, (paths.get(key) ?? 0) + 1);
  }
  for (const [p, n] of [...paths].sort((x, y) => y[1] - x[1]).slice(0, 15)) console.log(`${n}×  ${p}`);
}

if (args.includes("--code-by-script")) {
  const ca = codeByScript(a), cb = codeByScript(b), kB = (n) => (n / 1024).toFixed(1).padStart(8);
  const files = [...new Set([...ca.keys(), ...cb.keys()])].map((f) => [f, ca.get(f) ?? 0, cb.get(f) ?? 0]).sort((p, q) => (q[2] - q[1]) - (p[2] - p[1]));
  const sum = (m) => [...m.values()].reduce((x, y) => x + y, 0);
  console.log(`\ncompiled code by script, kB: ${kB(sum(ca))} → ${kB(sum(cb))}  (growth, first, second, file)`);
  for (const [f, x, y] of files) if (Math.abs(y - x) >= 1024) console.log(`${kB(y - x)} ${kB(x)} ${kB(y)}  ${f}`);
}
