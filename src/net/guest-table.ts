/**
 * A guest's table: a thin client of the host's referee. It joins with a name (and, after a
 * reload, the seat token this browser was given), keeps the latest view the host sent for its
 * seat, and sends intents. If the connection drops or the host reloads, it reconnects by itself
 * with backoff and gets its seat and full view back (the link: ./guest-link.ts). What it keeps and
 * pins of the host is in ./guest-kept.ts; how it checks views, the deal and the record in
 * ./guest-trust.ts; what it saw of failing joins in ./guest-join.ts; its options in ./guest-options.ts.
 */
import Peer, { type DataConnection } from "peerjs";
import type { ActionOf, AnyGame, SeatOf, ViewOf, ViewerOf } from "../games/kernel/game.js";
import type { FairnessReport } from "./fairness.js";
import { peerJsOptions, randomHex } from "./peer-options.js";
import { PROTOCOL_VERSION, encode, protocolError, readHostMessage, type GuestMessage, type HostMessage, type Lobby, type LobbySeat, type ProtocolError } from "./protocol.js";
import type { ActResult, Table, TableChange } from "./table.js";
import { applyViewUpdate } from "./view-updates.js";
import { connectWait, dialHost, retryWait, whenOpen, type DialEvents } from "./guest-link.js";
import { guardPeer } from "./peer-guard.js";
import { HEARTBEAT, linkHealth, rtcState, type JoinStep } from "./heartbeat.js";
import { FreshIce } from "./ice-credentials.js";
import type { SignatureError, SignedRecord } from "./record-signature.js";
import type { RecordError } from "../games/kernel/record.js";
import { PROOF_TIMEOUT, checkHostRecord, fairnessAtEnd, hostProved, viewProblemFor } from "./guest-trust.js";
import { keepWelcome, loadKept, pinLobby, saveKept, seatMoveProblem, type Kept } from "./guest-kept.js";
import type { GuestStatus, GuestTableOptions } from "./guest-options.js";
import { JoinTrouble } from "./guest-join.js";

/** A seat at the table (the names the protocol carries). */
type Seat = LobbySeat["seat"];

export type { GuestStatus, GuestTableOptions };

export class GuestTable<G extends AnyGame = AnyGame> implements Table<G> {
  readonly game: G;
  private peer: Peer | null = null;
  private conn: DataConnection | null = null;
  private current: ViewOf<G> | null = null;
  private lobbyState: Lobby | null = null;
  private seat: ViewerOf<SeatOf<G>> = "spectator";
  private readonly listeners = new Set<(c: TableChange) => void>();
  private readonly pending = new Map<number, (r: ActResult) => void>();
  private nextId = 1;
  private attempt = 0;
  private disposed = false;
  private lastHeard = 0;
  private connectStarted = 0;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private kept: Kept;
  /** A `sit` sent and not yet answered. */
  private asked: { seat: Seat | "spectator"; name: string } | null = null;
  status: GuestStatus = "connecting";
  /** The signalling server knows no host under the table id (not open yet, or gone); still trying. */
  hostAway = false;
  /** Connected, but the host has been quiet for a few seconds: the channel is kept while it may come back. */
  stalled = false;
  /** What was seen of the tries to reach the host, and the step a join is stuck at (./guest-join.ts). */
  private readonly trouble = new JoinTrouble();
  /** Not connected for `HEARTBEAT.join`: the step the join is stuck at (null while connected or still trying). */
  get joinProblem(): JoinStep | null {
    return this.trouble.problem;
  }
  /** The last protocol error the host sent (e.g. SEAT_TAKEN). */
  lastError: ProtocolError | null = null;
  /** After the game: whether the deal and every roll match the host's commitment. */
  fairness: FairnessReport | null = null;
  /**
   * After the game: its record as the host made it, signed with the host's key (checked against the
   * pinned fingerprint, replayed, and reaching the view this guest has), or null.
   */
  signedRecord: SignedRecord | null = null;
  /** The last record the host sent that was refused (forged, altered, another game's): why. */
  recordRefused: SignatureError | RecordError | null = null;
  /** Every message received, for tests that prove what a guest was sent. */
  readonly received: string[] = [];
  recordMessages = false;
  /** The challenge sent on this connection, until the host has proved itself (null: proved). */
  private challenge: string | null = null;
  private authStarted = 0;
  /** A host under the table id failed to prove itself (an impostor, or a relay): nothing was sent to it. */
  impostor = false;
  /** The host sent a commitment other than the one pinned for this game, or an earlier game number. */
  private commitChanged = false;
  /**
   * The host sent a view that is not one (why), or another seat's: it was refused, the last good
   * view kept. Cleared by the next view that checks.
   */
  hostInvalid: string | null = null;
  /** The TURN credentials from the site's endpoint (`iceCredentialsUrl`), if it has one. */
  readonly ice: FreshIce | null;

