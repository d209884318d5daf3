/**
 * How a seat is named in any text, for every game: the name its player typed in a network table's
 * lobby with the seat's colour, else the colour. Apart from names.ts (the board's spaces and
 * figures) so a card table does not load the board's map to name a seat.
 */
import type { Seat, Viewer } from "../games/board/index.js";
import type { Messages } from "./i18n/index.js";

/** Names typed in a network table's lobby, by seat (seats without a name are absent). */
export type SeatNames = Readonly<Partial<Record<Seat, string>>>;

/** A typed name, isolated (FSI … PDI, the text form of `<bdi>`) so a right-to-left name cannot reorder the sentence. */
function typedName(names: SeatNames | undefined, seat: Seat): string {
  const typed = names?.[seat]?.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "").trim();
  return typed ? `\u2068${typed}\u2069` : "";
}

/**
 * The one way to name a seat in any text: the name its player typed in the lobby with the seat's
 * colour ("Anna (Red)"), else the colour ("Red"). The typed name comes isolated; where a name
 * stands alone in HTML, render it with `seatNameHtml` (a `<bdi>`).
 */
export function seatName(m: Messages, seat: Seat, names?: SeatNames): string {
  const colour = m.seat[seat] ?? String(seat);
  const typed = typedName(names, seat);
  return typed ? m.namedSeat(typed, colour, false) : colour;
}

/** A seat in the third person, marked as the viewer's own ("Red (you)", "Anna (Red, you)"): log and announcements. */
export function seatWho(m: Messages, seat: Seat, viewer: Viewer, names?: SeatNames): string {
  if (seat !== viewer) return seatName(m, seat, names);
  const colour = m.seat[seat] ?? String(seat);
  const typed = typedName(names, seat);
  return typed ? m.namedSeat(typed, colour, true) : m.seatYou(colour);
}
