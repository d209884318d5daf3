/**
 * The turn bar: whose turn, the step (Roll → Move → Meet → Declare), and the one or two actions
 * that make sense now. Buttons appear only for actions in `view.legal`.
 */
import { consume } from "@lit/context";
import { LitElement, css, html, nothing } from "lit";
import { property } from "lit/decorators.js";
import type { Action } from "../../games/board/index.js";
import type { Messages } from "../i18n/index.js";
import { seatName } from "../names.js";
import { gameContext, type GameContext } from "../context.js";
import { seatLetter, base, seatStyles } from "../theme.js";

/**
 * What the table offers once a game is over: `new` a new game (a local table: the element's
 * `newGame`), `again` the next game at this network table (its host: `HostTable.nextGame`, everyone
 * keeps their seat), `wait` nothing but the word that the host deals it (a guest), `none` nothing.
 */
export type NextGameOffer = "new" | "again" | "wait" | "none";

/** The label of the button that starts the next game (the turn bar's and the end screen's), or null when there is none here. */
export function nextGameLabel(next: NextGameOffer, m: Messages): string | null {
  return next === "again" ? m.playAgain : next === "new" ? m.newGame : null;
}

/**
 * @summary Whose turn it is, the step, and the actions that make sense now.
 * @fires inkognito-open-declare - The player wants to declare (the shell opens the dialog).
 * @fires inkognito-open-seal - The Ambassador seat wants to seal "I know who you are".
 * @fires inkognito-show-result - After the game: show the end screen again.
 * @fires inkognito-new-game - After the game: start a new one (at a network table, the host deals the next game there).
 * @csspart bar - The bar.
 * @csspart action - Each action button.
 * @csspart guide - The line of guidance under the bar.
 */
export class InkognitoTurnBar extends LitElement {
  @consume({ context: gameContext, subscribe: true })
  @property({ attribute: false })
  game?: GameContext;

  /**
   * What "Game over" offers next: a new game (local tables), the next game at this table (a network
   * table's host), or nothing (a guest waits for its host; a scenario).
   */
  @property({ attribute: false }) next: NextGameOffer = "none";

  /** The line of guidance for the player in front of the screen (the shell computes it with the selection). */
  @property({ attribute: false }) hint = "";

  static override styles = [
    base,
    seatStyles,
    css`
      :host { display: block; container-type: inline-size; }
      .bar {
        display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem;
        padding: 0.6rem 0.9rem; background: linear-gradient(180deg, var(--inkognito-bar, #22384a), var(--inkognito-panel));
        color: var(--inkognito-panel-text); border-bottom: 1px solid color-mix(in srgb, var(--inkognito-gilt) 45%, transparent);
      }
      .who { display: flex; align-items: center; gap: 0.5rem; font-family: var(--inkognito-font-display); font-size: 1.1rem; min-width: 0; }
      .chip {
        display: inline-grid; place-items: center; width: 1.7rem; height: 1.7rem; border-radius: 50%;
        font: 700 0.85rem var(--inkognito-font); border: 2px solid var(--inkognito-gilt); flex: none;
      }
      /* The steps wrap rather than run under the menu when a language's words are long (German at 360 px). */
      ol { display: flex; flex-wrap: wrap; gap: 0.25rem; min-width: 0; list-style: none; margin: 0; padding: 0; font-size: 0.8rem; }
      li { padding: 0.15rem 0.5rem; border-radius: 999px; color: var(--inkognito-muted); }
      li[aria-current="step"] { background: var(--inkognito-gilt); color: var(--inkognito-ink); font-weight: 700; }
      .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-left: auto; }
      button {
        font: 600 0.9rem var(--inkognito-font); padding: 0.45rem 0.9rem; min-height: 2.25rem; border-radius: 999px; cursor: pointer;
        border: 1px solid var(--inkognito-gilt); background: transparent; color: var(--inkognito-panel-text);
      }
      button.primary { background: var(--inkognito-gilt); color: var(--inkognito-ink); }
      button:hover { filter: brightness(1.12); }
      /* The guidance line: always there, with lines kept for it — three on a phone (every step's guidance, in every
         language, fits them), two on a tablet, one on a wide table — so the board does not move from step to step; a
         longer one (why a move cannot end here) takes the lines it needs rather than being cut off. */
      .hint { flex-basis: 100%; font-size: 0.85rem; line-height: 1.25; min-height: 3.75em; color: var(--inkognito-highlight); }
      @container (min-width: 40rem) { .hint { min-height: 2.5em; } }
      @container (min-width: 56rem) { .hint { min-height: 1.25em; } }
      .actions { min-height: 2.25rem; }
      /* Declaring ends the game: its button keeps to the left of the actions, never where Roll or End movement was. */
      .actions { flex: 1 1 auto; justify-content: flex-end; }
      .actions .declare { order: -1; margin-right: auto; }
      /* Phone: the actions keep their own line, empty or not. */
      @container (max-width: 40rem) {
        .actions { flex-basis: 100%; justify-content: flex-end; }
        .who > span:last-child { min-width: 0; overflow-wrap: anywhere; }
        li { padding: 0.15rem 0.4rem; }
        .bar { padding: 0.55rem 0.6rem; }
      }
    `,
  ];

