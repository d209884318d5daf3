/**
 * The notebook: the paper note sheet made digital. One row per opponent; every card set shown to
 * this seat (×) and every set it showed (○) is filled in by itself, meeting by meeting; a grid of
 * the four characters and four builds takes the player's own marks (cycled by click or Enter and
 * kept by the referee, so they survive reloads). With the deduction assistant on (a table setting),
 * each cell also shows the exact chance of that identity or build (a shaded bar, ✓ for certain,
 * × for ruled out) and each opponent its chance of being the player's partner; "Why?" lists the
 * observations behind every certainty. All of it comes from the seat's own view (`deduce`).
 */
import { consume } from "@lit/context";
import { LitElement, css, html, nothing } from "lit";
import { property, state } from "lit/decorators.js";
import { BUILDS, IDENTITIES } from "../../games/board/types.js";
import { deduce } from "../../games/board/deduction.js";
import { explain } from "../../games/board/why.js";
import type { AgentSeat, Build, Deduction, Identity, NotebookEntry, Seat, SeatView } from "../../games/board/index.js";
import type { Messages } from "../i18n/index.js";
import { seatName } from "../names.js";
import { styleProps } from "../style-props.js";
import { gameContext, type GameContext } from "../context.js";
import { seatLetter, base, seatStyles } from "../theme.js";
import { cardStyles, shownName } from "./cards.js";
import "../i18n/en-later.js"; // the texts only parts loaded on demand show

/** The marks a cell cycles through. */
export const MARKS = ["", "✗", "✓", "?"] as const;

export function nextMark(current: string | undefined): string | null {
  const i = MARKS.indexOf((current ?? "") as (typeof MARKS)[number]);
  const next = MARKS[(i + 1) % MARKS.length]!;
  return next === "" ? null : next;
}

/**
 * @summary Cards seen and shown per opponent, and the player's own marks.
 * @csspart notebook - The note sheet.
 */
export class InkognitoNotebook extends LitElement {
  @consume({ context: gameContext, subscribe: true })
  @property({ attribute: false })
  game?: GameContext;

  /** Opponents whose "why" list is open. */
  @state() private whyOpen: ReadonlySet<AgentSeat> = new Set();

  static override styles = [
    base,
    seatStyles,
    cardStyles,
    css`
      :host { display: block; }
      .sheet { display: grid; gap: 0.7rem; }
      .row { padding: 0.6rem; border-radius: var(--inkognito-radius); background: var(--inkognito-parchment); color: var(--inkognito-ink);
        background-image: repeating-linear-gradient(0deg, transparent 0 1.35rem, #0000000f 1.35rem 1.4rem); }
      .who { display: flex; align-items: center; gap: 0.4rem; font: 700 0.95rem var(--inkognito-font-display); margin-bottom: 0.35rem; }
      .chip { display: inline-grid; place-items: center; width: 1.3rem; height: 1.3rem; border-radius: 50%; font: 700 0.7rem var(--inkognito-font); }
      .entries { display: flex; flex-wrap: wrap; gap: 0.35rem; margin-bottom: 0.4rem; }
      .entry { display: grid; gap: 0.1rem; padding: 0.2rem 0.35rem; border-radius: 6px; border: 1px dashed #0004; font-size: 0.72rem; }
      .entry b { font-weight: 700; }
      .entry.given { border-style: dotted; }
      .entry span.c { white-space: nowrap; }
      .none { font-size: 0.75rem; opacity: 0.65; }
      /* Two rows of four (characters, builds): wide enough on a 360 px phone for a mark and a percentage in each cell. */
      table { border-collapse: collapse; font-size: 0.72rem; width: 100%; table-layout: fixed; margin-bottom: 0.2rem; }
      th { font-weight: 600; font-size: 0.7rem; padding: 0.1rem 0; text-align: center; overflow: hidden; line-height: 1.1;
        hyphens: manual; overflow-wrap: anywhere; }
      th b { display: block; font-size: 0.78rem; }
      td { padding: 0.1rem; text-align: center; }
      td button { width: 100%; min-width: 1.9rem; min-height: 2.3rem; border-radius: 4px; border: 1px solid #0003; background: #fff8;
        font: 700 0.95rem var(--inkognito-font); color: var(--inkognito-ink); cursor: pointer; padding: 0.1rem 0;
        display: grid; align-content: center; justify-items: center; line-height: 1.1; }
      td button:hover { background: var(--inkognito-highlight); }
      td button.assist { background: linear-gradient(to top, var(--inkognito-chance, #e9c46a99) calc(var(--p) * 100%), #fff8 0); }
      td button .chance { display: block; font: 700 0.75rem var(--inkognito-font); white-space: nowrap; }
      td button .mark:empty { display: none; }
      .partner { margin-left: auto; font: 600 0.7rem var(--inkognito-font); opacity: 0.85; }
      details { font-size: 0.72rem; margin-top: 0.3rem; }
      details ul { margin: 0.2rem 0; padding-left: 1.1rem; }
      summary { cursor: pointer; font-weight: 600; }
      h3 { margin: 0.2rem 0; font-size: 0.72rem; text-transform: uppercase; letter-spacing: 0.05em; opacity: 0.7; }
    `,
  ];

