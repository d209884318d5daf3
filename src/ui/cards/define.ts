/**
 * Registers `<inkognito-cards-table>` (idempotent). `<inkognito-game game="cards">` imports this
 * module the first time the card game is shown, so in the script-tag bundle the card game's UI and
 * rules are a chunk of their own that a board game never downloads.
 */
import { defineIfMissing } from "../registry.js";
import { InkognitoCardsTable } from "./cards-table.js";

export { InkognitoCardsTable };

export function defineCardsElements(): void {
  defineIfMissing("inkognito-cards-table", InkognitoCardsTable);
}
defineCardsElements();

