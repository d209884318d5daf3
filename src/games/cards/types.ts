/**
 * The card game's vocabulary (docs/cards.md; the rules contract is CARD-GAME.md, cited C1–C15):
 * seats, characters, cards, tiles, the referee's state, actions, events and results. Everything
 * here is plain JSON so it can cross the network and be stored.
 */
import type { RngState } from "../kernel/rng.js";
import type { History } from "../kernel/record.js";

export type { RngState } from "../kernel/rng.js";

/** The four agent seats, one per colour (C1.8), in seat order: red → blue → green → yellow. */
export type AgentSeat = "red" | "blue" | "green" | "yellow";
/** The fifth seat of the 5-player game: the Ambassador player (C1.9). */
export type AmbassadorSeat = "ambassador";
export type Seat = AgentSeat | AmbassadorSeat;
/** Who looks at the game: a seat, or a spectator who sees only what is public (C13.3). */
export type Viewer = Seat | "spectator";
/** What a seat is (C1.8): played by a player, a blind seat played by no one, or the Ambassador player. */
export type Role = "agent" | "blind" | "ambassador";

/** Lord Fiddlebottom, Colonel Bubble, Madame Zsa Zsa, Agent X (C1.1). Teams: F+B against Z+X. */
export type Identity = "F" | "B" | "Z" | "X";
/** A code (C1.4): one of the edition's four values (`state.codes`; 13, 24, 36, 47 by default). */
export type Code = number;
/**
 * A coloured card of a seat's own colour (C1.3, C1.4): an identity card is its letter, a code card
 * its number. Its colour is the holder's, so a card names only its face.
 */
export type Card = Identity | Code;
/** Which of a seat's two black cards (C2.3): its identity or its code. */
export type CardKind = "identity" | "code";

/** The five locations (C1.5). Names are edition data; the ids are fixed. */
export type Location = "rialto" | "san-marco" | "arsenale" | "accademia" | "santa-lucia";
/** Who plays tiles: each agent seat (agent players and blind seats) and the Ambassador. */
export type TileHolder = AgentSeat | "ambassador";

/** An agent seat's two black cards (C1.6): its true identity and true code. */
export interface Secret {
  readonly identity: Identity;
  readonly code: Code;
}

/** A set (C6.2): two different coloured cards of the giver's colour, one true, one false. */
export type CardSet = readonly [Card, Card];

/** The kinds of meeting (C5.2–C5.5). */
export type MeetingKind = "exchange" | "blind" | "ambassador" | "ambassadorTwo";

/** A meeting of this round (C5): public once all tiles are revealed. */
export interface Meeting {
  readonly location: Location;
  readonly kind: MeetingKind;
  /** The agent seats there, in this round's placing order (agent players first; a blind seat last). */
  readonly agents: readonly AgentSeat[];
  /** Whether the Ambassador (pile or player) is there. */
  readonly ambassador: boolean;
  /** The seats that choose at this meeting (C7, C9.1), in placing order (5p: the Ambassador player first). */
  readonly actors: readonly Seat[];
}

/** Who is who, as a declarer may add it (C10.1): shown to everyone, never judged. */
export type Claims = Readonly<Partial<Record<AgentSeat, { readonly identity?: Identity; readonly code?: Code }>>>;

/** A sealed choice at a meeting (C9.1), as the referee keeps it until all have chosen. */
export type Choice =
  | { readonly type: "give"; readonly cards: CardSet }
  | { readonly type: "ask"; readonly target: AgentSeat; readonly card?: CardKind }
  | { readonly type: "look"; readonly card: CardKind }
  | { readonly type: "pass" }
  | { readonly type: "declare"; readonly partner?: AgentSeat; readonly combination: readonly Code[]; readonly claims?: Claims };

/** Where the game stands (C3). */
export type Phase =
  /** 5 players: the Ambassador player seals his tile (C4.1, C9.4). */
  | "ambassadorTile"
  /** The agent players place in turn (C4.2). */
  | "placing"
  /** The current meeting's actors choose, sealed (C9). */
  | "meeting"
  /** An agent player named in a question chooses which black card to show (C6.5, C9.3). */
  | "answer"
  | "over";

