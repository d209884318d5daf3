/**
 * Sentences for the screen reader's live region (the board's aria-live announcer, fed with the card
 * game's events): placings, the meetings revealed, sets, questions and answers, looks, passes, the
 * declaration, the game's end (who won and why). Only the event's public data and the viewer's own
 * private part are read (at the end a view gives every private part, C13.4: the viewer's is read).
 */
import type { Card, CardsView, EndReason, Meeting, ViewEvent } from "../../games/cards/types.js";
import type { CardsMessages } from "../i18n/cards.js";

export function cardsAnnouncement(m: CardsMessages, ev: ViewEvent, viewer: string): string {
  const d = ev.data as Record<string, unknown>;
  const who = (s: unknown) => (s === viewer ? m.you : m.seat[s as keyof typeof m.seat] ?? String(s));
  const mine = (ev.mine ?? (ev.private as Record<string, unknown> | undefined)?.[viewer] ?? {}) as { cards?: Card[] };
  const cards = mine.cards ? m.list(mine.cards.map(m.cardName)) : "";
  switch (ev.type) {
    case "roundStarted": return m.liveRound(d.round as number, who(d.first));
    case "ambassadorPlaced": return m.liveAmbassadorPlaced;
    case "placed": return m.livePlaced(who(d.seat), m.location[d.location as keyof typeof m.location]);
    case "revealed": {
      const ms = (d.meetings as Meeting[]).map((x) => m.liveMeeting(m.location[x.location], m.list([...x.agents.map(who), ...(x.ambassador ? [m.seat.ambassador] : [])])));
      return m.liveRevealed(ms.join("; "));
    }
    case "committed": return m.liveCommitted(who(d.seat));
    case "set": return m.liveSet(who(d.from), who(d.to), cards);
    case "asked": return m.liveAsked(who(d.asker), who(d.target));
    case "shown": return m.liveShown(who(d.from), who(d.to), cards);
    case "looked": return m.liveLooked(who(d.to), who(d.from), cards);
    case "passed": return m.livePassed(who(d.seat));
    case "declared": return m.liveDeclared(who(d.declarer), !!d.right);
    case "reshuffled": return m.liveReshuffled;
    case "gameEnded": {
      const winners = d.winners as string[];
      // No winner only at the round limit, whose reason says so.
      return `${m.endTitle}. ${winners.length ? `${m.endWinners(m.list(winners.map(who)))}. ` : ""}${m.endReason[d.reason as EndReason]}`;
    }
    default: return "";
  }
}

/**
 * What a table's live region says of each new view: its new events, then, when the seat at this
 * screen newly has something to do (its turn to place, a meeting's act, a question to answer), what
 * (the guide line, `guide`), once for each such moment.
 */
export class CardsAnnouncer {
  private turn: string | null = null;

  say(m: CardsMessages, view: CardsView, events: readonly ViewEvent[], guide: string): string {
    const said = events.map((e) => cardsAnnouncement(m, e, view.viewer)).filter(Boolean);
    const r = view.round;
    const turn = view.legal.length && !view.result ? `${view.viewer}/${r.number}/${r.phase}/${r.current}` : null;
    if (turn && turn !== this.turn) said.push(guide);
    this.turn = turn;
    return said.join(" ");
  }
}
