/**
 * The seats of a network table: who sits where (the host, guests known by their secret tokens,
 * bots, open seats), how many play, and the seats as everyone may see them in the lobby. Pure
 * bookkeeping with no network: the host's table asks it where a connection belongs, then tells the
 * connections.
 */
import { randomToken } from "./peer-options.js";
import { cleanName, type LobbySeat, type ProtocolErrorCode } from "./protocol.js";

/** A seat at a network table (the names the protocol carries). */
type Seat = LobbySeat["seat"];

/** How many play at a network table: one of its game's `playerCounts` (the board game 3–5, the card game 2–5). */
export type Count = 2 | 3 | 4 | 5;
/** Where a connection is: a seat, or watching. */
export type Place = Seat | "spectator";

/** What seating needs of a game (the kernel's `Game`): its counts, and the seats people take at each. */
export interface SeatsOf {
  readonly playerCounts: readonly number[];
  seatsFor(players: number): readonly string[];
}

/** Whether `n` is a player count of `game` (any count 2–5 without one). */
export function isCount(n: unknown, game?: SeatsOf): n is Count {
  return (n === 2 || n === 3 || n === 4 || n === 5) && (!game || game.playerCounts.includes(n));
}

export interface SeatRecord {
  name: string;
  kind: LobbySeat["kind"];
  /** The secret a guest's browser keeps to take this seat back ("" for none). */
  token: string;
  ready: boolean;
  /** The seated guest's share of the deal's randomness. */
  nonce?: string;
  /** The token given before the last welcome (still good once, should that welcome have been lost). */
  prev?: string;
}

const open = (): SeatRecord => ({ name: "", kind: "open", token: "", ready: false });

export class Seating {
  private n: Count;
  private readonly records: Record<string, SeatRecord>;

  /** A new table's seats (the host's own taken), or saved ones; the seats of each count are the game's (`seatsFor`). */
  constructor(count: Count, host: { seat: Place; name: string }, saved: Readonly<Record<string, SeatRecord>> | undefined, private readonly game: SeatsOf) {
    this.n = count;
    if (saved) this.records = JSON.parse(JSON.stringify(saved)) as Record<string, SeatRecord>;
    else {
      this.records = {};
      for (const s of this.seatsOf(count)) this.records[s] = open();
      if (host.seat !== "spectator") this.records[host.seat] = { name: host.name, kind: "host", token: randomToken(), ready: true };
    }
  }

  get count(): Count {
    return this.n;
  }

  /** The seats in play, in order. */
  get seats(): readonly Seat[] {
    return this.seatsOf(this.n);
  }

  /** The game's seats at a table of `n` (a saved table's records hold exactly these). */
  private seatsOf(n: number): readonly Seat[] {
    return this.game.seatsFor(n) as readonly Seat[];
  }

  record(seat: Place | null): SeatRecord | undefined {
    return seat && seat !== "spectator" && this.seats.includes(seat) ? this.records[seat] : undefined;
  }

  /** The seats as everyone may see them (no tokens, no nonces). */
  lobbySeats(connected: (seat: Seat) => boolean): LobbySeat[] {
    return this.seats.map((seat) => {
      const r = this.records[seat]!;
      return { seat, name: r.name, kind: r.kind, ready: r.ready, connected: r.kind === "host" || r.kind === "bot" || connected(seat) };
    });
  }

  /**
   * Where a connection that says hello belongs. A known token takes its seat back (a reload, a
   * dropped connection), whatever it asks for; a newcomer gets the seat it asks for if open, else
   * the first open one, or watches (after the start, or when it asks to). Taking a seat gives it a
   * new token. A refused wish watches, with the reason.
   */
  welcome(msg: { token?: string; name: string; seat?: Place; nonce?: string }, started: boolean): { place: Place; error?: ProtocolErrorCode } {
    const known = msg.token ? this.seats.find((s) => this.holds(s, msg.token) && this.records[s]!.kind !== "host") : undefined;
    if (known) {
      const r = this.records[known]!;
      r.name = msg.name || r.name;
      if (r.kind === "bot") r.kind = "human"; // back from a bot's hands
      return { place: known };
    }
    if (msg.token && started) return { place: "spectator", error: "BAD_TOKEN" };
    if (started || msg.seat === "spectator") return { place: "spectator" };
    if (msg.seat && this.record(msg.seat)?.kind !== "open") return { place: "spectator", error: "SEAT_TAKEN" };
    const seat = msg.seat ?? this.seats.find((s) => this.records[s]!.kind === "open");
    if (!seat) return { place: "spectator" };
    Object.assign(this.records[seat]!, { kind: "human", name: msg.name, token: randomToken(), ready: false }, msg.nonce ? { nonce: msg.nonce } : {});
    return { place: seat };
  }

