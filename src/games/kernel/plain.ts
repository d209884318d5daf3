/**
 * Taking what a caller hands the rules (an action) as data of their own: a copy read once, so the
 * caller's object can neither change under the referee (a getter that answers one value, then
 * another) nor be kept inside a state (a state's history sharing the caller's arrays), and so a
 * hostile object (a throwing getter, a proxy) is refused instead of throwing. Never throws.
 */

/** Bounds of a copy: how deep it nests, and how many values it holds in all. */
export interface CopyLimits {
  readonly depth: number;
  readonly values: number;
}

const ACTION_LIMITS: CopyLimits = { depth: 4, values: 256 };

/**
 * A copy of `x` as plain data — plain objects (own enumerable string keys), arrays (their indices
 * up to `length`), strings, numbers, booleans, null and undefined — each property read exactly once;
 * or null when `x` is anything else (a class instance, a function, a symbol), is nested deeper or
 * holds more values than `limits`, or reading it throws.
 */
export function plainCopy(x: unknown, limits: CopyLimits = ACTION_LIMITS): { readonly value: unknown } | null {
  try {
    const budget = { left: limits.values };
    const value = copy(x, 0, limits.depth, budget);
    return value === FAIL ? null : { value };
  } catch {
    return null;
  }
}

/**
 * A plain object: not an array, its prototype null or an `Object.prototype` — this realm's or
 * another's (an action made in an iframe's script and given to an element of its parent page is
 * one), never a class's. The one test of it the games and the kernel use.
 */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/** What `copy` answers for what it cannot copy (no value it copies is this object). */
const FAIL: unknown = Object.freeze({});

function copy(v: unknown, depth: number, maxDepth: number, budget: { left: number }): unknown {
  if (--budget.left < 0) return FAIL;
  if (v === null || v === undefined || typeof v === "string" || typeof v === "number" || typeof v === "boolean") return v;
  if (typeof v !== "object" || depth >= maxDepth) return FAIL;
  if (Array.isArray(v)) {
    const n = v.length;
    if (n > budget.left) return FAIL;
    const out: unknown[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const c = copy(v[i], depth + 1, maxDepth, budget);
      if (c === FAIL) return FAIL;
      out[i] = c;
    }
    return out;
  }
  if (!isPlainObject(v)) return FAIL;
  const out: Record<string, unknown> = {};
  const keys = Object.keys(v);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    const c = copy((v as Record<string, unknown>)[k], depth + 1, maxDepth, budget);
    if (c === FAIL) return FAIL;
    // A key "__proto__" stays an own key of the copy, as it was of the original.
    if (k === "__proto__") Object.defineProperty(out, k, { value: c, enumerable: true, writable: true, configurable: true });
    else out[k] = c;
  }
  return out;
}

/**
 * Whether two values are the same plain data: arrays with the same items in order, plain objects
 * with the same keys in any order (a key whose value is undefined counts as absent, as in JSON),
 * other values `===`. Recursive: a caller given a value from outside guards against its depth (a
 * RangeError) and its getters as it guards against any other throw.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const x = a as Record<string, unknown>, y = b as Record<string, unknown>;
  let n = 0;
  for (const k of Object.keys(x)) {
    if (x[k] === undefined) continue;
    n++;
    if (!Object.prototype.hasOwnProperty.call(y, k) || !sameData(x[k], y[k])) return false;
  }
  for (const k of Object.keys(y)) if (y[k] !== undefined) n--;
  return n === 0;
}
