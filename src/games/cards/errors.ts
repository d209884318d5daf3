/**
 * Every refusal the card game's referee can give (C14): a stable code and a sentence for people.
 * A refused action never changes the state; whether an action is refused never depends on another
 * seat's secret (C14.2).
 */
import { refusalsFor, type RuleError as KernelRuleError } from "../kernel/refusal.js";

export const ERROR_CODES = {
  BAD_OPTIONS: "Those game options are not valid.",
  MALFORMED_ACTION: "The action is not well formed.",
  NOT_A_STATE: "That is not a card game state (a seat's view cannot be played on; use the referee's state).",
  UNKNOWN_SEAT: "That seat is not at this table.",
  BLIND_SEAT: "A blind seat is played by no one (C2.3).",
  GAME_OVER: "The game is over.",
  NOT_YOUR_TURN: "It is not your turn to place (C4).",
  NOT_AN_ACTOR: "You do not act at this point (C7).",
  ALREADY_CHOSEN: "You have already chosen; a sealed choice is final (C9.2).",
  WRONG_ACT: "That act is not one you have at this point (C7).",
  UNKNOWN_LOCATION: "There is no such location (C1.5).",
  TILE_PLAYED: "That tile has been played since the last reshuffle (C4.2).",
  UNKNOWN_CARD: "There is no such card of your colour (C1.3, C1.4).",
  SAME_CARD: "A set is two different cards (C6.2).",
  NOT_ONE_TRUE: "A set has exactly one true card and one false (C6.2).",
  REPEATED_SET: "You have already shown this set to this seat (C6.3, C6.4).",
  BAD_TARGET: "Name another agent seat (C6.5).",
  BAD_CARD_KIND: "Choose the identity or the code card (C6.5–C6.7).",
  KIND_NEEDED: "A blind seat cannot choose: say which of its black cards you ask for (C6.6).",
  KIND_NOT_YOURS: "An agent player chooses himself which black card he shows (C6.5).",
  BAD_COMBINATION: "The combination is the four codes, each once, in the order F, B, Z, X (C10.8).",
  BAD_PARTNER: "Name another agent seat as your partner (C10.8).",
  NO_DECLARATION_HERE: "You cannot declare here (C10.2).",
  NOT_A_VIEW: "A bot decides from a seat's view (viewFor(state, seat)), not from the referee's state.",
  NOT_AN_RNG: "A bot needs an Rng (new Rng(seedRng(seed))), not a seed or a number.",
  UNKNOWN_LEVEL: "There is no such bot level.",
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** A refusal of the card game: one of its codes and a sentence. */
export type RuleError = KernelRuleError<ErrorCode>;

const refusals = refusalsFor<ErrorCode>(ERROR_CODES);

/** A refusal with the code's sentence unless another is given. */
export const ruleError: (code: ErrorCode, message?: string) => RuleError = refusals.ruleError;

/** Thrown inside the rules' handlers and turned into a refusal by applyAction (the sentence defaults to the code's). */
export const Refusal = refusals.Refusal;
export type Refusal = InstanceType<typeof Refusal>;

/** Throws the Refusal of `code`. */
export const refuse: (code: ErrorCode, message?: string) => never = refusals.refuse;
