/** Board queries built once from the typed Venice data. */
import type { AgentSeat, RouteKind, Space, SpaceId } from "./board-types.js";
import { VENICE } from "./venice.js";

export * from "./board-types.js";
export { VENICE };

const byId = new Map<SpaceId, Space>();
const land = new Map<SpaceId, SpaceId[]>();
const water = new Map<SpaceId, SpaceId[]>();
const numbered = new Map<number, SpaceId>();
const starts: Record<AgentSeat, SpaceId[]> = { red: [], yellow: [], green: [], blue: [] };
let embassy: SpaceId = "";

for (const s of VENICE.spaces) {
  byId.set(s.id, s);
  land.set(s.id, []);
  water.set(s.id, []);
  if (s.kind === "numbered" && s.number !== undefined) numbered.set(s.number, s.id);
  if (s.kind === "start" && s.color) starts[s.color].push(s.id);
  if (s.kind === "embassy") embassy = s.id;
}
for (const [a, b] of VENICE.land) {
  land.get(a)!.push(b);
  land.get(b)!.push(a);
}
for (const [a, b] of VENICE.water) {
  water.get(a)!.push(b);
  water.get(b)!.push(a);
}

/** The Embassy, where the Ambassador starts. */
export const EMBASSY: SpaceId = embassy;

export const ALL_SPACES: readonly Space[] = VENICE.spaces;

export function space(id: SpaceId): Space | undefined {
  return byId.get(id);
}

export function isSpace(id: unknown): id is SpaceId {
  return typeof id === "string" && byId.has(id);
}

/** Spaces one step away along the given route kind(s). */
export function neighbours(id: SpaceId, kinds: readonly RouteKind[] = ["land", "water"]): SpaceId[] {
  const out: SpaceId[] = [];
  for (const k of kinds) {
    for (const n of (k === "land" ? land : water).get(id) ?? []) if (!out.includes(n)) out.push(n);
  }
  return out;
}

export function isRoute(a: SpaceId, b: SpaceId, kind: RouteKind): boolean {
  return ((kind === "land" ? land : water).get(a) ?? []).includes(b);
}

/** The space with mission number n (1–8). */
export function numberedSpace(n: number): SpaceId {
  const id = numbered.get(n);
  if (!id) throw new Error(`no numbered space ${n}`);
  return id;
}

export function startSpaces(seat: AgentSeat): readonly SpaceId[] {
  return starts[seat];
}

export function isNumbered(id: SpaceId): boolean {
  return byId.get(id)?.kind === "numbered";
}

export function isStart(id: SpaceId): boolean {
  return byId.get(id)?.kind === "start";
}
