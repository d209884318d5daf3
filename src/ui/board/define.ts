/** Registers the board's elements (idempotent). */
import { defineIfMissing } from "../registry.js";
import { InkognitoBoard } from "./board.js";
import { InkognitoPhantom } from "./phantom.js";

export function defineBoardElements(): void {
  defineIfMissing("inkognito-board", InkognitoBoard);
  defineIfMissing("inkognito-phantom", InkognitoPhantom);
}
