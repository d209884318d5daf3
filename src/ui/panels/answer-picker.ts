/**
 * The answer to a Question: the question on top, the hand below. Every card says whether it can
 * still be part of a legal answer and, if not, why ("you showed this set to Red before"); the one
 * "Show" button sends only an answer the engine accepts. The rules come from the engine
 * (`answerProblem`); this component only enumerates the player's possible picks.
 */
import { consume } from "@lit/context";
import { LitElement, css, html, nothing } from "lit";
import { property, state } from "lit/decorators.js";
import { ALL_CARDS, answerProblem, isTrue } from "../../games/board/answers.js";
import type { AnswerContext, CardRef, ErrorCode, Seat } from "../../games/board/index.js";
import { seatName } from "../names.js";
import { gameContext, type GameContext } from "../context.js";
import type { Messages } from "../i18n/index.js";
import { mayTakeFocus } from "../focus.js";
import { base } from "../theme.js";
import { cardFace, cardStyles } from "./cards.js";
import "../i18n/en-later.js"; // the texts only parts loaded on demand show

/** Worst first: the reason shown is the most specific one that blocks every completion. */
const PRIORITY: readonly ErrorCode[] = ["REPEATED_SET", "REPEATED_PAIR", "NOT_TRUE_CARD", "NO_TRUE_CARD", "WRONG_CARD_KINDS"];

function completions(rest: readonly CardRef[], need: number): CardRef[][] {
  if (need === 0) return [[]];
  const out: CardRef[][] = [];
  rest.forEach((c, i) => {
    for (const tail of completions(rest.slice(i + 1), need - 1)) out.push([c, ...tail]);
  });
  return out;
}

/**
 * Why a card cannot be added to the current pick (null if some legal answer contains the pick
 * and the card). Exported for tests.
 */
export function blockReason(ctx: AnswerContext, picked: readonly CardRef[], card: CardRef): ErrorCode | null {
  const base = [...picked, card];
  if (base.length > ctx.level) return "WRONG_CARD_COUNT";
  const rest = ALL_CARDS.filter((c) => !base.includes(c));
  const codes = new Set<ErrorCode>();
  for (const tail of completions(rest, ctx.level - base.length)) {
    const p = answerProblem(ctx, [...base, ...tail]);
    if (p === null) return null;
    codes.add(p);
  }
  return PRIORITY.find((c) => codes.has(c)) ?? [...codes][0] ?? "WRONG_CARD_KINDS";
}

export function reasonText(m: Messages, code: ErrorCode, asker: string): string {
  return m.answerReason[code]?.(asker) ?? m.answerReason.WRONG_CARD_KINDS!(asker);
}

/**
 * @summary Pick the cards to show for a Question.
 * @csspart picker - The picker panel.
 * @csspart show - The Show button.
 */
export class InkognitoAnswerPicker extends LitElement {
  @consume({ context: gameContext, subscribe: true })
  @property({ attribute: false })
  game?: GameContext;

  @state() private picked: CardRef[] = [];
  private promptKey = "";

  static override styles = [
    base,
    cardStyles,
    css`
      :host { display: block; }
      .picker {
        display: grid; gap: 0.8rem; padding: 1rem 1.1rem; border-radius: var(--inkognito-radius);
        background: var(--inkognito-panel); color: var(--inkognito-panel-text);
        border: 2px solid var(--inkognito-gilt); box-shadow: 0 12px 40px #000a;
      }
      h2 { margin: 0; font: 700 1.2rem var(--inkognito-font-display); }
      p { margin: 0; color: var(--inkognito-muted); }
      .hand { display: flex; flex-wrap: wrap; gap: 0.45rem; }
      .pick { padding: 0; border: 0; background: none; border-radius: 10px; cursor: pointer; position: relative; }
      .pick .card { transition: transform 120ms ease; }
      .pick[aria-pressed="true"] .card { transform: translateY(-0.35rem); outline: 3px solid var(--inkognito-highlight); }
      .pick[aria-disabled="true"] { cursor: not-allowed; }
      .pick[aria-disabled="true"] .card { opacity: 0.4; filter: grayscale(0.6); }
      .truth { position: absolute; left: 50%; bottom: -0.45rem; transform: translateX(-50%); font: 700 0.62rem var(--inkognito-font);
        background: var(--inkognito-gilt); color: var(--inkognito-ink); border-radius: 999px; padding: 0.05rem 0.45rem;
        text-transform: uppercase; letter-spacing: 0.05em; pointer-events: none; }
      .hand { row-gap: 0.9rem; }
      .why { min-height: 1.3rem; font-size: 0.9rem; color: var(--inkognito-highlight); }
      .row { display: flex; align-items: center; gap: 0.75rem; flex-wrap: wrap; }
      button.show {
        font: 700 1rem var(--inkognito-font); padding: 0.55rem 1.6rem; min-height: 2.6rem; border-radius: 999px; cursor: pointer;
        background: var(--inkognito-gilt); color: var(--inkognito-ink); border: none;
      }
      button.show:disabled { opacity: 0.45; cursor: not-allowed; }
      /* Phone: the picker fits the screen with its Show button in view: smaller cards, the hand scrolls. */
      @container (max-width: 40rem) {
        .picker { max-height: calc(100dvh - 2rem); overflow: auto; padding: 0.8rem; gap: 0.6rem; }
        h2 { font-size: 1.05rem; }
        .hand { gap: 0.75rem 0.3rem; }
        .card { width: 4.1rem; min-height: 4.9rem; font-size: 0.66rem; }
        .card .kind { font-size: 0.52rem; }
        .card .name { font-size: 0.6rem; }
        .card .glyph { font-size: 1.15rem; min-height: 1.6rem; }
        .card .sil { width: 1.2rem; height: 1.6rem; }
        .row { position: sticky; bottom: -0.8rem; padding: 0.5rem 0 0.8rem; margin-bottom: -0.8rem; background: var(--inkognito-panel); }
      }
    `,
  ];

