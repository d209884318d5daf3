/**
 * The declaration (C10): partner (agents only, among those C10.2 allows here), the combination in
 * the order F, B, Z, X, and optionally who is who (shown, not judged). Only a declaration that is
 * one of `view.legal` can be sent; the form starts from the assistant's likeliest declaration.
 * A chunk of its own, loaded when a player first opens the form (its styles, ./declare-styles.ts,
 * are the table's).
 */
import { html, nothing } from "lit";
import { deduce } from "../../games/cards/deduction.js";
import { IDENTITIES, type AgentSeat, type CardsAction, type CardsView, type Claims, type Code } from "../../games/cards/types.js";
import type { CardsMessages } from "../i18n/cards.js";

type Declare = Extract<CardsAction, { type: "declare" }>;

export interface DeclareForm {
  partner: AgentSeat | null;
  combination: (Code | null)[];
  claims: boolean;
}

export function declarationsOf(view: CardsView): Declare[] {
  return view.legal.filter((a): a is Declare => a.type === "declare");
}

/** The form's first values: the assistant's likeliest declaration among the legal ones. */
export function initialForm(view: CardsView): DeclareForm {
  const legal = declarationsOf(view);
  const best = deduce(view).declarations.find((d) => legal.some((a) => (a.partner ?? null) === d.partner));
  const partners = [...new Set(legal.map((a) => a.partner ?? null))];
  return { partner: best?.partner ?? partners[0] ?? null, combination: best ? [...best.combination] : [null, null, null, null], claims: false };
}

/** The action the form describes, if it is one of the legal declarations. */
export function formAction(view: CardsView, f: DeclareForm): Declare | null {
  const found = declarationsOf(view).find((a) => (a.partner ?? null) === f.partner && a.combination.every((c, i) => c === f.combination[i]));
  if (!found) return null;
  if (!f.claims) return found;
  // Who is who, from what the assistant is sure of.
  const d = deduce(view);
  const claims: Record<string, { identity?: string; code?: Code }> = {};
  for (const [seat, ids] of Object.entries(d.identity)) {
    const id = IDENTITIES.find((x) => (ids[x] ?? 0) >= 1 - 1e-9);
    const code = view.codes.find((c) => (d.code[seat as AgentSeat][c] ?? 0) >= 1 - 1e-9);
    if (id || code !== undefined) claims[seat] = { ...(id ? { identity: id } : {}), ...(code !== undefined ? { code } : {}) };
  }
  return { ...found, claims: claims as Claims };
}

export function renderDeclare(view: CardsView, m: CardsMessages, f: DeclareForm, change: (f: DeclareForm) => void,
  send: (a: Declare) => void, close: () => void) {
  const legal = declarationsOf(view);
  const partners = [...new Set(legal.map((a) => a.partner ?? null))].filter((p): p is AgentSeat => p !== null);
  const action = formAction(view, f);
  const chance = action ? deduce(view).declarations.find((d) => d.partner === (action.partner ?? null) && d.combination.every((c, i) => c === action.combination[i]))?.p ?? 0 : null;
  const setCode = (i: number, v: string) => {
    const combination = [...f.combination];
    combination[i] = v ? Number(v) : null;
    change({ ...f, combination });
  };
  return html`<div class="veil"><div class="dialog" part="cards-dialog" role="dialog" aria-modal="true" aria-labelledby="declare-title"
    @keydown=${(e: KeyboardEvent) => e.key === "Escape" && close()}>
    <h2 id="declare-title">${m.declareTitle}</h2>
    ${partners.length ? html`<label>${m.declarePartner}<select id="declare-partner" @change=${(e: Event) => change({ ...f, partner: (e.target as HTMLSelectElement).value as AgentSeat })}>
      ${partners.map((p) => html`<option value=${p} ?selected=${f.partner === p}>${m.seat[p]}</option>`)}</select></label>` : nothing}
    <fieldset><legend>${m.declareCombination}</legend>
      ${IDENTITIES.map((id, i) => html`<label>${m.declareCode(m.character[id])}<select class="declare-code" @change=${(e: Event) => setCode(i, (e.target as HTMLSelectElement).value)}>
        <option value="" ?selected=${f.combination[i] === null}>?</option>
        ${view.codes.map((c) => html`<option value=${c} ?selected=${f.combination[i] === c}>${c}</option>`)}</select></label>`)}
    </fieldset>
    <label><input type="checkbox" .checked=${f.claims} @change=${(e: Event) => change({ ...f, claims: (e.target as HTMLInputElement).checked })}> ${m.declareClaims}</label>
    ${action ? html`<p>${m.declareChance(m.percent(chance ?? 0))}</p>` : html`<p class="err" role="status">${m.declareInvalid}</p>`}
    <div class="row"><button class="act primary" id="declare-send" ?disabled=${!action} @click=${() => action && send(action)}>${m.declareSend}</button>
      <button class="act" @click=${close}>${m.cancel}</button></div>
  </div></div>`;
}
