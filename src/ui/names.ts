/** How spaces and figures are named in texts (log, labels, announcements). */
import { figureBuild, figureOwner, space, type FigureId, type SpaceId } from "../engine/index.js";
import type { Messages } from "./i18n/index.js";

export function spaceNumber(id: SpaceId): string {
  return id.replace(/^s/, "");
}

export function spaceName(m: Messages, id: SpaceId): string {
  const s = space(id);
  if (!s) return String(id);
  switch (s.kind) {
    case "numbered": return m.numberedSpaceLabel(s.number ?? 0);
    case "embassy": return m.embassyLabel;
    case "start": return `${m.startSpaceLabel(m.seat[s.color!])}, ${m.spaceLabel(spaceNumber(s.id))}`;
    default: return m.spaceLabel(spaceNumber(s.id));
  }
}

export function figureName(m: Messages, f: FigureId): string {
  if (f === "ambassador") return m.ambassadorFigure;
  return m.figureLabel(m.seat[figureOwner(f)!], m.build[figureBuild(f)!].toLocaleLowerCase());
}