  constructor(private readonly o: GuestTableOptions<G>) {
    this.game = o.game;
    // The link's fingerprint wins over one pinned before (a new link for the same table id).
    this.kept = loadKept(o.game, o.store, o.hostKey);
    this.ice = o.peer.iceCredentialsUrl ? new FreshIce(o.peer.iceCredentialsUrl, o.peer.iceServers ?? []) : null;
    this.keep();
    this.connect();
    this.ticker = setInterval(() => this.tick(), HEARTBEAT.interval);
  }

  get humanSeats(): readonly ViewerOf<SeatOf<G>>[] {
    return this.seat === "spectator" ? [] : [this.seat];
  }

  get viewer(): ViewerOf<SeatOf<G>> {
    return this.seat;
  }

  view(): ViewOf<G> | null {
    return this.current;
  }

  /** The name this guest goes by: the one chosen in the lobby, else the element's. */
  get name(): string {
    return (this.kept.name ?? this.o.name).slice(0, 32);
  }

  lobby(): Lobby | null {
    return this.lobbyState;
  }

  subscribe(listener: (c: TableChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  act(action: ActionOf<G>): Promise<ActResult> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      if (!this.conn?.open || this.challenge) {
        resolve({ ok: false, error: { code: "WAITING_FOR_OTHER", message: "Not connected to the host." } as never });
        return;
      }
      this.pending.set(id, resolve);
      this.sendMsg({ v: PROTOCOL_VERSION, t: "act", id, action });
    });
  }

  /** Tells the host whether this seat is ready. */
  ready(ready: boolean): void {
    this.sendMsg({ v: PROTOCOL_VERSION, t: "ready", ready });
  }

  /**
   * Before the start: asks for an open seat ("spectator" to watch), or renames this guest when it
   * asks for its own seat. The host answers with a new `welcome` (kept, with the name) or an error.
   */
  sit(seat: Seat | "spectator", name: string): void {
    this.asked = { seat, name: name.trim().slice(0, 32) };
    this.lastError = null;
    this.sendMsg({ v: PROTOCOL_VERSION, t: "sit", seat, name: this.asked.name });
  }

  /** Sends a raw text to the host (tests of the host's defences use it). */
  sendRaw(text: string): void {
    this.conn?.send(text);
  }

  dispose(): void {
    this.disposed = true;
    if (this.ticker) clearInterval(this.ticker);
    this.conn?.close();
    this.peer?.destroy();
    this.listeners.clear();
  }

  private keep() {
    saveKept(this.game, this.o.store, this.kept);
  }

  /** Sends to the host: nothing but the challenge before the host has proved itself. */
  private sendMsg(m: GuestMessage) {
    if (this.conn?.open && (this.challenge === null || m.t === "auth")) this.conn.send(encode(m));
  }

  private connect() {
    if (this.disposed) return;
    if (this.ice && !this.ice.fresh) {
      // Fresh TURN credentials first (a failure is shown, and tried again).
      this.connectStarted = Date.now();
      void this.ice.refresh().then(() => {
        this.emit();
        if (this.ice!.fresh) this.connect();
        else setTimeout(() => this.connect(), 5000);
      });
      return;
    }
    if (!this.peer || this.peer.destroyed) {
      this.peer = new Peer(peerJsOptions(this.ice ? { ...this.o.peer, iceServers: this.ice.iceServers } : this.o.peer) as never);
      guardPeer(this.peer, { acceptOffers: false });
      this.peer.on("error", (e: Error & { type?: string }) => {
        // No peer under the table id: the host has not opened it yet, or has left (a stale link).
        this.hostAway = e.type === "peer-unavailable";
        this.trouble.signallingDown = ["network", "server-error", "socket-error", "socket-closed"].includes(e.type ?? "");
        if (this.hostAway) this.trouble.failed = "table";
        this.retry();
      });
      this.peer.on("disconnected", () => {
        if (!this.disposed && this.peer && !this.peer.destroyed) this.peer.reconnect();
      });
    }
    this.connectStarted = Date.now();
    if (this.ice) this.ice.applyTo(this.peer as never);
    const peer = this.peer;
    const go = () => {
      // One dial at a time: a try dropped while its peer was still opening has left this to a later try.
      if (this.disposed || this.status !== "connecting" || peer !== this.peer || this.conn) return;
      this.connectStarted = Date.now();
      this.trouble.turnRefused = false;
      // Whoever answers under the table id must first prove it is the host of the invite link.
      this.challenge = randomHex(32);
      this.conn = dialHost(peer, this.o.tableId, this.dialEvents);
    };
    whenOpen(peer, go);
  }

  /** What this guest does as its link to the host opens, brings data, or is lost (./guest-link.ts). */
  private readonly dialEvents: DialEvents = {
    turnRefused: (conn) => {
      if (conn === this.conn) this.trouble.turnRefused = true;
    },
    open: (conn) => {
      if (conn !== this.conn) return conn.close(); // a dial of a try given up
      this.hostAway = false;
      this.trouble.signallingDown = false;
      this.trouble.problem = null;
      this.stalled = false;
      this.lastHeard = Date.now();
      this.authStarted = Date.now();
      if (this.challenge) this.sendMsg({ v: PROTOCOL_VERSION, t: "auth", challenge: this.challenge });
    },
    data: (conn, d) => conn === this.conn && this.receive(d),
    lost: (conn, opened) => this.lost(conn, opened),
  };

  /** Joins (or rejoins with this browser's seat token): the host answers with the seat and a full view. */
  private hello() {
    this.sendMsg({
      v: PROTOCOL_VERSION, t: "hello", game: this.game.id, gv: this.game.version, name: this.name,
      ...(this.kept.token ? { token: this.kept.token } : {}),
      ...(this.kept.seat ?? this.o.seat ? { seat: this.kept.seat ?? this.o.seat } : {}),
      nonce: this.kept.nonce,
    });
  }

  /** A connection closed or failed: if it never opened, the host was there but no route was made (or TURN refused us). */
  private lost(conn: DataConnection, opened: boolean) {
    if (conn !== this.conn) return; // a dial already given up (closed by retry) ends: not this link
    if (!opened && !this.hostAway) this.trouble.noRoute();
    this.retry();
  }

  private retry() {
    if (this.disposed || this.status === "reconnecting") return;
    if (this.status === "connected") this.trouble.since = Date.now();
    this.status = "reconnecting";
    this.stalled = false;
    this.emit();
    this.conn?.close();
    this.conn = null;
    for (const [, resolve] of this.pending) resolve({ ok: false, error: { code: "WAITING_FOR_OTHER", message: "The connection dropped." } as never });
    this.pending.clear();
    const wait = retryWait(this.attempt++);
    setTimeout(() => {
      this.status = "connecting";
      if (this.peer && (this.peer.destroyed || this.peer.disconnected)) {
        this.peer.destroy();
        this.peer = null;
      }
      this.connect();
    }, wait);
  }

  /** The host's answer to this connection's challenge: joined if it checks, else nothing more is sent. */
  private async proved(key: string, sig: string) {
    const conn = this.conn;
    const challenge = this.challenge;
    if (!conn || !challenge || !this.peer?.id) return;
    const expected = await hostProved(conn, this.peer.id, challenge, key, sig, this.kept.hostKey);
    if (conn !== this.conn || this.challenge !== challenge) return;
    if (!expected) {
      // Not the table this guest was invited to (or someone in between): not a word more to it.
      this.impostor = true;
      this.lastError = protocolError("NOT_THE_TABLE");
      this.emit();
      return this.retry();
    }
    this.challenge = null;
    this.impostor = false;
    this.trouble.failed = null;
    if (this.lastError?.code === "NOT_THE_TABLE") this.lastError = null;
    if (!this.kept.hostKey) {
      this.kept.hostKey = expected; // a link without a fingerprint: this host, from now on
      this.keep();
    }
    this.status = "connected";
    this.attempt = 0;
    this.hello();
    this.emit();
  }

  /**
   * Pins the host's commitment at the first welcome of each game, and the announced shares until
   * its start (./guest-kept.ts). A new game number starts afresh: no fairness report nor record of
   * the game before. Another commitment in the same game is refused (`lastError` COMMIT_CHANGED,
   * the pins kept, and the fairness check at the end fails), though the lobby's seats are still
   * shown; a lobby with an earlier game number is refused whole (GAME_BACKWARDS): false.
   */
  private pin(lobby: Lobby): boolean {
    const r = pinLobby(this.kept, lobby);
    if (!r.ok) {
      this.commitChanged = true;
      this.lastError = r.error;
      this.emit();
      return r.error.code !== "GAME_BACKWARDS";
    }
    if (r.next) {
      // The view of the game before is not this game's (the new one's follows).
      this.current = null;
      this.commitChanged = false;
      this.fairness = null;
      this.signedRecord = null;
      this.recordRefused = null;
    }
    this.keep();
    return true;
  }

  /** Our heartbeat (heartbeat.ts): ping the host; a quiet link is shown, a dead one replaced. */
  private tick() {
    const now = Date.now();
    if (this.conn?.open && this.challenge) {
      // No proof in time (whatever else came): this is not a host that can prove itself; try again.
      if (now - this.authStarted > PROOF_TIMEOUT) {
        this.trouble.failed = "proof";
        this.retry();
      }
    } else if (this.conn?.open) {
      this.sendMsg({ v: PROTOCOL_VERSION, t: "ping", n: now });
      const health = linkHealth(now - this.lastHeard, rtcState(this.conn));
      if (health === "dead") this.retry();
      else if ((health === "quiet") !== this.stalled) {
        this.stalled = health === "quiet";
        this.emit();
      }
    } else if (this.status === "connecting" && now - this.connectStarted > connectWait(this.attempt)) {
      // A connection that never opens (negotiation lost, host not yet registered) is tried again.
      if (this.conn && !this.hostAway) this.trouble.noRoute();
      this.retry();
    }
    // Without a connection for `HEARTBEAT.join`: which step is failing (./guest-join.ts).
    if (this.trouble.diagnose(now, { connected: this.status === "connected", peerOpen: !!this.peer?.open, hostAway: this.hostAway })) this.emit();
  }

  private receive(data: unknown) {
    try {
      this.read(data);
    } catch (e) {
      // Nothing a host sends may throw in the guest's page: whatever got this far is refused.
      this.refuse(`unreadable (${String((e as Error)?.message ?? e).slice(0, 80)})`);
    }
  }

  /** A view (or the view after an update) that is not one of this game, or not this guest's: refused, shown, nothing changed. */
  private refuse(why: string) {
    this.hostInvalid = why;
    this.emit();
  }

  private read(data: unknown) {
    this.lastHeard = Date.now();
    if (this.stalled) {
      this.stalled = false;
      this.emit();
    }
    if (this.recordMessages && typeof data === "string") this.received.push(data);
    const m = readHostMessage(data);
    if (!m) {
      // From the host that proved itself, something that is not a message of this protocol.
      if (!this.challenge) this.refuse("not a message of this protocol");
      return;
    }
    if (this.challenge) {
      // Before the host has proved itself only its proof (or a version mismatch) is heard.
      if (m.t === "proof") void this.proved(m.key, m.sig);
      else if (m.t === "error" && m.error.code === "WRONG_VERSION") {
        this.lastError = m.error;
        this.emit();
      } else if (m.t === "error" && m.error.code === "TABLE_FULL") {
        this.lastError = m.error;
        this.emit();
      }
      return;
    }
    this.handle(m);
  }

  private handle(m: HostMessage) {
    switch (m.t) {
      case "welcome":
        if (m.game !== this.game.id || m.gv !== this.game.version) {
          // A host of another game, or of another version of it: nothing of it is taken.
          this.lastError = protocolError("WRONG_GAME", `the table plays ${m.game.slice(0, 20)} version ${m.gv}; this page ${this.game.id} version ${this.game.version}`);
          return this.emit();
        }
        // A seat the game's re-seating does not give, or a lobby of an earlier game, is refused whole
        // (./guest-kept.ts): nothing of this welcome is taken.
        const moved = seatMoveProblem(this.kept, m.seat, m.lobby, this.asked, this.o.nextSeat);
        if (moved) return void ((this.lastError = moved), this.emit());
        if (this.lastError?.code === "SEAT_MOVED") this.lastError = null;
        if (!this.pin(m.lobby)) return;
        this.seat = m.seat as ViewerOf<SeatOf<G>>;
        // Kept for a reload: the seat, its token, the name chosen with it (./guest-kept.ts).
        if (keepWelcome(this.kept, m.seat as Seat | "spectator", m.token, m.lobby.started, this.asked, m.lobby.game)) this.asked = null;
        this.keep();
        this.lobbyState = m.lobby;
        return this.emit();
      case "lobby":
        if (!this.pin(m.lobby)) return;
        this.lobbyState = m.lobby;
        return this.emit();
      case "view":
      case "patch": {
        // A whole view, or the changes since the last (./view-updates.ts); one that does not fit
        // what this guest has makes it join again (the full view follows).
        const next = m.t === "view" ? m.view : applyViewUpdate(this.current, m);
        if (m.t === "patch" && !next) {
          this.settle(m.ack);
          return this.hello();
        }
        // Not of the game's shape, or addressed to another seat: refused (./guest-trust.ts).
        const problem = viewProblemFor(this.o.game, next, this.seat);
        if (problem) return this.refuse(problem);
        this.current = next as ViewOf<G>;
        this.hostInvalid = null;
        this.emit();
        return this.settle(m.ack);
      }
      case "result":
        return this.settle(m.id, m.ok ? { ok: true } : { ok: false, error: m.error! });
      case "error":
        this.lastError = m.error;
        this.asked = null;
        return this.emit();
      case "reveal":
        // A game whose rules never show the random source has no check to make (a host that sends it anyway is ignored).
        if (this.current && this.lobbyState && this.game.seedShownAtEnd) {
          void fairnessAtEnd(this.game, this.current, this.kept, this.lobbyState, m.hostSeed, m.nonces, this.commitChanged).then((r) => {
            this.fairness = r;
            this.emit();
          });
        }
        return;
      case "record":
        return void this.takeRecord(m.signed);
      case "pong":
      case "proof":
        return;
    }
  }

  /**
   * A signed record from the host: kept if its signature is the pinned host key's, it replays as a
   * game of this game, and it reaches the very view this guest has of the finished game; otherwise
   * refused (`recordRefused`), the record kept before unchanged. Never throws.
   */
  async takeRecord(signed: unknown): Promise<boolean> {
    const r = await checkHostRecord(this.game, signed, this.kept.hostKey, this.current, this.seat);
    if (r.ok) {
      this.signedRecord = r.signed;
      this.recordRefused = null;
    } else this.recordRefused = r.error;
    this.emit();
    return r.ok;
  }

  /** The referee's answer to this guest's intent `id` (accepted: in the view just applied). */
  private settle(id: number | undefined, r: ActResult = { ok: true }) {
    if (id === undefined) return;
    const resolve = this.pending.get(id);
    this.pending.delete(id);
    resolve?.(r);
  }

  private emit() {
    for (const l of this.listeners) l({ view: this.current });
  }
}
