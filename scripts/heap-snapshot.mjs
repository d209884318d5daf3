// Reads a V8 heap snapshot (.heapsnapshot) into flat arrays with the accessors the heap tools share
// (scripts/heap-diff.mjs, scripts/heap-code.mjs): node i's type, name, self size and id, its edges.
import { readFileSync } from "node:fs";

export function loadSnapshot(file) {
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
  const name = (i) => strings[nodes[i * N + iName]];
  const type = (i) => types[nodes[i * N + iType]];
  const size = (i) => nodes[i * N + iSize];
  /** Node i's edges as [to, edge type, edge name (or index)]. */
  const children = function* (i) {
    for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += E) {
      const t = etypes[edges[e + eType]];
      yield [edges[e + eTo] / N, t, t === "element" || t === "hidden" ? edges[e + eName] : strings[edges[e + eName]]];
    }
  };
  return {
    N, E, nodes, edges, strings, count, firstEdge, label, iId, iSize, iType, eType, eName, eTo, etypes, types, iName,
    name, type, size, children, meta: m, locations: snap.locations ?? [],
  };
}
