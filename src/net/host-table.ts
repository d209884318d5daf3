/**
 * The host's table: this browser referees with the engine. It opens a PeerJS peer under the table
 * id, keeps the lobby (seats, names, readiness, connection status), checks every guest message
 * (schema, size, seat ownership) and every action (the engine), and sends each peer only its own
 * seat's view. It saves the whole table after every change, so a reload resumes it; guests find
 * it again under the same id.
 */
import Peer, { type DataConnection } from "peerjs";
import { applyAction } from "../engine/referee.js";
import { createGame } from "../engine/setup.js";
import { ruleError } from "../engine/errors.js";
import { viewFor } from "../engine/view.js";
import { waitingFor } from "../engine/legal.js";
import { Rng, seedRng } from "../engine/rng.js";
import type { Action, GameState, Seat, SeatView, Viewer } from "../engine/index.js";
import { combinedSeed } from "./fairness.js";
import type { BotPolicy, TableStore } from "./local-table.js";
import { peerJsOptions, randomHex, sha256Hex, type PeerOptions } from "./peer-options.js";
import {
  PROTOCOL_VERSION, encode, protocolError, readGuestMessage,
  type HostMessage, type Lobby, type ProtocolError,
} from "./protocol.js";
import type { ActResult, Table, TableChange } from "./table.js";
import { Seating, isCount, type Place, type SeatRecord } from "./seating.js";
import { viewUpdate, type SentView } from "./view-updates.js";

interface Saved {
  readonly v: 1;
  readonly tableId: string;
  readonly players: 3 | 4 | 5;
  readonly hostSeed: string;
  readonly seats: Readonly<Record<string, SeatRecord>>;
  readonly state: GameState | null;
  /** Every share of randomness the deal was made from (seats' and watchers' at the start). */
  readonly nonces?: readonly string[];
}

interface Client {
  readonly conn: DataConnection;
  seat: Seat | "spectator" | null;
  nonce?: string;
  /** What this peer was last sent of its view (null: nothing yet); only changes are sent again. */
  sent: SentView | null;
  lastHeard: number;
  lobbySent?: string;
}

export interface HostTableOptions {
  readonly tableId: string;
  /** The player count the table opens with (a saved table keeps its own; the host may change it before the start). */
  readonly players: 3 | 4 | 5;
  /** The host's own seat ("spectator": the host only referees and watches). */
  readonly hostSeat: Seat | "spectator";
  readonly hostName: string;
  readonly peer: PeerOptions;
  readonly bot: BotPolicy;
  readonly botDelay?: number;
  readonly store?: TableStore;
}

/** `failed`: PeerJS refused the table for good (see `problem`); anything else is retried. */
export type TableStatus = "opening" | "open" | "offline" | "failed";

/** PeerJS errors that no retry mends. */
const FATAL = new Set(["invalid-id", "invalid-key", "browser-incompatible", "ssl-unavailable"]);

/** How long changes are gathered before the table is saved (leaving or hiding the page saves at once). */
const SAVE_DELAY = 250;

export class HostTable implements Table {
  private peer: Peer | null = null;
  private readonly clients = new Set<Client>();
  private readonly listeners = new Set<(c: TableChange) => void>();
  private state: GameState | null = null;
  private hostSeed = randomHex(32);
  private commit = "";
  private disposed = false;
  /** Who sits where, and how many play. */
  private readonly seating: Seating;
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  /** The seat whose intent is being applied (its view is sent first). */
  private acting: Seat | null = null;
  /** The intent being applied, acknowledged inside the view update it causes for its sender. */
  private ack: { client: Client; id: number } | null = null;
  /** The deal's shares of randomness, fixed at the start. */
  private dealNonces: readonly string[] | null = null;
  /** What the host's own listeners were last told (they hear only of a change), and whether they are due to hear. */
  private notified = "";
  private notifyPending = false;
  private readonly flush = () => this.saveNow();
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private readonly rng: Rng;
  status: TableStatus = "opening";
  /** Why the table could not open, when `status` is "failed" (PeerJS's own words). */
  problem = "";
  readonly humanSeats: readonly Seat[];

  constructor(private readonly o: HostTableOptions) {
    this.humanSeats = o.hostSeat === "spectator" ? [] : [o.hostSeat];
    this.rng = new Rng(seedRng(`${o.tableId}:${randomHex(8)}`));
    const saved = this.load();
    this.seating = new Seating(saved?.players ?? o.players, { seat: o.hostSeat, name: o.hostName }, saved?.seats);
    if (saved) {
      this.hostSeed = saved.hostSeed;
      this.state = saved.state;
      this.dealNonces = saved.nonces ?? null;
    }
    void sha256Hex(this.hostSeed).then((c) => {
      this.commit = c;
      this.changed();
    });
    this.open(0);
    this.heartbeat = setInterval(() => this.checkClients(), 2000);
    // Saves are gathered for a moment after a change; leaving or hiding the page saves at once.
    globalThis.addEventListener?.("pagehide", this.flush);
    globalThis.document?.addEventListener("visibilitychange", this.flush);
    this.scheduleBot();
  }

