/**
 * The host's table: this browser referees with the engine. It opens a PeerJS peer under the table
 * id, keeps the lobby (seats, names, readiness, connection status), checks every guest message
 * (schema, size, seat ownership) and every action (the engine), and sends each peer only its own
 * seat's view. It saves the whole table after every change, so a reload resumes it; guests find
 * it again under the same id.
 */
import Peer, { type DataConnection } from "peerjs";
import { Rng, seedRng } from "../games/kernel/rng.js";
import type { ActionOf, AnyGame, SeatOf, StateOf, ViewOf, ViewerOf } from "../games/kernel/game.js";
import { combinedSeed } from "./fairness.js";
import type { TableStore } from "./local-table.js";
import { loadSave, readHostSave, writeHostSave, type HostSave } from "./saves.js";
import { decideAndPlay, type TableBot } from "./bot-decision.js";
import { peerJsOptions, randomHex, sha256Hex, type PeerOptions } from "./peer-options.js";
import {
  PROTOCOL_VERSION, encode, protocolError, readGuestMessage,
  type HostMessage, type Lobby, type LobbySeat, type ProtocolError,
} from "./protocol.js";
import type { ActResult, Table, TableChange } from "./table.js";
import { Seating, type Count, type Place } from "./seating.js";
import { workOutUpdate, writeUpdate, type SentView, type WorkedUpdate } from "./view-updates.js";
import { PreparedAnswers } from "./prepared-answers.js";
import { hostIdentity, type HostIdentity } from "./host-identity.js";
import { hostBinding } from "./handshake.js";
import { SERIALIZATION, guardPeer, sweepPeer } from "./peer-guard.js";
import { Bans, MAX_CONNECTIONS, MAX_PENDING, MAX_PER_PEER, RateLimiter } from "./limits.js";
import { HEARTBEAT, SeatLinks, linkHealth, rtcState, type SeatLink } from "./heartbeat.js";
import { FreshIce } from "./ice-credentials.js";
import { makeRecord } from "../games/kernel/record.js";
import { signRecord, type SignedRecord } from "./record-signature.js";

/** A seat at the table (the names the protocol carries; the game's seats are among them). */
type Seat = LobbySeat["seat"];

/** The table's own refusal of an intent for a seat its sender does not hold (every game's codes have it). */
const NOT_YOUR_SEAT = { code: "NOT_YOUR_SEAT", message: "You do not control that seat." } as const;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
const isText = (x: unknown, max: number) => typeof x === "string" && x.length > 0 && x.length <= max;

interface Client {
  readonly conn: DataConnection;
  seat: Seat | "spectator" | null;
  nonce?: string;
  /** What this peer was last sent of its view (null: nothing yet); only changes are sent again. */
  sent: SentView | null;
  lastHeard: number;
  lobbySent?: string;
  readonly limits: RateLimiter;
}

export interface HostTableOptions<G extends AnyGame = AnyGame> {
  /** The game refereed (`boardGame`, `cardsGame`): guests of another game or version are refused. */
  readonly game: G;
  readonly tableId: string;
  /** The player count the table opens with, one of the game's `playerCounts` (a saved table keeps its own; the host may change it before the start). */
  readonly players: Count;
  /** The host's own seat ("spectator": the host only referees and watches). */
  readonly hostSeat: Seat | "spectator";
  readonly hostName: string;
  readonly peer: PeerOptions;
  /** The bots of the open seats: a policy run in the page or a thinker (a worker), disposed with the table. */
  readonly bot: TableBot<ViewOf<G>, ActionOf<G>>;
  readonly botDelay?: number;
  readonly store?: TableStore;
  /** PeerJS's secret for the table id: kept across reloads, it lets the host take its id back at once. */
  readonly peerToken?: string;
  /** Whether the table opens with the deduction assistant on (default off; the host may change it before the start). */
  readonly assistant?: boolean;
}

/** `failed`: PeerJS refused the table for good (see `problem`); anything else is retried. */
export type TableStatus = "opening" | "open" | "offline" | "failed";

/** PeerJS errors that no retry mends. */
const FATAL = new Set(["invalid-id", "invalid-key", "browser-incompatible", "ssl-unavailable"]);

