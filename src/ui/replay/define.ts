/**
 * Registers `<inkognito-replay>` and the steps bar it shares with the narrated demos (idempotent).
 * `<inkognito-game replay="…">` imports this module only when its `replay` attribute is set, so in
 * the script-tag bundle the replay viewer (with both games' rules and deduction) is a chunk of its
 * own that no game's first paint loads.
 */
import { defineIfMissing } from "../registry.js";
import { InkognitoScenarioSteps } from "../controls/scenario-steps.js";
import { InkognitoReplay } from "./replay-viewer.js";

export { InkognitoReplay };

export function defineReplayElements(): void {
  defineIfMissing("inkognito-scenario-steps", InkognitoScenarioSteps);
  defineIfMissing("inkognito-replay", InkognitoReplay);
}
defineReplayElements();
