/**
 * A configuration error's sentence is in the element's language (docs/element.md, "Configuration
 * errors": `message` is the sentence, in the element's language) even when it is found before that
 * language's texts have loaded: the first start of a page checks `players` at once, and a scenario
 * URL fails before the language's later texts are in. Each test uses a language no earlier test of
 * this file has loaded, so its texts are fetched while the element starts, as on a fresh page.
 */
import { expect, fixture, html } from "@open-wc/testing";
import "../../src/register.js";

/** An element with these attributes put on the page: its configuration error (the events, `ready`'s rejection, the sentence shown). */
async function failure(attributes: Record<string, string>) {
  const el = document.createElement("inkognito-game");
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  const heard: { code: string; message: string }[] = [];
  el.addEventListener("inkognito-error", (e) => heard.push(e.detail));
  (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
  const rejected = await el.ready.then(() => null, (e: Error & { code?: string }) => ({ code: e.code, message: e.message }));
  await el.updateComplete;
  return { heard, rejected, shown: el.shadowRoot!.querySelector(".notice")?.textContent?.trim() };
}

describe("<inkognito-game> configuration errors in the element's language", () => {
  afterEach(() => localStorage.clear());

  it('lang="de" players="7" on a page whose German texts have not loaded: BAD_PLAYERS in German', async () => {
    const german = 'players="7" ist keine Spielerzahl: Inkognito spielt man zu 3, 4 oder 5.';
    const { heard, rejected, shown } = await failure({ lang: "de", players: "7", "game-id": "lang-players" });
    expect(heard).to.deep.equal([{ code: "BAD_PLAYERS", message: german }]);
    expect(rejected).to.deep.equal({ code: "BAD_PLAYERS", message: german });
    expect(shown).to.equal(german);
  });

  it('lang="it" and a scenario URL that 404s: SCENARIO_NOT_FOUND in Italian (a text of the later part)', async () => {
    const italian = 'Non è stato possibile caricare lo scenario "/no-such-scenario.json" (HTTP 404).';
    const { heard, rejected, shown } = await failure({ lang: "it", scenario: "/no-such-scenario.json", "game-id": "lang-scenario" });
    expect(heard).to.deep.equal([{ code: "SCENARIO_NOT_FOUND", message: italian }]);
    expect(rejected?.code).to.equal("SCENARIO_NOT_FOUND");
    expect(shown).to.equal(italian);
  });
});
