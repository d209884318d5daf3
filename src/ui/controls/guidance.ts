/**
 * The one line of guidance under the turn bar: what the player in front of the screen does now
 * ("Pick one of your figures, then a glowing space", "Waiting for Green to answer your
 * question…"). Read off the view and the player's selection; decides no rule.
 */
import type { Seat, SeatView } from "../../games/board/index.js";
import type { Messages } from "../i18n/index.js";
import { figureName } from "../names.js";
import type { Selection } from "./selection.js";
import type { NextGameOffer } from "./turn-bar.js";

/** `next`: what the table offers once the game is over (./turn-bar.ts), which the line after the end names. */
export function guidance(view: SeatView, sel: Selection, m: Messages, seatName: (s: Seat) => string = (s) => m.seat[s], next: NextGameOffer = "new"): string {
  const t = view.turn;
  const me = view.viewer;
  const p = t.pending;
  const legal = view.legal;
  if (view.result) return next === "again" ? m.guideOverAgain : next === "wait" ? m.waitingPlayAgain : m.guideOver;
  if (p?.kind === "answer") {
    const q = p.question;
    if (q.answerer === me) return m.guideAnswer(seatName(q.asker));
    if (q.asker === me) return m.guideWaitAnswer(seatName(q.answerer));
    return m.guideOthersAnswer(seatName(q.answerer), seatName(q.asker));
  }
  if (p?.kind === "expel") {
    if (p.by !== me) return m.guideOthersExpel(seatName(p.by), figureName(m, p.figure));
    return p.figure === "ambassador" ? m.expelAmbassadorPrompt : m.guideExpel(figureName(m, p.figure));
  }
  if (p?.kind === "handshake") {
    if (p.partner === me) return m.guideHandshake(seatName(p.declarer));
    return m.guideWaitHandshake(seatName(p.partner));
  }
  if (p?.kind === "ambassadorQuestion") return t.seat === me ? m.askWhom : m.waitingFor(seatName(t.seat));
  if (t.seat !== me) return me === "spectator" ? m.turnOf(seatName(t.seat)) : m.waitingFor(seatName(t.seat));
  switch (t.stage) {
    case "roll":
      return m.guideRoll;
    case "ambassador":
      return legal.some((a) => a.type === "ambassadorStep") ? m.guideAmbassador(2 - t.ambassadorSteps) : m.guideEndTurn;
    case "move": {
      const moves = legal.filter((a) => a.type === "move");
      // Movement cannot end as it stands (a figure may only pass through here, say): say why and what to do.
      const block = t.endBlock;
      const why = block ? m.guideBlocked[block.code] : undefined;
      if (block && why && (moves.length || t.usedBalls.length)) return why(figureName(m, block.figure));
      if (!moves.length) return m.guideEndMovement;
      const left = m.ballList(t.roll.filter((_, i) => !t.usedBalls.includes(i)).map((b) => m.ballName[b] ?? b));
      if (sel.figure) return t.usedBalls.length ? m.guidePickSpaceMore(figureName(m, sel.figure), left) : m.guidePickSpace(figureName(m, sel.figure));
      if (sel.ball !== null) return m.guideBall[t.roll[sel.ball]!] ?? m.guideMove;
      return t.usedBalls.length ? m.guideMoveMore(left) : m.guideMove;
    }
    case "meet": {
      if (sel.extraStep) return m.guideExtraStep(figureName(m, sel.extraStep.own));
      const open = legal.some((a) => a.type === "ask" || a.type === "extraStep");
      if (view.meetings.length && open) return m.guideMeet(view.meetings.length);
      return legal.some((a) => a.type === "declare" || a.type === "declareAlone") ? m.guideEndOrDeclare : m.guideEndTurn;
    }
    default:
      return "";
  }
}
