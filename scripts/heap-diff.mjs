// Compares two V8 heap snapshots (.heapsnapshot, as bench-memory.mjs writes with BENCH_SNAPSHOTS=dir):
// per constructor (node name for objects, node type otherwise) the count and self size in each, sorted
// by the growth of self size; with `--retainers NAME` also what holds the objects of that name that
// are only in the second snapshot (by node id), a few levels up. A tool for finding what a long
// session keeps, not part of the bench or the tests.
//   node scripts/heap-diff.mjs a.heapsnapshot b.heapsnapshot [--top 40] [--retainers NAME] [--depth 6]
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const opt = (name, def) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : def; };
const [fileA, fileB] = args.filter((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--"));

function load(file) {
  const snap = JSON.parse(readFileSync(file, "utf8"));
  const m = snap.snapshot.meta, nf = m.node_fields, ef = m.edge_fields;
  const N = nf.length, E = ef.length;
  const iType = nf.indexOf("type"), iName = nf.indexOf("name"), iId = nf.indexOf("id"), iSize = nf.indexOf("self_size"), iEdges = nf.indexOf("edge_count");
  const eType = ef.indexOf("type"), eName = ef.indexOf("name_or_index"), eTo = ef.indexOf("to_node");
  const types = m.node_types[0], etypes = m.edge_types[0];
  const { nodes, edges, strings } = snap;
  const count = nodes.length / N;
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0, e = 0; i < count; i++) { firstEdge[i] = e; e += nodes[i * N + iEdges] * E; firstEdge[i + 1] = e; }
  const label = (i) => {
    const t = types[nodes[i * N + iType]];
    const name = strings[nodes[i * N + iName]];
    return t === "object" || t === "closure" || t === "native" ? `${t}:${name}` : t === "string" || t === "concatenated string" || t === "sliced string" ? "string" : `${t}:${t === "code" || t === "hidden" || t === "array" ? name.slice(0, 40) : ""}`;
  };
  return { N, E, nodes, edges, strings, count, firstEdge, label, iId, iSize, eType, eName, eTo, etypes, types, iName };
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
