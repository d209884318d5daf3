/**
 * The clue sheet, filled in by itself (C1.10, C8.1: `view.sheet`), with the assistant's
 * probabilities from `deduce` as labelled percentages, a "Why?" for each certain fact (the sheet
 * lines that decide it, `whyCertain`) and the combination as far as it is known.
 */
import { html, css, nothing } from "lit";
import { deduce } from "../../games/cards/deduction.js";
import { AGENT_SEATS, IDENTITIES, type CardsView, type ClueEntry, type Code, type Identity } from "../../games/cards/types.js";
import type { CardsMessages } from "../i18n/cards.js";

export const sheetStyles = css`
  .sheet table { border-collapse: collapse; width: 100%; font-size: 0.8rem; }
  .sheet th, .sheet td { border-bottom: 1px solid color-mix(in srgb, var(--inkognito-panel) 70%, var(--inkognito-panel-text)); padding: 0.2rem 0.25rem; text-align: left; vertical-align: top; }
  .sheet th[scope="row"] { white-space: nowrap; }
  .who { display: inline-block; padding: 0.05rem 0.4rem; border-radius: 0.3rem; font-weight: 700; }
  /* A chance reads as one: its card (bold) and its percentage on one line, well apart from the next ("13 25 %  24 25 %", not "13 25 % 24 25 %"). */
  .ps { display: flex; flex-wrap: wrap; column-gap: 0.55em; row-gap: 0.1rem; }
  .p { display: inline-block; }
  .pv { white-space: nowrap; }
  .pv b { font-weight: 700; }
  .p.sure { color: var(--inkognito-highlight); font-weight: 700; }
  .why { font: inherit; font-size: 0.75rem; white-space: nowrap; padding: 0 0.3rem; margin-left: 0.2rem; border-radius: 0.3rem; border: 1px solid var(--inkognito-gilt);
    background: none; color: var(--inkognito-panel-text); cursor: pointer; }
  .nw { white-space: nowrap; }
  /* A phone: "Why?" is a finger's size (44 px), on one line, under its fact; a seat's partner chance may wrap under "Partner" to make room. */
  @container (max-width: 480px) {
    .why { min-height: 2.75rem; min-width: 2.75rem; padding: 0 0.4rem; margin: 0.15rem 0; }
    .sheet th[scope="row"] { white-space: normal; }
  }
  .combo { display: flex; gap: 0.35rem; margin: 0.35rem 0; padding: 0; list-style: none; }
  .combo li { display: grid; place-content: center; text-align: center; width: 2.7rem; aspect-ratio: 5 / 6; box-sizing: border-box; border: 2px solid var(--inkognito-gilt);
    border-radius: 0.35rem; background: var(--inkognito-parchment); color: var(--inkognito-ink); font: 700 1.1rem/1.1 var(--inkognito-font-display); }
  .combo small { font: 700 0.68rem var(--inkognito-font); }
  .combo .unknown { background: none; color: var(--inkognito-muted); border: 1px dashed; }
  .combo-count { margin: 0.2rem 0 0; }
  .lines { margin: 0.3rem 0; padding-left: 1.1rem; font-size: 0.8rem; }
  .explain { font-size: 0.8rem; color: var(--inkognito-panel-text); background: color-mix(in srgb, var(--inkognito-panel) 85%, var(--inkognito-panel-text)); border-radius: 0.4rem; padding: 0.3rem 0.5rem; }
`;

export function sheetLineText(m: CardsMessages, e: ClueEntry, viewer: string): string {
  const name = (s: string) => (s === viewer ? m.you : m.seat[s as keyof typeof m.seat]);
  return m.sheetLine(name(e.from), name(e.to), e.cards.map(m.cardName).join(" + "), m.location[e.location], e.round, m.sheetVia[e.via] ?? e.via);
}

const SURE = 1 - 1e-9;

export interface WhyState {
  readonly key: string;
  readonly text: string;
}

/** The combination as far as the seat knows it: each position's code when certain, else "?". */
export function knownCombination(view: CardsView): (Code | null)[] {
  const d = deduce(view);
  return IDENTITIES.map((id) => {
    const holder = AGENT_SEATS.find((s) => (d.identity[s][id] ?? 0) >= SURE);
    if (!holder) return null;
    const code = view.codes.find((c) => (d.code[holder][c] ?? 0) >= SURE);
    return code ?? null;
  });
}

