/**
 * The referee: `applyAction(state, action)` checks who may act and what, applies the rule, and
 * returns the new state, or a typed refusal that leaves the state unchanged. It takes the action as
 * a plain copy read once (../kernel/plain.ts): what it checks is what it applies and records, and
 * the state never shares the caller's objects.
 */
import { plainCopy } from "../kernel/plain.js";
import { ambassadorAsk, ambassadorStep, seal } from "./ambassador.js";
import { isCard } from "./answers.js";
import { declare, declareAlone, handshake } from "./declaration.js";
import type { ApplyResult as KernelApplyResult } from "../kernel/refusal.js";
import { Refusal, refuse, ruleError, type ErrorCode, type RuleError } from "./errors.js";
import { stateProblem } from "./guards.js";
import { answer, ask, expel, extraStep } from "./meetings.js";
import { endMovement, move, roll, undo } from "./movement.js";
import { extendHistory } from "./record.js";
import { startTurn } from "./setup.js";
import { activeMeetings, draft, emit, type Draft } from "./state.js";
import { MANNERISMS, isAgentSeat, type Action, type AgentSeat, type GameEvent, type GameState, type Seat } from "./types.js";

export type ApplyResult = KernelApplyResult<GameState, ErrorCode, GameEvent>;

const str = (v: unknown, max = 64): v is string => typeof v === "string" && v.length > 0 && v.length <= max;
const kindOk = (v: unknown) => v === "identity" || v === "build";

/** Checks an action's shape (it may come from the network). Returns a refusal or null. */
export function actionShapeProblem(a: unknown): RuleError | null {
  const bad = (why: string) => ruleError("MALFORMED_ACTION", `The action is not well formed: ${why}.`);
  if (typeof a !== "object" || a === null || Array.isArray(a)) return bad("not an object");
  const x = a as Record<string, unknown>;
  if (!str(x.type, 32)) return bad("no type");
  if (!str(x.seat, 16)) return bad("no seat");
  switch (x.type) {
    case "roll": case "undo": case "endMovement": case "endTurn": case "declareAlone":
      return null;
    case "move":
      return Number.isInteger(x.ball) && str(x.figure) && str(x.to) ? null : bad("move needs ball, figure, to");
    case "ask":
      if (!str(x.own) || !str(x.met) || !kindOk(x.kind)) return bad("ask needs own, met, kind");
      return x.target === undefined || str(x.target, 16) ? null : bad("bad target");
    case "extraStep":
      return str(x.own) && str(x.met) && str(x.to) ? null : bad("extraStep needs own, met, to");
    case "answer":
      return Array.isArray(x.cards) && x.cards.length <= 3 && x.cards.every(isCard) ? null : bad("answer needs up to 3 cards");
    case "expel": case "ambassadorStep":
      return str(x.to) ? null : bad("needs to");
    case "ambassadorAsk":
      return kindOk(x.kind) ? null : bad("needs kind");
    case "declare":
      return str(x.partner, 16) ? null : bad("declare needs partner");
    case "handshake":
      return typeof x.accept === "boolean" ? null : bad("handshake needs accept");
    case "seal":
      return typeof x.guesses === "object" && x.guesses !== null ? null : bad("seal needs guesses");
    case "emote":
      return (MANNERISMS as readonly unknown[]).includes(x.mannerism) ? null : ruleError("BAD_MANNERISM");
    case "note":
      return str(x.key, 64) && (x.mark === null || (typeof x.mark === "string" && x.mark.length <= 32))
        ? null
        : ruleError("BAD_NOTE");
    default:
      return bad(`unknown type ${String(x.type).slice(0, 32)}`);
  }
}

/** How many marks one seat's notebook may hold. */
export const MAX_NOTES = 256;

/** How many mannerisms one seat may make in one turn (docs/rulings.md 16). */
export const MAX_MANNERISMS = 3;

/** Mannerisms this seat has made in the current turn (the log's tail, back to the turn's start). */
function mannerismsThisTurn(d: Draft, seat: Seat): number {
  let n = 0;
  for (let i = d.log.length - 1; i >= 0 && d.log[i]!.turn === d.turn.number; i--) {
    const e = d.log[i]!;
    if (e.type === "emote" && e.data.seat === seat) n++;
  }
  return n;
}

