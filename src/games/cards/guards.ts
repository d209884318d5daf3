/**
 * Typed refusals for the engine's callers: a view where a state is expected, a state where a view
 * is expected, a seed where an Rng is expected; and the shape of an action (it may come from the
 * network: hostile until checked).
 */
import { isPlainObject } from "../kernel/plain.js";
import { Rng } from "../kernel/rng.js";
import { Refusal, ruleError, type RuleError } from "./errors.js";
import { AGENT_SEATS, CARD_KINDS, isAgentSeat, isIdentity, type CardsState, type CardsView, type Claims } from "./types.js";

/** Why `x` is not the referee's CardsState (a view has no secrets and no RNG), or null. */
export function stateProblem(x: unknown): RuleError | null {
  const s = x as Partial<CardsState> | null;
  const ok = typeof s === "object" && s !== null && s.version === 1 && s.game === "cards" && Array.isArray(s.seats) &&
    typeof s.secrets === "object" && s.secrets !== null && typeof s.round === "object" && s.round !== null &&
    typeof s.rng === "object" && s.rng !== null && Array.isArray(s.log) && typeof s.tiles === "object" && s.tiles !== null;
  return ok ? null : ruleError("NOT_A_STATE");
}

export function assertState(x: unknown): asserts x is CardsState {
  const p = stateProblem(x);
  if (p) throw new Refusal(p.code, p.message);
}

/** Throws NOT_A_VIEW unless `x` is a card game seat's view. */
export function assertView(x: unknown): asserts x is CardsView {
  const v = x as Partial<CardsView> | null;
  if (typeof v !== "object" || v === null || v.game !== "cards" || typeof v.viewer !== "string" || !Array.isArray(v.legal) || !v.round) {
    throw new Refusal("NOT_A_VIEW");
  }
}

/** Throws NOT_AN_RNG unless `x` is an Rng. */
export function assertRng(x: unknown): asserts x is Rng {
  if (x instanceof Rng) return;
  const r = x as Partial<Rng> | null;
  if (typeof r !== "object" || r === null || typeof r.int !== "function" || typeof r.pick !== "function") throw new Refusal("NOT_AN_RNG");
}

const KEYS: Readonly<Record<string, readonly string[]>> = {
  place: ["location"],
  give: ["cards"],
  ask: ["target", "card"],
  look: ["card"],
  pass: [],
  answer: ["card"],
  declare: ["partner", "combination", "claims"],
};

const str = (v: unknown, max: number): v is string => typeof v === "string" && v.length > 0 && v.length <= max;
const plain = isPlainObject;
/** A code card's number: edition data (C1.4), a whole number from 1 to 999 here. */
export const isCode = (c: unknown): c is number => Number.isInteger(c) && (c as number) >= 1 && (c as number) <= 999;
const cardShape = (c: unknown) => (typeof c === "string" && c.length <= 8) || (typeof c === "number" && Number.isFinite(c));

/** A declarer's "who is who" (C10.1), copied field by field, or null if it is not one. */
export function claimsOf(v: unknown): Claims | null {
  if (!plain(v)) return null;
  const keys = Object.keys(v);
  if (keys.length > 4 || !keys.every(isAgentSeat)) return null;
  const out: Record<string, { identity?: string; code?: number }> = {};
  for (const s of AGENT_SEATS) {
    const c = v[s];
    if (c === undefined) continue;
    if (!plain(c) || !Object.keys(c).every((k) => k === "identity" || k === "code")) return null;
    if (c.identity !== undefined && !isIdentity(c.identity)) return null;
    if (c.code !== undefined && !isCode(c.code)) return null;
    out[s] = { ...(c.identity !== undefined ? { identity: c.identity } : {}), ...(c.code !== undefined ? { code: c.code } : {}) };
  }
  return out as Claims;
}

const bad = (why: string) => ruleError("MALFORMED_ACTION", `The action is not well formed: ${why}.`);
const kind = (v: unknown) => (CARD_KINDS as readonly unknown[]).includes(v);

/** Checks an action's shape (C14.1: malformed input, a card kind other than identity or code): a refusal, or null. */
export function actionShapeProblem(a: unknown): RuleError | null {
  if (!plain(a)) return bad("not a plain object");
  if (!str(a.type, 16)) return bad("no type");
  const keys = KEYS[a.type];
  if (!keys || !Object.prototype.hasOwnProperty.call(KEYS, a.type)) return bad("unknown type");
  if (!str(a.seat, 16)) return bad("no seat");
  for (const k of Object.keys(a)) if (k !== "type" && k !== "seat" && !keys.includes(k)) return bad("unknown field");
  switch (a.type) {
    case "place":
      return str(a.location, 32) ? null : bad("place needs a location");
    case "give":
      return Array.isArray(a.cards) && a.cards.length === 2 && a.cards.every(cardShape) ? null : bad("give needs two cards");
    case "ask":
      if (!str(a.target, 16)) return bad("ask needs a target");
      return a.card === undefined || kind(a.card) ? null : ruleError("BAD_CARD_KIND");
    case "look": case "answer":
      if (a.card === undefined) return bad(`${a.type} needs a card kind`);
      return kind(a.card) ? null : ruleError("BAD_CARD_KIND");
    case "declare":
      if (a.partner !== undefined && !str(a.partner, 16)) return bad("bad partner");
      if (!Array.isArray(a.combination) || a.combination.length > 8 || !a.combination.every((c) => typeof c === "number" && Number.isFinite(c))) {
        return bad("declare needs a combination of codes");
      }
      return a.claims === undefined || claimsOf(a.claims) ? null : bad("bad claims");
    default:
      return null;
  }
}
