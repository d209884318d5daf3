/**
 * `inkognito-game/register`: registers `<inkognito-game>` and its parts, and exports what the main
 * entry exports (the npm build imports the main entry, one copy of everything).
 */
import { defineInkognitoElements } from "./index.js";

export * from "./index.js";
defineInkognitoElements();
