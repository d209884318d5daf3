/**
 * The host's table: this browser referees with the game's rules. It opens a PeerJS peer under the
 * table id (./host-peer.ts), keeps the lobby (seats, names, readiness, connection status; the
 * guests' connections and seating in ./host-guests.ts), checks every guest message (schema, size,
 * rates, seat ownership, the game's action schema: ./host-intents.ts) and every action (the
 * rules), and sends each peer only its own seat's view, as changes. It saves the whole table after
 * every change (./host-save.ts), so a reload resumes it; guests find it again under the same id.
 * The open seats' bots are in ./host-bots.ts, the deal's shares of randomness in ./deal-shares.ts,
 * the options in ./host-options.ts, when each hears of a change in ./host-telling.ts.
 */
import { Rng, seedRng } from "../games/kernel/rng.js";
import type { ActionOf, AnyGame, SeatOf, StateOf, ViewOf, ViewerOf } from "../games/kernel/game.js";
import { combinedSeed } from "./fairness.js";
import { randomHex, sha256Hex } from "./peer-options.js";
import { PROTOCOL_VERSION, type Lobby, type LobbySeat, type MatchScoreWire } from "./protocol.js";

import { HostGames } from "./host-games.js";
import type { ActResult, Table, TableChange } from "./table.js";
import { Seating, isReseating, type Count } from "./seating.js";
import { workOutUpdate, writeUpdate, type WorkedUpdate } from "./view-updates.js";
import { PreparedAnswers } from "./prepared-answers.js";
import { hostIdentity, type HostIdentity } from "./host-identity.js";
import { MAX_CONNECTIONS } from "./limits.js";
import { HEARTBEAT, type SeatLink } from "./heartbeat.js";
import { FreshIce } from "./ice-credentials.js";
import type { SignedRecord } from "./record-signature.js";
import { SignedRecords, seatNames } from "./host-record.js";
import { DealShares } from "./deal-shares.js";
import { HostGuests } from "./host-guests.js";
import { NOT_YOUR_SEAT, receiveFrom, sendTo, type Client, type GuestHandlers } from "./host-intents.js";
import { HostSaving } from "./host-save.js";
import { HostBots } from "./host-bots.js";
import { HostPeer } from "./host-peer.js";
import type { TableStatus } from "./table.js";
import type { HostTableOptions } from "./host-options.js";
import { FrameNotice, LaterTelling } from "./host-telling.js";

export type { TableStatus };
export type { HostTableOptions };

/** A seat at the table, as the lobby names it. */
type Seat = LobbySeat["seat"];

export class HostTable<G extends AnyGame = AnyGame> implements Table<G> {
  readonly game: G;
  /** The PeerJS peer under the table id (./host-peer.ts). */
  private readonly peer: HostPeer;
  /** The guests: connections, seating handshakes, heartbeat, refusals (./host-guests.ts). */
  private readonly guests: HostGuests;
  private readonly listeners = new Set<(c: TableChange<G>) => void>();
  private state: StateOf<G> | null = null;
  private hostSeed = randomHex(32);
  private commit = "";
  private disposed = false;
  /** Who sits where, and how many play. */
  private readonly seating: Seating;
  /** The open seats' bots (./host-bots.ts). */
  private readonly bots: HostBots<G>;
  /** The table's save, gathered over a moment (./host-save.ts). */
  private readonly saving: HostSaving<G>;
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
  /** The game's number at the table and the match's score the lobby carries (./host-games.ts). */
  private readonly games = new HostGames();
  /** The deal's shares of randomness, fixed at the start. */
  private dealNonces: readonly string[] | null = null;
  /** After a guest's intent, the rest waits a moment, with a save or not (./host-telling.ts). */
  private readonly later = new LaterTelling(() => !this.disposed && this.tellEveryone(false));
  /** This page's own listeners hear at the next frame, only of a change (./host-telling.ts). */
  private readonly notice = new FrameNotice({
    disposed: () => this.disposed,
    look: () => {
      const view = this.view();
      const shown = `${this.status}|${this.guests.linksShown}|${JSON.stringify(this.lobby())}|${view ? JSON.stringify(view) : ""}`;
      return { shown, tell: () => this.listeners.forEach((l) => l({ view })) };
    },
  });
  /** When the page goes or hides: the other seats' updates if they wait, then the save, at once. */
  private readonly flush = () => {
    if (this.later.due && !this.disposed) this.tellEveryone(false);
    this.saving.now();
  };
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private readonly rng: Rng;
  /** This browser's signing key (guests check it against the invite link's fingerprint). */
  private identity: HostIdentity | null = null;
  /** The finished game's record signed with the host's key, made once for the state it records. */
  private readonly records: SignedRecords<G>;
  /** SHA-256 of each share of randomness seen (computed as they arrive; the lobby lists them). */
  private readonly shareHashes = new DealShares();
  /** The deduction assistant is on at this table (the lobby tells everyone; each notebook follows it). */
  private assistantOn: boolean;
  /** Whether the table is open under its id (./host-peer.ts). */
  get status(): TableStatus {
    return this.peer.status;
  }

