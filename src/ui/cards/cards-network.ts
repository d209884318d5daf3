/**
 * The card game at a network table (`<inkognito-game game="cards" mode="host">` / `mode="join"`):
 * the same network chunk as the board game's (`../network.js`: the generic `HostTable` and
 * `GuestTable` given `cardsGame`, the lobby with its invite link — which names the card game — and
 * QR code, the key-pinned host, spectators, bots on open seats, rejoin and host resume, the status
 * line). Loaded only when a card table is hosted or joined. A network table plays a match (C12) as
 * solo does: the host keeps it (`NetMatch`), deals its next game at the same table (a new game number
 * and seed commitment: docs/net.md; at five the Ambassador role passes to the left, C12.5, everyone
 * moving with his points) and sends its score to every guest in the lobby.
 */
import type { LitElement } from "lit";
import { cardsGame, type CardsGame } from "../../games/cards/game.js";
import type { TableStore } from "../../net/local-table.js";
import type { NetworkAttributes, NetworkShell } from "../network-shell.js";
import type { TabSeat } from "../tab-seat.js";
import { invitedTable } from "../invite.js";
import type { Messages } from "../i18n/index.js";
import { createMatch, scoreBySeat, seatAfter, seatOfPlayer, withCurrent, type MatchState } from "../../games/cards/match.js";
import type { CardsState, Seat } from "../../games/cards/types.js";
import type { HostTable } from "../../net/host-table.js";
import type { GuestTable } from "../../net/guest-table.js";
import type { MatchScore } from "./end-screen.js";

/** What `<inkognito-game>` gives its card table for a network table. */
export interface CardsNetHost {
  /** The element's network attributes (`table`, `name`, `seat`, `peer-*`, `ice-*`, …). */
  readonly attributes: NetworkAttributes;
  /** The name the element's saves go by (`saveName`). */
  readonly gameId: string;
  /** The element's stores (they report a full store or a damaged save to the element). */
  readonly store: (key: string) => TableStore | undefined;
  /** The bots' worker file the site set, if any. */
  readonly botWorker?: string | null;
}

/** What a card table keeps of its network tables: one tab of this browser plays a table (tab-seat.ts). */
export interface CardsTabs {
  tabs: TabSeat | null;
  /** Closes the table here (another tab asked for it). */
  readonly close: () => void;
  /** Opens it here again (the player chose "play here instead"). */
  readonly reopen: () => void;
}

/**
 * Opens the host's or a guest's card table with its lobby and status line; a sentence when it
 * cannot; null when another tab of this browser plays that table (then `kept.tabs` says so and
 * offers to play it here, as at a board table).
 */
export async function openCardsNetwork(
  element: LitElement, net: CardsNetHost, mode: "host" | "join", messages: () => Messages, bots: string, botDelay: number, kept: CardsTabs,
): Promise<NetworkShell<CardsGame> | string | null> {
  const network = await import("../network.js");
  const bad = network.checkIceServers(messages(), net.attributes.iceServers);
  if (bad) return bad.message;
  // One seat, one tab: a card table's lock names the game (a board table of the same element is another).
  const a = net.attributes;
  const table = mode === "host" ? `host:cards:${a.tableId ?? net.gameId}` : `guest:${a.tableId ?? invitedTable()}`;
  kept.tabs ??= new network.TabSeat(element, kept.close, kept.reopen);
  if (!(await kept.tabs.claim(`inkognito:${table}`))) return null;
  return network.openNetworkShell<CardsGame>({
    element, attributes: net.attributes, game: cardsGame, mode, messages, botDelay,
    bots: bots as never, botWorker: net.botWorker ?? null, assistant: false, gameId: net.gameId, store: net.store,
  });
}

/**
 * A network table's match (C12), as the host keeps it: each game the table deals is scored when it
 * ends (C12.3, C12.4) and its score goes to every guest in the lobby (`HostTable.setMatch`); a
 * guest shows the score the host sends. At 2-4 players everyone keeps his seat from game to game; at
 * five the Ambassador role passes to the left after each game (C12.5, `seatAfter`): the host's
 * table re-seats everyone as it deals the next game (`HostTable.nextGame`'s re-seating; each guest
 * checks its move against the same rule), and each person's points follow him, not the seat: the
 * score the lobby carries is keyed by the seats of the current game.
 */
