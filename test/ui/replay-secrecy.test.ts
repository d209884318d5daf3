/**
 * A replay that follows a seat never shows what that seat did not know: at every step sampled, the
 * whole replay on screen (every text, name, label and title, through every shadow root: the board,
 * the notebook or clue sheet, the caption, the timeline) is the same when each state of the game is
 * replaced by its twin for that seat — everything the seat may not know changed, as each game's
 * secrecy property test makes them (test/games/board/support/secrecy.ts `scrub`,
 * test/games/cards/support/twin.ts). Following every secret, the twins do show (so the check can fail).
 */
import { expect, fixture, html } from "@open-wc/testing";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import "../../src/ui/replay/define.js";
import type { InkognitoReplay } from "../../src/ui/replay/replay-viewer.js";
import { momentsOf, sourceOfStates, type ReplaySource } from "../../src/ui/replay/replay-source.js";
import { boardGame, makeRecord as makeBoardRecord, replayRecord as replayBoard, type GameState } from "../../src/games/board/index.js";
import { cardsGame, makeRecord as makeCardsRecord, replayRecord as replayCards, type CardsState } from "../../src/games/cards/index.js";
import type { AnyGame } from "../../src/games/kernel/game.js";
import { playRandomGame } from "../games/board/support/random-play.js";
import { scrub } from "../games/board/support/secrecy.js";
import { playRandom } from "../games/cards/support/random-play.js";
import { twin } from "../games/cards/support/twin.js";
import { settle } from "./support/shadow.js";

/** Everything a reader or a screen reader gets: text, and the names, labels, titles and values of every element, in every shadow root. */
function screen(root: Element): string {
  const out: string[] = [];
  const walk = (r: Node) => {
    for (const n of r.childNodes) {
      if (n.nodeType === Node.TEXT_NODE) out.push((n.textContent ?? "").trim());
      else if (n instanceof Element) {
        for (const a of ["aria-label", "title", "value", "aria-valuetext", "class", "aria-current"]) if (n.hasAttribute(a)) out.push(`${a}=${n.getAttribute(a)}`);
        if (n instanceof HTMLSelectElement || n instanceof HTMLInputElement) out.push(`value=${n.value}`);
        if (n.shadowRoot) walk(n.shadowRoot);
        walk(n);
      }
    }
  };
  walk(root.shadowRoot!);
  return out.filter(Boolean).join("\n");
}

function statesOf(game: AnyGame, initial: unknown, actions: readonly unknown[]): unknown[] {
  const states = [initial];
  let s = initial;
  for (const a of actions) {
    const r = game.applyAction(s, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
    states.push(s);
  }
  return states;
}

async function shown(el: InkognitoReplay, source: ReplaySource, step: number, follow: string): Promise<string> {
  el.source = source;
  el.follow = follow;
  el.step = step;
  await settle(el);
  await new Promise((r) => setTimeout(r, 30));
  await settle(el);
  return screen(el);
}

/** Steps spread over the game before its end (at the end every secret is revealed to every seat), and a few of its moments (cards shown). */
function sample(source: ReplaySource, over: boolean, n = 5): number[] {
  const last = over ? source.count - 2 : source.count - 1;
  const spread = Array.from({ length: n }, (_, k) => Math.round((last * (k + 1)) / (n + 1)));
  const moments = momentsOf(source).map((m) => m.step).filter((x) => x <= last);
  const some = moments.filter((_, k) => k % Math.max(1, Math.ceil(moments.length / 4)) === 0);
  return [...new Set([...spread, ...some])];
}

/** The same screen, or where the two first differ. */
function same(a: string, b: string, what: string): void {
  if (a === b) return;
  const x = a.split("\n"), y = b.split("\n");
  const i = x.findIndex((line, k) => line !== y[k]);
  expect(y[i], `${what}: the screen differs at line ${i}`).to.equal(x[i]);
}

describe("a replay following a seat shows only what that seat knew", function () {
  this.timeout(300_000);
  let el: InkognitoReplay;
  before(async () => {
    await loadAllParts();
  });
  beforeEach(async () => {
    el = await fixture<InkognitoReplay>(html`<inkognito-replay></inkognito-replay>`);
  });

  for (const players of [3, 4, 5] as const) it(`the board game, ${players} players: each seat's replay is the same with its twins' secrets`, async () => {
    const { state } = playRandomGame({ players, seed: `rs-${players}`, botSeed: `rsb-${players}`, declareFromTurn: 25 });
    const made = makeBoardRecord(state, { red: "Ann" });
    if (!made.ok) throw new Error(made.error.message);
    const r = replayBoard(made.record);
    if (!r.ok) throw new Error(r.error.message);
    const states = statesOf(boardGame, r.initial, r.actions) as GameState[];
    const real = sourceOfStates("board", boardGame, made.record, states);
    let differ = 0;
    for (const seat of state.seats) {
      const twins = sourceOfStates("board", boardGame, made.record, states.map((s) => (s.result ? s : scrub(s, seat))));
      for (const step of sample(real, !!state.result)) {
        const a = await shown(el, real, step, seat);
        const b = await shown(el, twins, step, seat);
        same(a, b, `${seat} at step ${step}`);
        if ((await shown(el, real, step, "all")) !== (await shown(el, twins, step, "all"))) differ++;
      }
    }
    expect(differ, "following every secret, the twins never showed: the check could not fail").to.be.greaterThan(0);
  });

  for (const players of [2, 3, 4, 5] as const) it(`the card game, ${players} players: each seat's replay is the same with its twins' secrets`, async () => {
    const end = playRandom({ players, seed: `rs-${players}`, maxRounds: 40 }, `rsb-${players}`, 12, () => {});
    const made = makeCardsRecord(end, { red: "Ann" });
    if (!made.ok) throw new Error(made.error.message);
    const r = replayCards(made.record);
    if (!r.ok) throw new Error(r.error.message);
    const states = statesOf(cardsGame, r.initial, r.actions) as CardsState[];
    const real = sourceOfStates("cards", cardsGame, made.record, states);
    let differ = 0;
    for (const seat of end.seats.filter((s) => end.roles[s] !== "blind")) {
      const twins = sourceOfStates("cards", cardsGame, made.record, states.map((s) => (s.result ? s : twin(s, seat))));
      for (const step of sample(real, !!end.result)) {
        const a = await shown(el, real, step, seat);
        const b = await shown(el, twins, step, seat);
        same(a, b, `${seat} at step ${step}`);
        if ((await shown(el, real, step, "all")) !== (await shown(el, twins, step, "all"))) differ++;
      }
    }
    expect(differ, "following every secret, the twins never showed: the check could not fail").to.be.greaterThan(0);
  });
});
