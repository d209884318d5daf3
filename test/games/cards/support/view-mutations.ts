/**
 * Real card views and single mutations of them that no view can be, for the view check's property
 * test (view-shape-property.test.ts): a key removed, a key added, a value replaced by one of a wrong
 * type, a list made longer than it may be, a seat swapped for another or for no seat.
 */
import { Rng, viewFor, type CardsView } from "../../../../src/games/cards/index.js";
import { MAX_SHEET } from "../../../../src/games/cards/view-shape.js";
import { playRandom } from "./random-play.js";

export type Path = (string | number)[];
type Node = Record<string | number, unknown>;

export interface Mutation {
  readonly kind: string;
  readonly path: Path;
  readonly view: unknown;
}

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const SEATS = ["red", "blue", "green", "yellow", "ambassador"];

/**
 * Real views (JSON round-tripped, as a guest receives them) along games of 2–5 players that end each
 * way (the round limit, declarations), every seat's and a spectator's, at every `every`th step.
 */
export function sampledViews(every: number, tag = "mutations"): CardsView[] {
  const views: CardsView[] = [];
  for (const players of [2, 3, 4, 5] as const) {
    for (const [maxRounds, declare] of [[8, null], [40, 4], [40, 2]] as const) {
      let i = 0;
      playRandom({ players, seed: `${tag}-${players}-${declare}`, maxRounds }, `${tag}-bots-${players}-${declare}`, declare, ({ state }) => {
        if (i++ % every === 0 || state.result) for (const seat of [...state.seats, "spectator" as const]) views.push(copy(viewFor(state, seat)));
      });
    }
  }
  return views;
}

const isObject = (x: unknown): x is Node => typeof x === "object" && x !== null && !Array.isArray(x);
const keysOf = (x: unknown): (string | number)[] => (Array.isArray(x) ? x.map((_, i) => i) : isObject(x) ? Object.keys(x) : []);
export const get = (root: unknown, path: Path): unknown => path.reduce<unknown>((at, k) => (at as Node)[k], root);

/** A copy of `root` with the value at `path` made by `change` (copies along the path only; the rest is shared). */
export function changed(root: unknown, path: Path, change: (old: unknown) => unknown): unknown {
  if (!path.length) return change(root);
  const [k, ...rest] = path;
  const out = (Array.isArray(root) ? [...root] : { ...(root as Node) }) as Node;
  out[k!] = changed((root as Node)[k!], rest, change);
  return out;
}

/** A copy of `root` without the key `key` of the object at `path`. */
function removed(root: unknown, path: Path, key: string): unknown {
  return changed(root, path, (o) => {
    const { [key]: _, ...rest } = o as Node;
    return rest;
  });
}

/**
 * A random place in `view`: down from the top through random keys and items, stopping at each level
 * with a chance of one in three (so every part is reached, not mostly the log's many entries).
 */
function randomPath(view: unknown, rng: Rng): Path {
  const path: Path = [];
  let at = view;
  while (keysOf(at).length && (path.length === 0 || rng.int(3) !== 0)) {
    const k = rng.pick(keysOf(at));
    path.push(k);
    at = (at as Node)[k];
  }
  return path;
}

/** The longest prefix of `path` whose value passes `test` (the top, if none). */
function upTo(view: unknown, path: Path, test: (x: unknown) => boolean): Path {
  for (let n = path.length; n > 0; n--) if (test(get(view, path.slice(0, n)))) return path.slice(0, n);
  return [];
}

/** Inside a legal action or the viewer's own sealed choice (checked as the referee checks an action). */
const inAction = (p: Path) => p[0] === "legal" || (p[0] === "you" && p[1] === "choice");
/** Objects keyed by seat whose keys may come and go: only those the view has a part of. */
const SEAT_KEYED = new Set(["placed", "given", "received", "private", "blind", "claims"]);

/**
 * Whether the object at `path` may lack `key`: a part by seat (round.placed, records, an event's
 * private parts, the blind seats' tiles, the roles a `dealt` event lists), a claim's identity or
 * code, an event's private part, an action's optional field (a declaration's partner and claims,
 * which black card an ask names).
 */