/** The round in play. */
export interface RoundState {
  readonly number: number;
  readonly first: AgentSeat;
  /** The agent players in placing order, starting with the first player (C4.2). */
  readonly order: readonly AgentSeat[];
  readonly phase: Phase;
  /** Face-up tiles of this round, by holder (agent players as they place; the rest at C4.3). */
  readonly placed: Readonly<Partial<Record<TileHolder, Location>>>;
  /** 5 players: the Ambassador player's face-down tile until it is turned (C4.1, C4.3). */
  readonly sealedTile: Location | null;
  /** This round's meetings in the order they are resolved (C5.8); empty until revealed. */
  readonly meetings: readonly Meeting[];
  /** The index of the meeting being resolved. */
  readonly current: number;
  /** The sealed choices made so far at the current meeting (C9.2). */
  readonly choices: Readonly<Partial<Record<Seat, Choice>>>;
  /** A question to an agent player waiting for his answer (phase "answer"). */
  readonly question: { readonly asker: AgentSeat; readonly target: AgentSeat } | null;
}

/** A holder's tiles (C4.4): those played since the last reshuffle, and its face-down pile (blind seats, the 2–4p Ambassador). */
export interface Tiles {
  /** Face up in front of the holder since the last reshuffle, in the order played. */
  readonly played: readonly Location[];
  /** The face-down pile, top first (empty for agent players and the 5p Ambassador player). Secret order. */
  readonly pile: readonly Location[];
}

/** A set shown by a giver to a receiver, as the no-repeat record keeps it (C6.3, C6.4). */
export interface SetRecord {
  /** The sets shown since the record last started over, oldest first (each sorted). */
  readonly sets: readonly CardSet[];
}

/** How a game ended. */
export type EndReason =
  /** A right agent declaration (C10.5): the declarer's team wins. */
  | "right-declaration"
  /** A wrong agent declaration (C10.5): the other team wins. */
  | "wrong-declaration"
  /** The Ambassador player's right declaration (C10.6): he wins alone. */
  | "ambassador-right"
  /** The Ambassador player's wrong declaration (C10.6): all four agents win. */
  | "ambassador-wrong"
  /** The round limit (C8.4): no winner. */
  | "round-limit";

/** A declaration as made and judged (C10). */
export interface Declaration {
  readonly declarer: Seat;
  readonly partner: AgentSeat | null;
  readonly combination: readonly Code[];
  readonly claims: Claims | null;
  readonly right: boolean;
}

export interface Result {
  /** Winning seats (blind seats included when their team wins; C10.5). */
  readonly winners: readonly Seat[];
  readonly reason: EndReason;
  readonly declaration: Declaration | null;
  readonly round: number;
}

/** A public log event, with private parts addressed to the seats entitled to them (C13). */
export interface GameEvent {
  readonly seq: number;
  readonly round: number;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
  /** Private additions, per seat that may see them (all shown at the end, C13.4). */
  readonly private?: Readonly<Partial<Record<Seat, Readonly<Record<string, unknown>>>>>;
}

/** Fixed draws for scenarios and rule demos, used before the RNG. */
export interface Fixed {
  /** The deal of black cards (C2.4). */
  readonly deal?: Readonly<Record<AgentSeat, Secret>>;
  /** The first player (C2.7). */
  readonly first?: AgentSeat;
  /** Pile orders, top first, one per shuffle in turn (the setup's, then each reshuffle's), by holder. */
  readonly piles?: Readonly<Partial<Record<TileHolder, readonly (readonly Location[])[]>>>;
}

export interface CardsState {
  readonly version: 1;
  readonly game: "cards";
  readonly players: 2 | 3 | 4 | 5;
  /** Every seat in seat order: the four agent seats, then the Ambassador player (5p). */
  readonly seats: readonly Seat[];
  readonly roles: Readonly<Record<Seat, Role>>;
  /** The edition's four codes (C1.4). */
  readonly codes: readonly Code[];
  readonly secrets: Readonly<Record<AgentSeat, Secret>>;
  readonly tiles: Readonly<Record<TileHolder, Tiles>>;
  readonly round: RoundState;
  /** Per giver, per receiver: the no-repeat record (C6.3, C6.4). */
  readonly records: Readonly<Partial<Record<AgentSeat, Readonly<Partial<Record<Seat, SetRecord>>>>>>;
  /** The round limit (C8.4), or null. */
  readonly maxRounds: number | null;
  readonly log: readonly GameEvent[];
  readonly seed: string;
  readonly rng: RngState;
  /**
   * The piles' own seed, when the game was given one (`CardsOptions.pileSeed`): each shuffle's
   * order then comes from it alone, not from `seed`'s stream. Absent: the piles follow the deal on `rng`.
   */
  readonly pileSeed?: string;
  /** What scenarios fix in advance (piles not yet used). */
  readonly fixed: Fixed;
  /** How many shuffles of each pile have been made (to take the next fixed order). */
  readonly shuffles: number;
  readonly result: Result | null;
  /**
   * What a record of this game needs (docs/cards.md, "Records"): the options it was created with
   * and every action applied, compact. Absent in states from before records.
   */
  readonly history?: History;
}

