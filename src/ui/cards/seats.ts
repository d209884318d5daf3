/**
 * The seats round the table: each seat's role, its face-up tiles since the reshuffle and the tiles
 * it still holds (C4.4), whether it has chosen at this meeting; and the line of guidance saying what
 * the seat at this screen does now.
 */
import { html, css } from "lit";
import { LOCATIONS, type CardsView, type Seat, type TileHolder } from "../../games/cards/types.js";
import type { CardsMessages } from "../i18n/cards.js";
import { seatLetter } from "../theme.js";

export const seatsStyles = css`
  .seats { list-style: none; padding: 0; margin: 0.5rem 0 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 0.4rem; }
  .seats li { background: var(--inkognito-panel); border-radius: 0.5rem; padding: 0.35rem 0.5rem; border-left: 5px solid var(--seat); font-size: 0.8rem; }
  .seats .name { font-weight: 700; }
  .seats .you { color: var(--inkognito-highlight); }
  .loclist { display: flex; flex-wrap: wrap; gap: 0.2rem; margin-top: 0.2rem; }
  .loclist span { border-radius: 0.25rem; padding: 0 0.25rem; border: 1px solid #4b5d69; }
  .loclist span.used { text-decoration: line-through; color: var(--inkognito-muted); }
`;

const SHORT: Record<string, string> = { rialto: "Ri", "san-marco": "SM", arsenale: "Ar", accademia: "Ac", "santa-lucia": "SL" };

export function renderSeats(view: CardsView, m: CardsMessages) {
  const holders: TileHolder[] = [...(["red", "blue", "green", "yellow"] as const), "ambassador"];
  const meeting = view.round.meetings[view.round.current];
  return html`<ul class="seats" part="cards-seats" aria-label=${m.seatsTitle}>${holders.map((h) => {
    const t = view.tiles[h];
    const role = view.roles[h as Seat];
    const acting = meeting && meeting.actors.includes(h as Seat) && (view.round.phase === "meeting");
    const chosen = view.round.committed.includes(h as Seat);
    return html`<li class="seat-${h}">
      <span class="name ${h === view.viewer ? "you" : ""}">${seatLetter(m, h)} · ${h === view.viewer ? `${m.seat[h]} (${m.you})` : m.seat[h]}</span>
      ${role === "blind" ? html` <small>(${m.blind})</small>` : ""}
      ${acting ? html` <small>${chosen ? m.chosen : m.waiting}</small>` : ""}
      <div class="loclist" aria-label=${m.tilesLeft(t.left.length)}>${LOCATIONS.map((l) => html`<span class=${t.left.includes(l) ? "" : "used"}
        title=${m.location[l]} aria-label=${`${m.location[l]}${t.left.includes(l) ? "" : ` (${m.played})`}`}>${SHORT[l]}</span>`)}</div>
    </li>`;
  })}</ul>`;
}

/** What the seat at this screen does now, in one line. */
export function guideText(view: CardsView, m: CardsMessages): string {
  if (view.result) return m.guideOver;
  const you = view.you;
  const legal = view.legal;
  const name = (s: Seat) => m.seat[s];
  if (you && legal.length) {
    if (legal.some((a) => a.type === "place")) return view.round.phase === "ambassadorTile" ? m.guideAmbassadorTile : m.guidePlace;
    if (legal.some((a) => a.type === "answer")) return m.guideAnswer(name(view.round.question!.asker));
    if (legal.some((a) => a.type === "give")) {
      const meeting = view.round.meetings[view.round.current]!;
      const to = meeting.kind === "exchange" ? meeting.agents.find((s) => s !== you.seat)! : "ambassador";
      return m.guideGive(name(to));
    }
    if (legal.some((a) => a.type === "ask")) return m.guideAsk;
    if (legal.some((a) => a.type === "look")) {
      const meeting = view.round.meetings[view.round.current]!;
      return m.guideLook(name(meeting.agents.find((s) => s !== you.seat)!));
    }
    if (you.seat === "ambassador") return m.guideAmbassadorMeeting;
  }
  if (you?.choice) return m.guideChosen;
  const waiting = view.waitingOn.map(name);
  return waiting.length > 1 ? m.guideWaitMany(m.list(waiting)) : m.guideWait(waiting[0] ?? "");
}
