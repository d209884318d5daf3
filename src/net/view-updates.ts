/**
 * View updates: how the host brings a peer's view of the game from what it sent last to the seat's
 * new view, in as few bytes as it can, and how a guest applies them. An update holds the new log
 * events and only the parts of the view (top-level keys) that changed; an array of objects (a
 * seat's legal actions) goes packed as key lists, shared values and rows; an object part of which
 * only some keys changed (the figures' positions) goes as those keys. It knows views as JSON, not
 * the rules: what a seat may see was decided by `viewFor` before.
 */
import type { GameViewBase } from "../games/kernel/game.js";
import { PROTOCOL_VERSION, encode, type HostMessage } from "./protocol.js";

/**
 * An array of plain objects as their key lists, each once (`k`); per key list the values all its
 * rows share (`c`, left out of the rows); and rows of the other values: `[list index, ...values]`,
 * where rows one after another of one list that differ only in their last value go as one run,
 * `[-1 - list index, ...the values they share, [each one's last value]]` (since protocol version 4).
 * A seat's legal actions are most of a mover's view update, and most of their text is the same
 * keys and values again and again; packed, an update fits in one network packet more often. Knows
 * nothing of what the objects mean.
 */
export interface PackedRows {
  readonly k: string[][];
  readonly c: Record<string, unknown>[];
  readonly r: unknown[][];
}

const isPlain = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

/**
 * Whether two JSON values would serialise alike, but for the order of object keys (an `undefined`
 * is `null` in an array and absent in an object, as JSON.stringify has it). Walks both at once and
 * stops at the first difference, without building any text: the host compares every part of a
 * seat's view with what it sent before on each change, and most parts have not changed.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>, y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (x[k] === undefined) continue;
    n++;
    if (!sameJson(x[k], y[k])) return false;
  }
  for (const k in y) if (y[k] !== undefined) n--;
  return n === 0;
}

/** Packs an array of plain objects (null for anything else, which travels as it is). */
export function packRows(a: unknown): PackedRows | null {
  if (!Array.isArray(a) || a.length < 2 || !a.every(isPlain)) return null;
  const k: string[][] = [];
  const groups: Record<string, unknown>[][] = [];
  const index = new Map<string, number>();
  const of = a.map((o) => {
    const keys = Object.keys(o);
    const sig = keys.join("\u0000");
    let i = index.get(sig);
    if (i === undefined) {
      i = k.push(keys) - 1;
      groups.push([]);
      index.set(sig, i);
    }
    groups[i]!.push(o);
    return i;
  });
  // A value every row of a key list shares is said once (only where the list has several rows).
  const c = k.map((keys, i) => {
    const rows = groups[i]!;
    const shared: Record<string, unknown> = {};
    if (rows.length > 1) for (const key of keys) if (rows.every((o) => sameJson(o[key], rows[0]![key]))) shared[key] = rows[0]![key];
    return shared;
  });
  // The keys whose values each row carries, found once per key list.
  const varying = k.map((keys, i) => keys.filter((key) => !(key in c[i]!)));
  const rows = a.map((o: Record<string, unknown>, n) => {
    const i = of[n]!;
    return [i, ...varying[i]!.map((key) => o[key])];
  });
  // Rows in a row of one key list that differ only in their last value go as one run:
  // `[-1 - list index, ...the values they share, [each row's last value]]`.
  const r: unknown[][] = [];
  for (let n = 0; n < rows.length; ) {
    const row = rows[n]!;
    let end = n + 1;
    while (end < rows.length && row.length > 1 && sameButLast(row, rows[end]!)) end++;
    r.push(end - n < 2 ? row : [-1 - (row[0] as number), ...row.slice(1, -1), rows.slice(n, end).map((x) => x[x.length - 1])]);
    n = end;
  }
  return { k, c, r };
}

/** Whether two packed rows are of one key list and differ at most in their last value. */
function sameButLast(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length || a[0] !== b[0]) return false;
  for (let i = 1; i < a.length - 1; i++) if (!sameJson(a[i], b[i])) return false;
  return true;
}

