/**
 * Español: los textos de los escenarios y tutoriales incluidos, por su texto inglés (../captions.ts).
 */
import type { Captions } from "../registry.js";

export const captions = {
  "Tutorial: your first game":
    "Tutorial: tu primera partida",
  "Welcome to Venice! You play red: you are Lord Fiddlebottom, a spy whose true figure is the fat one. Somewhere at this table sits your partner, Colonel Bubble. Find out who it is, decode your shared mission, and declare it. Press Next.":
    "¡Bienvenido a Venecia! Juegas con el rojo: eres Lord Fiddlebottom, un espía cuya figura verdadera es la gorda. En algún lugar de esta mesa se sienta tu compañero, el Coronel Bubble. Averigua quién es, descifra vuestra misión común y declárala. Pulsa Siguiente.",
  "Each turn begins with the Phantom. Roll it: press \"Roll the Phantom\" in the bar above the board.":
    "Cada turno empieza con el Fantasma. Agítalo: pulsa «Agitar el Fantasma» en la barra de encima del tablero.",
  "roll the Phantom first, with the \"Roll the Phantom\" button above the board.":
    "primero agita el Fantasma, con el botón «Agitar el Fantasma» encima del tablero.",
  "You rolled orange, light-blue and white. Orange moves one of your figures one step by land. Choose the orange ball, then your fat figure (on your red start space), then the marked space.":
    "Te han salido naranja, azul claro y blanca. La naranja mueve una de tus figuras un paso por tierra. Elige la bola naranja, luego tu figura gorda (en tu casilla de salida roja) y luego la casilla señalada.",
  "use the orange ball on your fat figure and walk it along the land route to the marked space.":
    "usa la bola naranja con tu figura gorda y llévala por la ruta de tierra hasta la casilla señalada.",
  "Light-blue moves a figure one step by water. Choose the light-blue ball, then your fat figure, and cross the water to the blue start space, where a blue figure stands.":
    "La azul claro mueve una figura un paso por agua. Elige la bola azul claro, luego tu figura gorda, y cruza el agua hasta la casilla de salida azul, donde hay una figura azul.",
  "use the light-blue ball on your fat figure and cross the water to the marked blue start space.":
    "usa la bola azul claro con tu figura gorda y cruza el agua hasta la casilla de salida azul señalada.",
  "You need not use every ball. Your figure now shares a space with a blue figure: that is a meeting. Press \"End movement\".":
    "No hace falta usar todas las bolas. Tu figura comparte ahora casilla con una figura azul: eso es un encuentro. Pulsa «Terminar movimiento».",
  "press \"End movement\": the white ball may stay unused.":
    "pulsa «Terminar movimiento»: la bola blanca puede quedarse sin usar.",
  "Meet: question the blue player. In the meeting card, ask about identity: blue must show 2 identity cards and 1 build card, at least one of them true.":
    "Encuentro: interroga al jugador azul. En el recuadro del encuentro, pregunta por la identidad: el azul debe mostrar 2 cartas de identidad y 1 de complexión, al menos una verdadera.",
  "ask the blue figure about identity, in the meeting card beside the board.":
    "pregunta a la figura azul por la identidad, en el recuadro del encuentro junto al tablero.",
  "Blue shows you Colonel Bubble, Lord Fiddlebottom and a grey mission card with the letter B. You are Lord Fiddlebottom, so that card is false: blue is Colonel Bubble, your partner! After a question you send the met figure away: choose the marked space.":
    "El azul te muestra al Coronel Bubble, a Lord Fiddlebottom y una carta de misión gris con la letra B. Tú eres Lord Fiddlebottom, así que esa carta es falsa: ¡el azul es el Coronel Bubble, tu compañero! Después de una pregunta apartas la figura encontrada: elige la casilla señalada.",
  "send the blue figure to the marked space (any free space without a number would do, but this tutorial needs that one).":
    "envía la figura azul a la casilla señalada (valdría cualquier casilla libre sin número, pero este tutorial necesita esa).",
  "All meetings are resolved. Press \"End turn\".":
    "Todos los encuentros están resueltos. Pulsa «Terminar turno».",
  "press \"End turn\" in the bar above the board.":
    "pulsa «Terminar turno» en la barra de encima del tablero.",
  "Yellow plays, then green walks onto your short figure and asks you about build. Answer: choose 2 build cards and 1 identity card, at least one of them true (your true cards are Fat and Lord Fiddlebottom), then press Show.":
    "Juega el amarillo y luego el verde llega a tu figura baja y te pregunta por la complexión. Responde: elige 2 cartas de complexión y 1 de identidad, al menos una verdadera (tus cartas verdaderas son Gordo y Lord Fiddlebottom), y pulsa Mostrar.",
  "show 2 build cards and 1 identity card, and let at least one of them be true: Fat or Lord Fiddlebottom.":
    "muestra 2 cartas de complexión y 1 de identidad, y que al menos una sea verdadera: Gordo o Lord Fiddlebottom.",
  "Green sends your short figure away and blue plays. Your turn again. Everything shown to you and by you is kept in your notebook: open the Notebook tab.":
    "El verde aparta tu figura baja y juega el azul. Vuelve a ser tu turno. Todo lo que te han mostrado y lo que has mostrado queda en tu cuaderno: abre la pestaña Cuaderno.",
  "open the Notebook tab beside the board (Tab to the tabs, then the arrow keys).":
    "abre la pestaña Cuaderno junto al tablero (Tab hasta las pestañas y luego las flechas).",
  "The notebook shows blue's answer: Colonel Bubble, Lord Fiddlebottom and mission card B. Now decode your mission: open the Passport tab.":
    "El cuaderno muestra la respuesta del azul: Coronel Bubble, Lord Fiddlebottom y la carta de misión B. Ahora descifra tu misión: abre la pestaña Pasaporte.",
  "open the Passport tab beside the board.":
    "abre la pestaña Pasaporte junto al tablero.",
  "The passport gives each pair of mission letters a mission. Yours is D, Colonel Bubble's is B: D with B reads \"Bubble's and Fiddlebottom's true figures on the same space\". Bubble's true figure is the thin blue one (blue would tell you if you asked about build). Roll the Phantom.":
    "El pasaporte da una misión a cada pareja de letras. La tuya es la D, la del Coronel Bubble la B: D con B dice «Las figuras verdaderas de Bubble y de Fiddlebottom en la misma casilla». La figura verdadera de Bubble es la azul delgada (el azul te lo diría si le preguntaras por la complexión). Agita el Fantasma.",
  "roll the Phantom first.":
    "primero agita el Fantasma.",
  "Bring your fat figure onto blue's thin figure: choose a ball that crosses water (light-blue or white), your fat figure, then the marked space.":
    "Lleva tu figura gorda a la figura delgada del azul: elige una bola que cruce el agua (azul claro o blanca), tu figura gorda y luego la casilla señalada.",
  "move your fat figure across the water onto the thin blue figure, on the marked space.":
    "lleva tu figura gorda por el agua hasta la figura azul delgada, en la casilla señalada.",
  "Both true figures stand together: the mission holds. Press \"End movement\".":
    "Las dos figuras verdaderas están juntas: la misión está cumplida. Pulsa «Terminar movimiento».",
  "press \"End movement\".":
    "pulsa «Terminar movimiento».",
  "Declare! Press \"Mission accomplished!\" and name blue as your partner. (You may declare before resolving the meeting.)":
    "¡Declara! Pulsa «¡Misión cumplida!» y nombra al azul como tu compañero. (Puedes declarar antes de resolver el encuentro.)",
  "declare \"Mission accomplished!\" naming blue: blue showed you it is Colonel Bubble.":
    "declara «¡Misión cumplida!» nombrando al azul: el azul te ha mostrado que es el Coronel Bubble.",
  "Blue shakes your hand: you are partners and the mission holds. You win! Now play a real game, or replay the tutorial.":
    "El azul te da la mano: sois compañeros y la misión está cumplida. ¡Has ganado! Ahora juega una partida de verdad, o repite el tutorial.",
  "Tutorial: your first card game":
    "Tutorial: tu primera partida al juego de cartas",
  "You are Red: your black cards say you are Colonel Bubble with code 13, so your partner is Lord Fiddlebottom — but who is he? Press Next.":
    "Eres Rojo: tus cartas negras dicen que eres el Coronel Bubble con el código 13, así que tu compañero es Lord Fiddlebottom. Pero ¿quién es? Pulsa Siguiente.",
  "You place first. Place your tile on Rialto (on the map).":
    "Colocas primero. Coloca tu ficha en Rialto (en el mapa).",
  "For this lesson, place your tile on Rialto.":
    "Para esta lección, coloca tu ficha en Rialto.",
  "Blue joined you on Rialto; Green and Yellow went to San Marco, and so did the Ambassador: three tiles there, nothing happens. You and Blue exchange. Choose Colonel Bubble (true) and 24 (false), then Show these two.":
    "Azul se te ha unido en Rialto; Verde y Amarillo han ido a San Marco, y también el Embajador: allí hay tres fichas, no pasa nada. Azul y tú os intercambiáis cartas. Elige al Coronel Bubble (verdadera) y el 24 (falsa), y luego Mostrar estas dos.",
  "For this lesson, show Colonel Bubble and 24: exactly one true card.":
    "Para esta lección, muestra al Coronel Bubble y el 24: exactamente una carta verdadera.",
  "Blue showed you Lord Fiddlebottom and 13. You hold 13 yourself, so Blue's 13 is false and Fiddlebottom is true: Blue is your partner. Your clue sheet says so (certain) — press Why? beside it. Press Next.":
    "Azul te ha mostrado a Lord Fiddlebottom y el 13. El 13 lo tienes tú, así que el 13 de Azul es falso y Fiddlebottom es verdadero: Azul es tu compañero. Tu hoja de pistas lo dice (seguro): pulsa ¿Por qué? a su lado. Pulsa Siguiente.",
  "Round 2: Blue placed first, then Green and Yellow. Place on Arsenale: the Ambassador will be there.":
    "Ronda 2: Azul ha colocado primero, luego Verde y Amarillo. Coloca en Arsenale: allí estará el Embajador.",
  "For this lesson, place on Arsenale.":
    "Para esta lección, coloca en Arsenale.",
  "You are alone with the Ambassador: ask Yellow for one of his black cards.":
    "Estás a solas con el Embajador: pide a Amarillo una de sus cartas negras.",
  "For this lesson, ask Yellow.":
    "Para esta lección, pregunta a Amarillo.",
  "Yellow showed you Agent X, so Green is Madame Zsa Zsa. Learn the codes the same way, then declare at an exchange with your partner: name him and the combination (F, B, Z, X). That is the whole game!":
    "Amarillo te ha mostrado al Agente X, así que Verde es Madame Zsa Zsa. Averigua los códigos de la misma manera y luego declara en un intercambio con tu compañero: nómbralo y di la combinación (F, B, Z, X). ¡Eso es todo el juego!",
  "The rulebook's game: Brian opens the safe":
    "La partida del reglamento: Brian abre la caja fuerte",
  "Four players: Brian (red) is Colonel Bubble with 13, Rob (blue) Lord Fiddlebottom with 36, Mario (green) Madame Zsa Zsa with 24, David (yellow) Agent X with 47. Each knows only his own two black cards. The combination (F, B, Z, X) is 36-13-24-47. Round 1: Brian is first player.":
    "Cuatro jugadores: Brian (rojo) es el Coronel Bubble con el 13, Rob (azul) Lord Fiddlebottom con el 36, Mario (verde) Madame Zsa Zsa con el 24 y David (amarillo) el Agente X con el 47. Cada uno solo conoce sus dos cartas negras. La combinación (F, B, Z, X) es 36-13-24-47. Ronda 1: Brian es el jugador inicial.",
  "Brian places Rialto.":
    "Brian coloca en Rialto.",
  "Rob places Rialto, hoping to meet Brian there.":
    "Rob coloca en Rialto, con la esperanza de encontrarse allí con Brian.",
  "Mario places San Marco.":
    "Mario coloca en San Marco.",
  "David places San Marco. Everyone has placed: the Ambassador's top tile is turned, San Marco. Three tiles at San Marco: nothing happens there (C5.6). At Rialto Brian and Rob are alone: an exchange (C5.2).":
    "David coloca en San Marco. Todos han colocado: se da la vuelta a la ficha superior del Embajador, San Marco. Tres fichas en San Marco: allí no pasa nada (C5.6). En Rialto Brian y Rob están solos: un intercambio (C5.2).",
  "Sealed, at the same time: Brian chooses Colonel Bubble (true) + 24 (false). The others see only that he has chosen.":
    "En secreto y a la vez: Brian elige al Coronel Bubble (verdadera) + 24 (falsa). Los demás solo ven que ha elegido.",
  "Rob chooses Lord Fiddlebottom (true) + 13 (false). Both sets are revealed together, each only to its receiver. Rob learns little: either Brian is Bubble or his code is 24. Brian holds 13 himself, so Rob's 13 is false and his Lord Fiddlebottom true: Rob is Fiddlebottom, Brian's partner. Rob becomes first player.":
    "Rob elige a Lord Fiddlebottom (verdadera) + 13 (falsa). Las dos parejas se revelan a la vez, cada una solo a quien la recibe. Rob averigua poco: o Brian es Bubble, o su código es el 24. Brian tiene él mismo el 13, así que el 13 de Rob es falso y su Lord Fiddlebottom verdadero: Rob es Fiddlebottom, el compañero de Brian. Rob pasa a ser el jugador inicial.",
  "Round 2 (demo): Rob places Accademia, Mario Santa Lucia, David Rialto, Brian Arsenale; the Ambassador's tile is Arsenale. One meeting: Brian alone with the Ambassador (C5.4).":
    "Ronda 2 (demostración): Rob coloca en Accademia, Mario en Santa Lucia, David en Rialto y Brian en Arsenale; la ficha del Embajador es Arsenale. Un encuentro: Brian a solas con el Embajador (C5.4).",
  "Brian asks David for a black card; everyone sees that Brian asked David.":
    "Brian pide a David una carta negra; todos ven que Brian ha preguntado a David.",
  "David chooses to show his black Agent X (he could have shown his 47), to Brian alone. Brian: David is Agent X, so Mario is Zsa Zsa. Mario becomes first player.":
    "David decide mostrar su Agente X negro (podría haber mostrado su 47), solo a Brian. Brian: David es el Agente X, así que Mario es Zsa Zsa. Mario pasa a ser el jugador inicial.",
  "Round 3 (demo): Mario places Accademia, David Arsenale, Brian Accademia, Rob San Marco; the Ambassador's tile is Santa Lucia. One meeting: Brian and Mario exchange at Accademia.":
    "Ronda 3 (demostración): Mario coloca en Accademia, David en Arsenale, Brian en Accademia y Rob en San Marco; la ficha del Embajador es Santa Lucia. Un encuentro: Brian y Mario intercambian en Accademia.",
  "Mario seals Lord Fiddlebottom + 24; Brian seals Agent X + 13. Brian: Rob is Fiddlebottom, so Mario's Fiddlebottom is false and his code is 24. Only 36 and 47 remain, for Rob and David. David becomes first player.":
    "Mario elige en secreto Lord Fiddlebottom + 24; Brian, Agente X + 13. Brian: Rob es Fiddlebottom, así que el Fiddlebottom de Mario es falso y su código es el 24. Solo quedan el 36 y el 47, para Rob y David. David pasa a ser el jugador inicial.",
  "Round 4 (demo): David places Santa Lucia, Brian Santa Lucia, Rob Arsenale, Mario Rialto; the Ambassador's tile is Accademia. Brian meets David: an exchange at Santa Lucia.":
    "Ronda 4 (demostración): David coloca en Santa Lucia, Brian en Santa Lucia, Rob en Arsenale y Mario en Rialto; la ficha del Embajador es Accademia. Brian se encuentra con David: un intercambio en Santa Lucia.",
  "David seals Colonel Bubble + 47; Brian seals Madame Zsa Zsa + 13. Brian is Bubble himself, so David's Bubble is false and his 47 true: David has 47, Rob 36. Brian knows the combination, 36-13-24-47. Brian becomes first player.":
    "David elige en secreto Coronel Bubble + 47; Brian, Madame Zsa Zsa + 13. Brian es él mismo Bubble, así que el Bubble de David es falso y su 47 verdadero: David tiene el 47 y Rob el 36. Brian conoce la combinación, 36-13-24-47. Brian pasa a ser el jugador inicial.",
  "Round 5 (demo): everyone has one tile left. Brian places San Marco, Rob Santa Lucia, Mario Arsenale, David Accademia; the Ambassador's tile is Rialto. Every tile stands alone: no meeting. All five locations have been visited: everyone takes back his tiles and the Ambassador's pile is reshuffled (C8.2). Rob becomes first player.":
    "Ronda 5 (demostración): a cada uno le queda una ficha. Brian coloca en San Marco, Rob en Santa Lucia, Mario en Arsenale y David en Accademia; la ficha del Embajador es Rialto. Cada ficha está sola: ningún encuentro. Se han visitado los cinco lugares: cada uno recupera sus fichas y el montón del Embajador se vuelve a barajar (C8.2). Rob pasa a ser el jugador inicial.",
  "Round 6: Rob places Rialto, Mario Arsenale, David Accademia.":
    "Ronda 6: Rob coloca en Rialto, Mario en Arsenale y David en Accademia.",
  "Brian sees Rob alone at Rialto and places Rialto. The Ambassador's top tile is Santa Lucia. One meeting: Brian and Rob alone at Rialto, an exchange.":
    "Brian ve a Rob solo en Rialto y coloca en Rialto. La ficha superior del Embajador es Santa Lucia. Un encuentro: Brian y Rob solos en Rialto, un intercambio.",
  "Sealed: Rob chooses a set (Lord Fiddlebottom + 47).":
    "En secreto: Rob elige una pareja (Lord Fiddlebottom + 47).",
  "Brian declares instead: \"Rob, you are my partner and we open the safe: 36-13-24-47. Rob is Lord Fiddlebottom with 36, I am Colonel Bubble with 13, Mario is Madame Zsa Zsa with 24 and David is Agent X with 47.\" Rob's set is discarded unseen. Rob is Brian's true partner and the combination is right: Brian and Rob win (C10.5). Everything is revealed (C13.4).":
    "Brian declara en su lugar: «Rob, eres mi compañero y abrimos la caja fuerte: 36-13-24-47. Rob es Lord Fiddlebottom con el 36, yo soy el Coronel Bubble con el 13, Mario es Madame Zsa Zsa con el 24 y David es el Agente X con el 47». La pareja de Rob se descarta sin verse. Rob es el verdadero compañero de Brian y la combinación es correcta: ganan Brian y Rob (C10.5). Todo se revela (C13.4).",
  "Keeping records: Michael works out that Leo is Agent X":
    "Tomar notas: Michael averigua que Leo es el Agente X",
  "Michael plays red; he is Lord Fiddlebottom. His tall figure stands next to the green start space where one of Leo's figures waits.":
    "Michael juega con el rojo; es Lord Fiddlebottom. Su figura alta está junto a la casilla de salida verde, donde espera una de las figuras de Leo.",
  "Michael rolls and moves his tall figure onto the green figure by land.":
    "Michael agita el Fantasma y lleva su figura alta por tierra hasta la figura verde.",
  "Movement ends: a meeting. He asks Leo about build. Leo must show 2 build cards and 1 identity card, at least one of them true.":
    "El movimiento termina: un encuentro. Pregunta a Leo por la complexión. Leo debe mostrar 2 cartas de complexión y 1 de identidad, al menos una verdadera.",
  "Leo shows Short, Tall and Colonel Bubble. At least one of them is true: so Leo is short, or tall, or Colonel Bubble.":
    "Leo muestra Bajo, Alto y Coronel Bubble. Al menos una es verdadera: así que Leo es bajo, o alto, o el Coronel Bubble.",
  "After the Question Michael expels the green figure to any free unnumbered space, here the marked one, and ends his turn.":
    "Tras la pregunta, Michael aparta la figura verde a cualquier casilla libre sin número, aquí la señalada, y termina su turno.",
  "Yellow, green and blue play their turns (here they do not move).":
    "Amarillo, verde y azul juegan sus turnos (aquí no se mueven).",
  "Michael's next turn: the black ball moves the Ambassador out of the Embassy onto his short figure.":
    "Siguiente turno de Michael: la bola negra saca al Embajador de la Embajada y lo lleva a su figura baja.",
  "A meeting with the Ambassador: Michael names Leo and asks about identity. Through the Ambassador Leo shows 2 identity cards, at least one true.":
    "Un encuentro con el Embajador: Michael nombra a Leo y pregunta por la identidad. A través del Embajador, Leo muestra 2 cartas de identidad, al menos una verdadera.",
  "Leo shows Lord Fiddlebottom and Agent X. Michael himself is Lord Fiddlebottom, so that card is false: Leo is Agent X. And as Agent X, Leo's first answer was true only through Short or Tall.":
    "Leo muestra Lord Fiddlebottom y Agente X. Michael es él mismo Lord Fiddlebottom, así que esa carta es falsa: Leo es el Agente X. Y siendo el Agente X, la primera respuesta de Leo solo era verdadera por Bajo o Alto.",
  "Mission: Fiddlebottom B + Bubble D":
    "Misión: Fiddlebottom B + Bubble D",
  "Green is Colonel Bubble, whose true figure is the fat one; red is Lord Fiddlebottom. Their mission cards, B and D, give their shared mission: Colonel Bubble's true figure on space 1, where a balloon waits.":
    "El verde es el Coronel Bubble, cuya figura verdadera es la gorda; el rojo es Lord Fiddlebottom. Sus cartas de misión, B y D, dan su misión común: la figura verdadera del Coronel Bubble en la casilla 1, donde espera un globo.",
  "Green rolls the Phantom and crosses the water with the white ball: the fat figure stands on space 1.":
    "El verde agita el Fantasma y cruza el agua con la bola blanca: la figura gorda está en la casilla 1.",
  "Movement ends: nothing to meet. The mission's condition holds on the board.":
    "El movimiento termina: no hay encuentro. La condición de la misión se cumple en el tablero.",
  "Green declares \"Mission accomplished!\" and names red as the partner.":
    "El verde declara «¡Misión cumplida!» y nombra al rojo como compañero.",
  "Red shakes hands: they are partners and the condition holds, so red and green win.":
    "El rojo da la mano: son compañeros y la condición se cumple, así que ganan el rojo y el verde.",
  "Movement: Leo spreads his balls over two figures":
    "Movimiento: Leo reparte sus bolas entre dos figuras",
  "Leo plays green. It is his turn: every green figure stands on a green start space.":
    "Leo juega con el verde. Es su turno: todas las figuras verdes están en casillas de salida verdes.",
  "He rolls the Phantom: an orange ball (one step by land), a light-blue ball (one step by water) and a white ball (one step by land or water). Each ball is used once, on any of his figures.":
    "Agita el Fantasma: una bola naranja (un paso por tierra), una azul claro (un paso por agua) y una blanca (un paso por tierra o por agua). Cada bola se usa una vez, con cualquiera de sus figuras.",
  "The orange ball: his tall figure takes one step along a land route, towards the Embassy.":
    "La bola naranja: su figura alta da un paso por una ruta de tierra, hacia la Embajada.",
  "The light-blue ball: his short figure crosses the channel along a water route to space 4.":
    "La bola azul claro: su figura baja cruza el canal por una ruta de agua hasta la casilla 4.",
  "The white ball, used as a land step: the same figure walks on from space 4 to the blue start space where a blue figure stands.":
    "La bola blanca, usada como paso por tierra: la misma figura sigue desde la casilla 4 hasta la casilla de salida azul, donde hay una figura azul.",
  "Movement ends. Green's short figure shares a space with a blue figure: a meeting. Leo may now ask the blue player a question, or take an extra step instead.":
    "El movimiento termina. La figura baja verde comparte casilla con una figura azul: un encuentro. Leo puede hacer ahora una pregunta al jugador azul, o dar en su lugar un paso extra.",
  "Movement: Michael moves his figure, a yellow figure and the Ambassador":
    "Movimiento: Michael mueve su figura, una figura amarilla y al Embajador",
  "Michael plays red. His tall figure stands on the red start space at the top; a yellow figure waits on the yellow start space nearby. The Ambassador stands in the Embassy.":
    "Michael juega con el rojo. Su figura alta está en la casilla de salida roja de arriba; una figura amarilla espera en la casilla de salida amarilla cercana. El Embajador está en la Embajada.",
  "He rolls a black, a purple and an orange ball.":
    "Le salen una bola negra, una morada y una naranja.",
  "The orange ball: his tall figure takes one step by land.":
    "La bola naranja: su figura alta da un paso por tierra.",
  "The purple ball moves one figure of another seat one step. Michael pulls the yellow figure onto his own figure: it may end there, because the space holds only his figure.":
    "La bola morada mueve un paso una figura de otro jugador. Michael atrae la figura amarilla hasta su propia figura: puede acabar allí, porque en la casilla solo está su figura.",
  "The black ball moves the Ambassador one step, out of the Embassy. It may end on an empty space or on one of Michael's figures, never on another seat's figure (it may pass over one with two black balls).":
    "La bola negra mueve al Embajador un paso, fuera de la Embajada. Puede acabar en una casilla vacía o en una de las figuras de Michael, nunca en la figura de otro jugador (con dos bolas negras puede pasar por encima de una).",
  "Movement ends. Red's tall figure and the yellow figure share a space: a meeting. Michael can now question the yellow player.":
    "El movimiento termina. La figura alta roja y la figura amarilla comparten casilla: un encuentro. Michael puede ahora interrogar al jugador amarillo.",
  "Showing the same cards twice: a pair inside an earlier set":
    "Mostrar dos veces las mismas cartas: una pareja dentro de un grupo anterior",
  "Michael (red) has his tall figure next to one of Leo's green figures, and his short figure next to the Embassy.":
    "Michael (rojo) tiene su figura alta junto a una de las figuras verdes de Leo, y su figura baja junto a la Embajada.",
  "Michael meets the green figure and asks Leo about build.":
    "Michael se encuentra con la figura verde y pregunta a Leo por la complexión.",
  "Leo shows Short, Tall and Colonel Bubble: Michael's notebook keeps the set.":
    "Leo muestra Bajo, Alto y Coronel Bubble: el cuaderno de Michael guarda el grupo.",
  "Michael expels the green figure and ends his turn; the other seats play without moving.":
    "Michael aparta la figura verde y termina su turno; los demás juegan sin moverse.",
  "Michael's next turn: the black ball moves the Ambassador onto his short figure.":
    "Siguiente turno de Michael: la bola negra lleva al Embajador a su figura baja.",
  "Through the Ambassador he asks Leo about build again. Leo must show 2 build cards, at least one true, but not a pair Michael has seen together before. Short + Tall were inside the earlier set: the referee refuses them. Try it in Leo's answer picker, then show a fresh pair such as Short + Fat.":
    "A través del Embajador vuelve a preguntar a Leo por la complexión. Leo debe mostrar 2 cartas de complexión, al menos una verdadera, pero no una pareja que Michael ya haya visto junta. Bajo + Alto estaban en el grupo anterior: el árbitro las rechaza. Pruébalo en el selector de respuesta de Leo y luego muestra una pareja nueva, como Bajo + Gordo.",
  "3 players: Colonel Bubble is arrested":
    "3 jugadores: el Coronel Bubble está arrestado",
  "Three players: red, yellow and green. Colonel Bubble's cards are set aside, so Bubble is \"arrested\". Yellow (Madame Zsa Zsa) and green (Agent X) are partners; red plays alone. Red's true figure is the tall one.":
    "Tres jugadores: rojo, amarillo y verde. Las cartas del Coronel Bubble se apartan, así que Bubble está «arrestado». El amarillo (Madame Zsa Zsa) y el verde (Agente X) son compañeros; el rojo juega solo. La figura verdadera del rojo es la alta.",
  "Their mission, C with A: a figure of their team on Colonel Bubble's true figure. With Bubble absent, the mission points at the lone seat's true figure instead.":
    "Su misión, C con A: una figura de su equipo en la figura verdadera del Coronel Bubble. Sin Bubble, la misión apunta en su lugar a la figura verdadera del jugador solitario.",
  "Yellow rolls and moves the thin figure, a decoy, onto red's tall figure.":
    "El amarillo agita el Fantasma y lleva la figura delgada, un señuelo, hasta la figura alta del rojo.",
  "Movement ends. A yellow figure stands on red's true figure: the condition holds.":
    "El movimiento termina. Una figura amarilla está en la figura verdadera del rojo: la condición se cumple.",
  "Yellow declares \"Mission accomplished!\" naming green, and green shakes hands: yellow and green win.":
    "El amarillo declara «¡Misión cumplida!» nombrando al verde, y el verde le da la mano: ganan el amarillo y el verde.",
} satisfies Captions;