  /** Why the table could not open, when `status` is "failed" (PeerJS's own words). */
  get problem(): string {
    return this.peer.problem;
  }

  get humanSeats(): readonly SeatOf<G>[] {
    return this.hostSeat === "spectator" ? [] : [this.hostSeat as SeatOf<G>];
  }
  /** The host's own seat: the options' at first, then where a match's re-seating put it (kept in the save). */
  private hostSeat: Seat | "spectator";
  /** The TURN credentials from the site's endpoint (`iceCredentialsUrl`), if it has one. */
  readonly ice: FreshIce | null;

  /** How long the open seats' bots wait before each action from now on. */
  setBotDelay(ms: number): void {
    this.bots.delay = ms;
  }

  constructor(private readonly o: HostTableOptions<G>) {
    this.game = o.game;
    this.prepared = new PreparedAnswers(o.game);
    this.records = new SignedRecords(o.game, async () => this.identity ?? (await hostIdentity()));
    this.ice = o.peer.iceCredentialsUrl ? new FreshIce(o.peer.iceCredentialsUrl, o.peer.iceServers ?? []) : null;
    this.rng = new Rng(seedRng(`${o.tableId}:${randomHex(8)}`));
    this.bots = new HostBots({
      game: o.game, bot: o.bot, rng: this.rng, state: () => this.state, disposed: () => this.disposed,
      isBot: (seat) => this.seating.record(seat as Seat)?.kind === "bot", play: (a) => this.apply(a).ok,
    }, o.botDelay ?? 700);
    this.saving = new HostSaving(o.game, o.store, () => ({
      tableId: o.tableId, players: this.seating.count, hostSeed: this.hostSeed, seats: this.seating.toJSON(), state: this.state,
      ...(this.dealNonces ? { nonces: this.dealNonces } : {}), assistant: this.assistantOn,
      ...this.games.saved(),
    }));
    const saved = HostSaving.load(o.game, o.store, o.tableId);
    this.seating = new Seating(saved?.players ?? o.players, { seat: o.hostSeat, name: o.hostName }, saved?.seats, o.game);
    this.hostSeat = saved?.seats ? this.seating.hostSeat : o.hostSeat;
    this.assistantOn = typeof saved?.assistant === "boolean" ? saved.assistant : o.assistant === true;
    this.guests = new HostGuests({
      game: o.game, seating: this.seating, started: () => this.started, lobby: () => this.lobby(), changed: (save) => this.changed(save),
      hashShare: (n) => this.shareHashes.hash(n), identity: async () => this.identity ?? (await hostIdentity()), peerId: () => this.peer.id,
      receive: (c, data) => receiveFrom(c, data, this.handlers), linksChanged: () => this.notice.schedule(),
    });
    this.peer = new HostPeer({
      tableId: o.tableId, peer: o.peer, peerToken: o.peerToken, ice: this.ice, banned: (id) => this.guests.bans.has(id),
      full: () => this.clients.size >= MAX_CONNECTIONS, disposed: () => this.disposed,
      changed: (save) => this.changed(save), connection: (conn) => this.guests.accept(conn),
    });
    if (saved) {
      this.hostSeed = saved.hostSeed;
      this.state = saved.state as StateOf<G> | null;
      this.dealNonces = saved.nonces ?? null;
      this.games.restore(saved);
      // The lobby lists the deal's shares by hash again after a reload.
      if (this.dealNonces) void Promise.all(this.dealNonces.map((n) => this.shareHashes.hash(n))).then(() => this.changed(false));
    }
    void sha256Hex(this.hostSeed).then((c) => {
      this.commit = c;
      this.changed();
    });
    void hostIdentity().then((id) => {
      this.identity = id;
      this.changed(false);
    });
    this.peer.open();
    this.heartbeat = setInterval(() => {
      this.peer.sweep();
      this.guests.heartbeat();
    }, HEARTBEAT.interval);
    // Saves are gathered for a moment after a change; leaving or hiding the page saves at once.
    globalThis.addEventListener?.("pagehide", this.flush);
    globalThis.document?.addEventListener("visibilitychange", this.flush);
    this.bots.schedule();
  }

  /** The guests' connections. */
  private get clients(): Set<Client> {
    return this.guests.clients;
  }