/** Everything a seat can ask the referee to do. Plain JSON. */
export type CardsAction =
  /** C4.1, C4.2: place a tile (5p: the Ambassador player's is sealed). */
  | { type: "place"; seat: Seat; location: Location }
  /** C6.1, C6.9: give a set (exchange) or show one to the Ambassador player. */
  | { type: "give"; seat: Seat; cards: [Card, Card] }
  /** C6.5, C6.6: ask an agent seat for a black card; `card` names which, for a blind seat only. */
  | { type: "ask"; seat: Seat; target: AgentSeat; card?: CardKind }
  /** C6.7: look at one of the blind seat's black cards. */
  | { type: "look"; seat: Seat; card: CardKind }
  /** C7: pass (an optional act not taken). */
  | { type: "pass"; seat: Seat }
  /** C6.5: the named agent player shows one of his black cards. */
  | { type: "answer"; seat: Seat; card: CardKind }
  /** C10: declare; an agent names his partner, the Ambassador player none. */
  | { type: "declare"; seat: Seat; partner?: AgentSeat; combination: Code[]; claims?: Claims };

export type CardsActionType = CardsAction["type"];

export const AGENT_SEATS: readonly AgentSeat[] = ["red", "blue", "green", "yellow"];
/** Everyone who holds location tiles (C1.5): the agent seats, then the Ambassador. */
export const TILE_HOLDERS: readonly TileHolder[] = [...AGENT_SEATS, "ambassador"];
export const IDENTITIES: readonly Identity[] = ["F", "B", "Z", "X"];
export const DEFAULT_CODES: readonly Code[] = [13, 24, 36, 47];
export const LOCATIONS: readonly Location[] = ["rialto", "san-marco", "arsenale", "accademia", "santa-lucia"];
export const CARD_KINDS: readonly CardKind[] = ["identity", "code"];
export const PARTNER: Readonly<Record<Identity, Identity>> = { F: "B", B: "F", Z: "X", X: "Z" };
export const CHARACTER_NAMES: Readonly<Record<Identity, string>> = {
  F: "Lord Fiddlebottom",
  B: "Colonel Bubble",
  Z: "Madame Zsa Zsa",
  X: "Agent X",
};
export const LOCATION_NAMES: Readonly<Record<Location, string>> = {
  rialto: "Rialto",
  "san-marco": "San Marco",
  arsenale: "Arsenale",
  accademia: "Accademia",
  "santa-lucia": "Santa Lucia",
};
/** Points to win a match (C12.4). */
export const MATCH_TARGET = 3;
/** Rounds between reshuffles (C8.2). */
export const ROUNDS_PER_CYCLE = 5;

export function isAgentSeat(s: unknown): s is AgentSeat {
  return s === "red" || s === "blue" || s === "green" || s === "yellow";
}
export function isIdentity(c: unknown): c is Identity {
  return c === "F" || c === "B" || c === "Z" || c === "X";
}
export function isLocation(l: unknown): l is Location {
  return typeof l === "string" && (LOCATIONS as readonly string[]).includes(l);
}
export function cardKind(c: Card): CardKind {
  return typeof c === "number" ? "code" : "identity";
}
/** Whether a coloured card is true for a holder with this secret (C1.6). */
export function isTrueCard(c: Card, secret: Secret): boolean {
  return typeof c === "number" ? c === secret.code : c === secret.identity;
}

// ---- What a seat sees (view.ts builds it; C13) ----

/** An event as a viewer sees it: public data, plus the private part addressed to that viewer. */
export interface ViewEvent {
  readonly seq: number;
  readonly round: number;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
  /** The private part addressed to this viewer. */
  readonly mine?: Readonly<Record<string, unknown>>;
  /** After the game (C13.4): every private part. */
  readonly private?: GameEvent["private"];
}

/**
 * A line of a seat's clue sheet (C1.10, C8.1), filled in from what it saw and showed: a set
 * given or received, or a black card shown, seen or looked at.
 */
export interface ClueEntry {
  readonly seq: number;
  readonly round: number;
  readonly location: Location;
  /** "exchange": a set in an exchange (C6.1); "ambassador": a set shown to the Ambassador player (C6.9);
   * "question": a black card shown in answer (C6.5, C6.8); "look": a blind seat's black card looked at (C6.7). */
  readonly via: "exchange" | "ambassador" | "question" | "look";
  /** Whose cards: the giver, the seat named in a question, the blind seat looked at. */
  readonly from: AgentSeat;
  /** Who saw them: the receiver, the asker, the looker. */
  readonly to: Seat;
  /** Two cards of `from`'s colour for a set; one black card of `from` otherwise. */
  readonly cards: readonly Card[];
}

