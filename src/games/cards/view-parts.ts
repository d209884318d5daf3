/**
 * The small checks a card view's shape is made of (./view-shape.ts, ./view-events.ts): plain
 * objects with exactly their keys, bounded lists, seats, cards and locations. None throws.
 */
import { isPlainObject } from "../kernel/plain.js";
import { isCode } from "./guards.js";
import { isAgentSeat, isIdentity, isLocation } from "./types.js";

export type Obj = Record<string, unknown>;

/** A plain object (no class instance, no array). */
export const obj = (v: unknown): v is Obj => isPlainObject(v);

/** A plain object with every key of `required`, and no key outside `required` and `optional`. */
export function exact(v: unknown, required: readonly string[], optional: readonly string[] = []): v is Obj {
  if (!obj(v)) return false;
  for (const k of required) if (!Object.prototype.hasOwnProperty.call(v, k)) return false;
  for (const k of Object.keys(v)) if (!required.includes(k) && !optional.includes(k)) return false;
  return true;
}

export const int = (v: unknown, min = 0, max = 1e9) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
export const list = (v: unknown, max: number, each: (x: unknown) => boolean) => Array.isArray(v) && v.length <= max && v.every(each);
export const isSeat = (v: unknown) => isAgentSeat(v) || v === "ambassador";
export const isCard = (v: unknown) => isIdentity(v) || isCode(v);
export { isAgentSeat, isCode, isIdentity, isLocation };

/** A seat's black cards (C1.6): its true identity and its true code. */
export const secretOk = (v: unknown) => exact(v, ["identity", "code"]) && isIdentity(v.identity) && isCode(v.code);
/** Four codes (C1.7: the combination's length, and the game's codes). */
export const fourCodes = (v: unknown) => list(v, 4, isCode) && (v as unknown[]).length === 4;
/** Seats as keys, each value `ok`. */
export const bySeat = (v: unknown, ok: (x: unknown) => boolean, key = isSeat) => obj(v) && Object.entries(v).every(([k, x]) => key(k) && ok(x));

export const KINDS = ["exchange", "blind", "ambassador", "ambassadorTwo"];
export const ROLES = ["agent", "blind", "ambassador"];
export const REASONS = ["right-declaration", "wrong-declaration", "ambassador-right", "ambassador-wrong", "round-limit"];

export function meetingOk(m: unknown): boolean {
  return exact(m, ["location", "kind", "agents", "ambassador", "actors"]) && isLocation(m.location) && KINDS.includes(m.kind as string) &&
    list(m.agents, 2, isAgentSeat) && typeof m.ambassador === "boolean" && list(m.actors, 3, isSeat);
}
