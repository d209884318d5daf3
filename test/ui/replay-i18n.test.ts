/**
 * The replay viewer speaks the element's language: its own texts, the games' texts and the seat
 * letters follow `lang` (a live change too, and an ancestor's); a record that cannot be shown says why
 * in that language from its stable code, the underlying error's own words going to the console only.
 * (test/ui/i18n-sweep.test.ts checks no English is left at any step in any language.)
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { replay as de } from "../../src/ui/i18n/de/replay.js";
import { replay as fr } from "../../src/ui/i18n/fr/replay.js";
import { replayEn } from "../../src/ui/i18n/replay.js";
import { board as deBoard } from "../../src/ui/i18n/de/board.js";
import { seatLetters } from "../../src/ui/theme.js";
import { makeRecord } from "../../src/games/board/index.js";
import type { GameRecord } from "../../src/games/kernel/record.js";
import { playRandomGame } from "../games/board/support/random-play.js";
import { find, findAll, settle } from "./support/shadow.js";
import { shownText } from "./support/texts.js";

function boardRecord(): GameRecord {
  const { state } = playRandomGame({ players: 4, seed: "replay-i18n", botSeed: "b-replay-i18n", declareFromTurn: 20 });
  const r = makeRecord(state, {});
  if (!r.ok) throw new Error(r.error.message);
  return r.record;
}

async function open(record: string, lang: string | null, parent?: HTMLElement): Promise<InkognitoGame> {
  const el = document.createElement("inkognito-game") as InkognitoGame;
  if (lang) el.setAttribute("lang", lang);
  el.setAttribute("replay", record);
  const ready = new Promise((r) => el.addEventListener("inkognito-ready", r, { once: true }));
  (parent ?? (await fixture<HTMLDivElement>(html`<div></div>`))).append(el);
  await ready;
  await settle(el);
  return el;
}

describe("the replay viewer's language", function () {
  this.timeout(60000);

  it("shows its texts, the game's and the seat letters in the element's language, and switches on a live change", async () => {
    const el = await open(JSON.stringify(boardRecord()), "de");
    const titleOf = () => find(el.shadowRoot!, "h2")?.textContent?.trim();
    expect(titleOf()).to.equal(de.title(de.gameBoard));
    expect(shownText(el)).to.contain(de.followAll).and.contain(de.secretsTitle).and.contain(deBoard.seat.yellow);
    const chips = findAll(el.shadowRoot!, ".facts .chip.seat-fill").map((c) => c.textContent!.trim());
    expect(chips.length).to.be.greaterThan(0);
    const letters = seatLetters(deBoard);
    expect(chips).to.include(letters.yellow).and.include(letters.green); // G(elb) and G(rün) are told apart in German
    expect(chips).to.not.include("Y");
    el.setAttribute("lang", "fr");
    await waitUntil(() => titleOf() === fr.title(fr.gameBoard), "not switched to French", { timeout: 5000 });
    expect(shownText(el)).to.contain(fr.followAll).and.not.contain(de.followAll);
    el.removeAttribute("lang");
    await waitUntil(() => titleOf() === replayEn.title(replayEn.gameBoard), "not back in English", { timeout: 5000 });
  });

  it("takes the language of an ancestor", async () => {
    const parent = await fixture<HTMLDivElement>(html`<div lang="fr"></div>`);
    const el = await open(JSON.stringify(boardRecord()), null, parent);
    expect(find(el.shadowRoot!, "h2")?.textContent?.trim()).to.equal(fr.title(fr.gameBoard));
  });

  it("says why a record cannot be shown in the language, from its code; the error's own words only in the console", async () => {
    const record = boardRecord();
    const warned: string[] = [];
    const warn = console.warn;
    console.warn = (...a: unknown[]) => void warned.push(a.map(String).join(" "));
    try {
      for (const [value, code] of [[JSON.stringify({ ...record, version: 999 }), "RECORD_WRONG_VERSION"], ["{not json", "RECORD_MALFORMED"]] as const) {
        const el = document.createElement("inkognito-game") as InkognitoGame;
        el.setAttribute("lang", "de");
        el.setAttribute("replay", value);
        const got = new Promise<CustomEvent<{ code: string; message: string }>>((r) => el.addEventListener("inkognito-error", (e) => r(e as CustomEvent), { once: true }));
        (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
        el.ready.catch(() => undefined);
        const e = await got;
        expect(e.detail.code).to.equal(code);
        await waitUntil(() => find(el.shadowRoot!, "[part=replay-error]")?.textContent?.includes(de.error[code]), `${code} not in German`, { timeout: 5000 });
        const shown = find(el.shadowRoot!, "[part=replay-error]")!.textContent!;
        expect(shown).to.contain(de.errorTitle).and.contain(code).and.not.contain(replayEn.error[code]);
        expect(shown).to.not.contain("999").and.not.contain("JSON");
        el.setAttribute("lang", "fr");
        await waitUntil(() => find(el.shadowRoot!, "[part=replay-error]")?.textContent?.includes(fr.error[code]), `${code} not switched to French`, { timeout: 5000 });
      }
    } finally {
      console.warn = warn;
    }
    expect(warned.join("\n")).to.contain("rules version 999");
  });
});
