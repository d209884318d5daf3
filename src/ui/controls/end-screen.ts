/**
 * The end of the game: who won and why, and every seat's identity, build and mission card revealed
 * (with the arrested character's cards in a 3-player game).
 */
import type { MissionKey } from "../i18n/en-later.js";
import { consume } from "@lit/context";
import { LitElement, css, html, nothing } from "lit";
import { property, state } from "lit/decorators.js";
import type { ShareOutcome } from "../replay/share.js";
import { missionFor } from "../../games/board/missions.js";
import type { AgentSeat, Identity, MissionLetter, Seat, Secret, Viewer } from "../../games/board/index.js";
import type { Messages } from "../i18n/index.js";
import { seatName } from "../names.js";
import { gameContext, type GameContext } from "../context.js";
import { announceModal, mayTakeFocus } from "../focus.js";
import { seatLetter, base, seatStyles } from "../theme.js";
import { dialogStyles } from "./dialog-styles.js";
import { nextGameLabel, type NextGameOffer } from "./turn-bar.js";
import "../i18n/en-later.js"; // the texts only parts loaded on demand show

/**
 * The result as the player in front of the screen reads it: "You and Green win", "Yellow and
 * Blue win — you lose"; spectators read "Red and Green win".
 */
export function headline(m: Messages, winners: readonly Seat[], viewer: Viewer, name: (s: Seat) => string = (s) => m.seat[s]): string {
  const list = (seats: readonly Seat[]) => m.list(seats.map(name));
  if (viewer === "spectator" || !winners.length) return m.winners(list(winners), winners.length);
  if (winners.includes(viewer)) return m.resultYouWin(list(winners.filter((w) => w !== viewer)));
  return m.resultYouLose(list(winners), winners.length);
}

/**
 * @summary The end screen: winners, reason, and every secret revealed.
 * @fires inkognito-new-game - The player asks for a new game (at a network table, the host for the next game there).
 * @fires inkognito-show-log - The player wants to read the whole log.
 * @csspart end - The end screen box.
 */
export class InkognitoEndScreen extends LitElement {
  @consume({ context: gameContext, subscribe: true })
  @property({ attribute: false })
  game?: GameContext;

  /** Whether the player has dismissed the screen to look at the board. */
  @property({ type: Boolean }) dismissed = false;

  /** What it offers next (../controls/turn-bar.ts): a new game, the next game at this table, or the word that the host deals it. */
  @property({ attribute: false }) next: NextGameOffer = "new";

  static override styles = [
    base,
    seatStyles,
    dialogStyles,
    css`
      :host { display: contents; }
      table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
      th, td { text-align: left; padding: 0.35rem 0.4rem; border-bottom: 1px solid #0002; }
      .chip { display: inline-grid; place-items: center; width: 1.4rem; height: 1.4rem; border-radius: 50%; font-size: 0.7rem; font-weight: 700; margin-right: 0.3rem; }
      .win { font-weight: 700; }
      .reason { font-style: italic; }
      caption { font: 700 0.95rem var(--inkognito-font-display); text-align: left; padding-bottom: 0.3rem; }
      th { font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.05em; opacity: 0.75; }
      /* Download / Copy: a compact row above the main buttons (the last row, kept in view on a phone). */
      .share { align-items: center; }
      .share button { font-size: 0.85rem; padding: 0.3rem 0.8rem; min-height: 2.1rem; }
      .shared { font-size: 0.85rem; }
      .missions { margin: 0; padding-left: 1.1rem; font-size: 0.88rem; display: grid; gap: 0.25rem; }
      .waiting { margin: 0; font-style: italic; }
    `,
  ];

  private open = false;
  /** What the last Download / Copy did (its sentence is read out). */
  @state() private shared: ShareOutcome | null = null;

  /** Downloads the record, or copies a replay link to it (../replay/share.ts, loaded on the first click). */
  private async share(how: "download" | "link") {
    const host = (this.getRootNode() as ShadowRoot).host ?? null;
    try {
      const { shareRecord } = await import("../replay/share.js");
      this.shared = await shareRecord(host, how);
    } catch {
      this.shared = "failed";
    }
  }

  override willUpdate() {
    if (!this.game?.view.result) {
      this.dismissed = false;
      this.shared = null;
    }
  }

