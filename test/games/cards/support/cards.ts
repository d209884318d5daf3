/** Helpers for the card game's tests: games with fixed deals and piles, acting, and refusals that change nothing. */
import { expect } from "@open-wc/testing";
import {
  applyAction, createGame, legalActions, waitingOn,
  type AgentSeat, type CardsAction, type CardsOptions, type CardsState, type ErrorCode, type Location, type Secret, type TileHolder,
} from "../../../../src/games/cards/index.js";

/** The worked example's deal (C15): red Bubble 13, blue Fiddlebottom 36, green Zsa Zsa 24, yellow Agent X 47. */
export const DEAL: Record<AgentSeat, Secret> = {
  red: { identity: "B", code: 13 },
  blue: { identity: "F", code: 36 },
  green: { identity: "Z", code: 24 },
  yellow: { identity: "X", code: 47 },
};
/** The right combination for DEAL (F, B, Z, X). */
export const COMBO = [36, 13, 24, 47];

const ORDER: Location[] = ["rialto", "san-marco", "arsenale", "accademia", "santa-lucia"];
/** A pile order with `top` first. */
export function pileTop(...top: Location[]): Location[] {
  return [...top, ...ORDER.filter((l) => !top.includes(l))];
}

/** A game with DEAL, red first, and the given pile tops (one shuffle each) unless said otherwise. */
export function game(players: 2 | 3 | 4 | 5, tops: Partial<Record<TileHolder, Location[]>> = {}, extra: Partial<CardsOptions> = {}): CardsState {
  const piles: Partial<Record<TileHolder, Location[][]>> = {};
  for (const [h, top] of Object.entries(tops)) piles[h as TileHolder] = [pileTop(...top!)];
  return createGame({ players, seed: "test", ...extra, fixed: { deal: DEAL, first: "red", piles, ...(extra.fixed ?? {}) } });
}

/** Applies an action that must be accepted. */
export function act(state: CardsState, action: CardsAction): CardsState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** Applies several actions that must all be accepted. */
export function acts(state: CardsState, ...actions: CardsAction[]): CardsState {
  return actions.reduce(act, state);
}

/** Expects a refusal with `code` that leaves the state byte-identical. */
export function refused(state: CardsState, action: unknown, code: ErrorCode): void {
  const before = JSON.stringify(state);
  const r = applyAction(state, action);
  expect(r.ok, `${JSON.stringify(action)} should be refused with ${code}`).to.equal(false);
  if (!r.ok) expect(r.error.code, r.error.message).to.equal(code);
  expect(JSON.stringify(state)).to.equal(before);
}

/** Places every tile of a round: the given location for each seat that places, in the order the game waits for them. */
export function placeAll(state: CardsState, where: Partial<Record<TileHolder, Location>>): CardsState {
  const round = state.round.number;
  while ((state.round.phase === "ambassadorTile" || state.round.phase === "placing") && state.round.number === round) {
    const seat = waitingOn(state)[0]!;
    const location = where[seat as TileHolder];
    if (!location) throw new Error(`no tile given for ${seat}`);
    state = act(state, { type: "place", seat, location });
  }
  return state;
}

export const give = (seat: AgentSeat, a: string | number, b: string | number): CardsAction =>
  ({ type: "give", seat, cards: [a, b] } as CardsAction);
export const declare = (seat: CardsAction["seat"], partner: AgentSeat | undefined, combination: number[] = COMBO): CardsAction =>
  (partner === undefined ? { type: "declare", seat, combination } : { type: "declare", seat, partner, combination });

/** Applies a declaration, then lets the meeting's other actors make their first legal non-declaring choice, so it resolves (C9.3). */
export function settle(state: CardsState, action: CardsAction): CardsState {
  state = act(state, action);
  const meeting = state.round.current;
  while (!state.result && state.round.phase === "meeting" && state.round.current === meeting) {
    const seat = waitingOn(state)[0]!;
    state = act(state, legalActions(state, seat).find((a) => a.type !== "declare")!);
  }
  return state;
}
