/** `element.record()`: the record of the game played at this table, which the rules replay to the same end. */
import { expect, fixture, html } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { verifyRecord, type GameState } from "../../src/games/board/index.js";
import type { GameRecord } from "../../src/games/kernel/record.js";

describe("<inkognito-game>.record()", () => {
  afterEach(() => localStorage.clear());

  it("gives the record of a finished bot game, with the names given, that verifies to the same result", async function () {
    this.timeout(60_000);
    const el = document.createElement("inkognito-game") as InkognitoGame;
    for (const [k, v] of [["seat", "spectator"], ["bot-delay", "0"], ["seed", "element-record"], ["game-id", `rec-${Date.now()}`], ["bots", "easy"], ["names", "Ann,Ben,,Dev"]]) el.setAttribute(k!, v!);
    const over = new Promise<Event>((r) => el.addEventListener("inkognito-game-over", r, { once: true }));
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
    await over;
    // A local game's record is the record itself (only a guest's is signed by its host).
    const record = el.record() as GameRecord | null;
    expect(record).to.not.equal(null);
    expect(record!.options).to.deep.include({ players: 4, seed: "element-record" });
    expect(record!.names).to.deep.equal(["Ann", "Ben", "", "Dev"]);
    const v = verifyRecord<GameState>(JSON.stringify(record));
    if (!v.ok) throw new Error(v.error.message);
    expect(v.state.result).to.deep.equal(el.view!.result);
    expect(v.state.log.length).to.equal(el.view!.log.length);
  });
});
