/**
 * The seats round the table: each seat's role, its face-up tiles since the reshuffle and the tiles
 * it still holds (C4.4), whether it has chosen at this meeting; and the line of guidance saying what
 * the seat at this screen does now.
 */
import { html, css } from "lit";
import { LOCATIONS, type CardsView, type Seat, type TileHolder } from "../../games/cards/types.js";
import type { CardsMessages } from "../i18n/cards.js";
import { seatLetter } from "../theme.js";

/*
 * Wide: the five seats side by side (one row when the column allows), each its name over its tiles.
 * Narrow (a phone): one seat a row at full width, its name and its five tiles on one line. The tiles
 * never wrap apart: a seat's five stay together. A tile still in hand is a small parchment tile; a
 * played one is an empty dashed outline, its letters dimmed and struck through (not colour alone).
 */
export const seatsStyles = css`
  .seats { list-style: none; padding: 0; margin: 0.5rem 0 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(8.4rem, 1fr)); gap: 0.4rem; }
  .seats > li { background: var(--inkognito-panel); border-radius: 0.5rem; padding: 0.35rem 0.45rem; border-left: 5px solid var(--seat); font-size: 0.8rem;
    display: flex; flex-wrap: wrap; align-items: center; align-content: space-between; gap: 0.25rem 0.4rem; }
  /* The Ambassador's stripe is black: a light edge beside it, so it stands out from a dark panel (3:1 at least). */
  .seats > li.seat-ambassador { box-shadow: inset 2px 0 #8e9aae; }
  .sn { flex: 1 1 auto; min-width: 0; }
  .sl { display: inline-block; min-width: 1.2rem; padding: 0 0.15rem; box-sizing: border-box; border-radius: 1rem; text-align: center; font-weight: 700; outline: 1px solid #d4a94a99; }
  .seats .name { font-weight: 700; }
  .seats .you { color: var(--inkognito-highlight); }
  .seats small { color: var(--inkognito-muted); }
  .loclist { display: flex; flex: none; gap: 0.2rem; margin: 0; padding: 0; list-style: none; }
  .loclist [title] { display: block; min-width: 1.3rem; padding: 0.1rem; box-sizing: border-box; text-align: center; border: 1px solid var(--inkognito-gilt); border-radius: 0.2rem;
    font: 700 0.6875rem/1.1 var(--inkognito-font-display); background: var(--inkognito-parchment); color: var(--inkognito-ink); }
  .used [title] { background: none; color: var(--inkognito-muted); border: 1px dashed; text-decoration: line-through; }
  @container (max-width: 560px) {
    .seats { grid-template-columns: 1fr; gap: 0.3rem; }
    .seats > li { flex-wrap: nowrap; }
  }
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
    return html`<li class="seat-${h}"><span class="sn"><span class="sl seat-fill">${seatLetter(m, h)}</span>
      <span class="name ${h === view.viewer ? "you" : ""}">${h === view.viewer ? `${m.seat[h]} (${m.you})` : m.seat[h]}</span>${role === "blind"
        ? html` <small>(${m.blind})</small>` : ""}${acting ? html` <small>${chosen ? m.chosen : m.waiting}</small>` : ""}</span>
      <ul class="loclist" aria-label=${m.tilesLeft(t.left.length)}>${LOCATIONS.map((l) => {
        const name = t.left.includes(l) ? m.tileLeft(m.location[l]) : m.tilePlayed(m.location[l]);
        return html`<li class=${t.left.includes(l) ? "" : "used"}><span aria-hidden="true" title=${name}>${SHORT[l]}</span><span class="visually-hidden">${name}</span></li>`;
      })}</ul>
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
