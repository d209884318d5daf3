/**
 * The card game's sentences about the viewer ("You", "Du") and the Ambassador, in English and
 * German: the verb agrees with "you" ("You place first", "Du hast gewählt", not "You places",
 * "Du hat"), "you" as an object is "you" / "dir" / "dich", and the German Ambassador has his article
 * ("Der Botschafter hat …", "… dem Botschafter gezeigt"). The French, Spanish, Italian and Danish
 * texts did this already. The end screen's and the live region's callers name the viewer `m.you`
 * (src/ui/cards/end-screen.ts, src/ui/cards/announce.ts), as the last test checks.
 */
import { expect } from "@open-wc/testing";
import { cardsEn } from "../../../src/ui/i18n/cards.js";
import { cards as cardsDe } from "../../../src/ui/i18n/de/cards.js";
import { cardsAnnouncement } from "../../../src/ui/cards/announce.js";
import type { ViewEvent } from "../../../src/games/cards/types.js";

describe("card game texts: the viewer and the Ambassador in a sentence", () => {
  it("English: the verb agrees with you, and you as an object is lower case", () => {
    const m = cardsEn, you = m.you;
    expect(m.firstPlayer(you)).to.equal("You place first");
    expect(m.firstPlayer("Blue")).to.equal("Blue places first");
    expect(m.liveRound(2, you)).to.equal("Round 2: you place first.");
    expect(m.liveRound(2, "Blue")).to.equal("Round 2: Blue places first.");
    expect(m.liveCommitted(you)).to.equal("You have chosen.");
    expect(m.liveCommitted("Blue")).to.equal("Blue has chosen.");
    expect(m.liveSet("Blue", you, "F and 13")).to.equal("Blue showed you F and 13.");
    expect(m.liveSet(you, "Blue", "")).to.equal("You showed Blue a set.");
    expect(m.liveAsked("Blue", you)).to.equal("Blue asked you for a black card.");
    expect(m.liveShown("Blue", you, "13")).to.equal("Blue showed you the black 13.");
    expect(m.liveShown(you, "Blue", "")).to.equal("You showed Blue a black card.");
    expect(m.endDeclaration("Blue", you, "36-13-24-47")).to.equal("Blue named you and 36-13-24-47.");
    expect(m.endDeclaration(you, "Blue", "36-13-24-47")).to.equal("You named Blue and 36-13-24-47.");
  });

  it("German: Du hast …, dir, dich, and the Ambassador with his article", () => {
    const m = cardsDe, you = m.you, amb = m.seat.ambassador;
    expect(m.firstPlayer(you)).to.equal("Du legst zuerst");
    expect(m.firstPlayer("Blau")).to.equal("Blau legt zuerst");
    expect(m.liveRound(3, you)).to.equal("Runde 3: Du legst zuerst.");
    expect(m.livePlaced(you, "Rialto")).to.equal("Du hast ein Plättchen auf Rialto gelegt.");
    expect(m.livePlaced("Blau", "Rialto")).to.equal("Blau hat ein Plättchen auf Rialto gelegt.");
    expect(m.liveCommitted(you)).to.equal("Du hast gewählt.");
    expect(m.liveCommitted(amb)).to.equal("Der Botschafter hat gewählt.");
    expect(m.liveSet("Blau", you, "F und 13")).to.equal("Blau hat dir F und 13 gezeigt.");
    expect(m.liveSet(you, amb, "")).to.equal("Du hast dem Botschafter ein Paar gezeigt.");
    expect(m.liveAsked(amb, you)).to.equal("Der Botschafter hat dich um eine schwarze Karte gebeten.");
    expect(m.liveAsked(you, "Grün")).to.equal("Du hast Grün um eine schwarze Karte gebeten.");
    expect(m.liveShown(you, amb, "Nummer 13")).to.equal("Du hast dem Botschafter die schwarze Karte Nummer 13 gezeigt.");
    expect(m.liveShown("Blau", you, "")).to.equal("Blau hat dir eine schwarze Karte gezeigt.");
    expect(m.liveLooked(you, "Grün", "Nummer 13")).to.equal("Du hast dir die schwarze Karte Nummer 13 von Grün angesehen.");
    expect(m.liveLooked("Blau", "Grün", "")).to.equal("Blau hat sich eine schwarze Karte von Grün angesehen.");
    expect(m.livePassed(you)).to.equal("Du hast gepasst.");
    expect(m.liveDeclared(amb, true)).to.equal("Der Botschafter hat erklärt: richtig.");
    expect(m.endDeclaration(you, "Blau", "36-13-24-47")).to.equal("Du hast Blau und 36-13-24-47 genannt.");
    expect(m.endDeclaration("Blau", you, "36-13-24-47")).to.equal("Blau hat dich und 36-13-24-47 genannt.");
    expect(m.endDeclaration(amb, "", "36-13-24-47")).to.equal("Der Botschafter hat 36-13-24-47 erklärt.");
    expect(m.matchWon(you, 1)).to.equal("Du hast die Partie gewonnen!");
    expect(m.matchWon("Rot und Blau", 2)).to.equal("Rot und Blau haben die Partie gewonnen!");
    expect(m.pickerTitle(amb)).to.equal("Dein Paar für den Botschafter");
    expect(m.guideGive(amb)).to.equal("Wähle zwei Karten, die du dem Botschafter zeigst: genau eine wahr.");
    expect(m.guideAnswer(amb)).to.equal("Der Botschafter fragt dich: Zeige eine deiner schwarzen Karten.");
  });

  it("the live region names the viewer by `you`, so its sentence agrees", () => {
    const ev = (type: string, data: Record<string, unknown>) => ({ type, data }) as unknown as ViewEvent;
    expect(cardsAnnouncement(cardsEn, ev("roundStarted", { round: 2, first: "red" }), "red")).to.equal("Round 2: you place first.");
    expect(cardsAnnouncement(cardsDe, ev("committed", { seat: "red" }), "red")).to.equal("Du hast gewählt.");
    expect(cardsAnnouncement(cardsDe, ev("asked", { asker: "ambassador", target: "red" }), "red"))
      .to.equal("Der Botschafter hat dich um eine schwarze Karte gebeten.");
  });
});
