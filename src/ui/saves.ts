/**
 * Where `<inkognito-game>` keeps its games in `localStorage`: one save per element, mode and
 * scenario. Without `game-id` an element's saves go by the page's path and the element's place among
 * the page's `<inkognito-game>` elements, so two elements on one page never share a save; a save of
 * the older layout (one slot per option set, every element under "default") is taken over by the
 * page's first element, so no game is lost.
 */
import { readSaved, type TableStore } from "../net/local-table.js";
import { saveHash, saveSummary } from "../net/save-format.js";
import { writeLocalSave, type LocalSave } from "../net/saves.js";
import type { AnyGame } from "../games/kernel/game.js";

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
export function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

/** What went wrong with the element's saves: the store is full, or a save failed its checks. */
export type SaveProblem =
  | { readonly code: "SAVE_FULL" }
  | { readonly code: "SAVE_UNAVAILABLE" }
  | { readonly code: "SAVE_DAMAGED"; readonly key: string; readonly why: string; readonly aside: string; readonly previous: boolean };

/** Where a save that failed its checks is kept (one copy per damaged text, never overwritten). */
export const damagedKey = (key: string, raw: string) => `${key}:damaged:${saveHash(raw)}`;
/** Where the save before the last one is kept (the last good save, if the last one is damaged). */
export const previousKey = (key: string) => `${key}:previous`;

/** Slots that hold no game (a table id, PeerJS's token, a guest's seat): no previous copy kept. */
const NO_BACKUP = /:host-id:|:host-token:|:guest:/;

/** Writes a slot; when the store is full, prunes (see `prune`) and tries again; false if it stays full. */
function put(ls: Storage, key: string, data: string, keep: readonly string[]): boolean {
  for (;;) {
    try {
      ls.setItem(key, data);
      return true;
    } catch {
      // QuotaExceededError (or a store that refuses writes): make room, or give up.
      if (!prune(ls, keep)) return false;
    }
  }
}

/**
 * Makes room in a full store, one slot at a time: the oldest finished game of another slot (with
 * its previous copy) first, then the previous copies of other slots. Games in progress and
 * damaged saves kept aside are never removed. False when nothing is left to remove.
 */
function prune(ls: Storage, keep: readonly string[]): boolean {
  const keys: string[] = [];
  for (let i = 0; i < ls.length; i++) {
    const k = ls.key(i);
    if (k && k.startsWith("inkognito:") && !k.includes(":damaged:") && !keep.includes(k)) keys.push(k);
  }
  const finished = keys.filter((k) => !k.endsWith(":previous"))
    .map((k) => ({ k, s: saveSummary(ls.getItem(k) ?? "") }))
    .filter((x) => x.s?.over)
    .sort((a, b) => a.s!.at - b.s!.at);
  const oldest = finished[0];
  if (oldest) {
    ls.removeItem(oldest.k);
    ls.removeItem(previousKey(oldest.k));
    return true;
  }
  const copy = keys.find((k) => k.endsWith(":previous"));
  if (copy) {
    ls.removeItem(copy);
    return true;
  }
  return false;
}

/**
 * A `localStorage` slot as a TableStore. Its `save` never throws: a full store is pruned, and if it
 * stays full the game goes on unsaved and `report` hears `SAVE_FULL`; where the page may keep no
 * data (storage missing or refused), a slot that reads nothing and tells `report` `SAVE_UNAVAILABLE`
 * at each save (none without `report`). Before a game's save is overwritten, it becomes the slot's previous
 * copy (the last good save). `damaged` keeps a save that failed its checks aside under a key of
 * its own and reports it; from then on this slot keeps no previous copy (the one there is the
 * last good save).
 */
export function localStore(key: string, report?: (p: SaveProblem) => void): TableStore | undefined {
  let ls: Storage;
  try {
    const found = globalThis.localStorage;
    if (!found) return unsaved(report);
    ls = found;
  } catch {
    // The page may not keep data: a sandboxed frame, a browser that blocks storage for an embedded site.
    return unsaved(report);
  }
  let backup = !NO_BACKUP.test(key);
  return {
    load: () => {
      try {
        return ls.getItem(key);
      } catch {
        return null;
      }
    },
    save: (data) => {
      try {
        const prev = previousKey(key);
        const old = backup ? ls.getItem(key) : null;
        if (old !== null && old !== data && !put(ls, prev, old, [key, prev])) ls.removeItem(prev);
        if (!put(ls, key, data, [key, prev])) report?.({ code: "SAVE_FULL" });
      } catch {
        report?.({ code: "SAVE_FULL" });
      }
    },
    clear: () => {
      try {
        ls.removeItem(key);
      } catch {
        // nothing to clear
      }
    },
    damaged: (raw, why) => {
      backup = false;
      const aside = damagedKey(key, raw);
      try {
        if (ls.getItem(aside) === null && !put(ls, aside, raw, [key, aside, previousKey(key)])) report?.({ code: "SAVE_FULL" });
      } catch {
        // kept where it is
      }
      let previous = false;
      try {
        previous = ls.getItem(previousKey(key)) !== null;
      } catch {
        // none
      }
      report?.({ code: "SAVE_DAMAGED", key, why, aside, previous });
    },
  };
}

/** Where the page may not keep data at all: nothing is read, and each save tells `report` (SAVE_UNAVAILABLE). */
function unsaved(report?: (p: SaveProblem) => void): TableStore | undefined {
  if (!report) return undefined;
  return { load: () => null, save: () => report({ code: "SAVE_UNAVAILABLE" }), clear: () => undefined, damaged: () => undefined };
}

