/** Loads the board table's parts not needed for its first paint (./board-later.ts). */
let later: Promise<unknown> | undefined;
/**
 * The side panel (hand and tabs) and the game menu (./board-later.ts): loaded in a task of their
 * own after the board's first paint (a frame, then a timeout), so the first render task is short.
 * A chunk that fails to load (offline) is tried again at the next table render.
 */
export function loadLaterParts(): Promise<unknown> {
  return (later ??= new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
    .then(() => import("./board-later.js"))
    .catch((e: unknown) => {
      later = undefined;
      console.warn("the board's side panel and menu could not be loaded:", e);
    }));
}
