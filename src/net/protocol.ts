/**
 * The wire protocol between a host (the referee) and its guests, version 4 (docs/net.md says what
 * each version changed: an intent acknowledged inside the view update it caused, updates of the
 * changed parts only, the lobby's assistant setting, packed rows in runs). Every message is one
 * JSON text on a reliable, ordered PeerJS data channel ("raw" serialization: we stringify and
 * parse ourselves, once, on both sides). Every message is size-checked and schema-validated on
 * receipt (valibot); anything else gets an error reply and changes nothing. The protocol knows
 * messages, not rules: actions are checked by the engine on the host.
 */
import * as v from "valibot";
import type { GameViewBase } from "../games/kernel/game.js";
import type { RuleError } from "../games/kernel/refusal.js";
import type { SignedRecord } from "./record-signature.js";

/**
 * 5: a hello and a welcome name the game (`game`, a `Game`'s id) and its rules version (`gv`); a
 * host refuses a guest of another game or version with `WRONG_GAME`, and a guest a host of one.
 * 6: the lobby carries the game's number at the table (`game`: a match deals several games, each
 * with its own seed commitment) and the match's score (`match`).
 */
export const PROTOCOL_VERSION = 6;
type V = typeof PROTOCOL_VERSION;
/** Largest message a guest may send (an action is a few hundred bytes). */
export const MAX_GUEST_MESSAGE = 4096;
/** Largest message a host sends (a full end-of-game view is ~60–150 kB). */
export const MAX_HOST_MESSAGE = 1_000_000;

const SEATS = ["red", "yellow", "green", "blue", "ambassador"] as const;
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
/**
 * A player's name made safe to show: control, format (zero-width, bidi overrides and isolates) and
 * line-separator characters removed, the interface's own separators ("·", "•") too, runs of white
 * space made one, at most 32 characters. Names are also rendered isolated (`<bdi>`).
 */
export function cleanName(name: string): string {
  return name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00B7\u2022]/gu, "").replace(/\s+/g, " ").trim().slice(0, 32);
}
/** A player's name as shown in the lobby. */
const Name = v.pipe(v.string(), v.maxLength(32), v.transform(cleanName));
/** A seat, or "spectator" to watch. */
const Place = v.picklist([...SEATS, "spectator"]);

/** A game's id ("board", "cards"). */
const GameId = v.pipe(text(20), v.regex(/^[a-z][a-z0-9-]*$/));
/** A game's rules version. */
const GameVersion = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));

const Hello = v.strictObject({
  v: v.literal(PROTOCOL_VERSION),
  t: v.literal("hello"),
  /** The game this guest plays and its rules version: the host refuses another (WRONG_GAME). */
  game: GameId,
  gv: GameVersion,
  /** The seat token this browser was given before (rejoin), if any. */
  token: v.optional(v.pipe(text(64), v.regex(/^[A-Za-z0-9_-]*$/))),
  name: Name,
  /** The seat asked for; "spectator" to watch. */
  seat: v.optional(Place),
  /** The guest's share of the game's randomness (fair play). */
  nonce: v.optional(v.pipe(text(64), v.regex(/^[0-9a-f]*$/))),
});
const Act = v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("act"), id: v.pipe(v.number(), v.integer(), v.minValue(0)), action: v.unknown() });
const Ready = v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("ready"), ready: v.boolean() });
const Ping = v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("ping"), n: v.number() });
/** In the lobby: take an open seat, or "spectator" to watch; one's own seat with a new name renames. */
const Sit = v.strictObject({
  v: v.literal(PROTOCOL_VERSION),
  t: v.literal("sit"),
  seat: Place,
  name: Name,
});

/** First on every connection: a fresh challenge the host must sign (see handshake.ts). */
const Auth = v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("auth"), challenge: v.pipe(text(64), v.regex(/^[0-9a-f]{32,64}$/)) });

export const GuestMessage = v.variant("t", [Hello, Act, Ready, Ping, Sit, Auth]);
export type GuestMessage = v.InferOutput<typeof GuestMessage>;

/** A seat at the table as everyone may see it. */
export interface LobbySeat {
  readonly seat: (typeof SEATS)[number];
  readonly name: string;
  readonly kind: "open" | "human" | "bot" | "host";
  readonly ready: boolean;
  readonly connected: boolean;
}

export interface Lobby {
  readonly tableId: string;
  /** How many play: one of the game's player counts (the board game 3–5, the card game 2–5). */
  readonly players: 2 | 3 | 4 | 5;
  readonly seats: readonly LobbySeat[];
  readonly started: boolean;
  /** SHA-256 of the host's secret seed, published before the deal. */
  readonly commit: string;
  /** SHA-256 of every share of randomness that goes into the deal (seats' and watchers'), sorted: fixed at the start. */
  readonly shares?: readonly string[];
  readonly spectators: number;
  /** The deduction assistant (probabilities in every notebook) is on at this table: the host's choice (since version 3). */
  readonly assistant: boolean;
  /**
   * The game's number at this table (1, 2, …): each game of a match is a new deal with a new seed
   * commitment. A guest pins the commitment per game number; it never goes back (guest-kept.ts).
   */
  readonly game: number;
  /** The score of the match these games make, by seat, as the host's game keeps it (the net layer only carries it). */
  readonly match?: MatchScoreWire;
}