  override updated() {
    const dialog = this.renderRoot.querySelector<HTMLElement>(".dialog");
    if (!!dialog === this.open) return;
    this.open = !!dialog;
    announceModal(this, this.open);
    if (dialog && mayTakeFocus(this)) dialog.querySelector<HTMLElement>("button")?.focus();
  }

  private onKey(e: KeyboardEvent) {
    if (e.key === "Escape") {
      e.preventDefault();
      this.dismissed = true;
    }
  }

  /** Each team's true mission, looked up from the revealed mission cards. */
  private missions(): string[] {
    const reveal = this.game!.view.reveal!;
    const all: Secret[] = [...Object.values(reveal.secrets), ...(reveal.setAside ? [reveal.setAside] : [])] as Secret[];
    const letter = (i: Identity): MissionLetter | undefined => all.find((s) => s.identity === i)?.mission;
    const m = this.game!.messages;
    const out: string[] = [];
    for (const [team, a, b] of [["FB", "F", "B"], ["ZX", "Z", "X"]] as const) {
      const la = letter(a), lb = letter(b);
      const mission = la && lb ? missionFor(team, la, lb) : undefined;
      if (mission) out.push(`${m.teamName(m.character[a], m.character[b])} (${la}–${lb}): ${m.missionText[`${team}${la}${lb}` as MissionKey] ?? mission.text}`);
    }
    return out;
  }

  override render() {
    const g = this.game;
    const view = g?.view;
    if (!g || !view?.result || !view.reveal || this.dismissed) return nothing;
    const { messages: m } = g;
    const next = nextGameLabel(this.next, m);
    const r = view.result;
    const names = headline(m, r.winners, view.viewer, (s) => seatName(m, s, this.game?.names));
    const row = (seat: AgentSeat) => {
      const s = view.reveal!.secrets[seat]!;
      return html`<tr class=${r.winners.includes(seat) ? "win" : ""}>
        <td><span class="chip seat-fill seat-${seat}">${seatLetter(m, seat)}</span><bdi>${seatName(m, seat, this.game?.names)}</bdi></td>
        <td>${m.character[s.identity]}</td><td>${m.build[s.build]}</td><td>${s.mission}</td></tr>`;
    };
    return html`
      <div class="scrim" @keydown=${this.onKey}>
        <div class="dialog" part="end" role="dialog" aria-modal="true" aria-label=${m.gameOver}>
          <h2>${names}</h2>
          <p class="reason">${m.reason[r.reason] ?? r.reason}</p>
          <table>
            <caption>${m.revealTitle}</caption>
            <thead><tr><th scope="col">${m.seatHeading}</th><th scope="col">${m.identityHeading}</th><th scope="col">${m.buildHeading}</th><th scope="col">${m.missionHeading}</th></tr></thead>
            <tbody>${view.agents.map(row)}</tbody>
          </table>
          ${view.reveal.setAside ? html`<p>${m.arrested(`${m.character[view.reveal.setAside.identity]}, ${m.build[view.reveal.setAside.build]}, ${view.reveal.setAside.mission}`)}</p>` : nothing}
          <ul class="missions">${this.missions().map((t) => html`<li>${t}</li>`)}</ul>
          <div class="buttons share">
            <button class="download" @click=${() => this.share("download")}>${m.endDownloadRecord}</button>
            <button class="copy-link" @click=${() => this.share("link")}>${m.endCopyReplayLink}</button>
            <span class="shared" role="status">${this.shared ? m.endShared[this.shared] : ""}</span>
          </div>
          ${this.next === "wait" ? html`<p class="waiting" role="status">${m.waitingPlayAgain}</p>` : nothing}
          <div class="buttons">
            ${next ? html`<button class="primary next-game"
              @click=${() => this.dispatchEvent(new CustomEvent("inkognito-new-game", { bubbles: true, composed: true }))}>${next}</button>` : nothing}
            <button @click=${() => {
              this.dismissed = true;
              this.dispatchEvent(new CustomEvent("inkognito-show-log", { bubbles: true, composed: true }));
            }}>${m.showLog}</button>
            <button @click=${() => (this.dismissed = true)}>${m.close}</button>
          </div>
        </div>
      </div>`;
  }
}
