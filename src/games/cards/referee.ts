/**
 * The referee: `applyAction(state, action)` checks who may act and what, applies the rule, and
 * returns the new state with its events, or a typed refusal that leaves the state as it was (C14).
 * It takes the action as a plain copy read once (../kernel/plain.ts): what it checks is what it
 * applies and records, and the state never shares the caller's objects.
 */
import { plainCopy } from "../kernel/plain.js";
import type { ApplyResult as KernelApplyResult } from "../kernel/refusal.js";
import { Refusal, refuse, ruleError, type ErrorCode } from "./errors.js";
import { actionShapeProblem, claimsOf, stateProblem } from "./guards.js";
import { extendHistory } from "./record.js";
import { answer, choose, nextPlacer, place } from "./round.js";
import { draft, seal, type Draft } from "./state.js";
import type { CardsAction, CardsState, GameEvent, Seat } from "./types.js";

export type ApplyResult = KernelApplyResult<CardsState, ErrorCode, GameEvent>;

/** Applies one action. Pure: the given state is never modified. */
export function applyAction(state: CardsState, action: CardsAction | unknown): ApplyResult {
  const notState = stateProblem(state);
  if (notState) return { ok: false, error: notState };
  const copy = plainCopy(action);
  if (!copy) return { ok: false, error: ruleError("MALFORMED_ACTION", "The action is not well formed: not plain data.") };
  const shape = actionShapeProblem(copy.value);
  if (shape) return { ok: false, error: shape };
  const a = copy.value as CardsAction;
  if (!(state.seats as readonly string[]).includes(a.seat)) return { ok: false, error: ruleError("UNKNOWN_SEAT") };
  const d = draft(state);
  try {
    dispatch(d, a);
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: e.error };
    throw e;
  }
  if (state.history) d.history = extendHistory(state, a.type === "declare" && a.claims !== undefined ? { ...a, claims: claimsOf(a.claims)! } : a);
  return { ok: true, state: seal(d), events: d.fresh };
}

function dispatch(d: Draft, a: CardsAction): void {
  if (d.result) refuse("GAME_OVER");
  const seat: Seat = a.seat;
  if (d.roles[seat] === "blind") refuse("BLIND_SEAT");
  const r = d.round;
  switch (r.phase) {
    case "ambassadorTile":
    case "placing": {
      const placer = r.phase === "ambassadorTile" ? "ambassador" : nextPlacer(d);
      if (seat !== placer) refuse("NOT_YOUR_TURN");
      if (a.type !== "place") refuse("WRONG_ACT");
      return place(d, seat, a.location);
    }
    case "meeting": {
      const act = a.type === "declare" && a.claims !== undefined ? { ...a, claims: claimsOf(a.claims)! } : a;
      return choose(d, seat, act);
    }
    case "answer":
      if (seat !== r.question?.target) refuse("NOT_AN_ACTOR");
      if (a.type !== "answer") refuse("WRONG_ACT");
      return answer(d, seat, a.card);
    default:
      refuse("GAME_OVER");
  }
}
