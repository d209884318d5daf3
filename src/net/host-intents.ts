/**
 * What a guest sends the host, read as hostile until validated: every message counts against the
 * connection's rates before it is even parsed (limits.ts), is checked against the protocol's schema
 * and size (protocol.ts), and an intent must be for the seat its sender holds and of the game's
 * own action schema before the referee sees it. A refusal is a typed error (itself rate-limited:
 * a flood of bad messages gets a few answers, then silence, then the connection closed and its
 * peer kept out for a while). Nothing here throws.
 */
import type { DataConnection } from "peerjs";
import type { AnyGame } from "../games/kernel/game.js";
import { PROTOCOL_VERSION, encode, protocolError, readGuestMessage, type GuestMessage, type HostMessage, type LobbySeat, type ProtocolError } from "./protocol.js";
import type { RateLimiter } from "./limits.js";
import type { SentView } from "./view-updates.js";

/** A seat at the table (the names the protocol carries; the game's seats are among them). */
export type Seat = LobbySeat["seat"];

/** The table's own refusal of an intent for a seat its sender does not hold (every game's codes have it). */
export const NOT_YOUR_SEAT = { code: "NOT_YOUR_SEAT", message: "You do not control that seat." } as const;

/** A guest's connection to the host. */
export interface Client {
  readonly conn: DataConnection;
  seat: Seat | "spectator" | null;
  nonce?: string;
  /** What this peer was last sent of its view (null: nothing yet); only changes are sent again. */
  sent: SentView | null;
  lastHeard: number;
  lobbySent?: string;
  readonly limits: RateLimiter;
}

type Of<T extends GuestMessage["t"]> = Extract<GuestMessage, { t: T }>;

/** What the host does with a guest's message once it checked. */
export interface GuestHandlers {
  /** Why this is no action of the game played (its own action schema), or null. */
  actionProblem(action: unknown): ReturnType<AnyGame["actionProblem"]>;
  /** Whether the game has started (readiness is for the lobby only). */
  started(): boolean;
  /** A refusal told to the guest (rate-limited: see `refuse`). */
  refuse(c: Client, error: ProtocolError): void;
  /** The connection went over its limits: closed if it floods. */
  checkFlood(c: Client): void;
  prove(c: Client, challenge: string): void;
  hello(c: Client, msg: Of<"hello">): void;
  sit(c: Client, msg: Of<"sit">): void;
  /** A joined guest's readiness: false if its seat cannot be ready. */
  ready(c: Client, ready: boolean): boolean;
  /** An intent for the seat its sender holds, of the game's action schema: the referee's turn. */
  intent(c: Client, id: number, action: unknown): void;
}

/** Sends a message (or one already written) to a guest whose connection is open. */
export function sendTo(c: Client, msg: HostMessage | string): void {
  if (c.conn.open) c.conn.send(typeof msg === "string" ? msg : encode(msg));
}

/** A guest's message: its rates, its shape, then what it asks for. */
export function receiveFrom(c: Client, data: unknown, h: GuestHandlers): void {
  // Every message counts against the connection's overall rate before it is even parsed.
  if (!c.limits.allow("any")) return h.checkFlood(c);
  const r = readGuestMessage(data);
  if (!r.ok) return h.refuse(c, r.error);
  const msg = r.msg;
  if (!c.limits.allow(msg.t)) {
    // Over its rate: dropped unanswered (an intent is told, so its sender is not left waiting).
    if (msg.t === "act" && c.limits.allow("invalid")) sendTo(c, { v: PROTOCOL_VERSION, t: "result", id: msg.id, ok: false, error: protocolError("TOO_FAST") as never });
    return h.checkFlood(c);
  }
  switch (msg.t) {
    case "auth":
      return h.prove(c, msg.challenge);
    case "ping":
      return sendTo(c, { v: PROTOCOL_VERSION, t: "pong", n: msg.n });
    case "hello":
      return h.hello(c, msg);
    case "sit":
      return h.sit(c, msg);
    case "ready": {
      if (h.started()) return h.refuse(c, protocolError("STARTED"));
      if (!c.seat || !h.ready(c, msg.ready)) return h.refuse(c, protocolError("NOT_JOINED"));
      return;
    }
    case "act": {
      if (!c.seat) return h.refuse(c, protocolError("NOT_JOINED"));
      const action = msg.action as { seat?: unknown } | null;
      if (c.seat === "spectator" || typeof action !== "object" || action === null || action.seat !== c.seat) {
        return sendTo(c, { v: PROTOCOL_VERSION, t: "result", id: msg.id, ok: false, error: NOT_YOUR_SEAT });
      }
      // Its shape first, by the game's own action schema (hostile until validated).
      const problem = h.actionProblem(action);
      if (problem) return sendTo(c, { v: PROTOCOL_VERSION, t: "result", id: msg.id, ok: false, error: problem });
      return h.intent(c, msg.id, msg.action);
    }
  }
}
