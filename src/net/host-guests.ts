/**
 * The guests at a host's table: their connections (each with its own rate limits), how they are
 * seated (`hello` with the game's id and version and a seat token, `sit` before the start, a
 * `welcome` with a new token each time), the host's proof of its key on each connection, the
 * heartbeat that drops a dead link (it rejoins with its token), and the refusals (rate-limited; a
 * flooding peer is closed and kept out for a while).
 */
import type { DataConnection } from "peerjs";
import type { AnyGame } from "../games/kernel/game.js";
import { PROTOCOL_VERSION, protocolError, type GuestMessage, type HostMessage, type Lobby, type ProtocolError } from "./protocol.js";
import type { Place, Seating } from "./seating.js";
import { Bans, RateLimiter } from "./limits.js";
import { HEARTBEAT, SeatLinks, linkHealth, rtcState, type SeatLink } from "./heartbeat.js";
import { hostBinding } from "./handshake.js";
import type { HostIdentity } from "./host-identity.js";
import { sendTo, type Client, type Seat } from "./host-intents.js";

/** What the guests see of their host's table. */
export interface GuestTableHost {
  readonly game: AnyGame;
  readonly seating: Seating;
  started(): boolean;
  lobby(): Lobby;
  /** Something changed (`save`: the table is to be saved for it; default true). */
  changed(save?: boolean): void;
  /** A guest's share of randomness, to be hashed for the lobby. */
  hashShare(nonce: string): Promise<void>;
  /** This browser's signing key, and the host peer's id (null before it opened). */
  identity(): Promise<HostIdentity>;
  peerId(): string | null;
  /** A guest's message (./host-intents.ts). */
  receive(c: Client, data: unknown): void;
  /** The seats' links changed: the element is told. */
  linksChanged(): void;
}

export class HostGuests {
  readonly clients = new Set<Client>();
  /** Peers that flooded, kept out for a while. */
  readonly bans = new Bans();
  /** Each guest seat's link as the host shows it (heartbeat.ts), and what was last shown of it. */
  private readonly seatLinks = new SeatLinks();
  linksShown = "";

  constructor(private readonly t: GuestTableHost) {}

  /** A connection the peer let in (./host-peer.ts): a client, with its own rate limits. */
  accept(conn: DataConnection): void {
    const client: Client = { conn, seat: null, sent: null, lastHeard: Date.now(), limits: new RateLimiter() };
    this.clients.add(client);
    conn.on("data", (data) => {
      client.lastHeard = Date.now();
      try {
        this.t.receive(client, data);
      } catch {
        // nothing a guest sends may throw in the host's page
      }
    });
    const drop = () => {
      if (this.clients.delete(client)) this.t.changed(false);
    };
    conn.on("close", drop);
    conn.on("error", drop);
  }

  /**
   * Our heartbeat: a guest quiet too long (or whose WebRTC connection failed) is dropped; it rejoins
   * with its token. A connection still opening is given `HEARTBEAT.opening` from its offer.
   */
  heartbeat(): void {
    const now = Date.now();
    for (const c of this.clients) {
      if (linkHealth(now - c.lastHeard, rtcState(c.conn), HEARTBEAT, c.conn.open) === "dead") {
        this.clients.delete(c);
        c.conn.close();
        this.t.changed(false);
      }
    }
    const shown = JSON.stringify([...this.links()]);
    if (shown !== this.linksShown) {
      this.linksShown = shown;
      this.t.linksChanged();
    }
  }

  /** Each guest seat's link: connected, reconnecting (quiet, or dropped and waited for), or gone (`HEARTBEAT.gone`). */
  links(): Map<Seat, SeatLink> {
    const heard = new Map<Seat, number>();
    for (const c of this.clients) if (c.seat && c.seat !== "spectator") heard.set(c.seat, Math.max(c.lastHeard, heard.get(c.seat) ?? 0));
    const guests = this.t.lobby().seats.filter((s) => s.kind === "human").map((s) => s.seat as Seat);
    return this.seatLinks.states(guests, heard, Date.now()) as Map<Seat, SeatLink>;
  }

  send(c: Client, msg: HostMessage | string): void {
    sendTo(c, msg);
  }

  refuse(c: Client, error: ProtocolError): void {
    // Refusals are rate-limited too: a flood of bad messages gets a few answers, then silence.
    if (c.limits.allow("invalid")) this.send(c, { v: PROTOCOL_VERSION, t: "error", error });
    else this.checkFlood(c);
  }

