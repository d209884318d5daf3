/**
 * A host's table saved and read back (saves.ts holds the format): changes are gathered for a
 * moment (`SAVE_DELAY`) and saved together; leaving or hiding the page saves at once (`now`).
 * A full or missing storage never stops the game: it goes on unsaved.
 */
import type { AnyGame } from "../games/kernel/game.js";
import type { TableStore } from "./local-table.js";
import { loadSave, readHostSave, writeHostSave, type HostSave } from "./saves.js";

/** How long changes are gathered before the table is saved. */
export const SAVE_DELAY = 250;

export class HostSaving<G extends AnyGame> {
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** `snapshot`: the whole table as it is when the save is made. */
  constructor(private readonly game: G, private readonly store: TableStore | undefined, private readonly snapshot: () => HostSave<G>) {}

  /** A change to save: saved within `SAVE_DELAY`, with the changes that come meanwhile. */
  due(): void {
    if (!this.timer) this.timer = setTimeout(() => this.now(), SAVE_DELAY);
  }

  /** Saves the whole table now, if a change is waiting to be saved. */
  now(): void {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = null;
    if (!this.store) return;
    try {
      this.store.save(writeHostSave(this.game, this.snapshot()));
    } catch {
      // Storage full or unavailable: the game goes on unsaved.
    }
  }

  /**
   * The saved table, if it is table `tableId` (a damaged save is kept aside by the store, and the
   * table opens anew). Checked with the game's own rules (saves.ts), an older format's save
   * migrated by the game's reader; its player count is its own (the host may have changed it).
   */
  static load<G extends AnyGame>(game: G, store: TableStore | undefined, tableId: string): HostSave<G> | null {
    const r = loadSave(store, (raw) => readHostSave(game, raw));
    return r.status === "ok" && r.body.tableId === tableId ? r.body : null;
  }
}
