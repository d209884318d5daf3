/**
 * What the player at this screen has picked on the board (a ball, a figure, a meeting's extra step)
 * and what a pick does: a ball or a figure is selected (again: unselected), a glowing space sends
 * the intent that fits (a move, an expulsion, the extra step). Decides no rule: the offer comes from
 * `selection.ts`, the verdict from the table.
 */
import type { ReactiveControllerHost } from "lit";
import type { Action, SeatView } from "../../games/board/index.js";
import type { ActResult } from "../../net/table.js";
import { NO_SELECTION, actionForSpace, boardOffer, type Selection } from "../controls/selection.js";

export class BoardSelection {
  private current: Selection = NO_SELECTION;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly view: () => SeatView,
    private readonly act: (action: Action) => ActResult,
  ) {}

  get value(): Selection {
    return this.current;
  }

  set value(next: Selection) {
    if (next === this.current) return;
    this.current = next;
    this.host.requestUpdate();
  }

  onBall = (e: CustomEvent<{ index: number }>): void => {
    const ball = e.detail.index, s = this.current;
    this.value = { ball: s.ball === ball ? null : ball, figure: s.figure, extraStep: null };
    const offer = boardOffer(this.view(), this.current);
    if (this.current.figure && !offer.selectableFigures.includes(this.current.figure)) this.value = { ...this.current, figure: null };
  };

  onFigure = (e: CustomEvent<{ figure: Selection["figure"] }>): void => {
    const f = e.detail.figure;
    this.value = { ...this.current, figure: this.current.figure === f ? null : f, extraStep: null };
  };

  onSpace = (e: CustomEvent<{ space: string }>): void => {
    const action = actionForSpace(this.view(), this.current, e.detail.space);
    if (action && this.act(action).ok) {
      this.value = action.type === "move" ? { ball: null, figure: action.figure, extraStep: null } : NO_SELECTION;
      if (action.type === "move" && !boardOffer(this.view(), this.current).targets.length) this.value = NO_SELECTION;
    }
  };
}