  /** Each guest seat's link: connected, reconnecting (quiet, or dropped and waited for), or gone (`HEARTBEAT.gone`). */
  links(): Map<Seat, SeatLink> {
    return this.guests.links();
  }

  get viewer(): ViewerOf<SeatOf<G>> {
    return this.hostSeat as ViewerOf<SeatOf<G>>;
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
    return this.state ? this.game.viewFor(this.state, this.hostSeat) : null;
  }

  lobby(): Lobby {
    const connected = (seat: string) => [...this.clients].some((c) => c.seat === seat);
    return {
      tableId: this.o.tableId,
      players: this.seating.count,
      started: this.started,
      commit: this.commit,
      shares: this.shareHashes.listed(this.dealNonces ?? this.guests.nonces()),
      spectators: [...this.clients].filter((c) => c.seat === "spectator").length,
      seats: this.seating.lobbySeats(connected),
      assistant: this.assistantOn,
      game: this.games.number,
      ...(this.games.score ? { match: this.games.score } : {}),
    };
  }

  /** The game's number at this table: 1, then one more for each `nextGame`. */
  get gameNumber(): number {
    return this.games.number;
  }

  /** Whether the table has dealt the last game it may (`nextGame` is refused then). */
  get lastGameDealt(): boolean {
    return this.games.full;
  }

  /** The match's score the lobby carries to every guest (null: none); what the host's game keeps. */
  get match(): MatchScoreWire | null {
    return this.games.score;
  }

  /** Sets the match's score the lobby carries: refused (`false`) when it is not one (./host-games.ts). */
  setMatch(score: MatchScoreWire | null): boolean {
    const r = this.games.set(score);
    if (r === "changed") this.changed();
    return r !== "refused";
  }

  /**
   * After a game has ended, deals the next one at the same table: everyone keeps their seat, or
   * moves as `reseat` says (a match's re-seating between games, the game's own rule given by the
   * UI: each seat's new seat, a permutation of the table's seats; the host's own seat moves too,
   * each guest is welcomed to its new seat with its token, and its views follow it). The
   * game number goes up by one, the host draws a new secret seed and publishes its commitment in
   * the lobby before the deal (each guest pins it for that game number), and the deal uses the
   * shares of everyone at the table then, as the first did. Refused while a game goes on.
   */
  async nextGame(reseat?: Readonly<Record<string, string>>): Promise<ActResult> {
    const s = this.state;
    if (!s || !this.game.outcome(s) || this.games.dealing) return { ok: false, error: { code: "WRONG_ACT", message: "The game is not over." } as never };
    if (reseat !== undefined && !isReseating(reseat, this.seating.seats)) return { ok: false, error: { code: "WRONG_ACT", message: "Not a re-seating of this table's seats." } as never };
    if (this.games.full) return { ok: false, error: { code: "GAME_OVER", message: "This table has played all its games." } as never };
    this.games.dealing = true;
    try {
      const seed = randomHex(32);
      const commit = await sha256Hex(seed);
      if (this.disposed || this.state !== s) return { ok: false, error: { code: "WRONG_ACT", message: "The table changed meanwhile." } as never };
      // The new commitment goes out (lobby, game number up) before anything of the deal.
      this.hostSeed = seed;
      this.commit = commit;
      this.games.number++;
      this.state = null;
      this.dealNonces = null;
      this.prepared.clear();
      // What the game's deduction and bots kept of the games before is no use to the next: gone, as when a table closes.
      this.game.forgetCaches?.();
      const moved = reseat ? this.guests.reseat(reseat) : null;
      if (reseat) this.games.reseat(reseat);
      if (moved && this.hostSeat !== "spectator") this.hostSeat = moved.get(this.hostSeat) ?? this.hostSeat;
      this.changed(!!moved?.size);
      return await this.start();
    } finally {
      this.games.dealing = false;
    }
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
    let nonces = this.guests.nonces();
    while (nonces.some((n) => !this.shareHashes.has(n))) {
      await Promise.all(nonces.map((n) => this.shareHashes.hash(n)));
      if (this.state || this.dealNonces) return { ok: false, error: { code: "GAME_OVER", message: "The game has already started." } };
      nonces = this.guests.nonces();
    }
    this.changed(false);
    this.seating.fillWithBots();
    this.dealNonces = nonces;
    const seed = await combinedSeed(this.hostSeed, nonces);
    const players = this.seating.count;
    // A second seed, never revealed, for what the rules hide even after the end (the card game's piles).
    this.state = this.game.createGame(this.game.setupFor(players, seed, randomHex(32)));
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
    const moved = this.seating.setCount(n, this.hostSeat, this.started);
    if (!moved) return false;
    if (!this.guests.moved(moved)) this.changed();
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
    if (!this.started && this.seating.rename(this.hostSeat, name)) this.changed();
  }