/** How long changes are gathered before the table is saved (leaving or hiding the page saves at once). */
const SAVE_DELAY = 250;
/** After a guest's intent, the other seats hear this many milliseconds later (see afterTheMover). */
const OTHERS_AFTER = 2;

export class HostTable<G extends AnyGame = AnyGame> implements Table<G> {
  readonly game: G;
  private peer: Peer | null = null;
  private readonly clients = new Set<Client>();
  private readonly listeners = new Set<(c: TableChange<G>) => void>();
  private state: StateOf<G> | null = null;
  private hostSeed = randomHex(32);
  private commit = "";
  private disposed = false;
  /** Who sits where, and how many play. */
  private readonly seating: Seating;
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  /** A thinker's decision is under way. */
  private botThinking = false;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  /** The seat whose intent is being applied (its view is sent first). */
  private acting: Seat | null = null;
  /**
   * The intent being applied, acknowledged inside the view update it causes for its sender; with
   * that update when it was prepared ahead (set by `apply` for the state it makes, and gone with
   * the intent once answered).
   */
  private ack: { client: Client; id: number; update?: WorkedUpdate } | null = null;
  /** The answers to the waiting guest's possible intents, worked out ahead in idle time. */
  private readonly prepared: PreparedAnswers<G>;
  /** The deal's shares of randomness, fixed at the start. */
  private dealNonces: readonly string[] | null = null;
  /** After a guest's intent, the rest waits a moment (see afterTheMover), with a save or not. */
  private later: { save: boolean } | null = null;
  /** What the host's own listeners were last told (they hear only of a change), and whether they are due to hear. */
  private notified = "";
  private notifyPending = false;
  /** When the page goes or hides: the other seats' updates if they wait (see afterTheMover), then the save, at once. */
  private readonly flush = () => {
    if (this.later && !this.disposed) this.tellEveryone(false);
    this.saveNow();
  };
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  /** Each guest seat's link as the host shows it (heartbeat.ts), and what was last shown of it. */
  private readonly seatLinks = new SeatLinks();
  private linksShown = "";
  private readonly rng: Rng;
  /** This browser's signing key (guests check it against the invite link's fingerprint). */
  private identity: HostIdentity | null = null;
  /** The finished game's record signed with the host's key, made once for the state it records. */
  private signed: { state: StateOf<G>; record: Promise<SignedRecord | null> } | null = null;
  /** SHA-256 of each share of randomness seen (computed as they arrive; the lobby lists them). */
  private readonly shareHashes = new Map<string, string>();
  /** Peers that flooded, kept out for a while. */
  private readonly bans = new Bans();
  /** The deduction assistant is on at this table (the lobby tells everyone; each notebook follows it). */
  private assistantOn: boolean;
  status: TableStatus = "opening";
  /** Why the table could not open, when `status` is "failed" (PeerJS's own words). */
  problem = "";
  readonly humanSeats: readonly SeatOf<G>[];
  /** The TURN credentials from the site's endpoint (`iceCredentialsUrl`), if it has one. */
  readonly ice: FreshIce | null;

  /** Milliseconds before a bot acts (the option's, until `setBotDelay`). */
  private botDelay: number;

  /** How long the open seats' bots wait before each action from now on. */
  setBotDelay(ms: number): void {
    this.botDelay = ms;
  }

  constructor(private readonly o: HostTableOptions<G>) {
    this.game = o.game;
    this.prepared = new PreparedAnswers(o.game);
    this.ice = o.peer.iceCredentialsUrl ? new FreshIce(o.peer.iceCredentialsUrl, o.peer.iceServers ?? []) : null;
    this.botDelay = o.botDelay ?? 700;
    this.humanSeats = o.hostSeat === "spectator" ? [] : [o.hostSeat as SeatOf<G>];
    this.rng = new Rng(seedRng(`${o.tableId}:${randomHex(8)}`));
    const saved = this.load();
    this.seating = new Seating(saved?.players ?? o.players, { seat: o.hostSeat, name: o.hostName }, saved?.seats, o.game);
    this.assistantOn = typeof saved?.assistant === "boolean" ? saved.assistant : o.assistant === true;
    if (saved) {
      this.hostSeed = saved.hostSeed;
      this.state = saved.state as StateOf<G> | null;
      this.dealNonces = saved.nonces ?? null;
      // The lobby lists the deal's shares by hash again after a reload.
      if (this.dealNonces) void Promise.all(this.dealNonces.map((n) => this.hashShare(n))).then(() => this.changed(false));
    }
    void sha256Hex(this.hostSeed).then((c) => {
      this.commit = c;
      this.changed();
    });
    void hostIdentity().then((id) => {
      this.identity = id;
      this.changed(false);
    });
    this.open(0);
    this.heartbeat = setInterval(() => this.checkClients(), HEARTBEAT.interval);
    // Saves are gathered for a moment after a change; leaving or hiding the page saves at once.
    globalThis.addEventListener?.("pagehide", this.flush);
    globalThis.document?.addEventListener("visibilitychange", this.flush);
    this.scheduleBot();
  }

