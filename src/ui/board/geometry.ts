/**
 * Board geometry computed once from the typed Venice data: island outlines (smooth blobs around
 * the clusters of land-connected spaces, traced with marching squares over a distance field),
 * route segments (parallel land + water routes drawn side by side) and the fan-out of several
 * figures on one space. Pure functions, no DOM.
 */
import { VENICE } from "../../engine/board.js";
import type { FigureId, Space, SpaceId } from "../../engine/index.js";

/** The frame of the space coordinates. */
export const FRAME_W = VENICE.width;
export const FRAME_H = VENICE.height;
/** A margin of lagoon around the frame, so islands at the edge get a coast. */
export const MARGIN = 20;
export const VIEW_X = -MARGIN;
export const VIEW_Y = -MARGIN;
export const VIEW_W = FRAME_W + 2 * MARGIN;
export const VIEW_H = FRAME_H + 2 * MARGIN;

export const SPACES: readonly Space[] = VENICE.spaces;
export const SPACE_BY_ID: ReadonlyMap<SpaceId, Space> = new Map(SPACES.map((s) => [s.id, s]));

export interface RouteSegment {
  readonly a: SpaceId;
  readonly b: SpaceId;
  readonly kind: "land" | "water";
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

const key = (a: SpaceId, b: SpaceId) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Every route as a drawable segment; a pair joined by land and by water gets two parallel lines. */
export const ROUTES: readonly RouteSegment[] = (() => {
  const landKeys = new Set(VENICE.land.map(([a, b]) => key(a, b)));
  const waterKeys = new Set(VENICE.water.map(([a, b]) => key(a, b)));
  const out: RouteSegment[] = [];
  const add = (a: SpaceId, b: SpaceId, kind: "land" | "water") => {
    const p = SPACE_BY_ID.get(a)!, q = SPACE_BY_ID.get(b)!;
    const both = landKeys.has(key(a, b)) && waterKeys.has(key(a, b));
    let ox = 0, oy = 0;
    if (both) {
      const dx = q.x - p.x, dy = q.y - p.y, len = Math.hypot(dx, dy) || 1;
      // Perpendicular, in a direction independent of the pair's order.
      const sign = (a < b ? 1 : -1) * (kind === "land" ? 1 : -1) * 4;
      ox = (-dy / len) * sign;
      oy = (dx / len) * sign;
    }
    out.push({ a, b, kind, x1: p.x + ox, y1: p.y + oy, x2: q.x + ox, y2: q.y + oy });
  };
  for (const [a, b] of VENICE.land) add(a, b, "land");
  for (const [a, b] of VENICE.water) add(a, b, "water");
  return out;
})();

/** Route neighbours (land or water) of every space. */
export const ROUTE_NEIGHBOURS: ReadonlyMap<SpaceId, readonly SpaceId[]> = (() => {
  const m = new Map<SpaceId, SpaceId[]>(SPACES.map((s) => [s.id, []]));
  for (const [a, b] of [...VENICE.land, ...VENICE.water]) {
    if (!m.get(a)!.includes(b)) m.get(a)!.push(b);
    if (!m.get(b)!.includes(a)) m.get(b)!.push(a);
  }
  return m;
})();

/**
 * The route neighbour of `from` that best matches the direction (dx, dy) in screen coordinates, or
 * null when no route leaves roughly that way.
 */
export function neighbourInDirection(from: SpaceId, dx: number, dy: number): SpaceId | null {
  const p = SPACE_BY_ID.get(from);
  if (!p) return null;
  let best: SpaceId | null = null;
  let bestScore = -Infinity;
  for (const n of ROUTE_NEIGHBOURS.get(from) ?? []) {
    const q = SPACE_BY_ID.get(n)!;
    const vx = q.x - p.x, vy = q.y - p.y, len = Math.hypot(vx, vy) || 1;
    const cos = (vx * dx + vy * dy) / len;
    if (cos < 0.3) continue; // more than ~72° off the arrow
    const score = cos - len / 4000; // prefer the better-aligned, then the nearer
    if (score > bestScore) {
      bestScore = score;
      best = n;
    }
  }
  return best;
}

// ── islands ──────────────────────────────────────────────────────────────

/** Clusters of spaces joined by land routes: each becomes one island. */
export const LAND_CLUSTERS: readonly (readonly SpaceId[])[] = (() => {
  const parent = new Map<SpaceId, SpaceId>(SPACES.map((s) => [s.id, s.id]));
  const find = (x: SpaceId): SpaceId => {
    const p = parent.get(x)!;
    if (p === x) return x;
    const r = find(p);
    parent.set(x, r);
    return r;
  };
  for (const [a, b] of VENICE.land) parent.set(find(a), find(b));
  const groups = new Map<SpaceId, SpaceId[]>();
  for (const s of SPACES) {
    const r = find(s.id);
    if (!groups.has(r)) groups.set(r, []);
    groups.get(r)!.push(s.id);
  }
  return [...groups.values()];
})();

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

const CELL = 5;
const GX0 = VIEW_X - 10, GY0 = VIEW_Y - 10;
const NX = Math.ceil((VIEW_W + 20) / CELL) + 1;
const NY = Math.ceil((VIEW_H + 20) / CELL) + 1;

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

type Pt = [number, number];

/** Closed contours of `field < level` (marching squares), as point loops. */
function contours(field: Float32Array, level: number): Pt[][] {
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
  const loops: Pt[][] = [];
  const used = new Uint8Array(K);
  for (const start of order) {
    if (used[start]) continue;
    const loop: Pt[] = [];
    let prev = -1, cur = start;
    while (!used[cur]) {
      used[cur] = 1;
      loop.push([px[cur]!, py[cur]!]);
      let next = -1;
      for (let n = 0; n < count[cur]!; n++) {
        const c = nbr[cur * MAXN + n]!;
        if (c !== prev && !used[c]) { next = c; break; }
      }
      if (next < 0) break;
      prev = cur;
      cur = next;
    }
    if (loop.length > 4) loops.push(loop);
  }
  return loops;
}

/** Chaikin corner cutting, then a closed SVG path (coordinates in flat arrays: less garbage). */
function smoothPath(loops: Pt[][], passes = 2): string {
  let path = "";
  for (const loop of loops) {
    let xs = Float64Array.from(loop, (p) => p[0]), ys = Float64Array.from(loop, (p) => p[1]);
    for (let k = 0; k < passes; k++) {
      const n = xs.length;
      const qx = new Float64Array(2 * n), qy = new Float64Array(2 * n);
      for (let i = 0; i < n; i++) {
        const j = (i + 1) % n;
        qx[2 * i] = xs[i]! * 0.75 + xs[j]! * 0.25;
        qy[2 * i] = ys[i]! * 0.75 + ys[j]! * 0.25;
        qx[2 * i + 1] = xs[i]! * 0.25 + xs[j]! * 0.75;
        qy[2 * i + 1] = ys[i]! * 0.25 + ys[j]! * 0.75;
      }
      xs = qx;
      ys = qy;
    }
    const kept: string[] = [];
    let lx = NaN, ly = NaN;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i]!, y = ys[i]!;
      if (kept.length && !(Math.hypot(x - lx, y - ly) > 2.2)) continue;
      kept.push(`${x.toFixed(1)} ${y.toFixed(1)}`);
      lx = x;
      ly = y;
    }
    path += `M${kept.join("L")}Z`;
  }
  return path;
}

