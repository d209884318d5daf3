/**
 * What a guest shows is what its game's view check let through (issue 22: a guest trusts nothing it
 * cannot check). A hostile host can send any view that passes that check, so each table must render
 * every such view without throwing. Seeded mutations of real views — every seat's and a spectator's,
 * during play and at the end, of each player count — one or two values replaced by hostile ones
 * (wrong types, huge strings, `__proto__`, seats and spaces that are not there) or by a value taken
 * from elsewhere in the view; those the check accepts are shown by the table, and nothing may throw.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { Rng, seedRng, viewFor, viewProblem } from "../../src/games/cards/index.js";
import { applyAction, botFor, createGame, viewFor as boardViewFor, waitingFor, type GameState } from "../../src/games/board/index.js";
import { boardViewProblem } from "../../src/games/board/view-shape.js";
import { playRandom } from "../games/cards/support/random-play.js";
import { cardsTable } from "./support/cards.js";
import { settle } from "./support/shadow.js";

type Path = (string | number)[];

/**
 * The whole table has shown a view: its updates, a task's worth of what they started (parts that
 * take the view from a context update a task later), and the updates of those; otherwise the next
 * view could replace one before a part had rendered it.
 */
async function rendered(el: Element): Promise<void> {
  await settle(el);
  await new Promise((r) => setTimeout(r, 0));
  await settle(el);
}

const HOSTILE: unknown[] = [
  null, -1, 0, 1, 2.5, 1e9, "", "__proto__", "constructor", "x".repeat(300), "<img src=x onerror=alert(1)>", {}, [], [null], true,
  "red", "yellow", "ambassador", "spectator", "s1", "red-tall", "embassy", "rialto", "F", 13, { a: 1 }, ["red"],
];

/**
 * A random place in `x`: from one of its top-level keys, a walk down into a random key or item,
 * stopping at each level with a chance of one in three (so every part of a view is reached, not
 * mostly the log's many entries).
 */
function randomPath(x: Record<string, unknown>, rng: Rng): Path {
  const path: Path = [rng.pick(Object.keys(x))];
  let at = x[path[0] as string];
  while (at && typeof at === "object" && rng.int(3) !== 0) {
    const keys: (string | number)[] = Array.isArray(at) ? at.map((_, i) => i) : Object.keys(at);
    if (!keys.length) break;
    const k = rng.pick(keys);
    path.push(k);
    at = (at as Record<string | number, unknown>)[k];
  }
  return path;
}

const get = (o: unknown, p: Path) => p.reduce<unknown>((c, k) => (c as Record<string | number, unknown> | null)?.[k], o);

/** Seeded mutants of `views` that `check` accepts; calls `show` with each and collects what threw. */
async function mutants(views: readonly unknown[], check: (v: unknown) => string | null, tries: number, show: (v: unknown) => Promise<void>) {
  const rng = new Rng(seedRng("hostile-views"));
  const errors: string[] = [];
  const onError = (e: ErrorEvent) => errors.push(String(e.error?.stack ?? e.message));
  const onRejection = (e: PromiseRejectionEvent) => errors.push(String(e.reason?.stack ?? e.reason));
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  const failures = new Map<string, string>();
  let shown = 0;
  try {
    for (let n = 0; n < tries; n++) {
      const v = JSON.parse(JSON.stringify(rng.pick(views))) as Record<string, unknown>;
      const changed: string[] = [];
      for (let k = rng.int(10) < 7 ? 1 : 2; k > 0; k--) {
        const p = randomPath(v, rng);
        const value = rng.int(10) < 6 ? structuredClone(rng.pick(HOSTILE)) : JSON.parse(JSON.stringify(get(v, randomPath(v, rng)) ?? null));
        const parent = get(v, p.slice(0, -1));
        if (parent && typeof parent === "object") (parent as Record<string | number, unknown>)[p[p.length - 1]!] = value;
        changed.push(`${p.join(".")} = ${JSON.stringify(value)?.slice(0, 40)}`);
      }
      if (check(v) !== null) continue;
      shown++;
      const before = errors.length;
      try {
        await show(v);
      } catch (e) {
        errors.push(String((e as Error)?.stack ?? e));
      }
      if (errors.length > before) failures.set(errors[before]!.split("\n").slice(0, 2).join(" "), changed.join(", "));
    }
  } finally {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  }
  return { shown, failures: [...failures].map(([error, changed]) => `${error} (surfaced while showing a view with ${changed}; the view behind it may be an earlier one)`) };
}

