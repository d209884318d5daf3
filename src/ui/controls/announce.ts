/**
 * Whole sentences for the screen-reader live region: turn changes, rolls, moves, meetings,
 * Questions, answers, declarations and the end of the game ("You roll orange, black and light
 * blue."). Seats are named as everywhere else (lobby names with their colour); spaces and figures
 * in the board's terms. Only public data and the viewer's own private part are used.
 */
import type { FigureId, QuestionKind, Seat, ShownCard, ViewEvent, Viewer } from "../../games/board/index.js";
import type { Messages } from "../i18n/index.js";
import { figureName, seatName, spaceText, type SeatNames } from "../names.js";
import { shownName } from "../panels/card-names.js";

export function announcement(m: Messages, ev: ViewEvent, viewer: Viewer, names?: SeatNames): string {
  const d = ev.data as Record<string, unknown>;
  /** A seat's name, or null for the player at this screen (the sentence then says "you"). */
  const who = (s: unknown): string | null => (s === viewer ? null : seatName(m, s as Seat, names));
  const kind = (k: unknown) => ((k as QuestionKind) === "identity" ? m.kindIdentity : m.kindBuild);
  const fig = (f: unknown) => figureName(m, f as FigureId);
  const at = (s: unknown) => spaceText(m, s as string);
  switch (ev.type) {
    case "turnStarted":
      return m.liveTurn(who(d.seat));
    case "rolled":
      return m.liveRoll(who(d.seat), m.list((d.balls as string[]).map((b) => m.ballName[b] ?? b)));
    case "moved":
      return m.liveMoved(who(d.seat), fig(d.figure), at(d.from), at(d.to));
    case "ambassadorMoved":
      return m.liveAmbassadorMoved(who(d.seat), at(d.from), at(d.to));
    case "extraStep":
      return m.liveExtraStep(who(d.seat), fig(d.figure), at(d.to));
    case "undone":
      return m.liveUndone(who(d.seat), fig(d.figure));
    case "expelled":
      return m.liveExpelled(who(d.by), fig(d.figure), at(d.to));
    case "movementEnded":
      return m.liveMovementEnded(who(d.seat));
    case "asked":
      return m.liveAsked(who(d.asker), who(d.answerer), kind(d.kind));
    case "answered": {
      const mine = ev.mine as { cards?: ShownCard[] } | undefined;
      const faces = mine?.cards?.map((c) => shownName(m, c));
      return m.liveAnswered(who(d.answerer), who(d.asker), d.count as number, faces ? m.list(faces) : undefined);
    }
    case "declared":
      return d.alone ? m.liveDeclaredAlone(who(d.seat)) : m.liveDeclared(who(d.seat), who(d.partner));
    case "handshake":
      return m.liveHandshake(who(d.seat), Boolean(d.accept));
    case "gameOver": {
      const r = d.result as { winners: Seat[] };
      return m.liveGameOver(m.list(r.winners.map((w) => seatName(m, w, names))), r.winners.length);
    }
    default:
      return "";
  }
}