/** Applies one action. Pure: the given state is never modified. */
export function applyAction(state: GameState, action: Action | unknown): ApplyResult {
  const notState = stateProblem(state);
  if (notState) return { ok: false, error: notState };
  const copy = plainCopy(action);
  if (!copy) return { ok: false, error: ruleError("MALFORMED_ACTION", "The action is not well formed: not plain data.") };
  const shape = actionShapeProblem(copy.value);
  if (shape) return { ok: false, error: shape };
  const a = copy.value as Action;
  if (!state.seats.includes(a.seat)) return { ok: false, error: ruleError("UNKNOWN_SEAT") };
  const d = draft(state);
  try {
    dispatch(d, a);
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: e.error };
    throw e;
  }
  if (state.history) d.history = extendHistory(state, d, a);
  return { ok: true, state: d, events: d.log.slice(state.log.length) };
}

function dispatch(d: Draft, a: Action): void {
  // Actions any seat may take at any time.
  if (a.type === "emote") {
    // Free, but not without end: everyone receives them and the table saves them.
    if (mannerismsThisTurn(d, a.seat) >= MAX_MANNERISMS) refuse("TOO_MANY_MANNERISMS");
    emit(d, "emote", { seat: a.seat, mannerism: a.mannerism });
    return;
  }
  if (a.type === "note") {
    const mine = { ...(d.notes[a.seat] ?? {}) };
    // A notebook has room for a lot of marks, not for unbounded ones (they are saved and sent).
    if (a.mark !== null && !(a.key in mine) && Object.keys(mine).length >= MAX_NOTES) refuse("BAD_NOTE");
    if (a.mark === null) delete mine[a.key];
    else mine[a.key] = a.mark;
    d.notes = { ...d.notes, [a.seat]: mine };
    return;
  }
  if (d.result) refuse("GAME_OVER");
  if (a.type === "seal") {
    if (a.seat !== "ambassador") refuse("NOT_AMBASSADOR_SEAT");
    seal(d, a.guesses);
    return;
  }

  const p = d.turn.pending;
  // Answers, expulsions and handshakes come from the seat the game waits for.
  if (a.type === "answer") return answer(d, a.seat, a.cards);
  if (a.type === "handshake") return handshake(d, a.seat, a.accept);
  if (a.type === "expel") return expel(d, a.seat, a.to);

  if (a.seat !== d.turn.seat) refuse(p && p.kind !== "expel" && p.kind !== "ambassadorQuestion" ? "WAITING_FOR_OTHER" : "NOT_YOUR_TURN");
  if (p && !(p.kind === "ambassadorQuestion" && a.type === "ambassadorAsk")) refuse("WAITING_FOR_OTHER");

  const stage = d.turn.stage;
  if (a.seat === "ambassador") {
    if (a.type === "ambassadorStep") return ambassadorStep(d, a.to);
    if (a.type === "ambassadorAsk") return ambassadorAsk(d, a.kind);
    if (a.type === "endTurn") {
      if (d.turn.ambassadorSteps < 1) refuse("MUST_MOVE_AMBASSADOR");
      return nextTurn(d);
    }
    refuse("WRONG_STAGE");
  }
  const seat = a.seat as AgentSeat;
  switch (a.type) {
    case "roll":
      if (stage !== "roll") refuse("ALREADY_ROLLED");
      return roll(d);
    case "move":
      if (stage !== "move") refuse("WRONG_STAGE");
      return move(d, seat, a.ball, a.figure, a.to);
    case "undo":
      if (stage !== "move") refuse("WRONG_STAGE");
      return undo(d, seat);
    case "endMovement":
      if (stage !== "move") refuse("WRONG_STAGE");
      return endMovement(d, seat);
    case "ask":
      if (stage !== "meet") refuse("WRONG_STAGE");
      if (a.target !== undefined && !isAgentSeat(a.target)) refuse("BAD_TARGET");
      return ask(d, seat, a.own, a.met, a.kind, a.target);
    case "extraStep":
      if (stage !== "meet") refuse("WRONG_STAGE");
      return extraStep(d, seat, a.own, a.met, a.to);
    case "endTurn":
      if (stage !== "meet") refuse("WRONG_STAGE");
      if (activeMeetings(d).length > 0) refuse("MEETINGS_OPEN");
      return nextTurn(d);
    case "declare":
      if (stage !== "meet") refuse("NOT_DECLARER_TURN");
      if (!isAgentSeat(a.partner)) refuse("BAD_PARTNER");
      return declare(d, seat, a.partner);
    case "declareAlone":
      if (stage !== "meet") refuse("NOT_DECLARER_TURN");
      return declareAlone(d, seat);
    default:
      refuse("WRONG_STAGE");
  }
}

function nextTurn(d: Draft): void {
  emit(d, "turnEnded", { seat: d.turn.seat });
  const i = d.seats.indexOf(d.turn.seat as Seat);
  startTurn(d, d.seats[(i + 1) % d.seats.length]!);
}
