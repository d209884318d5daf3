/**
 * Focus at the card table (the board's is ../board/table-focus.ts): when the focused control went
 * away — a card of the picker or an act's button once its act is sent, a meeting resolved, the end
 * screen's "Next game" once the next game is dealt, the declaration form closed — focus goes where
 * play continues, not to the page's top (a keyboard user would Tab through the page again, a screen
 * reader would lose its place). The declaration form gives focus back to the "Declare…" that opened
 * it; a game that ends at this screen puts focus on the end screen's heading (and so in view). Only
 * when focus was the table's, or nobody's (../focus.ts): a game going on while the reader is
 * elsewhere on the page never pulls them back.
 */
import type { CardsView } from "../../games/cards/types.js";

/*
 * ../focus.ts's two helpers, in the card table's own chunk (./table-later.ts): imported, they made a
 * chunk of their own, one more request.
 */
/** The focused element, through every shadow root. */
function deepActiveElement(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/** Whether the table may take focus now: focus is inside it, or on nothing (a reader elsewhere on the page is not pulled back). */
function mayTakeFocus(el: Element): boolean {
  let host: Element = el;
  for (let root = host.getRootNode(); root instanceof ShadowRoot; root = host.getRootNode()) host = root.host;
  const active = document.activeElement;
  return !active || active === document.body || active === document.documentElement || host.matches(":focus-within");
}

/** Where play continues, first found first: the act to take now, else the line saying what happens. */
const NEXT = [
  "[part~=cards-picker] button.card[aria-disabled=false]",
  ".acts [role=group] .act.primary",
  ".acts [role=group] .act",
  ".loc.can",
  ".guide",
];

export class CardsFocus {
  /** Whether focus was inside the table before the update, or went away with a game no longer shown (a new one starting). */
  private had = false;
  private lost = false;
  /** Whether the declaration form was open before the update, and the control that opened it. */
  private modal = false;
  private opener: HTMLElement | null = null;
  /** The game whose end has taken focus (its first view's log start), so it takes it once. */
  private ended: object | null = null;
  /** Whether the game shown was seen going on at this screen (a game that ended here, not one resumed or narrated over). */
  private played: object | null = null;

  constructor(private readonly host: HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment }) {}

  private get root(): ShadowRoot {
    return this.host.renderRoot as ShadowRoot;
  }

  /** Before an update: where focus is, and whether the form is open (`modal`). */
  before(modal: boolean): void {
    this.had = !!this.root.activeElement || this.lost;
    if (modal && !this.modal) this.opener = this.had ? (this.root.activeElement as HTMLElement) : null;
    this.modal = modal;
  }

  /**
   * After an update of `view` (`game`: an object that stays the same for one game, `live`: a game
   * played at this screen, not a narrated scenario's frames).
   */
  after(view: CardsView | null, game: object | null, live: boolean, modal: boolean): void {
    if (!view) {
      this.lost = this.had && !this.root.activeElement;
      return;
    }
    this.lost = false;
    if (live && !view.result) this.played = game;
    const title = this.root.querySelector<HTMLElement>("#end-title");
    if (view.result && title && live && this.played === game && this.ended !== game && mayTakeFocus(this.host)) {
      this.ended = game;
      title.focus();
      return;
    }
    if (modal || !this.had || this.root.activeElement) return;
    const active = deepActiveElement();
    if (active && active !== document.body && active !== document.documentElement) return;
    const opener = this.opener;
    this.opener = null;
    if (opener?.isConnected && !opener.closest("[inert]")) {
      opener.focus({ preventScroll: true });
      if (this.root.activeElement === opener) return;
    }
    for (const sel of NEXT) {
      const target = this.root.querySelector<HTMLElement>(sel);
      if (!target) continue;
      // Into view only for a keyboard's focus (then it shows its ring): a tap's page does not jump.
      target.focus({ preventScroll: true });
      const took: boolean = this.root.activeElement === target;
      if (!took) continue;
      if (target.matches(":focus-visible")) target.scrollIntoView({ block: "nearest" });
      return;
    }
  }
}