/** The combination as far as the seat knows it (C1.7): four small cards, F, B, Z, X, a code or "?" each, and how many combinations remain. */
export function renderCombo(view: CardsView, m: CardsMessages, id = "combo-title") {
  if (!view.you && !view.reveal) return nothing;
  const combo = knownCombination(view);
  return html`<h3 id=${id}>${m.combinationTitle}</h3>
    <ol class="combo">${IDENTITIES.map((c, i) => html`<li class=${combo[i] ? "" : "unknown"}><small>${c}</small> ${combo[i] ?? "?"}</li>`)}</ol>
    <p class="combo-count">${m.combinationsLeft(deduce(view).combinations.length)}</p>`;
}

/** "Why?"'s search (../../games/cards/why.ts), a chunk of its own: asked for with the player's first act, or the first "Why?". */
let whyCode: typeof import("../../games/cards/why.js") | null = null;
let whyLoad: Promise<typeof import("../../games/cards/why.js")> | null = null;
export function loadWhy(): Promise<typeof import("../../games/cards/why.js")> {
  return (whyLoad ??= import("../../games/cards/why.js").then((m) => (whyCode = m), (e: unknown) => {
    whyLoad = null;
    throw e;
  }));
}

/** The clue sheet: the assistant's chances, the sheet's lines and (`withCombo`, as in a replay) the combination first. */
export function renderSheet(view: CardsView, m: CardsMessages, why: WhyState | null, setWhy: (w: WhyState | null) => void, withCombo = true) {
  if (!view.you && !view.reveal) return nothing;
  const d = deduce(view);
  const viewer = view.viewer;
  const ask = (key: string, seat: (typeof AGENT_SEATS)[number], fact: { kind: "identity"; value: Identity } | { kind: "code"; value: Code }) => {
    if (why?.key === key) return setWhy(null);
    // Its search's code comes first if it has not yet (offline before it came: nothing opens, a tap again asks again).
    if (!whyCode) return void loadWhy().then(() => ask(key, seat, fact), (e: unknown) => console.warn("Why? could not be loaded:", e));
    const lines = whyCode.whyCertain(view, { seat, ...fact } as never) ?? [];
    const text = lines.length ? lines.map((e) => sheetLineText(m, e, viewer)).join("; ") : m.whyOwn;
    setWhy({ key, text });
  };
  const cell = (seat: (typeof AGENT_SEATS)[number], label: string, p: number, key: string, fact: Parameters<typeof ask>[2]) => {
    if (p <= 0) return nothing;
    const sure = p >= SURE;
    return html`<span class="p ${sure ? "sure" : ""}"><span class="pv"><b>${label}</b> ${sure ? m.certain : m.percent(p)}</span>${sure && seat !== viewer
      ? html`<button class="why" aria-expanded=${why?.key === key ? "true" : "false"} aria-label=${`${m.why} ${m.seat[seat]}: ${label}`}
        @click=${() => ask(key, seat, fact)}>${m.why}</button>` : nothing}</span>`;
  };
  return html`<section class="sheet" part="cards-sheet" aria-labelledby=${withCombo ? "sheet-title" : "assistant-title"}>
    ${withCombo ? renderCombo(view, m, "sheet-title") : nothing}
    <h3 id="assistant-title">${m.assistantTitle}</h3>
    <table><thead><tr><th scope="col"><span class="visually-hidden">${m.seatsTitle}</span></th><th scope="col">${m.identityChances}</th><th scope="col">${m.codeChances}</th></tr></thead>
      <tbody>${AGENT_SEATS.map((s) => html`<tr><th scope="row"><span class="who seat-fill seat-${s}">${s === viewer ? m.you : m.seat[s]}</span>
        ${d.partner[s] !== undefined ? html`<br><small>${m.partnerChance} <span class="nw">${m.percent(d.partner[s]!)}</span></small>` : nothing}</th>
        <td><span class="ps">${IDENTITIES.map((id) => cell(s, id, d.identity[s][id] ?? 0, `${s}-i-${id}`, { kind: "identity", value: id }))}</span></td>
        <td><span class="ps">${view.codes.map((c) => cell(s, String(c), d.code[s][c] ?? 0, `${s}-c-${c}`, { kind: "code", value: c }))}</span></td></tr>`)}</tbody></table>
    ${why ? html`<p class="explain" role="status">${why.text}</p>` : nothing}
    <h3>${m.sheetTitle}</h3>
    ${view.sheet.length
      ? html`<ol class="lines">${[...view.sheet].reverse().map((e) => html`<li>${sheetLineText(m, e, viewer)}</li>`)}</ol>`
      : html`<p>${m.sheetEmpty}</p>`}
  </section>`;
}
