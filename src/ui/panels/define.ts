/** Registers the panel elements (idempotent). */
import { defineIfMissing } from "../registry.js";
import { InkognitoAnswerPicker } from "./answer-picker.js";
import { InkognitoHand } from "./hand.js";
import { InkognitoLog } from "./log.js";
import { InkognitoNotebook } from "./notebook.js";
import { InkognitoPassport } from "./passport.js";
import { InkognitoSidePanel } from "./side-panel.js";

export function definePanelElements(): void {
  defineIfMissing("inkognito-hand", InkognitoHand);
  defineIfMissing("inkognito-passport", InkognitoPassport);
  defineIfMissing("inkognito-notebook", InkognitoNotebook);
  defineIfMissing("inkognito-log", InkognitoLog);
  defineIfMissing("inkognito-answer-picker", InkognitoAnswerPicker);
  defineIfMissing("inkognito-side-panel", InkognitoSidePanel);
}
