/** Loads the board table's parts not needed for its first paint (./board-later.ts). */
import { boardDrawn } from "./first-board.js";

let later: Promise<unknown> | undefined;
/**
 * The side panel (hand and tabs) and the game menu (./board-later.ts): loaded in a task of their
 * own after the frame that shows a board with its spaces and figures (the page's first board draws
 * them a task late: ./first-board.ts; then a frame, then a timeout), so neither the first render
 * task nor the spaces wait for them. Until a board is drawn they are not needed: the table shows
 * them beside and above it (a hot-seat table opening on its privacy screen loads them when the
 * board shows). A chunk that fails to load (offline) is tried again at the next table render.
 */
export function loadLaterParts(): Promise<unknown> {
  return (later ??= boardDrawn
    .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
    .then(() => import("./board-later.js"))
    .catch((e: unknown) => {
      later = undefined;
      console.warn("the board's side panel and menu could not be loaded:", e);
    }));
}
