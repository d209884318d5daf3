/**
 * Traces the island outlines from scratch: a distance field around the clusters of land-connected
 * spaces with a ragged coast, its enclosed pockets filled, then marching squares at three levels
 * (shallows, coast, inner land). Too slow for a first paint (~100 ms cold, several times that on a
 * slow phone), so the board never runs it: `scripts/islands.mjs` runs it once and stores the loops
 * compactly in island-data.ts, and a test checks that the stored loops are still these.
 */
import { VENICE } from "../../games/board/board.js";
import { CELL, GX0, GY0, ISLAND_ALPHABET, LAND_CLUSTERS, NX, NY, SPACE_BY_ID, T_STEPS, islandExits, type Pt } from "./geometry.js";

/** One closed contour: its points and, for each, the grid edge it lies on. */
export interface TracedLoop {
  readonly points: Pt[];
  readonly edges: number[];
}

/** Deterministic smooth value noise in [-1, 1]. */
function noise(x: number, y: number): number {
  const h = (i: number, j: number) => {
    let n = (i * 374761393 + j * 668265263) | 0;
    n = Math.imul(n ^ (n >>> 13), 1274126177);
    return ((n ^ (n >>> 16)) & 0xffff) / 0x8000 - 1;
  };
  const i = Math.floor(x), j = Math.floor(y);
  const fx = x - i, fy = y - j;
  const sx = fx * fx * (3 - 2 * fx), sy = fy * fy * (3 - 2 * fy);
  const a = h(i, j), b = h(i + 1, j), c = h(i, j + 1), d = h(i + 1, j + 1);
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

function smin(a: number, b: number, k: number): number {
  const h = Math.max(k - Math.abs(a - b), 0) / k;
  return Math.min(a, b) - (h * h * k) / 4;
}

function distToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax, dy = by - ay;
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / l2));
  const ex = px - ax - t * dx, ey = py - ay - t * dy;
  return Math.sqrt(ex * ex + ey * ey);
}


/**
 * Signed distance-like field: negative inside an island. Islands never blend into each other.
 * Each cell takes the nearest cluster's distance, then the coast's noise once (the noise depends
 * on the cell only, so adding it after the minimum gives the same field as adding it to each).
 */
function islandField(): Float32Array {
  const nearest = new Float64Array(NX * NY).fill(Infinity);
  const R = 23; // half-width of land around a land route
  for (const cluster of LAND_CLUSTERS) {
    const members = new Set(cluster);
    const segs = VENICE.land.filter(([a]) => members.has(a)).map(([a, b]) => [SPACE_BY_ID.get(a)!, SPACE_BY_ID.get(b)!] as const);
    const pts = cluster.map((id) => SPACE_BY_ID.get(id)!);
    const solo = cluster.length === 1;
    const rad = solo ? 29 : R + 3;
    const xs = pts.map((p) => p.x), ys = pts.map((p) => p.y);
    const reach = rad + 40;
    const i0 = Math.max(0, Math.floor((Math.min(...xs) - reach - GX0) / CELL));
    const i1 = Math.min(NX - 1, Math.ceil((Math.max(...xs) + reach - GX0) / CELL));
    const j0 = Math.max(0, Math.floor((Math.min(...ys) - reach - GY0) / CELL));
    const j1 = Math.min(NY - 1, Math.ceil((Math.max(...ys) + reach - GY0) / CELL));
    // Segment by segment, then point by point, each over the cells it can reach: every cell sees
    // the same smooth minima in the same order as a cell-by-cell loop, for far less work.
    const w = i1 - i0 + 1;
    const acc = new Float64Array(w * (j1 - j0 + 1)).fill(1e6);
    const cells = (x0: number, x1: number, y0: number, y1: number, visit: (x: number, y: number, k: number) => void) => {
      const ia = Math.max(i0, Math.floor((x0 - GX0) / CELL) - 1), ib = Math.min(i1, Math.ceil((x1 - GX0) / CELL) + 1);
      const ja = Math.max(j0, Math.floor((y0 - GY0) / CELL) - 1), jb = Math.min(j1, Math.ceil((y1 - GY0) / CELL) + 1);
      for (let j = ja; j <= jb; j++) for (let i = ia; i <= ib; i++) visit(GX0 + i * CELL, GY0 + j * CELL, (j - j0) * w + (i - i0));
    };
    for (const [p, q] of segs) {
      const xlo = Math.min(p.x, q.x) - reach, xhi = Math.max(p.x, q.x) + reach;
      const ylo = Math.min(p.y, q.y) - reach, yhi = Math.max(p.y, q.y) + reach;
      cells(xlo, xhi, ylo, yhi, (x, y, k) => {
        if (x < xlo || x > xhi || y < ylo || y > yhi) return;
        acc[k] = smin(acc[k]!, distToSegment(x, y, p.x, p.y, q.x, q.y) - R, 34);
      });
    }
    for (const p of pts) {
      cells(p.x - reach, p.x + reach, p.y - reach, p.y + reach, (x, y, k) => {
        const ex = x - p.x, ey = y - p.y;
        const d = Math.sqrt(ex * ex + ey * ey);
        if (d < reach) acc[k] = smin(acc[k]!, d - rad, 20);
      });
    }
    for (let j = j0; j <= j1; j++) {
      for (let i = i0; i <= i1; i++) {
        const v = acc[(j - j0) * w + (i - i0)]!;
        const idx = j * NX + i;
        if (v < nearest[idx]!) nearest[idx] = v;
      }
    }
  }
  const f = new Float32Array(NX * NY).fill(1e6);
  for (let j = 0; j < NY; j++) {
    for (let i = 0; i < NX; i++) {
      const idx = j * NX + i;
      if (nearest[idx] === Infinity) continue;
      const x = GX0 + i * CELL, y = GY0 + j * CELL;
      // A ragged coast: two octaves of noise.
      f[idx] = nearest[idx]! + (4.5 * noise(x / 46, y / 46) + 1.8 * noise(x / 15 + 7.1, y / 15 - 3.3));
    }
  }
  return f;
}

