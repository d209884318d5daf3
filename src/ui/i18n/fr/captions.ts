/**
 * Français : les légendes des scénarios et tutoriels fournis, par texte anglais (../captions.ts).
 */
import type { Captions } from "../registry.js";

export const captions = {
  "Tutorial: your first game":
    "Tutoriel : ta première partie",
  "Welcome to Venice! You play red: you are Lord Fiddlebottom, a spy whose true figure is the fat one. Somewhere at this table sits your partner, Colonel Bubble. Find out who it is, decode your shared mission, and declare it. Press Next.":
    "Bienvenue à Venise ! Tu joues les rouges : tu es Lord Fiddlebottom, un espion dont le vrai pion est le gros. Quelque part à cette table se trouve ton partenaire, Colonel Bubble. Découvre qui c'est, déchiffre votre mission commune et déclare-la. Appuie sur Suivant.",
  "Each turn begins with the Phantom. Roll it: press \"Roll the Phantom\" in the bar above the board.":
    "Chaque tour commence par le Fantôme. Secoue-le : appuie sur « Secouer le Fantôme » dans la barre au-dessus du plateau.",
  "roll the Phantom first, with the \"Roll the Phantom\" button above the board.":
    "secoue d'abord le Fantôme, avec le bouton « Secouer le Fantôme » au-dessus du plateau.",
  "You rolled orange, light-blue and white. Orange moves one of your figures one step by land. Choose the orange ball, then your fat figure (on your red start space), then the marked space.":
    "Tu as obtenu orange, bleu clair et blanche. L'orange déplace un de tes pions d'un pas par voie de terre. Choisis la bille orange, puis ton gros pion (sur ta case de départ rouge), puis la case signalée.",
  "use the orange ball on your fat figure and walk it along the land route to the marked space.":
    "utilise la bille orange pour ton gros pion et mène-le par le chemin de terre jusqu'à la case signalée.",
  "Light-blue moves a figure one step by water. Choose the light-blue ball, then your fat figure, and cross the water to the blue start space, where a blue figure stands.":
    "La bleu clair déplace un pion d'un pas par voie d'eau. Choisis la bille bleu clair, puis ton gros pion, et traverse l'eau jusqu'à la case de départ bleue, où se trouve un pion bleu.",
  "use the light-blue ball on your fat figure and cross the water to the marked blue start space.":
    "utilise la bille bleu clair pour ton gros pion et traverse l'eau jusqu'à la case de départ bleue signalée.",
  "You need not use every ball. Your figure now shares a space with a blue figure: that is a meeting. Press \"End movement\".":
    "Tu n'es pas obligé d'utiliser toutes les billes. Ton pion partage maintenant une case avec un pion bleu : c'est une rencontre. Appuie sur « Fin du déplacement ».",
  "press \"End movement\": the white ball may stay unused.":
    "appuie sur « Fin du déplacement » : la bille blanche peut rester inutilisée.",
  "Meet: question the blue player. In the meeting card, ask about identity: blue must show 2 identity cards and 1 build card, at least one of them true.":
    "Rencontre : interroge le joueur bleu. Dans le cadre de la rencontre, demande l'identité : le bleu doit montrer 2 cartes identité et 1 carte corpulence, dont au moins une vraie.",
  "ask the blue figure about identity, in the meeting card beside the board.":
    "demande l'identité au pion bleu, dans le cadre de la rencontre à côté du plateau.",
  "Blue shows you Colonel Bubble, Lord Fiddlebottom and a grey mission card with the letter B. You are Lord Fiddlebottom, so that card is false: blue is Colonel Bubble, your partner! After a question you send the met figure away: choose the marked space.":
    "Le bleu te montre Colonel Bubble, Lord Fiddlebottom et une carte mission grise portant la lettre B. Tu es Lord Fiddlebottom, donc cette carte est fausse : le bleu est Colonel Bubble, ton partenaire ! Après une question, tu éloignes le pion rencontré : choisis la case signalée.",
  "send the blue figure to the marked space (any free space without a number would do, but this tutorial needs that one).":
    "envoie le pion bleu sur la case signalée (n'importe quelle case libre sans numéro irait, mais ce tutoriel a besoin de celle-ci).",
  "All meetings are resolved. Press \"End turn\".":
    "Toutes les rencontres sont résolues. Appuie sur « Fin du tour ».",
  "press \"End turn\" in the bar above the board.":
    "appuie sur « Fin du tour » dans la barre au-dessus du plateau.",
  "Yellow plays, then green walks onto your short figure and asks you about build. Answer: choose 2 build cards and 1 identity card, at least one of them true (your true cards are Fat and Lord Fiddlebottom), then press Show.":
    "Le jaune joue, puis le vert arrive sur ton petit pion et te demande ta corpulence. Réponds : choisis 2 cartes corpulence et 1 carte identité, dont au moins une vraie (tes cartes vraies sont Gros et Lord Fiddlebottom), puis appuie sur Montrer.",
  "show 2 build cards and 1 identity card, and let at least one of them be true: Fat or Lord Fiddlebottom.":
    "montre 2 cartes corpulence et 1 carte identité, dont au moins une vraie : Gros ou Lord Fiddlebottom.",
  "Green sends your short figure away and blue plays. Your turn again. Everything shown to you and by you is kept in your notebook: open the Notebook tab.":
    "Le vert éloigne ton petit pion, puis le bleu joue. C'est de nouveau ton tour. Tout ce qu'on t'a montré et tout ce que tu as montré est noté dans ton carnet : ouvre l'onglet Carnet.",
  "open the Notebook tab beside the board (Tab to the tabs, then the arrow keys).":
    "ouvre l'onglet Carnet à côté du plateau (Tab jusqu'aux onglets, puis les flèches).",
  "The notebook shows blue's answer: Colonel Bubble, Lord Fiddlebottom and mission card B. Now decode your mission: open the Passport tab.":
    "Le carnet montre la réponse du bleu : Colonel Bubble, Lord Fiddlebottom et la carte mission B. Déchiffre maintenant ta mission : ouvre l'onglet Passeport.",
  "open the Passport tab beside the board.":
    "ouvre l'onglet Passeport à côté du plateau.",
  "The passport gives each pair of mission letters a mission. Yours is D, Colonel Bubble's is B: D with B reads \"Bubble's and Fiddlebottom's true figures on the same space\". Bubble's true figure is the thin blue one (blue would tell you if you asked about build). Roll the Phantom.":
    "Le passeport donne une mission à chaque paire de lettres. La tienne est D, celle de Colonel Bubble est B : D avec B donne « Les vrais pions de Bubble et de Fiddlebottom sur la même case ». Le vrai pion de Bubble est le pion bleu mince (le bleu te le dirait si tu l'interrogeais sur sa corpulence). Secoue le Fantôme.",
  "roll the Phantom first.":
    "secoue d'abord le Fantôme.",
  "Bring your fat figure onto blue's thin figure: choose a ball that crosses water (light-blue or white), your fat figure, then the marked space.":
    "Amène ton gros pion sur le pion mince du bleu : choisis une bille qui traverse l'eau (bleu clair ou blanche), ton gros pion, puis la case signalée.",
  "move your fat figure across the water onto the thin blue figure, on the marked space.":
    "déplace ton gros pion par l'eau sur le pion bleu mince, sur la case signalée.",
  "Both true figures stand together: the mission holds. Press \"End movement\".":
    "Les deux vrais pions sont ensemble : la mission est réalisée. Appuie sur « Fin du déplacement ».",
  "press \"End movement\".":
    "appuie sur « Fin du déplacement ».",
  "Declare! Press \"Mission accomplished!\" and name blue as your partner. (You may declare before resolving the meeting.)":
    "Déclare ! Appuie sur « Mission accomplie ! » et désigne le bleu comme partenaire. (Tu peux déclarer avant de résoudre la rencontre.)",
  "declare \"Mission accomplished!\" naming blue: blue showed you it is Colonel Bubble.":
    "déclare « Mission accomplie ! » en désignant le bleu : le bleu t'a montré qu'il est Colonel Bubble.",
  "Blue shakes your hand: you are partners and the mission holds. You win! Now play a real game, or replay the tutorial.":
    "Le bleu te serre la main : vous êtes partenaires et la mission est réalisée. Tu as gagné ! Joue maintenant une vraie partie, ou refais le tutoriel.",
  "Tutorial: your first card game":
    "Tutoriel : ta première partie du jeu de cartes",
  "You are Red: your black cards say you are Colonel Bubble with code 13, so your partner is Lord Fiddlebottom — but who is he? Press Next.":
    "Tu es Rouge : tes cartes noires disent que tu es Colonel Bubble avec le code 13, donc ton partenaire est Lord Fiddlebottom. Mais qui est-ce ? Appuie sur Suivant.",
  "You place first. Place your tile on Rialto (on the map).":
    "Tu poses en premier. Pose ta tuile sur Rialto (sur la carte).",
  "For this lesson, place your tile on Rialto.":
    "Pour cette leçon, pose ta tuile sur Rialto.",
  "Blue joined you on Rialto; Green and Yellow went to San Marco, and so did the Ambassador: three tiles there, nothing happens. You and Blue exchange. Choose Colonel Bubble (true) and 24 (false), then Show these two.":
    "Bleu t'a rejoint à Rialto ; Vert et Jaune sont allés à San Marco, tout comme l'Ambassadeur : trois tuiles là-bas, il ne se passe rien. Bleu et toi faites un échange. Choisis Colonel Bubble (vraie) et 24 (fausse), puis Montrer ces deux-là.",
  "For this lesson, show Colonel Bubble and 24: exactly one true card.":
    "Pour cette leçon, montre Colonel Bubble et 24 : exactement une carte vraie.",
  "Blue showed you Lord Fiddlebottom and 13. You hold 13 yourself, so Blue's 13 is false and Fiddlebottom is true: Blue is your partner. Your clue sheet says so (certain) — press Why? beside it. Press Next.":
    "Bleu t'a montré Lord Fiddlebottom et 13. Le 13, c'est toi qui l'as, donc le 13 de Bleu est faux et Fiddlebottom est vrai : Bleu est ton partenaire. Ta feuille d'enquête le dit (sûr) : appuie sur Pourquoi ? à côté. Appuie sur Suivant.",
  "Round 2: Blue placed first, then Green and Yellow. Place on Arsenale: the Ambassador will be there.":
    "Manche 2 : Bleu a posé en premier, puis Vert et Jaune. Pose sur Arsenale : l'Ambassadeur y sera.",
  "For this lesson, place on Arsenale.":
    "Pour cette leçon, pose sur Arsenale.",
  "You are alone with the Ambassador: ask Yellow for one of his black cards.":
    "Tu es seul avec l'Ambassadeur : demande à Jaune une de ses cartes noires.",
  "For this lesson, ask Yellow.":
    "Pour cette leçon, interroge Jaune.",
  "Yellow showed you Agent X, so Green is Madame Zsa Zsa. Learn the codes the same way, then declare at an exchange with your partner: name him and the combination (F, B, Z, X). That is the whole game!":
    "Jaune t'a montré Agent X, donc Vert est Madame Zsa Zsa. Découvre les codes de la même façon, puis déclare lors d'un échange avec ton partenaire : désigne-le et donne la combinaison (F, B, Z, X). C'est tout le jeu !",
  "The rulebook's game: Brian opens the safe":
    "La partie de la règle : Brian ouvre le coffre",
  "Four players: Brian (red) is Colonel Bubble with 13, Rob (blue) Lord Fiddlebottom with 36, Mario (green) Madame Zsa Zsa with 24, David (yellow) Agent X with 47. Each knows only his own two black cards. The combination (F, B, Z, X) is 36-13-24-47. Round 1: Brian is first player.":
    "Quatre joueurs : Brian (rouge) est Colonel Bubble avec le 13, Rob (bleu) Lord Fiddlebottom avec le 36, Mario (vert) Madame Zsa Zsa avec le 24, David (jaune) Agent X avec le 47. Chacun ne connaît que ses deux cartes noires. La combinaison (F, B, Z, X) est 36-13-24-47. Manche 1 : Brian est premier joueur.",
  "Brian places Rialto.":
    "Brian pose Rialto.",
  "Rob places Rialto, hoping to meet Brian there.":
    "Rob pose Rialto, en espérant y rencontrer Brian.",
  "Mario places San Marco.":
    "Mario pose San Marco.",
  "David places San Marco. Everyone has placed: the Ambassador's top tile is turned, San Marco. Three tiles at San Marco: nothing happens there (C5.6). At Rialto Brian and Rob are alone: an exchange (C5.2).":
    "David pose San Marco. Tout le monde a posé : on retourne la tuile du dessus de l'Ambassadeur, San Marco. Trois tuiles à San Marco : il ne s'y passe rien (C5.6). À Rialto, Brian et Rob sont seuls : un échange (C5.2).",
  "Sealed, at the same time: Brian chooses Colonel Bubble (true) + 24 (false). The others see only that he has chosen.":
    "En secret, en même temps : Brian choisit Colonel Bubble (vraie) + 24 (fausse). Les autres voient seulement qu'il a choisi.",
  "Rob chooses Lord Fiddlebottom (true) + 13 (false). Both sets are revealed together, each only to its receiver. Rob learns little: either Brian is Bubble or his code is 24. Brian holds 13 himself, so Rob's 13 is false and his Lord Fiddlebottom true: Rob is Fiddlebottom, Brian's partner. Rob becomes first player.":
    "Rob choisit Lord Fiddlebottom (vraie) + 13 (fausse). Les deux paires sont révélées ensemble, chacune à son seul destinataire. Rob apprend peu de chose : soit Brian est Bubble, soit son code est 24. Brian a lui-même le 13, donc le 13 de Rob est faux et son Lord Fiddlebottom vrai : Rob est Fiddlebottom, le partenaire de Brian. Rob devient premier joueur.",
  "Round 2 (demo): Rob places Accademia, Mario Santa Lucia, David Rialto, Brian Arsenale; the Ambassador's tile is Arsenale. One meeting: Brian alone with the Ambassador (C5.4).":
    "Manche 2 (démonstration) : Rob pose Accademia, Mario Santa Lucia, David Rialto, Brian Arsenale ; la tuile de l'Ambassadeur est Arsenale. Une rencontre : Brian seul avec l'Ambassadeur (C5.4).",
  "Brian asks David for a black card; everyone sees that Brian asked David.":
    "Brian demande une carte noire à David ; tout le monde voit que Brian a interrogé David.",
  "David chooses to show his black Agent X (he could have shown his 47), to Brian alone. Brian: David is Agent X, so Mario is Zsa Zsa. Mario becomes first player.":
    "David choisit de montrer son Agent X noir (il aurait pu montrer son 47), à Brian seul. Brian : David est Agent X, donc Mario est Zsa Zsa. Mario devient premier joueur.",
  "Round 3 (demo): Mario places Accademia, David Arsenale, Brian Accademia, Rob San Marco; the Ambassador's tile is Santa Lucia. One meeting: Brian and Mario exchange at Accademia.":
    "Manche 3 (démonstration) : Mario pose Accademia, David Arsenale, Brian Accademia, Rob San Marco ; la tuile de l'Ambassadeur est Santa Lucia. Une rencontre : Brian et Mario font un échange à Accademia.",
  "Mario seals Lord Fiddlebottom + 24; Brian seals Agent X + 13. Brian: Rob is Fiddlebottom, so Mario's Fiddlebottom is false and his code is 24. Only 36 and 47 remain, for Rob and David. David becomes first player.":
    "Mario choisit en secret Lord Fiddlebottom + 24 ; Brian Agent X + 13. Brian : Rob est Fiddlebottom, donc le Fiddlebottom de Mario est faux et son code est 24. Il ne reste que 36 et 47, pour Rob et David. David devient premier joueur.",
  "Round 4 (demo): David places Santa Lucia, Brian Santa Lucia, Rob Arsenale, Mario Rialto; the Ambassador's tile is Accademia. Brian meets David: an exchange at Santa Lucia.":
    "Manche 4 (démonstration) : David pose Santa Lucia, Brian Santa Lucia, Rob Arsenale, Mario Rialto ; la tuile de l'Ambassadeur est Accademia. Brian rencontre David : un échange à Santa Lucia.",
  "David seals Colonel Bubble + 47; Brian seals Madame Zsa Zsa + 13. Brian is Bubble himself, so David's Bubble is false and his 47 true: David has 47, Rob 36. Brian knows the combination, 36-13-24-47. Brian becomes first player.":
    "David choisit en secret Colonel Bubble + 47 ; Brian Madame Zsa Zsa + 13. Brian est lui-même Bubble, donc le Bubble de David est faux et son 47 vrai : David a le 47, Rob le 36. Brian connaît la combinaison, 36-13-24-47. Brian devient premier joueur.",
  "Round 5 (demo): everyone has one tile left. Brian places San Marco, Rob Santa Lucia, Mario Arsenale, David Accademia; the Ambassador's tile is Rialto. Every tile stands alone: no meeting. All five locations have been visited: everyone takes back his tiles and the Ambassador's pile is reshuffled (C8.2). Rob becomes first player.":
    "Manche 5 (démonstration) : il reste une tuile à chacun. Brian pose San Marco, Rob Santa Lucia, Mario Arsenale, David Accademia ; la tuile de l'Ambassadeur est Rialto. Chaque tuile est seule : aucune rencontre. Les cinq lieux ont tous été visités : chacun reprend ses tuiles et la pile de l'Ambassadeur est remélangée (C8.2). Rob devient premier joueur.",
  "Round 6: Rob places Rialto, Mario Arsenale, David Accademia.":
    "Manche 6 : Rob pose Rialto, Mario Arsenale, David Accademia.",
  "Brian sees Rob alone at Rialto and places Rialto. The Ambassador's top tile is Santa Lucia. One meeting: Brian and Rob alone at Rialto, an exchange.":
    "Brian voit Rob seul à Rialto et pose Rialto. La tuile du dessus de l'Ambassadeur est Santa Lucia. Une rencontre : Brian et Rob seuls à Rialto, un échange.",
  "Sealed: Rob chooses a set (Lord Fiddlebottom + 47).":
    "En secret : Rob choisit une paire (Lord Fiddlebottom + 47).",
  "Brian declares instead: \"Rob, you are my partner and we open the safe: 36-13-24-47. Rob is Lord Fiddlebottom with 36, I am Colonel Bubble with 13, Mario is Madame Zsa Zsa with 24 and David is Agent X with 47.\" Rob's set is discarded unseen. Rob is Brian's true partner and the combination is right: Brian and Rob win (C10.5). Everything is revealed (C13.4).":
    "Brian déclare plutôt : « Rob, tu es mon partenaire et nous ouvrons le coffre : 36-13-24-47. Rob est Lord Fiddlebottom avec le 36, je suis Colonel Bubble avec le 13, Mario est Madame Zsa Zsa avec le 24 et David est Agent X avec le 47. » La paire de Rob est défaussée sans être vue. Rob est le vrai partenaire de Brian et la combinaison est juste : Brian et Rob gagnent (C10.5). Tout est révélé (C13.4).",
  "Keeping records: Michael works out that Leo is Agent X":
    "Prendre des notes : Michael découvre que Leo est Agent X",
  "Michael plays red; he is Lord Fiddlebottom. His tall figure stands next to the green start space where one of Leo's figures waits.":
    "Michael joue les rouges ; il est Lord Fiddlebottom. Son grand pion se trouve à côté de la case de départ verte, où attend un des pions de Leo.",
  "Michael rolls and moves his tall figure onto the green figure by land.":
    "Michael secoue le Fantôme et amène son grand pion par voie de terre sur le pion vert.",
  "Movement ends: a meeting. He asks Leo about build. Leo must show 2 build cards and 1 identity card, at least one of them true.":
    "Le déplacement se termine : une rencontre. Il demande sa corpulence à Leo. Leo doit montrer 2 cartes corpulence et 1 carte identité, dont au moins une vraie.",
  "Leo shows Short, Tall and Colonel Bubble. At least one of them is true: so Leo is short, or tall, or Colonel Bubble.":
    "Leo montre Petit, Grand et Colonel Bubble. Au moins une est vraie : Leo est donc petit, ou grand, ou Colonel Bubble.",
  "After the Question Michael expels the green figure to any free unnumbered space, here the marked one, and ends his turn.":
    "Après la question, Michael éloigne le pion vert vers n'importe quelle case libre sans numéro, ici celle qui est signalée, et termine son tour.",
  "Yellow, green and blue play their turns (here they do not move).":
    "Jaune, vert et bleu jouent leur tour (ici, ils ne bougent pas).",
  "Michael's next turn: the black ball moves the Ambassador out of the Embassy onto his short figure.":
    "Tour suivant de Michael : la bille noire fait sortir l'Ambassadeur de l'Ambassade, sur son petit pion.",
  "A meeting with the Ambassador: Michael names Leo and asks about identity. Through the Ambassador Leo shows 2 identity cards, at least one true.":
    "Une rencontre avec l'Ambassadeur : Michael désigne Leo et demande son identité. Par l'intermédiaire de l'Ambassadeur, Leo montre 2 cartes identité, dont au moins une vraie.",
  "Leo shows Lord Fiddlebottom and Agent X. Michael himself is Lord Fiddlebottom, so that card is false: Leo is Agent X. And as Agent X, Leo's first answer was true only through Short or Tall.":
    "Leo montre Lord Fiddlebottom et Agent X. Michael est lui-même Lord Fiddlebottom, donc cette carte est fausse : Leo est Agent X. Et puisqu'il est Agent X, la première réponse de Leo n'était vraie que par Petit ou Grand.",
  "Mission: Fiddlebottom B + Bubble D":
    "Mission : Fiddlebottom B + Bubble D",
  "Green is Colonel Bubble, whose true figure is the fat one; red is Lord Fiddlebottom. Their mission cards, B and D, give their shared mission: Colonel Bubble's true figure on space 1, where a balloon waits.":
    "Le vert est Colonel Bubble, dont le vrai pion est le gros ; le rouge est Lord Fiddlebottom. Leurs cartes mission, B et D, donnent leur mission commune : le vrai pion de Colonel Bubble sur la case 1, où attend une montgolfière.",
  "Green rolls the Phantom and crosses the water with the white ball: the fat figure stands on space 1.":
    "Le vert secoue le Fantôme et traverse l'eau avec la bille blanche : le gros pion est sur la case 1.",
  "Movement ends: nothing to meet. The mission's condition holds on the board.":
    "Le déplacement se termine : aucune rencontre. La condition de la mission est réalisée sur le plateau.",
  "Green declares \"Mission accomplished!\" and names red as the partner.":
    "Le vert déclare « Mission accomplie ! » et désigne le rouge comme partenaire.",
  "Red shakes hands: they are partners and the condition holds, so red and green win.":
    "Le rouge serre la main : ils sont partenaires et la condition est réalisée, donc le rouge et le vert gagnent.",
  "Movement: Leo spreads his balls over two figures":
    "Déplacement : Leo répartit ses billes sur deux pions",
  "Leo plays green. It is his turn: every green figure stands on a green start space.":
    "Leo joue les verts. C'est son tour : chaque pion vert est sur une case de départ verte.",
  "He rolls the Phantom: an orange ball (one step by land), a light-blue ball (one step by water) and a white ball (one step by land or water). Each ball is used once, on any of his figures.":
    "Il secoue le Fantôme : une bille orange (un pas par terre), une bille bleu clair (un pas par eau) et une bille blanche (un pas par terre ou par eau). Chaque bille sert une fois, pour n'importe lequel de ses pions.",
  "The orange ball: his tall figure takes one step along a land route, towards the Embassy.":
    "La bille orange : son grand pion fait un pas sur un chemin de terre, vers l'Ambassade.",
  "The light-blue ball: his short figure crosses the channel along a water route to space 4.":
    "La bille bleu clair : son petit pion traverse le canal par une voie d'eau jusqu'à la case 4.",
  "The white ball, used as a land step: the same figure walks on from space 4 to the blue start space where a blue figure stands.":
    "La bille blanche, utilisée comme pas par terre : le même pion continue de la case 4 jusqu'à la case de départ bleue, où se trouve un pion bleu.",
  "Movement ends. Green's short figure shares a space with a blue figure: a meeting. Leo may now ask the blue player a question, or take an extra step instead.":
    "Le déplacement se termine. Le petit pion vert partage une case avec un pion bleu : une rencontre. Leo peut maintenant poser une question au joueur bleu, ou faire plutôt un pas supplémentaire.",
  "Movement: Michael moves his figure, a yellow figure and the Ambassador":
    "Déplacement : Michael déplace son pion, un pion jaune et l'Ambassadeur",
  "Michael plays red. His tall figure stands on the red start space at the top; a yellow figure waits on the yellow start space nearby. The Ambassador stands in the Embassy.":
    "Michael joue les rouges. Son grand pion est sur la case de départ rouge en haut ; un pion jaune attend sur la case de départ jaune voisine. L'Ambassadeur est dans l'Ambassade.",
  "He rolls a black, a purple and an orange ball.":
    "Il obtient une bille noire, une violette et une orange.",
  "The orange ball: his tall figure takes one step by land.":
    "La bille orange : son grand pion fait un pas par voie de terre.",
  "The purple ball moves one figure of another seat one step. Michael pulls the yellow figure onto his own figure: it may end there, because the space holds only his figure.":
    "La bille violette déplace d'un pas un pion d'un autre joueur. Michael attire le pion jaune sur son propre pion : il peut s'y arrêter, car la case ne contient que son pion.",
  "The black ball moves the Ambassador one step, out of the Embassy. It may end on an empty space or on one of Michael's figures, never on another seat's figure (it may pass over one with two black balls).":
    "La bille noire déplace l'Ambassadeur d'un pas, hors de l'Ambassade. Il peut s'arrêter sur une case vide ou sur un des pions de Michael, jamais sur le pion d'un autre joueur (avec deux billes noires, il peut en franchir un).",
  "Movement ends. Red's tall figure and the yellow figure share a space: a meeting. Michael can now question the yellow player.":
    "Le déplacement se termine. Le grand pion rouge et le pion jaune partagent une case : une rencontre. Michael peut maintenant interroger le joueur jaune.",
  "Showing the same cards twice: a pair inside an earlier set":
    "Montrer deux fois les mêmes cartes : une paire tirée d'un lot précédent",
  "Michael (red) has his tall figure next to one of Leo's green figures, and his short figure next to the Embassy.":
    "Michael (rouge) a son grand pion à côté d'un des pions verts de Leo, et son petit pion à côté de l'Ambassade.",
  "Michael meets the green figure and asks Leo about build.":
    "Michael rencontre le pion vert et demande sa corpulence à Leo.",
  "Leo shows Short, Tall and Colonel Bubble: Michael's notebook keeps the set.":
    "Leo montre Petit, Grand et Colonel Bubble : le carnet de Michael garde le lot.",
  "Michael expels the green figure and ends his turn; the other seats play without moving.":
    "Michael éloigne le pion vert et termine son tour ; les autres joueurs jouent sans bouger.",
  "Michael's next turn: the black ball moves the Ambassador onto his short figure.":
    "Tour suivant de Michael : la bille noire amène l'Ambassadeur sur son petit pion.",
  "Through the Ambassador he asks Leo about build again. Leo must show 2 build cards, at least one true, but not a pair Michael has seen together before. Short + Tall were inside the earlier set: the referee refuses them. Try it in Leo's answer picker, then show a fresh pair such as Short + Fat.":
    "Par l'intermédiaire de l'Ambassadeur, il demande de nouveau sa corpulence à Leo. Leo doit montrer 2 cartes corpulence, dont au moins une vraie, mais pas une paire que Michael a déjà vue ensemble. Petit + Grand faisaient partie du lot précédent : l'arbitre les refuse. Essaie-le dans le choix de réponse de Leo, puis montre une paire nouvelle comme Petit + Gros.",
  "3 players: Colonel Bubble is arrested":
    "3 joueurs : Colonel Bubble est arrêté",
  "Three players: red, yellow and green. Colonel Bubble's cards are set aside, so Bubble is \"arrested\". Yellow (Madame Zsa Zsa) and green (Agent X) are partners; red plays alone. Red's true figure is the tall one.":
    "Trois joueurs : rouge, jaune et vert. Les cartes de Colonel Bubble sont mises de côté, Bubble est donc « arrêté ». Le jaune (Madame Zsa Zsa) et le vert (Agent X) sont partenaires ; le rouge joue seul. Le vrai pion du rouge est le grand.",
  "Their mission, C with A: a figure of their team on Colonel Bubble's true figure. With Bubble absent, the mission points at the lone seat's true figure instead.":
    "Leur mission, C avec A : un pion de leur équipe sur le vrai pion de Colonel Bubble. Bubble étant absent, la mission vise à la place le vrai pion du joueur solitaire.",
  "Yellow rolls and moves the thin figure, a decoy, onto red's tall figure.":
    "Le jaune secoue le Fantôme et amène le pion mince, un leurre, sur le grand pion du rouge.",
  "Movement ends. A yellow figure stands on red's true figure: the condition holds.":
    "Le déplacement se termine. Un pion jaune est sur le vrai pion du rouge : la condition est réalisée.",
  "Yellow declares \"Mission accomplished!\" naming green, and green shakes hands: yellow and green win.":
    "Le jaune déclare « Mission accomplie ! » en désignant le vert, et le vert serre la main : le jaune et le vert gagnent.",
} satisfies Captions;
