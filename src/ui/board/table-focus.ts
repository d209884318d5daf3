/**
 * Focus at the board game's table (the table's side of ../focus.ts): which dialogs are open (the rest of the
 * table is inert meanwhile), and where focus goes when the focused control went away after this
 * screen acted or a dialog closed: back to the control that opened the dialog, or on to where play
 * continues.
 */
import type { ReactiveControllerHost } from "lit";
import type { SeatView } from "../../games/board/index.js";
import { deepActiveElement, mayTakeFocus } from "../focus.js";

type Host = ReactiveControllerHost & HTMLElement & { readonly shadowRoot: ShadowRoot | null };

export class TableFocus {
  /** Dialogs open now (declaration, handshake, seal, end screen). */
  modals: ReadonlySet<EventTarget> = new Set();
  private opener: HTMLElement | null = null;

  constructor(private readonly host: Host, private readonly view: () => SeatView | undefined) {}

  /** The host and the components it renders have rendered. */
  async settled(): Promise<void> {
    await this.host.updateComplete;
    await new Promise((r) => requestAnimationFrame(r));
    await this.host.updateComplete;
  }

  /** After this screen acted: if the focused control went away, focus the next sensible one. */
  async keep(): Promise<void> {
    await this.settled();
    const active = deepActiveElement();
    if (!active || active === document.body) this.next();
  }

  /**
   * Where play continues: the open dialog if any; else the first question of a Meeting on this
   * seat's turn, the turn bar's main action, any turn bar action, the open side-panel tab.
   */
  next(): void {
    const root = this.host.shadowRoot!;
    const view = this.view();
    if (!view) return;
    const inner = (tag: string, sel: string) => root.querySelector(tag)?.shadowRoot?.querySelector<HTMLElement>(sel) ?? null;
    const dialog = root.querySelector(".privacy button") as HTMLElement | null
      ?? inner("inkognito-answer-picker", ".pick")
      ?? inner("inkognito-prompts", ".dialog button")
      ?? inner("inkognito-end-screen", ".dialog button");
    const mine = view.viewer === view.turn.seat;
    const target = dialog
      ?? (mine && view.turn.stage === "meet" ? inner("inkognito-meetings", "button:not([disabled])") : null)
      ?? inner("inkognito-turn-bar", "button.primary")
      ?? inner("inkognito-turn-bar", "button")
      ?? inner("inkognito-side-panel", '[role="tab"][aria-selected="true"]');
    target?.focus();
  }

  /** A dialog tells the table it opened or closed (`inkognito-modal`). */
  onModal = (e: CustomEvent<{ open: boolean }>): void => {
    e.stopPropagation();
    const next = new Set(this.modals);
    if (e.detail.open) next.add(e.target!);
    else next.delete(e.target!);
    if (this.modals.size === 0 && next.size > 0) this.opener = this.inside(deepActiveElement()) as HTMLElement | null;
    const closed = this.modals.size > 0 && next.size === 0;
    this.modals = next;
    this.host.requestUpdate();
    if (closed && mayTakeFocus(this.host)) void this.settled().then(() => {
      const active = deepActiveElement();
      if (active && active !== document.body) return;
      // Back to the control that opened the dialog (Cancel), or on to where play continues.
      const opener = this.opener;
      this.opener = null;
      if (opener?.isConnected && !(opener as HTMLButtonElement).disabled) opener.focus();
      if (!opener || deepActiveElement() !== opener) this.next();
    });
  };

  /** The element if it renders inside this table (through shadow roots), else null. */
  private inside(el: Element | null): Element | null {
    for (let root = el?.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) {
      if (root.host === this.host) return el;
    }
    return null;
  }
}
