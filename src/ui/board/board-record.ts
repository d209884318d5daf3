/**
 * `element.record()`'s maker for the board game (src/games/kernel/record.ts, docs/engine.md,
 * "Records"): a chunk of its own, which the element loads in the background once a game is on
 * screen, so the first paint does not carry it.
 */
import { makeRecord } from "../../games/kernel/record.js";
import { boardGame } from "../../games/board/game.js";
import type { Seat } from "../../games/board/index.js";

export const recordOf = (state: unknown, names: Readonly<Partial<Record<Seat, string>>>) => makeRecord(boardGame, state, names);