  get viewer(): ViewerOf<SeatOf<G>> {
    return this.o.hostSeat as ViewerOf<SeatOf<G>>;
  }

  get tableId(): string {
    return this.o.tableId;
  }

  /** The fingerprint of the host's key, for the invite link ("" until the key is loaded). */
  get fingerprint(): string {
    return this.identity?.fingerprint ?? "";
  }

  /** How many play (one of the game's counts): the table's count, which the host may change before the start. */
  get players(): Count {
    return this.seating.count;
  }

  get started(): boolean {
    return this.state !== null;
  }

  /** The referee's full state (null before the game starts). */
  get current(): StateOf<G> | null {
    return this.state;
  }

  view(): ViewOf<G> | null {
    return this.state ? this.game.viewFor(this.state, this.o.hostSeat) : null;
  }

  lobby(): Lobby {
    const connected = (seat: string) => [...this.clients].some((c) => c.seat === seat);
    return {
      tableId: this.o.tableId,
      players: this.seating.count,
      started: this.started,
      commit: this.commit,
      shares: this.shares(this.dealNonces ?? this.currentNonces()),
      spectators: [...this.clients].filter((c) => c.seat === "spectator").length,
      seats: this.seating.lobbySeats(connected),
      assistant: this.assistantOn,
    };
  }

