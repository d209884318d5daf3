/**
 * A bot that thinks off the page's main thread: `WorkerBot` runs the engine's bot of a level in a
 * worker (src/bot-worker.ts) and falls back to running it in the page whenever the worker cannot be
 * had: a site's Content-Security-Policy forbids workers, the worker's file does not load, it answers
 * nonsense or not at all, or the referee refuses what it chose. Either way the decision draws from
 * the random state it is given and hands back the state after it, so the same seed plays the same
 * game in a worker or in the page. How a table plays such a decision: bot-decision.ts.
 */
import type { BotLevel } from "../games/board/bots/levels.js";
import { Rng } from "../games/kernel/rng.js";
import type { Action, RngState } from "../games/board/types.js";
import type { SeatView } from "../games/board/view.js";
import { readThinkReply } from "./bot-messages.js";
import type { BotDecision, BotThinker } from "./bot-decision.js";
import type { BotPolicy } from "./local-table.js";

/** The page has said once that the bots think in the page (one warning, however many tables). */
let warned = false;

/** How long a worker may take to answer (its first answer includes loading its file) before the page decides instead. */
export const WORKER_ANSWER_MS = 15_000;

/**
 * A worker's URL the page may start: its own when same-origin; for a bundle served from another
 * origin (a CDN), a same-origin blob: script that imports it (a worker's own file must be same-origin).
 */
function startable(url: URL): { href: string; blob: boolean } {
  if (typeof location === "undefined" || url.origin === location.origin) return { href: url.href, blob: false };
  return { href: URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(url.href)});`], { type: "text/javascript" })), blob: true };
}

interface Pending {
  readonly view: SeatView;
  readonly rng: RngState;
  readonly resolve: (d: Promise<BotDecision> | BotDecision) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

/** The engine's bot of a level, thinking in a worker, or in the page when there is no worker to be had. */
export class WorkerBot implements BotThinker {
  /** The worker, once started (null: none, the page decides). */
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private policy: Promise<BotPolicy> | undefined;
  private disposed = false;
  private failed = false;
  private blobUrl: string | null = null;
  /** Decisions the worker made (the rest were made in the page). */
  workerDecisions = 0;
  /** Decisions made in the page. */
  pageDecisions = 0;

  /**
   * @param url the worker's file (`bot-worker.js` beside the entry), or null for none
   * @param level the bot's level
   * @param inPage the same bot for the page, loaded only when the worker fails
   * @param answerMs how long the worker may take to answer before the page decides instead
   */
  constructor(
    private readonly url: URL | null,
    private readonly level: BotLevel,
    private readonly inPage: () => Promise<BotPolicy>,
    private readonly answerMs = WORKER_ANSWER_MS,
  ) {}

  /** Whether decisions go to a worker (started on the first one); false once the page decides instead. */
  get usesWorker(): boolean {
    return !this.failed && !this.disposed && this.url !== null;
  }

  think(view: SeatView, rng: RngState): Promise<BotDecision> {
    const worker = this.start();
    if (!worker) return this.inPageDecision(view, rng);
    return new Promise<BotDecision>((resolve) => {
      const id = this.nextId++;
      const timer = setTimeout(() => this.fail("it did not answer in time"), this.answerMs);
      this.pending.set(id, { view, rng, resolve, timer });
      try {
        worker.postMessage({ id, level: this.level, view, rng });
      } catch (e) {
        this.fail(e);
      }
    });
  }

  refused(): void {
    this.fail("the referee refused its action");
  }

  dispose(): void {
    this.disposed = true;
    this.stop();
    for (const p of this.pending.values()) clearTimeout(p.timer);
    this.pending.clear();
  }

  private start(): Worker | null {
    if (this.worker) return this.worker;
    if (this.failed || this.disposed) return null;
    if (!this.url || typeof Worker !== "function") {
      this.failed = true;
      return null;
    }
    try {
      const { href, blob } = startable(this.url);
      if (blob) this.blobUrl = href;
      const worker = new Worker(href, { name: `inkognito-${this.level}-bot` });
      worker.onmessage = (e) => this.answered(e.data);
      worker.onerror = (e) => {
        e.preventDefault();
        this.fail(e.message || "its file did not load");
      };
      worker.onmessageerror = () => this.fail("its answer could not be read");
      this.worker = worker;
    } catch (e) {
      // A Content-Security-Policy without workers: the page decides.
      this.fail(e);
    }
    return this.worker;
  }

  private stop(): void {
    this.worker?.terminate();
    this.worker = null;
    if (this.blobUrl) URL.revokeObjectURL(this.blobUrl);
    this.blobUrl = null;
  }

  private answered(data: unknown): void {
    const reply = readThinkReply(data);
    const pending = reply && this.pending.get(reply.id);
    if (!reply || !pending) return;
    this.pending.delete(reply.id);
    clearTimeout(pending.timer);
    if ("error" in reply) {
      // The worker could not decide for this view: the page tries (a real fault shows there too).
      pending.resolve(this.inPageDecision(pending.view, pending.rng));
      return;
    }
    this.workerDecisions++;
    pending.resolve({ action: reply.action, rng: reply.rng });
  }

  /** The worker is no good: stop it, and decide what it was asked in the page. */
  private fail(why: unknown): void {
    if (!this.failed && !this.disposed && !warned) {
      warned = true;
      console.warn(`<inkognito-game>: the strong bot thinks in the page (same play, on the main thread): its worker ${this.url?.href ?? ""} failed:`, why);
    }
    this.failed = true;
    this.stop();
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) {
      clearTimeout(p.timer);
      p.resolve(this.inPageDecision(p.view, p.rng));
    }
  }

  private async inPageDecision(view: SeatView, state: RngState): Promise<BotDecision> {
    const policy = await (this.policy ??= this.inPage().catch((e: unknown) => {
      this.policy = undefined;
      throw e;
    }));
    const rng = new Rng({ ...state });
    const action = policy(view, rng);
    this.pageDecisions++;
    return { action, rng: rng.state };
  }
}
