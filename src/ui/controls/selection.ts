/**
 * What the board offers now, read off the view's legal actions and the player's current
 * selection (a ball, a figure, a meeting taking its extra step). Decides no rule: it only filters
 * `view.legal`, which the referee computed.
 */
import type { Action, FigureId, SeatView, SpaceId } from "../../games/board/index.js";

export interface Selection {
  readonly ball: number | null;
  readonly figure: FigureId | null;
  /** The meeting whose extra step is being placed. */
  readonly extraStep: { readonly own: FigureId; readonly met: FigureId } | null;
}

export const NO_SELECTION: Selection = { ball: null, figure: null, extraStep: null };

export interface BoardOffer {
  readonly selectableFigures: FigureId[];
  readonly targets: SpaceId[];
}

type Move = Extract<Action, { type: "move" }>;

function moves(view: SeatView): Move[] {
  return view.legal.filter((a): a is Move => a.type === "move");
}

/** Prefer the most specific ball, saving white (land or water) for later. */
const BALL_PREFERENCE: Record<string, number> = { orange: 0, lightBlue: 0, purple: 0, black: 0, white: 1 };

export function boardOffer(view: SeatView, sel: Selection): BoardOffer {
  const legal = view.legal;
  if (sel.extraStep) {
    const { own, met } = sel.extraStep;
    const targets = legal.flatMap((a) => (a.type === "extraStep" && a.own === own && a.met === met ? [a.to] : []));
    return { selectableFigures: [], targets };
  }
  const expel = legal.flatMap((a) => (a.type === "expel" ? [a.to] : []));
  if (expel.length > 0) return { selectableFigures: [], targets: expel };
  const amb = legal.flatMap((a) => (a.type === "ambassadorStep" ? [a.to] : []));
  if (amb.length > 0) return { selectableFigures: [], targets: amb };

  const ms = moves(view).filter((m) => sel.ball === null || m.ball === sel.ball);
  const selectableFigures = [...new Set(ms.map((m) => m.figure))];
  const targets = sel.figure ? [...new Set(ms.filter((m) => m.figure === sel.figure).map((m) => m.to))] : [];
  return { selectableFigures, targets };
}

/** The action a click on a space stands for now, if any. */
export function actionForSpace(view: SeatView, sel: Selection, space: SpaceId): Action | null {
  const legal = view.legal;
  if (sel.extraStep) {
    const { own, met } = sel.extraStep;
    return legal.find((a) => a.type === "extraStep" && a.own === own && a.met === met && a.to === space) ?? null;
  }
  const other = legal.find((a) => (a.type === "expel" || a.type === "ambassadorStep") && a.to === space);
  if (other) return other;
  if (!sel.figure) return null;
  const candidates = moves(view).filter(
    (m) => m.figure === sel.figure && m.to === space && (sel.ball === null || m.ball === sel.ball),
  );
  candidates.sort((a, b) => BALL_PREFERENCE[view.turn.roll[a.ball]!]! - BALL_PREFERENCE[view.turn.roll[b.ball]!]!);
  return candidates[0] ?? null;
}
