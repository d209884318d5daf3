/**
 * Shapes of plain-JSON values, for checking what comes from elsewhere (a host's view of a seat) by
 * a game's own rules code, which stays dependency-free. A shape is a function that says why a value
 * is not of it (with the path where it went wrong), or null. Objects are strict: plain objects only,
 * every required key present, no other key (`__proto__` and `constructor` are keys like any other:
 * refused unless named). Arrays and records are bounded. Nothing here throws, whatever the value.
 * `problem` checks a value quietly first (building no path) and names the path only of what it refuses.
 */
import { isPlainObject } from "./plain.js";

/** Why `x` is not of this shape (the path to what is wrong, and what), or null. */
export type Shape = (x: unknown, path: string) => string | null;

const isPlain = isPlainObject;

const show = (x: unknown): string => {
  if (x === null) return "null";
  if (Array.isArray(x)) return "an array";
  if (typeof x === "string") return `"${x.slice(0, 24)}"`;
  return typeof x === "object" ? "an object" : `${typeof x} ${String(x).slice(0, 24)}`;
};
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * The root path of a check that only asks whether a value fits (`problem`): the combinators build
 * no path below it, which makes a passing check quicker (a view is checked at every host message).
 */
const QUIET = "\u0000";
/** The path of a part: `path` and then `step`, unless the check is quiet. */
const at = (path: string, step: string) => (path === QUIET ? QUIET : path + step);

/**
 * Why `x` is not of `shape` (the path from `root` to what is wrong, and what), or null. It checks
 * quietly first, and again with the paths only if `x` is refused: the same answer as
 * `shape(x, root)`, sooner for a value that fits.
 */
export function problem(shape: Shape, x: unknown, root: string): string | null {
  if (shape(x, QUIET) === null) return null;
  return shape(x, root) ?? `${root}: refused`;
}

/** One of these values (strings, numbers, booleans). */
export function oneOf<T extends string | number | boolean>(values: readonly T[]): Shape {
  return (x, path) => ((values as readonly unknown[]).includes(x) ? null : `${path}: ${show(x)} is not one of ${values.slice(0, 8).join(", ")}`);
}

/** An integer from `min` to `max`. */
export function int(min: number, max: number): Shape {
  return (x, path) => (Number.isInteger(x) && (x as number) >= min && (x as number) <= max ? null : `${path}: ${show(x)} is not an integer in ${min}–${max}`);
}

/** A string of at most `max` characters (matching `re`, if given). */
export function str(max: number, re?: RegExp): Shape {
  return (x, path) => {
    if (typeof x !== "string") return `${path}: ${show(x)} is not text`;
    if (x.length > max) return `${path}: longer than ${max}`;
    return re && !re.test(x) ? `${path}: ${show(x)} is not of the expected form` : null;
  };
}

export const bool: Shape = (x, path) => (typeof x === "boolean" ? null : `${path}: ${show(x)} is not true or false`);

/** The shape, or null. */
export function nullable(s: Shape): Shape {
  return (x, path) => (x === null ? null : s(x, path));
}

/** Any value `test` accepts (a check this module has no combinator for). */
export function where(test: (x: unknown) => boolean, what: string): Shape {
  return (x, path) => (test(x) ? null : `${path}: ${show(x)} is not ${what}`);
}

/** An array of at most `max` items, each of the shape; `unique`: no value twice (for primitives). */
export function arr(item: Shape, max: number, { min = 0, unique = false } = {}): Shape {
  return (x, path) => {
    if (!Array.isArray(x)) return `${path}: ${show(x)} is not a list`;
    if (x.length > max || x.length < min) return `${path}: ${x.length} items (${min}–${max} allowed)`;
    for (let i = 0; i < x.length; i++) {
      const p = item(x[i], path === QUIET ? QUIET : `${path}[${i}]`);
      if (p) return p;
    }
    return unique && new Set(x).size !== x.length ? `${path}: an item twice` : null;
  };
}

/** A plain object with exactly these keys (those in `optional` may be absent), each of its shape. */
export function obj(keys: Readonly<Record<string, Shape>>, optional: Readonly<Record<string, Shape>> = {}): Shape {
  // Made once, not at every check: each key with what it adds to a path, and its shape.
  const required = Object.keys(keys).map((k) => ({ k, step: "." + k, shape: keys[k]! }));
  const maybe = Object.keys(optional).map((k) => ({ k, step: "." + k, shape: optional[k]! }));
  const isRequired = new Set(Object.keys(keys)), isOptional = new Set(Object.keys(optional));
  return (x, path) => {
    if (!isPlain(x)) return `${path}: ${show(x)} is not an object`;
    let found = 0, extra = 0;
    for (const k of Object.keys(x)) {
      if (isRequired.has(k)) found++;
      else if (isOptional.has(k)) extra++;
      else return `${path}: unexpected key "${k.slice(0, 24)}"`;
    }
    // Every required key is there when as many of them were found (each key once): none to look for.
    const all = found === required.length;
    for (const { k, step, shape } of required) {
      if (!all && !own(x, k)) return `${path}.${k}: missing`;
      const p = shape(x[k], at(path, step));
      if (p) return p;
    }
    if (!extra) return null;
    for (const { k, step, shape } of maybe) {
      if (!own(x, k)) continue;
      const p = shape(x[k], at(path, step));
      if (p) return p;
    }
    return null;
  };
}

/** A plain object of at most `max` keys, each key and value of its shape. */
export function record(key: Shape, value: Shape, max: number): Shape {
  return (x, path) => {
    if (!isPlain(x)) return `${path}: ${show(x)} is not an object`;
    const keys = Object.keys(x);
    if (keys.length > max) return `${path}: ${keys.length} keys (at most ${max})`;
    for (const k of keys) {
      const p = key(k, at(path, " key")) ?? value(x[k], path === QUIET ? QUIET : `${path}.${k.slice(0, 24)}`);
      if (p) return p;
    }
    return null;
  };
}

/** An object whose `tag` key says which of `shapes` it must be (each shape includes the tag). */
export function variant(tag: string, shapes: Readonly<Record<string, Shape>>): Shape {
  return (x, path) => {
    if (!isPlain(x)) return `${path}: ${show(x)} is not an object`;
    const t = x[tag];
    if (typeof t !== "string" || !own(shapes, t)) return `${path}.${tag}: ${show(t)} is not a known kind`;
    return shapes[t]!(x, path);
  };
}

/** The first of these shapes that fits (the last one's problem if none does). */
export function either(...shapes: Shape[]): Shape {
  return (x, path) => {
    let last: string | null = null;
    for (const s of shapes) {
      last = s(x, path);
      if (!last) return null;
    }
    return last;
  };
}
