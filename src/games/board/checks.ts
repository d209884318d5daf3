/**
 * Provides the board game's rules object (./game.ts) with its full view check (./view-shape.ts):
 * `boardGame.loadChecks()` loads this module, and the engine's entry and the element's network
 * chunk call `provideChecks()` (a guest checks every view its host sends; a host's reload reads its
 * save), so the check stays out of a solo game's first paint. An explicit call, as for the bots: an
 * app's bundler may drop a module imported only for what it does when it loads.
 */
import { boardViewCheck } from "./game.js";
import { boardViewProblem } from "./view-shape.js";

/** Gives `boardGame` its view check (again: harmless). */
export function provideChecks(): void {
  boardViewCheck.provide(boardViewProblem);
}

provideChecks();
