/**
 * The board game's table parts that are on screen but not needed for its first paint: the side
 * panel (with the hand's tab) and the game menu. ./board-ui.ts loads this chunk right after the
 * board's first paint, so the first render task draws only the board, the phantom and the turn
 * bar (what the human acts with); until it arrives these tags are unknown elements that show
 * nothing, and Lit keeps the properties set on them meanwhile.
 */
import { InkognitoGameMenu } from "../controls/game-menu.js";
import { definePanelElements } from "../panels/define.js";
import { defineIfMissing } from "../registry.js";

definePanelElements();
defineIfMissing("inkognito-game-menu", InkognitoGameMenu);
