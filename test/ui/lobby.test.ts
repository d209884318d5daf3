/** The network lobby: invite link with QR code, seats with status, Start for the host. */
import { expect, fixture, html, oneEvent } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import "../../src/register.js";
import "../../src/ui/network.js"; // the lobby comes with the network code
import { qrPath, type InkognitoLobby } from "../../src/ui/controls/lobby.js";
import { en } from "../../src/ui/i18n/en.js";
import type { Lobby } from "../../src/net/protocol.js";

const LOBBY: Lobby = {
  tableId: "inkognito-abc", players: 3, started: false, commit: "f".repeat(64), spectators: 1, assistant: false, game: 1,
  seats: [
    { seat: "red", name: "Ann", kind: "host", ready: true, connected: true },
    { seat: "yellow", name: "Ben", kind: "human", ready: false, connected: false },
    { seat: "green", name: "", kind: "open", ready: false, connected: false },
  ],
};

describe("<inkognito-lobby>", () => {
  it("encodes the invite link as a QR code", () => {
    const qr = qrPath("http://127.0.0.1:8000/demo/table.html?inkognito-table=inkognito-abc");
    expect(qr.size).to.be.at.least(21);
    expect(qr.d.split("M").length).to.be.greaterThan(100);
    expect(qrPath("other").d).to.not.equal(qr.d);
  });

  it("shows seats with names, readiness and connection, and lets the host start", async () => {
    const el = await fixture<InkognitoLobby>(html`<inkognito-lobby .lobby=${LOBBY} .messages=${en} host invite="http://x/?inkognito-table=inkognito-abc" you="red"></inkognito-lobby>`);
    const root = el.shadowRoot!;
    const rows = [...root.querySelectorAll("li")].map((li) => li.textContent!.replace(/\s+/g, " ").trim());
    expect(rows[0]).to.include("Ann (you)").and.include("ready");
    expect(rows[1]).to.include("Ben").and.include("not ready");
    expect(rows[2]).to.include("open");
    expect(root.querySelectorAll(".dot.on").length).to.equal(1);
    expect(root.querySelector<HTMLInputElement>("input")!.value).to.include("inkognito-table=inkognito-abc");
    expect(root.querySelector("svg.qr path")!.getAttribute("d")!.length).to.be.greaterThan(100);
    const start = oneEvent(el, "inkognito-start");
    [...root.querySelectorAll("button")].find((b) => b.textContent!.includes("Start"))!.click();
    await start;
  });

  it("draws the QR code of the invite it shows: the same while the lobby changes, a new one for a new invite", async () => {
    const first = "http://x/?inkognito-table=inkognito-abc";
    const el = await fixture<InkognitoLobby>(html`<inkognito-lobby .lobby=${LOBBY} .messages=${en} host invite=${first} you="red"></inkognito-lobby>`);
    const d = () => el.shadowRoot!.querySelector("svg.qr path")!.getAttribute("d");
    expect(d()).to.equal(qrPath(first).d);
    el.lobby = { ...LOBBY, seats: LOBBY.seats.map((s) => (s.seat === "yellow" ? { ...s, ready: true, connected: true } : s)) };
    await el.updateComplete;
    expect(d()).to.equal(qrPath(first).d);
    const second = "http://x/?inkognito-table=inkognito-xyz";
    el.invite = second;
    await el.updateComplete;
    expect(d()).to.equal(qrPath(second).d);
    expect(d()).not.to.equal(qrPath(first).d);
  });

  it("offers a guest its readiness toggle and no Start button", async () => {
    const el = await fixture<InkognitoLobby>(html`<inkognito-lobby .lobby=${LOBBY} .messages=${en} you="yellow"></inkognito-lobby>`);
    const buttons = [...el.shadowRoot!.querySelectorAll("button")].map((b) => b.textContent!.trim());
    expect(buttons).to.include("I'm ready").and.not.include("Start the game");
    const ready = oneEvent(el, "inkognito-lobby-ready");
    button(el, "I'm ready").click();
    expect((await ready).detail).to.deep.equal({ ready: true });
  });

  it("lets a seated guest type its name (Enter or leaving the field), take an open seat, or watch instead", async () => {
    const el = await fixture<InkognitoLobby>(html`<inkognito-lobby .lobby=${LOBBY} .messages=${en} you="yellow"></inkognito-lobby>`);
    const root = el.shadowRoot!;
    const input = root.querySelector<HTMLInputElement>("input#name")!;
    expect(input.value).to.equal("Ben");
    expect(input.maxLength).to.equal(32);
    expect(root.querySelector(`label[for="name"]`)!.textContent).to.equal("Your name");
    // "Sit here" only on the open seat, named after it for screen readers.
    const sits = [...root.querySelectorAll("li")].map((li) => [...li.querySelectorAll("button")].map((b) => b.textContent!.trim()));
    expect(sits).to.deep.equal([[], [], ["Sit here (Green)"]]);
    input.value = "  Bea  ";
    const renamed = oneEvent(el, "inkognito-sit");
    root.querySelector("form")!.requestSubmit();
    expect((await renamed).detail).to.deep.equal({ seat: "yellow", name: "Bea" });
    let fired = 0;
    el.addEventListener("inkognito-sit", () => fired++);
    input.dispatchEvent(new Event("change"));
    expect(fired, "the same name is sent once").to.equal(0);
    const moved = oneEvent(el, "inkognito-sit");
    button(el, "Sit here").click();
    expect((await moved).detail).to.deep.equal({ seat: "green", name: "Bea" });
    const watch = oneEvent(el, "inkognito-sit");
    button(el, "Watch instead").click();
    expect((await watch).detail).to.deep.equal({ seat: "spectator", name: "Bea" });
  });

  it("lets a watching guest take an open seat, with no readiness or Watch instead", async () => {
    const el = await fixture<InkognitoLobby>(html`<inkognito-lobby .lobby=${LOBBY} .messages=${en} you="spectator" name="Cy"></inkognito-lobby>`);
    const root = el.shadowRoot!;
    expect(root.querySelector<HTMLInputElement>("input#name")!.value).to.equal("Cy");
    expect(root.textContent).to.include("You are watching");
    const buttons = [...root.querySelectorAll("button")].map((b) => b.textContent!.trim());
    expect(buttons).to.deep.equal(["Sit here (Green)"]);
    const sit = oneEvent(el, "inkognito-sit");
    button(el, "Sit here").click();
    expect((await sit).detail).to.deep.equal({ seat: "green", name: "Cy" });
  });

  it("lets the host rename itself but not move seats; the default name is a placeholder", async () => {
    const lobby = { ...LOBBY, seats: [{ ...LOBBY.seats[0]!, name: "a player" }, ...LOBBY.seats.slice(1)] };
    const el = await fixture<InkognitoLobby>(html`<inkognito-lobby .lobby=${lobby} .messages=${en} host you="red"></inkognito-lobby>`);
    const root = el.shadowRoot!;
    const input = root.querySelector<HTMLInputElement>("input#name")!;
    expect(input.value).to.equal("");
    expect(input.placeholder).to.equal("a player");
    const buttons = [...root.querySelectorAll("button")].map((b) => b.textContent!.trim());
    expect(buttons).to.not.include("Sit here (Green)").and.not.include("Watch instead");
    input.value = "Ann";
    const rename = oneEvent(el, "inkognito-rename");
    input.dispatchEvent(new Event("change"));
    expect((await rename).detail).to.deep.equal({ name: "Ann" });
  });

  it("shows no name field, seat choice or Watch instead once the game has started", async () => {
    const started = { ...LOBBY, started: true };
    for (const host of [false, true]) {
      const el = await fixture<InkognitoLobby>(html`<inkognito-lobby .lobby=${started} .messages=${en} ?host=${host} you=${host ? "red" : "yellow"}></inkognito-lobby>`);
      const root = el.shadowRoot!;
      expect(root.querySelector("input#name, form")).to.equal(null);
      const buttons = [...root.querySelectorAll("button")].map((b) => b.textContent!.trim());
      expect(buttons.filter((b) => /Sit here|Watch instead|ready/.test(b))).to.deep.equal([]);
    }
  });

  it("lets the host choose 3, 4 or 5 players before the start, the current count checked; guests and the started game get no choice", async () => {
    const el = await fixture<InkognitoLobby>(html`<inkognito-lobby .lobby=${LOBBY} .messages=${en} host you="red"></inkognito-lobby>`);
    const root = el.shadowRoot!;
    const fieldset = root.querySelector("fieldset")!;
    expect(fieldset.querySelector("legend")!.textContent).to.equal("Players");
    expect(root.getElementById(fieldset.getAttribute("aria-describedby")!)!.textContent).to.include("played by bots");
    const radios = () => [...root.querySelectorAll<HTMLInputElement>('input[name="players"]')];
    expect(radios().map((r) => [r.value, r.checked, r.disabled, r.labels![0]!.textContent!.trim()])).to.deep.equal([
      ["3", true, false, "3"], ["4", false, false, "4"], ["5", false, false, "5"],
    ]);
    // With the keyboard: the arrow keys move through the group, each step a choice.
    radios()[0]!.focus();
    const chosen = oneEvent(el, "inkognito-players");
    await sendKeys({ press: "ArrowRight" });
    expect((await chosen).detail).to.deep.equal({ players: 4 });
    // The table's count is what the radios show: until the lobby says otherwise, 3 stays checked.
    await el.updateComplete;
    expect(radios().map((r) => r.checked)).to.deep.equal([true, false, false]);
    const clicked = oneEvent(el, "inkognito-players");
    radios()[2]!.click();
    expect((await clicked).detail).to.deep.equal({ players: 5 });
    el.lobby = { ...LOBBY, players: 5 };
    await el.updateComplete;
    expect(radios().map((r) => r.checked)).to.deep.equal([false, false, true]);
    // Guests see the count in the seat list but get no control; nobody does after the start.
    const guest = await fixture<InkognitoLobby>(html`<inkognito-lobby .lobby=${LOBBY} .messages=${en} you="yellow"></inkognito-lobby>`);
    expect(guest.shadowRoot!.querySelector("fieldset, input[type=radio]")).to.equal(null);
    expect(guest.shadowRoot!.querySelectorAll("li").length).to.equal(3);
    const started = await fixture<InkognitoLobby>(html`<inkognito-lobby .lobby=${{ ...LOBBY, started: true }} .messages=${en} host you="red"></inkognito-lobby>`);
    expect(started.shadowRoot!.querySelector("fieldset, input[type=radio]")).to.equal(null);
  });

  it("lets the host turn the notebook assistant on or off before the start; everyone else sees the table's setting", async () => {
    const el = await fixture<InkognitoLobby>(html`<inkognito-lobby .lobby=${LOBBY} .messages=${en} host you="red"></inkognito-lobby>`);
    const root = el.shadowRoot!;
    const fieldset = root.querySelector<HTMLFieldSetElement>('fieldset:has(input[name="assistant"])')!;
    expect(fieldset.querySelector("legend")!.textContent).to.equal("Notebook assistant");
    expect(root.getElementById(fieldset.getAttribute("aria-describedby")!)!.textContent).to.include("their own seat");
    const radios = () => [...root.querySelectorAll<HTMLInputElement>('input[name="assistant"]')];
    expect(radios().map((r) => [r.value, r.checked, r.labels![0]!.textContent!.trim()])).to.deep.equal([["on", false, "On"], ["off", true, "Off"]]);
    const chosen = oneEvent(el, "inkognito-assistant");
    radios()[0]!.click();
    expect((await chosen).detail).to.deep.equal({ on: true });
    // The table's setting is what the radios show: until the lobby says otherwise, Off stays checked.
    await el.updateComplete;
    expect(radios().map((r) => r.checked)).to.deep.equal([false, true]);
    el.lobby = { ...LOBBY, assistant: true };
    await el.updateComplete;
    expect(radios().map((r) => r.checked)).to.deep.equal([true, false]);
    // A guest (and a watcher) sees the setting, with no control.
    for (const assistant of [true, false]) {
      const guest = await fixture<InkognitoLobby>(html`<inkognito-lobby .lobby=${{ ...LOBBY, assistant }} .messages=${en} you="yellow"></inkognito-lobby>`);
      expect(guest.shadowRoot!.querySelector('input[name="assistant"]')).to.equal(null);
      expect(guest.shadowRoot!.querySelector(".assist")!.textContent).to.equal(`Notebook assistant: ${assistant ? "on" : "off"}`);
    }
  });

  it("keeps the host's own seat: a host on blue cannot choose 3 players", async () => {
    const lobby: Lobby = { ...LOBBY, players: 4, seats: [{ ...LOBBY.seats[2]!, seat: "red" }, ...LOBBY.seats.slice(1), { ...LOBBY.seats[0]!, seat: "blue" }] };
    const el = await fixture<InkognitoLobby>(html`<inkognito-lobby .lobby=${lobby} .messages=${en} host you="blue"></inkognito-lobby>`);
    const radios = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[name="players"]')];
    expect(radios.map((r) => [r.checked, r.disabled])).to.deep.equal([[false, true], [true, false], [false, false]]);
  });

  it("fits a 360 px wide screen with its seat buttons", async () => {
    const el = await fixture<InkognitoLobby>(html`<div style="width:360px"><inkognito-lobby .lobby=${LOBBY} .messages=${en} you="spectator" name="Cy"></inkognito-lobby></div>`);
    const lobby = el.querySelector<InkognitoLobby>("inkognito-lobby")!;
    await lobby.updateComplete;
    const box = lobby.shadowRoot!.querySelector(".box")!;
    expect(box.scrollWidth).to.be.at.most(box.clientWidth);
    for (const b of lobby.shadowRoot!.querySelectorAll("button, input")) expect(b.getBoundingClientRect().right).to.be.at.most(360);
  });

  it("fits a 360 px wide screen for the host, with the choice of players", async () => {
    const el = await fixture<InkognitoLobby>(html`<div style="width:360px"><inkognito-lobby .lobby=${LOBBY} .messages=${en} host you="red" invite="http://127.0.0.1:8000/demo/table.html?inkognito-table=inkognito-abcdefghijklmno"></inkognito-lobby></div>`);
    const lobby = el.querySelector<InkognitoLobby>("inkognito-lobby")!;
    await lobby.updateComplete;
    const box = lobby.shadowRoot!.querySelector(".box")!;
    expect(box.scrollWidth).to.be.at.most(box.clientWidth);
    for (const b of lobby.shadowRoot!.querySelectorAll("button, input, fieldset span, fieldset small")) expect(b.getBoundingClientRect().right).to.be.at.most(360);
    const [three, five] = [lobby.shadowRoot!.querySelector("fieldset span")!, lobby.shadowRoot!.querySelectorAll("fieldset span")[2]!];
    expect(Math.round(three.getBoundingClientRect().top)).to.equal(Math.round(five.getBoundingClientRect().top));
  });
});

function button(el: InkognitoLobby, text: string): HTMLButtonElement {
  return [...el.shadowRoot!.querySelectorAll("button")].find((b) => b.textContent!.includes(text))!;
}