  subscribe(listener: (c: TableChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts the game: open seats are played by bots. */
  async start(): Promise<ActResult> {
    if (this.state) return { ok: false, error: { code: "GAME_OVER", message: "The game has already started." } };
    // Everyone at the table when the deal is made adds randomness: the seats and the watchers. Each
    // share's hash is in the lobby every guest holds before the deal (a last lobby goes out first).
    let nonces = this.currentNonces();
    while (nonces.some((n) => !this.shareHashes.has(n))) {
      await Promise.all(nonces.map((n) => this.hashShare(n)));
      if (this.state || this.dealNonces) return { ok: false, error: { code: "GAME_OVER", message: "The game has already started." } };
      nonces = this.currentNonces();
    }
    this.changed(false);
    this.seating.fillWithBots();
    this.dealNonces = nonces;
    const seed = await combinedSeed(this.hostSeed, nonces);
    const players = this.seating.count;
    this.state = this.game.createGame(this.game.setupFor(players, seed));
    this.changed();
    return { ok: true };
  }

  /**
   * Before the start, the host chooses how many play (ignored after it). New seats open; a guest on
   * a seat that goes is moved to the first open seat left (its token and nonce go with it, and it
   * gets a new `welcome`), or watches when none is open. The host's own seat never goes: a count
   * without it is refused (`false`).
   */
  setPlayers(n: Count): boolean {
    const moved = this.seating.setCount(n, this.o.hostSeat, this.started);
    if (!moved) return false;
    const clients = [...this.clients].filter((c) => c.seat && c.seat !== "spectator" && moved.has(c.seat));
    if (!clients.length) this.changed();
    for (const c of clients) this.join(c, moved.get(c.seat as Seat)!);
    return true;
  }

  /**
   * Before the start, the host turns the deduction assistant on or off for everyone at the table.
   * Refused (`false`) after the start or for anything but a boolean.
   */
  setAssistant(on: boolean): boolean {
    if (this.started || typeof on !== "boolean") return false;
    if (on !== this.assistantOn) {
      this.assistantOn = on;
      this.changed();
    }
    return true;
  }

  /** Renames the host's own seat, before the start. */
  rename(name: string): void {
    if (!this.started && this.seating.rename(this.o.hostSeat, name)) this.changed();
  }

  /** Hands a seat (say, one long absent) to a bot, or back to people. */
  handToBot(seat: Seat): void {
    if (this.seating.handToBot(seat)) this.changed();
  }

  act(action: ActionOf<G>): ActResult {
    if (this.o.hostSeat === "spectator" || (action as { seat?: unknown })?.seat !== this.o.hostSeat) {
      return { ok: false, error: NOT_YOUR_SEAT };
    }
    return this.apply(action);
  }

  dispose(): void {
    // The other seats' updates, if they still wait (an element removed just after a guest's move), and the save.
    this.flush();
    this.disposed = true;
    globalThis.removeEventListener?.("pagehide", this.flush);
    globalThis.document?.removeEventListener("visibilitychange", this.flush);
    if (this.botTimer) clearTimeout(this.botTimer);
    if (typeof this.o.bot !== "function") this.o.bot.dispose();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.prepared.clear();
    for (const c of this.clients) c.conn.close();
    this.peer?.destroy();
    this.listeners.clear();
    // The deduction's and the bots' caches (bounded, up to about a megabyte after many games) go with the table.
    this.game.forgetCaches?.();
  }

  /** The shares of randomness that would go into a deal made now. */
  private currentNonces(): string[] {
    const watching = [...this.clients].filter((c) => c.seat === "spectator" && c.nonce).map((c) => c.nonce!);
    return [...new Set([...this.seating.nonces(), ...watching])];
  }

  /** The hashes of these shares known so far, sorted. */
  private shares(nonces: readonly string[]): string[] {
    return nonces.map((n) => this.shareHashes.get(n)).filter((h): h is string => !!h).sort();
  }

  private async hashShare(nonce: string): Promise<void> {
    if (!this.shareHashes.has(nonce)) this.shareHashes.set(nonce, await sha256Hex(nonce));
  }

  // ── the peer ───────────────────────────────────────────────────────────

  private open(attempt: number) {
    if (this.disposed) return;
    if (this.ice && !this.ice.fresh) {
      // The TURN credentials first (a failure is shown, and tried again).
      void this.ice.refresh().then(() => {
        this.changed(false);
        setTimeout(() => this.open(attempt), this.ice!.fresh ? 0 : 5000);
      });
      return;
    }
    const peerOptions = this.ice ? { ...this.o.peer, iceServers: this.ice.iceServers } : this.o.peer;
    const peer = new Peer(this.o.tableId, { ...peerJsOptions(peerOptions), ...(this.o.peerToken ? { token: this.o.peerToken } : {}) } as never);
    this.peer = peer;
    guardPeer(peer, { acceptOffers: true, maxConnections: MAX_PENDING, maxPerPeer: MAX_PER_PEER, banned: (id) => this.bans.has(id) });
    peer.on("open", () => {
      this.status = "open";
      this.changed();
    });
    peer.on("connection", (conn) => this.accept(conn));
    peer.on("error", (e: Error & { type?: string }) => {
      // After a reload the old id lingers on the server until it expires: try again, backing off.
      if (e.type === "unavailable-id" || e.type === "network" || e.type === "server-error" || e.type === "socket-error") {
        this.status = "offline";
        peer.destroy();
        setTimeout(() => this.open(attempt + 1), Math.min(8000, 500 * 2 ** attempt));
        this.changed(false);
      } else if (FATAL.has(e.type ?? "")) {
        // Trying again cannot help (a refused id or key, no WebRTC in this browser): say so.
        this.status = "failed";
        this.problem = e.message;
        peer.destroy();
        this.changed(false);
      }
    });
    peer.on("disconnected", () => {
      if (!this.disposed && !peer.destroyed) peer.reconnect();
    });
  }

  private accept(conn: DataConnection) {
    // Only our protocol's serialization gets in (the guard drops other offers; this is the last word).
    if (conn.serialization !== SERIALIZATION) return conn.close();
    if (this.clients.size >= MAX_CONNECTIONS) {
      // Full: said plainly, then closed.
      conn.once("open", () => {
        conn.send(encode({ v: PROTOCOL_VERSION, t: "error", error: protocolError("TABLE_FULL") }));
        setTimeout(() => conn.close(), 200);
      });
      setTimeout(() => conn.close(), 10_000);
      return;
    }
    const client: Client = { conn, seat: null, sent: null, lastHeard: Date.now(), limits: new RateLimiter() };
    this.clients.add(client);
    conn.on("data", (data) => {
      client.lastHeard = Date.now();
      try {
        this.receive(client, data);
      } catch {
        // nothing a guest sends may throw in the host's page
      }
    });
    const drop = () => {
      if (this.clients.delete(client)) this.changed(false);
    };
    conn.on("close", drop);
    conn.on("error", drop);
  }

  /** Our heartbeat: a guest quiet too long (or whose WebRTC connection failed) is dropped; it rejoins with its token. */
  private checkClients() {
    if (this.peer) sweepPeer(this.peer);
    // Fresh TURN credentials for the connections still to come, before the ones held expire.
    if (this.ice && !this.ice.fresh) {
      void this.ice.refresh().then(() => {
        if (this.peer) this.ice!.applyTo(this.peer as never);
      });
    }
    const now = Date.now();
    for (const c of this.clients) {
      if (linkHealth(now - c.lastHeard, rtcState(c.conn)) === "dead") {
        this.clients.delete(c);
        c.conn.close();
        this.changed(false);
      }
    }
    const shown = JSON.stringify([...this.links()]);
    if (shown !== this.linksShown) {
      this.linksShown = shown;
      this.scheduleNotify();
    }
  }

  /** Each guest seat's link: connected, reconnecting (quiet, or dropped and waited for), or gone (`HEARTBEAT.gone`). */
  links(): Map<Seat, SeatLink> {
    const heard = new Map<Seat, number>();
    for (const c of this.clients) if (c.seat && c.seat !== "spectator") heard.set(c.seat, Math.max(c.lastHeard, heard.get(c.seat) ?? 0));
    const guests = this.lobby().seats.filter((s) => s.kind === "human").map((s) => s.seat as Seat);
    return this.seatLinks.states(guests, heard, Date.now()) as Map<Seat, SeatLink>;
  }

  private send(c: Client, msg: HostMessage | string) {
    if (c.conn.open) c.conn.send(typeof msg === "string" ? msg : encode(msg));
  }

  private refuse(c: Client, error: ProtocolError) {
    // Refusals are rate-limited too: a flood of bad messages gets a few answers, then silence.
    if (c.limits.allow("invalid")) this.send(c, { v: PROTOCOL_VERSION, t: "error", error });
    else this.checkFlood(c);
  }

  /** A connection that keeps sending over its limits is closed. */
  private checkFlood(c: Client) {
    if (!c.limits.flooding) return;
    this.bans.add(c.conn.peer);
    this.clients.delete(c);
    c.conn.close();
    this.changed(false);
  }

  // ── guest messages ─────────────────────────────────────────────────────

  private receive(c: Client, data: unknown) {
    // Every message counts against the connection's overall rate before it is even parsed.
    if (!c.limits.allow("any")) return this.checkFlood(c);
    const r = readGuestMessage(data);
    if (!r.ok) return this.refuse(c, r.error);
    const msg = r.msg;
    if (!c.limits.allow(msg.t)) {
      // Over its rate: dropped unanswered (an intent is told, so its sender is not left waiting).
      if (msg.t === "act" && c.limits.allow("invalid")) this.send(c, { v: PROTOCOL_VERSION, t: "result", id: msg.id, ok: false, error: protocolError("TOO_FAST") as never });
      return this.checkFlood(c);
    }
    switch (msg.t) {
      case "auth":
        return void this.prove(c, msg.challenge);
      case "ping":
        return this.send(c, { v: PROTOCOL_VERSION, t: "pong", n: msg.n });
      case "hello":
        return this.hello(c, msg);
      case "sit":
        return this.sit(c, msg);
      case "ready": {
        if (this.started) return this.refuse(c, protocolError("STARTED"));
        if (!c.seat || !this.seating.setReady(c.seat, msg.ready)) return this.refuse(c, protocolError("NOT_JOINED"));
        return this.changed();
      }
      case "act": {
        if (!c.seat) return this.refuse(c, protocolError("NOT_JOINED"));
        const action = msg.action as { seat?: unknown } | null;
        if (c.seat === "spectator" || typeof action !== "object" || action === null || action.seat !== c.seat) {
          return this.send(c, { v: PROTOCOL_VERSION, t: "result", id: msg.id, ok: false, error: NOT_YOUR_SEAT });
        }
        // Its shape first, by the game's own action schema (hostile until validated).
        const problem = this.game.actionProblem(action);
        if (problem) return this.send(c, { v: PROTOCOL_VERSION, t: "result", id: msg.id, ok: false, error: problem });
        // An accepted intent is acknowledged inside the view update it causes (one message, not two).
        this.ack = { client: c, id: msg.id };
        const result = this.apply(msg.action as ActionOf<G>, c.seat);
        const unacknowledged = this.ack !== null;
        this.ack = null;
        if (!result.ok || unacknowledged) {
          this.send(c, { v: PROTOCOL_VERSION, t: "result", id: msg.id, ok: result.ok, ...(result.ok ? {} : { error: result.error }) });
        }
        return;
      }
    }
  }

  /** Answers a guest's challenge: this host's key and its signature bound to this connection. */
  private async prove(c: Client, challenge: string) {
    const identity = this.identity ?? (await hostIdentity());
    const binding = this.peer?.id ? hostBinding(c.conn, this.peer.id, challenge) : null;
    if (!binding) return this.refuse(c, protocolError("MALFORMED", "the connection is not set up"));
    const sig = await identity.sign(binding);
    this.send(c, { v: PROTOCOL_VERSION, t: "proof", key: identity.publicKey, sig });
  }

  private hello(c: Client, msg: { game: string; gv: number; token?: string; name: string; seat?: Place; nonce?: string }) {
    // A guest of another game, or of another version of this one, is told so and seated nowhere.
    if (msg.game !== this.game.id || msg.gv !== this.game.version) {
      return this.refuse(c, protocolError("WRONG_GAME", `this table plays ${this.game.id} version ${this.game.version}`));
    }
    // One connection, one seat: a repeated hello replaces, never adds. Its own seat's token (a
    // resync) keeps it; anything else gives the seat up first (before the start) or is refused.
    const held = this.seating.record(c.seat);
    if (held && !this.seating.holds(c.seat as Seat, msg.token)) {
      if (this.started) return this.refuse(c, protocolError("STARTED", "this connection already plays a seat"));
      this.seating.sit(c.seat!, "spectator", "", false);
      c.seat = null;
    }
    if (!this.started && msg.nonce) void this.hashShare(msg.nonce).then(() => this.changed(false));
    c.nonce = msg.nonce;
    const { place, error } = this.seating.welcome(msg, this.started);
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
  private sit(c: Client, msg: { seat: Place; name: string }) {
    if (!c.seat) return this.refuse(c, protocolError("NOT_JOINED"));
    const error = this.seating.sit(c.seat, msg.seat, msg.name, this.started, c.nonce);
    if (error) return this.refuse(c, protocolError(error));
    this.join(c, msg.seat);
  }

  private join(c: Client, seat: Place, error?: ProtocolError) {
    c.seat = seat;
    c.sent = null; // the full view follows
    c.lobbySent = undefined;
    if (error) this.refuse(c, error);
    // Every welcome carries a new token: one seen before is good for one more rejoin at most.
    this.send(c, { v: PROTOCOL_VERSION, t: "welcome", seat, token: this.seating.renewToken(seat), lobby: this.lobby(), game: this.game.id, gv: this.game.version });
    this.changed();
  }

  // ── the game ───────────────────────────────────────────────────────────

  private apply(action: ActionOf<G>, by: Seat | null = null): ActResult {
    if (!this.state) return { ok: false, error: { code: "WAITING_FOR_OTHER", message: "The game has not started yet." } as never };
    // A guest's intent whose answer was prepared (exactly what the referee gives now: see prepared-answers.ts).
    const ack = by ? this.ack : null;
    const ready = ack ? this.prepared.take(this.state, ack.client.sent, action) : undefined;
    const r = ready ? { ok: true as const, state: ready.state } : this.game.applyAction(this.state, action);
    if (!r.ok) return { ok: false, error: r.error };
    this.state = r.state;
    if (ack && ready) ack.update = ready.update;
    this.acting = by;
    this.changed();
    this.acting = null;
    return { ok: true };
  }

  private changed(save = true) {
    // The seat that just acted hears first, before anything else is worked out (an action never
    // changes the lobby, which such a seat already has): its round trip is what its player feels.
    const first = this.acting && this.state ? [...this.clients].filter((c) => c.seat === this.acting && c.lobbySent !== undefined) : [];
    for (const c of first) this.sendView(c);
    if (first.length && this.afterTheMover(save)) return;
    this.tellEveryone(save, first);
  }

  /**
   * After a guest's intent, the rest waits a moment (`OTHERS_AFTER`), so that nothing here holds
   * the processor while the answer is on its way. The other seats hear a couple of milliseconds
   * later, beside network times of tens, and all that comes within that moment goes to each of them
   * as one update. Only on a visible page: a hidden one's timers are slowed to a second, so it
   * tells at once; one that turns hidden meanwhile tells then (see `flush`).
   */
  private afterTheMover(save: boolean): boolean {
    if (globalThis.document?.visibilityState !== "visible") return false;
    if (this.later) {
      this.later.save ||= save;
      return true;
    }
    this.later = { save };
    setTimeout(() => {
      if (this.later && !this.disposed) this.tellEveryone(false);
    }, OTHERS_AFTER);
    return true;
  }

  /** Every peer's lobby and view as far as they changed (but those `told` already), the save, this page's element and the bots. */
  private tellEveryone(save: boolean, told: readonly Client[] = []) {
    if (this.later) {
      save ||= this.later.save;
      this.later = null;
    }
    const lobby = this.lobby();
    const lobbyText = JSON.stringify(lobby);
    // The lobby goes out only when it changed.
    for (const c of this.clients) {
      if (!c.seat) continue;
      if (c.lobbySent !== lobbyText) {
        this.send(c, { v: PROTOCOL_VERSION, t: "lobby", lobby });
        c.lobbySent = lobbyText;
      }
      if (this.state && !told.includes(c)) this.sendView(c);
    }
    // Saved after the views are on their way, gathered over a moment (and at once when the page goes).
    if (save && !this.saveTimer) this.saveTimer = setTimeout(() => this.saveNow(), SAVE_DELAY);
    this.scheduleNotify();
    this.scheduleBot();
    this.prepareAnswers();
  }

  /** The answers to the intents of the guest the game waits for, prepared in idle time (prepared-answers.ts). */
  private prepareAnswers() {
    const s = this.state;
    // The first seat the game waits on that a guest plays (several wait during a sealed choice).
    const waiting = (s && !this.game.outcome(s) ? this.game.waitingOn(s) : []) as readonly Seat[];
    const c = [...this.clients].find((x) => x.seat !== null && x.seat !== "spectator" && waiting.includes(x.seat) && x.sent);
    const seat = c?.seat as SeatOf<G> | undefined;
    const legal = c?.sent?.view.legal;
    if (!s || !seat || !c?.sent || c.sent.over || !Array.isArray(legal) || !legal.length) return this.prepared.clear();
    this.prepared.prepare(s, seat, c.sent, legal);
  }

  /**
   * This browser's own element is told of changes at its next frame (the referee answers every
   * guest first, and paints at most once a frame), and only of a change it can show: a guest's
   * notebook mark changes nothing here. Hidden pages, which get no frames, are told within 100 ms.
   */
  private scheduleNotify() {
    if (this.notifyPending || this.disposed) return;
    this.notifyPending = true;
    const run = () => {
      if (!this.notifyPending || this.disposed) return;
      this.notifyPending = false;
      const view = this.view();
      const shown = `${this.status}|${this.linksShown}|${JSON.stringify(this.lobby())}|${view ? JSON.stringify(view) : ""}`;
      if (shown === this.notified) return;
      this.notified = shown;
      for (const l of this.listeners) l({ view });
    };
    globalThis.requestAnimationFrame?.(run);
    setTimeout(run, 100);
  }

  /** Sends a peer its seat's view: only the parts that changed since the last one (nothing if none did). */
  private sendView(c: Client) {
    const mine = this.ack?.client === c ? this.ack : null;
    const update = mine?.update ?? workOutUpdate(c.sent, this.game.viewFor(this.state!, c.seat === null ? "spectator" : c.seat));
    const ack = mine?.id;
    const text = writeUpdate(update, ack);
    if (text) this.send(c, text);
    if (text && ack !== undefined) this.ack = null;
    if (update.sent.over && !c.sent?.over) {
      this.send(c, { v: PROTOCOL_VERSION, t: "reveal", hostSeed: this.hostSeed, nonces: [...(this.dealNonces ?? this.seating.nonces())] });
      void this.makeSignedRecord().then((signed) => signed && this.clients.has(c) && this.send(c, { v: PROTOCOL_VERSION, t: "record", signed }));
    }
    // Nothing new: what the peer has stays the basis (answers prepared from it stay good).
    if (text || !c.sent) c.sent = update.sent;
  }

  /**
   * The finished game's record (the seats' names as the lobby shows them), signed with the host's
   * key: what every guest and watcher keeps. Null when the state kept no history. Never rejects.
   */
  makeSignedRecord(): Promise<SignedRecord | null> {
    const state = this.state;
    if (!state) return Promise.resolve(null);
    if (this.signed?.state !== state) {
      const names: Record<string, string> = {};
      for (const s of this.lobby().seats) if ((s.kind === "human" || s.kind === "host") && s.name) names[s.seat] = s.name;
      const made = makeRecord(this.game, state, names);
      const record = made.ok
        ? (async () => signRecord(this.identity ?? (await hostIdentity()), made.record))().catch(() => null)
        : Promise.resolve(null);
      this.signed = { state, record };
    }
    return this.signed.record;
  }

  private scheduleBot() {
    if (this.botTimer || this.botThinking || !this.state || this.game.outcome(this.state) || this.disposed) return;
    // The first seat the game waits on that a bot plays (several wait during a sealed choice: each bot in turn).
    const waiting = this.game.waitingOn(this.state) as readonly Seat[];
    const seat = waiting.find((s) => this.seating.record(s)?.kind === "bot");
    if (seat === undefined) return;
    const stillBots = (s: StateOf<G>) => this.state === s && !this.disposed && (this.game.waitingOn(s) as readonly Seat[]).includes(seat) && this.seating.record(seat)?.kind === "bot";
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      const asked = this.state;
      if (!asked || !stillBots(asked)) return this.scheduleBot();
      const bot = this.o.bot;
      if (typeof bot === "function") {
        const a = bot(this.game.viewFor(asked, seat), this.rng);
        if (a) this.apply(a);
        return;
      }
      // A thinker (a worker) decides meanwhile: its answer counts only if the game still waits for this bot there.
      this.botThinking = true;
      void decideAndPlay(bot, this.game.viewFor(asked, seat), this.rng, {
        done: () => (this.botThinking = false),
        still: () => stillBots(asked),
        play: (a) => this.apply(a).ok,
        again: () => this.scheduleBot(),
        failed: (e) => {
          console.warn("A bot could not decide:", e);
          setTimeout(() => this.scheduleBot(), 2000);
        },
      });
    }, this.botDelay);
  }

  /** Saves the whole table now, if a change is waiting to be saved. */
  private saveNow() {
    if (!this.saveTimer) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = null;
    if (!this.o.store) return;
    const saved: HostSave<G> = {
      tableId: this.o.tableId, players: this.seating.count, hostSeed: this.hostSeed, seats: this.seating.toJSON(), state: this.state,
      ...(this.dealNonces ? { nonces: this.dealNonces } : {}), assistant: this.assistantOn,
    };
    try {
      this.o.store.save(writeHostSave(this.game, saved));
    } catch {
      // Storage full or unavailable: the game goes on unsaved.
    }
  }

  /** The saved table, if it is this one's (a damaged save is kept aside by the store, and the table opens anew). */
  private load(): HostSave<G> | null {
    // Checked with the game's own rules (saves.ts), an older format's save migrated by the game's reader.
    const r = loadSave(this.o.store, (raw) => readHostSave(this.game, raw));
    // The table id says which table it is; its count is its own (the host may have changed it).
    return r.status === "ok" && r.body.tableId === this.o.tableId ? r.body : null;
  }
}

export { PROTOCOL_VERSION };
