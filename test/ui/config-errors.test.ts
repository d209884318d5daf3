/**
 * Bad configuration: a clear error, not a blank or half-drawn element. Each shows its sentence in
 * the element, fires `inkognito-error` with a stable code, rejects `element.ready` with that code,
 * and leaves what was saved as it was. An unknown `bots` level or `lang` falls back, one warning.
 */
import { expect, fixture, html } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";

const nowhere = { "peer-host": "127.0.0.1", "peer-port": "9", "peer-path": "/peerjs", "peer-secure": "false" };

/** An element with these attributes, added to the page; what it fired and how its `ready` settled. */
async function configured(attrs: Record<string, string>) {
  const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = document.createElement("inkognito-game");
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  const errors: { code: string; message: string }[] = [];
  el.addEventListener("inkognito-error", (e) => errors.push(e.detail));
  wrap.append(el);
  const settled = await Promise.race([
    el.ready.then((d) => ({ resolved: d }), (e: { code?: string }) => ({ rejected: e })),
    new Promise<{ timeout: true }>((r) => setTimeout(() => r({ timeout: true }), 8000)),
  ]);
  await el.updateComplete;
  const notice = el.shadowRoot!.querySelector(".notice")?.textContent?.trim() ?? "";
  return { el, errors, settled, notice };
}

async function expectConfigError(attrs: Record<string, string>, code: string, says: string) {
  const { el, errors, settled, notice } = await configured(attrs);
  expect(settled, `ready of ${JSON.stringify(attrs)}`).to.have.property("rejected");
  expect((settled as { rejected: { code: string } }).rejected.code).to.equal(code);
  expect(errors.map((e) => e.code)).to.deep.equal([code]);
  expect(notice).to.contain(says);
  expect(errors[0]!.message).to.equal(notice);
  expect(el.shadowRoot!.querySelector("inkognito-board")).to.equal(null);
  el.remove();
}

describe("<inkognito-game> configuration errors", () => {
  afterEach(() => localStorage.clear());

  it('players="7": BAD_PLAYERS, and the game saved under that element is left as it was', async () => {
    const first = await fixture<InkognitoGame>(html`<inkognito-game game-id="cfg" bot-delay="600000" seed="cfg"></inkognito-game>`);
    await first.ready;
    expect(first.submit({ type: "note", seat: "red", key: "x", mark: "kept" }).ok).to.equal(true);
    first.remove();
    const before = JSON.stringify(Object.entries(localStorage).sort());
    expect(before).to.contain("kept");
    await expectConfigError({ "game-id": "cfg", players: "7", "bot-delay": "600000" }, "BAD_PLAYERS", "3, 4 or 5");
    expect(JSON.stringify(Object.entries(localStorage).sort())).to.equal(before);
  });

  it("a scenario URL that 404s: SCENARIO_NOT_FOUND", async () => {
    await expectConfigError({ "game-id": "cfg-404", scenario: "/no/such/scenario.json", "bot-delay": "600000" }, "SCENARIO_NOT_FOUND", "/no/such/scenario.json");
  });

  it("a scenario URL that is not JSON: SCENARIO_NOT_JSON (not \"Unexpected end of JSON input\")", async () => {
    await expectConfigError({ "game-id": "cfg-md", scenario: "/README.md", "bot-delay": "600000" }, "SCENARIO_NOT_JSON", "not JSON");
  });

  it("ice-servers that are not JSON, or not an array of RTCIceServer objects: BAD_ICE_SERVERS", async () => {
    for (const ice of ["[{urls:", `{"urls":"stun:stun.example.org"}`, `[{"url":"stun:stun.example.org"}]`, `[{"urls":[]}]`, `["stun:x"]`]) {
      await expectConfigError({ mode: "host", "game-id": "cfg-ice", "ice-servers": ice, ...nowhere }, "BAD_ICE_SERVERS", "ICE servers");
    }
    // A good list opens the lobby.
    const { settled } = await configured({ mode: "host", "game-id": "cfg-ice-ok", "ice-servers": `[{"urls":["stun:a.example","stun:b.example"]},{"urls":"turn:t.example","username":"u","credential":"p"}]`, ...nowhere });
    expect(settled).to.have.property("resolved");
  });

  it("an unknown bots level plays normal and an unknown lang English, each with one console warning", async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(" "));
    try {
      for (const id of ["cfg-w1", "cfg-w2"]) {
        const { el, settled, errors } = await configured({ "game-id": id, bots: "grandmaster", lang: "xx-tlh", "bot-delay": "600000" });
        expect(settled).to.have.property("resolved");
        expect(errors).to.deep.equal([]);
        expect(el.shadowRoot!.querySelector("inkognito-turn-bar")).to.exist;
        el.remove();
      }
      expect(warnings.filter((w) => w.includes('bots="grandmaster"'))).to.have.length(1);
      expect(warnings.filter((w) => w.includes('lang="xx-tlh"'))).to.have.length(1);
    } finally {
      console.warn = warn;
    }
  });
});
