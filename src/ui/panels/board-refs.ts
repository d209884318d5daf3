import type { FigureId, SpaceId } from "../../games/board/index.js";

/** What a log line points at on the board: the spaces and figures its event names. */
export interface BoardRefs {
  readonly spaces: readonly SpaceId[];
  readonly figures: readonly FigureId[];
}

export const NO_REFS: BoardRefs = { spaces: [], figures: [] };
