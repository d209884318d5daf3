/**
 * The strong bot's worker as a bundled app meets it: its file may be elsewhere (the `bot-worker`
 * attribute says where) or nowhere (a 404): the bots still play, in the page, and the element says
 * so once in the console, however many games.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";

describe("<inkognito-game> bot-worker", () => {
  afterEach(() => localStorage.clear());

  it("a worker URL that 404s: strong bots still play (in the page), one console warning for two games", async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(" "));
      warn.apply(console, args);
    };
    try {
      const el = await fixture<InkognitoGame>(html`<inkognito-game game-id="worker-404" seed="w404" seat="spectator"
        bots="strong" bot-delay="0" bot-worker="/no/such/bot-worker.js"></inkognito-game>`);
      await el.ready;
      await waitUntil(() => el.view!.log.filter((e) => e.type === "moved").length >= 3, "the strong bots did not move", { timeout: 20_000 });
      el.newGame();
      await waitUntil(() => el.view!.log.filter((e) => e.type === "moved").length >= 2, "the bots of the second game did not move", { timeout: 20_000 });
      const about = warnings.filter((w) => w.includes("worker"));
      expect(about.length).to.equal(1);
      expect(about[0]).to.contain("/no/such/bot-worker.js");
      el.remove();
    } finally {
      console.warn = warn;
    }
  });

  it("the bot-worker attribute is reflected to the property and resolved against the page", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game-id="worker-prop" bot-delay="600000" bot-worker="x/w.js"></inkognito-game>`);
    expect(el.botWorker).to.equal("x/w.js");
    const { botWorkerFor } = await import("../../src/ui/bot-levels.js");
    expect(botWorkerFor("strong", el.botWorker)!.href).to.equal(new URL("x/w.js", document.baseURI).href);
    expect(botWorkerFor("normal", el.botWorker)).to.equal(null);
  });
});
