/**
 * Registers the custom elements of the table (idempotent). The bundle calls it; npm users may
 * import the classes and register them under names of their own instead. The board game's table
 * and the parts it shows at once come with the board game's chunk (./board/board-ui.ts). The lobby
 * (`<inkognito-lobby>`) is registered with the network code (`./network.js`), when a table is
 * hosted or joined; the scenario's steps bar (`<inkognito-scenario-steps>`) with the scenario mode
 * (`./scenario-mode.js`), when the `scenario` attribute is set; the parts a game shows only at some
 * moment (meetings, passport, notebook and log tabs, answer picker, answer reveal, dialogs, end screen) the
 * first time they are shown (`./parts-on-demand.js`), or all at once by `loadAllParts()`; the card game's
 * table (`<inkognito-cards-table>`) with the card game's chunk (`./cards/define.js`), when `game="cards"` is shown; the replay viewer (`<inkognito-replay>`) with its chunk (`./replay/define.js`), when `replay` is set.
 */
import type { InkognitoGameMenu } from "./controls/game-menu.js";
import type { InkognitoMeetings } from "./controls/meetings.js";
import type { InkognitoTurnBar } from "./controls/turn-bar.js";
import { InkognitoGame } from "./inkognito-game.js";
import { defineIfMissing } from "./registry.js";
import { loadAllParts } from "./parts-on-demand.js";
import type { InkognitoCardsTable } from "./cards/cards-table.js";
import type { InkognitoReplay } from "./replay/replay-viewer.js";
import type { InkognitoScenarioSteps } from "./controls/scenario-steps.js";
import type { InkognitoAnswerReveal } from "./controls/answer-reveal.js";
import type { InkognitoEndScreen } from "./controls/end-screen.js";
import type { InkognitoPrompts } from "./controls/prompts.js";
import type { InkognitoBoard } from "./board/board.js";
import type { InkognitoPhantom } from "./board/phantom.js";
import type { InkognitoLobby } from "./controls/lobby.js";
import type { InkognitoAnswerPicker } from "./panels/answer-picker.js";
import type { InkognitoHand } from "./panels/hand.js";
import type { InkognitoLog } from "./panels/log.js";
import type { InkognitoPlayers } from "./panels/players.js";
import type { InkognitoNotebook } from "./panels/notebook.js";
import type { InkognitoPassport } from "./panels/passport.js";
import type { InkognitoSidePanel } from "./panels/side-panel.js";

export { defineIfMissing, loadAllParts };

/**
 * Registers `<inkognito-game>`. The board game's table parts (board, Phantom, turn bar, game menu,
 * hand, side panel) are registered with the board game's chunk (./board/board-ui.ts), which the
 * element loads when a board game is shown.
 */
export function defineInkognitoElements(): void {
  defineIfMissing("inkognito-game", InkognitoGame);
}

declare global {
  /** `document.createElement("inkognito-game")` and `querySelector("inkognito-game")` are typed. */
  interface HTMLElementTagNameMap {
    "inkognito-game": InkognitoGame;
    "inkognito-board": InkognitoBoard;
    "inkognito-phantom": InkognitoPhantom;
    "inkognito-turn-bar": InkognitoTurnBar;
    "inkognito-meetings": InkognitoMeetings;
    "inkognito-prompts": InkognitoPrompts;
    "inkognito-end-screen": InkognitoEndScreen;
    "inkognito-lobby": InkognitoLobby;
    "inkognito-hand": InkognitoHand;
    "inkognito-passport": InkognitoPassport;
    "inkognito-notebook": InkognitoNotebook;
    "inkognito-log": InkognitoLog;
    "inkognito-players": InkognitoPlayers;
    "inkognito-answer-picker": InkognitoAnswerPicker;
    "inkognito-side-panel": InkognitoSidePanel;
    "inkognito-scenario-steps": InkognitoScenarioSteps;
    "inkognito-answer-reveal": InkognitoAnswerReveal;
    "inkognito-game-menu": InkognitoGameMenu;
    "inkognito-cards-table": InkognitoCardsTable;
    "inkognito-replay": InkognitoReplay;
  }
}
