/**
 * The `Game` contract: what a game gives the table. A game is an object of pure functions over
 * plain-JSON states and actions — one reducer (`applyAction`), secrets filtered in one place
 * (`viewFor`) — so a table (local, host referee, guest) can run any game without knowing its
 * rules. The board game (`src/games/board/`) and the card game (`src/games/cards/`) each export
 * one.
 */
import type { Rng } from "./rng.js";
import type { ApplyResult, RuleError } from "./refusal.js";
import type { Recording } from "./record.js";

/** Who looks at a game: one of its seats, or a spectator who sees only what is public. */
export type ViewerOf<Seat extends string> = Seat | "spectator";

/** The end of a game as a table needs it: who won (seats), and why, in the game's own words. */
export interface GameOutcome<Seat extends string = string> {
  readonly winners: readonly Seat[];
  /** The game's own code for how it ended (a declaration, a round limit, …). */
  readonly reason: string;
}

/** A bot: decides from a seat's view alone (never the referee's state) with a seeded Rng. */
export type BotPolicyOf<View, Action> = (view: View, rng: Rng) => Action | null;

/**
 * What every game's referee state has, so a table can seed its bots and tell positions apart
 * without knowing the game: the seed it was dealt from and its public log (which only grows).
 */
export interface GameStateBase {
  readonly seed: string;
  readonly log: readonly unknown[];
}

/**
 * What every game's view has, so a table can send and patch it without knowing the game: whom it
 * is for, what that viewer may do, the public log (which only grows) and the end (null until then).
 */
export interface GameViewBase {
  readonly viewer: string;
  readonly legal: readonly unknown[];
  readonly log: readonly unknown[];
  readonly result: unknown;
}

export interface Game<
  State extends GameStateBase,
  Action extends { readonly type: string; readonly seat: string },
  View extends GameViewBase & { readonly legal: readonly Action[] },
  Options,
  Seat extends string = string,
  Code extends string = string,
