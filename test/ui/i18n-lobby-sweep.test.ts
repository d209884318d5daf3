/**
 * The network lobby and connection line in every language the element ships, for both games: the
 * host's lobby (seats of every kind, invite link and its QR code, spectators, the player count, open
 * seats going to bots, handing an absent seat to a bot), a guest's (seated, watching, after the
 * start), and every state of the status line (opening, open, offline, failed; connecting,
 * reconnecting, stalled, host away, each step a join is stuck at, a host that is not the table or
 * sent something invalid, TURN credentials failing, every refusal the host can send, the fair-play
 * check). Each is rendered from its state (`<inkognito-lobby>` with the line `net-status.ts` makes
 * for a table in that state) and no English of the English messages is left on screen; the raw
 * English of an error (the host's refusal sentence, a library's message) never shows.
 */
import { expect, fixture, html } from "@open-wc/testing";
import "../../src/register.js";
import "../../src/ui/network.js"; // the lobby comes with the network code
import type { InkognitoLobby } from "../../src/ui/controls/lobby.js";
import { en, type Messages } from "../../src/ui/i18n/en.js";
import "../../src/ui/i18n/en-later.js";
import { BUILT_IN_LANGUAGES, loadPart } from "../../src/ui/i18n/languages.js";
import { registeredLanguage } from "../../src/ui/i18n/registry.js";
import { fairText, guestLine, hostStatus } from "../../src/ui/net-status.js";
import { PROTOCOL_ERRORS } from "../../src/net/protocol.js";
import type { GuestTable } from "../../src/net/guest-table.js";
import type { HostTable } from "../../src/net/host-table.js";
import type { Lobby } from "../../src/net/protocol.js";
import { BOARD_COUNTS, boardSeatsFor } from "../../src/games/board/table-seats.js";
import { cardsGame } from "../../src/games/cards/game.js";
import { englishIn, englishPhrases } from "./support/english-left.js";
import { shownText } from "./support/texts.js";

const LANGUAGES = BUILT_IN_LANGUAGES.filter((l) => l !== "en");
/** Raw English of an error, as a host, a browser or a library words it: never on screen. */
const RAW = "Lost connection to server";

const seats = (started: boolean): Lobby["seats"] => [
  { seat: "red", name: "Ann", kind: "host", ready: true, connected: true },
  { seat: "yellow", name: "Ben", kind: "human", ready: true, connected: true },
  { seat: "green", name: "", kind: "human", ready: false, connected: started ? false : true },
  { seat: "blue", name: "", kind: started ? "bot" : "open", ready: false, connected: false },
  { seat: "ambassador", name: "", kind: "bot", ready: true, connected: true },
];
const lobby = (started: boolean): Lobby => ({ tableId: "inkognito-sweep", game: 1, players: 5, started, commit: "a".repeat(64), spectators: 2, assistant: true, seats: seats(started) });

/** A host table in a state, as `hostStatus` reads it. */
const hostIn = (patch: Record<string, unknown>) => ({
  status: "open", problem: "", ice: null, links: () => new Map(), ...patch,
}) as unknown as HostTable;
/** A guest table in a state, as `guestLine` and `fairText` read it. */
const guestIn = (patch: Record<string, unknown>) => ({
  status: "connecting", impostor: false, hostInvalid: null, ice: null, stalled: false, joinProblem: null, hostAway: false, lastError: null, fairness: null, ...patch,
}) as unknown as GuestTable;

function hostLines(m: Messages): string[] {
  const links = new Map([["green", "reconnecting"], ["blue", "gone"]]);
  return [
    hostIn({ status: "opening" }), hostIn({ status: "open" }), hostIn({ status: "offline" }), hostIn({ status: "failed", problem: RAW }),
    hostIn({ links: () => links }), hostIn({ ice: { problem: RAW } }),
  ].map((t) => hostStatus(t, m));
}

