/**
 * Board geometry computed once from the typed Venice data: island outlines (smooth blobs around
 * the clusters of land-connected spaces, traced with marching squares over a distance field),
 * route segments (parallel land + water routes drawn side by side) and the fan-out of several
 * figures on one space. Pure functions, no DOM.
 */
import { VENICE } from "../../games/board/board.js";
import type { FigureId, Space, SpaceId } from "../../games/board/index.js";
import { ISLAND_LOOPS } from "./island-data.js";

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

export type Pt = [number, number];

/** The grid the island outlines were traced on (see island-trace.ts). */
export const CELL = 5;
export const GX0 = VIEW_X - 10, GY0 = VIEW_Y - 10;
export const NX = Math.ceil((VIEW_W + 20) / CELL) + 1;
export const NY = Math.ceil((VIEW_H + 20) / CELL) + 1;

/**
 * The stored outlines' code. A loop is its first grid edge (see island-trace.ts), the direction it
 * leaves that edge in (0 +x, 1 +y, 2 −x, 3 −y) and then one character a point: which side of the
 * grid cell it crosses to (straight on, towards the edge's first node, towards its second) and where
 * on that edge it lies, in T_STEPS steps (0 to T_STEPS: 3 × 15 characters). A step is 0.36 board
 * units, so a point is off by at most 0.18 units: about a tenth of a pixel on a 1280 px wide page, a
 * third on a board 2000 px wide; the smoothing then averages neighbours. Finer steps cost gzip bytes
 * (29 steps: +500 bytes).
 */
export const ISLAND_ALPHABET = "!#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz{|}~";
export const T_STEPS = 14;
const DIRS: readonly Pt[] = [[1, 0], [0, 1], [-1, 0], [0, -1]];

/** The grid edge between nodes (ax, ay) and (bx, by) (one apart) and its id. */
function edgeId(ax: number, ay: number, bx: number, by: number): number {
  const i = Math.min(ax, bx), j = Math.min(ay, by);
  return 2 * (j * NX + i) + (ax === bx ? 1 : 0);
}

/**
 * The three edges a contour can cross to after edge `edge` going in direction `dir`: straight on,
 * towards the edge's first node, towards its second; as [edge id, new direction].
 */
export function islandExits(edge: number, dir: number): [number, number][] {
  const cell = edge >> 1, vertical = edge & 1;
  const ai = cell % NX, aj = (cell - ai) / NX;
  const [ex, ey] = vertical ? [0, 1] : [1, 0];
  const bi = ai + ex, bj = aj + ey;
  const [nx, ny] = DIRS[dir]!;
  const towardA = vertical ? 3 : 2, towardB = vertical ? 1 : 0; // −e and +e as DIRS indices
  return [
    [edgeId(ai + nx, aj + ny, bi + nx, bj + ny), dir],
    [edgeId(ai, aj, ai + nx, aj + ny), towardA],
    [edgeId(bi, bj, bi + nx, bj + ny), towardB],
  ];
}

/** The point at fraction `t` along a grid edge from its first node. */
function edgePoint(edge: number, t: number): Pt {
  const cell = edge >> 1, i = cell % NX, j = (cell - i) / NX;
  return edge & 1 ? [GX0 + i * CELL, GY0 + (j + t) * CELL] : [GX0 + (i + t) * CELL, GY0 + j * CELL];
}

/** Each character of ISLAND_ALPHABET's index, by character code (decoding looks up one a point). */
const SYMBOL = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < ISLAND_ALPHABET.length; i++) table[ISLAND_ALPHABET.charCodeAt(i)] = i;
  return table;
})();

/** Decodes stored loops: [first edge, direction, first point's step, the other points' characters]. */
export function decodeIslandLoops(loops: readonly (readonly [number, number, number, string])[]): Pt[][] {
  return loops.map(([first, dir0, t0, code]) => {
    const out: Pt[] = [edgePoint(first, t0 / T_STEPS)];
    let edge = first, dir = dir0;
    for (let c = 0; c < code.length; c++) {
      const sym = SYMBOL[code.charCodeAt(c)]!;
      [edge, dir] = islandExits(edge, dir)[Math.floor(sym / (T_STEPS + 1))]!;
      out.push(edgePoint(edge, (sym % (T_STEPS + 1)) / T_STEPS));
    }
    return out;
  });
}

/** Chaikin corner cutting, then a closed SVG path (coordinates in flat arrays: less garbage). */
function smoothPath(loops: Pt[][], passes = 2): string {
  let path = "";
  for (const loop of loops) {
    let n = loop.length;
    let xs = new Float64Array(n), ys = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      xs[i] = loop[i]![0];
      ys[i] = loop[i]![1];
    }
    for (let k = 0; k < passes; k++) {
      const qx = new Float64Array(2 * n), qy = new Float64Array(2 * n);
      for (let i = 0; i < n; i++) {
        const j = i + 1 === n ? 0 : i + 1;
        qx[2 * i] = xs[i]! * 0.75 + xs[j]! * 0.25;
        qy[2 * i] = ys[i]! * 0.75 + ys[j]! * 0.25;
        qx[2 * i + 1] = xs[i]! * 0.25 + xs[j]! * 0.75;
        qy[2 * i + 1] = ys[i]! * 0.25 + ys[j]! * 0.75;
      }
      xs = qx;
      ys = qy;
      n *= 2;
    }
    // A point is kept when it is more than 2.2 from the last one kept.
    let lx = NaN, ly = NaN, d = "M";
    for (let i = 0; i < n; i++) {
      const x = xs[i]!, y = ys[i]!;
      if (d.length > 1 && !(Math.hypot(x - lx, y - ly) > 2.2)) continue;
      d += `${d.length > 1 ? "L" : ""}${x.toFixed(1)} ${y.toFixed(1)}`;
      lx = x;
      ly = y;
    }
    path += `${d}Z`;
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

/** Each outline once worked out (they never change). */
const islandCache: Partial<Record<keyof IslandPaths, string>> = {};
const ISLAND_KEYS = ["shallows", "coast", "land"] as const;

function islandPath(key: keyof IslandPaths): string {
  const i = ISLAND_KEYS.indexOf(key);
  return (islandCache[key] ??= smoothPath(decodeIslandLoops(ISLAND_LOOPS[i]!), key === "shallows" ? 1 : 2));
}

/** Island outlines as SVG path data, decoded from the stored loops on first use and cached. */
export function islandPaths(): IslandPaths {
  return { shallows: islandPath("shallows"), coast: islandPath("coast"), land: islandPath("land") };
}

/**
 * Works the outlines out ahead of the board's first render, each in a task of its own (`nextTask`
 * gives one), so none is a long task on a slow phone.
 */
export async function prepareIslands(nextTask: () => Promise<void>): Promise<void> {
  for (const key of ISLAND_KEYS) {
    await nextTask();
    islandPath(key);
  }
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