describe("hostile views that pass a game's view check", () => {
  afterEach(() => localStorage.clear());

  it("the card table shows every one without throwing (views of 2–5 players, every seat and a spectator, in play and at the end)", async function () {
    this.timeout(300_000);
    const views: unknown[] = [];
    for (const players of [2, 3, 4, 5] as const) {
      // A game to the round limit, and games that end by a declaration (right or wrong, the Ambassador player's too).
      for (const [maxRounds, declare] of [[2, null], [40, 3], [40, 2]] as const) {
        let i = 0;
        const end = playRandom({ players, seed: `hostile-${players}-${maxRounds}-${declare}`, maxRounds }, `hostile-${players}`, declare, ({ state }) => {
          if (i++ % 20 === 0) for (const seat of [...state.seats, "spectator" as const]) views.push(viewFor(state, seat));
        });
        // The end (its result, the declaration and every black card) as often as the rest of the game.
        for (const seat of [...end.seats, "spectator" as const]) for (let k = 0; k < 10; k++) views.push(viewFor(end, seat));
      }
    }
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" players="4" bot-delay="0" game-id="hostile-cards"></inkognito-game>`);
    const table = await cardsTable(el);
    // Through the table's own `show`, as a guest's table gives it each view: its public events and the live
    // region's sentences for the view's log (every event of it: what came before is forgotten first).
    const t = table as unknown as { lastSeq: number; show(v: unknown): void };
    const { shown, failures } = await mutants(views, viewProblem, 12_000, async (v) => {
      t.lastSeq = -1;
      t.show(v);
      await rendered(el);
    });
    expect(shown, "too few mutants passed the check to try the table").to.be.greaterThan(400);
    expect(failures).to.deep.equal([]);
  });

  it("the board table shows every one without throwing (views of 3–5 players, every seat and a spectator, in play and at the end)", async function () {
    this.timeout(300_000);
    const views: unknown[] = [];
    for (const players of [3, 4, 5] as const) {
      let s: GameState = createGame({ players, seed: `hostile-${players}` });
      const bot = botFor("easy");
      const rng = new Rng(seedRng(`hostile-${players}`));
      for (let i = 0; !s.result; i++) {
        if (i % 25 === 0) for (const seat of [...s.seats, "spectator" as const]) views.push(boardViewFor(s, seat));
        const r = applyAction(s, bot(boardViewFor(s, waitingFor(s)!), rng));
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
      }
      for (const seat of [...s.seats, "spectator" as const]) for (let k = 0; k < 10; k++) views.push(boardViewFor(s, seat));
    }
    const el = await fixture<InkognitoGame>(html`<inkognito-game players="4" bot-delay="0" game-id="hostile-board"></inkognito-game>`);
    await el.ready;
    // The element's board table (its `show` is what a guest's table calls with each view it accepted).
    const tableView = (el as unknown as { tableView: { view?: unknown; messages: unknown; show(v: unknown, initial: boolean, m: unknown): void } }).tableView;
    await waitUntil(() => tableView.view, "the board table did not start");
    let n = 0;
    const { shown, failures } = await mutants(views, boardViewProblem, 8000, async (v) => {
      tableView.show(v, n++ % 5 === 0, tableView.messages);
      await rendered(el);
    });
    expect(shown, "too few mutants passed the check to try the table").to.be.greaterThan(150);
    expect(failures).to.deep.equal([]);
  });
});