/** A holder's tiles as everyone sees them (C4.4): played face up, and which are left (never a pile's order). */
export interface TilesView {
  readonly played: readonly Location[];
  /** The tiles not yet played since the last reshuffle, in LOCATIONS order. */
  readonly left: readonly Location[];
}

/** The round as a viewer sees it. */
export interface RoundView {
  readonly number: number;
  readonly first: AgentSeat;
  readonly order: readonly AgentSeat[];
  readonly phase: Phase;
  /** Face-up tiles of this round. */
  readonly placed: Readonly<Partial<Record<TileHolder, Location>>>;
  /** 5 players: whether the Ambassador player has sealed his tile (only that, C9.4). */
  readonly ambassadorPlaced: boolean;
  /** The meetings, once all tiles are revealed (C13.2); empty before. */
  readonly meetings: readonly Meeting[];
  /** The index of the meeting being resolved. */
  readonly current: number;
  /** The actors of the current meeting who have chosen (only that, C9.2). */
  readonly committed: readonly Seat[];
  /** A question waiting for its answer (public: who asked whom). */
  readonly question: { readonly asker: AgentSeat; readonly target: AgentSeat } | null;
}

/** The viewer's own part (a seated player). */
export interface YouView {
  readonly seat: Seat;
  readonly role: Role;
  /** An agent player's black cards (C2.4); null for the Ambassador player. */
  readonly secret: Secret | null;
  /** An agent player's 8 coloured cards (C2.2); empty for the Ambassador player. */
  readonly hand: readonly Card[];
  /** His own sealed choice at the current meeting, if made (C13.2). */
  readonly choice: Choice | null;
  /** 5 players, the Ambassador player: his face-down tile until it is turned (C9.4). */
  readonly sealedTile: Location | null;
}

/** The no-repeat records the viewer is party to (C6.3, C13.2), sets oldest first since the last start-over. */
export interface RecordsView {
  /** Sets this viewer showed, per receiver. */
  readonly given: Readonly<Partial<Record<Seat, readonly CardSet[]>>>;
  /** Sets shown to this viewer, per giver. */
  readonly received: Readonly<Partial<Record<AgentSeat, readonly CardSet[]>>>;
}

export interface CardsView {
  readonly viewer: Viewer;
  readonly game: "cards";
  readonly players: 2 | 3 | 4 | 5;
  readonly seats: readonly Seat[];
  readonly roles: Readonly<Record<Seat, Role>>;
  readonly codes: readonly Code[];
  readonly maxRounds: number | null;
  readonly round: RoundView;
  /** Every seat the game waits for now (C9: several during a sealed choice). */
  readonly waitingOn: readonly Seat[];
  readonly tiles: Readonly<Record<TileHolder, TilesView>>;
  readonly you: YouView | null;
  readonly records: RecordsView | null;
  /** The viewer's clue sheet (C1.10): what it saw and showed; empty for a spectator. */
  readonly sheet: readonly ClueEntry[];
  readonly log: readonly ViewEvent[];
  readonly result: Result | null;
  /** At the end (C13.4): every black card, blind seats' included. */
  readonly reveal: { readonly secrets: Readonly<Record<AgentSeat, Secret>> } | null;
  /** What this viewer may do now. */
  readonly legal: readonly CardsAction[];
}

/** What `createGame` takes. */
export interface CardsOptions {
  readonly players: 2 | 3 | 4 | 5;
  /** The seed of the deal, the first player and (without a `pileSeed`) the piles (default: "inkognito-cards"). */
  readonly seed?: string;
  /**
   * A second seed for the piles alone (each shuffle of each pile drawn from it): a network table's
   * host keeps it secret for good (C13.2), while it reveals `seed` at the end so every guest can
   * check the deal. Absent: the piles follow the deal on `seed`'s stream, as before.
   */
  readonly pileSeed?: string;
  /** The round limit (C8.4): a positive whole number, or null/absent for none. */
  readonly maxRounds?: number | null;
  /** The edition's four different codes (C1.4; default 13, 24, 36, 47). */
  readonly codes?: readonly Code[];
  /** 2 and 3 players: which agent seats are blind (default: the last ones in seat order). */
  readonly blind?: readonly AgentSeat[];
  /** Scenarios: draws fixed in advance. */
  readonly fixed?: Fixed;
}
