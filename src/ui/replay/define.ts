/**
 * Registers `<inkognito-replay>` and the steps bar it shares with the narrated demos (idempotent).
 * `<inkognito-game replay="…">` imports this module only when its `replay` attribute is set, so in
 * the script-tag bundle the replay viewer (with both games' rules and deduction) is a chunk of its
 * own that no game's first paint loads.
 */
import { html } from "lit";
import { defineIfMissing } from "../registry.js";
import type { InkognitoReadyDetail } from "../events.js";
import { InkognitoScenarioSteps } from "../controls/scenario-steps.js";
import { InkognitoReplay } from "./replay-viewer.js";

export { InkognitoReplay };

export function defineReplayElements(): void {
  defineIfMissing("inkognito-scenario-steps", InkognitoScenarioSteps);
  defineIfMissing("inkognito-replay", InkognitoReplay);
}
defineReplayElements();

/** What `<inkognito-game replay>` renders: the viewer, given the element's record and step; its steps set the element's `step`. */
export function renderReplay(host: HTMLElement & { replay: string | null; step: number | null }, ready: (detail: InkognitoReadyDetail) => void) {
  return html`<inkognito-replay part="table" .host=${host} .replay=${host.replay} .step=${host.step}
    @inkognito-ready=${(e: CustomEvent<InkognitoReadyDetail>) => ready(e.detail)}
    @inkognito-step=${(e: CustomEvent<{ index: number }>) => (host.step = e.detail.index)}></inkognito-replay>`;
}