/** Fills enclosed pockets of lagoon (an island's interior is solid). */
function fillHoles(field: Float32Array, level: number): Float32Array {
  const out = Float32Array.from(field);
  const seen = new Uint8Array(NX * NY);
  // Each cell is pushed at most once per neighbour (4), plus the border seeds.
  const stack = new Int32Array(4 * NX * NY + 2 * (NX + NY));
  let top = 0;
  for (let i = 0; i < NX; i++) { stack[top++] = i; stack[top++] = (NY - 1) * NX + i; }
  for (let j = 0; j < NY; j++) { stack[top++] = j * NX; stack[top++] = j * NX + NX - 1; }
  while (top) {
    const k = stack[--top]!;
    if (seen[k] || out[k]! < level) continue;
    seen[k] = 1;
    const i = k % NX, j = (k - i) / NX;
    if (i > 0) stack[top++] = k - 1;
    if (i < NX - 1) stack[top++] = k + 1;
    if (j > 0) stack[top++] = k - NX;
    if (j < NY - 1) stack[top++] = k + NX;
  }
  for (let k = 0; k < out.length; k++) if (!seen[k] && out[k]! >= level) out[k] = level - 1;
  return out;
}


/**
 * Closed contours of `field < level` (marching squares), as point loops, each point with the id of
 * the grid edge it lies on (2 × the edge's first node index, + 1 for a vertical edge).
 */
