/**
 * The board game's records (docs/engine.md, "Records"; ../kernel/record.ts) by the board game's
 * rules: apart from ./game.ts, so that a table that referees a game carries no record code until a
 * record is asked for.
 */
import * as records from "../kernel/record.js";
import { boardGame } from "./game.js";
import type { Action, GameState, Seat } from "./types.js";

/**
 * The record of a game from its state (docs/engine.md, "Records"), with the seats' names by seat.
 * Replayed before it is given, so it always verifies; or a refusal (RECORD_UNAVAILABLE for a state
 * from before records). Never throws.
 */
export const makeRecord = (state: unknown, names: Readonly<Partial<Record<Seat, string>>> = {}) => records.makeRecord(boardGame, state, names);
/** Reads and replays a record (JSON text or an object): the record and the state it reaches, or a typed refusal. Never throws. */
export const verifyRecord = <S = GameState>(input: unknown) => records.verifyRecord<S>(boardGame, input);
/** Reads and replays a record: its first state, its actions and the state reached (to step through it), or a typed refusal. Never throws. */
export const replayRecord = (input: unknown) => records.replayRecord<GameState, Action>(boardGame, input);