/** At most this many objects come out of one packed part (a seat has well under a hundred legal actions). */
export const MAX_ROWS = 4096;

/**
 * The objects back from their rows (in the same order, keys in the same order), or null when `p`
 * is not rows packed as `packRows` makes them: it comes from the host, and a hostile one may send
 * anything (a key list index out of range, a row of the wrong length, a run that is not one, a key
 * such as `__proto__`, more than `MAX_ROWS` objects).
 */
export function unpackRows(p: unknown): Record<string, unknown>[] | null {
  if (!isPlain(p)) return null;
  const { k, c, r } = p as Partial<PackedRows>;
  if (!Array.isArray(k) || !Array.isArray(c) || !Array.isArray(r) || k.length !== c.length || !c.every(isPlain)) return null;
  if (!k.every((keys) => Array.isArray(keys) && keys.every((key) => typeof key === "string" && key !== "__proto__"))) return null;
  const out: Record<string, unknown>[] = [];
  for (const row of r) {
    if (!Array.isArray(row) || !Number.isInteger(row[0])) return null;
    // A run (a negative index): the rows its last value lists, each with the values before it.
    const run = (row[0] as number) < 0;
    const i = run ? -1 - (row[0] as number) : (row[0] as number);
    const keys = k[i];
    const lasts: unknown = run ? row[row.length - 1] : [null];
    if (!keys || !Array.isArray(lasts) || (run && (row.length < 2 || lasts.length < 2))) return null;
    const shared = c[i]!;
    for (const last of lasts) {
      const o: Record<string, unknown> = {};
      let j = 1;
      for (const key of keys) {
        if (Object.hasOwn(shared, key)) {
          o[key] = shared[key];
          continue;
        }
        o[key] = run && j === row.length - 1 ? last : row[j];
        j++;
      }
      if (j !== row.length || out.push(o) > MAX_ROWS) return null;
    }
  }
  return out;
}

/**
 * For an object part that changed: its changed keys as `"key":json` pieces, when both versions are
 * plain objects, no key went, and fewer than half the keys changed (else null: send it whole).
 */
export function changedKeys(before: unknown, after: unknown): string[] | null {
  if (!isPlain(before) || !isPlain(after)) return null;
  const keys = Object.keys(after);
  for (const k of Object.keys(before)) if (!(k in after)) return null;
  const pieces: string[] = [];
  for (const k of keys) {
    if (!(k in before) || !sameJson(before[k], after[k])) pieces.push(`${JSON.stringify(k)}:${JSON.stringify(after[k]) ?? "null"}`);
  }
  return pieces.length * 2 < keys.length ? pieces : null;
}

/** The parts of a view update the host has already serialised (it compares each with what it sent before). */
export interface ViewUpdateParts {
  readonly from: number;
  /** The new log events, as JSON. */
  readonly log: string;
  /** Changed parts, as `"key":json` pieces. */
  readonly set: readonly string[];
  /** Which of them are `PackedRows`. */
  readonly packed: readonly string[];
  /** Parts that are objects with only some keys changed: `"key":{"changed key":json,…}` pieces. */
  readonly sub: readonly string[];
  readonly ack?: number;
}

/** A view update as text. */
export function encodeViewUpdate(u: ViewUpdateParts): string {
  const a = u.ack === undefined ? "" : `,"ack":${u.ack}`;
  const p = u.packed.length ? `,"packed":${JSON.stringify(u.packed)}` : "";
  const sub = u.sub.length ? `,"sub":{${u.sub.join(",")}}` : "";
  return `{"v":${PROTOCOL_VERSION},"t":"patch","from":${u.from},"log":${u.log},"set":{${u.set.join(",")}}${p}${sub}${a}}`;
}