  private entry(e: NotebookEntry, cls: string, symbol: string, extra = "") {
    const m = this.game!.messages;
    return html`<div class="entry ${cls}">
      <b>${symbol} ${m.turnShort(e.turn)} · ${e.kind === "identity" ? m.kindIdentity : m.kindBuild}${e.via === "ambassador" ? " ⌂" : ""}${extra}</b>
      <span class="c">${e.cards.map((c) => shownName(m, c)).join(" · ")}</span>
    </div>`;
  }

  private mark(seat: AgentSeat, value: Identity | Build) {
    const g = this.game!;
    const key = `${seat}:${value}`;
    g.act({ type: "note", seat: g.view.viewer as Seat, key, mark: nextMark(g.view.notebook?.marks[key]) });
  }

  private toggleWhy(seat: AgentSeat, open: boolean) {
    const next = new Set(this.whyOpen);
    if (open) next.add(seat);
    else next.delete(seat);
    this.whyOpen = next;
  }

  /** The certainties about one seat, each with the observations behind it (computed when opened). */
  private why(view: SeatView, m: Messages, seat: AgentSeat) {
    const name = m.seat[seat];
    const valueName = (v: Identity | Build) => m.character[v as Identity] ?? m.build[v as Build];
    const items = [];
    for (const v of [...IDENTITIES, ...BUILDS] as (Identity | Build)[]) {
      const e = explain(view, seat, (IDENTITIES as readonly string[]).includes(v) ? "identity" : "build", v);
      if (!e) continue;
      const own = view.you ? `${m.character[view.you.secret.identity]} (${m.build[view.you.secret.build]})` : "";
      items.push(html`<li>${m.assistVerdict(name, e.verdict, valueName(v))}
        <ul>${e.reasons.map((r) => html`<li>${r.kind === "own"
          ? m.assistOwn(name, e.verdict, valueName(v), own)
          : m.assistShown(m.seat[r.seat], m.list(r.entry.cards.map((c) => shownName(m, c))))}</li>`)}</ul></li>`);
    }
    return items.length ? html`<ul>${items}</ul>` : html`<p class="none">${m.assistWhyNone}</p>`;
  }

  private chanceOf(d: Deduction, seat: AgentSeat, v: Identity | Build): number {
    return ((IDENTITIES as readonly string[]).includes(v) ? d.probabilities.identity[seat]?.[v as Identity] : d.probabilities.build[seat]?.[v as Build]) ?? 0;
  }

