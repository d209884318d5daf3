/**
 * What the page and the bots' worker (src/bot-worker.ts) say to each other: "think for this seat's
 * view" and the answer, with the bots' random-number state passed in and back so a game is the same
 * whether its bots think in a worker or in the page. Both sides read what they receive as hostile:
 * anything not of this shape is dropped (the page) or answered with an error (the worker), never
 * thrown.
 */
import type { RngState } from "../games/kernel/rng.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- views and actions are the asking game's */

/**
 * The page asks: decide for this view of game `game` (a `Game`'s id; absent in a request of a page
 * from before there were two games: the board game) with the bot of `level`, drawing from this
 * random state. Whether the game and level exist is the worker's to check (it knows the games).
 */
export interface ThinkRequest<View = any> {
  readonly id: number;
  readonly game?: string;
  readonly level: string;
  readonly view: View;
  readonly rng: RngState;
}

/** The worker answers a request: the action (null: nothing to do) and the random state after it, or why it could not. */
export type ThinkReply<Action = any> =
  | { readonly id: number; readonly action: Action | null; readonly rng: RngState }
  | { readonly id: number; readonly error: string };

/** A game id's or a level's shape: a short lowercase word. */
const isName = (x: unknown): x is string => typeof x === "string" && /^[a-z][a-z0-9-]{0,19}$/.test(x);
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
const isId = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) > 0;
const isUint32 = (x: unknown) => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 0xffffffff;

/** A random-number state: four unsigned 32-bit numbers (sfc32's). */
export function isRngState(x: unknown): x is RngState {
  return isObject(x) && isUint32(x.a) && isUint32(x.b) && isUint32(x.c) && isUint32(x.d);
}

/** The request in `data`, or why it is not one (for the worker's error answer). */
export function readThinkRequest(data: unknown): ThinkRequest | string {
  if (!isObject(data) || !isId(data.id)) return "not a request";
  if (data.game !== undefined && !isName(data.game)) return "unknown game";
  if (!isName(data.level)) return "unknown level";
  if (!isObject(data.view) || typeof data.view.viewer !== "string") return "not a seat's view";
  if (!isRngState(data.rng)) return "not a random state";
  return data as unknown as ThinkRequest;
}

/** The request id `data` names, if any (so even a malformed request gets its answer). */
export function requestId(data: unknown): number {
  return isObject(data) && isId(data.id) ? data.id : 0;
}

/**
 * The worker's answer in `data`, or null when it is not one. The action's shape only is checked
 * here: whether it is legal is the referee's (`applyAction`), as for any other seat's action.
 */
export function readThinkReply(data: unknown): ThinkReply | null {
  if (!isObject(data) || !isId(data.id)) return null;
  if (typeof data.error === "string") return { id: data.id, error: data.error.slice(0, 500) };
  if (!isRngState(data.rng)) return null;
  if (data.action !== null && !isObject(data.action)) return null;
  return { id: data.id, action: data.action, rng: { a: data.rng.a, b: data.rng.b, c: data.rng.c, d: data.rng.d } };
}