/** A match's score as it travels: points by seat, and who won the match (none while it goes on). */
export interface MatchScoreWire {
  readonly scores: Readonly<Partial<Record<(typeof SEATS)[number], number>>>;
  readonly winners: readonly (typeof SEATS)[number][];
}

/** The highest game number a table reaches (a match is a handful of games; a table plays many). */
export const MAX_GAME_NUMBER = 100_000;

/**
 * What the host sends. `view` and `patch` carry `ack`, the id of this guest's intent they answer,
 * when they are the outcome of an accepted intent of this guest; an intent that changed nothing
 * in the guest's view, or was refused, is answered by `result`. A `patch` holds the log events
 * after `from` and, in `set`, only the parts of the view (its top-level keys) that changed; those
 * named in `packed` travel as `PackedRows`. An object part of which only some keys changed (and
 * none went) comes in `sub`, with those keys only.
 */
export type HostMessage =
  | { v: V; t: "welcome"; seat: string; token: string; lobby: Lobby; game: string; gv: number }
  | { v: V; t: "lobby"; lobby: Lobby }
  | { v: V; t: "view"; view: GameViewBase; ack?: number }
  | { v: V; t: "patch"; from: number; log: unknown[]; set: Record<string, unknown>; packed?: string[]; sub?: Record<string, Record<string, unknown>>; ack?: number }
  | { v: V; t: "result"; id: number; ok: boolean; error?: RuleError }
  | { v: V; t: "error"; error: ProtocolError }
  | { v: V; t: "reveal"; hostSeed: string; nonces: string[] }
  | { v: V; t: "pong"; n: number }
  | { v: V; t: "proof"; key: string; sig: string }
  /** After the game: its record, made by the host and signed with its key (record-signature.ts). */
  | { v: V; t: "record"; signed: SignedRecord };

export type ProtocolErrorCode =
  | "MALFORMED" | "TOO_BIG" | "WRONG_VERSION" | "WRONG_GAME" | "NOT_JOINED" | "SEAT_TAKEN" | "BAD_TOKEN" | "STARTED" | "NOT_STARTED" | "TABLE_FULL" | "TOO_FAST" | "NOT_THE_TABLE"
  | "COMMIT_CHANGED" | "GAME_BACKWARDS" | "SEAT_MOVED";

export interface ProtocolError {
  /** A protocol code, or (answering an intent) the game's own refusal code. */
  readonly code: ProtocolErrorCode | (string & {});
  readonly message: string;
}

export const PROTOCOL_ERRORS: Readonly<Record<ProtocolErrorCode, string>> = {
  MALFORMED: "The message is not a valid message of this protocol.",
  TOO_BIG: "The message is too big.",
  WRONG_VERSION: "The other side speaks another version of this game's protocol: load both pages from the same version.",
  WRONG_GAME: "This table plays another game, or another version of it, than this page.",
  NOT_JOINED: "Say hello and take a seat first.",
  SEAT_TAKEN: "That seat is taken.",
  BAD_TOKEN: "That seat token is not valid at this table.",
  STARTED: "The game has already started.",
  NOT_STARTED: "The game has not started yet.",
  TABLE_FULL: "This table is full: too many connections. Try again later.",
  TOO_FAST: "Too many messages: slow down.",
  NOT_THE_TABLE: "This is not the table you were invited to — not connecting.",
  COMMIT_CHANGED: "The host changed its seed commitment without starting a new game: refused.",
  GAME_BACKWARDS: "The host sent an earlier game number than this table has reached: refused.",
  SEAT_MOVED: "The host moved this player to a seat the game's re-seating between games does not give: refused.",
};

export function protocolError(code: ProtocolErrorCode, detail?: string): ProtocolError {
  return { code, message: detail ? `${PROTOCOL_ERRORS[code]} (${detail})` : PROTOCOL_ERRORS[code] };
}

/** Whether a parsed message carries a protocol version other than this one. */
function ofOtherVersion(json: unknown): json is { v: unknown } {
  return typeof json === "object" && json !== null && "v" in json && json.v !== PROTOCOL_VERSION;
}

/** Parses and validates a guest's message, or says why it is refused. */
export function readGuestMessage(data: unknown): { ok: true; msg: GuestMessage } | { ok: false; error: ProtocolError } {
  if (typeof data !== "string") return { ok: false, error: protocolError("MALFORMED", "not text") };
  if (data.length > MAX_GUEST_MESSAGE) return { ok: false, error: protocolError("TOO_BIG", `${data.length} > ${MAX_GUEST_MESSAGE}`) };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { ok: false, error: protocolError("MALFORMED", "not JSON") };
  }
  if (ofOtherVersion(json)) return { ok: false, error: protocolError("WRONG_VERSION") };
  const r = v.safeParse(GuestMessage, json);
  if (!r.success) return { ok: false, error: protocolError("MALFORMED", r.issues[0]?.message.slice(0, 120)) };
  return { ok: true, msg: r.output };
}

