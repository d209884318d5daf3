/**
 * The board game's refusals in English: the rules' own sentences (`ERROR_CODES`), put in the English
 * texts' `error` record when the board game's UI loads (./board-ui.ts). They come in the board's
 * chunk with the rules that give them, so a card table's first load does not carry them.
 */
import { ERROR_CODES } from "../../games/board/errors.js";
import { en } from "../i18n/en.js";

/** Fills `en.error` (the object every language's texts fall back to) with the board rules' sentences. */
export function provideErrorTexts(): void {
  Object.assign(en.error, ERROR_CODES);
}