  @state() private focusedReason = "";

  /** The picker is a dialog: it takes focus (its first card that can be picked) when a Question arrives. */
  override firstUpdated() {
    const first = this.renderRoot.querySelector<HTMLElement>('.pick[aria-disabled="false"], .pick');
    if (first && mayTakeFocus(this)) first.focus();
  }

  /** Picks or unpicks a card; a card that cannot be part of a legal answer stays out, with its reason shown. */
  private toggle(card: CardRef) {
    const g = this.game!;
    const ctx = g.view.answerPrompt!;
    if (this.picked.includes(card)) {
      this.picked = this.picked.filter((c) => c !== card);
      return;
    }
    const code = blockReason(ctx, this.picked, card);
    const q = g.view.turn.pending?.kind === "answer" ? g.view.turn.pending.question : null;
    if (code) this.focusedReason = reasonText(g.messages, code, seatName(g.messages, q?.asker ?? "red", g.names));
    else this.picked = [...this.picked, card];
  }

  private submit(ctx: AnswerContext) {
    const g = this.game!;
    const seat = g.view.viewer as Seat;
    if (answerProblem(ctx, this.picked) !== null) return;
    const r = g.act({ type: "answer", seat, cards: this.picked.slice() });
    if (r && "ok" in r && r.ok) this.picked = [];
  }

  override render() {
    const g = this.game;
    const ctx = g?.view.answerPrompt;
    const q = g?.view.turn.pending?.kind === "answer" ? g.view.turn.pending.question : null;
    if (!g || !ctx || !q || !g.view.you) return nothing;
    const key = `${g.view.turn.number}:${q.asker}:${q.kind}:${ctx.level}:${g.view.log.length}`;
    if (key !== this.promptKey) {
      this.promptKey = key;
      this.picked = this.picked.filter((c) => blockReason(ctx, this.picked.filter((x) => x !== c), c) === null);
    }
    const m = g.messages;
    const asker = seatName(m, q.asker, this.game?.names);
    const kind = q.kind === "identity" ? m.kindIdentity : m.kindBuild;
    const problem = answerProblem(ctx, this.picked);
    const secret = g.view.you.secret;
    return html`
      <section class="picker" part="picker" role="dialog" aria-modal="true" aria-labelledby="q">
        <h2 id="q">${m.answerTitle(asker, kind)}${q.via === "ambassador" ? html` <small>(${m.viaAmbassador})</small>` : nothing}</h2>
        <p>${m.answerCount(ctx.level, kind, q.kind === "identity" ? m.kindBuild : m.kindIdentity)}</p>
        <div class="hand" role="group" aria-label=${m.colouredCards}>
          ${ALL_CARDS.map((card) => {
            const on = this.picked.includes(card);
            const code = on ? null : blockReason(ctx, this.picked, card);
            const reason = code ? reasonText(m, code, asker) : "";
            const face = card === "grey-identity" ? secret.identity : card === "grey-build" ? secret.build
              : card === "grey-mission" ? secret.mission : card;
            const truth = isTrue(card, secret);
            return html`<button class="pick" aria-pressed=${on ? "true" : "false"} aria-disabled=${reason ? "true" : "false"}
                title=${reason} aria-description=${reason}
                @focus=${() => (this.focusedReason = reason)} @mouseenter=${() => (this.focusedReason = reason)}
                @click=${() => this.toggle(card)}>
                ${cardFace(m, card, face)}
                ${truth ? html`<span class="truth">${m.trueCard}</span>` : nothing}
              </button>`;
          })}
        </div>
        <div class="why" role="status">${this.focusedReason}</div>
        <div class="row">
          <button class="show" part="show" ?disabled=${problem !== null} @click=${() => this.submit(ctx)}>${m.show}</button>
          <span>${this.picked.length} / ${ctx.level}</span>
        </div>
      </section>`;
  }
}
