/**
 * The host's table: this browser referees with the engine. It opens a PeerJS peer under the table
 * id, keeps the lobby (seats, names, readiness, connection status), checks every guest message
 * (schema, size, seat ownership) and every action (the engine), and sends each peer only its own
 * seat's view. It saves the whole table after every change, so a reload resumes it; guests find
 * it again under the same id.
 */
import Peer, { type DataConnection } from "peerjs";
import {
  applyAction, createGame, ruleError, viewFor, waitingFor, Rng, seedRng,
  type Action, type GameState, type Seat, type SeatView, type Viewer,
} from "../engine/index.js";
import { combinedSeed } from "./fairness.js";
import type { BotPolicy, TableStore } from "./local-table.js";
import { peerJsOptions, randomHex, randomToken, sha256Hex, type PeerOptions } from "./peer-options.js";
import {
  PROTOCOL_VERSION, encode, protocolError, readGuestMessage,
  type HostMessage, type Lobby, type LobbySeat, type ProtocolError,
} from "./protocol.js";
import type { ActResult, Table, TableChange } from "./table.js";
import { viewUpdate, type SentView } from "./view-updates.js";

const SEAT_ORDER: Record<3 | 4 | 5, Seat[]> = {
  3: ["red", "yellow", "green"],
  4: ["red", "yellow", "green", "blue"],
  5: ["red", "yellow", "green", "blue", "ambassador"],
};

function isCount(n: unknown): n is 3 | 4 | 5 {
  return n === 3 || n === 4 || n === 5;
}