  /** A connection that keeps sending over its limits is closed. */
  checkFlood(c: Client): void {
    if (!c.limits.flooding) return;
    this.bans.add(c.conn.peer);
    this.clients.delete(c);
    c.conn.close();
    this.t.changed(false);
  }

  /** Answers a guest's challenge: this host's key and its signature bound to this connection. */
  async prove(c: Client, challenge: string): Promise<void> {
    const identity = await this.t.identity();
    const id = this.t.peerId();
    const binding = id ? hostBinding(c.conn, id, challenge) : null;
    if (!binding) return this.refuse(c, protocolError("MALFORMED", "the connection is not set up"));
    const sig = await identity.sign(binding);
    this.send(c, { v: PROTOCOL_VERSION, t: "proof", key: identity.publicKey, sig });
  }

  hello(c: Client, msg: Extract<GuestMessage, { t: "hello" }>): void {
    const { game, seating } = this.t;
    const started = this.t.started();
    // A guest of another game, or of another version of this one, is told so and seated nowhere.
    if (msg.game !== game.id || msg.gv !== game.version) {
      return this.refuse(c, protocolError("WRONG_GAME", `this table plays ${game.id} version ${game.version}`));
    }
    // One connection, one seat: a repeated hello replaces, never adds. Its own seat's token (a
    // resync) keeps it; anything else gives the seat up first (before the start) or is refused.
    const held = seating.record(c.seat);
    if (held && !seating.holds(c.seat as Seat, msg.token)) {
      if (started) return this.refuse(c, protocolError("STARTED", "this connection already plays a seat"));
      seating.sit(c.seat!, "spectator", "", false);
      c.seat = null;
    }
    if (!started && msg.nonce) void this.t.hashShare(msg.nonce).then(() => this.t.changed(false));
    c.nonce = msg.nonce;
    const { place, error } = seating.welcome(msg, started);
    if (place !== "spectator") {
      for (const other of this.clients) if (other !== c && other.seat === place) {
        other.seat = null; // the seat moved to this connection (a reload, a second tab)
        other.conn.close();
        this.clients.delete(other);
      }
    }
    this.join(c, place, error ? protocolError(error) : undefined);
  }

  /**
   * Before the start, a joined guest moves to an open seat (its token and nonce go with it, so a
   * reload finds it there), renames itself on its own seat, or gives its seat up to watch.
   */
  sit(c: Client, msg: { seat: Place; name: string }): void {
    if (!c.seat) return this.refuse(c, protocolError("NOT_JOINED"));
    const error = this.t.seating.sit(c.seat, msg.seat, msg.name, this.t.started(), c.nonce);
    if (error) return this.refuse(c, protocolError(error));
    this.join(c, msg.seat);
  }

  /** Seats a guest (or moves it): a welcome with a new token, the lobby, and its full view next. */
  join(c: Client, seat: Place, error?: ProtocolError): void {
    const game = this.t.game;
    c.seat = seat;
    c.sent = null; // the full view follows
    c.lobbySent = undefined;
    if (error) this.refuse(c, error);
    // Every welcome carries a new token: one seen before is good for one more rejoin at most.
    this.send(c, { v: PROTOCOL_VERSION, t: "welcome", seat, token: this.t.seating.renewToken(seat), lobby: this.t.lobby(), game: game.id, gv: game.version });
    this.t.changed();
  }

  /** The guests on seats that moved (`moved`: old seat to new) are seated anew; false when none was. */
  moved(moved: ReadonlyMap<Seat, Place>): boolean {
    const clients = [...this.clients].filter((c) => c.seat && c.seat !== "spectator" && moved.has(c.seat));
    for (const c of clients) this.join(c, moved.get(c.seat as Seat)!);
    return clients.length > 0;
  }

  /** The shares of randomness that would go into a deal made now: the seats' and the watchers'. */
  nonces(): string[] {
    const watching = [...this.clients].filter((c) => c.seat === "spectator" && c.nonce).map((c) => c.nonce!);
    return [...new Set([...this.t.seating.nonces(), ...watching])];
  }

  /** Between games, everyone moves as `to` says (./seating.ts `permute`); the guests are welcomed to their new seats. */
  reseat(to: Readonly<Record<string, string>>): Map<Seat, Seat> | null {
    const moved = this.t.seating.permute(to);
    if (moved?.size) this.moved(moved);
    return moved;
  }
}
