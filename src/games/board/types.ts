/**
 * The game's vocabulary: seats, characters, cards, the Phantom, state, actions and events.
 * Everything here is plain JSON so it can cross the network and be stored.
 */
import type { AgentSeat, SpaceId } from "./board-types.js";

export type { AgentSeat, SpaceId } from "./board-types.js";

/** The fifth seat of the 5-player game, who plays the Ambassador. */
export type AmbassadorSeat = "ambassador";
export type Seat = AgentSeat | AmbassadorSeat;
/** Who looks at the game: a seat, or a spectator who may see public information only. */
export type Viewer = Seat | "spectator";

/** Lord Fiddlebottom, Colonel Bubble, Madame Zsa Zsa, Agent X. Teams: F+B against Z+X. */
export type Identity = "F" | "B" | "Z" | "X";
export type Build = "tall" | "short" | "fat" | "thin";
export type MissionLetter = "A" | "B" | "C" | "D";
export type QuestionKind = "identity" | "build";

/** A physical card in a seat's hand: its 8 coloured cards and its 3 grey secret cards. */
export type ColouredCard = Identity | Build;
export type GreyCard = "grey-identity" | "grey-build" | "grey-mission";
export type CardRef = ColouredCard | GreyCard;

/** A card as the one who sees it reads it (grey cards carry their face). */
export interface ShownCard {
  readonly card: CardRef;
  readonly face: Identity | Build | MissionLetter;
}

/** Ball colours of the Phantom of Prophecy. */
/** "lightBlue" is the light-blue ball (scenarios may still say "blue", its old name). */
export type Ball = "white" | "orange" | "lightBlue" | "black" | "purple";

/** A figure: `${seat}-${build}` for agents, or "ambassador". */
export type FigureId = `${AgentSeat}-${Build}` | "ambassador";

export interface Secret {
  readonly identity: Identity;
  readonly build: Build;
  readonly mission: MissionLetter;
}

/** A card set shown by one seat to one asker, remembered for the no-repeat rules. */
export interface ShownRecord {
  readonly cards: readonly CardRef[];
  readonly turn: number;
}

export type AnswerLevel = 3 | 2 | 1;

export interface Question {
  readonly asker: Seat;
  readonly answerer: AgentSeat;
  readonly kind: QuestionKind;
  /** "figure": a meeting with another seat's figure; "ambassador": through the Ambassador. */
  readonly via: "figure" | "ambassador";
  /** How many cards the answer must have (3, or the fallback ladder's 2 or 1). */
  readonly level: AnswerLevel;
  /** The figure that will be expelled after the answer. */
  readonly met: FigureId;
}

export interface Step {
  readonly ball: number;
  readonly figure: FigureId;
  readonly from: SpaceId;
  readonly to: SpaceId;
}

/** What the game waits for, besides the active seat's free choice. */
export type Pending =
  | { readonly kind: "answer"; readonly question: Question }
  | { readonly kind: "expel"; readonly figure: FigureId; readonly by: Seat }
  | { readonly kind: "ambassadorQuestion"; readonly met: FigureId }
  | { readonly kind: "handshake"; readonly declarer: AgentSeat; readonly partner: AgentSeat };

export type Stage = "roll" | "move" | "meet" | "ambassador" | "over";

export interface TurnState {
  readonly seat: Seat;
  readonly number: number;
  readonly stage: Stage;
  /** The three balls rolled this turn (agent turns). */
  readonly roll: readonly Ball[];
  /** Steps taken this turn with balls, in order (undo pops the last while stage is "move"). */
  readonly steps: readonly Step[];
  /** 5-player Ambassador seat: steps taken this turn (0–2). */
  readonly ambassadorSteps: number;
  readonly pending: Pending | null;
}

export type Mannerism = "twitch-right-eye" | "tug-left-earlobe" | "frown" | "turn-up-nose";

export interface Seal {
  readonly guesses: Readonly<Record<AgentSeat, { identity: Identity; build: Build }>>;
  readonly turn: number;
}

export interface Result {
  readonly winners: readonly Seat[];
  /** Stable reason code, e.g. "mission-accomplished", "wrong-partner". */
  readonly reason: string;
  readonly declarer: Seat;
  readonly missionHeld?: boolean;
}

/** A public log event, with private parts addressed to the seats entitled to them. */
export interface GameEvent {
  readonly seq: number;
  readonly turn: number;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
  /** Private additions, per seat that may see them. */
  readonly private?: Readonly<Partial<Record<Seat, Readonly<Record<string, unknown>>>>>;
}

export type { RngState } from "../kernel/rng.js";
import type { RngState } from "../kernel/rng.js";
import type { History } from "../kernel/record.js";

