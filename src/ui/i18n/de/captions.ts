/**
 * Deutsch: die Bildunterschriften der mitgelieferten Szenarien und Tutorials, nach ihrem englischen
 * Text (../captions.ts). Fehlt eine, erscheint sie englisch; test/ui/i18n-captions.test.ts prüft, dass
 * keine fehlt.
 */
import type { Captions } from "../registry.js";

export const captions = {
  // ── board tutorial (src/games/board/tutorial.ts) ──
  "Tutorial: your first game": "Tutorial: dein erstes Spiel",
  "Welcome to Venice! You play red: you are Lord Fiddlebottom, a spy whose true figure is the fat one. Somewhere at this table sits your partner, Colonel Bubble. Find out who it is, decode your shared mission, and declare it. Press Next.":
    "Willkommen in Venedig! Du spielst Rot: Du bist Lord Fiddlebottom, ein Spion, dessen wahre Figur die dicke ist. Irgendwo an diesem Tisch sitzt dein Partner, Colonel Bubble. Finde heraus, wer es ist, entschlüssle euren gemeinsamen Auftrag und erkläre ihn. Drücke Weiter.",
  "Each turn begins with the Phantom. Roll it: press \"Roll the Phantom\" in the bar above the board.":
    "Jeder Zug beginnt mit dem Menetekel. Schüttle es: Drücke „Menetekel schütteln“ in der Leiste über dem Spielplan.",
  "roll the Phantom first, with the \"Roll the Phantom\" button above the board.":
    "schüttle zuerst das Menetekel, mit der Schaltfläche „Menetekel schütteln“ über dem Spielplan.",
  "You rolled orange, light-blue and white. Orange moves one of your figures one step by land. Choose the orange ball, then your fat figure (on your red start space), then the marked space.":
    "Du hast Orange, Hellblau und Weiß. Orange zieht eine deiner Figuren einen Schritt über Land. Wähle die orange Kugel, dann deine dicke Figur (auf deinem roten Startfeld), dann das markierte Feld.",
  "use the orange ball on your fat figure and walk it along the land route to the marked space.":
    "setze die orange Kugel für deine dicke Figur ein und ziehe sie über den Landweg auf das markierte Feld.",
  "Light-blue moves a figure one step by water. Choose the light-blue ball, then your fat figure, and cross the water to the blue start space, where a blue figure stands.":
    "Hellblau zieht eine Figur einen Schritt übers Wasser. Wähle die hellblaue Kugel, dann deine dicke Figur, und fahre übers Wasser zum blauen Startfeld, auf dem eine blaue Figur steht.",
  "use the light-blue ball on your fat figure and cross the water to the marked blue start space.":
    "setze die hellblaue Kugel für deine dicke Figur ein und fahre übers Wasser zum markierten blauen Startfeld.",
  "You need not use every ball. Your figure now shares a space with a blue figure: that is a meeting. Press \"End movement\".":
    "Du musst nicht jede Kugel nutzen. Deine Figur steht jetzt mit einer blauen Figur auf einem Feld: Das ist eine Begegnung. Drücke „Bewegung beenden“.",
  "press \"End movement\": the white ball may stay unused.":
    "drücke „Bewegung beenden“: Die weiße Kugel darf ungenutzt bleiben.",
  "Meet: question the blue player. In the meeting card, ask about identity: blue must show 2 identity cards and 1 build card, at least one of them true.":
    "Begegnung: Befrage den blauen Spieler. Frage im Begegnungsfeld nach der Identität: Blau muss 2 Identitätskarten und 1 Gestaltkarte zeigen, mindestens eine davon wahr.",
  "ask the blue figure about identity, in the meeting card beside the board.":
    "frage die blaue Figur nach der Identität, im Begegnungsfeld neben dem Spielplan.",
  "Blue shows you Colonel Bubble, Lord Fiddlebottom and a grey mission card with the letter B. You are Lord Fiddlebottom, so that card is false: blue is Colonel Bubble, your partner! After a question you send the met figure away: choose the marked space.":
    "Blau zeigt dir Colonel Bubble, Lord Fiddlebottom und eine graue Auftragskarte mit dem Buchstaben B. Du bist Lord Fiddlebottom, also ist diese Karte falsch: Blau ist Colonel Bubble, dein Partner! Nach einer Frage schickst du die getroffene Figur fort: Wähle das markierte Feld.",
  "send the blue figure to the marked space (any free space without a number would do, but this tutorial needs that one).":
    "schicke die blaue Figur auf das markierte Feld (jedes freie Feld ohne Zahl ginge, aber dieses Tutorial braucht genau dieses).",
  "All meetings are resolved. Press \"End turn\".": "Alle Begegnungen sind erledigt. Drücke „Zug beenden“.",
  "press \"End turn\" in the bar above the board.": "drücke „Zug beenden“ in der Leiste über dem Spielplan.",
  "Yellow plays, then green walks onto your short figure and asks you about build. Answer: choose 2 build cards and 1 identity card, at least one of them true (your true cards are Fat and Lord Fiddlebottom), then press Show.":
    "Gelb ist am Zug, dann zieht Grün auf deine kleine Figur und fragt dich nach der Gestalt. Antworte: Wähle 2 Gestaltkarten und 1 Identitätskarte, mindestens eine davon wahr (deine wahren Karten sind Dick und Lord Fiddlebottom), und drücke dann Zeigen.",
  "show 2 build cards and 1 identity card, and let at least one of them be true: Fat or Lord Fiddlebottom.":
    "zeige 2 Gestaltkarten und 1 Identitätskarte, mindestens eine davon wahr: Dick oder Lord Fiddlebottom.",
  "Green sends your short figure away and blue plays. Your turn again. Everything shown to you and by you is kept in your notebook: open the Notebook tab.":
    "Grün schickt deine kleine Figur fort, dann ist Blau am Zug. Jetzt bist wieder du dran. Alles, was dir und was von dir gezeigt wurde, steht in deinem Notizbuch: Öffne den Reiter Notizen.",
  "open the Notebook tab beside the board (Tab to the tabs, then the arrow keys).":
    "öffne den Reiter Notizen neben dem Spielplan (mit Tab zu den Reitern, dann mit den Pfeiltasten).",
  "The notebook shows blue's answer: Colonel Bubble, Lord Fiddlebottom and mission card B. Now decode your mission: open the Passport tab.":
    "Das Notizbuch zeigt die Antwort von Blau: Colonel Bubble, Lord Fiddlebottom und Auftragskarte B. Entschlüssle jetzt deinen Auftrag: Öffne den Reiter Pass.",
  "open the Passport tab beside the board.": "öffne den Reiter Pass neben dem Spielplan.",
  "The passport gives each pair of mission letters a mission. Yours is D, Colonel Bubble's is B: D with B reads \"Bubble's and Fiddlebottom's true figures on the same space\". Bubble's true figure is the thin blue one (blue would tell you if you asked about build). Roll the Phantom.":
    "Der Pass nennt zu jedem Paar von Auftragsbuchstaben einen Auftrag. Deiner ist D, der von Colonel Bubble B: D mit B heißt „die wahren Figuren von Bubble und Fiddlebottom auf demselben Feld“. Bubbles wahre Figur ist die dünne blaue (das würde Blau dir sagen, fragtest du nach der Gestalt). Schüttle das Menetekel.",
  "roll the Phantom first.": "schüttle zuerst das Menetekel.",
  "Bring your fat figure onto blue's thin figure: choose a ball that crosses water (light-blue or white), your fat figure, then the marked space.":
    "Bring deine dicke Figur auf die dünne Figur von Blau: Wähle eine Kugel, die übers Wasser führt (Hellblau oder Weiß), deine dicke Figur und dann das markierte Feld.",
  "move your fat figure across the water onto the thin blue figure, on the marked space.":
    "ziehe deine dicke Figur übers Wasser auf die dünne blaue Figur, auf dem markierten Feld.",
  "Both true figures stand together: the mission holds. Press \"End movement\".":
    "Beide wahren Figuren stehen zusammen: Der Auftrag ist erfüllt. Drücke „Bewegung beenden“.",
  "press \"End movement\".": "drücke „Bewegung beenden“.",
  "Declare! Press \"Mission accomplished!\" and name blue as your partner. (You may declare before resolving the meeting.)":
    "Erkläre! Drücke „Auftrag erfüllt!“ und nenne Blau als deinen Partner. (Du darfst erklären, bevor die Begegnung erledigt ist.)",
  "declare \"Mission accomplished!\" naming blue: blue showed you it is Colonel Bubble.":
    "erkläre „Auftrag erfüllt!“ und nenne Blau: Blau hat dir gezeigt, dass es Colonel Bubble ist.",
  "Blue shakes your hand: you are partners and the mission holds. You win! Now play a real game, or replay the tutorial.":
    "Blau schlägt ein: Ihr seid Partner und der Auftrag ist erfüllt. Du gewinnst! Spiele jetzt eine echte Partie oder das Tutorial noch einmal.",

  // ── card game tutorial (src/games/cards/tutorial.ts) ──
  "Tutorial: your first card game": "Tutorial: dein erstes Kartenspiel",
  "You are Red: your black cards say you are Colonel Bubble with code 13, so your partner is Lord Fiddlebottom — but who is he? Press Next.":
    "Du bist Rot: Deine schwarzen Karten sagen, du bist Colonel Bubble mit der Nummer 13, also ist dein Partner Lord Fiddlebottom – aber wer ist er? Drücke Weiter.",
  "You place first. Place your tile on Rialto (on the map).": "Du legst als Erster. Lege dein Plättchen auf Rialto (auf der Karte).",
  "For this lesson, place your tile on Rialto.": "Lege für diese Lektion dein Plättchen auf Rialto.",
  "Blue joined you on Rialto; Green and Yellow went to San Marco, and so did the Ambassador: three tiles there, nothing happens. You and Blue exchange. Choose Colonel Bubble (true) and 24 (false), then Show these two.":
    "Blau kam zu dir nach Rialto; Grün und Gelb gingen nach San Marco, ebenso der Botschafter: drei Plättchen dort, es geschieht nichts. Du und Blau tauscht aus. Wähle Colonel Bubble (wahr) und 24 (falsch), dann „Diese zwei zeigen“.",
  "For this lesson, show Colonel Bubble and 24: exactly one true card.":
    "Zeige für diese Lektion Colonel Bubble und 24: genau eine wahre Karte.",
  "Blue showed you Lord Fiddlebottom and 13. You hold 13 yourself, so Blue's 13 is false and Fiddlebottom is true: Blue is your partner. Your clue sheet says so (certain) — press Why? beside it. Press Next.":
    "Blau zeigte dir Lord Fiddlebottom und 13. Die 13 hast du selbst, also ist die 13 von Blau falsch und Fiddlebottom wahr: Blau ist dein Partner. Dein Ermittlungszettel sagt es auch (sicher) – drücke Warum? daneben. Drücke Weiter.",
  "Round 2: Blue placed first, then Green and Yellow. Place on Arsenale: the Ambassador will be there.":
    "Runde 2: Blau legte zuerst, dann Grün und Gelb. Lege auf Arsenale: Dort wird der Botschafter sein.",
  "For this lesson, place on Arsenale.": "Lege für diese Lektion auf Arsenale.",
  "You are alone with the Ambassador: ask Yellow for one of his black cards.":
    "Du bist allein mit dem Botschafter: Bitte Gelb um eine seiner schwarzen Karten.",
  "For this lesson, ask Yellow.": "Frage für diese Lektion Gelb.",
  "Yellow showed you Agent X, so Green is Madame Zsa Zsa. Learn the codes the same way, then declare at an exchange with your partner: name him and the combination (F, B, Z, X). That is the whole game!":
    "Gelb zeigte dir Agent X, also ist Grün Madame Zsa Zsa. Finde die Nummern genauso heraus und erkläre dann bei einem Austausch mit deinem Partner: Nenne ihn und die Kombination (F, B, Z, X). Das ist das ganze Spiel!",

  // ── demo/scenarios/cards-worked-example.json ──
  "The rulebook's game: Brian opens the safe": "Die Partie aus der Spielregel: Brian öffnet den Tresor",
  "Four players: Brian (red) is Colonel Bubble with 13, Rob (blue) Lord Fiddlebottom with 36, Mario (green) Madame Zsa Zsa with 24, David (yellow) Agent X with 47. Each knows only his own two black cards. The combination (F, B, Z, X) is 36-13-24-47. Round 1: Brian is first player.":
    "Vier Spieler: Brian (Rot) ist Colonel Bubble mit 13, Rob (Blau) Lord Fiddlebottom mit 36, Mario (Grün) Madame Zsa Zsa mit 24, David (Gelb) Agent X mit 47. Jeder kennt nur seine eigenen zwei schwarzen Karten. Die Kombination (F, B, Z, X) ist 36-13-24-47. Runde 1: Brian ist Startspieler.",
  "Brian places Rialto.": "Brian legt auf Rialto.",
  "Rob places Rialto, hoping to meet Brian there.": "Rob legt auf Rialto und hofft, Brian dort zu treffen.",
  "Mario places San Marco.": "Mario legt auf San Marco.",
  "David places San Marco. Everyone has placed: the Ambassador's top tile is turned, San Marco. Three tiles at San Marco: nothing happens there (C5.6). At Rialto Brian and Rob are alone: an exchange (C5.2).":
    "David legt auf San Marco. Alle haben gelegt: Das oberste Plättchen des Botschafters wird aufgedeckt, San Marco. Drei Plättchen auf San Marco: Dort geschieht nichts (C5.6). Auf Rialto sind Brian und Rob allein: ein Austausch (C5.2).",
  "Sealed, at the same time: Brian chooses Colonel Bubble (true) + 24 (false). The others see only that he has chosen.":
    "Verdeckt und gleichzeitig: Brian wählt Colonel Bubble (wahr) + 24 (falsch). Die anderen sehen nur, dass er gewählt hat.",
  "Rob chooses Lord Fiddlebottom (true) + 13 (false). Both sets are revealed together, each only to its receiver. Rob learns little: either Brian is Bubble or his code is 24. Brian holds 13 himself, so Rob's 13 is false and his Lord Fiddlebottom true: Rob is Fiddlebottom, Brian's partner. Rob becomes first player.":
    "Rob wählt Lord Fiddlebottom (wahr) + 13 (falsch). Beide Paare werden zugleich aufgedeckt, jedes nur seinem Empfänger. Rob erfährt wenig: Entweder ist Brian Bubble oder seine Nummer ist 24. Brian hat die 13 selbst, also ist Robs 13 falsch und sein Lord Fiddlebottom wahr: Rob ist Fiddlebottom, Brians Partner. Rob wird Startspieler.",
  "Round 2 (demo): Rob places Accademia, Mario Santa Lucia, David Rialto, Brian Arsenale; the Ambassador's tile is Arsenale. One meeting: Brian alone with the Ambassador (C5.4).":
    "Runde 2 (Vorführung): Rob legt auf Accademia, Mario auf Santa Lucia, David auf Rialto, Brian auf Arsenale; das Plättchen des Botschafters ist Arsenale. Eine Begegnung: Brian allein mit dem Botschafter (C5.4).",
  "Brian asks David for a black card; everyone sees that Brian asked David.":
    "Brian bittet David um eine schwarze Karte; alle sehen, dass Brian David gefragt hat.",
  "David chooses to show his black Agent X (he could have shown his 47), to Brian alone. Brian: David is Agent X, so Mario is Zsa Zsa. Mario becomes first player.":
    "David zeigt seinen schwarzen Agent X (er hätte auch seine 47 zeigen können), nur Brian. Brian: David ist Agent X, also ist Mario Zsa Zsa. Mario wird Startspieler.",
  "Round 3 (demo): Mario places Accademia, David Arsenale, Brian Accademia, Rob San Marco; the Ambassador's tile is Santa Lucia. One meeting: Brian and Mario exchange at Accademia.":
    "Runde 3 (Vorführung): Mario legt auf Accademia, David auf Arsenale, Brian auf Accademia, Rob auf San Marco; das Plättchen des Botschafters ist Santa Lucia. Eine Begegnung: Brian und Mario tauschen auf Accademia aus.",
  "Mario seals Lord Fiddlebottom + 24; Brian seals Agent X + 13. Brian: Rob is Fiddlebottom, so Mario's Fiddlebottom is false and his code is 24. Only 36 and 47 remain, for Rob and David. David becomes first player.":
    "Mario wählt verdeckt Lord Fiddlebottom + 24; Brian Agent X + 13. Brian: Rob ist Fiddlebottom, also ist Marios Fiddlebottom falsch und seine Nummer 24. Nur 36 und 47 bleiben, für Rob und David. David wird Startspieler.",
  "Round 4 (demo): David places Santa Lucia, Brian Santa Lucia, Rob Arsenale, Mario Rialto; the Ambassador's tile is Accademia. Brian meets David: an exchange at Santa Lucia.":
    "Runde 4 (Vorführung): David legt auf Santa Lucia, Brian auf Santa Lucia, Rob auf Arsenale, Mario auf Rialto; das Plättchen des Botschafters ist Accademia. Brian trifft David: ein Austausch auf Santa Lucia.",
  "David seals Colonel Bubble + 47; Brian seals Madame Zsa Zsa + 13. Brian is Bubble himself, so David's Bubble is false and his 47 true: David has 47, Rob 36. Brian knows the combination, 36-13-24-47. Brian becomes first player.":
    "David wählt verdeckt Colonel Bubble + 47; Brian Madame Zsa Zsa + 13. Brian ist selbst Bubble, also ist Davids Bubble falsch und seine 47 wahr: David hat 47, Rob 36. Brian kennt die Kombination, 36-13-24-47. Brian wird Startspieler.",
  "Round 5 (demo): everyone has one tile left. Brian places San Marco, Rob Santa Lucia, Mario Arsenale, David Accademia; the Ambassador's tile is Rialto. Every tile stands alone: no meeting. All five locations have been visited: everyone takes back his tiles and the Ambassador's pile is reshuffled (C8.2). Rob becomes first player.":
    "Runde 5 (Vorführung): Jeder hat noch ein Plättchen. Brian legt auf San Marco, Rob auf Santa Lucia, Mario auf Arsenale, David auf Accademia; das Plättchen des Botschafters ist Rialto. Jedes Plättchen liegt allein: keine Begegnung. Alle fünf Orte wurden besucht: Jeder nimmt seine Plättchen zurück und der Stapel des Botschafters wird neu gemischt (C8.2). Rob wird Startspieler.",
  "Round 6: Rob places Rialto, Mario Arsenale, David Accademia.": "Runde 6: Rob legt auf Rialto, Mario auf Arsenale, David auf Accademia.",
  "Brian sees Rob alone at Rialto and places Rialto. The Ambassador's top tile is Santa Lucia. One meeting: Brian and Rob alone at Rialto, an exchange.":
    "Brian sieht Rob allein auf Rialto und legt auf Rialto. Das oberste Plättchen des Botschafters ist Santa Lucia. Eine Begegnung: Brian und Rob allein auf Rialto, ein Austausch.",
  "Sealed: Rob chooses a set (Lord Fiddlebottom + 47).": "Verdeckt: Rob wählt ein Paar (Lord Fiddlebottom + 47).",
  "Brian declares instead: \"Rob, you are my partner and we open the safe: 36-13-24-47. Rob is Lord Fiddlebottom with 36, I am Colonel Bubble with 13, Mario is Madame Zsa Zsa with 24 and David is Agent X with 47.\" Rob's set is discarded unseen. Rob is Brian's true partner and the combination is right: Brian and Rob win (C10.5). Everything is revealed (C13.4).":
    "Brian erklärt stattdessen: „Rob, du bist mein Partner, und wir öffnen den Tresor: 36-13-24-47. Rob ist Lord Fiddlebottom mit 36, ich bin Colonel Bubble mit 13, Mario ist Madame Zsa Zsa mit 24 und David ist Agent X mit 47.“ Robs Paar wird ungesehen abgelegt. Rob ist Brians wahrer Partner und die Kombination stimmt: Brian und Rob gewinnen (C10.5). Alles wird aufgedeckt (C13.4).",

  // ── demo/scenarios/deduction-michael-leo.json ──
  "Keeping records: Michael works out that Leo is Agent X": "Notizen führen: Michael findet heraus, dass Leo Agent X ist",
  "Michael plays red; he is Lord Fiddlebottom. His tall figure stands next to the green start space where one of Leo's figures waits.":
    "Michael spielt Rot; er ist Lord Fiddlebottom. Seine große Figur steht neben dem grünen Startfeld, auf dem eine von Leos Figuren wartet.",
  "Michael rolls and moves his tall figure onto the green figure by land.":
    "Michael schüttelt und zieht seine große Figur über Land auf die grüne Figur.",
  "Movement ends: a meeting. He asks Leo about build. Leo must show 2 build cards and 1 identity card, at least one of them true.":
    "Die Bewegung endet: eine Begegnung. Er fragt Leo nach der Gestalt. Leo muss 2 Gestaltkarten und 1 Identitätskarte zeigen, mindestens eine davon wahr.",
  "Leo shows Short, Tall and Colonel Bubble. At least one of them is true: so Leo is short, or tall, or Colonel Bubble.":
    "Leo zeigt Klein, Groß und Colonel Bubble. Mindestens eine davon ist wahr: Leo ist also klein oder groß oder Colonel Bubble.",
  "After the Question Michael expels the green figure to any free unnumbered space, here the marked one, and ends his turn.":
    "Nach der Frage schickt Michael die grüne Figur auf ein beliebiges freies Feld ohne Zahl, hier das markierte, und beendet seinen Zug.",
  "Yellow, green and blue play their turns (here they do not move).": "Gelb, Grün und Blau spielen ihre Züge (hier ziehen sie nicht).",
  "Michael's next turn: the black ball moves the Ambassador out of the Embassy onto his short figure.":
    "Michaels nächster Zug: Die schwarze Kugel zieht den Botschafter aus der Botschaft auf seine kleine Figur.",
  "A meeting with the Ambassador: Michael names Leo and asks about identity. Through the Ambassador Leo shows 2 identity cards, at least one true.":
    "Eine Begegnung mit dem Botschafter: Michael nennt Leo und fragt nach der Identität. Über den Botschafter zeigt Leo 2 Identitätskarten, mindestens eine wahr.",
  "Leo shows Lord Fiddlebottom and Agent X. Michael himself is Lord Fiddlebottom, so that card is false: Leo is Agent X. And as Agent X, Leo's first answer was true only through Short or Tall.":
    "Leo zeigt Lord Fiddlebottom und Agent X. Michael ist selbst Lord Fiddlebottom, also ist diese Karte falsch: Leo ist Agent X. Und als Agent X war Leos erste Antwort nur durch Klein oder Groß wahr.",

  // ── demo/scenarios/mission-bubble-balloon.json ──
  "Mission: Fiddlebottom B + Bubble D": "Auftrag: Fiddlebottom B + Bubble D",
  "Green is Colonel Bubble, whose true figure is the fat one; red is Lord Fiddlebottom. Their mission cards, B and D, give their shared mission: Colonel Bubble's true figure on space 1, where a balloon waits.":
    "Grün ist Colonel Bubble, dessen wahre Figur die dicke ist; Rot ist Lord Fiddlebottom. Ihre Auftragskarten B und D ergeben ihren gemeinsamen Auftrag: Colonel Bubbles wahre Figur auf Feld 1, wo ein Ballon wartet.",
  "Green rolls the Phantom and crosses the water with the white ball: the fat figure stands on space 1.":
    "Grün schüttelt das Menetekel und fährt mit der weißen Kugel übers Wasser: Die dicke Figur steht auf Feld 1.",
  "Movement ends: nothing to meet. The mission's condition holds on the board.":
    "Die Bewegung endet: keine Begegnung. Die Bedingung des Auftrags ist auf dem Spielplan erfüllt.",
  "Green declares \"Mission accomplished!\" and names red as the partner.": "Grün erklärt „Auftrag erfüllt!“ und nennt Rot als Partner.",
  "Red shakes hands: they are partners and the condition holds, so red and green win.":
    "Rot schlägt ein: Sie sind Partner und die Bedingung ist erfüllt, also gewinnen Rot und Grün.",

  // ── demo/scenarios/movement-leo.json ──
  "Movement: Leo spreads his balls over two figures": "Bewegung: Leo verteilt seine Kugeln auf zwei Figuren",
  "Leo plays green. It is his turn: every green figure stands on a green start space.":
    "Leo spielt Grün. Er ist am Zug: Jede grüne Figur steht auf einem grünen Startfeld.",
  "He rolls the Phantom: an orange ball (one step by land), a light-blue ball (one step by water) and a white ball (one step by land or water). Each ball is used once, on any of his figures.":
    "Er schüttelt das Menetekel: eine orange Kugel (ein Schritt über Land), eine hellblaue (ein Schritt übers Wasser) und eine weiße (ein Schritt über Land oder Wasser). Jede Kugel wird einmal genutzt, für eine beliebige seiner Figuren.",
  "The orange ball: his tall figure takes one step along a land route, towards the Embassy.":
    "Die orange Kugel: Seine große Figur geht einen Schritt auf einem Landweg, auf die Botschaft zu.",
  "The light-blue ball: his short figure crosses the channel along a water route to space 4.":
    "Die hellblaue Kugel: Seine kleine Figur fährt auf einem Wasserweg über den Kanal zu Feld 4.",
  "The white ball, used as a land step: the same figure walks on from space 4 to the blue start space where a blue figure stands.":
    "Die weiße Kugel, als Schritt über Land: Dieselbe Figur geht von Feld 4 weiter zum blauen Startfeld, auf dem eine blaue Figur steht.",
  "Movement ends. Green's short figure shares a space with a blue figure: a meeting. Leo may now ask the blue player a question, or take an extra step instead.":
    "Die Bewegung endet. Die kleine grüne Figur steht mit einer blauen Figur auf einem Feld: eine Begegnung. Leo darf jetzt dem blauen Spieler eine Frage stellen oder stattdessen einen Extraschritt machen.",

  // ── demo/scenarios/movement-michael.json ──
  "Movement: Michael moves his figure, a yellow figure and the Ambassador": "Bewegung: Michael zieht seine Figur, eine gelbe Figur und den Botschafter",
  "Michael plays red. His tall figure stands on the red start space at the top; a yellow figure waits on the yellow start space nearby. The Ambassador stands in the Embassy.":
    "Michael spielt Rot. Seine große Figur steht oben auf dem roten Startfeld; eine gelbe Figur wartet auf dem gelben Startfeld in der Nähe. Der Botschafter steht in der Botschaft.",
  "He rolls a black, a purple and an orange ball.": "Er schüttelt eine schwarze, eine violette und eine orange Kugel.",
  "The orange ball: his tall figure takes one step by land.": "Die orange Kugel: Seine große Figur geht einen Schritt über Land.",
  "The purple ball moves one figure of another seat one step. Michael pulls the yellow figure onto his own figure: it may end there, because the space holds only his figure.":
    "Die violette Kugel zieht eine Figur eines anderen Platzes einen Schritt. Michael holt die gelbe Figur auf seine eigene: Sie darf dort enden, weil auf dem Feld nur seine Figur steht.",
  "The black ball moves the Ambassador one step, out of the Embassy. It may end on an empty space or on one of Michael's figures, never on another seat's figure (it may pass over one with two black balls).":
    "Die schwarze Kugel zieht den Botschafter einen Schritt aus der Botschaft. Er darf auf einem leeren Feld oder auf einer von Michaels Figuren enden, nie auf der Figur eines anderen Platzes (mit zwei schwarzen Kugeln darf er über eine hinweggehen).",
  "Movement ends. Red's tall figure and the yellow figure share a space: a meeting. Michael can now question the yellow player.":
    "Die Bewegung endet. Die große rote Figur und die gelbe Figur stehen auf einem Feld: eine Begegnung. Michael kann jetzt den gelben Spieler befragen.",

  // ── demo/scenarios/repeated-cards.json ──
  "Showing the same cards twice: a pair inside an earlier set": "Dieselben Karten zweimal zeigen: ein Paar aus einem früheren Satz",
  "Michael (red) has his tall figure next to one of Leo's green figures, and his short figure next to the Embassy.":
    "Michael (Rot) hat seine große Figur neben einer von Leos grünen Figuren und seine kleine Figur neben der Botschaft.",
  "Michael meets the green figure and asks Leo about build.": "Michael trifft die grüne Figur und fragt Leo nach der Gestalt.",
  "Leo shows Short, Tall and Colonel Bubble: Michael's notebook keeps the set.": "Leo zeigt Klein, Groß und Colonel Bubble: Michaels Notizbuch hält den Satz fest.",
  "Michael expels the green figure and ends his turn; the other seats play without moving.":
    "Michael schickt die grüne Figur fort und beendet seinen Zug; die anderen Plätze spielen, ohne zu ziehen.",
  "Michael's next turn: the black ball moves the Ambassador onto his short figure.":
    "Michaels nächster Zug: Die schwarze Kugel zieht den Botschafter auf seine kleine Figur.",
  "Through the Ambassador he asks Leo about build again. Leo must show 2 build cards, at least one true, but not a pair Michael has seen together before. Short + Tall were inside the earlier set: the referee refuses them. Try it in Leo's answer picker, then show a fresh pair such as Short + Fat.":
    "Über den Botschafter fragt er Leo wieder nach der Gestalt. Leo muss 2 Gestaltkarten zeigen, mindestens eine wahr, aber kein Paar, das Michael schon zusammen gesehen hat. Klein + Groß waren im früheren Satz: Der Schiedsrichter lehnt sie ab. Probiere es in Leos Antwortauswahl und zeige dann ein neues Paar wie Klein + Dick.",

  // ── demo/scenarios/three-player-arrested-bubble.json ──
  "3 players: Colonel Bubble is arrested": "3 Spieler: Colonel Bubble ist verhaftet",
  "Three players: red, yellow and green. Colonel Bubble's cards are set aside, so Bubble is \"arrested\". Yellow (Madame Zsa Zsa) and green (Agent X) are partners; red plays alone. Red's true figure is the tall one.":
    "Drei Spieler: Rot, Gelb und Grün. Colonel Bubbles Karten liegen beiseite, Bubble ist also „verhaftet“. Gelb (Madame Zsa Zsa) und Grün (Agent X) sind Partner; Rot spielt allein. Die wahre Figur von Rot ist die große.",
  "Their mission, C with A: a figure of their team on Colonel Bubble's true figure. With Bubble absent, the mission points at the lone seat's true figure instead.":
    "Ihr Auftrag, C mit A: eine Figur ihres Teams auf Colonel Bubbles wahrer Figur. Da Bubble fehlt, zielt der Auftrag stattdessen auf die wahre Figur des einzelnen Platzes.",
  "Yellow rolls and moves the thin figure, a decoy, onto red's tall figure.": "Gelb schüttelt und zieht die dünne Figur, eine Attrappe, auf die große rote Figur.",
  "Movement ends. A yellow figure stands on red's true figure: the condition holds.": "Die Bewegung endet. Eine gelbe Figur steht auf der wahren Figur von Rot: Die Bedingung ist erfüllt.",
  "Yellow declares \"Mission accomplished!\" naming green, and green shakes hands: yellow and green win.":
    "Gelb erklärt „Auftrag erfüllt!“ und nennt Grün, und Grün schlägt ein: Gelb und Grün gewinnen.",
} satisfies Captions;