> {
  /** The game's id on the wire and in saves ("board", "cards"). */
  readonly id: string;
  /** The version of its rules, states and views: a table refuses a peer of another. */
  readonly version: number;
  /**
   * The options of a fresh game at a network table of `players` seated people and bots, dealt from
   * `seed` (the host's and guests' combined randomness, revealed at the end so every guest can check
   * the deal): what the host passes to `createGame`. `secret`, when given, is a seed the host never
   * reveals, for what the rules keep hidden even at the end (the card game's piles, CARD-GAME.md
   * C13.2); a game whose rules hide nothing after the end ignores it.
   */
  setupFor(players: number, seed: string, secret?: string): Options;
  /** The player counts a network table of this game offers (the board game 3–5, the card game 2–5). */
  readonly playerCounts: readonly number[];
  /**
   * The seats people (or the bots of open seats) take at a table of `players`, in the lobby's order:
   * every seat a player sits at, never a seat the rules play alone (the card game's blind seats).
   * Empty for a count the game does not offer.
   */
  seatsFor(players: number): readonly Seat[];
  /**
   * Reads a save written before the save format (`{ v: 1, … }`, the board game's) of `kind`: its
   * body in today's shape, or null when it is not one. Optional: a game without saves of an older
   * format has none, and such a save is damaged.
   */
  legacySave?(kind: "local" | "host" | "guest", old: Record<string, unknown>): unknown;
  /**
   * Fair play, at the end: what differs between the ended game a seat saw (`view`, all revealed)
   * and a game dealt from `seed` — the deal, the first seat, every random draw the log shows — in
   * sentences for people; empty when all match. Throws on a view that is no game's (a host's lie).
   */
  dealProblems(view: View, seed: string): string[];
  /**
   * Whether the rules let the deal's random source be shown once the game has ended, so that a network
   * table's guests check the deal (`dealProblems`) against the seed the host revealed. The board game:
   * yes (RULES.md §6, after the end everything is open). The card game: no, the random source of the
   * deal and the piles is the referee's, never shown, not even at the end (CARD-GAME.md C13.2, C13.4):
   * its host never sends it, and its guests cannot check the deal.
   */
  readonly seedShownAtEnd: boolean;
  /** Sets up a game; throws a game `Refusal` (BAD_OPTIONS) for options it cannot play. */
  createGame(options: Options): State;
  /** The one reducer: the next state, or a typed refusal that leaves `state` untouched. */
  applyAction(state: State, action: Action | unknown): ApplyResult<State, Code>;
  /** What `viewer` may know, with its legal actions: the only place secrets are filtered. */
  viewFor(state: State, viewer: ViewerOf<Seat>): View;
  /** Every seat the game waits for now (several during a sealed simultaneous choice); empty once it is over. */
  waitingOn(state: State): readonly Seat[];
  /** Everything `seat` may do now. */
  legalActions(state: State, seat: ViewerOf<Seat>): Action[];
  /** The seats at this game's table, in turn order. */
  seats(state: State): readonly Seat[];
  /** How the game ended, or null while it goes on. */
  outcome(state: State): GameOutcome<Seat> | null;
  /** Checks an action's shape (it may come from the network): a refusal, or null. */
  actionProblem(action: unknown): RuleError<Code> | null;
  /**
   * Checks a seat's view's full shape — every field at every level, every event and legal action,
   * bounded, strict keys — as a guest checks every view its host sends (and every view an update
   * makes): why it is not one, or null. Never throws. Build it on `./shape.js`.
   */
  viewProblem(view: unknown): string | null;
  /**
   * Loads the code `viewProblem` runs, for a game that keeps it out of a table's first paint (only a
   * guest, a save being read and a host's reload check views). Optional: a game without it has its
   * check at once. Until it has resolved, such a game's `viewProblem` refuses every view (nothing
   * unchecked passes), so whoever checks a view or reads a save awaits it first — the network chunk
   * loads the card game's check with itself, a card table awaits it before it reads its save.
   * `./lazy-check.ts` makes such a check (both games' use it).
   */
  loadChecks?(): Promise<void>;
  /** True when the value is this game's referee state (not a view, not another game's). */
  isState(value: unknown): value is State;
  /**
   * For a game dealt from its seed alone (a network table's): why the state's secrets are not the
   * deal its seed makes (swapped or edited), or null. Optional: a save is checked with it where given.
   */
  seedProblem?(state: State): string | null;
  /**
   * Records (`./record.js`): the compact form of the game's actions, and the history its state
   * keeps (creation options and every action applied), so `makeRecord(game, state, names)` needs
   * nothing but the state a table holds.
   */
  readonly recording: Recording<State, Action>;
  /** The bots, by level. */
  readonly botLevels: readonly string[];
  botFor(level: string): BotPolicyOf<View, Action>;
  /**
   * Empties what the game's deduction and bots keep across calls only for speed (bounded caches:
   * results are the same without them). Optional. A table calls it when it closes, so a page that
   * plays game after game does not keep the last games' caches (docs/net.md, "Long sessions").
   */
  forgetCaches?(): void;
  /**
   * A match's re-seating between games, if the game has one (the card game's 5-player matches:
   * the Ambassador role passes to the left): the seat where the one at `seat` in game `game - 1`
   * sits in game `game`, at a table of `players`. Optional: without it everyone keeps his seat.
   */
  seatAfter?(players: number, seat: Seat, game: number): Seat;
}

/** Any game, for code (a table, a save) that handles games without knowing their types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any, string, string>;

/** A game's own types, for code generic over the game (a table: `Table<typeof boardGame>`); `any` for `AnyGame`. */
export type StateOf<G extends AnyGame> = ReturnType<G["createGame"]>;
export type ActionOf<G extends AnyGame> = ReturnType<G["legalActions"]>[number];
export type ViewOf<G extends AnyGame> = ReturnType<G["viewFor"]>;
export type OptionsOf<G extends AnyGame> = Parameters<G["createGame"]>[0];
export type SeatOf<G extends AnyGame> = ReturnType<G["seats"]>[number];
export type CodeOf<G extends AnyGame> = NonNullable<ReturnType<G["actionProblem"]>>["code"];