export interface GameState {
  readonly version: 1;
  readonly players: 3 | 4 | 5;
  /** Seats in turn order (agents red → yellow → green → blue, then the Ambassador seat). */
  readonly seats: readonly Seat[];
  readonly agents: readonly AgentSeat[];
  readonly secrets: Readonly<Partial<Record<AgentSeat, Secret>>>;
  /** 3-player game: the cards set aside unseen (the arrested character). */
  readonly setAside: Secret | null;
  readonly positions: Readonly<Partial<Record<FigureId, SpaceId>>>;
  readonly turn: TurnState;
  /** Per answerer, per asker: the card sets shown, oldest first. */
  readonly shown: Readonly<Partial<Record<AgentSeat, Readonly<Partial<Record<Seat, readonly ShownRecord[]>>>>>>;
  readonly seal: Seal | null;
  readonly notes: Readonly<Partial<Record<Seat, Readonly<Record<string, string>>>>>;
  readonly log: readonly GameEvent[];
  readonly seed: string;
  readonly rng: RngState;
  /** Rolls fixed in advance (scenarios, rule demos); used before the RNG. */
  readonly fixedRolls: readonly (readonly Ball[])[];
  readonly result: Result | null;
  /**
   * What a record of this game needs (docs/engine.md, "Records"): the options it was created with
   * and every action applied (notes aside), compact. Absent in states from before records.
   */
  readonly history?: History;
}

/** Everything a seat can ask the referee to do. Plain JSON. */
export type Action =
  | { type: "roll"; seat: Seat }
  | { type: "move"; seat: Seat; ball: number; figure: FigureId; to: SpaceId }
  | { type: "undo"; seat: Seat }
  | { type: "endMovement"; seat: Seat }
  | { type: "ask"; seat: Seat; own: FigureId; met: FigureId; kind: QuestionKind; target?: AgentSeat }
  | { type: "extraStep"; seat: Seat; own: FigureId; met: FigureId; to: SpaceId }
  | { type: "answer"; seat: Seat; cards: CardRef[] }
  | { type: "expel"; seat: Seat; to: SpaceId }
  | { type: "ambassadorStep"; seat: Seat; to: SpaceId }
  | { type: "ambassadorAsk"; seat: Seat; kind: QuestionKind }
  | { type: "endTurn"; seat: Seat }
  | { type: "declare"; seat: Seat; partner: AgentSeat }
  | { type: "declareAlone"; seat: Seat }
  | { type: "handshake"; seat: Seat; accept: boolean }
  | { type: "seal"; seat: Seat; guesses: Record<AgentSeat, { identity: Identity; build: Build }> }
  | { type: "emote"; seat: Seat; mannerism: Mannerism }
  | { type: "note"; seat: Seat; key: string; mark: string | null };

export type ActionType = Action["type"];

export const AGENT_SEATS: readonly AgentSeat[] = ["red", "yellow", "green", "blue"];
export const IDENTITIES: readonly Identity[] = ["F", "B", "Z", "X"];
export const BUILDS: readonly Build[] = ["tall", "short", "fat", "thin"];
export const MISSION_LETTERS: readonly MissionLetter[] = ["A", "B", "C", "D"];
export const MANNERISMS: readonly Mannerism[] = ["twitch-right-eye", "tug-left-earlobe", "frown", "turn-up-nose"];
/** The mannerism that belongs to each character (seed 000). */
export const MANNERISM_OF: Readonly<Record<Identity, Mannerism>> = {
  F: "twitch-right-eye",
  B: "tug-left-earlobe",
  X: "frown",
  Z: "turn-up-nose",
};
export const PARTNER: Readonly<Record<Identity, Identity>> = { F: "B", B: "F", Z: "X", X: "Z" };
export const CHARACTER_NAMES: Readonly<Record<Identity, string>> = {
  F: "Lord Fiddlebottom",
  B: "Colonel Bubble",
  Z: "Madame Zsa Zsa",
  X: "Agent X",
};
/** The 3-player lone seat's escape space, by character. */
export const ESCAPE_SPACE: Readonly<Record<Identity, number>> = { F: 5, B: 1, Z: 4, X: 6 };

export function figureId(seat: AgentSeat, build: Build): FigureId {
  return `${seat}-${build}` as FigureId;
}

export function figureOwner(f: FigureId): AgentSeat | null {
  if (f === "ambassador") return null;
  return f.slice(0, f.indexOf("-")) as AgentSeat;
}

export function figureBuild(f: FigureId): Build | null {
  if (f === "ambassador") return null;
  return f.slice(f.indexOf("-") + 1) as Build;
}

export function isAgentSeat(s: unknown): s is AgentSeat {
  return s === "red" || s === "yellow" || s === "green" || s === "blue";
}
