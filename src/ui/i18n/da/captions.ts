/**
 * Dansk: teksterne til de medfølgende scenarier og vejledninger, efter deres engelske tekst (../captions.ts).
 */
import type { Captions } from "../registry.js";

export const captions = {
  "Tutorial: your first game":
    "Vejledning: dit første spil",
  "Welcome to Venice! You play red: you are Lord Fiddlebottom, a spy whose true figure is the fat one. Somewhere at this table sits your partner, Colonel Bubble. Find out who it is, decode your shared mission, and declare it. Press Next.":
    "Velkommen til Venedig! Du spiller rød: du er Lord Fiddlebottom, en spion, hvis sande figur er den tykke. Et sted ved dette bord sidder din partner, Colonel Bubble. Find ud af, hvem det er, afkod jeres fælles mission, og erklær den. Tryk på Næste.",
  "Each turn begins with the Phantom. Roll it: press \"Roll the Phantom\" in the bar above the board.":
    "Hver tur begynder med Fantomet. Ryst det: tryk på »Ryst Fantomet« i bjælken over spillepladen.",
  "roll the Phantom first, with the \"Roll the Phantom\" button above the board.":
    "ryst først Fantomet med knappen »Ryst Fantomet« over spillepladen.",
  "You rolled orange, light-blue and white. Orange moves one of your figures one step by land. Choose the orange ball, then your fat figure (on your red start space), then the marked space.":
    "Du slog orange, lyseblå og hvid. Orange flytter en af dine figurer ét skridt over land. Vælg den orange kugle, så din tykke figur (på dit røde startfelt) og derefter det markerede felt.",
  "use the orange ball on your fat figure and walk it along the land route to the marked space.":
    "brug den orange kugle på din tykke figur, og gå ad landruten til det markerede felt.",
  "Light-blue moves a figure one step by water. Choose the light-blue ball, then your fat figure, and cross the water to the blue start space, where a blue figure stands.":
    "Lyseblå flytter en figur ét skridt over vand. Vælg den lyseblå kugle, så din tykke figur, og sejl over vandet til det blå startfelt, hvor en blå figur står.",
  "use the light-blue ball on your fat figure and cross the water to the marked blue start space.":
    "brug den lyseblå kugle på din tykke figur, og sejl over vandet til det markerede blå startfelt.",
  "You need not use every ball. Your figure now shares a space with a blue figure: that is a meeting. Press \"End movement\".":
    "Du behøver ikke bruge alle kugler. Din figur står nu på samme felt som en blå figur: det er et møde. Tryk på »Afslut bevægelse«.",
  "press \"End movement\": the white ball may stay unused.":
    "tryk på »Afslut bevægelse«: den hvide kugle må godt forblive ubrugt.",
  "Meet: question the blue player. In the meeting card, ask about identity: blue must show 2 identity cards and 1 build card, at least one of them true.":
    "Mød: udspørg den blå spiller. Spørg om identitet i mødefeltet: blå skal vise 2 identitetskort og 1 kropsbygningskort, mindst ét af dem sandt.",
  "ask the blue figure about identity, in the meeting card beside the board.":
    "spørg den blå figur om identitet i mødefeltet ved siden af spillepladen.",
  "Blue shows you Colonel Bubble, Lord Fiddlebottom and a grey mission card with the letter B. You are Lord Fiddlebottom, so that card is false: blue is Colonel Bubble, your partner! After a question you send the met figure away: choose the marked space.":
    "Blå viser dig Colonel Bubble, Lord Fiddlebottom og et gråt missionskort med bogstavet B. Du er Lord Fiddlebottom, så det kort er falsk: blå er Colonel Bubble, din partner! Efter et spørgsmål sender du den mødte figur væk: vælg det markerede felt.",
  "send the blue figure to the marked space (any free space without a number would do, but this tutorial needs that one).":
    "send den blå figur til det markerede felt (ethvert frit felt uden nummer ville gå, men denne vejledning har brug for netop det).",
  "All meetings are resolved. Press \"End turn\".":
    "Alle møder er afgjort. Tryk på »Afslut tur«.",
  "press \"End turn\" in the bar above the board.":
    "tryk på »Afslut tur« i bjælken over spillepladen.",
  "Yellow plays, then green walks onto your short figure and asks you about build. Answer: choose 2 build cards and 1 identity card, at least one of them true (your true cards are Fat and Lord Fiddlebottom), then press Show.":
    "Gul spiller, og så går grøn hen på din lave figur og spørger dig om kropsbygning. Svar: vælg 2 kropsbygningskort og 1 identitetskort, mindst ét af dem sandt (dine sande kort er Tyk og Lord Fiddlebottom), og tryk så på Vis.",
  "show 2 build cards and 1 identity card, and let at least one of them be true: Fat or Lord Fiddlebottom.":
    "vis 2 kropsbygningskort og 1 identitetskort, og lad mindst ét af dem være sandt: Tyk eller Lord Fiddlebottom.",
  "Green sends your short figure away and blue plays. Your turn again. Everything shown to you and by you is kept in your notebook: open the Notebook tab.":
    "Grøn sender din lave figur væk, og blå spiller. Det er din tur igen. Alt, hvad der er vist til dig og af dig, gemmes i din notesblok: åbn fanen Notesblok.",
  "open the Notebook tab beside the board (Tab to the tabs, then the arrow keys).":
    "åbn fanen Notesblok ved siden af spillepladen (Tab hen til fanerne, derefter piletasterne).",
  "The notebook shows blue's answer: Colonel Bubble, Lord Fiddlebottom and mission card B. Now decode your mission: open the Passport tab.":
    "Notesblokken viser blås svar: Colonel Bubble, Lord Fiddlebottom og missionskort B. Afkod nu din mission: åbn fanen Pas.",
  "open the Passport tab beside the board.":
    "åbn fanen Pas ved siden af spillepladen.",
  "The passport gives each pair of mission letters a mission. Yours is D, Colonel Bubble's is B: D with B reads \"Bubble's and Fiddlebottom's true figures on the same space\". Bubble's true figure is the thin blue one (blue would tell you if you asked about build). Roll the Phantom.":
    "Passet giver hvert par missionsbogstaver en mission. Dit er D, Colonel Bubbles er B: D med B lyder »Bubbles og Fiddlebottoms sande figurer på samme felt«. Bubbles sande figur er den tynde blå (det ville blå fortælle dig, hvis du spurgte om kropsbygning). Ryst Fantomet.",
  "roll the Phantom first.":
    "ryst først Fantomet.",
  "Bring your fat figure onto blue's thin figure: choose a ball that crosses water (light-blue or white), your fat figure, then the marked space.":
    "Bring din tykke figur hen på blås tynde figur: vælg en kugle, der krydser vand (lyseblå eller hvid), din tykke figur og derefter det markerede felt.",
  "move your fat figure across the water onto the thin blue figure, on the marked space.":
    "flyt din tykke figur over vandet hen på den tynde blå figur, på det markerede felt.",
  "Both true figures stand together: the mission holds. Press \"End movement\".":
    "Begge sande figurer står sammen: missionen står. Tryk på »Afslut bevægelse«.",
  "press \"End movement\".":
    "tryk på »Afslut bevægelse«.",
  "Declare! Press \"Mission accomplished!\" and name blue as your partner. (You may declare before resolving the meeting.)":
    "Erklær! Tryk på »Mission fuldført!«, og udpeg blå som din partner. (Du må erklære, før mødet er afgjort.)",
  "declare \"Mission accomplished!\" naming blue: blue showed you it is Colonel Bubble.":
    "erklær »Mission fuldført!«, og udpeg blå: blå har vist dig, at den er Colonel Bubble.",
  "Blue shakes your hand: you are partners and the mission holds. You win! Now play a real game, or replay the tutorial.":
    "Blå giver dig hånden: I er partnere, og missionen står. Du vinder! Spil nu et rigtigt spil, eller tag vejledningen igen.",
  "Tutorial: your first card game":
    "Vejledning: dit første kortspil",
  "You are Red: your black cards say you are Colonel Bubble with code 13, so your partner is Lord Fiddlebottom — but who is he? Press Next.":
    "Du er Rød: dine sorte kort siger, at du er Colonel Bubble med kode 13, så din partner er Lord Fiddlebottom – men hvem er han? Tryk på Næste.",
  "You place first. Place your tile on Rialto (on the map).":
    "Du lægger først. Læg din brik på Rialto (på kortet).",
  "For this lesson, place your tile on Rialto.":
    "I denne lektion skal du lægge din brik på Rialto.",
  "Blue joined you on Rialto; Green and Yellow went to San Marco, and so did the Ambassador: three tiles there, nothing happens. You and Blue exchange. Choose Colonel Bubble (true) and 24 (false), then Show these two.":
    "Blå fulgte med dig til Rialto; Grøn og Gul gik til San Marco, og det gjorde Ambassadøren også: tre brikker der, så der sker ingenting. Du og Blå udveksler. Vælg Colonel Bubble (sandt) og 24 (falsk), og tryk så på Vis disse to.",
  "For this lesson, show Colonel Bubble and 24: exactly one true card.":
    "I denne lektion skal du vise Colonel Bubble og 24: præcis ét sandt kort.",
  "Blue showed you Lord Fiddlebottom and 13. You hold 13 yourself, so Blue's 13 is false and Fiddlebottom is true: Blue is your partner. Your clue sheet says so (certain) — press Why? beside it. Press Next.":
    "Blå viste dig Lord Fiddlebottom og 13. Du har selv 13, så Blås 13 er falsk, og Fiddlebottom er sandt: Blå er din partner. Dit opklaringsark siger det også (sikkert) – tryk på Hvorfor? ved siden af. Tryk på Næste.",
  "Round 2: Blue placed first, then Green and Yellow. Place on Arsenale: the Ambassador will be there.":
    "Runde 2: Blå lagde først, derefter Grøn og Gul. Læg på Arsenale: der vil Ambassadøren være.",
  "For this lesson, place on Arsenale.":
    "I denne lektion skal du lægge på Arsenale.",
  "You are alone with the Ambassador: ask Yellow for one of his black cards.":
    "Du er alene med Ambassadøren: bed Gul om at vise et af sine sorte kort.",
  "For this lesson, ask Yellow.":
    "I denne lektion skal du spørge Gul.",
  "Yellow showed you Agent X, so Green is Madame Zsa Zsa. Learn the codes the same way, then declare at an exchange with your partner: name him and the combination (F, B, Z, X). That is the whole game!":
    "Gul viste dig Agent X, så Grøn er Madame Zsa Zsa. Find koderne på samme måde, og erklær så ved en udveksling med din partner: udpeg ham, og angiv kombinationen (F, B, Z, X). Det er hele spillet!",
  "The rulebook's game: Brian opens the safe":
    "Spillet fra regelhæftet: Brian åbner boksen",
  "Four players: Brian (red) is Colonel Bubble with 13, Rob (blue) Lord Fiddlebottom with 36, Mario (green) Madame Zsa Zsa with 24, David (yellow) Agent X with 47. Each knows only his own two black cards. The combination (F, B, Z, X) is 36-13-24-47. Round 1: Brian is first player.":
    "Fire spillere: Brian (rød) er Colonel Bubble med 13, Rob (blå) Lord Fiddlebottom med 36, Mario (grøn) Madame Zsa Zsa med 24, David (gul) Agent X med 47. Hver kender kun sine egne to sorte kort. Kombinationen (F, B, Z, X) er 36-13-24-47. Runde 1: Brian er første spiller.",
  "Brian places Rialto.":
    "Brian lægger Rialto.",
  "Rob places Rialto, hoping to meet Brian there.":
    "Rob lægger Rialto i håb om at mødes med Brian der.",
  "Mario places San Marco.":
    "Mario lægger San Marco.",
  "David places San Marco. Everyone has placed: the Ambassador's top tile is turned, San Marco. Three tiles at San Marco: nothing happens there (C5.6). At Rialto Brian and Rob are alone: an exchange (C5.2).":
    "David lægger San Marco. Alle har lagt: Ambassadørens øverste brik vendes, San Marco. Tre brikker på San Marco: der sker ingenting der (C5.6). På Rialto er Brian og Rob alene: en udveksling (C5.2).",
  "Sealed, at the same time: Brian chooses Colonel Bubble (true) + 24 (false). The others see only that he has chosen.":
    "Skjult og samtidig: Brian vælger Colonel Bubble (sandt) + 24 (falsk). De andre ser kun, at han har valgt.",
  "Rob chooses Lord Fiddlebottom (true) + 13 (false). Both sets are revealed together, each only to its receiver. Rob learns little: either Brian is Bubble or his code is 24. Brian holds 13 himself, so Rob's 13 is false and his Lord Fiddlebottom true: Rob is Fiddlebottom, Brian's partner. Rob becomes first player.":
    "Rob vælger Lord Fiddlebottom (sandt) + 13 (falsk). Begge par afsløres samtidig, hvert kun for modtageren. Rob lærer ikke meget: enten er Brian Bubble, eller hans kode er 24. Brian har selv 13, så Robs 13 er falsk og hans Lord Fiddlebottom sandt: Rob er Fiddlebottom, Brians partner. Rob bliver første spiller.",
  "Round 2 (demo): Rob places Accademia, Mario Santa Lucia, David Rialto, Brian Arsenale; the Ambassador's tile is Arsenale. One meeting: Brian alone with the Ambassador (C5.4).":
    "Runde 2 (demonstration): Rob lægger Accademia, Mario Santa Lucia, David Rialto, Brian Arsenale; Ambassadørens brik er Arsenale. Ét møde: Brian alene med Ambassadøren (C5.4).",
  "Brian asks David for a black card; everyone sees that Brian asked David.":
    "Brian beder David om et sort kort; alle ser, at Brian spurgte David.",
  "David chooses to show his black Agent X (he could have shown his 47), to Brian alone. Brian: David is Agent X, so Mario is Zsa Zsa. Mario becomes first player.":
    "David vælger at vise sin sorte Agent X (han kunne have vist sin 47), kun til Brian. Brian: David er Agent X, så Mario er Zsa Zsa. Mario bliver første spiller.",
  "Round 3 (demo): Mario places Accademia, David Arsenale, Brian Accademia, Rob San Marco; the Ambassador's tile is Santa Lucia. One meeting: Brian and Mario exchange at Accademia.":
    "Runde 3 (demonstration): Mario lægger Accademia, David Arsenale, Brian Accademia, Rob San Marco; Ambassadørens brik er Santa Lucia. Ét møde: Brian og Mario udveksler på Accademia.",
  "Mario seals Lord Fiddlebottom + 24; Brian seals Agent X + 13. Brian: Rob is Fiddlebottom, so Mario's Fiddlebottom is false and his code is 24. Only 36 and 47 remain, for Rob and David. David becomes first player.":
    "Mario vælger skjult Lord Fiddlebottom + 24; Brian Agent X + 13. Brian: Rob er Fiddlebottom, så Marios Fiddlebottom er falsk, og hans kode er 24. Kun 36 og 47 er tilbage, til Rob og David. David bliver første spiller.",
  "Round 4 (demo): David places Santa Lucia, Brian Santa Lucia, Rob Arsenale, Mario Rialto; the Ambassador's tile is Accademia. Brian meets David: an exchange at Santa Lucia.":
    "Runde 4 (demonstration): David lægger Santa Lucia, Brian Santa Lucia, Rob Arsenale, Mario Rialto; Ambassadørens brik er Accademia. Brian mødes med David: en udveksling på Santa Lucia.",
  "David seals Colonel Bubble + 47; Brian seals Madame Zsa Zsa + 13. Brian is Bubble himself, so David's Bubble is false and his 47 true: David has 47, Rob 36. Brian knows the combination, 36-13-24-47. Brian becomes first player.":
    "David vælger skjult Colonel Bubble + 47; Brian Madame Zsa Zsa + 13. Brian er selv Bubble, så Davids Bubble er falsk og hans 47 sandt: David har 47, Rob 36. Brian kender kombinationen, 36-13-24-47. Brian bliver første spiller.",
  "Round 5 (demo): everyone has one tile left. Brian places San Marco, Rob Santa Lucia, Mario Arsenale, David Accademia; the Ambassador's tile is Rialto. Every tile stands alone: no meeting. All five locations have been visited: everyone takes back his tiles and the Ambassador's pile is reshuffled (C8.2). Rob becomes first player.":
    "Runde 5 (demonstration): alle har én brik tilbage. Brian lægger San Marco, Rob Santa Lucia, Mario Arsenale, David Accademia; Ambassadørens brik er Rialto. Hver brik ligger alene: intet møde. Alle fem placeringer er besøgt: alle tager deres brikker tilbage, og Ambassadørens bunke blandes igen (C8.2). Rob bliver første spiller.",
  "Round 6: Rob places Rialto, Mario Arsenale, David Accademia.":
    "Runde 6: Rob lægger Rialto, Mario Arsenale, David Accademia.",
  "Brian sees Rob alone at Rialto and places Rialto. The Ambassador's top tile is Santa Lucia. One meeting: Brian and Rob alone at Rialto, an exchange.":
    "Brian ser Rob alene på Rialto og lægger Rialto. Ambassadørens øverste brik er Santa Lucia. Ét møde: Brian og Rob alene på Rialto, en udveksling.",
  "Sealed: Rob chooses a set (Lord Fiddlebottom + 47).":
    "Skjult: Rob vælger et par (Lord Fiddlebottom + 47).",
  "Brian declares instead: \"Rob, you are my partner and we open the safe: 36-13-24-47. Rob is Lord Fiddlebottom with 36, I am Colonel Bubble with 13, Mario is Madame Zsa Zsa with 24 and David is Agent X with 47.\" Rob's set is discarded unseen. Rob is Brian's true partner and the combination is right: Brian and Rob win (C10.5). Everything is revealed (C13.4).":
    "Brian erklærer i stedet: »Rob, du er min partner, og vi åbner boksen: 36-13-24-47. Rob er Lord Fiddlebottom med 36, jeg er Colonel Bubble med 13, Mario er Madame Zsa Zsa med 24, og David er Agent X med 47.« Robs par lægges væk uset. Rob er Brians sande partner, og kombinationen er rigtig: Brian og Rob vinder (C10.5). Alt afsløres (C13.4).",
  "Keeping records: Michael works out that Leo is Agent X":
    "At føre notater: Michael regner ud, at Leo er Agent X",
  "Michael plays red; he is Lord Fiddlebottom. His tall figure stands next to the green start space where one of Leo's figures waits.":
    "Michael spiller rød; han er Lord Fiddlebottom. Hans høje figur står ved siden af det grønne startfelt, hvor en af Leos figurer venter.",
  "Michael rolls and moves his tall figure onto the green figure by land.":
    "Michael ryster Fantomet og flytter sin høje figur over land hen på den grønne figur.",
  "Movement ends: a meeting. He asks Leo about build. Leo must show 2 build cards and 1 identity card, at least one of them true.":
    "Bevægelsen slutter: et møde. Han spørger Leo om kropsbygning. Leo skal vise 2 kropsbygningskort og 1 identitetskort, mindst ét af dem sandt.",
  "Leo shows Short, Tall and Colonel Bubble. At least one of them is true: so Leo is short, or tall, or Colonel Bubble.":
    "Leo viser Lav, Høj og Colonel Bubble. Mindst ét af dem er sandt: Leo er altså lav, eller høj, eller Colonel Bubble.",
  "After the Question Michael expels the green figure to any free unnumbered space, here the marked one, and ends his turn.":
    "Efter spørgsmålet sender Michael den grønne figur til et hvilket som helst frit felt uden nummer, her det markerede, og afslutter sin tur.",
  "Yellow, green and blue play their turns (here they do not move).":
    "Gul, grøn og blå spiller deres ture (her flytter de ikke).",
  "Michael's next turn: the black ball moves the Ambassador out of the Embassy onto his short figure.":
    "Michaels næste tur: den sorte kugle flytter Ambassadøren ud af Ambassaden og hen på hans lave figur.",
  "A meeting with the Ambassador: Michael names Leo and asks about identity. Through the Ambassador Leo shows 2 identity cards, at least one true.":
    "Et møde med Ambassadøren: Michael udpeger Leo og spørger om identitet. Gennem Ambassadøren viser Leo 2 identitetskort, mindst ét sandt.",
  "Leo shows Lord Fiddlebottom and Agent X. Michael himself is Lord Fiddlebottom, so that card is false: Leo is Agent X. And as Agent X, Leo's first answer was true only through Short or Tall.":
    "Leo viser Lord Fiddlebottom og Agent X. Michael er selv Lord Fiddlebottom, så det kort er falsk: Leo er Agent X. Og som Agent X var Leos første svar kun sandt gennem Lav eller Høj.",
  "Mission: Fiddlebottom B + Bubble D":
    "Mission: Fiddlebottom B + Bubble D",
  "Green is Colonel Bubble, whose true figure is the fat one; red is Lord Fiddlebottom. Their mission cards, B and D, give their shared mission: Colonel Bubble's true figure on space 1, where a balloon waits.":
    "Grøn er Colonel Bubble, hvis sande figur er den tykke; rød er Lord Fiddlebottom. Deres missionskort, B og D, giver deres fælles mission: Colonel Bubbles sande figur på felt 1, hvor en ballon venter.",
  "Green rolls the Phantom and crosses the water with the white ball: the fat figure stands on space 1.":
    "Grøn ryster Fantomet og krydser vandet med den hvide kugle: den tykke figur står på felt 1.",
  "Movement ends: nothing to meet. The mission's condition holds on the board.":
    "Bevægelsen slutter: intet møde. Missionens betingelse står på spillepladen.",
  "Green declares \"Mission accomplished!\" and names red as the partner.":
    "Grøn erklærer »Mission fuldført!« og udpeger rød som partner.",
  "Red shakes hands: they are partners and the condition holds, so red and green win.":
    "Rød giver hånd: de er partnere, og betingelsen står, så rød og grøn vinder.",
  "Movement: Leo spreads his balls over two figures":
    "Bevægelse: Leo fordeler sine kugler på to figurer",
  "Leo plays green. It is his turn: every green figure stands on a green start space.":
    "Leo spiller grøn. Det er hans tur: alle grønne figurer står på grønne startfelter.",
  "He rolls the Phantom: an orange ball (one step by land), a light-blue ball (one step by water) and a white ball (one step by land or water). Each ball is used once, on any of his figures.":
    "Han ryster Fantomet: en orange kugle (ét skridt over land), en lyseblå kugle (ét skridt over vand) og en hvid kugle (ét skridt over land eller vand). Hver kugle bruges én gang, på en hvilken som helst af hans figurer.",
  "The orange ball: his tall figure takes one step along a land route, towards the Embassy.":
    "Den orange kugle: hans høje figur tager ét skridt ad en landrute mod Ambassaden.",
  "The light-blue ball: his short figure crosses the channel along a water route to space 4.":
    "Den lyseblå kugle: hans lave figur krydser kanalen ad en vandrute til felt 4.",
  "The white ball, used as a land step: the same figure walks on from space 4 to the blue start space where a blue figure stands.":
    "Den hvide kugle, brugt som skridt over land: samme figur går videre fra felt 4 til det blå startfelt, hvor en blå figur står.",
  "Movement ends. Green's short figure shares a space with a blue figure: a meeting. Leo may now ask the blue player a question, or take an extra step instead.":
    "Bevægelsen slutter. Den lave grønne figur står på samme felt som en blå figur: et møde. Leo kan nu stille den blå spiller et spørgsmål eller i stedet tage et ekstra skridt.",
  "Movement: Michael moves his figure, a yellow figure and the Ambassador":
    "Bevægelse: Michael flytter sin figur, en gul figur og Ambassadøren",
  "Michael plays red. His tall figure stands on the red start space at the top; a yellow figure waits on the yellow start space nearby. The Ambassador stands in the Embassy.":
    "Michael spiller rød. Hans høje figur står på det røde startfelt øverst; en gul figur venter på det gule startfelt tæt ved. Ambassadøren står i Ambassaden.",
  "He rolls a black, a purple and an orange ball.":
    "Han slår en sort, en lilla og en orange kugle.",
  "The orange ball: his tall figure takes one step by land.":
    "Den orange kugle: hans høje figur tager ét skridt over land.",
  "The purple ball moves one figure of another seat one step. Michael pulls the yellow figure onto his own figure: it may end there, because the space holds only his figure.":
    "Den lilla kugle flytter en anden spillers figur ét skridt. Michael trækker den gule figur hen på sin egen figur: den må ende der, fordi der kun står hans figur på feltet.",
  "The black ball moves the Ambassador one step, out of the Embassy. It may end on an empty space or on one of Michael's figures, never on another seat's figure (it may pass over one with two black balls).":
    "Den sorte kugle flytter Ambassadøren ét skridt ud af Ambassaden. Han må ende på et tomt felt eller på en af Michaels figurer, aldrig på en anden spillers figur (med to sorte kugler må han passere en).",
  "Movement ends. Red's tall figure and the yellow figure share a space: a meeting. Michael can now question the yellow player.":
    "Bevægelsen slutter. Den høje røde figur og den gule figur står på samme felt: et møde. Michael kan nu udspørge den gule spiller.",
  "Showing the same cards twice: a pair inside an earlier set":
    "At vise de samme kort to gange: et par fra et tidligere sæt",
  "Michael (red) has his tall figure next to one of Leo's green figures, and his short figure next to the Embassy.":
    "Michael (rød) har sin høje figur ved siden af en af Leos grønne figurer og sin lave figur ved siden af Ambassaden.",
  "Michael meets the green figure and asks Leo about build.":
    "Michael møder den grønne figur og spørger Leo om kropsbygning.",
  "Leo shows Short, Tall and Colonel Bubble: Michael's notebook keeps the set.":
    "Leo viser Lav, Høj og Colonel Bubble: Michaels notesblok gemmer sættet.",
  "Michael expels the green figure and ends his turn; the other seats play without moving.":
    "Michael sender den grønne figur væk og afslutter sin tur; de andre spillere spiller uden at flytte.",
  "Michael's next turn: the black ball moves the Ambassador onto his short figure.":
    "Michaels næste tur: den sorte kugle flytter Ambassadøren hen på hans lave figur.",
  "Through the Ambassador he asks Leo about build again. Leo must show 2 build cards, at least one true, but not a pair Michael has seen together before. Short + Tall were inside the earlier set: the referee refuses them. Try it in Leo's answer picker, then show a fresh pair such as Short + Fat.":
    "Gennem Ambassadøren spørger han igen Leo om kropsbygning. Leo skal vise 2 kropsbygningskort, mindst ét sandt, men ikke et par, som Michael har set sammen før. Lav + Høj var med i det tidligere sæt: dommeren afviser dem. Prøv det i Leos svarvælger, og vis så et nyt par som Lav + Tyk.",
  "3 players: Colonel Bubble is arrested":
    "3 spillere: Colonel Bubble er arresteret",
  "Three players: red, yellow and green. Colonel Bubble's cards are set aside, so Bubble is \"arrested\". Yellow (Madame Zsa Zsa) and green (Agent X) are partners; red plays alone. Red's true figure is the tall one.":
    "Tre spillere: rød, gul og grøn. Colonel Bubbles kort er lagt til side, så Bubble er »arresteret«. Gul (Madame Zsa Zsa) og grøn (Agent X) er partnere; rød spiller alene. Røds sande figur er den høje.",
  "Their mission, C with A: a figure of their team on Colonel Bubble's true figure. With Bubble absent, the mission points at the lone seat's true figure instead.":
    "Deres mission, C med A: en figur fra deres hold på Colonel Bubbles sande figur. Da Bubble mangler, peger missionen i stedet på den enlige spillers sande figur.",
  "Yellow rolls and moves the thin figure, a decoy, onto red's tall figure.":
    "Gul ryster Fantomet og flytter den tynde figur, en lokkedue, hen på røds høje figur.",
  "Movement ends. A yellow figure stands on red's true figure: the condition holds.":
    "Bevægelsen slutter. En gul figur står på røds sande figur: betingelsen står.",
  "Yellow declares \"Mission accomplished!\" naming green, and green shakes hands: yellow and green win.":
    "Gul erklærer »Mission fuldført!« og udpeger grøn, og grøn giver hånd: gul og grøn vinder.",
} satisfies Captions;
