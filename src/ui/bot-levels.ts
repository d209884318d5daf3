/**
 * The bots' levels for the element: each bot is a chunk of its own in the script-tag bundle, loaded
 * when a table wants it (the normal one when a bot is first to act, so it never holds up a solo
 * page's first paint); a game against normal bots never downloads the easy and the strong bot (with
 * the probability model the strong one plays on). The strong bot, which searches for up to tens of
 * milliseconds a decision, thinks in a worker (src/bot-worker.ts) when the entry knows the worker's
 * file, so the board never stutters; where no worker can be had (a site's CSP forbids them), the page
 * loads the strong bot and runs it itself. The policies are the engine's (`botFor`).
 */
import type { BotLevel, BotPolicy } from "../games/board/bots/levels.js";
import type { TableBot } from "../net/bot-decision.js";

export type { BotLevel, BotPolicy };
/** The levels, as the engine's `BOT_LEVELS` (kept here so the element does not load the other bots to list them). */
export const BOT_LEVELS: readonly BotLevel[] = ["easy", "normal", "strong"];

let workerUrl: URL | null = null;

/** Where the bots' worker file is: set by the entry that knows its own URL (the script-tag bundle, the npm entry). */
export function useBotWorker(url: URL | null): void {
  workerUrl = url;
}

/**
 * The worker file a level's bot thinks in: the strong bot's (the element's `bot-worker` when a site
 * set it, resolved against the page; else where the entry said it is); null for the others (they
 * think in the page).
 */
export function botWorkerFor(level: BotLevel, site?: string | null): URL | null {
  if (level !== "strong") return null;
  if (site) {
    try {
      return new URL(site, typeof document === "undefined" ? undefined : document.baseURI);
    } catch {
      return workerUrl;
    }
  }
  return workerUrl;
}

/** The policy of a level, from its chunk, to run in the page. */
export function botPolicy(level: BotLevel): Promise<BotPolicy> {
  if (level === "normal") return import("../games/board/bots/sensible.js").then(({ chooseBotAction }) => chooseBotAction);
  return import("../games/board/bots/levels.js").then(({ botFor }) => botFor(level));
}

/**
 * The bot of a level for a table: the strong one in a worker when one can be had (its code loaded in
 * the page only if the worker fails), the others in the page. A table disposes its worker.
 */
export function tableBot(level: BotLevel, site?: string | null): Promise<TableBot> {
  const url = botWorkerFor(level, site);
  if (!url) return botPolicy(level);
  return import("../net/bot-thread.js").then(({ WorkerBot }) => new WorkerBot(url, level, () => botPolicy(level)));
}