function mayLack(view: unknown, path: Path, key: string): boolean {
  const last = path.at(-1);
  if (typeof last === "string" && SEAT_KEYED.has(last)) return true;
  if (path.includes("claims") || (path[0] === "log" && last === "roles")) return true;
  if (path[0] === "log" && path.length === 2) return key === "mine" || key === "private";
  if (!inAction(path) || path.length !== 2) return false;
  const type = (get(view, path) as Node).type;
  return (type === "declare" && (key === "partner" || key === "claims")) || (type === "ask" && key === "card");
}

/** The most items each list may hold, by the key that holds it (a set of two cards, in a record, by its index). */
function bound(path: Path): number {
  const last = path.at(-1)!;
  if (typeof last === "number") return 2;
  if (SEATS.includes(last)) return 12;
  const BOUNDS: Record<string, number> = {
    seats: 5, order: 4, meetings: 2, committed: 3, waitingOn: 5, played: 5, left: 5, hand: 8, codes: 4, combination: 8, winners: 5,
    agents: 2, actors: 3, cards: 2, legal: 1000, sheet: MAX_SHEET, log: 1_000_000,
  };
  return BOUNDS[last]!;
}

/** A value of a type the place of `x` never holds. */
function wrongType(x: unknown): unknown {
  if (x === null || typeof x === "string" || typeof x === "number") return true;
  if (typeof x === "boolean") return 0;
  return Array.isArray(x) ? {} : [];
}

/** Every place in `view` that holds a seat's name as a value (not a meeting's or a set's "ambassador" kind). */
function seatPlaces(view: unknown): Path[] {
  const out: Path[] = [];
  const walk = (x: unknown, path: Path) => {
    if (typeof x === "string" && SEATS.includes(x) && path.at(-1) !== "kind" && path.at(-1) !== "via") out.push(path);
    for (const k of keysOf(x)) walk((x as Node)[k], [...path, k]);
  };
  walk(view, []);
  return out;
}

/**
 * A mutation of `view` (a real one) that must be refused, or null when the one drawn cannot be made
 * here (a list to lengthen that is empty).
 */
export function mutate(view: CardsView, rng: Rng): Mutation | null {
  const kind = rng.pick(["remove a key", "add a key", "a wrong type", "a list too long", "a seat swapped", "a seat for no seat"]);
  const path = randomPath(view, rng);
  if (kind === "remove a key") {
    const at = upTo(view, path, (x) => isObject(x) && Object.keys(x).length > 0);
    const keys = Object.keys(get(view, at) as Node).filter((k) => !mayLack(view, at, k));
    if (!keys.length) return null;
    const key = rng.pick(keys);
    return { kind, path: [...at, key], view: removed(view, at, key) };
  }
  if (kind === "add a key") {
    const at = upTo(view, path, isObject);
    return { kind, path: [...at, "sneaky"], view: changed(view, at, (o) => ({ ...(o as Node), sneaky: 1 })) };
  }
  if (kind === "a wrong type") return { kind, path, view: changed(view, path, wrongType) };
  if (kind === "a list too long") {
    const at = upTo(view, path, (x) => Array.isArray(x) && x.length > 0);
    const list = get(view, at) as unknown[];
    if (!at.length || !list.length) return null;
    const n = bound(at) + 1;
    return { kind, path: at, view: changed(view, at, () => Array.from({ length: n }, (_, i) => list[i % list.length])) };
  }
  if (kind === "a seat swapped") {
    // Where the view names whose it is (the viewer, its own part, its actions) or who sits at the table: another seat never fits.
    const places: Path[] = [["you", "seat"], ...view.legal.map((_, i) => ["legal", i, "seat"]), ...view.seats.map((_, i) => ["seats", i])];
    if (view.you) places.push(["viewer"]);
    const at = rng.pick(places.filter((p) => get(view, p.slice(0, -1)) != null));
    const other = rng.pick(SEATS.filter((s) => s !== get(view, at)));
    return { kind, path: at, view: changed(view, at, () => other) };
  }
  // A seat's name anywhere but where an action names one (an action's target and partner are any
  // short text to the referee's shape check, which judges them against the state).
  const places = seatPlaces(view).filter((p) => !(inAction(p) && p.at(-1) !== "seat"));
  if (!places.length) return null;
  const at = rng.pick(places);
  return { kind, path: at, view: changed(view, at, () => "purple") };
}
