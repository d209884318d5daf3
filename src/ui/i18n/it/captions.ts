/**
 * Italiano: le didascalie degli scenari e dei tutorial forniti, per testo inglese (../captions.ts).
 */
import type { Captions } from "../registry.js";

export const captions = {
  "Tutorial: your first game":
    "Tutorial: la tua prima partita",
  "Welcome to Venice! You play red: you are Lord Fiddlebottom, a spy whose true figure is the fat one. Somewhere at this table sits your partner, Colonel Bubble. Find out who it is, decode your shared mission, and declare it. Press Next.":
    "Benvenuto a Venezia! Giochi con il rosso: sei Lord Fiddlebottom, una spia la cui vera pedina è quella grassa. Da qualche parte a questo tavolo siede il tuo partner, Colonel Bubble. Scopri chi è, decifra la vostra missione comune e dichiarala. Premi Avanti.",
  "Each turn begins with the Phantom. Roll it: press \"Roll the Phantom\" in the bar above the board.":
    "Ogni turno comincia con il Fantasma. Agitalo: premi «Agita il Fantasma» nella barra sopra il tabellone.",
  "roll the Phantom first, with the \"Roll the Phantom\" button above the board.":
    "agita prima il Fantasma, con il pulsante «Agita il Fantasma» sopra il tabellone.",
  "You rolled orange, light-blue and white. Orange moves one of your figures one step by land. Choose the orange ball, then your fat figure (on your red start space), then the marked space.":
    "Sono uscite arancione, azzurra e bianca. L'arancione muove una delle tue pedine di un passo via terra. Scegli la pallina arancione, poi la tua pedina grassa (sulla tua casella di partenza rossa), poi la casella evidenziata.",
  "use the orange ball on your fat figure and walk it along the land route to the marked space.":
    "usa la pallina arancione sulla tua pedina grassa e portala lungo il percorso di terra fino alla casella evidenziata.",
  "Light-blue moves a figure one step by water. Choose the light-blue ball, then your fat figure, and cross the water to the blue start space, where a blue figure stands.":
    "L'azzurra muove una pedina di un passo via acqua. Scegli la pallina azzurra, poi la tua pedina grassa, e attraversa l'acqua fino alla casella di partenza blu, dove c'è una pedina blu.",
  "use the light-blue ball on your fat figure and cross the water to the marked blue start space.":
    "usa la pallina azzurra sulla tua pedina grassa e attraversa l'acqua fino alla casella di partenza blu evidenziata.",
  "You need not use every ball. Your figure now shares a space with a blue figure: that is a meeting. Press \"End movement\".":
    "Non devi usare tutte le palline. La tua pedina ora è sulla stessa casella di una pedina blu: questo è un incontro. Premi «Fine movimento».",
  "press \"End movement\": the white ball may stay unused.":
    "premi «Fine movimento»: la pallina bianca può restare inutilizzata.",
  "Meet: question the blue player. In the meeting card, ask about identity: blue must show 2 identity cards and 1 build card, at least one of them true.":
    "Incontro: interroga il giocatore blu. Nel riquadro dell'incontro chiedi l'identità: il blu deve mostrare 2 carte identità e 1 carta corporatura, almeno una vera.",
  "ask the blue figure about identity, in the meeting card beside the board.":
    "chiedi l'identità alla pedina blu, nel riquadro dell'incontro accanto al tabellone.",
  "Blue shows you Colonel Bubble, Lord Fiddlebottom and a grey mission card with the letter B. You are Lord Fiddlebottom, so that card is false: blue is Colonel Bubble, your partner! After a question you send the met figure away: choose the marked space.":
    "Il blu ti mostra Colonel Bubble, Lord Fiddlebottom e una carta missione grigia con la lettera B. Tu sei Lord Fiddlebottom, quindi quella carta è falsa: il blu è Colonel Bubble, il tuo partner! Dopo una domanda allontani la pedina incontrata: scegli la casella evidenziata.",
  "send the blue figure to the marked space (any free space without a number would do, but this tutorial needs that one).":
    "manda la pedina blu sulla casella evidenziata (andrebbe bene qualsiasi casella libera senza numero, ma a questo tutorial serve proprio quella).",
  "All meetings are resolved. Press \"End turn\".":
    "Tutti gli incontri sono risolti. Premi «Fine turno».",
  "press \"End turn\" in the bar above the board.":
    "premi «Fine turno» nella barra sopra il tabellone.",
  "Yellow plays, then green walks onto your short figure and asks you about build. Answer: choose 2 build cards and 1 identity card, at least one of them true (your true cards are Fat and Lord Fiddlebottom), then press Show.":
    "Gioca il giallo, poi il verde arriva sulla tua pedina bassa e ti chiede la corporatura. Rispondi: scegli 2 carte corporatura e 1 carta identità, almeno una vera (le tue carte vere sono Grasso e Lord Fiddlebottom), poi premi Mostra.",
  "show 2 build cards and 1 identity card, and let at least one of them be true: Fat or Lord Fiddlebottom.":
    "mostra 2 carte corporatura e 1 carta identità, e fa' che almeno una sia vera: Grasso o Lord Fiddlebottom.",
  "Green sends your short figure away and blue plays. Your turn again. Everything shown to you and by you is kept in your notebook: open the Notebook tab.":
    "Il verde allontana la tua pedina bassa e gioca il blu. Tocca di nuovo a te. Tutto ciò che ti è stato mostrato e che hai mostrato resta nel tuo taccuino: apri la scheda Taccuino.",
  "open the Notebook tab beside the board (Tab to the tabs, then the arrow keys).":
    "apri la scheda Taccuino accanto al tabellone (Tab fino alle schede, poi le frecce).",
  "The notebook shows blue's answer: Colonel Bubble, Lord Fiddlebottom and mission card B. Now decode your mission: open the Passport tab.":
    "Il taccuino mostra la risposta del blu: Colonel Bubble, Lord Fiddlebottom e la carta missione B. Ora decifra la tua missione: apri la scheda Passaporto.",
  "open the Passport tab beside the board.":
    "apri la scheda Passaporto accanto al tabellone.",
  "The passport gives each pair of mission letters a mission. Yours is D, Colonel Bubble's is B: D with B reads \"Bubble's and Fiddlebottom's true figures on the same space\". Bubble's true figure is the thin blue one (blue would tell you if you asked about build). Roll the Phantom.":
    "Il passaporto assegna una missione a ogni coppia di lettere. La tua è D, quella di Colonel Bubble è B: D con B dice «Le vere pedine di Bubble e di Fiddlebottom sulla stessa casella». La vera pedina di Bubble è quella blu magra (il blu te lo direbbe se gli chiedessi la corporatura). Agita il Fantasma.",
  "roll the Phantom first.":
    "agita prima il Fantasma.",
  "Bring your fat figure onto blue's thin figure: choose a ball that crosses water (light-blue or white), your fat figure, then the marked space.":
    "Porta la tua pedina grassa sulla pedina magra del blu: scegli una pallina che attraversa l'acqua (azzurra o bianca), la tua pedina grassa, poi la casella evidenziata.",
  "move your fat figure across the water onto the thin blue figure, on the marked space.":
    "porta la tua pedina grassa attraverso l'acqua sulla pedina blu magra, sulla casella evidenziata.",
  "Both true figures stand together: the mission holds. Press \"End movement\".":
    "Le due vere pedine sono insieme: la missione è realizzata. Premi «Fine movimento».",
  "press \"End movement\".":
    "premi «Fine movimento».",
  "Declare! Press \"Mission accomplished!\" and name blue as your partner. (You may declare before resolving the meeting.)":
    "Dichiara! Premi «Missione compiuta!» e nomina il blu come tuo partner. (Puoi dichiarare prima di risolvere l'incontro.)",
  "declare \"Mission accomplished!\" naming blue: blue showed you it is Colonel Bubble.":
    "dichiara «Missione compiuta!» nominando il blu: il blu ti ha mostrato di essere Colonel Bubble.",
  "Blue shakes your hand: you are partners and the mission holds. You win! Now play a real game, or replay the tutorial.":
    "Il blu ti stringe la mano: siete partner e la missione è realizzata. Hai vinto! Ora gioca una partita vera, o rifai il tutorial.",
  "Tutorial: your first card game":
    "Tutorial: la tua prima partita a carte",
  "You are Red: your black cards say you are Colonel Bubble with code 13, so your partner is Lord Fiddlebottom — but who is he? Press Next.":
    "Sei il Rosso: le tue carte nere dicono che sei Colonel Bubble con il codice 13, quindi il tuo partner è Lord Fiddlebottom. Ma chi è? Premi Avanti.",
  "You place first. Place your tile on Rialto (on the map).":
    "Piazzi per primo. Piazza la tua tessera su Rialto (sulla mappa).",
  "For this lesson, place your tile on Rialto.":
    "Per questa lezione, piazza la tua tessera su Rialto.",
  "Blue joined you on Rialto; Green and Yellow went to San Marco, and so did the Ambassador: three tiles there, nothing happens. You and Blue exchange. Choose Colonel Bubble (true) and 24 (false), then Show these two.":
    "Il Blu ti ha raggiunto a Rialto; Verde e Giallo sono andati a San Marco, e così l'Ambasciatore: lì ci sono tre tessere, non succede nulla. Tu e il Blu vi scambiate carte. Scegli Colonel Bubble (vera) e 24 (falsa), poi Mostra queste due.",
  "For this lesson, show Colonel Bubble and 24: exactly one true card.":
    "Per questa lezione, mostra Colonel Bubble e 24: esattamente una carta vera.",
  "Blue showed you Lord Fiddlebottom and 13. You hold 13 yourself, so Blue's 13 is false and Fiddlebottom is true: Blue is your partner. Your clue sheet says so (certain) — press Why? beside it. Press Next.":
    "Il Blu ti ha mostrato Lord Fiddlebottom e 13. Il 13 ce l'hai tu, quindi il 13 del Blu è falso e Fiddlebottom è vero: il Blu è il tuo partner. Il tuo foglio degli indizi lo dice (certo): premi Perché? lì accanto. Premi Avanti.",
  "Round 2: Blue placed first, then Green and Yellow. Place on Arsenale: the Ambassador will be there.":
    "Turno 2: il Blu ha piazzato per primo, poi Verde e Giallo. Piazza su Arsenale: lì ci sarà l'Ambasciatore.",
  "For this lesson, place on Arsenale.":
    "Per questa lezione, piazza su Arsenale.",
  "You are alone with the Ambassador: ask Yellow for one of his black cards.":
    "Sei solo con l'Ambasciatore: chiedi al Giallo una delle sue carte nere.",
  "For this lesson, ask Yellow.":
    "Per questa lezione, chiedi al Giallo.",
  "Yellow showed you Agent X, so Green is Madame Zsa Zsa. Learn the codes the same way, then declare at an exchange with your partner: name him and the combination (F, B, Z, X). That is the whole game!":
    "Il Giallo ti ha mostrato Agent X, quindi il Verde è Madame Zsa Zsa. Scopri i codici allo stesso modo, poi dichiara durante uno scambio con il tuo partner: nominalo e dai la combinazione (F, B, Z, X). Tutto qui!",
  "The rulebook's game: Brian opens the safe":
    "La partita del regolamento: Brian apre la cassaforte",
  "Four players: Brian (red) is Colonel Bubble with 13, Rob (blue) Lord Fiddlebottom with 36, Mario (green) Madame Zsa Zsa with 24, David (yellow) Agent X with 47. Each knows only his own two black cards. The combination (F, B, Z, X) is 36-13-24-47. Round 1: Brian is first player.":
    "Quattro giocatori: Brian (rosso) è Colonel Bubble con il 13, Rob (blu) Lord Fiddlebottom con il 36, Mario (verde) Madame Zsa Zsa con il 24, David (giallo) Agent X con il 47. Ognuno conosce solo le sue due carte nere. La combinazione (F, B, Z, X) è 36-13-24-47. Turno 1: Brian è il primo giocatore.",
  "Brian places Rialto.":
    "Brian piazza su Rialto.",
  "Rob places Rialto, hoping to meet Brian there.":
    "Rob piazza su Rialto, sperando di incontrarvi Brian.",
  "Mario places San Marco.":
    "Mario piazza su San Marco.",
  "David places San Marco. Everyone has placed: the Ambassador's top tile is turned, San Marco. Three tiles at San Marco: nothing happens there (C5.6). At Rialto Brian and Rob are alone: an exchange (C5.2).":
    "David piazza su San Marco. Tutti hanno piazzato: si gira la prima tessera dell'Ambasciatore, San Marco. Tre tessere a San Marco: lì non succede nulla (C5.6). A Rialto Brian e Rob sono soli: uno scambio (C5.2).",
  "Sealed, at the same time: Brian chooses Colonel Bubble (true) + 24 (false). The others see only that he has chosen.":
    "Coperto, nello stesso momento: Brian sceglie Colonel Bubble (vera) + 24 (falsa). Gli altri vedono solo che ha scelto.",
  "Rob chooses Lord Fiddlebottom (true) + 13 (false). Both sets are revealed together, each only to its receiver. Rob learns little: either Brian is Bubble or his code is 24. Brian holds 13 himself, so Rob's 13 is false and his Lord Fiddlebottom true: Rob is Fiddlebottom, Brian's partner. Rob becomes first player.":
    "Rob sceglie Lord Fiddlebottom (vera) + 13 (falsa). Le due coppie vengono rivelate insieme, ciascuna solo a chi la riceve. Rob scopre poco: o Brian è Bubble, o il suo codice è 24. Brian ha lui stesso il 13, quindi il 13 di Rob è falso e il suo Lord Fiddlebottom vero: Rob è Fiddlebottom, il partner di Brian. Rob diventa primo giocatore.",
  "Round 2 (demo): Rob places Accademia, Mario Santa Lucia, David Rialto, Brian Arsenale; the Ambassador's tile is Arsenale. One meeting: Brian alone with the Ambassador (C5.4).":
    "Turno 2 (dimostrazione): Rob piazza su Accademia, Mario su Santa Lucia, David su Rialto, Brian su Arsenale; la tessera dell'Ambasciatore è Arsenale. Un incontro: Brian da solo con l'Ambasciatore (C5.4).",
  "Brian asks David for a black card; everyone sees that Brian asked David.":
    "Brian chiede a David una carta nera; tutti vedono che Brian ha interrogato David.",
  "David chooses to show his black Agent X (he could have shown his 47), to Brian alone. Brian: David is Agent X, so Mario is Zsa Zsa. Mario becomes first player.":
    "David sceglie di mostrare il suo Agent X nero (avrebbe potuto mostrare il suo 47), solo a Brian. Brian: David è Agent X, quindi Mario è Zsa Zsa. Mario diventa primo giocatore.",
  "Round 3 (demo): Mario places Accademia, David Arsenale, Brian Accademia, Rob San Marco; the Ambassador's tile is Santa Lucia. One meeting: Brian and Mario exchange at Accademia.":
    "Turno 3 (dimostrazione): Mario piazza su Accademia, David su Arsenale, Brian su Accademia, Rob su San Marco; la tessera dell'Ambasciatore è Santa Lucia. Un incontro: Brian e Mario si scambiano carte ad Accademia.",
  "Mario seals Lord Fiddlebottom + 24; Brian seals Agent X + 13. Brian: Rob is Fiddlebottom, so Mario's Fiddlebottom is false and his code is 24. Only 36 and 47 remain, for Rob and David. David becomes first player.":
    "Mario sceglie coperto Lord Fiddlebottom + 24; Brian Agent X + 13. Brian: Rob è Fiddlebottom, quindi il Fiddlebottom di Mario è falso e il suo codice è 24. Restano solo 36 e 47, per Rob e David. David diventa primo giocatore.",
  "Round 4 (demo): David places Santa Lucia, Brian Santa Lucia, Rob Arsenale, Mario Rialto; the Ambassador's tile is Accademia. Brian meets David: an exchange at Santa Lucia.":
    "Turno 4 (dimostrazione): David piazza su Santa Lucia, Brian su Santa Lucia, Rob su Arsenale, Mario su Rialto; la tessera dell'Ambasciatore è Accademia. Brian incontra David: uno scambio a Santa Lucia.",
  "David seals Colonel Bubble + 47; Brian seals Madame Zsa Zsa + 13. Brian is Bubble himself, so David's Bubble is false and his 47 true: David has 47, Rob 36. Brian knows the combination, 36-13-24-47. Brian becomes first player.":
    "David sceglie coperto Colonel Bubble + 47; Brian Madame Zsa Zsa + 13. Brian è lui stesso Bubble, quindi il Bubble di David è falso e il suo 47 vero: David ha il 47, Rob il 36. Brian conosce la combinazione, 36-13-24-47. Brian diventa primo giocatore.",
  "Round 5 (demo): everyone has one tile left. Brian places San Marco, Rob Santa Lucia, Mario Arsenale, David Accademia; the Ambassador's tile is Rialto. Every tile stands alone: no meeting. All five locations have been visited: everyone takes back his tiles and the Ambassador's pile is reshuffled (C8.2). Rob becomes first player.":
    "Turno 5 (dimostrazione): a ciascuno resta una tessera. Brian piazza su San Marco, Rob su Santa Lucia, Mario su Arsenale, David su Accademia; la tessera dell'Ambasciatore è Rialto. Ogni tessera è da sola: nessun incontro. Tutti e cinque i luoghi sono stati visitati: ognuno riprende le sue tessere e la pila dell'Ambasciatore viene rimescolata (C8.2). Rob diventa primo giocatore.",
  "Round 6: Rob places Rialto, Mario Arsenale, David Accademia.":
    "Turno 6: Rob piazza su Rialto, Mario su Arsenale, David su Accademia.",
  "Brian sees Rob alone at Rialto and places Rialto. The Ambassador's top tile is Santa Lucia. One meeting: Brian and Rob alone at Rialto, an exchange.":
    "Brian vede Rob da solo a Rialto e piazza su Rialto. La prima tessera dell'Ambasciatore è Santa Lucia. Un incontro: Brian e Rob soli a Rialto, uno scambio.",
  "Sealed: Rob chooses a set (Lord Fiddlebottom + 47).":
    "Coperto: Rob sceglie una coppia (Lord Fiddlebottom + 47).",
  "Brian declares instead: \"Rob, you are my partner and we open the safe: 36-13-24-47. Rob is Lord Fiddlebottom with 36, I am Colonel Bubble with 13, Mario is Madame Zsa Zsa with 24 and David is Agent X with 47.\" Rob's set is discarded unseen. Rob is Brian's true partner and the combination is right: Brian and Rob win (C10.5). Everything is revealed (C13.4).":
    "Brian invece dichiara: «Rob, tu sei il mio partner e apriamo la cassaforte: 36-13-24-47. Rob è Lord Fiddlebottom con il 36, io sono Colonel Bubble con il 13, Mario è Madame Zsa Zsa con il 24 e David è Agent X con il 47.» La coppia di Rob viene scartata senza essere vista. Rob è il vero partner di Brian e la combinazione è giusta: vincono Brian e Rob (C10.5). Tutto viene rivelato (C13.4).",
  "Keeping records: Michael works out that Leo is Agent X":
    "Prendere appunti: Michael scopre che Leo è Agent X",
  "Michael plays red; he is Lord Fiddlebottom. His tall figure stands next to the green start space where one of Leo's figures waits.":
    "Michael gioca con il rosso; è Lord Fiddlebottom. La sua pedina alta è accanto alla casella di partenza verde, dove aspetta una delle pedine di Leo.",
  "Michael rolls and moves his tall figure onto the green figure by land.":
    "Michael agita il Fantasma e porta la sua pedina alta via terra sulla pedina verde.",
  "Movement ends: a meeting. He asks Leo about build. Leo must show 2 build cards and 1 identity card, at least one of them true.":
    "Il movimento finisce: un incontro. Chiede a Leo la corporatura. Leo deve mostrare 2 carte corporatura e 1 carta identità, almeno una vera.",
  "Leo shows Short, Tall and Colonel Bubble. At least one of them is true: so Leo is short, or tall, or Colonel Bubble.":
    "Leo mostra Basso, Alto e Colonel Bubble. Almeno una è vera: quindi Leo è basso, o alto, o Colonel Bubble.",
  "After the Question Michael expels the green figure to any free unnumbered space, here the marked one, and ends his turn.":
    "Dopo la domanda Michael allontana la pedina verde su una qualsiasi casella libera senza numero, qui quella evidenziata, e termina il turno.",
  "Yellow, green and blue play their turns (here they do not move).":
    "Giallo, verde e blu giocano i loro turni (qui non si muovono).",
  "Michael's next turn: the black ball moves the Ambassador out of the Embassy onto his short figure.":
    "Il turno seguente di Michael: la pallina nera porta l'Ambasciatore fuori dall'Ambasciata, sulla sua pedina bassa.",
  "A meeting with the Ambassador: Michael names Leo and asks about identity. Through the Ambassador Leo shows 2 identity cards, at least one true.":
    "Un incontro con l'Ambasciatore: Michael nomina Leo e chiede l'identità. Tramite l'Ambasciatore Leo mostra 2 carte identità, almeno una vera.",
  "Leo shows Lord Fiddlebottom and Agent X. Michael himself is Lord Fiddlebottom, so that card is false: Leo is Agent X. And as Agent X, Leo's first answer was true only through Short or Tall.":
    "Leo mostra Lord Fiddlebottom e Agent X. Michael stesso è Lord Fiddlebottom, quindi quella carta è falsa: Leo è Agent X. E da Agent X, la prima risposta di Leo era vera solo grazie a Basso o Alto.",
  "Mission: Fiddlebottom B + Bubble D":
    "Missione: Fiddlebottom B + Bubble D",
  "Green is Colonel Bubble, whose true figure is the fat one; red is Lord Fiddlebottom. Their mission cards, B and D, give their shared mission: Colonel Bubble's true figure on space 1, where a balloon waits.":
    "Il verde è Colonel Bubble, la cui vera pedina è quella grassa; il rosso è Lord Fiddlebottom. Le loro carte missione, B e D, danno la missione comune: la vera pedina di Colonel Bubble sulla casella 1, dove aspetta una mongolfiera.",
  "Green rolls the Phantom and crosses the water with the white ball: the fat figure stands on space 1.":
    "Il verde agita il Fantasma e attraversa l'acqua con la pallina bianca: la pedina grassa è sulla casella 1.",
  "Movement ends: nothing to meet. The mission's condition holds on the board.":
    "Il movimento finisce: nessun incontro. La condizione della missione è realizzata sul tabellone.",
  "Green declares \"Mission accomplished!\" and names red as the partner.":
    "Il verde dichiara «Missione compiuta!» e nomina il rosso come partner.",
  "Red shakes hands: they are partners and the condition holds, so red and green win.":
    "Il rosso stringe la mano: sono partner e la condizione è realizzata, quindi vincono il rosso e il verde.",
  "Movement: Leo spreads his balls over two figures":
    "Movimento: Leo distribuisce le palline su due pedine",
  "Leo plays green. It is his turn: every green figure stands on a green start space.":
    "Leo gioca con il verde. Tocca a lui: tutte le pedine verdi sono sulle caselle di partenza verdi.",
  "He rolls the Phantom: an orange ball (one step by land), a light-blue ball (one step by water) and a white ball (one step by land or water). Each ball is used once, on any of his figures.":
    "Agita il Fantasma: una pallina arancione (un passo via terra), una azzurra (un passo via acqua) e una bianca (un passo via terra o via acqua). Ogni pallina si usa una volta, su una qualsiasi delle sue pedine.",
  "The orange ball: his tall figure takes one step along a land route, towards the Embassy.":
    "La pallina arancione: la sua pedina alta fa un passo lungo un percorso di terra, verso l'Ambasciata.",
  "The light-blue ball: his short figure crosses the channel along a water route to space 4.":
    "La pallina azzurra: la sua pedina bassa attraversa il canale lungo un percorso d'acqua fino alla casella 4.",
  "The white ball, used as a land step: the same figure walks on from space 4 to the blue start space where a blue figure stands.":
    "La pallina bianca, usata come passo via terra: la stessa pedina prosegue dalla casella 4 fino alla casella di partenza blu, dove c'è una pedina blu.",
  "Movement ends. Green's short figure shares a space with a blue figure: a meeting. Leo may now ask the blue player a question, or take an extra step instead.":
    "Il movimento finisce. La pedina bassa verde è sulla stessa casella di una pedina blu: un incontro. Leo ora può fare una domanda al giocatore blu, oppure fare invece un passo extra.",
  "Movement: Michael moves his figure, a yellow figure and the Ambassador":
    "Movimento: Michael muove la sua pedina, una pedina gialla e l'Ambasciatore",
  "Michael plays red. His tall figure stands on the red start space at the top; a yellow figure waits on the yellow start space nearby. The Ambassador stands in the Embassy.":
    "Michael gioca con il rosso. La sua pedina alta è sulla casella di partenza rossa in alto; una pedina gialla aspetta sulla casella di partenza gialla lì vicino. L'Ambasciatore è nell'Ambasciata.",
  "He rolls a black, a purple and an orange ball.":
    "Agita il Fantasma: escono una pallina nera, una viola e una arancione.",
  "The orange ball: his tall figure takes one step by land.":
    "La pallina arancione: la sua pedina alta fa un passo via terra.",
  "The purple ball moves one figure of another seat one step. Michael pulls the yellow figure onto his own figure: it may end there, because the space holds only his figure.":
    "La pallina viola muove di un passo una pedina di un altro giocatore. Michael tira la pedina gialla sulla propria pedina: può fermarsi lì, perché sulla casella c'è solo la sua pedina.",
  "The black ball moves the Ambassador one step, out of the Embassy. It may end on an empty space or on one of Michael's figures, never on another seat's figure (it may pass over one with two black balls).":
    "La pallina nera muove l'Ambasciatore di un passo, fuori dall'Ambasciata. Può fermarsi su una casella vuota o su una delle pedine di Michael, mai sulla pedina di un altro giocatore (con due palline nere può scavalcarne una).",
  "Movement ends. Red's tall figure and the yellow figure share a space: a meeting. Michael can now question the yellow player.":
    "Il movimento finisce. La pedina alta rossa e la pedina gialla sono sulla stessa casella: un incontro. Ora Michael può interrogare il giocatore giallo.",
  "Showing the same cards twice: a pair inside an earlier set":
    "Mostrare due volte le stesse carte: una coppia dentro un gruppo precedente",
  "Michael (red) has his tall figure next to one of Leo's green figures, and his short figure next to the Embassy.":
    "Michael (rosso) ha la sua pedina alta accanto a una delle pedine verdi di Leo, e la sua pedina bassa accanto all'Ambasciata.",
  "Michael meets the green figure and asks Leo about build.":
    "Michael incontra la pedina verde e chiede a Leo la corporatura.",
  "Leo shows Short, Tall and Colonel Bubble: Michael's notebook keeps the set.":
    "Leo mostra Basso, Alto e Colonel Bubble: il taccuino di Michael conserva il gruppo.",
  "Michael expels the green figure and ends his turn; the other seats play without moving.":
    "Michael allontana la pedina verde e termina il turno; gli altri giocano senza muoversi.",
  "Michael's next turn: the black ball moves the Ambassador onto his short figure.":
    "Il turno seguente di Michael: la pallina nera porta l'Ambasciatore sulla sua pedina bassa.",
  "Through the Ambassador he asks Leo about build again. Leo must show 2 build cards, at least one true, but not a pair Michael has seen together before. Short + Tall were inside the earlier set: the referee refuses them. Try it in Leo's answer picker, then show a fresh pair such as Short + Fat.":
    "Tramite l'Ambasciatore chiede di nuovo a Leo la corporatura. Leo deve mostrare 2 carte corporatura, almeno una vera, ma non una coppia che Michael ha già visto insieme. Basso + Alto erano nel gruppo precedente: l'arbitro li rifiuta. Provalo nella scelta della risposta di Leo, poi mostra una coppia nuova come Basso + Grasso.",
  "3 players: Colonel Bubble is arrested":
    "3 giocatori: Colonel Bubble è arrestato",
  "Three players: red, yellow and green. Colonel Bubble's cards are set aside, so Bubble is \"arrested\". Yellow (Madame Zsa Zsa) and green (Agent X) are partners; red plays alone. Red's true figure is the tall one.":
    "Tre giocatori: rosso, giallo e verde. Le carte di Colonel Bubble sono messe da parte, quindi Bubble è «arrestato». Il giallo (Madame Zsa Zsa) e il verde (Agent X) sono partner; il rosso gioca da solo. La vera pedina del rosso è quella alta.",
  "Their mission, C with A: a figure of their team on Colonel Bubble's true figure. With Bubble absent, the mission points at the lone seat's true figure instead.":
    "La loro missione, C con A: una pedina della loro squadra sulla vera pedina di Colonel Bubble. Con Bubble assente, la missione punta invece sulla vera pedina del giocatore solitario.",
  "Yellow rolls and moves the thin figure, a decoy, onto red's tall figure.":
    "Il giallo agita il Fantasma e porta la pedina magra, un'esca, sulla pedina alta del rosso.",
  "Movement ends. A yellow figure stands on red's true figure: the condition holds.":
    "Il movimento finisce. Una pedina gialla è sulla vera pedina del rosso: la condizione è realizzata.",
  "Yellow declares \"Mission accomplished!\" naming green, and green shakes hands: yellow and green win.":
    "Il giallo dichiara «Missione compiuta!» nominando il verde, e il verde stringe la mano: vincono il giallo e il verde.",
} satisfies Captions;