export interface IslandPaths {
  /** Shallow water around the coasts. */
  readonly shallows: string;
  /** The whole island including its beach. */
  readonly coast: string;
  /** The island's inner land, inside the beach. */
  readonly land: string;
}

let islandCache: IslandPaths | null = null;

/** Island outlines as SVG path data, computed on first use and cached. */
export function islandPaths(): IslandPaths {
  if (islandCache) return islandCache;
  const field = islandField();
  const at = (level: number, passes?: number) => smoothPath(contours(fillHoles(field, level), level), passes);
  islandCache = { shallows: at(16, 1), coast: at(0), land: at(-6) };
  return islandCache;
}

/** A smooth open path through points (Catmull–Rom as cubic Béziers). */
export function curveThrough(points: readonly Pt[]): string {
  if (points.length < 2) return "";
  let d = `M${points[0]![0]} ${points[0]![1]}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!, p1 = points[i]!, p2 = points[i + 1]!, p3 = points[Math.min(points.length - 1, i + 2)]!;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${c1[0].toFixed(1)} ${c1[1].toFixed(1)} ${c2[0].toFixed(1)} ${c2[1].toFixed(1)} ${p2[0].toFixed(1)} ${p2[1].toFixed(1)}`;
  }
  return d;
}

// ── figures ──────────────────────────────────────────────────────────────

/** Drawn width of each figure shape, in board units. */
export const FIGURE_WIDTH: Readonly<Record<string, number>> = { tall: 17, short: 17, fat: 25, thin: 11, ambassador: 19 };

/** Stable order of figures on a space (and of the figure layer). */
export const FIGURE_ORDER: readonly FigureId[] = [
  "ambassador",
  ...(["red", "yellow", "green", "blue"] as const).flatMap((s) =>
    (["tall", "short", "fat", "thin"] as const).map((b) => `${s}-${b}` as FigureId),
  ),
];

export function figureShapeKey(f: FigureId): string {
  return f === "ambassador" ? "ambassador" : f.slice(f.indexOf("-") + 1);
}

/**
 * Where each figure stands: its space's centre, fanned out side by side when several share a
 * space (in a gentle arc, so each stays visible and clickable).
 */
export function figurePlacements(
  positions: Readonly<Partial<Record<FigureId, SpaceId>>>,
): Map<FigureId, { space: SpaceId; x: number; y: number }> {
  const bySpace = new Map<SpaceId, FigureId[]>();
  for (const f of FIGURE_ORDER) {
    const s = positions[f];
    if (!s || !SPACE_BY_ID.has(s)) continue;
    if (!bySpace.has(s)) bySpace.set(s, []);
    bySpace.get(s)!.push(f);
  }
  const out = new Map<FigureId, { space: SpaceId; x: number; y: number }>();
  for (const [s, figs] of bySpace) {
    const sp = SPACE_BY_ID.get(s)!;
    const gap = 2;
    const widths = figs.map((f) => FIGURE_WIDTH[figureShapeKey(f)]!);
    const total = widths.reduce((a, b) => a + b, 0) + gap * (figs.length - 1);
    let x = -total / 2;
    figs.forEach((f, i) => {
      const w = widths[i]!;
      const cx = x + w / 2;
      x += w + gap;
      const arc = figs.length > 1 ? (Math.abs(cx) / Math.max(1, total / 2)) ** 2 * -5 : 0;
      out.set(f, { space: s, x: sp.x + cx, y: sp.y + 7 + arc });
    });
  }
  return out;
}
