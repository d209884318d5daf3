/**
 * For every language the element ships (read from the language table, so a language added there is
 * swept too) and both games: the panels, tabs, the game menu and its pages, every step (with its dialogs and end screen) of
 * every shipped scenario and tutorial, every step of a replay of each game (every secret, and each
 * seat followed), and a replay that cannot be shown are rendered in that language, and no English text of the
 * English messages is left on screen (text, titles, accessible names, through every shadow root).
 * Every shipped caption has its translation.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { TUTORIAL } from "../../src/games/board/tutorial.js";
import { CARDS_TUTORIAL } from "../../src/games/cards/tutorial.js";
import type { Caption } from "../../src/games/kernel/scenario.js";
import { cardsEn, type CardsMessages } from "../../src/ui/i18n/cards.js";
import { replayEn, type ReplayMessages } from "../../src/ui/i18n/replay.js";
import { en, type Messages } from "../../src/ui/i18n/en.js";
import "../../src/ui/i18n/en-later.js";
import { BUILT_IN_LANGUAGES, loadPart } from "../../src/ui/i18n/languages.js";
import { registeredLanguage } from "../../src/ui/i18n/registry.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import type { InkognitoCardsTable } from "../../src/ui/cards/cards-table.js";
import { englishIn, englishPhrases } from "./support/english-left.js";
import { humanAct } from "./support/cards.js";
import { deepAll, shownText } from "./support/texts.js";
import { seatLetters } from "../../src/ui/theme.js";

const LANGUAGES = BUILT_IN_LANGUAGES.filter((l) => l !== "en");
const BOARD_SCENARIOS = ["deduction-michael-leo", "mission-bubble-balloon", "movement-leo", "movement-michael", "repeated-cards", "three-player-arrested-bubble"];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function texts(lang: string) {
  await Promise.all((["board", "cards", "captions", "replay"] as const).map((p) => loadPart(lang, p)));
  const l = registeredLanguage(lang)!;
  return { board: l.board!, cards: l.cards!, captions: l.captions!, replay: l.replay! };
}

/** Fails with the English phrases left in what `el` shows, and where. */
function expectNoEnglish(el: Element, phrases: readonly string[], where: string) {
  const shown = shownText(el);
  const left = englishIn(shown, phrases);
  expect(left, `${where}: English left: ${left.map((p) => JSON.stringify(p)).join(", ")}`).to.deep.equal([]);
}

function captionsOf(s: { title?: unknown; steps?: readonly { caption?: unknown; mistake?: unknown }[] }): string[] {
  const en = (c: unknown) => (typeof c === "string" ? c : (c as Caption | undefined)?.en);
  return [en(s.title), ...(s.steps ?? []).flatMap((st) => [en(st.caption), en(st.mistake)])].filter((x): x is string => !!x);
}

const deep = deepAll;
const buttonSaying = (el: Element, text: string) => deep(el, "button").find((b) => b.textContent!.trim() === text || b.getAttribute("aria-label") === text);

