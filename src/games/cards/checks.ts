/**
 * Provides the card game's rules object (./game.ts) with its full view check (./view-shape.ts):
 * `cardsGame.loadChecks()` loads this module, and the package's `/cards` entry and the element's
 * network chunk call `provideChecks()` (a guest checks every view its host sends; a host's reload
 * reads its save), so the check stays out of a solo card table's first paint. An explicit call, as
 * for the bots: an app's bundler may drop a module imported only for what it does when it loads.
 */
import { cardsViewCheck } from "./game.js";
import { viewProblem } from "./view-shape.js";

/** Gives `cardsGame` its view check (again: harmless). */
export function provideChecks(): void {
  cardsViewCheck.provide(viewProblem);
}

provideChecks();
