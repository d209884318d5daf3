/**
 * A page script that appends the element and then configures it in the same task (`append(el);
 * el.mode = "host"`, the plain-JavaScript way, or a framework that inserts before it sets props)
 * gets the table it configured: the first start waits for that script to finish.
 */
import { expect, fixture, html } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";

const nowhere = { "peer-host": "127.0.0.1", "peer-port": "9", "peer-path": "/peerjs", "peer-secure": "false", "ice-servers": "[]" };

/** An element appended to the page, then configured by `configure` before the script ends. */
async function appendThen(configure: (el: InkognitoGame) => void): Promise<InkognitoGame> {
  const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = document.createElement("inkognito-game");
  el.gameId = "after-append";
  el.botDelay = 600000;
  wrap.append(el);
  configure(el);
  return el;
}

describe("<inkognito-game> configured right after it is appended", () => {
  afterEach(() => localStorage.clear());

  it("mode=host: the hosted table's lobby, not a solo game", async () => {
    const el = await appendThen((el) => {
      el.setAttribute("mode", "host");
      for (const [k, v] of Object.entries(nowhere)) el.setAttribute(k, v);
    });
    expect(await el.ready).to.deep.equal({ mode: "host", showing: "lobby" });
    expect(el.shadowRoot!.querySelector("inkognito-lobby")).to.exist;
    expect(el.view).to.equal(undefined);
    el.remove();
  });

  it("game=cards: the card table, not an empty frame over a board game nobody sees", async () => {
    const el = await appendThen((el) => el.setAttribute("game", "cards"));
    expect(await el.ready).to.deep.equal({ mode: "solo", showing: "game" });
    expect(el.shadowRoot!.querySelector("inkognito-cards-table")).to.exist;
    expect(el.view).to.equal(undefined);
  });

  it("players=7: BAD_PLAYERS, not 'could not start'", async () => {
    const errors: string[] = [];
    const el = await appendThen((el) => {
      el.addEventListener("inkognito-error", (e) => errors.push(e.detail.code));
      el.players = 7 as never;
    });
    const failed = await el.ready.then(() => null, (e: { code?: string }) => e.code);
    expect(failed).to.equal("BAD_PLAYERS");
    expect(errors).to.deep.equal(["BAD_PLAYERS"]);
  });
});
