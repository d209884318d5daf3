/**
 * The passport: the full mission table, with the rows that can be this seat's mission marked
 * (its team, its own letter in its character's column). Closed like the physical screen until
 * the player opens it.
 */
import type { MissionKey } from "../i18n/en-later.js";
import { consume } from "@lit/context";
import { LitElement, css, html, nothing } from "lit";
import { property, state } from "lit/decorators.js";
import { MISSIONS, teamOf } from "../../games/board/missions.js";
import type { Mission } from "../../games/board/index.js";
import { gameContext, type GameContext } from "../context.js";
import { base } from "../theme.js";
import "../i18n/en-later.js"; // the texts only parts loaded on demand show

/**
 * @summary The mission table behind a privacy cover.
 * @csspart passport - The passport.
 */
export class InkognitoPassport extends LitElement {
  @consume({ context: gameContext, subscribe: true })
  @property({ attribute: false })
  game?: GameContext;

  /** Whether the passport is open (it starts closed). */
  @property({ type: Boolean, reflect: true }) open = false;

  @state() private seat = "";

  static override styles = [
    base,
    css`
      :host { display: block; }
      .cover { display: grid; gap: 0.6rem; justify-items: center; padding: 1.4rem 1rem; text-align: center;
        border-radius: var(--inkognito-radius); background: linear-gradient(160deg, #5a1d1a, #2d0f0d);
        border: 2px solid var(--inkognito-gilt); color: var(--inkognito-parchment); }
      .cover .crest { font: 700 1.4rem var(--inkognito-font-display); letter-spacing: 0.2em; color: var(--inkognito-gilt); }
      button { font: 600 0.9rem var(--inkognito-font); padding: 0.45rem 1rem; min-height: 2.25rem; border-radius: 999px; cursor: pointer;
        border: 1px solid var(--inkognito-gilt); background: transparent; color: inherit; }
      .sheet { display: grid; gap: 0.6rem; padding: 0.7rem; border-radius: var(--inkognito-radius);
        background: var(--inkognito-parchment); color: var(--inkognito-ink);
        max-height: min(24rem, 60vh); box-sizing: border-box; overflow: auto; overscroll-behavior: contain; }
      .sheet button { color: var(--inkognito-ink); border-color: var(--inkognito-ink); justify-self: end; }
      p { margin: 0; }
      table { border-collapse: collapse; width: 100%; font-size: 0.78rem; }
      caption { text-align: left; font: 700 0.9rem var(--inkognito-font-display); padding: 0.2rem 0; }
      th, td { padding: 0.2rem 0.3rem; border-bottom: 1px solid #0002; text-align: left; vertical-align: top; }
      th { font-size: 0.7rem; }
      td.l { font-weight: 700; text-align: center; width: 1.3rem; }
      tr.mine td { background: color-mix(in srgb, var(--inkognito-gilt) 40%, transparent); }
    `,
  ];

  override willUpdate() {
    const v = this.game?.view.viewer ?? "";
    if (v !== this.seat) {
      this.seat = v;
      this.open = false;
    }
  }

  private table(team: "FB" | "ZX", rows: readonly Mission[]) {
    const m = this.game!.messages;
    const you = this.game!.view.you;
    const [a, b] = team === "FB" ? (["F", "B"] as const) : (["Z", "X"] as const);
    const col = you && teamOf(you.secret.identity) === team ? (you.secret.identity === a ? 0 : 1) : -1;
    return html`<table>
      <caption>${m.teamName(m.character[a], m.character[b])}</caption>
      <thead><tr><th>${m.character[a].split(" ").pop()}</th><th>${m.character[b].split(" ").pop()}</th><th>${m.missionTable}</th></tr></thead>
      <tbody>${rows.map((r) => {
        const mine = col >= 0 && r.letters[col as 0 | 1] === you!.secret.mission;
        return html`<tr class=${mine ? "mine" : ""} aria-current=${mine ? "true" : "false"}>
          <td class="l">${r.letters[0]}</td><td class="l">${r.letters[1]}</td><td>${m.missionText[`${r.team}${r.letters.join("")}` as MissionKey] ?? r.text}</td></tr>`;
      })}</tbody>
    </table>`;
  }

  override render() {
    const g = this.game;
    if (!g) return nothing;
    const m = g.messages;
    if (!this.open) {
      return html`<div class="cover" part="passport">
        <span class="crest">${m.passportCrest}</span>
        <p>${m.passportHidden}</p>
        <button @click=${() => (this.open = true)}>${m.openPassport}</button>
      </div>`;
    }
    const you = g.view.you;
    return html`<div class="sheet" part="passport">
      ${you ? html`<p>${m.passportYou(m.character[you.secret.identity], you.secret.mission)}</p>` : nothing}
      ${this.table("FB", MISSIONS.filter((r) => r.team === "FB"))}
      ${this.table("ZX", MISSIONS.filter((r) => r.team === "ZX"))}
      <button @click=${() => (this.open = false)}>${m.closePassport}</button>
    </div>`;
  }
}
