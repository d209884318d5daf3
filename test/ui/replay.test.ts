/**
 * `<inkognito-game replay>`: a record shown step by step (both games), the `step` and `follow`
 * attributes, the timeline, the explanation at the end, keyboard use, axe-core, and the refusals
 * of a bad record (a visible message and `inkognito-error` with a stable code; nothing throws).
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { noViolations as axeClean } from "./support/axe.js";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { makeRecord as makeBoardRecord } from "../../src/games/board/index.js";
import { makeRecord as makeCardsRecord } from "../../src/games/cards/index.js";
import type { GameRecord } from "../../src/games/kernel/record.js";
import { playRandomGame } from "../games/board/support/random-play.js";
import { playRandom } from "../games/cards/support/random-play.js";
import { find, findAll, settle } from "./support/shadow.js";

const noViolations = (root: Element, state: string): Promise<void> => axeClean(root, `the replay's ${state}`);

export function boardRecord(players: 3 | 4 | 5 = 4, seed = "replay-ui"): GameRecord {
  const { state } = playRandomGame({ players, seed, botSeed: `b-${seed}`, declareFromTurn: 20 });
  const r = makeBoardRecord(state, { red: "Ann", yellow: "Ben" });
  if (!r.ok) throw new Error(r.error.message);
  return r.record;
}

export function cardsRecord(players: 2 | 3 | 4 | 5 = 4, seed = "replay-ui"): GameRecord {
  const state = playRandom({ players, seed, maxRounds: 40 }, `b-${seed}`, 6, () => {});
  const r = makeCardsRecord(state, { red: "Ann" });
  if (!r.ok) throw new Error(r.error.message);
  return r.record;
}

const replayOf = (el: InkognitoGame) => el.shadowRoot!.querySelector("inkognito-replay") as (HTMLElement & { step: number | null }) | null;

async function open(record: string, attrs: Record<string, string> = {}): Promise<InkognitoGame> {
  const el = document.createElement("inkognito-game") as InkognitoGame;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.setAttribute("replay", record);
  const ready = new Promise((r) => el.addEventListener("inkognito-ready", r, { once: true }));
  (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
  await ready;
  await settle(el);
  return el;
}

const caption = (el: Element) => find(el.shadowRoot!, "[part=caption]")?.textContent?.trim() ?? "";
const text = (el: Element) => {
  const out: string[] = [];
  const walk = (r: Element | ShadowRoot) => {
    for (const n of r.childNodes) {
      if (n.nodeType === 3) out.push(n.textContent ?? "");
      else if (n instanceof Element) {
        if (n.shadowRoot) walk(n.shadowRoot);
        walk(n);
      }
    }
  };
  walk(el.shadowRoot ?? el);
  return out.join(" ").replace(/\s+/g, " ");
};

describe("<inkognito-game replay>", function () {
  this.timeout(60_000);
  afterEach(() => localStorage.clear());

  it("shows a board game step by step: the step attribute, Next, the keyboard, the timeline, the end's explanation", async () => {
    const record = boardRecord();
    const el = await open(JSON.stringify(record), { step: "3" });
    const r = replayOf(el)!;
    expect(r).to.not.equal(null);
    expect(el.step).to.equal(3);
    expect(caption(el)).to.not.equal("");
    const steps: number[] = [];
    el.addEventListener("inkognito-step", (e) => steps.push((e as CustomEvent<{ index: number }>).detail.index));
    (find(el.shadowRoot!, "button.next") as HTMLButtonElement).click();
    await waitUntil(() => el.step === 4, "Next did not go to step 4");
    expect(el.getAttribute("step")).to.equal("4");
    // The keyboard: arrows on the replay's region step back and forth.
    const region = find(el.shadowRoot!, "section.replay") as HTMLElement;
    region.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true, composed: true }));
    await waitUntil(() => el.step === 3, "ArrowLeft did not go back");
    region.dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true, composed: true }));
    await waitUntil(() => el.step === record.actions.length, "End did not go to the last step");
    expect(steps).to.include.members([4, 3, record.actions.length]);
    await settle(el);
    // The timeline marks the shown cards and the declaration; a moment's button goes to its step.
    const moments = findAll(el.shadowRoot!, ".timeline button") as HTMLButtonElement[];
    expect(moments.some((b) => b.classList.contains("answered"))).to.equal(true);
    const declared = moments.find((b) => b.classList.contains("declared"))!;
    expect(declared).to.not.equal(undefined);
    // The end explains the declaration from each seat's facts.
    const why = find(el.shadowRoot!, "[part=replay-why]")!;
    expect(why.textContent).to.match(/declared/);
    expect(why.textContent).to.match(/gave it|could not weigh it/);
    declared.click();
    // The timeline counts steps from 1, as the steps bar does ("Step n of N"); the attribute from 0.
    await waitUntil(() => String(el.step! + 1) === declared.textContent!.split("·")[0]!.trim(), "the moment's step is not shown");
    el.setAttribute("step", "0");
    await waitUntil(() => caption(el).startsWith("The cards are dealt."), "step=0 does not show the deal");
  });

  it("follows a seat: its hand and notebook, and the follow attribute reflects the choice", async () => {
    const el = await open(JSON.stringify(boardRecord()), { follow: "red", step: "10" });
    await settle(el);
    expect(find(el.shadowRoot!, "inkognito-side-panel")).to.not.equal(null);
    expect(find(el.shadowRoot!, ".facts table")).to.equal(null, "no secrets table when following a seat");
    const select = find(el.shadowRoot!, "header select") as HTMLSelectElement;
    expect(select.value).to.equal("red");
    select.value = "all";
    select.dispatchEvent(new Event("change"));
    await waitUntil(() => el.getAttribute("follow") === "all", "follow not reflected");
    await settle(el);
    expect(find(el.shadowRoot!, ".facts table")).to.not.equal(null);
  });

  it("shows a card game, every player count, with its clue sheet for a seat and every secret", async () => {
    for (const players of [2, 3, 4, 5] as const) {
      const record = cardsRecord(players, `cards-ui-${players}`);
      const el = await open(JSON.stringify(record), { step: String(record.actions.length) });
      expect(find(el.shadowRoot!, "[part=replay-why]")?.textContent).to.match(/declared|without a declaration/);
      expect(find(el.shadowRoot!, ".facts table")).to.not.equal(null);
      el.setAttribute("follow", "red");
      await settle(el);
      expect(find(el.shadowRoot!, "[part=cards-sheet]")).to.not.equal(null);
    }
  });

  it("is usable by keyboard and screen reader: axe-core finds nothing, every step control is a button with a name", async () => {
    const el = await open(JSON.stringify(boardRecord()), { step: "12" });
    await noViolations(el, "board game, all secrets");
    el.setAttribute("follow", "yellow");
    await noViolations(el, "board game, following a seat");
    el.setAttribute("step", String(Number.MAX_SAFE_INTEGER));
    await noViolations(el, "board game, the end");
    const cards = await open(JSON.stringify(cardsRecord()), { step: "8" });
    await noViolations(cards, "card game, all secrets");
    cards.setAttribute("follow", "blue");
    await noViolations(cards, "card game, following a seat");
    for (const b of findAll(el.shadowRoot!, "button") as HTMLButtonElement[]) expect((b.getAttribute("aria-label") ?? b.textContent ?? "").trim()).to.not.equal("");
  });

  it("refuses a bad record visibly with a stable code, never throwing", async () => {
    const record = boardRecord();
    const tampered = JSON.parse(JSON.stringify(record)) as { actions: unknown[][] };
    tampered.actions[5] = ["zz", 0];
    const wrongResult = { ...record, result: { winners: ["blue"], reason: "escaped" } };
    const cases: [string, string][] = [
      ["{not json", "RECORD_MALFORMED"],
      [JSON.stringify({ ...record, format: 2 }), "RECORD_WRONG_VERSION"],
      [JSON.stringify({ ...record, version: 999 }), "RECORD_WRONG_VERSION"],
      [JSON.stringify({ ...record, game: "chess" }), "RECORD_WRONG_GAME"],
      [JSON.stringify(tampered), "RECORD_DOES_NOT_REPLAY"],
      [JSON.stringify(wrongResult), "RECORD_RESULT_MISMATCH"],
      ["/no/such/record.json", "RECORD_NOT_FOUND"],
      ["[1,2]", "RECORD_MALFORMED"],
    ];
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error);
    window.addEventListener("error", onError);
    try {
      for (const [value, code] of cases) {
        const el = document.createElement("inkognito-game") as InkognitoGame;
        el.setAttribute("replay", value);
        const got = new Promise<CustomEvent<{ code: string; message: string }>>((r) => el.addEventListener("inkognito-error", (e) => r(e as CustomEvent), { once: true }));
        (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
        const e = await got;
        expect(e.detail.code, value.slice(0, 40)).to.equal(code);
        await settle(el);
        const shown = find(el.shadowRoot!, "[part=replay-error]");
        expect(shown?.getAttribute("role")).to.equal("alert");
        expect(shown?.textContent).to.contain(code);
      }
    } finally {
      window.removeEventListener("error", onError);
    }
    expect(errors).to.deep.equal([]);
  });
});

export { text };