  /** Hands a seat (say, one long absent) to a bot, or back to people. */
  handToBot(seat: Seat): void {
    if (this.seating.handToBot(seat)) this.changed();
  }

  act(action: ActionOf<G>): ActResult {
    if (this.hostSeat === "spectator" || (action as { seat?: unknown })?.seat !== this.hostSeat) {
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
    this.bots.dispose();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.prepared.clear();
    for (const c of this.clients) c.conn.close();
    this.peer.destroy();
    this.listeners.clear();
    // The deduction's and the bots' caches (bounded, up to about a megabyte after many games) go with the table.
    this.game.forgetCaches?.();
  }

  // ── guest messages ─────────────────────────────────────────────────────

  /** What is done with a guest's message once it checked (./host-intents.ts). */
  private readonly handlers: GuestHandlers = {
    actionProblem: (action) => this.game.actionProblem(action as never),
    started: () => this.started,
    refuse: (c, error) => this.guests.refuse(c, error),
    checkFlood: (c) => this.guests.checkFlood(c),
    prove: (c, challenge) => void this.guests.prove(c, challenge),
    hello: (c, msg) => this.guests.hello(c, msg),
    sit: (c, msg) => this.guests.sit(c, msg),
    ready: (c, ready) => {
      if (!c.seat || !this.seating.setReady(c.seat, ready)) return false;
      this.changed();
      return true;
    },
    intent: (c, id, action) => {
      // An accepted intent is acknowledged inside the view update it causes (one message, not two).
      this.ack = { client: c, id };
      const result = this.apply(action as ActionOf<G>, c.seat as Seat);
      const unacknowledged = this.ack !== null;
      this.ack = null;
      if (!result.ok || unacknowledged) {
        sendTo(c, { v: PROTOCOL_VERSION, t: "result", id, ok: result.ok, ...(result.ok ? {} : { error: result.error }) });
      }
    },
  };

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
    if (first.length && this.later.defer(save)) return;
    this.tellEveryone(save, first);
  }

  /** Every peer's lobby and view as far as they changed (but those `told` already), the save, this page's element and the bots. */
  private tellEveryone(save: boolean, told: readonly Client[] = []) {
    if (this.later.take()) save = true;
    const lobby = this.lobby();
    const lobbyText = JSON.stringify(lobby);
    // The lobby goes out only when it changed.
    for (const c of this.clients) {
      if (!c.seat) continue;
      if (c.lobbySent !== lobbyText) {
        sendTo(c, { v: PROTOCOL_VERSION, t: "lobby", lobby });
        c.lobbySent = lobbyText;
      }
      if (this.state && !told.includes(c)) this.sendView(c);
    }
    // Saved after the views are on their way, gathered over a moment (and at once when the page goes).
    if (save) this.saving.due();
    this.notice.schedule();
    this.bots.schedule();
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

  /** Sends a peer its seat's view: only the parts that changed since the last one (nothing if none did). */
  private sendView(c: Client) {
    const mine = this.ack?.client === c ? this.ack : null;
    const update = mine?.update ?? workOutUpdate(c.sent, this.game.viewFor(this.state!, c.seat === null ? "spectator" : c.seat));
    const ack = mine?.id;
    const text = writeUpdate(update, ack);
    if (text) sendTo(c, text);
    if (text && ack !== undefined) this.ack = null;
    if (update.sent.over && !c.sent?.over) {
      // The seed's parts, for the guests' fair-play check, where the rules show the random source at the end (Game.seedShownAtEnd).
      if (this.game.seedShownAtEnd) sendTo(c, { v: PROTOCOL_VERSION, t: "reveal", hostSeed: this.hostSeed, nonces: [...(this.dealNonces ?? this.seating.nonces())] });
      void this.makeSignedRecord().then((signed) => signed && this.clients.has(c) && sendTo(c, { v: PROTOCOL_VERSION, t: "record", signed }));
    }
    // Nothing new: what the peer has stays the basis (answers prepared from it stay good).
    if (text || !c.sent) c.sent = update.sent;
  }

  /**
   * The finished game's record (the seats' names as the lobby shows them), signed with the host's
   * key: what every guest and watcher keeps. Null when the state kept no history. Never rejects.
   */
  makeSignedRecord(): Promise<SignedRecord | null> {
    if (!this.state) return Promise.resolve(null);
    return this.records.of(this.state, seatNames(this.lobby().seats));
  }
}

export { PROTOCOL_VERSION };