function contours(field: Float32Array, level: number): TracedLoop[] {
  const v = (i: number, j: number) =>
    i <= 0 || j <= 0 || i >= NX - 1 || j >= NY - 1 ? 1e6 : field[j * NX + i]!;
  // Edge points by number: 2 × the cell's index, + 1 for its vertical (left) edge. Typed arrays
  // instead of maps; `order` keeps the order in which points were first linked.
  const K = 2 * NX * NY;
  const px = new Float64Array(K), py = new Float64Array(K), has = new Uint8Array(K);
  const MAXN = 4;
  const nbr = new Int32Array(K * MAXN), count = new Uint8Array(K);
  const order: number[] = [];
  const edgePoint = (k: number, i0: number, j0: number, i1: number, j1: number) => {
    if (!has[k]) {
      const a = v(i0, j0), b = v(i1, j1);
      const t = Math.max(0, Math.min(1, (level - a) / (b - a)));
      px[k] = GX0 + (i0 + (i1 - i0) * t) * CELL;
      py[k] = GY0 + (j0 + (j1 - j0) * t) * CELL;
      has[k] = 1;
    }
    return k;
  };
  const link = (p: number, q: number) => {
    if (!count[p]) order.push(p);
    if (!count[q]) order.push(q);
    if (count[p]! < MAXN) nbr[p * MAXN + count[p]!++] = q;
    if (count[q]! < MAXN) nbr[q * MAXN + count[q]!++] = p;
  };
  for (let j = 0; j < NY - 1; j++) {
    for (let i = 0; i < NX - 1; i++) {
      const a = v(i, j) < level, b = v(i + 1, j) < level, c = v(i + 1, j + 1) < level, d = v(i, j + 1) < level;
      const idx = (a ? 8 : 0) | (b ? 4 : 0) | (c ? 2 : 0) | (d ? 1 : 0);
      if (idx === 0 || idx === 15) continue;
      const T = () => edgePoint(2 * (j * NX + i), i, j, i + 1, j);
      const B = () => edgePoint(2 * ((j + 1) * NX + i), i, j + 1, i + 1, j + 1);
      const L = () => edgePoint(2 * (j * NX + i) + 1, i, j, i, j + 1);
      const Rr = () => edgePoint(2 * (j * NX + i + 1) + 1, i + 1, j, i + 1, j + 1);
      const centreIn = (v(i, j) + v(i + 1, j) + v(i + 1, j + 1) + v(i, j + 1)) / 4 < level;
      switch (idx) {
        case 1: case 14: link(L(), B()); break;
        case 2: case 13: link(B(), Rr()); break;
        case 3: case 12: link(L(), Rr()); break;
        case 4: case 11: link(T(), Rr()); break;
        case 6: case 9: link(T(), B()); break;
        case 7: case 8: link(T(), L()); break;
        case 5:
          if (centreIn) { link(T(), L()); link(Rr(), B()); } else { link(T(), Rr()); link(L(), B()); }
          break;
        case 10:
          if (centreIn) { link(T(), Rr()); link(L(), B()); } else { link(T(), L()); link(Rr(), B()); }
          break;
      }
    }
  }
  const loops: TracedLoop[] = [];
  const used = new Uint8Array(K);
  for (const start of order) {
    if (used[start]) continue;
    const loop: Pt[] = [], edges: number[] = [];
    let prev = -1, cur = start;
    while (!used[cur]) {
      used[cur] = 1;
      loop.push([px[cur]!, py[cur]!]);
      edges.push(cur);
      let next = -1;
      for (let n = 0; n < count[cur]!; n++) {
        const c = nbr[cur * MAXN + n]!;
        if (c !== prev && !used[c]) { next = c; break; }
      }
      if (next < 0) break;
      prev = cur;
      cur = next;
    }
    if (loop.length > 4) loops.push({ points: loop, edges });
  }
  return loops;
}

/** The contour loops of the shallows, the coast and the inner land, in that order. */
export function traceIslands(): readonly [TracedLoop[], TracedLoop[], TracedLoop[]] {
  const field = islandField();
  const at = (level: number) => contours(fillHoles(field, level), level);
  return [at(ISLAND_LEVELS[0]), at(ISLAND_LEVELS[1]), at(ISLAND_LEVELS[2])];
}

/** Field levels of the shallows, the coast and the inner land. */
const ISLAND_LEVELS = [16, 0, -6] as const;

/** A loop in the stored code that decodeIslandLoops (geometry.ts) reads. */
export function encodeIslandLoop({ points, edges }: TracedLoop): [number, number, number, string] {
  const step = (k: number) => {
    const edge = edges[k]!, cell = edge >> 1, i = cell % NX, j = (cell - i) / NX;
    const t = edge & 1 ? (points[k]![1] - GY0) / CELL - j : (points[k]![0] - GX0) / CELL - i;
    return Math.round(Math.max(0, Math.min(1, t)) * T_STEPS);
  };
  const dir0 = (edges[0]! & 1 ? [0, 2] : [1, 3]).find((d) => islandExits(edges[0]!, d).some(([e]) => e === edges[1]));
  if (dir0 === undefined) throw new Error("a contour's first two points share no cell");
  let dir = dir0, code = "";
  for (let k = 1; k < edges.length; k++) {
    const exits = islandExits(edges[k - 1]!, dir);
    const side = exits.findIndex(([e]) => e === edges[k]);
    if (side < 0) throw new Error("a contour's neighbouring points share no cell");
    dir = exits[side]![1];
    code += ISLAND_ALPHABET[side * (T_STEPS + 1) + step(k)];
  }
  return [edges[0]!, dir0, step(0), code];
}