/** Puts a slot's previous copy (its last good save) back in its place; false if there is none. The copy is used up. */
export function restorePrevious(key: string): boolean {
  try {
    const ls = globalThis.localStorage;
    const prev = ls.getItem(previousKey(key));
    if (prev === null) return false;
    ls.setItem(key, prev);
    ls.removeItem(previousKey(key));
    return true;
  } catch {
    return false;
  }
}

/** An element's place (0, 1, …) among the elements of its name in its document or shadow root. */
function placeIn(el: Element): number {
  const root = el.getRootNode() as Document | ShadowRoot;
  return root.querySelectorAll ? Math.max([...root.querySelectorAll(el.localName)].indexOf(el), 0) : 0;
}

/** Where an element stands: its place, after its shadow host's (`x-card.1/0`), and so on up to the document. */
function placeOf(el: Element, own = true): string {
  const root = el.getRootNode();
  const here = own ? String(placeIn(el)) : `${el.localName}.${placeIn(el)}`;
  return root instanceof ShadowRoot ? `${placeOf(root.host, false)}/${here}` : here;
}

const path = () => globalThis.location?.pathname ?? "";

/**
 * The name the saves of an element go by: `game-id`, or else the page's path and the element's
 * place among the `<inkognito-game>` elements of its document; inside a shadow root, its place there
 * after its host's (`auto:/blog/:x-card.1/0`), so one element in each of two components never share
 * a save.
 */
export function saveName(el: SaveOwner): string {
  return el.gameId || `auto:${path()}:${placeOf(el)}`;
}

/**
 * Before elements in shadow roots were named after their hosts, each was named by its place in its
 * shadow root alone (`auto:<path>:0`). An element in a shadow root with no save of its own takes over
 * the slots of that name (a page with one such component keeps its game), unless one of the
 * document's own elements goes by it. The first element to start takes them.
 */
export function adoptShadowSaves(el: SaveOwner): void {
  const root = el.getRootNode();
  if (el.gameId || !(root instanceof ShadowRoot) || el.ownerDocument.querySelectorAll(el.localName).length > placeIn(el)) return;
  const before = `auto:${path()}:${placeIn(el)}`, now = saveName(el);
  const prefixes = (name: string) => [`inkognito:v2:${name}:`, `inkognito:v1:${name}:`];
  try {
    const ls = globalThis.localStorage;
    const keys = Array.from({ length: ls.length }, (_, i) => ls.key(i) ?? "");
    if (keys.some((k) => prefixes(now).some((p) => k.startsWith(p)))) return;
    for (const k of keys) {
      const i = prefixes(before).findIndex((p) => k.startsWith(p));
      if (i < 0) continue;
      const value = ls.getItem(k);
      if (value !== null) ls.setItem(prefixes(now)[i]! + k.slice(prefixes(before)[i]!.length), value);
      ls.removeItem(k);
    }
  } catch {
    // no storage, or a full one: the old slots stay where they are
  }
}

/**
 * One saved game per element and mode (and scenario): the game the player chose last is the one
 * a reload brings back, whatever options the page sets.
 */
export function storageKey(el: SaveOwner, game = "board"): string {
  // The board game's key is the one it always had; another game's names the game (a card game and a board game never share a slot).
  return `inkognito:v2:${saveName(el)}:${game === "board" ? "" : `${game}:`}${el.mode}:${hash(el.scenario ?? "")}`;
}

/**
 * Where games were saved before v2: one slot per option set, and every element without `game-id`
 * under "default" (the page's first element takes such a save over, so no game is lost).
 */
function legacyKey(el: SaveOwner): string | null {
  const id = el.gameId || (placeIn(el) === 0 ? "default" : null);
  if (!id) return null;
  return `inkognito:v1:${id}:${el.mode}:${el.players}:${el.seat}:${el.seed ?? ""}:${hash(el.scenario ?? "")}`;
}

/** Whether the element's save slot (or its older layout's, for the board game) holds anything: its checks' code is loaded before it is read. */
export function holdsSave(el: SaveOwner, game: AnyGame, open: (key: string) => TableStore | undefined = localStore): boolean {
  if (open(storageKey(el, game.id))?.load()) return true;
  const key = game.id === "board" ? legacyKey(el) : null;
  return !!(key && open(key)?.load());
}

/**
 * The element's save slot and the game saved in it (taken over from the older layout if need be);
 * `fresh` forgets it. `damaged`: the save there failed its checks (kept aside and reported through
 * `open`'s store): the player chooses between a new game and the last good save.
 */
export function savedGame<G extends AnyGame>(
  el: SaveOwner, fresh: boolean, game: G, open: (key: string) => TableStore | undefined = localStore,
): { store: TableStore | undefined; saved: LocalSave<G> | null; damaged: boolean } {
  const store = open(storageKey(el, game.id));
  if (fresh) store?.clear();
  const raw = store?.load() ?? null;
  let saved = store ? readSaved(store, game) : null;
  if (raw && !saved) return { store, saved: null, damaged: true };
  // Only the board game had saves in the older layout.
  const key = game.id === "board" ? legacyKey(el) : null;
  const legacy = key ? open(key) : undefined;
  if (!saved && !fresh && legacy) {
    saved = readSaved(legacy, game);
    legacy.clear();
    if (saved) store?.save(writeLocalSave(game, saved));
  }
  return { store, saved, damaged: false };
}
