/**
 * How seats, spaces and figures are named in texts (log, labels, announcements, dialogs).
 * Texts speak the board's language: a numbered space by the number printed on it, the Embassy by
 * name, a start space by its colour, any other space by the numbered space it lies near.
 */
import { ALL_SPACES, space } from "../games/board/board.js";
import { figureBuild, figureOwner } from "../games/board/types.js";
import type { FigureId, SpaceId } from "../games/board/index.js";
import type { Messages } from "./i18n/index.js";

/** The landmark nearest to a plain space: a numbered space or the Embassy. */
const LANDMARKS = ALL_SPACES.filter((s) => s.kind === "numbered" || s.kind === "embassy");
function landmark(id: SpaceId) {
  const s = space(id)!;
  let best = LANDMARKS[0]!;
  for (const l of LANDMARKS) if (Math.hypot(l.x - s.x, l.y - s.y) < Math.hypot(best.x - s.x, best.y - s.y)) best = l;
  return best;
}

/**
 * The board's own label of a space (its accessible name), in the same terms as the texts:
 * "Mission space 5", "The Embassy", "Red start space", "Space near space 4". Never an id.
 */
export function spaceName(m: Messages, id: SpaceId): string {
  const s = space(id);
  if (!s) return m.someSpace;
  switch (s.kind) {
    case "numbered": return m.numberedSpaceLabel(s.number ?? 0);
    case "embassy": return m.embassyLabel;
    case "start": return m.startSpaceLabel(m.seat[s.color!]);
    default: {
      const l = landmark(id);
      return m.spaceNearLabel(l.kind === "embassy" ? m.textEmbassy : m.textNumberedSpace(l.number ?? 0));
    }
  }
}

/**
 * A space as a sentence names it, with only what the board shows: "space 3", "the Embassy",
 * "a Red start space", "a space near space 5". Never a raw id.
 */
export function spaceText(m: Messages, id: SpaceId): string {
  const s = space(id);
  if (!s) return m.someSpace;
  switch (s.kind) {
    case "numbered": return m.textNumberedSpace(s.number ?? 0);
    case "embassy": return m.textEmbassy;
    case "start": return m.textStartSpace(m.seat[s.color!]);
    default: {
      const l = landmark(id);
      return m.textSpaceNear(l.kind === "embassy" ? m.textEmbassy : m.textNumberedSpace(l.number ?? 0));
    }
  }
}

/** A figure as labels and sentences name it: "Red's tall figure", "the Ambassador". */
export function figureName(m: Messages, f: FigureId): string {
  if (f === "ambassador") return m.ambassadorInText;
  return m.figureLabel(m.seat[figureOwner(f)!], m.buildInText[figureBuild(f)!]);
}

export { seatName, seatWho, type SeatNames } from "./seat-names.js";
