/**
 * The board game's save at `<inkognito-game>`: the element's slot (./saves.ts) and the local game
 * saved in it, checked with the board game's rules (src/net/board-saves.ts), taken over from the
 * older layout of saves if need be. In the board game's chunk: a card table never loads it.
 */
import { readSaved, writeLocalSave } from "../../net/board-saves.js";
import type { TableStore } from "../../net/local-table.js";
import { hash, localStore, storageKey, saveName, type SaveOwner } from "../saves.js";

type Saved = NonNullable<ReturnType<typeof readSaved>>;

/**
 * Where games were saved before v2: one slot per option set, and every element without `game-id`
 * under "default" (the page's first element takes such a save over, so no game is lost).
 */
function legacyKey(el: SaveOwner): string | null {
  const id = el.gameId || (saveName(el).endsWith(":0") ? "default" : null);
  if (!id) return null;
  return `inkognito:v1:${id}:${el.mode}:${el.players}:${el.seat}:${el.seed ?? ""}:${hash(el.scenario ?? "")}`;
}

/**
 * The element's save slot and the game saved in it (taken over from the older layout if need be);
 * `fresh` forgets it. `damaged`: the save there failed its checks (kept aside and reported through
 * `open`'s store): the player chooses between a new game and the last good save.
 */
export function savedGame(
  el: SaveOwner, fresh: boolean, open: (key: string) => TableStore | undefined = localStore,
): { store: TableStore | undefined; saved: Saved | null; damaged: boolean } {
  const store = open(storageKey(el));
  if (fresh) store?.clear();
  const raw = store?.load() ?? null;
  let saved = store ? readSaved(store) : null;
  if (raw && !saved) return { store, saved: null, damaged: true };
  const key = legacyKey(el);
  const legacy = key ? open(key) : undefined;
  if (!saved && !fresh && legacy) {
    saved = readSaved(legacy);
    legacy.clear();
    if (saved) store?.save(writeLocalSave(saved));
  }
  return { store, saved, damaged: false };
}
