/** Board geometry for the bots: distances between spaces, figures as small numbers, ties broken by the Rng. */
import { ALL_SPACES, neighbours } from "../board.js";
import type { Rng } from "../../kernel/rng.js";
import { AGENT_SEATS, BUILDS, figureId, type Action, type AgentSeat, type FigureId, type SpaceId } from "../types.js";

export type Of<T extends Action["type"]> = Extract<Action, { type: T }>;
export type Positions = Readonly<Partial<Record<FigureId, SpaceId>>>;
let table: { index: Map<SpaceId, number>; steps: Uint8Array; n: number } | null = null;

function distances() {
  if (!table) {
    const index = new Map<SpaceId, number>(ALL_SPACES.map((s, i) => [s.id, i]));
    const n = ALL_SPACES.length;
    const steps = new Uint8Array(n * n).fill(99);
    for (const { id: from } of ALL_SPACES) {
      const row = index.get(from)! * n;
      steps[row + index.get(from)!] = 0;
      const queue = [from];
      while (queue.length) {
        const x = queue.shift()!;
        for (const y of neighbours(x)) {
          const j = index.get(y)!;
          if (steps[row + j] === 99) { steps[row + j] = steps[row + index.get(x)!]! + 1; queue.push(y); }
        }
      }
    }
    table = { index, steps, n };
  }
  return table;
}

/** Steps between two spaces along any routes (breadth-first, computed once; 99 if unknown). */
export function distance(a: SpaceId, b: SpaceId): number {
  const t = distances();
  const i = t.index.get(a), j = t.index.get(b);
  return i === undefined || j === undefined ? 99 : t.steps[i * t.n + j]!;
}

export const CAP = 8;
export const dist = (a: SpaceId | undefined, b: SpaceId | undefined) => (a && b ? Math.min(CAP, distance(a, b)) : CAP);
/** Distance between two space indices (-1: nowhere), capped. */
export function near(i: number, j: number): number {
  if (i < 0 || j < 0) return CAP;
  const t = table!;
  const d = t.steps[i * t.n + j]!;
  return d < CAP ? d : CAP;
}
export const spaceIndex = (s: SpaceId | undefined) => (s === undefined ? -1 : distances().index.get(s) ?? -1);

/** A distance as a cost, with a bonus for actually being there. */
export const shape = (d: number) => (d === 0 ? -1.5 : d);

/** Every figure as a small number, and each position as a table of space indices. */
export const FIGURES: readonly FigureId[] = ["ambassador", ...AGENT_SEATS.flatMap((seat) => BUILDS.map((b) => figureId(seat, b)))];
export const FIGURE = new Map(FIGURES.map((f, i) => [f, i]));
export const SEAT_FIGURES = new Map(AGENT_SEATS.map((seat) => [seat, BUILDS.map((b) => FIGURE.get(figureId(seat, b))!)]));
const indexed = new WeakMap<object, Int16Array>();
export function positionIndex(p: Positions): Int16Array {
  let m = indexed.get(p);
  if (!m) {
    m = new Int16Array(FIGURES.length).fill(-1);
    for (const [f, s] of Object.entries(p) as [FigureId, SpaceId][]) m[FIGURE.get(f)!] = spaceIndex(s);
    indexed.set(p, m);
  }
  return m;
}

export function best<T>(items: readonly T[], score: (x: T) => number, rng: Rng): T {
  let top: T[] = [];
  let max = -Infinity;
  for (const x of items) {
    const v = score(x);
    if (v > max + 1e-9) { max = v; top = [x]; } else if (Math.abs(v - max) <= 1e-9) top.push(x);
  }
  return rng.pick(top);
}

export const figuresOf = (seat: AgentSeat): FigureId[] => BUILDS.map((b) => figureId(seat, b));
