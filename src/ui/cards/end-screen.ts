/**
 * The end of a card game (C13.4): who won and why, the declaration, every black card (blind seats'
 * included) and so the combination; in a match, the score and the next game.
 */
import { html, nothing } from "lit";
import { AGENT_SEATS, type CardsView, type Seat } from "../../games/cards/types.js";
import type { CardsMessages } from "../i18n/cards.js";
import type { ShareOutcome } from "../replay/share.js";

/** The seats in seat order (C1.8), as every other list of the table shows them: a match's scores come by player number. */
const SEAT_ORDER: readonly Seat[] = [...AGENT_SEATS, "ambassador"];

export interface MatchScore {
  readonly scores: Readonly<Partial<Record<Seat, number>>>;
  readonly winners: readonly Seat[];
}

/** The end screen's "Download record" and "Copy replay link", and what the last one did. */
export interface EndShare {
  share(how: "download" | "link"): void;
  readonly shared: ShareOutcome | null;
}

/**
 * `next`: the button that deals the match's next game (or a new match), or `"wait"` at a network
 * table's guest, which says the host chooses.
 */
export function renderEnd(view: CardsView, m: CardsMessages, score: MatchScore | null, next: (() => void) | "wait" | null, share: EndShare | null = null, you = true) {
  const r = view.result;
  if (!r) return nothing;
  // `you`: the viewer is "You"; at hot-seat everyone sits at this screen, so each seat is named by its colour.
  const who = (s: Seat) => (you && s === view.viewer ? m.you : m.seat[s]);
  const dec = r.declaration;
  const secrets = view.reveal?.secrets;
  return html`<section class="end" part="cards-end" role="region" aria-labelledby="end-title">
    <h2 id="end-title" tabindex="-1">${m.endTitle}</h2>
    <p>${r.winners.length ? m.endWinners(m.list(r.winners.map(who))) : m.endNoWinner}</p>
    <p>${m.endReason[r.reason]}</p>
    ${dec ? html`<p>${m.endDeclaration(who(dec.declarer), dec.partner ? who(dec.partner) : "", dec.combination.join("-"))}</p>` : nothing}
    ${secrets ? html`<table><caption>${m.endBlackCards}</caption><tbody>${AGENT_SEATS.map((s) => html`<tr>
      <th scope="row">${who(s)}${view.roles[s] === "blind" ? ` (${m.blind})` : ""}</th>
      <td>${m.character[secrets[s].identity]}</td><td>${secrets[s].code}</td></tr>`)}</tbody></table>
      <p>${m.endCombination((["F", "B", "Z", "X"] as const).map((id) => AGENT_SEATS.map((s) => secrets[s]).find((x) => x.identity === id)!.code).join("-"))}</p>` : nothing}
    ${score ? html`<table><caption>${m.matchScore}</caption><tbody>${SEAT_ORDER.filter((s) => score.scores[s] !== undefined).map((s) => [s, score.scores[s]!] as const).map(([s, n]) => html`<tr><th scope="row">${who(s)}</th><td>${n}</td></tr>`)}</tbody></table>
      ${score.winners.length ? html`<p><strong>${m.matchWon(m.list(score.winners.map(who)), score.winners.length)}</strong></p>` : nothing}` : nothing}
    ${next === "wait" ? html`<p class="waiting" role="status">${score?.winners.length ? m.waitingNewMatch : m.waitingNextGame}</p>`
      : next ? html`<button class="act primary next-game" @click=${next}>${score && !score.winners.length ? m.nextGame : m.newMatch}</button>` : nothing}
    ${share ? html`<div class="share"><button class="act download" @click=${() => share.share("download")}>${m.endDownloadRecord}</button>
      <button class="act copy-link" @click=${() => share.share("link")}>${m.endCopyReplayLink}</button></div>
      <p class="shared" role="status">${share.shared ? m.endShared[share.shared] : ""}</p>` : nothing}
  </section>`;
}
