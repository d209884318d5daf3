/**
 * Short sentences for the screen-reader live region: turn changes, rolls, meetings, Questions,
 * answers and the end of the game. Only public data and the viewer's own private part are used.
 */
import type { QuestionKind, Seat, ShownCard, ViewEvent, Viewer } from "../../engine/index.js";
import type { Messages } from "../i18n/index.js";
import { seatName, seatWho, type SeatNames } from "../names.js";
import { shownName } from "../panels/cards.js";

export function announcement(m: Messages, ev: ViewEvent, viewer: Viewer, names?: SeatNames): string {
  const d = ev.data as Record<string, unknown>;
  const seat = (s: unknown) => seatWho(m, s as Seat, viewer, names);
  const kind = (k: unknown) => ((k as QuestionKind) === "identity" ? m.kindIdentity : m.kindBuild);
  switch (ev.type) {
    case "turnStarted":
      return d.seat === viewer ? `${m.yourTurn}.` : `${m.turnOf(seatName(m, d.seat as Seat, names))}.`;
    case "rolled":
      return m.announceRoll(seat(d.seat), (d.balls as string[]).map((b) => m.ballName[b] ?? b).join(", "));
    case "movementEnded":
      return m.announceMovementEnded(seat(d.seat));
    case "asked":
      return m.announceAsked(seat(d.asker), seat(d.answerer), kind(d.kind));
    case "answered": {
      const mine = ev.mine as { cards?: ShownCard[] } | undefined;
      const cards = mine?.cards?.map((c) => shownName(m, c)).join(", ");
      return m.announceAnswered(seat(d.answerer), seat(d.asker), d.count as number, cards);
    }
    case "declared":
      return d.alone ? `${seat(d.seat)}: ${m.declareAlone}` : `${seat(d.seat)}: ${m.declare}`;
    case "gameOver": {
      const r = d.result as { winners: Seat[] };
      return `${m.gameOver}. ${m.winners(r.winners.map((w) => seatName(m, w, names)).join(" & "))}.`;
    }
    default:
      return "";
  }
}
