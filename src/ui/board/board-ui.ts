/**
 * The board game's UI for `<inkognito-game>` (./game-ui.ts): its rules (the kernel `Game` the
 * tables referee), its table view (./board-table.ts, with the board and the parts it shows at
 * once) and how a local game of it starts (../local-start.ts). The shell loads this module when a
 * board game is shown, so the script-tag bundle has it in a chunk of its own that a card table
 * never downloads.
 */
import { boardGame } from "../../games/board/game.js";
import type { BoardUi } from "../game-ui.js";
import { LocalStart } from "../local-start.js";
import { BoardTable } from "./board-table.js";
import { defineBoardElements } from "./define.js";
import { InkognitoTurnBar } from "../controls/turn-bar.js";
import { defineIfMissing } from "../registry.js";
import { loadLaterParts } from "./later-parts.js";
import { prepareIslands } from "./geometry.js";
import { nextTask } from "../next-task.js";
import { provideErrorTexts } from "./error-texts.js";

// The English sentences of the board rules' refusals (every language's fallback).
provideErrorTexts();
// The parts the board game's first paint shows (the others come with their first showing: ../parts-on-demand.ts).
defineBoardElements();
defineIfMissing("inkognito-turn-bar", InkognitoTurnBar);

/**
 * Resolves, in a task of its own, once the islands' outlines that the board's first render draws
 * are worked out (each in a task of its own): the shell renders the table after it (../game-ui.ts),
 * so no piece of a phone's first load is one long task.
 */
export const prepared: Promise<void> = prepareIslands(nextTask).then(nextTask);
// The side panel and the game menu, for every board this chunk draws (the board table asks again at each render; the
// replay viewer's side panel has only this): after the frame that shows a board with its spaces (./later-parts.ts).
void prepared.then(loadLaterParts);

export const boardUi: BoardUi = {
  kind: "board",
  game: boardGame,
  createView: (shell) => new BoardTable(shell),
  localStart: (owner, narration) => new LocalStart(owner, narration),
  started: (state) => state.log.some((e) => e.type === "rolled"),
  records: () => import("./board-record.js").then((m) => m.recordOf),
};