for (const lang of LANGUAGES) {
  describe(`every text in ${lang}`, function () {
    this.timeout(120000);
    let board: Messages, cards: CardsMessages, captions: Readonly<Record<string, string>>, replay: ReplayMessages;
    let boardEnglish: string[], cardsEnglish: string[], replayEnglish: string[];
    before(async () => {
      ({ board, cards, captions, replay } = await texts(lang));
      boardEnglish = englishPhrases(en, board, lang);
      cardsEnglish = englishPhrases(cardsEn, cards, lang);
      replayEnglish = englishPhrases(replayEn, replay, lang);
    });
    afterEach(() => localStorage.clear());

    it("every caption of the shipped scenarios and tutorials is translated", async () => {
      const all = [...captionsOf(TUTORIAL), ...captionsOf(CARDS_TUTORIAL)];
      for (const name of [...BOARD_SCENARIOS, "cards-worked-example"]) all.push(...captionsOf(await (await fetch(`/demo/scenarios/${name}.json`)).json()));
      const missing = all.filter((c) => !captions[c]);
      expect(missing, `untranslated in ${lang}:\n${missing.join("\n")}`).to.deep.equal([]);
    });

    it("the board game: turn bar, every tab, a roll, the game menu and its pages", async () => {
      const el = await fixture<InkognitoGame>(html`<inkognito-game lang=${lang} game-id=${`sweep-${lang}`} seed="sweep" bot-delay="600000"></inkognito-game>`);
      await el.ready;
      await waitUntil(() => shownText(el).includes(board.rollPhantom), "not in the language");
      await waitUntil(() => deep(el, "[role=tab]").length >= 3, `no tabs (${deep(el, "[role=tab]").length})`, { timeout: 5000 });
      expectNoEnglish(el, boardEnglish, "start");
      for (const tab of deep(el, "[role=tab]")) {
        tab.click();
        await pause(150);
        expectNoEnglish(el, boardEnglish, `tab ${tab.textContent}`);
        // The passport's cover and every seat letter shown are words and initials of the language.
        for (const crest of deep(el, ".crest")) expect(crest.textContent!.trim(), "passport cover").to.equal(board.passportCrest);
        const letters = Object.values(seatLetters(board));
        for (const chip of deep(el, ".chip.seat-fill")) expect(letters, `seat letter ${chip.textContent}`).to.include(chip.textContent!.trim());
      }
      // a turn: roll, then the movement's guidance
      buttonSaying(el, board.rollPhantom)!.click();
      await waitUntil(() => !buttonSaying(el, board.rollPhantom), "the roll did not happen");
      await pause(150);
      expectNoEnglish(el, boardEnglish, "after the roll");
      // the game menu and each of its pages
      buttonSaying(el, board.menuButton)!.click();
      await waitUntil(() => !!buttonSaying(el, board.menuRules), "no menu");
      expectNoEnglish(el, boardEnglish, "menu");
      buttonSaying(el, board.menuRules)!.click();
      await pause(150);
      expectNoEnglish(el, boardEnglish, "menu: rules");
      // the menu's new-game page (its confirmation and the bots' levels)
      buttonSaying(el, board.back)?.click();
      await pause(100);
      const fresh = buttonSaying(el, board.menuNewGame);
      if (fresh) {
        fresh.click();
        await pause(150);
        expectNoEnglish(el, boardEnglish, "menu: new game");
      }
    });

    for (const name of ["tutorial", ...BOARD_SCENARIOS]) {
      it(`the board game's ${name}: every step`, async () => {
        const scenario = name === "tutorial" ? "tutorial" : `/demo/scenarios/${name}.json`;
        const steps = name === "tutorial" ? TUTORIAL.steps!.length : ((await (await fetch(scenario)).json()) as { steps: unknown[] }).steps.length;
        const el = await fixture<InkognitoGame>(html`<inkognito-game lang=${lang} game-id=${`sweep-${lang}-${name}`} bot-delay="600000" scenario=${scenario} step="0"></inkognito-game>`);
        await el.ready;
        for (let i = 0; i < steps; i++) {
          el.step = i;
          await waitUntil(() => shownText(el).includes(board.scenarioStepOf(i + 1, steps)) || shownText(el).includes(board.scenarioStepShort(i + 1, steps)), `step ${i} not shown`, { timeout: 5000 });
          await pause(100);
          expectNoEnglish(el, boardEnglish, `${name} step ${i + 1}`);
        }
      });
    }

    it("the card game: a hot-seat game played through its acts (placing, exchanges, questions, the clue sheet)", async () => {
      const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" mode="hotseat" lang=${lang} game-id=${`sweep-cards-${lang}`} seed="sweep" bot-delay="0"></inkognito-game>`);
      await el.ready;
      const t = await waitUntil(() => el.shadowRoot!.querySelector("inkognito-cards-table"), "no card table").then(() => el.shadowRoot!.querySelector("inkognito-cards-table") as InkognitoCardsTable);
      await waitUntil(() => t.view != null && t.lang === lang, "the card table is not in the language", { timeout: 5000 });
      for (let i = 0; i < 40 && !t.view!.result; i++) {
        expectNoEnglish(el, cardsEnglish, `card game, act ${i}`);
        if (!(await humanAct(t))) await pause(50);
      }
      expectNoEnglish(el, cardsEnglish, "card game, last act");
    });

    for (const name of ["tutorial", "cards-worked-example"]) {
      it(`the card game's ${name}: every step`, async () => {
        const scenario = name === "tutorial" ? "tutorial" : `/demo/scenarios/${name}.json`;
        const steps = name === "tutorial" ? CARDS_TUTORIAL.steps!.length : ((await (await fetch(scenario)).json()) as { steps: unknown[] }).steps.length;
        const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" mode="hotseat" no-privacy-screen lang=${lang} game-id=${`sweep-cards-${lang}-${name}`} scenario=${scenario} step="0"></inkognito-game>`);
        await el.ready;
        for (let i = 0; i < steps; i++) {
          el.step = i;
          await waitUntil(() => shownText(el).includes(cards.stepOf(i + 1, steps)), `step ${i} not shown`, { timeout: 5000 });
          await pause(100);
          expectNoEnglish(el, cardsEnglish, `${name} step ${i + 1}`);
        }
      });
    }

    for (const kind of ["board", "cards"] as const) {
      it(`the ${kind === "board" ? "board" : "card"} game's replay: every step with every secret, each seat followed, the explanation`, async () => {
        const el = await openReplay(lang, `/demo/replay-${kind}-example.json`);
        const viewer = el.shadowRoot!.querySelector("inkognito-replay") as HTMLElement & { source: { count: number; seats: readonly string[] } | null; updateComplete: Promise<boolean> };
        const english = [...replayEnglish, ...(kind === "board" ? boardEnglish : cardsEnglish)];
        const letters = Object.values(seatLetters(board));
        await waitUntil(() => shownText(el).includes(replay.followAll), "the replay is not in the language", { timeout: 5000 });
        const count = viewer.source!.count;
        const show = async (i: number) => {
          el.step = i;
          await el.updateComplete;
          await viewer.updateComplete;
        };
        // Every secret: every step (the last with the explanation of the declaration).
        for (let i = 0; i < count; i++) {
          await show(i);
          expectNoEnglish(el, english, `${kind} replay, every secret, step ${i + 1}`);
          if (kind === "board") for (const chip of deep(el, ".chip.seat-fill")) expect(letters, `seat letter ${chip.textContent}`).to.include(chip.textContent!.trim());
        }
        // Each seat followed: its first, a middle and its last step (its notebook or clue sheet, its hand).
        for (const seat of viewer.source!.seats) {
          el.setAttribute("follow", seat);
          for (const i of [0, Math.floor(count / 2), count - 1]) {
            await show(i);
            await pause(50);
            expectNoEnglish(el, english, `${kind} replay, following ${seat}, step ${i + 1}`);
          }
        }
        el.removeAttribute("follow");
      });
    }

    it("a replay that cannot be shown says why in the language", async () => {
      const el = document.createElement("inkognito-game") as InkognitoGame;
      el.setAttribute("lang", lang);
      el.setAttribute("replay", "{not a record");
      (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
      el.ready.catch(() => undefined);
      await waitUntil(() => shownText(el).includes(replay.error.RECORD_MALFORMED), "no failure in the language", { timeout: 5000 });
      expectNoEnglish(el, [...replayEnglish, ...boardEnglish], "a replay that cannot be shown");
    });
  });
}

/** `<inkognito-game replay>` in `lang`, once on screen. */
async function openReplay(lang: string, record: string): Promise<InkognitoGame> {
  const el = document.createElement("inkognito-game") as InkognitoGame;
  el.setAttribute("lang", lang);
  el.setAttribute("replay", record);
  const ready = new Promise((r) => el.addEventListener("inkognito-ready", r, { once: true }));
  (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
  await ready;
  return el;
}