function guestLines(m: Messages): string[] {
  const states: Record<string, unknown>[] = [
    { status: "connecting" }, { status: "reconnecting" }, { status: "connected" }, { status: "connected", stalled: true }, { hostAway: true },
    ...(["signalling", "table", "proof", "turn", "ice"] as const).map((joinProblem) => ({ joinProblem })),
    { impostor: true }, { hostInvalid: RAW }, { ice: { problem: RAW } },
    ...Object.keys(PROTOCOL_ERRORS).map((code) => ({ status: "connected", lastError: { code, message: `${RAW} (${code})` } })),
    { status: "connected", lastError: { code: "NOT_YOUR_TURN", message: RAW } },
    { status: "connected", lastError: { code: "SOME_CARD_GAME_CODE", message: RAW } },
  ];
  return [
    ...states.map((s) => guestLine(guestIn(s), m)),
    fairText(guestIn({ fairness: { ok: true, problems: [] } }), m), fairText(guestIn({ fairness: { ok: false, problems: [RAW] } }), m),
  ];
}

for (const lang of LANGUAGES) {
  describe(`the network lobby and status line in ${lang}`, function () {
    this.timeout(60000);
    let m: Messages, english: string[];
    before(async () => {
      await loadPart(lang, "board");
      m = registeredLanguage(lang)!.board!;
      english = englishPhrases(en, m, lang);
    });

    for (const game of ["board", "cards"] as const) {
      const counts = game === "board" ? BOARD_COUNTS : cardsGame.playerCounts;
      const seatsFor = game === "board" ? boardSeatsFor : (n: number) => cardsGame.seatsFor(n);
      const render = (opts: { host: boolean; you: string; started: boolean; status: string; invite?: string }) => fixture<InkognitoLobby>(html`<inkognito-lobby
        .lobby=${lobby(opts.started)} .messages=${m} ?host=${opts.host} .invite=${opts.invite ?? ""} .you=${opts.you} name="Cy"
        .status=${opts.status} .counts=${counts} .seatsFor=${seatsFor} .assistantSetting=${game === "board"}></inkognito-lobby>`);
      const check = (el: Element, where: string) => {
        const shown = shownText(el);
        const left = englishIn(shown, english);
        expect(left, `${game}, ${where}: English left: ${left.map((p) => JSON.stringify(p)).join(", ")}`).to.deep.equal([]);
        expect(shown, `${game}, ${where}: an error's raw English`).to.not.include(RAW);
      };

      it(`${game}: the host's lobby before and after the start, in every state of its status line`, async () => {
        for (const [i, status] of hostLines(m).entries()) {
          check(await render({ host: true, you: "red", started: false, status, invite: "http://127.0.0.1/?inkognito-table=inkognito-sweep" }), `host lobby, status ${i}`);
        }
        const started = await render({ host: true, you: "red", started: true, status: hostLines(m)[4]! });
        expect(started.shadowRoot!.textContent).to.include(m.lobbyHandToBot);
        check(started, "host lobby after the start");
      });

      it(`${game}: a guest's lobby (seated, watching, after the start), in every state of its status line`, async () => {
        for (const [i, status] of guestLines(m).entries()) check(await render({ host: false, you: "yellow", started: false, status }), `guest lobby, status ${i}`);
        check(await render({ host: false, you: "spectator", started: false, status: m.statusConnected }), "watching guest");
        check(await render({ host: false, you: "yellow", started: true, status: m.statusConnected }), "guest after the start");
      });
    }
  });
}

describe("the network status line in English", () => {
  it("shows a refusal from its code, never the host's own sentence", () => {
    const line = guestLine(guestIn({ status: "connected", lastError: { code: "SEAT_TAKEN", message: `${RAW}: the host's words` } }), en);
    expect(line).to.equal(`${en.statusConnected} ${en.protocolError.SEAT_TAKEN}`);
    expect(guestLine(guestIn({ status: "connected", lastError: { code: "NOT<b>_X", message: RAW } }), en)).to.equal(`${en.statusConnected} ${en.hostRefused("NOTb_X")}`);
    expect(hostStatus(hostIn({ status: "failed", problem: RAW }), en)).to.equal(en.statusFailed);
  });
});
