/**
 * Sentences for the screen reader's live region (the board's aria-live announcer, fed with the card
 * game's events): placings, the meetings revealed, sets, questions and answers, looks, passes, the
 * declaration. Only the event's public data and the viewer's own private part are read.
 */
import type { Card, Meeting, ViewEvent } from "../../games/cards/types.js";
import type { CardsMessages } from "../i18n/cards.js";

export function cardsAnnouncement(m: CardsMessages, ev: ViewEvent, viewer: string): string {
  const d = ev.data as Record<string, unknown>;
  const who = (s: unknown) => (s === viewer ? m.you : m.seat[s as keyof typeof m.seat] ?? String(s));
  const mine = (ev.mine ?? {}) as { cards?: Card[] };
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
    default: return "";
  }
}
