/**
 * The page's first board draws its spaces and figures in a task after its lagoon, islands and
 * routes: the first render of a page is its longest piece of work on a slow phone, and the board's
 * box is the same size either way (its viewBox), so nothing moves. Later boards draw all at once.
 * What the board's first paint does not need (the side panel, the game menu: ./later-parts.ts)
 * loads after the frame that shows those spaces, so it never competes with them.
 */
let firstBoard = true;
let drawn: () => void = () => {};

/** Resolves once a board of the page has drawn its spaces and figures (the first board: a task after the rest). */
export const boardDrawn: Promise<void> = new Promise<void>((resolve) => (drawn = resolve));

/** Whether this is the page's first board (true once). */
export function takeFirstBoard(): boolean {
  const first = firstBoard;
  firstBoard = false;
  return first;
}

/** A board has drawn everything, its spaces and figures included (called after each of its updates). */
export function boardIsDrawn(): void {
  drawn();
}
