/** Small helpers for engine tests: apply actions that must succeed, and check refusals. */
import { expect } from "@open-wc/testing";
import { applyAction, Refusal } from "../../../../src/games/board/index.js";
import type { Action, ErrorCode, GameOptions, GameState } from "../../../../src/games/board/index.js";
import { createGame } from "../../../../src/games/board/index.js";

/** Applies an action that must be accepted and returns the new state. */
export function act(state: GameState, action: Action): GameState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} was refused: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** Applies several actions that must all be accepted. */
export function actAll(state: GameState, actions: Action[]): GameState {
  return actions.reduce(act, state);
}

/**
 * The action must be refused with `code`, and the state must be exactly as before
 * (deep-equal to a JSON snapshot taken before the call).
 */
export function expectRefused(state: GameState, action: unknown, code: ErrorCode): void {
  const before = JSON.stringify(state);
  const r = applyAction(state, action);
  expect(r.ok, `${JSON.stringify(action)} should be refused with ${code}`).to.equal(false);
  if (!r.ok) expect(r.error.code, JSON.stringify(action)).to.equal(code);
  expect(JSON.stringify(state), "a refusal must leave the state unchanged").to.equal(before);
}

/** createGame must throw a Refusal with code BAD_OPTIONS. */
export function expectBadOptions(options: unknown): void {
  let thrown: unknown = null;
  try {
    createGame(options as GameOptions);
  } catch (e) {
    thrown = e;
  }
  expect(thrown, `${JSON.stringify(options)} should be refused`).to.be.instanceOf(Refusal);
  expect((thrown as Refusal).error.code).to.equal("BAD_OPTIONS");
}
