/** Positions shared by the table's tests. */
import type { Scenario } from "../../../src/games/board/index.js";

/** A known deal: red F/tall/B, yellow X/short/A, green B/fat/D, blue Z/thin/C. */
export const DEAL = {
  red: { identity: "F", build: "tall", mission: "B" },
  yellow: { identity: "X", build: "short", mission: "A" },
  green: { identity: "B", build: "fat", mission: "D" },
  blue: { identity: "Z", build: "thin", mission: "C" },
} as const;

/**
 * Red plays first with the known deal and rolls white, white, orange; red-tall stands on s22, next
 * to Yellow's tall figure on s21 (one land step), so a first move makes a Meeting.
 */
export function redMeetsYellow(seed: string): Scenario {
  return {
    players: 4, seed, first: "red", deal: DEAL,
    placement: { yellow: { tall: "s21", short: "s5", fat: "s12", thin: "s44" } },
    positions: { "red-tall": "s22" },
    rolls: [["white", "white", "orange"]],
    actions: [],
  };
}

/** Yellow plays first, meets Red's tall figure on s22 and asks Red's build: Red must answer. */
export function yellowAsksRed(seed: string): Scenario {
  return {
    players: 4, seed, first: "yellow", deal: DEAL,
    placement: { yellow: { tall: "s21", short: "s5", fat: "s12", thin: "s44" } },
    positions: { "red-tall": "s22" },
    rolls: [["white", "white", "orange"]],
    actions: [
      { type: "roll", seat: "yellow" },
      { type: "move", seat: "yellow", ball: 0, figure: "yellow-tall", to: "s22" },
      { type: "endMovement", seat: "yellow" },
      { type: "ask", seat: "yellow", own: "yellow-tall", met: "red-tall", kind: "build" },
    ],
  };
}
