/**
 * The shell's hold on the scenario mode (./scenario-mode.ts, a chunk loaded the first time a
 * `scenario` is set): what the shell asks of a narration, and the stand-in a game without a
 * scenario has.
 */
import { nothing } from "lit";
import type { Narration } from "./scenario-mode.js";

export type ScenarioModule = typeof import("./scenario-mode.js");
let scenarioModule: Promise<ScenarioModule> | undefined;

/** The scenario mode (narration, tutorial, steps bar), loaded once; tried again after a failure. */
export function loadScenarioMode(): Promise<ScenarioModule> {
  return (scenarioModule ??= import("./scenario-mode.js").catch((e: unknown) => {
    scenarioModule = undefined;
    throw e;
  }));
}

/** What the shell asks of the narration. */
export type NarrationPart = Pick<Narration, "active" | "guide" | "render" | "marks" | "ui" | "check" | "played" | "wantsStep"
  | "cached" | "clear" | "restart" | "takeStart" | "stepAsked" | "resumed" | "shown">;

/** A game without a scenario has no narration: this stands in. */
export const NO_NARRATION: NarrationPart = {
  active: false,
  guide: (offer) => offer,
  render: () => nothing,
  marks: () => ({ spaces: [], figures: [] }),
  ui: () => {},
  check: () => null,
  played: () => {},
  wantsStep: () => false,
  cached: () => null,
  clear: () => {},
  restart: () => {},
  takeStart: () => null,
  stepAsked: () => false,
  resumed: async () => {},
  shown: () => {},
};
