/** Registers the panel elements a game shows at once (idempotent); the other tabs and the answer picker come with `wantPart`. */
import { defineIfMissing } from "../registry.js";
import { InkognitoHand } from "./hand.js";
import { InkognitoSidePanel } from "./side-panel.js";

export function definePanelElements(): void {
  defineIfMissing("inkognito-hand", InkognitoHand);
  defineIfMissing("inkognito-side-panel", InkognitoSidePanel);
}