  /**
   * Before the start, a guest at `from` moves to an open seat (its token and nonce go with it, so a
   * reload finds it there), renames itself on its own seat, or gives its seat up to watch. Null
   * when done, else why not (nothing changed).
   */
  sit(from: Place, to: Place, name: string, started: boolean, nonce?: string): ProtocolErrorCode | null {
    if (started) return "STARTED";
    const was = this.record(from);
    if (to === from) {
      if (was) was.name = name || was.name; // a rename
      return null;
    }
    if (to !== "spectator") {
      const target = this.record(to);
      if (target?.kind !== "open") return "SEAT_TAKEN";
      const n = was?.nonce ?? nonce;
      Object.assign(target, { kind: "human", name: name || was?.name || "", token: was?.token || randomToken(), ready: false }, n ? { nonce: n } : {});
    }
    if (was) {
      Object.assign(was, open());
      delete was.nonce;
      delete was.prev;
    }
    return null;
  }

  /**
   * Before the start, the host chooses how many play. New seats open; a guest on a seat that goes
   * moves to the first open seat left, or watches when none is. The host's own seat never goes.
   * Returns where the moved seats' guests now are, or null when refused (nothing changed).
   */
  setCount(n: Count, hostSeat: Place, started: boolean): Map<Seat, Place> | null {
    if (started || !isCount(n, this.game)) return null;
    const seats = this.seatsOf(n);
    if (hostSeat !== "spectator" && !seats.includes(hostSeat)) return null;
    const moved = new Map<Seat, Place>();
    if (n === this.n) return moved;
    for (const s of seats) this.records[s] ??= open();
    for (const s of this.seatsOf(this.n).filter((x) => !seats.includes(x))) {
      const r = this.records[s]!;
      delete this.records[s];
      if (r.kind !== "human") continue; // an open seat or a bot just goes
      const to = seats.find((x) => this.records[x]!.kind === "open");
      if (to) this.records[to] = r;
      moved.set(s, to ?? "spectator");
    }
    this.n = n;
    return moved;
  }

  /** Whether `token` is this guest seat's token (its current one, or the one before the last welcome). */
  holds(seat: Seat, token: string | undefined): boolean {
    const r = this.record(seat);
    return !!token && !!r && r.kind !== "host" && (r.token === token || r.prev === token);
  }

  /**
   * A new token for a guest's seat, given with each welcome (the last one stays good once more, in
   * case that welcome is lost); "" for watching or the host's seat.
   */
  renewToken(seat: Place): string {
    const r = this.record(seat);
    if (!r || r.kind === "host" || r.kind === "open") return "";
    if (r.token) r.prev = r.token;
    r.token = randomToken();
    return r.token;
  }

  /** Renames a seat (the host's own, before the start); false if there is no such name or seat. */
  rename(seat: Place, name: string): boolean {
    const r = this.record(seat);
    const n = cleanName(name);
    if (!r || !n) return false;
    r.name = n;
    return true;
  }

  /** Hands a seat (say, one long absent) to a bot; never the host's. */
  handToBot(seat: Seat): boolean {
    const r = this.record(seat);
    if (!r || r.kind === "host") return false;
    r.kind = "bot";
    return true;
  }

  setReady(seat: Place, ready: boolean): boolean {
    const r = this.record(seat);
    if (!r) return false;
    r.ready = ready;
    return true;
  }

  /** At the start: seats nobody took are played by bots. */
  fillWithBots(): void {
    for (const s of this.seats) {
      const r = this.records[s]!;
      if (r.kind === "open") Object.assign(r, { kind: "bot", name: "", ready: true });
    }
  }

  /**
   * Between games (a match's re-seating): everyone at the table moves, `to` naming each seat's new
   * seat (a permutation of the table's seats); records move whole, tokens, shares and names with
   * them. Returns the seats that moved (old to new), or null when `to` is not such a permutation
   * (nothing changed).
   */
  permute(to: Readonly<Record<string, unknown>>): Map<Seat, Seat> | null {
    const seats = this.seats;
    if (!isReseating(to, seats)) return null;
    const before = { ...this.records };
    const moved = new Map<Seat, Seat>();
    for (const s of seats) {
      const t = to[s] as Seat;
      this.records[t] = before[s]!;
      if (t !== s) moved.set(s, t);
    }
    return moved;
  }

  /** The host's own seat, as the records hold it ("spectator": none). */
  get hostSeat(): Place {
    return this.seats.find((s) => this.records[s]!.kind === "host") ?? "spectator";
  }

  /** The seated guests' shares of randomness. */
  nonces(): string[] {
    return this.seats.map((s) => this.records[s]!.nonce).filter((x): x is string => !!x);
  }

  /** The records to save (tokens and nonces included: the saved table stays in the host's browser). */
  toJSON(): Record<string, SeatRecord> {
    return this.records;
  }
}

/** Whether `to` names a new seat for each of `seats` (and nothing else), each seat once: a re-seating. */
export function isReseating(to: unknown, seats: readonly string[]): to is Readonly<Record<string, string>> {
  if (!to || typeof to !== "object" || Array.isArray(to) || Object.keys(to).length !== seats.length) return false;
  const targets = seats.map((x) => (Object.hasOwn(to, x) ? (to as Record<string, unknown>)[x] : undefined));
  return new Set(targets).size === seats.length && targets.every((t) => seats.includes(t as string));
}