const hex = (n: number) => v.pipe(v.string(), v.regex(new RegExp(`^[0-9a-f]{${n}}$`)));
const LobbySeatSchema = v.strictObject({
  seat: v.picklist(SEATS),
  name: v.pipe(text(32), v.transform(cleanName)),
  kind: v.picklist(["open", "human", "bot", "host"]),
  ready: v.boolean(),
  connected: v.boolean(),
});
const Points = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000));
const MatchScoreSchema = v.strictObject({
  scores: v.strictObject(Object.fromEntries(SEATS.map((s) => [s, v.optional(Points)])) as Record<(typeof SEATS)[number], v.OptionalSchema<typeof Points, undefined>>),
  winners: v.pipe(v.array(v.picklist(SEATS)), v.maxLength(5)),
});
/** A match's score as sent (a host's own, or one from a save): checked, or null. */
export function readMatchScore(x: unknown): MatchScoreWire | null {
  const r = v.safeParse(MatchScoreSchema, x);
  return r.success ? (r.output as MatchScoreWire) : null;
}
const LobbySchema = v.strictObject({
  tableId: text(64),
  players: v.picklist([2, 3, 4, 5]),
  seats: v.pipe(v.array(LobbySeatSchema), v.maxLength(5)),
  started: v.boolean(),
  commit: v.union([v.literal(""), hex(64)]),
  shares: v.optional(v.pipe(v.array(hex(64)), v.maxLength(64))),
  spectators: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
  assistant: v.boolean(),
  game: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_GAME_NUMBER)),
  match: v.optional(MatchScoreSchema),
});
const Id = v.pipe(v.number(), v.integer(), v.minValue(0));
const ErrorSchema = v.strictObject({ code: text(40), message: text(400) });
const HostSchema = v.variant("t", [
  v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("welcome"), seat: Place, token: v.pipe(text(64), v.regex(/^[A-Za-z0-9_-]*$/)), lobby: LobbySchema, game: GameId, gv: GameVersion }),
  v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("lobby"), lobby: LobbySchema }),
  // A view comes from the referee: its shape is the engine's; its size is bounded, and the UI
  // takes seat names only from the fixed set (theme.ts).
  v.looseObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("view"), view: v.looseObject({ viewer: Place }), ack: v.optional(Id) }),
  v.looseObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("patch"), from: Id, log: v.array(v.unknown()), set: v.record(v.string(), v.unknown()), ack: v.optional(Id) }),
  v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("result"), id: Id, ok: v.boolean(), error: v.optional(ErrorSchema) }),
  v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("error"), error: ErrorSchema }),
  v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("reveal"), hostSeed: hex(64), nonces: v.pipe(v.array(v.pipe(text(64), v.regex(/^[0-9a-f]*$/))), v.maxLength(64)) }),
  v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("pong"), n: v.number() }),
  v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("proof"), key: v.pipe(text(200), v.regex(/^[A-Za-z0-9_-]+$/)), sig: v.pipe(text(200), v.regex(/^[A-Za-z0-9_-]+$/)) }),
  // The record inside is checked by its signature (the host's pinned key) and by replaying it.
  v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("record"), signed: v.strictObject({
    signed: v.literal(1),
    record: v.looseObject({ game: GameId, version: GameVersion }),
    key: v.pipe(text(200), v.regex(/^[A-Za-z0-9_-]+$/)),
    sig: v.pipe(text(200), v.regex(/^[A-Za-z0-9_-]+$/)),
  }) }),
]);

/**
 * Parses and validates a host's message as strictly as the host checks guests: every message's
 * schema, seats from the fixed set, sizes bounded. A host of another protocol version reads as a
 * `WRONG_VERSION` error, so the guest can say so. Anything else is null (ignored).
 */
export function readHostMessage(data: unknown): HostMessage | null {
  if (typeof data !== "string" || data.length > MAX_HOST_MESSAGE) return null;
  try {
    const json = JSON.parse(data) as unknown;
    const r = v.safeParse(HostSchema, json);
    // A view or an update goes to the game's own check as it was sent (the schema's copy would drop
    // keys such as "__proto__", which the full check refuses).
    // So does a record: its signature covers the text as the host made it.
    if (r.success) return (r.output.t === "view" || r.output.t === "patch" || r.output.t === "record" ? json : r.output) as HostMessage;
    if (ofOtherVersion(json) && "t" in json) {
      return { v: PROTOCOL_VERSION, t: "error", error: protocolError("WRONG_VERSION", `the host speaks version ${String(json.v).slice(0, 8)}`) };
    }
    return null;
  } catch {
    return null;
  }
}

export function encode(msg: GuestMessage | HostMessage): string {
  return JSON.stringify(msg);
}
