/**
 * The notebook: the paper note sheet made digital. One row per opponent; every card set shown to
 * this seat (×) and every set it showed (○) is filled in by itself, meeting by meeting; a grid of
 * the four characters and four builds takes the player's own marks (cycled by click or Enter and
 * kept by the referee, so they survive reloads).
 */
import { consume } from "@lit/context";
import { LitElement, css, html, nothing } from "lit";
import { property } from "lit/decorators.js";
import {
  BUILDS, IDENTITIES,
  type AgentSeat, type Build, type Identity, type NotebookEntry, type Seat,
} from "../../engine/index.js";
import { seatName } from "../names.js";
import { gameContext, type GameContext } from "../context.js";
import { SEAT_LETTER, base, seatStyles } from "../theme.js";
import { cardStyles, shownName } from "./cards.js";

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
      table { border-collapse: collapse; font-size: 0.72rem; width: 100%; table-layout: fixed; }
      th { font-weight: 600; font-size: 0.64rem; padding: 0.1rem 0; text-align: center; overflow: hidden; }
      td { padding: 0.1rem; text-align: center; }
      td button { width: 100%; min-width: 1.9rem; min-height: 1.9rem; border-radius: 4px; border: 1px solid #0003; background: #fff8;
        font: 700 0.95rem var(--inkognito-font); color: var(--inkognito-ink); cursor: pointer; padding: 0; }
      td button:hover { background: var(--inkognito-highlight); }
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

  override render() {
    const g = this.game;
    if (!g) return nothing;
    const { view, messages: m } = g;
    const nb = view.notebook;
    if (!nb) return html`<p>${m.noNotebook}</p>`;
    const others = view.agents.filter((s) => s !== view.viewer);
    const cols: (Identity | Build)[] = [...IDENTITIES, ...BUILDS];
    return html`<div class="sheet" part="notebook">
      ${others.map((s) => {
        const received = nb.received[s] ?? [];
        const given = nb.given[s] ?? [];
        const observed = nb.observed[s] ?? [];
        return html`<section class="row" aria-label=${seatName(m, s, this.game?.names)}>
          <div class="who"><span class="chip seat-fill seat-${s}" aria-hidden="true">${SEAT_LETTER[s]}</span><bdi>${seatName(m, s, this.game?.names)}</bdi></div>
          <div class="entries">
            ${received.map((e) => this.entry(e, "received", "×"))}
            ${observed.map((e) => this.entry(e, "observed", "⌂", ` → ${seatName(m, e.asker as Seat, this.game?.names) ?? ""}`))}
            ${given.map((e) => this.entry(e, "given", "○"))}
            ${!received.length && !given.length && !observed.length ? html`<span class="none">${m.notebookEmpty}</span>` : nothing}
          </div>
          <h3>${m.notebookMarks}</h3>
          <table>
            <thead><tr>${cols.map((c) => html`<th scope="col" title=${m.character[c as Identity] ?? m.build[c as Build]}>${
              (IDENTITIES as readonly string[]).includes(c) ? c : m.build[c as Build]}</th>`)}</tr></thead>
            <tbody><tr>${cols.map((c) => {
              const mark = nb.marks[`${s}:${c}`] ?? "";
              const name = m.character[c as Identity] ?? m.build[c as Build];
              return html`<td><button aria-label=${`${seatName(m, s, this.game?.names)}: ${name} ${mark ? `(${m.markName[mark] ?? mark})` : ""}`}
                @click=${() => this.mark(s, c)}>${mark}</button></td>`;
            })}</tr></tbody>
          </table>
        </section>`;
      })}
      ${nb.given.ambassador?.length ? html`<section class="row" aria-label=${seatName(m, "ambassador", this.game?.names)}>
        <div class="who"><span class="chip seat-fill seat-ambassador" aria-hidden="true">${SEAT_LETTER.ambassador}</span><bdi>${seatName(m, "ambassador", this.game?.names)}</bdi></div>
        <div class="entries">${nb.given.ambassador.map((e) => this.entry(e, "given", "○"))}</div>
      </section>` : nothing}
      <p class="none">${m.notebookLegend}</p>
    </div>`;
  }
}
