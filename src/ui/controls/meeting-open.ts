/**
 * Whether the seat at this screen has a meeting to act on: the meetings' card is shown (./meetings.ts),
 * and the side column beside the board makes room for it (the players' panels go compact, ../panels/players.ts).
 * Kept apart so the players' panels need not load the meetings' part to know it.
 */
import type { SeatView } from "../../games/board/index.js";

export function meetingChoicesOpen(view: SeatView): boolean {
  return view.meetings.length > 0 && view.legal.some((a) => a.type === "ask" || a.type === "extraStep");
}
