/**
 * What the seat at this screen does now: its hand (black cards apart), the two-card exchange picker,
 * the Ambassador question (whom; for a blind seat which card), the blind look, the answer to a
 * question, pass, and the button that opens the declaration.
 */
import { html, css, nothing } from "lit";
import { AGENT_SEATS, isTrueCard, type CardKind, type Card, type CardsAction, type CardsView, type Seat } from "../../games/cards/types.js";
import type { CardsMessages } from "../i18n/cards.js";
import { pickerCards, receiverOf, setRefusal, type Refusal } from "./set-picker.js";
import { cardFace, cardFaceStyles } from "./card-face.js";

export const actsStyles = css`
  ${cardFaceStyles}
  .reason { color: var(--inkognito-highlight); min-height: 1.2em; margin: 0.2rem 0; }
  .row { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; margin: 0.35rem 0; }
  .act { font: 600 0.9rem var(--inkognito-font); padding: 0.45rem 0.8rem; border-radius: 0.5rem; min-height: 2.75rem; min-width: 2.75rem;
    border: 1px solid var(--inkognito-gilt); background: color-mix(in srgb, var(--inkognito-panel) 82%, var(--inkognito-panel-text)); color: var(--inkognito-panel-text); cursor: pointer; }
  .act.primary { background: var(--inkognito-gilt); color: #1a1206; }
  .act[aria-disabled="true"] { opacity: 0.6; }
  .act:disabled { opacity: 0.5; cursor: default; }
  h3 { font: 600 1rem var(--inkognito-font-display); margin: 0.5rem 0 0.2rem; color: var(--inkognito-highlight); }
`;

export interface ActsHost {
  view: CardsView;
  m: CardsMessages;
  chosen: readonly Card[];
  refusal: string;
  choose(cards: readonly Card[], refusal?: string): void;
  act(a: CardsAction): void;
  openDeclare(): void;
}

export function refusalText(m: CardsMessages, r: Refusal): string {
  return r.kind === "oneTrue" ? m.reasonOneTrue : m.reasonShownBefore(m.seat[r.to]);
}

/** The viewer's own cards, black first (a picker when a set is to be given). */
export function renderHand(h: ActsHost) {
  const { view, m } = h;
  const you = view.you;
  if (!you) return nothing;
  if (!you.secret) return html`<p>${m.ambassadorHand}</p>`;
  const secret = you.secret;
  const to = receiverOf(view);
  const black = html`<h3>${m.blackCards}</h3><ul class="hand">
    <li class="card black">${cardFace(m, secret.identity)}</li><li class="card black">${cardFace(m, secret.code)}</li></ul>`;
  if (!to) {
    return html`${black}<h3>${m.colouredCards}</h3><ul class="hand seat-${you.seat}">${you.hand.map((c) => html`<li class="card">${cardFace(m, c, isTrueCard(c, secret))}</li>`)}</ul>`;
  }
  const cards = pickerCards(view, h.chosen);
  const pick = (c: Card, enabled: boolean, reason: Refusal | null) => {
    if (h.chosen.includes(c)) return h.choose(h.chosen.filter((x) => x !== c));
    if (!enabled) return h.choose(h.chosen, reason ? m.refusedSet(refusalText(m, reason)) : m.reasonPickTwo);
    h.choose([...h.chosen, c]);
  };
  const ready = h.chosen.length === 2 && !setRefusal(view, h.chosen);
  const give = () => {
    const r = setRefusal(view, h.chosen);
    if (h.chosen.length !== 2) return h.choose(h.chosen, m.reasonPickTwo);
    if (r) return h.choose(h.chosen, m.refusedSet(refusalText(m, r)));
    h.act({ type: "give", seat: you.seat, cards: [h.chosen[0]!, h.chosen[1]!] });
    h.choose([]);
  };
  return html`${black}<h3 id="picker-title">${m.pickerTitle(m.seat[to])}</h3>
    <ul class="hand seat-${you.seat}" part="cards-picker" aria-labelledby="picker-title">${cards.map((p, i) => html`<li><button class="card"
      id=${`pick-${i}`} aria-pressed=${p.selected ? "true" : "false"} aria-disabled=${p.enabled ? "false" : "true"}
      aria-describedby=${p.reason ? `why-${i}` : nothing} title=${p.reason ? refusalText(m, p.reason) : ""}
      @click=${() => pick(p.card, p.enabled, p.reason)}>${cardFace(m, p.card, isTrueCard(p.card, secret))}
      ${p.reason ? html`<span class="visually-hidden" id=${`why-${i}`}>${refusalText(m, p.reason)}</span>` : nothing}</button></li>`)}</ul>
    <p class="reason" role="status">${h.refusal}</p>
    <div class="row"><button class="act primary" aria-disabled=${ready ? "false" : "true"} @click=${give}>${m.giveSet}</button>
      <button class="act" @click=${() => h.choose([])}>${m.clear}</button></div>`;
}

/** Question, look, answer, pass, declare: the buttons of the acts the viewer has now. */
export function renderActs(h: ActsHost) {
  const { view, m } = h;
  const you = view.you;
  if (!you) return nothing;
  const legal = view.legal;
  const seat = you.seat;
  const asks = legal.filter((a): a is Extract<CardsAction, { type: "ask" }> => a.type === "ask");
  const looks = legal.filter((a): a is Extract<CardsAction, { type: "look" }> => a.type === "look");
  const answers = legal.filter((a): a is Extract<CardsAction, { type: "answer" }> => a.type === "answer");
  const canPass = legal.some((a) => a.type === "pass");
  const canDeclare = legal.some((a) => a.type === "declare");
  const kindLabel = (k: CardKind) => m.kindName[k];
  if (!asks.length && !looks.length && !answers.length && !canPass && !canDeclare) return nothing;
  const blackOf = (k: CardKind) => (k === "identity" ? m.character[you.secret!.identity] : String(you.secret!.code));
  return html`<div class="row" role="group" aria-label=${m.actsLabel}>
    ${AGENT_SEATS.filter((t) => asks.some((a) => a.target === t)).map((t) => {
      const mine = asks.filter((a) => a.target === t);
      return mine.length === 1 && !mine[0]!.card
        ? html`<button class="act" @click=${() => h.act({ type: "ask", seat, target: t })}>${m.ask(m.seat[t])}</button>`
        : mine.map((a) => html`<button class="act" @click=${() => h.act({ type: "ask", seat, target: t, card: a.card! })}>${m.askCardOf(m.seat[t], kindLabel(a.card!))}</button>`);
    })}
    ${looks.map((a) => html`<button class="act" @click=${() => h.act({ type: "look", seat, card: a.card })}>${m.look(kindLabel(a.card))}</button>`)}
    ${answers.map((a) => html`<button class="act primary" @click=${() => h.act({ type: "answer", seat, card: a.card })}>${m.showCard(blackOf(a.card))}</button>`)}
    ${canPass ? html`<button class="act" @click=${() => h.act({ type: "pass", seat: seat as Seat })}>${m.pass}</button>` : nothing}
    ${canDeclare ? html`<button class="act" @click=${h.openDeclare}>${m.declare}</button>` : nothing}
  </div>`;
}
