/**
 * Provides the card game's rules object (./game.ts) with its full view check (./view-shape.ts) when
 * this module loads: `cardsGame.loadChecks()` loads it, and so do the package's `/cards` entry and
 * the element's network chunk (a guest checks every view its host sends; a host's reload reads its
 * save), so the check stays out of a solo card table's first paint.
 */
import { provideCardsViewCheck } from "./game.js";
import { viewProblem } from "./view-shape.js";

provideCardsViewCheck(viewProblem);