  private fire(type: string) {
    this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
  }

  /** Sends an action; if its button goes away with focus on it, the table moves focus to the next sensible control. */
  private send(a: Action) {
    this.game?.act(a);
  }

  override render() {
    const g = this.game;
    if (!g) return nothing;
    const { view, messages: m } = g;
    const t = view.turn;
    const mine = view.viewer === t.seat;
    const has = (type: Action["type"]) => view.legal.find((a) => a.type === type);
    const next = nextGameLabel(this.next, m);
    const steps: [string, boolean][] = [
      [m.stepRoll, t.stage === "roll"],
      [m.stepMove, t.stage === "move" || t.stage === "ambassador"],
      [m.stepMeet, t.stage === "meet" && view.meetings.length > 0],
      [m.stepDeclare, t.stage === "meet" && view.meetings.length === 0],
    ];
    const roll = has("roll"), undo = has("undo"), endMovement = has("endMovement"), endTurn = has("endTurn");
    const canDeclare = view.legal.some((a) => a.type === "declare" || a.type === "declareAlone");
    const canSeal = view.viewer === "ambassador" && !view.sealed && !view.result;
    const waiting = view.legal.length === 0 && !view.result && t.pending === null && !mine;
    return html`
      <div class="bar" part="bar">
        <div class="who">
          <span class="chip seat-fill seat-${t.seat}" aria-hidden="true">${seatLetter(m, t.seat)}</span>
          <span><bdi>${view.result ? m.gameOver : mine ? m.yourTurn : m.turnOf(seatName(m, t.seat, this.game?.names))}</bdi></span>
        </div>
        ${view.result || t.stage === "ambassador" ? nothing : html`
          <ol aria-label="Turn steps">${steps.map(([label, on]) => html`<li aria-current=${on ? "step" : "false"}>${label}</li>`)}</ol>`}
        <div class="actions">
          ${roll ? html`<button part="action" class="primary" @click=${() => this.send(roll)}>${m.rollPhantom}</button>` : nothing}
          ${undo ? html`<button part="action" @click=${() => this.send(undo)}>${m.undo}</button>` : nothing}
          ${endMovement ? html`<button part="action" class="primary" @click=${() => this.send(endMovement)}>${m.endMovement}</button>` : nothing}
          ${canDeclare ? html`<button part="action" class="declare" @click=${() => this.dispatchEvent(new CustomEvent("inkognito-open-declare", { bubbles: true, composed: true }))}>${m.declare}</button>` : nothing}
          ${canSeal ? html`<button part="action" class="declare" @click=${() => this.dispatchEvent(new CustomEvent("inkognito-open-seal", { bubbles: true, composed: true }))}>${m.seal}</button>` : nothing}
          ${endTurn ? html`<button part="action" class="primary" @click=${() => this.send(endTurn)}>${m.endTurn}</button>` : nothing}
          ${view.result ? html`<button part="action" @click=${() => this.fire("inkognito-show-result")}>${m.menuShowResult}</button>
            ${next ? html`<button part="action" class="primary next-game" @click=${() => this.fire("inkognito-new-game")}>${next}</button>` : nothing}` : nothing}
        </div>
        <div class="hint" part="guide" role="status">${this.hint || (waiting ? m.waitingFor(seatName(m, t.seat, this.game?.names)) : "")}</div>
      </div>
    `;
  }
}
