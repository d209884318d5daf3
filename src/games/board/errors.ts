/**
 * Every refusal the referee can give: a stable code and a human sentence.
 * A refused action never changes the state.
 */
import { refusalsFor, type RuleError as KernelRuleError } from "../kernel/refusal.js";

export const ERROR_CODES = {
  BAD_OPTIONS: "Those game options are not valid.",
  MALFORMED_ACTION: "The action is not well formed.",
  UNKNOWN_SEAT: "That seat is not at this table.",
  NOT_YOUR_SEAT: "You do not control that seat.",
  GAME_OVER: "The game is over.",
  NOT_YOUR_TURN: "It is not your turn.",
  WAITING_FOR_OTHER: "The game is waiting for another seat.",
  WRONG_STAGE: "That cannot be done at this point of the turn.",
  ALREADY_ROLLED: "The Phantom has already been rolled this turn.",
  BAD_BALL: "There is no such ball in this roll.",
  BALL_USED: "That ball has already been used.",
  NOT_YOUR_FIGURE: "That ball moves one of your own figures.",
  NOT_OPPONENT_FIGURE: "The purple ball moves one figure of another seat.",
  NOT_AMBASSADOR: "The black ball moves the Ambassador.",
  UNKNOWN_FIGURE: "There is no such figure in this game.",
  UNKNOWN_SPACE: "There is no such space.",
  NO_ROUTE: "No route of that kind joins those spaces.",
  PURPLE_BLOCKED: "A figure moved with the purple ball may only end on an empty space or on one of your figures.",
  BLACK_BLOCKED: "The Ambassador may only be moved to an empty space or onto one of your figures.",
  DEAD_END: "After that step your movement could not end legally with the balls left.",
  NOTHING_TO_UNDO: "There is no step to undo.",
  OWN_FIGURES_STACKED: "Two of your figures would end on the same space.",
  DOUBLE_MEETING: "You would meet more than one figure of the same seat.",
  NO_SUCH_MEETING: "There is no such meeting.",
  MEETINGS_OPEN: "Every meeting must be resolved before the turn ends.",
  BAD_TARGET: "Name another agent seat to question through the Ambassador.",
  TARGET_NOT_ALLOWED: "Only a question through the Ambassador names a seat.",
  SPACE_OCCUPIED: "That space is occupied.",
  NUMBERED_SPACE: "A figure cannot be expelled to a numbered space.",
  EMBASSY_FREE: "The Embassy is free: the Ambassador returns there.",
  NOT_START_SPACE: "The Ambassador goes to the Embassy or, if occupied, to an unoccupied start space.",
  NOT_ANSWERER: "Only the questioned seat answers.",
  WRONG_CARD_COUNT: "This answer needs a different number of cards.",
  UNKNOWN_CARD: "There is no such card.",
  DUPLICATE_CARD: "The same card cannot be shown twice.",
  WRONG_CARD_KINDS: "These cards do not match the question.",
  NO_TRUE_CARD: "At least one shown card must be true (a mission card never counts).",
  NOT_TRUE_CARD: "Only the one true card of the asked kind can be shown now.",
  REPEATED_SET: "You showed this set of cards to this seat before.",
  REPEATED_PAIR: "This seat has already seen these two cards together.",
  NOT_DECLARER_TURN: "You can only declare during your own turn, after movement.",
  BAD_PARTNER: "Name another agent seat as your partner.",
  NOT_THREE_PLAYERS: "Only the 3-player game has a lone seat.",
  NOT_NAMED: "Only the named seat can answer the handshake.",
  NOT_AMBASSADOR_SEAT: "Only the Ambassador seat can do that.",
  ALREADY_SEALED: "The Ambassador has already sealed a declaration.",
  BAD_SEAL: "The seal must give an identity and a build for every agent seat.",
  AMBASSADOR_STEPS_DONE: "The Ambassador has taken both steps.",
  MUST_MOVE_AMBASSADOR: "The Ambassador must take at least one step.",
  BAD_MANNERISM: "There is no such mannerism.",
  BAD_NOTE: "A note needs a short key and a short mark.",
  TOO_MANY_MANNERISMS: "A seat makes at most 3 mannerisms a turn.",
  NOT_A_STATE: "That is not a game state (a seat's view cannot be played on; use the referee's state).",
  NOT_A_VIEW: "A bot decides from a seat's view (viewFor(state, seat)), not from the referee's state.",
  NOT_AN_RNG: "A bot needs an Rng (new Rng(seedRng(seed))), not a seed or a number.",
  UNKNOWN_LEVEL: "There is no such bot level (easy, normal or strong).",
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** A refusal of the board game: one of its codes and a sentence. */
export type RuleError = KernelRuleError<ErrorCode>;

const refusals = refusalsFor<ErrorCode>(ERROR_CODES);

/** A refusal with the code's sentence unless another is given. */
export const ruleError: (code: ErrorCode, message?: string) => RuleError = refusals.ruleError;

/** Thrown inside the rules' handlers and turned into a refusal by applyAction (the sentence defaults to the code's). */
export const Refusal = refusals.Refusal;
export type Refusal = InstanceType<typeof Refusal>;

/** Throws the Refusal of `code`. */
export const refuse: (code: ErrorCode, message?: string) => never = refusals.refuse;
