/**
 * Where `<inkognito-game>` keeps its games in `localStorage`: one save per element, mode and
 * scenario. Without `game-id` an element's saves go by the page's path and the element's place among
 * the page's `<inkognito-game>` elements, so two elements on one page never share a save; a save of
 * the older layout (one slot per option set, every element under "default") is taken over by the
 * page's first element, so no game is lost.
 */
import { readSaved, type TableStore } from "../net/local-table.js";

type Saved = NonNullable<ReturnType<typeof readSaved>>;

/** The element's attributes its saves depend on. */
export interface SaveOwner extends Element {
  readonly gameId: string;
  readonly mode: string;
  readonly players: number;
  readonly seat: string;
  readonly seed: string | null;
  readonly scenario: string | null;
}

/** A short stable hash of a text (a scenario's JSON or URL) for a save's key. */
function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

/** A `localStorage` slot as a TableStore (none where storage is missing or refused). */
export function localStore(key: string): TableStore | undefined {
  try {
    const ls = globalThis.localStorage;
    if (!ls) return undefined;
    return { load: () => ls.getItem(key), save: (d) => ls.setItem(key, d), clear: () => ls.removeItem(key) };
  } catch {
    return undefined;
  }
}

/**
 * The name the saves of an element go by: `game-id`, or else the page's path and the element's
 * place among the `<inkognito-game>` elements of its document (or shadow root).
 */
export function saveName(el: SaveOwner): string {
  if (el.gameId) return el.gameId;
  const root = el.getRootNode() as Document | ShadowRoot;
  const place = root.querySelectorAll ? [...root.querySelectorAll(el.localName)].indexOf(el) : 0;
  return `auto:${globalThis.location?.pathname ?? ""}:${Math.max(place, 0)}`;
}

/**
 * One saved game per element and mode (and scenario): the game the player chose last is the one
 * a reload brings back, whatever options the page sets.
 */
export function storageKey(el: SaveOwner): string {
  return `inkognito:v2:${saveName(el)}:${el.mode}:${hash(el.scenario ?? "")}`;
}

/**
 * Where games were saved before v2: one slot per option set, and every element without `game-id`
 * under "default" (the page's first element takes such a save over, so no game is lost).
 */
function legacyKey(el: SaveOwner): string | null {
  const id = el.gameId || (saveName(el).endsWith(":0") ? "default" : null);
  if (!id) return null;
  return `inkognito:v1:${id}:${el.mode}:${el.players}:${el.seat}:${el.seed ?? ""}:${hash(el.scenario ?? "")}`;
}

/** The element's save slot and the game saved in it (taken over from the older layout if need be); `fresh` forgets it. */
export function savedGame(el: SaveOwner, fresh: boolean): { store: TableStore | undefined; saved: Saved | null } {
  const store = localStore(storageKey(el));
  if (fresh) store?.clear();
  let saved = store ? readSaved(store) : null;
  const key = legacyKey(el);
  const legacy = key ? localStore(key) : undefined;
  if (!saved && !fresh && legacy) {
    const raw = legacy.load();
    saved = readSaved(legacy);
    legacy.clear();
    if (saved && raw) store?.save(raw);
  }
  return { store, saved };
}