  get viewer(): Viewer {
    return this.o.hostSeat;
  }

  get tableId(): string {
    return this.o.tableId;
  }

  /** How many play (3, 4 or 5): the table's count, which the host may change before the start. */
  get players(): 3 | 4 | 5 {
    return this.seating.count;
  }

  get started(): boolean {
    return this.state !== null;
  }

  /** The referee's full state (null before the game starts). */
  get current(): GameState | null {
    return this.state;
  }

  view(): SeatView | null {
    return this.state ? viewFor(this.state, this.o.hostSeat) : null;
  }

  lobby(): Lobby {
    const connected = (seat: string) => [...this.clients].some((c) => c.seat === seat);
    return {
      tableId: this.o.tableId,
      players: this.seating.count,
      started: this.started,
      commit: this.commit,
      spectators: [...this.clients].filter((c) => c.seat === "spectator").length,
      seats: this.seating.lobbySeats(connected),
    };
  }

  subscribe(listener: (c: TableChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts the game: open seats are played by bots. */
  async start(): Promise<ActResult> {
    if (this.state) return { ok: false, error: { code: "GAME_OVER", message: "The game has already started." } };
    this.seating.fillWithBots();
    // Everyone at the table when the deal is made adds randomness: the seats and the watchers.
    const watching = [...this.clients].filter((c) => c.seat === "spectator" && c.nonce).map((c) => c.nonce!);
    const nonces = [...new Set([...this.seating.nonces(), ...watching])];
    this.dealNonces = nonces;
    const seed = await combinedSeed(this.hostSeed, nonces);
    const players = this.seating.count;
    this.state = createGame({ players, seed, ...(players === 3 ? { seats: ["red", "yellow", "green"] } : {}) });
    this.changed();
    return { ok: true };
  }

  /**
   * Before the start, the host chooses how many play (ignored after it). New seats open; a guest on
   * a seat that goes is moved to the first open seat left (its token and nonce go with it, and it
   * gets a new `welcome`), or watches when none is open. The host's own seat never goes: a count
   * without it is refused (`false`).
   */
  setPlayers(n: 3 | 4 | 5): boolean {
    const moved = this.seating.setCount(n, this.o.hostSeat, this.started);
    if (!moved) return false;
    const clients = [...this.clients].filter((c) => c.seat && c.seat !== "spectator" && moved.has(c.seat));
    if (!clients.length) this.changed();
    for (const c of clients) this.join(c, moved.get(c.seat as Seat)!);
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

  act(action: Action): ActResult {
    if (this.o.hostSeat === "spectator" || (action as { seat?: unknown })?.seat !== this.o.hostSeat) {
      return { ok: false, error: ruleError("NOT_YOUR_SEAT") };
    }
    return this.apply(action);
  }

  dispose(): void {
    this.disposed = true;
    this.saveNow();
    globalThis.removeEventListener?.("pagehide", this.flush);
    globalThis.document?.removeEventListener("visibilitychange", this.flush);
    if (this.botTimer) clearTimeout(this.botTimer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const c of this.clients) c.conn.close();
    this.peer?.destroy();
    this.listeners.clear();
  }

  // ── the peer ───────────────────────────────────────────────────────────

  private open(attempt: number) {
    if (this.disposed) return;
    const peer = new Peer(this.o.tableId, peerJsOptions(this.o.peer) as never);
    this.peer = peer;
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
    const client: Client = { conn, seat: null, sent: null, lastHeard: Date.now() };
    this.clients.add(client);
    conn.on("data", (data) => {
      client.lastHeard = Date.now();
      this.receive(client, data);
    });
    const drop = () => {
      if (this.clients.delete(client)) this.changed(false);
    };
    conn.on("close", drop);
    conn.on("error", drop);
  }

  private checkClients() {
    const now = Date.now();
    for (const c of this.clients) {
      const state = (c.conn.peerConnection as RTCPeerConnection | undefined)?.connectionState;
      if (now - c.lastHeard > 8000 || state === "failed" || state === "closed") {
        this.clients.delete(c);
        c.conn.close();
        this.changed(false);
      }
    }
  }

  private send(c: Client, msg: HostMessage | string) {
    if (c.conn.open) c.conn.send(typeof msg === "string" ? msg : encode(msg));
  }

  private refuse(c: Client, error: ProtocolError) {
    this.send(c, { v: PROTOCOL_VERSION, t: "error", error });
  }

  // ── guest messages ─────────────────────────────────────────────────────

  private receive(c: Client, data: unknown) {
    const r = readGuestMessage(data);
    if (!r.ok) return this.refuse(c, r.error);
    const msg = r.msg;
    switch (msg.t) {
      case "ping":
        return this.send(c, { v: PROTOCOL_VERSION, t: "pong", n: msg.n });
      case "hello":
        return this.hello(c, msg);
      case "sit":
        return this.sit(c, msg);
      case "ready": {
        if (!c.seat || !this.seating.setReady(c.seat, msg.ready)) return this.refuse(c, protocolError("NOT_JOINED"));
        return this.changed();
      }
      case "act": {
        if (!c.seat) return this.refuse(c, protocolError("NOT_JOINED"));
        const action = msg.action as { seat?: unknown } | null;
        if (c.seat === "spectator" || typeof action !== "object" || action === null || action.seat !== c.seat) {
          return this.send(c, { v: PROTOCOL_VERSION, t: "result", id: msg.id, ok: false, error: ruleError("NOT_YOUR_SEAT") });
        }
        // An accepted intent is acknowledged inside the view update it causes (one message, not two).
        this.ack = { client: c, id: msg.id };
        const result = this.apply(msg.action as Action, c.seat);
        const unacknowledged = this.ack !== null;
        this.ack = null;
        if (!result.ok || unacknowledged) {
          this.send(c, { v: PROTOCOL_VERSION, t: "result", id: msg.id, ok: result.ok, ...(result.ok ? {} : { error: result.error }) });
        }
        return;
      }
    }
  }

  private hello(c: Client, msg: { token?: string; name: string; seat?: Place; nonce?: string }) {
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
    this.send(c, { v: PROTOCOL_VERSION, t: "welcome", seat, token: this.seating.record(seat)?.token ?? "", lobby: this.lobby() });
    this.changed();
  }

  // ── the game ───────────────────────────────────────────────────────────

  private apply(action: Action, by: Seat | null = null): ActResult {
    if (!this.state) return { ok: false, error: { code: "WAITING_FOR_OTHER", message: "The game has not started yet." } as never };
    const r = applyAction(this.state, action);
    if (!r.ok) return r;
    this.state = r.state;
    this.acting = by;
    this.changed();
    this.acting = null;
    return { ok: true };
  }

  private changed(save = true) {
    const lobby = this.lobby();
    const lobbyText = JSON.stringify(lobby);
    // The seat that just acted hears first; the lobby goes out only when it changed.
    const order = [...this.clients].sort((a, b) => Number(b.seat === this.acting) - Number(a.seat === this.acting));
    for (const c of order) {
      if (!c.seat) continue;
      if (c.lobbySent !== lobbyText) {
        this.send(c, { v: PROTOCOL_VERSION, t: "lobby", lobby });
        c.lobbySent = lobbyText;
      }
      if (this.state) this.sendView(c);
    }
    // Saved after the views are on their way, gathered over a moment (and at once when the page goes).
    if (save && !this.saveTimer) this.saveTimer = setTimeout(() => this.saveNow(), SAVE_DELAY);
    this.scheduleNotify();
    this.scheduleBot();
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
      const shown = `${this.status}|${JSON.stringify(this.lobby())}|${view ? JSON.stringify(view) : ""}`;
      if (shown === this.notified) return;
      this.notified = shown;
      for (const l of this.listeners) l({ view: view as SeatView });
    };
    globalThis.requestAnimationFrame?.(run);
    setTimeout(run, 100);
  }

  /** Sends a peer its seat's view: only the parts that changed since the last one (nothing if none did). */
  private sendView(c: Client) {
    const view = viewFor(this.state!, c.seat === null ? "spectator" : c.seat);
    const ack = this.ack?.client === c ? this.ack.id : undefined;
    const { text, sent } = viewUpdate(c.sent, view, ack);
    if (text) this.send(c, text);
    if (text && ack !== undefined) this.ack = null;
    if (sent.over && !c.sent?.over) this.send(c, { v: PROTOCOL_VERSION, t: "reveal", hostSeed: this.hostSeed, nonces: [...(this.dealNonces ?? this.seating.nonces())] });
    c.sent = sent;
  }

  private scheduleBot() {
    if (this.botTimer || !this.state || this.state.result || this.disposed) return;
    const seat = waitingFor(this.state);
    if (!seat || this.seating.record(seat)?.kind !== "bot") return;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      if (!this.state || this.disposed || waitingFor(this.state) !== seat || this.seating.record(seat)?.kind !== "bot") return this.scheduleBot();
      const a = this.o.bot(viewFor(this.state, seat), this.rng);
      if (a) this.apply(a);
    }, this.o.botDelay ?? 700);
  }

  /** Saves the whole table now, if a change is waiting to be saved. */
  private saveNow() {
    if (!this.saveTimer) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = null;
    if (!this.o.store) return;
    const saved: Saved = {
      v: 1, tableId: this.o.tableId, players: this.seating.count, hostSeed: this.hostSeed, seats: this.seating.toJSON(), state: this.state,
      ...(this.dealNonces ? { nonces: this.dealNonces } : {}),
    };
    try {
      this.o.store.save(JSON.stringify(saved));
    } catch {
      // Storage full or unavailable: the game goes on unsaved.
    }
  }

  private load(): Saved | null {
    try {
      const raw = this.o.store?.load();
      const s = raw ? (JSON.parse(raw) as Saved) : null;
      // The table id says which table it is; its count is its own (the host may have changed it).
      return s && s.v === 1 && s.tableId === this.o.tableId && isCount(s.players) ? s : null;
    } catch {
      return null;
    }
  }
}

export { PROTOCOL_VERSION };