export class NetMatch {
  private match: MatchState | null = null;
  /** The game number the match's current game is at. */
  private game = 0;

  constructor(private readonly table: HostTable<CardsGame> | GuestTable<CardsGame>) {}

  /** Whether this page deals the next game (the host) or waits for it (a guest). */
  get hosting(): boolean {
    return "nextGame" in this.table;
  }

  /** The game number at the table (1, 2, …). */
  get number(): number {
    return this.table.lobby()?.game ?? 1;
  }

  /**
   * The host follows its table: a first game starts the match, a game that ends scores, a new game
   * number is the match's next game (or, after a won match, a new match's first). The score goes out.
   */
  sync(): void {
    if (!("nextGame" in this.table)) return;
    const table = this.table;
    const state: CardsState | null = table.current;
    if (!state) return;
    const n = table.gameNumber;
    if (!this.match || (n !== this.game && this.match.winners)) {
      // A new match: its first game is the table's (the scores a reload kept are taken up again).
      // Its players are the seats that play (not blind), numbered in seat order, each in its seat for good.
      const seating = {} as Record<Seat, number | null>;
      let p = 0;
      for (const s of state.seats) seating[s] = state.roles[s] === "blind" ? null : p++;
      const match = createMatch({ players: state.players, seed: `net-${table.tableId}`, firstAmbassador: 0 });
      this.match = { ...match, current: state, games: [{ seating, scorers: [] }] };
      if (!this.game) this.restore(table.match);
    } else if (n !== this.game) {
      // Everyone sits where C12.5 puts him for game n (at 2-4 players, where he sat).
      let seating = this.seating()!;
      for (let g = this.game + 1; g <= n && g - this.game <= 5; g++) seating = moved(seating, state.players, g);
      this.match = { ...this.match, current: state, games: [...this.match.games, { seating, scorers: [] }] };
    } else if (state !== this.match.current) {
      this.match = withCurrent(this.match, state);
    }
    this.game = n;
    table.setMatch(this.score());
  }

  /** After a host reload: the points its table kept, the current game's included once it ended (the match's current game is the table's). */
  private restore(kept: { scores: Partial<Record<Seat, number>>; winners: readonly Seat[] } | null) {
    const m = this.match;
    if (!m || !kept) return;
    const seating = this.seating()!;
    const seats = m.scores.map((_, p) => seatOfPlayer(seating, p));
    const scores = m.scores.map((v, p) => (seats[p] ? kept.scores[seats[p]] ?? v : v));
    const winners = seats.flatMap((seat, p) => (seat && kept.winners.includes(seat) ? [p] : []));
    this.match = { ...m, scores, winners: winners.length ? winners : null };
  }

  /** The match's score by seat: the host's own, or the one its lobby carried to this guest. */
  score(): MatchScore | null {
    if (!("nextGame" in this.table)) {
      const sent = this.table.lobby()?.match;
      return sent ? { scores: sent.scores, winners: sent.winners } : null;
    }
    const match = this.match;
    if (!match) return null;
    return scoreBySeat(match.scores, match.winners, this.seating()!);
  }

  /** Who sits where in the match's current game (persons by seat). */
  private seating(): Record<Seat, number | null> | null {
    return this.match?.games[this.match.games.length - 1]!.seating ?? null;
  }

  /**
   * The host deals the match's next game (or a new match's first, once the match is won); at five
   * everyone moves to his seat for it (C12.5: the same move the guests check).
   */
  next(): void {
    if (!("nextGame" in this.table)) return;
    const t = this.table;
    const players = t.current?.players ?? 0;
    const reseat = players === 5 ? Object.fromEntries(cardsGame.seatsFor(5).map((s) => [s, seatAfter(5, s, t.gameNumber + 1)])) : undefined;
    void t.nextGame(reseat);
  }
}

/** The persons by seat of game `game`, from those of the game before (C12.5). */
function moved(before: Record<Seat, number | null>, players: number, game: number): Record<Seat, number | null> {
  const after = {} as Record<Seat, number | null>;
  for (const s of Object.keys(before) as Seat[]) after[seatAfter(players, s, game) as Seat] = before[s]!;
  return after;
}
