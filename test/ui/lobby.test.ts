/** The network lobby: invite link with QR code, seats with status, Start for the host. */
import { expect, fixture, html, oneEvent } from "@open-wc/testing";
import "../../src/register.js";
import { qrPath, type InkognitoLobby } from "../../src/ui/controls/lobby.js";
import { en } from "../../src/ui/i18n/en.js";
import type { Lobby } from "../../src/net/protocol.js";

const LOBBY: Lobby = {
  tableId: "inkognito-abc", players: 3, started: false, commit: "f".repeat(64), spectators: 1,
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

  it("offers a guest its readiness toggle and no Start button", async () => {
    const el = await fixture<InkognitoLobby>(html`<inkognito-lobby .lobby=${LOBBY} .messages=${en} you="yellow"></inkognito-lobby>`);
    const buttons = [...el.shadowRoot!.querySelectorAll("button")].map((b) => b.textContent!.trim());
    expect(buttons).to.deep.equal(["I'm ready"]);
    const ready = oneEvent(el, "inkognito-ready");
    el.shadowRoot!.querySelector("button")!.click();
    expect((await ready).detail).to.deep.equal({ ready: true });
  });
});