  override render() {
    const g = this.game;
    if (!g) return nothing;
    const { view, messages: m } = g;
    const nb = view.notebook;
    if (!nb) return html`<p>${m.noNotebook}</p>`;
    const others = view.agents.filter((s) => s !== view.viewer);
    const rows: (Identity | Build)[][] = [[...IDENTITIES], [...BUILDS]];
    const d = g.assist ? deduce(view) : null;
    const pct = (x: number) => Math.round(x * 100);
    return html`<div class="sheet" part="notebook">
      ${others.map((s) => {
        const received = nb.received[s] ?? [];
        const given = nb.given[s] ?? [];
        const observed = nb.observed[s] ?? [];
        return html`<section class="row" aria-label=${seatName(m, s, this.game?.names)}>
          <div class="who"><span class="chip seat-fill seat-${s}" aria-hidden="true">${seatLetter(m, s)}</span><bdi>${seatName(m, s, this.game?.names)}</bdi>${
            d && view.you ? html`<span class="partner">${m.assistPartner(pct(d.probabilities.partner[s] ?? 0))}</span>` : nothing}</div>
          <div class="entries">
            ${received.map((e) => this.entry(e, "received", "×"))}
            ${observed.map((e) => this.entry(e, "observed", "⌂", ` → ${seatName(m, e.asker as Seat, this.game?.names) ?? ""}`))}
            ${given.map((e) => this.entry(e, "given", "○"))}
            ${!received.length && !given.length && !observed.length ? html`<span class="none">${m.notebookEmpty}</span>` : nothing}
          </div>
          <h3>${m.notebookMarks}</h3>
          ${rows.map((cols) => html`<table>
            <thead><tr>${cols.map((c) => html`<th scope="col" title=${m.character[c as Identity] ?? m.build[c as Build]}>${
              (IDENTITIES as readonly string[]).includes(c) ? html`<b>${c}</b>${m.characterShort[c as Identity]}` : m.build[c as Build]}</th>`)}</tr></thead>
            <tbody><tr>${cols.map((c) => {
              const mark = nb.marks[`${s}:${c}`] ?? "";
              const name = m.character[c as Identity] ?? m.build[c as Build];
              const label = `${seatName(m, s, this.game?.names)}: ${name} ${mark ? `(${m.markName[mark] ?? mark})` : ""}`;
              if (!d) return html`<td><button aria-label=${label} @click=${() => this.mark(s, c)}>${mark}</button></td>`;
              const p = this.chanceOf(d, s, c);
              const chance = p >= 1 - 1e-9 ? m.assistCertain : p <= 1e-9 ? m.assistExcluded : m.assistChance(name, pct(p));
              return html`<td><button class="assist" ${styleProps({ "--p": p.toFixed(3) })} title=${chance} aria-label=${`${label}; ${chance}`}
                @click=${() => this.mark(s, c)}><span class="mark">${mark}</span><span class="chance" aria-hidden="true">${
                  p >= 1 - 1e-9 ? "✓" : p <= 1e-9 ? "×" : m.assistPercent(pct(p))}</span></button></td>`;
            })}</tr></tbody>
          </table>`)}
          ${d ? html`<details ?open=${this.whyOpen.has(s)} @toggle=${(e: Event) => this.toggleWhy(s, (e.target as HTMLDetailsElement).open)}>
            <summary>${m.assistWhy}</summary>
            ${this.whyOpen.has(s) ? this.why(view, m, s) : nothing}
          </details>` : nothing}
        </section>`;
      })}
      ${nb.given.ambassador?.length ? html`<section class="row" aria-label=${seatName(m, "ambassador", this.game?.names)}>
        <div class="who"><span class="chip seat-fill seat-ambassador" aria-hidden="true">${seatLetter(m, "ambassador")}</span><bdi>${seatName(m, "ambassador", this.game?.names)}</bdi></div>
        <div class="entries">${nb.given.ambassador.map((e) => this.entry(e, "given", "○"))}</div>
      </section>` : nothing}
      <p class="none legend">${m.notebookLegend}</p>
      ${d ? html`<p class="none legend">${m.assistLegend}</p>` : nothing}
    </div>`;
  }
}
