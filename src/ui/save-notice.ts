/**
 * What the player is told of the element's saves: once, that the store is full and the game goes
 * on unsaved (and how to free space), or that the page may keep no data here (a sandboxed frame, a
 * browser blocking an embedded site's storage) and the game goes on unsaved; and when a save failed
 * its checks, that it was kept aside, with a choice between a new game and the last good save. Each
 * also fires `inkognito-error` (`SAVE_FULL`, `SAVE_UNAVAILABLE`, `SAVE_DAMAGED`). The element's stores come from here (`store`), so they report to it.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from "lit";
import type { TableStore } from "../net/local-table.js";
import type { Messages } from "./i18n/index.js";
import { localStore, restorePrevious, type SaveProblem } from "./saves.js";

type Damaged = Extract<SaveProblem, { code: "SAVE_DAMAGED" }>;

/** What the player may choose when a save is damaged. */
export interface SaveChoices {
  /** Start a new game (a local game), or go on with the table opened anew (a host's). */
  readonly newGame: () => void;
  /** Restart the element from its restored last good save. */
  readonly reload: () => void;
  /** Before a restore: the element lets go of its table (a host's saves it one last time). */
  readonly stop: () => void;
}

export class SaveWatch implements ReactiveController {
  /** The store is full, or the page may keep no data: told once per element (until dismissed). */
  private fullShown = false;
  private fullTold = false;
  private unsaved: "SAVE_FULL" | "SAVE_UNAVAILABLE" = "SAVE_FULL";
  private damaged: Damaged | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly messages: () => Messages,
    private readonly fire: (code: SaveProblem["code"], message: string) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** A slot of `localStorage` that reports its problems here. */
  readonly store = (key: string): TableStore | undefined => localStore(key, (p) => this.report(p));

  /** A damaged save waits for the player's choice. */
  get waiting(): boolean {
    return this.damaged !== null;
  }

  private report(p: SaveProblem): void {
    const m = this.messages();
    if (p.code === "SAVE_FULL" || p.code === "SAVE_UNAVAILABLE") {
      if (this.fullTold) return;
      this.fullTold = this.fullShown = true;
      this.unsaved = p.code;
      this.fire(p.code, p.code === "SAVE_FULL" ? m.saveFull : m.saveUnavailable);
    } else {
      this.damaged = p;
      this.fire(p.code, m.saveDamaged(p.why));
    }
    this.host.requestUpdate();
  }

  render(m: Messages, choices: SaveChoices, network: boolean) {
    const d = this.damaged;
    if (d) {
      const restore = () => {
        this.damaged = null;
        choices.stop();
        restorePrevious(d.key);
        choices.reload();
      };
      const fresh = () => {
        this.damaged = null;
        choices.newGame();
        this.host.requestUpdate();
      };
      return html`<div class="saves" part="saves" role="alert"><p>${m.saveDamaged(d.why)}</p>
        ${d.previous ? html`<button class="restore" @click=${restore}>${m.saveRestore}</button>` : nothing}
        <button class="fresh" @click=${fresh}>${network ? m.saveKeepNew : m.saveNewGame}</button></div>`;
    }
    if (this.fullShown) {
      return html`<div class="saves" part="saves" role="alert"><p>${this.unsaved === "SAVE_FULL" ? m.saveFull : m.saveUnavailable}</p>
        <button class="dismiss" @click=${() => { this.fullShown = false; this.host.requestUpdate(); }}>${m.saveDismiss}</button></div>`;
    }
    return nothing;
  }
}