interface SeatRecord {
  name: string;
  kind: LobbySeat["kind"];
  token: string;
  ready: boolean;
  nonce?: string;
}

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
  private seats: Record<string, SeatRecord> = {};
  private hostSeed = randomHex(32);
  private commit = "";
  private disposed = false;
  /** How many play: the table's own, changed by the host before the start (`setPlayers`). */
  private count: 3 | 4 | 5;
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
    this.count = saved?.players ?? o.players;
    if (saved) {
      this.hostSeed = saved.hostSeed;
      this.seats = JSON.parse(JSON.stringify(saved.seats)) as Record<string, SeatRecord>;
      this.state = saved.state;
      this.dealNonces = saved.nonces ?? null;
    } else {
      for (const s of SEAT_ORDER[this.count]) this.seats[s] = { name: "", kind: "open", token: "", ready: false };
      if (o.hostSeat !== "spectator") this.seats[o.hostSeat] = { name: o.hostName, kind: "host", token: randomToken(), ready: true };
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
    return this.count;
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
      players: this.count,
      started: this.started,
      commit: this.commit,
      spectators: [...this.clients].filter((c) => c.seat === "spectator").length,
      seats: SEAT_ORDER[this.count].map((seat) => {
        const r = this.seats[seat]!;
        return { seat, name: r.name, kind: r.kind, ready: r.ready, connected: r.kind === "host" || r.kind === "bot" || connected(seat) } as LobbySeat;
      }),
    };
  }

  subscribe(listener: (c: TableChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts the game: open seats are played by bots. */
  async start(): Promise<ActResult> {
    if (this.state) return { ok: false, error: { code: "GAME_OVER", message: "The game has already started." } };
    for (const s of SEAT_ORDER[this.count]) {
      const r = this.seats[s]!;
      if (r.kind === "open") Object.assign(r, { kind: "bot", name: "", ready: true });
    }
    // Everyone at the table when the deal is made adds randomness: the seats and the watchers.
    const watching = [...this.clients].filter((c) => c.seat === "spectator" && c.nonce).map((c) => c.nonce!);
    const nonces = [...new Set([...this.nonces(), ...watching])];
    this.dealNonces = nonces;
    const seed = await combinedSeed(this.hostSeed, nonces);
    this.state = createGame({ players: this.count, seed, ...(this.count === 3 ? { seats: ["red", "yellow", "green"] } : {}) });
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
    if (this.started || !isCount(n)) return false;
    const seats = SEAT_ORDER[n];
    if (this.o.hostSeat !== "spectator" && !seats.includes(this.o.hostSeat)) return false;
    if (n === this.count) return true;
    const gone = SEAT_ORDER[this.count].filter((s) => !seats.includes(s));
    for (const s of seats) this.seats[s] ??= { name: "", kind: "open", token: "", ready: false };
    const moved = new Map<Client, Seat | "spectator">();
    for (const s of gone) {
      const r = this.seats[s]!;
      delete this.seats[s];
      if (r.kind !== "human") continue; // an open seat or a bot just goes
      const to = seats.find((x) => this.seats[x]!.kind === "open");
      if (to) this.seats[to] = r;
      for (const c of this.clients) if (c.seat === s) moved.set(c, to ?? "spectator");
    }
    this.count = n;
    if (!moved.size) this.changed();
    for (const [c, seat] of moved) this.join(c, seat);
    return true;
  }

  /** Renames the host's own seat, before the start. */
  rename(name: string): void {
    const n = name.trim().slice(0, 32);
    if (this.started || this.o.hostSeat === "spectator" || !n) return;
    this.seats[this.o.hostSeat]!.name = n;
    this.changed();
  }

  /** Hands a seat (say, one long absent) to a bot, or back to people. */
  handToBot(seat: Seat): void {
    const r = this.seats[seat];
    if (!r || r.kind === "host") return;
    r.kind = "bot";
    this.changed();
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
        if (!c.seat || c.seat === "spectator") return this.refuse(c, protocolError("NOT_JOINED"));
        this.seats[c.seat]!.ready = msg.ready;
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

  private hello(c: Client, msg: { token?: string; name: string; seat?: Seat | "spectator"; nonce?: string }) {
    c.nonce = msg.nonce;
    // A known token takes its seat back (reload, dropped connection), whatever it asks for.
    const byToken = msg.token ? SEAT_ORDER[this.count].find((s) => this.seats[s]!.token === msg.token && this.seats[s]!.kind !== "host") : undefined;
    let seat: Seat | "spectator" | undefined = byToken;
    if (!seat) {
      if (msg.token && this.started) return this.join(c, "spectator", undefined, protocolError("BAD_TOKEN"));
      if (this.started || msg.seat === "spectator") seat = "spectator";
      else {
        const wanted = msg.seat && this.seats[msg.seat]?.kind === "open" ? msg.seat : undefined;
        if (msg.seat && !wanted) return this.join(c, "spectator", undefined, protocolError("SEAT_TAKEN"));
        seat = wanted ?? SEAT_ORDER[this.count].find((s) => this.seats[s]!.kind === "open") ?? "spectator";
      }
    }
    for (const other of this.clients) if (other !== c && other.seat === seat && seat !== "spectator") {
      other.seat = null; // the seat moved to this connection
      other.conn.close();
      this.clients.delete(other);
    }
    if (seat !== "spectator") {
      const r = this.seats[seat]!;
      if (!byToken) Object.assign(r, { kind: "human", token: randomToken(), ready: false, nonce: msg.nonce });
      r.name = msg.name || r.name;
      if (r.kind === "bot") r.kind = "human";
    }
    this.join(c, seat);
  }

  /**
   * Before the start, a joined guest moves to an open seat (its token and nonce go with it, so a
   * reload finds it there), renames itself on its own seat, or gives its seat up to watch.
   */
  private sit(c: Client, msg: { seat: Seat | "spectator"; name: string }) {
    if (!c.seat) return this.refuse(c, protocolError("NOT_JOINED"));
    if (this.started) return this.refuse(c, protocolError("STARTED"));
    const from = c.seat === "spectator" ? null : this.seats[c.seat]!;
    if (msg.seat === c.seat) {
      if (from) from.name = msg.name || from.name; // a rename
      return this.join(c, c.seat);
    }
    if (msg.seat !== "spectator") {
      const to = this.seats[msg.seat];
      if (to?.kind !== "open") return this.refuse(c, protocolError("SEAT_TAKEN"));
      const nonce = from?.nonce ?? c.nonce;
      Object.assign(to, { kind: "human", name: msg.name || from?.name || "", token: from?.token || randomToken(), ready: false }, nonce ? { nonce } : {});
    }
    if (from) {
      Object.assign(from, { kind: "open", name: "", token: "", ready: false });
      delete from.nonce;
    }
    this.join(c, msg.seat);
  }

  private join(c: Client, seat: Seat | "spectator", _unused?: undefined, error?: ProtocolError) {
    c.seat = seat;
    c.sent = null; // the full view follows
    c.lobbySent = undefined;
    if (error) this.refuse(c, error);
    this.send(c, { v: PROTOCOL_VERSION, t: "welcome", seat, token: seat === "spectator" ? "" : this.seats[seat]!.token, lobby: this.lobby() });
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

  private nonces(): string[] {
    return SEAT_ORDER[this.count].map((s) => this.seats[s]!.nonce).filter((n): n is string => !!n);
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
    if (sent.over && !c.sent?.over) this.send(c, { v: PROTOCOL_VERSION, t: "reveal", hostSeed: this.hostSeed, nonces: [...(this.dealNonces ?? this.nonces())] });
    c.sent = sent;
  }

  private scheduleBot() {
    if (this.botTimer || !this.state || this.state.result || this.disposed) return;
    const seat = waitingFor(this.state);
    if (!seat || this.seats[seat]?.kind !== "bot") return;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      if (!this.state || this.disposed || waitingFor(this.state) !== seat || this.seats[seat]?.kind !== "bot") return this.scheduleBot();
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
      v: 1, tableId: this.o.tableId, players: this.count, hostSeed: this.hostSeed, seats: this.seats, state: this.state,
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
