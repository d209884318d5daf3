/**
 * The wire protocol between a host (the referee) and its guests: version 1. Every message is one
 * JSON text on a reliable, ordered PeerJS data channel ("raw" serialization: we stringify and
 * parse ourselves, once, on both sides). Every message is size-checked and schema-validated on
 * receipt (valibot); anything else gets an error reply and changes nothing. The protocol knows
 * messages, not rules: actions are checked by the engine on the host.
 */
import * as v from "valibot";
import type { ErrorCode, RuleError, SeatView, ViewEvent } from "../engine/index.js";

export const PROTOCOL_VERSION = 1;
/** Largest message a guest may send (an action is a few hundred bytes). */
export const MAX_GUEST_MESSAGE = 4096;
/** Largest message a host sends (a full end-of-game view is ~60–150 kB). */
export const MAX_HOST_MESSAGE = 1_000_000;

const SEATS = ["red", "yellow", "green", "blue", "ambassador"] as const;
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

const Hello = v.strictObject({
  v: v.literal(PROTOCOL_VERSION),
  t: v.literal("hello"),
  /** The seat token this browser was given before (rejoin), if any. */
  token: v.optional(v.pipe(text(64), v.regex(/^[A-Za-z0-9_-]*$/))),
  name: v.pipe(text(32), v.trim()),
  /** The seat asked for; "spectator" to watch. */
  seat: v.optional(v.picklist([...SEATS, "spectator"])),
  /** The guest's share of the game's randomness (fair play). */
  nonce: v.optional(v.pipe(text(64), v.regex(/^[0-9a-f]*$/))),
});
const Act = v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("act"), id: v.pipe(v.number(), v.integer(), v.minValue(0)), action: v.unknown() });
const Ready = v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("ready"), ready: v.boolean() });
const Ping = v.strictObject({ v: v.literal(PROTOCOL_VERSION), t: v.literal("ping"), n: v.number() });

export const GuestMessage = v.variant("t", [Hello, Act, Ready, Ping]);
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
  readonly players: 3 | 4 | 5;
  readonly seats: readonly LobbySeat[];
  readonly started: boolean;
  /** SHA-256 of the host's secret seed, published before the deal. */
  readonly commit: string;
  readonly spectators: number;
}

export type HostMessage =
  | { v: 1; t: "welcome"; seat: string; token: string; lobby: Lobby }
  | { v: 1; t: "lobby"; lobby: Lobby }
  | { v: 1; t: "view"; view: SeatView }
  | { v: 1; t: "patch"; from: number; log: ViewEvent[]; view: Omit<SeatView, "log"> }
  | { v: 1; t: "result"; id: number; ok: boolean; error?: RuleError }
  | { v: 1; t: "error"; error: ProtocolError }
  | { v: 1; t: "reveal"; hostSeed: string; nonces: string[] }
  | { v: 1; t: "pong"; n: number };

export type ProtocolErrorCode =
  | "MALFORMED" | "TOO_BIG" | "WRONG_VERSION" | "NOT_JOINED" | "SEAT_TAKEN" | "BAD_TOKEN" | "STARTED" | "NOT_STARTED";

export interface ProtocolError {
  readonly code: ProtocolErrorCode | ErrorCode;
  readonly message: string;
}

export const PROTOCOL_ERRORS: Readonly<Record<ProtocolErrorCode, string>> = {
  MALFORMED: "The message is not a valid message of this protocol.",
  TOO_BIG: "The message is too big.",
  WRONG_VERSION: "The message is of another protocol version.",
  NOT_JOINED: "Say hello and take a seat first.",
  SEAT_TAKEN: "That seat is taken.",
  BAD_TOKEN: "That seat token is not valid at this table.",
  STARTED: "The game has already started.",
  NOT_STARTED: "The game has not started yet.",
};

export function protocolError(code: ProtocolErrorCode, detail?: string): ProtocolError {
  return { code, message: detail ? `${PROTOCOL_ERRORS[code]} (${detail})` : PROTOCOL_ERRORS[code] };
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
  if (typeof json === "object" && json !== null && "v" in json && (json as { v: unknown }).v !== PROTOCOL_VERSION) {
    return { ok: false, error: protocolError("WRONG_VERSION") };
  }
  const r = v.safeParse(GuestMessage, json);
  if (!r.success) return { ok: false, error: protocolError("MALFORMED", r.issues[0]?.message.slice(0, 120)) };
  return { ok: true, msg: r.output };
}

const HostEnvelope = v.looseObject({
  v: v.literal(PROTOCOL_VERSION),
  t: v.picklist(["welcome", "lobby", "view", "patch", "result", "error", "reveal", "pong"]),
});

/** Parses a host's message (the envelope is validated; the view inside comes from the referee). */
export function readHostMessage(data: unknown): HostMessage | null {
  if (typeof data !== "string" || data.length > MAX_HOST_MESSAGE) return null;
  try {
    const json = JSON.parse(data) as unknown;
    return v.is(HostEnvelope, json) ? (json as HostMessage) : null;
  } catch {
    return null;
  }
}

export function encode(msg: GuestMessage | HostMessage): string {
  return JSON.stringify(msg);
}
