/**
 * The meetings of the active seat as a short list: each offers "Ask identity", "Ask build" and
 * "Extra step"; a meeting with the Ambassador first asks whom to question. Only actions in
 * `view.legal` are offered.
 */
import { consume } from "@lit/context";
import { LitElement, css, html, nothing } from "lit";
import { property, state } from "lit/decorators.js";
import { figureOwner } from "../../games/board/types.js";
import type { Action, AgentSeat, FigureId, QuestionKind } from "../../games/board/index.js";
import { gameContext, type GameContext } from "../context.js";
import { figureName, seatName } from "../names.js";
import { seatLetter, base, seatStyles, visuallyHiddenRules } from "../theme.js";
import { meetingChoicesOpen } from "./meeting-open.js";
import "../i18n/en-later.js"; // its texts come with it (a part loaded at the first meeting)

type Ask = Extract<Action, { type: "ask" }>;

/**
 * @summary The open meetings and what to do at each.
 * @fires inkognito-extra-step - detail `{ own, met }`: place the extra step on the board.
 * @csspart meeting - One meeting card.
 */
export class InkognitoMeetings extends LitElement {
  @consume({ context: gameContext, subscribe: true })
  @property({ attribute: false })
  game?: GameContext;

  /** The Ambassador meeting whose target seat is being chosen. */
  @state() private choosing: string | null = null;

  static override styles = [
    base,
    seatStyles,
    css`
      :host { display: block; }
      section { display: grid; gap: 0.5rem; }
      h2 { margin: 0; font: 600 0.95rem var(--inkognito-font-display); color: var(--inkognito-gilt); letter-spacing: 0.04em; }
      .card {
        display: grid; gap: 0.4rem; padding: 0.6rem 0.7rem; border-radius: var(--inkognito-radius);
        background: var(--inkognito-parchment); color: var(--inkognito-ink); box-shadow: 0 2px 8px #0006;
      }
      .who { display: flex; align-items: center; gap: 0.4rem; font-weight: 600; }
      .dot { width: 0.9rem; height: 0.9rem; border-radius: 50%; display: inline-grid; place-items: center; font-size: 0.6rem; }
      .buttons { display: flex; flex-wrap: wrap; gap: 0.4rem; }
      button {
        font: 600 0.85rem var(--inkognito-font); padding: 0.4rem 0.75rem; min-height: 2.25rem; border-radius: 999px; cursor: pointer;
        border: 1px solid var(--inkognito-ink); background: #fff8; color: var(--inkognito-ink);
      }
      button:hover { background: var(--inkognito-highlight); }
      /* On a phone the meeting lies over the Phantom's row: one line of choices, the title for screen readers. */
      @container (max-width: 40rem) {
        h2 { ${visuallyHiddenRules} }
        .buttons { gap: 0.3rem; }
        .who { font-size: 0.85rem; }
        button { font-size: 0.8rem; padding: 0.4rem 0.5rem; min-height: 2.5rem; }
      }
      /* At the top of the side column beside the board, which the players, the hand and the log share: each card
         says what it is (the title is for screen readers), and its choices side by side, each label wrapping in its button. */
      @container (min-width: 56rem) {
        h2 { ${visuallyHiddenRules} }
        section { gap: 0.4rem; }
        .card { gap: 0.25rem; padding: 0.4rem 0.6rem; }
        .who { font-size: 0.9rem; }
        /* Side by side on one line, each as wide as its words ask and all shrinking alike, never below its longest word
           (a flex line's shrinking: a grid's auto columns shared the room out evenly, and a long label took three lines
           beside a short one). Each label in at most two balanced lines, in every language (test/ui/meeting-buttons.test.ts). */
        .buttons { display: flex; flex-wrap: nowrap; gap: 0.3rem; }
        .buttons > button { flex: 1 1 auto; min-width: min-content; text-wrap: balance; }
        button { border-radius: 10px; padding: 0.25rem 0.35rem; font-size: 0.8rem; line-height: 1.15; }
      }
    `,
  ];

  private label(f: FigureId): string {
    const m = this.game!.messages;
    return figureName(m, f);
  }

  override render() {
    const g = this.game;
    if (!g) return nothing;
    const { view, messages: m } = g;
    const asks = view.legal.filter((a): a is Ask => a.type === "ask");
    if (!meetingChoicesOpen(view)) return nothing;
    return html`
      <section aria-label=${m.meetingsTitle}>
        <h2>${m.meetingsTitle}</h2>
        ${view.meetings.map((mt) => {
          const key = `${mt.own}|${mt.met}`;
          const here = asks.filter((a) => a.own === mt.own && a.met === mt.met);
          const hasStep = view.legal.some((a) => a.type === "extraStep" && a.own === mt.own && a.met === mt.met);
          const owner = mt.met === "ambassador" ? "ambassador" : figureOwner(mt.met)!;
          const targets = [...new Set(here.map((a) => a.target).filter((t): t is AgentSeat => !!t))];
          const ask = (kind: QuestionKind, target?: AgentSeat) => {
            const a = here.find((x) => x.kind === kind && x.target === target);
            if (a) g.act(a);
            this.choosing = null;
          };
          return html`
            <div class="card" part="meeting">
              <div class="who">
                <span class="dot seat-fill seat-${owner}" aria-hidden="true">${seatLetter(m, owner)}</span>
                ${m.meetingWith(this.label(mt.met))}
              </div>
              ${this.choosing === key
                ? html`<div>${m.askWhom}</div>
                    ${targets.map((t) => html`<div class="buttons" role="group" aria-label=${seatName(m, t, g.names)}>
                      <button @click=${() => ask("identity", t)}>${seatName(m, t, g.names)}: ${m.askIdentity}</button>
                      <button @click=${() => ask("build", t)}>${seatName(m, t, g.names)}: ${m.askBuild}</button></div>`)}
                    <div class="buttons"><button @click=${() => (this.choosing = null)}>${m.cancel}</button></div>`
                : html`<div class="buttons">
                    ${mt.met === "ambassador"
                      ? here.length ? html`<button @click=${() => (this.choosing = key)}>${m.askIdentity} / ${m.askBuild}…</button>` : nothing
                      : html`${here.some((a) => a.kind === "identity") ? html`<button @click=${() => ask("identity")}>${m.askIdentity}</button>` : nothing}
                             ${here.some((a) => a.kind === "build") ? html`<button @click=${() => ask("build")}>${m.askBuild}</button>` : nothing}`}
                    ${hasStep ? html`<button @click=${() => this.dispatchEvent(new CustomEvent("inkognito-extra-step", { detail: { own: mt.own, met: mt.met }, bubbles: true, composed: true }))}>${m.extraStep}</button>` : nothing}
                  </div>`}
            </div>`;
        })}
      </section>
    `;
  }
}
