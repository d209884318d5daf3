/**
 * The card game's records (docs/cards.md, "Records"): made from a game's state, read and replayed.
 * Apart from game.ts so a card table loads the records' code only when it needs a record.
 */
import * as records from "../kernel/record.js";
import { cardsGame } from "./game.js";
import { providePublished } from "./published.js";
import type { CardsAction, CardsState, Seat } from "./types.js";

/**
 * The record of a game from its state (docs/cards.md, "Records"), with the seats' names by seat.
 * Replayed before it is given, so it always verifies; or a refusal (RECORD_UNAVAILABLE for a state
 * from before records). Never throws.
 */
export const makeRecord = (state: unknown, names: Readonly<Partial<Record<Seat, string>>> = {}) => records.makeRecord(cardsGame, state, names);
/** Reads and replays a record (JSON text or an object): the record and the state it reaches, or a typed refusal. Never throws. */
export const verifyRecord = <S = CardsState>(input: unknown) => records.verifyRecord<S>(cardsGame, input);
/** Reads and replays a record: its first state, its actions and the state reached (to step through it), or a typed refusal. Never throws. */
export const replayRecord = (input: unknown) => records.replayRecord<CardsState, CardsAction>(cardsGame, input);

// What a finished game's record may show, given to cardsGame (the records' code needs it).
providePublished();
