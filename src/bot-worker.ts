/**
 * The bots' worker: a (classic, self-contained) worker that decides a bot's action off the page's main thread, so the
 * board never stutters while a strong bot searches (`dist/bot-worker.js`, and
 * `dist/bundle/inkognito-bot-worker.min.js` beside the script-tag bundle; both self-contained).
 * It receives a seat's view, never the game's state, and runs that game's own `botFor(level)` on
 * it (the board game's or the card game's, as the request names it; the board game's when it names
 * none) with the random state it is given, answering with the action and the random state after it.
 * Anything else it receives is answered with an error, never thrown.
 */
import type { AnyGame } from "./games/kernel/game.js";
import { boardGame } from "./games/board/game.js";
import { provideBots as provideBoardBots } from "./games/board/bots/levels.js";
import { cardsGame } from "./games/cards/game.js";
import { provideBots as provideCardsBots } from "./games/cards/bots/by-level.js";
import { Rng } from "./games/kernel/rng.js";
import { readThinkRequest, requestId, type ThinkReply } from "./net/bot-messages.js";

const worker = self as unknown as {
  onmessage: ((e: MessageEvent) => void) | null;
  postMessage(reply: ThinkReply): void;
};

// Each game's bots, given to its rules object (`game.botFor`).
provideBoardBots();
provideCardsBots();

/** The games whose bots this worker runs, by id. */
const GAMES: Readonly<Record<string, AnyGame>> = { [boardGame.id]: boardGame, [cardsGame.id]: cardsGame };

worker.onmessage = (e: MessageEvent) => {
  const request = readThinkRequest(e.data);
  if (typeof request === "string") {
    worker.postMessage({ id: requestId(e.data), error: request });
    return;
  }
  const game = Object.hasOwn(GAMES, request.game ?? "board") ? GAMES[request.game ?? "board"]! : null;
  if (!game || !game.botLevels.includes(request.level)) {
    worker.postMessage({ id: request.id, error: game ? "unknown level" : "unknown game" });
    return;
  }
  try {
    const rng = new Rng({ ...request.rng });
    const action = game.botFor(request.level)(request.view, rng);
    worker.postMessage({ id: request.id, action, rng: rng.state });
  } catch (err) {
    worker.postMessage({ id: request.id, error: err instanceof Error ? err.message : String(err) });
  }
};