/** What a peer was last sent: the basis of its next update. */
export interface SentView {
  /** Log events it has. */
  readonly log: number;
  /** Its view's parts (log aside). Views are never changed once made (the engine makes new ones). */
  readonly view: Readonly<Record<string, unknown>>;
  readonly over: boolean;
}

/**
 * An update worked out but not yet written: the whole view, or the changed parts, or neither
 * (nothing changed for this peer); and what the peer has once it is sent.
 */
export interface WorkedUpdate {
  readonly sent: SentView;
  /** The whole view goes: the first time, and when the game has just ended. */
  readonly whole?: GameViewBase;
  readonly parts?: Omit<ViewUpdateParts, "ack">;
}

/** What brings a peer from `sent` (null: it has nothing yet) to `view`, worked out (see `viewUpdate`). */
export function workOutUpdate(sent: SentView | null, view: GameViewBase): WorkedUpdate {
  const { log, ...rest } = view;
  const over = view.result !== null;
  const next: SentView = { log: log.length, view: rest, over };
  if (!sent || sent.log > log.length || sent.over !== over) return { sent: next, whole: view };
  const set: string[] = [];
  const packed: string[] = [];
  const sub: string[] = [];
  for (const [k, now] of Object.entries(rest)) {
    // Only the parts that changed are serialised at all.
    if (k in sent.view && sameJson(sent.view[k], now)) continue;
    const some = changedKeys(sent.view[k], now);
    if (some) {
      sub.push(`${JSON.stringify(k)}:{${some.join(",")}}`);
      continue;
    }
    const rows = packRows(now);
    if (rows) packed.push(k);
    set.push(`${JSON.stringify(k)}:${JSON.stringify(rows ?? now) ?? "null"}`);
  }
  if (sent.log === log.length && !set.length && !sub.length) return { sent: next };
  return { sent: next, parts: { from: sent.log, log: JSON.stringify(log.slice(sent.log)), set, packed, sub } };
}

/** A worked-out update as the message's text (null when nothing changed), with `ack` when it answers the peer's intent `ack`. */
export function writeUpdate(u: WorkedUpdate, ack?: number): string | null {
  if (u.whole) return encode({ v: PROTOCOL_VERSION, t: "view", view: u.whole, ...(ack === undefined ? {} : { ack }) });
  return u.parts ? encodeViewUpdate({ ...u.parts, ack }) : null;
}

/**
 * The message that brings a peer from `sent` (null: it has nothing yet) to `view`: the whole view
 * the first time and when the game has just ended, else an update of what changed; null when
 * nothing changed for this peer. `ack` is the id of the peer's intent this answers, if any.
 */
export function viewUpdate(sent: SentView | null, view: GameViewBase, ack?: number): { text: string | null; sent: SentView } {
  const u = workOutUpdate(sent, view);
  return { text: writeUpdate(u, ack), sent: u.sent };
}

type Patch = Extract<HostMessage, { t: "patch" }>;

/**
 * A guest's view after an update, or null when the update does not fit the view it has, or is not
 * made as `viewUpdate` makes them (packed parts that are not rows, keys of partial parts that name
 * no object part): the guest then asks for its whole view again. Nothing a host sends throws here.
 */
export function applyViewUpdate<V extends GameViewBase>(current: V | null, m: Patch): V | null {
  if (!current || current.log.length !== m.from) return null;
  const was = current as unknown as Record<string, unknown>;
  const set = { ...m.set } as Record<string, unknown>;
  const packed: unknown = m.packed ?? [];
  if (!Array.isArray(packed)) return null;
  for (const k of packed) {
    const rows = typeof k === "string" ? unpackRows(set[k]) : null;
    if (!rows) return null;
    set[k as string] = rows;
  }
  const sub: unknown = m.sub ?? {};
  if (!isPlain(sub)) return null;
  for (const [k, some] of Object.entries(sub)) {
    if (!isPlain(some) || !isPlain(was[k])) return null;
    set[k] = { ...was[k], ...some };
  }
  return { ...current, ...set, log: [...current.log, ...m.log] } as V;
}
