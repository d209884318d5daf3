/**
 * The game menu: a new game (players, seat, bots' speed), a restart from the same seed, the rules
 * in brief, and the result of a finished game. Everything that would discard a game in progress
 * asks first. The menu only asks; the shell starts the games.
 */
import { LitElement, css, html, nothing } from "lit";
import { property, state } from "lit/decorators.js";
import type { Messages } from "../i18n/index.js";
import { base, seatStyles, visuallyHiddenRules } from "../theme.js";
import { dialogStyles } from "./dialog-styles.js";

export { BOT_SPEEDS, BOT_DELAY, loadMenuPages, loadedMenuPages, type BotSpeed, type NewGameChoice } from "./menu-pages.js";
import { loadMenuPages, loadedMenuPages, type BotSpeed, type NewGameChoice } from "./menu-pages.js";
import type { BotLevel, Seat } from "../../games/board/index.js";

export type Page = "closed" | "main" | "new" | "rules" | "confirm-new" | "confirm-restart";

/** What the menu's pages (./game-menu-pages.ts) read and do. */
export interface MenuPageHost {
  readonly page: Page;
  readonly choice: NewGameChoice;
  readonly mode: InkognitoGameMenu["mode"];
  readonly over: boolean;
  go(page: Page): void;
  choose(choice: NewGameChoice): void;
  close(): void;
  emit(type: string, detail?: unknown): void;
  startNew(): void;
  restart(): void;
}

/**
 * @summary The game menu: New game, Restart, Rules, Show result.
 * @fires inkognito-menu-new-game - Start a new game. detail: `{ players, seat, botSpeed }`.
 * @fires inkognito-menu-restart - Start the same deal again (same seed).
 * @fires inkognito-show-result - Show the end screen again.
 * @csspart menu-button - The button that opens the menu.
 * @csspart menu - The open menu.
 */
export class InkognitoGameMenu extends LitElement {
  @property({ attribute: false }) messages?: Messages;
  /** Which menu entries make sense: local games offer everything; scenarios a replay; network tables the rules. */
  @property() mode: "solo" | "hotseat" | "scenario" | "network" = "solo";
  @property({ type: Number }) players: 3 | 4 | 5 = 4;
  @property() seat: Seat | "spectator" = "red";
  @property() botSpeed: BotSpeed = "normal";
  @property() bots: BotLevel = "easy";
  /** A game has started and not ended: discarding it needs a confirmation. */
  @property({ type: Boolean }) inProgress = false;
  /** The game is over: the menu offers its result. */
  @property({ type: Boolean }) over = false;

  @state() page: Page = "closed";
  @state() private choice: NewGameChoice = { players: 4, seat: "red", botSpeed: "normal", bots: "easy" };

  static override styles = [
    seatStyles,
    base,
    dialogStyles,
    css`
      :host { display: block; }
      .open {
        display: inline-flex; align-items: center; gap: 0.4rem; height: 100%; min-height: 2.5rem; padding: 0 0.9rem;
        font: 600 0.9rem var(--inkognito-font); cursor: pointer; color: var(--inkognito-panel-text);
        background: linear-gradient(180deg, var(--inkognito-bar, #22384a), var(--inkognito-panel)); border: none; border-radius: 0 var(--inkognito-radius) 0 0;
        border-left: 1px solid color-mix(in srgb, var(--inkognito-gilt) 35%, transparent);
        border-bottom: 1px solid color-mix(in srgb, var(--inkognito-gilt) 45%, transparent);
      }
      .open:hover { color: var(--inkognito-highlight); }
      @container (max-width: 40rem) {
        .open { padding: 0 0.8rem; }
        .label { ${visuallyHiddenRules} }
      }
      .bars { display: grid; gap: 3px; width: 1rem; }
      .bars span { height: 2px; border-radius: 1px; background: var(--inkognito-gilt); }
      .scrim { z-index: 35; align-items: start; padding-top: 3.5rem; }
      .dialog { max-height: min(100%, 40rem); }
      .items { display: grid; gap: 0.5rem; }
      .items button { text-align: left; border-radius: var(--inkognito-radius); }
      fieldset { border: 1px solid #0003; border-radius: var(--inkognito-radius); padding: 0.4rem 0.6rem 0.6rem; margin: 0; }
      legend { font-weight: 700; font-size: 0.85rem; padding: 0 0.3rem; }
      .opts { display: flex; flex-wrap: wrap; gap: 0.35rem 0.9rem; }
      .opts label { display: inline-flex; align-items: center; gap: 0.3rem; font-size: 0.95rem; min-height: 2rem; cursor: pointer; }
      .chip { display: inline-grid; place-items: center; width: 1.2rem; height: 1.2rem; border-radius: 50%; color: #fff; font-size: 0.65rem; font-weight: 700; }
      .level .hint { font-size: 0.82rem; }
      .rules { display: grid; gap: 0.6rem; }
      .rules h3 { margin: 0; font: 700 1rem var(--inkognito-font-display); }
      .rules p { font-size: 0.92rem; }
    `,
  ];

  /**
   * Opens the menu (on its main page). Its pages come from a chunk of their own, loaded the first
   * time the menu opens (resolves once the menu shows).
   */
  async show(page: Page = "main"): Promise<void> {
    this.choice = { players: this.players, seat: this.seat, botSpeed: this.botSpeed, bots: this.bots };
    if (!loadedMenuPages()) {
      try {
        await loadMenuPages();
      } catch (e) {
        console.warn("The game menu could not be loaded:", e);
        return;
      }
    }
    this.page = page;
  }

  private close() {
    const wasOpen = this.page !== "closed";
    this.page = "closed";
    if (wasOpen) void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(".open")?.focus());
  }

  private emit(type: string, detail?: unknown) {
    this.close();
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  protected override updated(): void {
    const box = this.renderRoot.querySelector(".dialog");
    if (box && !box.contains(this.renderRoot.querySelector(":focus"))) box.querySelector<HTMLElement>("button.primary, button, input")?.focus({ preventScroll: true });
  }

  private startNew() {
    if (this.inProgress) this.page = "confirm-new";
    else this.emit("inkognito-menu-new-game", this.choice);
  }

  private restart() {
    if (this.inProgress) this.page = "confirm-restart";
    else this.emit("inkognito-menu-restart");
  }

  override render() {
    const m = this.messages;
    if (!m) return nothing;
    const pages = loadedMenuPages();
    return html`
      <button class="open" part="menu-button" aria-haspopup="dialog" aria-expanded=${this.page !== "closed" ? "true" : "false"}
        @click=${() => this.show()}><span class="bars" aria-hidden="true"><span></span><span></span><span></span></span><span class="label">${m.menuButton}</span></button>
      ${pages && this.page !== "closed" ? pages.renderMenuPage({
        page: this.page, choice: this.choice, mode: this.mode, over: this.over,
        go: (page) => (this.page = page), choose: (choice) => (this.choice = choice),
        close: () => this.close(), emit: (type, detail) => this.emit(type, detail),
        startNew: () => this.startNew(), restart: () => this.restart(),
      }, m) : nothing}`;
  }
}
