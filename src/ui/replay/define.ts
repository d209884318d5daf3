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
// Each game's whole UI chunk, not pieces of it: the bundler then keeps the board game's and the card
// game's chunks whole (a game's first load does not grow for the replay), and the replay loads them.
import "../board/board-ui.js";
import "../cards/define.js";

export { InkognitoReplay };

export function defineReplayElements(): void {
  defineIfMissing("inkognito-scenario-steps", InkognitoScenarioSteps);
  defineIfMissing("inkognito-replay", InkognitoReplay);
}
defineReplayElements();

/** What the element's readiness is told: the replay is on screen, or its record cannot be shown. */
export interface ReplayReadiness {
  announce(detail: InkognitoReadyDetail, current: () => boolean): void;
  failed(error: Error): void;
}

/**
 * What `<inkognito-game replay>` renders: the viewer, given the element's record and step; its
 * steps set the element's `step`; its readiness resolves the element's `ready` (and fires the
 * element's `inkognito-ready`), a record it cannot show rejects it with an error named by its code
 * (`inkognito-error` comes from the viewer). The viewer's language is the one the element shows.
 */
export function renderReplay(host: HTMLElement & { replay: string | null; step: number | null; readonly textLang: string }, readiness: ReplayReadiness) {
  return html`<inkognito-replay part="table" .host=${host} .replay=${host.replay} .step=${host.step} .lang=${host.textLang}
    @inkognito-ready=${(e: CustomEvent<InkognitoReadyDetail>) => readiness.announce(e.detail, () => host.isConnected)}
    @inkognito-error=${(e: CustomEvent<{ code: string; message: string }>) => readiness.failed(Object.assign(new Error(e.detail.code), { code: e.detail.code }))}
    @inkognito-step=${(e: CustomEvent<{ index: number }>) => (host.step = e.detail.index)}></inkognito-replay>`;
}
