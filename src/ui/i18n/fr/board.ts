/**
 * French texts of the board game (the French editions: "Intrigues à Venise", later "Inkognito").
 * Character names as they print them: Lord Fiddlebottom, Colonel Bubble, Madame Zsa Zsa, Agent X.
 * Informal "tu" as board-game rules do; French typography (non-breaking space before ! ? : ; and inside « »).
 *
 * The texts of a solo game's first paint (the keys of ../en.ts); the rest, which only parts loaded on
 * demand show, are in ./board-later.ts (the keys of ../en-later.ts), loaded with the first of them.
 */
import type { Build, ErrorCode, Identity, Seat } from "../../../games/board/index.js";
import { listIn, pluralIn } from "../grammar.js";
import type { FirstPaintMessages } from "../en.js";

export const plural = pluralIn("fr");

const list = listIn("fr");

export const n = (count: number, one: string, other: string) => `${count} ${plural(count, { one, other })}`;

/** "de" before a noun phrase: "de la case 3", "de l'Ambassade", "du grand pion", "d'une case". */
export function de(x: string): string {
  if (x.startsWith("le ")) return `du ${x.slice(3)}`;
  if (x.startsWith("les ")) return `des ${x.slice(4)}`;
  return /^[aeiouhéèêàâîôû]/i.test(x) ? `d'${x}` : `de ${x}`;
}

/** "à" before a noun phrase: "à la case 3", "au grand pion", "à l'Ambassade". */
export function a(x: string): string {
  if (x.startsWith("le ")) return `au ${x.slice(3)}`;
  if (x.startsWith("les ")) return `aux ${x.slice(4)}`;
  return `à ${x}`;
}

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "identité" → "l'identité", "corpulence" → "la corpulence". */
export const the = (noun: string) => (/^[aeiouhé]/i.test(noun) ? `l'${noun}` : `la ${noun}`);

/** "le grand pion", "le pion mince": the adjective where French puts it. */
const BEFORE = new Set(["grand", "petit", "gros"]);

export const board = {
  seat: { red: "Rouge", yellow: "Jaune", green: "Vert", blue: "Bleu", ambassador: "Ambassadeur" } as Record<Seat, string>,
  character: { F: "Lord Fiddlebottom", B: "Colonel Bubble", Z: "Madame Zsa Zsa", X: "Agent X" } as Record<Identity, string>,
  characterShort: { F: "Fiddle\u00adbottom", B: "Bubble", Z: "Zsa Zsa", X: "Agent X" } as Record<Identity, string>,
  build: { tall: "Grand", short: "Petit", fat: "Gros", thin: "Mince" } as Record<Build, string>,
  spectator: "Spectateur",
  close: "Fermer",
  cancel: "Annuler",
  confirm: "Confirmer",
  you: "toi",

  title: "Inkognito",
  turnOf: (seat: string) => `Au tour de ${seat}`,
  yourTurn: "À toi de jouer",
  stepRoll: "Lancer",
  stepMove: "Bouger",
  stepMeet: "Croiser",
  stepDeclare: "Déclarer",
  rollPhantom: "Secouer le Fantôme",
  endMovement: "Fin du déplacement",
  undo: "Annuler le pas",
  endTurn: "Fin du tour",
  waitingFor: (seat: string) => `En attente de ${seat}…`,
  newGame: "Nouvelle partie",
  menuShowResult: "Voir le résultat",
  menuButton: "Menu",

  tutorialOfferLabel: "Tutoriel",
  tutorialOfferText: "Tu découvres Inkognito\u00a0? Une courte partie guidée te montre comment jouer.",
  tutorialOfferStart: "Jouer le tutoriel",
  tutorialOfferDismiss: "Non merci",
  tutorialOfferDismissLabel: "Non merci\u00a0: masquer la proposition de tutoriel",

  guideRoll: "Secoue le Fantôme pour commencer ton tour.",
  guideMove: "Choisis un de tes pions, puis une case lumineuse. Ou choisis d'abord une bille.",
  guideMoveMore: (balls: string) => `Billes\u00a0: ${balls}. Choisis un pion, puis une case lumineuse — ou termine le déplacement.`,
  guideBall: {
    white: "Bille blanche\u00a0: choisis un de tes pions, puis une case lumineuse (par terre ou par eau).",
    orange: "Bille orange\u00a0: choisis un de tes pions, puis une case lumineuse par voie de terre.",
    blue: "Bille bleu clair\u00a0: choisis un de tes pions, puis une case lumineuse par voie d'eau.",
    purple: "Bille violette\u00a0: choisis un pion adverse, puis une case lumineuse.",
    black: "Bille noire\u00a0: choisis l'Ambassadeur, puis une case lumineuse.",
  } as Record<string, string>,
  guidePickSpace: (figure: string) => `Choisis une case lumineuse pour ${figure} — ou un autre pion.`,
  guidePickSpaceMore: (figure: string, balls: string) => `Billes\u00a0: ${balls}. Une case lumineuse pour ${figure} — ou termine le déplacement.`,
  guideEndMovement: "Termine le déplacement quand tu as fini.",
  guideBlocked: {
    PURPLE_BLOCKED: (figure: string) => `${cap(figure)} peut traverser cette case, mais pas s'y arrêter avec un pion d'un autre joueur ou avec l'Ambassadeur\u00a0: éloigne l'Ambassadeur avec la noire, ou annule le pas.`,
    BLACK_BLOCKED: () => "L'Ambassadeur peut traverser cette case, mais pas s'y arrêter avec un pion d'un autre joueur\u00a0: fais-le avancer, éloigne ce pion avec la violette, ou annule le pas.",
    OWN_FIGURES_STACKED: (figure: string) => `Deux de tes pions sont sur la même case\u00a0: déplace ${figure} ou l'autre avec une bille restante, ou annule le pas.`,
    DOUBLE_MEETING: (figure: string) => `${cap(figure)} rencontrerait un second pion du même joueur\u00a0: déplace l'un d'eux avec une bille restante, ou annule le pas.`,
  } as Record<string, (figure: string) => string>,
  guideMeet: (count: number) => `Il te reste ${n(count, "rencontre", "rencontres")}\u00a0: pose une question ou fais le pas supplémentaire.`,
  guideExtraStep: (figure: string) => `Pas supplémentaire\u00a0: choisis une case lumineuse pour ${figure}.`,
  guideExpel: (figure: string) => `Éloigne ${figure}\u00a0: choisis une case lumineuse.`,
  guideOthersExpel: (seat: string, figure: string) => `${seat} éloigne ${figure}…`,
  guideAnswer: (asker: string) => `Choisis les cartes à montrer ${a(asker)}.`,
  guideWaitAnswer: (answerer: string) => `En attente de la réponse de ${answerer} à ta question…`,
  guideOthersAnswer: (answerer: string, asker: string) => `${answerer} répond à la question de ${asker}…`,
  guideHandshake: (declarer: string) => `${declarer} te désigne comme partenaire\u00a0: serre-lui la main ou refuse.`,
  guideWaitHandshake: (partner: string) => `En attente de la poignée de main de ${partner}…`,
  guideAmbassador: (steps: number) => `Déplace l'Ambassadeur\u00a0: encore ${n(steps, "pas", "pas")}, puis termine ton tour.`,
  guideEndTurn: "Termine ton tour.",
  guideEndOrDeclare: "Termine ton tour, ou déclare si ta mission est accomplie.",
  guideOver: "La partie est terminée\u00a0: revois le résultat, ou commence une nouvelle partie.",

  list,
  /** A roll's balls ("bianca, arancione, nera"): Intl.ListFormat's unit list. */
  ballList: listIn("fr", "unit"),
  liveTurn: (w: string | null) => (w ? `Au tour de ${w}.` : "À toi de jouer."),
  liveRoll: (w: string | null, balls: string) => (w ? `${w} secoue le Fantôme\u00a0: ${balls}.` : `Tu secoues le Fantôme\u00a0: ${balls}.`),
  liveMoved: (w: string | null, figure: string, from: string, to: string) =>
    `${w ? `${w} déplace` : "Tu déplaces"} ${figure} ${de(from)} ${a(to)}.`,
  liveAmbassadorMoved: (w: string | null, from: string, to: string) =>
    `${w ? `${w} déplace` : "Tu déplaces"} l'Ambassadeur ${de(from)} ${a(to)}.`,
  liveExtraStep: (w: string | null, figure: string, to: string) =>
    `${w ? `${w} fait` : "Tu fais"} un pas supplémentaire avec ${figure} jusqu'${a(to)}.`,
  liveUndone: (w: string | null, figure: string) => `${w ? `${w} reprend` : "Tu reprends"} le pas ${de(figure)}.`,
  liveExpelled: (w: string | null, figure: string, to: string) => `${w ? `${w} envoie` : "Tu envoies"} ${figure} ${a(to)}.`,
  liveMovementEnded: (w: string | null) => (w ? `${w} termine son déplacement.` : "Tu termines ton déplacement."),
  liveAsked: (asker: string | null, answerer: string | null, kind: string) =>
    asker ? (answerer ? `${asker} demande ${the(kind)} ${a(answerer)}.` : `${asker} te demande ${the(kind)}.`) : `Tu demandes ${the(kind)} ${a(answerer ?? "toi")}.`,
  liveAnswered: (answerer: string | null, asker: string | null, count: number, cards?: string) =>
    `${answerer ? (asker ? `${answerer} montre ${n(count, "carte", "cartes")} ${a(asker)}` : `${answerer} te montre ${n(count, "carte", "cartes")}`) : `Tu montres ${n(count, "carte", "cartes")} ${a(asker ?? "toi")}`}${cards ? `\u00a0: ${cards}` : ""}.`,
  liveDeclared: (w: string | null, partner: string | null) =>
    w ? `${w} déclare «\u00a0Mission accomplie\u00a0!\u00a0» et ${partner ? `désigne ${partner}` : "te désigne"}.` : `Tu déclares «\u00a0Mission accomplie\u00a0!\u00a0» et désignes ${partner ?? "toi"}.`,
  liveDeclaredAlone: (w: string | null) => (w ? `${w} déclare\u00a0: «\u00a0Je suis seul\u00a0!\u00a0»` : "Tu déclares que tu es seul."),
  liveHandshake: (w: string | null, accept: boolean) =>
    w ? `${w} ${accept ? "serre la main" : "refuse la poignée de main"}.` : accept ? "Tu serres la main." : "Tu refuses la poignée de main.",
  liveGameOver: (winners: string, count: number) => `La partie est terminée. ${winners} ${plural(count, { one: "gagne", other: "gagnent" })}.`,

  boardLabel: "Plan de Venise",
  zoomIn: "Zoomer",
  zoomOut: "Tout le plateau",
  spaceNearLabel: (landmark: string) => `Case près ${de(landmark)}`,
  numberedSpaceLabel: (num: number) => `Case de mission ${num}`,
  embassyLabel: "L'Ambassade",
  startSpaceLabel: (seat: string) => `Case de départ de ${seat}`,
  figureLabel: (seat: string, build: string) => (BEFORE.has(build) ? `le ${build} pion de ${seat}` : `le pion ${build} de ${seat}`),
  figureSelectable: "peut se déplacer",
  figureSelected: "sélectionné",
  targetSpace: "destination possible",
  someSpace: "une case",
  textNumberedSpace: (num: number) => `la case ${num}`,
  textEmbassy: "l'Ambassade",
  textStartSpace: (seat: string) => `une case de départ de ${seat}`,
  textSpaceNear: (landmark: string) => `une case près ${de(landmark)}`,
  buildInText: { tall: "grand", short: "petit", fat: "gros", thin: "mince" } as Record<Build, string>,
  ambassadorInText: "l'Ambassadeur",
  namedSeat: (name: string, colour: string, you: boolean) => `${name} (${colour}${you ? ", toi" : ""})`,
  seatYou: (colour: string) => `${colour} (toi)`,
  boardHelp: "Les flèches passent d'une case à l'autre le long des chemins. Entrée choisit une case en surbrillance ou le pion d'une case. Échap annule.",

  phantomLabel: "Fantôme de la Prophétie",
  ball: {
    white: "Blanche\u00a0: un de tes pions, par terre ou par eau",
    orange: "Orange\u00a0: un de tes pions par voie de terre",
    lightBlue: "Bleu clair\u00a0: un de tes pions par voie d'eau",
    purple: "Violette\u00a0: un pion adverse",
    black: "Noire\u00a0: l'Ambassadeur",
  } as Record<string, string>,
  ballUsed: "utilisée",

  extraStep: "Pas supplémentaire",
  askWhom: "Qui interroges-tu par l'intermédiaire de l'Ambassadeur\u00a0?",
  expelAmbassadorPrompt: "L'Ambassade est occupée\u00a0: choisis une case de départ libre pour l'Ambassadeur",

  show: "Montrer",
  kindIdentity: "identité",
  kindBuild: "corpulence",

  tabHand: "Main",
  tabPassport: "Passeport",
  tabNotebook: "Carnet",
  tabLog: "Journal",
  secretCards: "Cartes secrètes",
  colouredCards: "Tes cartes",
  missionCard: (letter: string) => `Mission ${letter}`,
  cardKindIdentity: "Identité",
  cardKindBuild: "Corpulence",
  cardKindSecretIdentity: "Identité secrète",
  cardKindSecretBuild: "Corpulence secrète",
  cardKindMission: "Mission secrète",
  ambassadorHand: "L'Ambassadeur n'a pas de cartes\u00a0: il observe, interroge et scelle ses hypothèses.",
  noHand: "Les spectateurs n'ont pas de cartes.",
  panelLabel: "Ta table",

  ballName: { white: "blanche", orange: "orange", lightBlue: "bleu clair", blue: "bleu clair", black: "noire", purple: "violette" } as Record<string, string>,

  declare: "Mission accomplie\u00a0!",
  accept: "Serrer la main",
  winners: (names: string, count = 2) => `${names} ${plural(count, { one: "gagne", other: "gagnent" })}`,
  gameOver: "Partie terminée",
  seal: "Je sais qui vous êtes",
  showLog: "Lire le journal",

  scenarioMarked: "signalé à cette étape",

  saveFull: "Le stockage de ce navigateur est plein\u00a0: cette partie n'est donc pas sauvegardée. Elle continue, mais un rechargement la perdrait. Libère de la place en supprimant les données de ce site dont tu n'as plus besoin (paramètres du navigateur → données des sites), ou en terminant des parties en cours.",
  saveUnavailable: "Cette page n'a pas le droit de garder des données dans ce navigateur (ses réglages bloquent le stockage ici)\u00a0: cette partie n'est donc pas sauvegardée. Elle continue, mais un rechargement la perdrait. Ouvre le jeu sur une page à lui, ou autorise ce site à stocker des données, pour la garder.",
  saveDamaged: (why: string) => `La partie sauvegardée ici est endommagée (${why}) et n'a pas été chargée. Elle est conservée à part, intacte.`,
  saveRestore: "Charger la dernière sauvegarde valide",
  saveNewGame: "Commencer une nouvelle partie",
  saveKeepNew: "Continuer avec cette nouvelle table",
  saveDismiss: "OK",

  passTo: (seat: string) => `Passe l'appareil ${a(seat)}`,
  passToHint: (seat: string) => `Touche l'écran quand seul ${seat} regarde`,

  configError: {
    BAD_PLAYERS: (value: string) => `players="${value}" n'est pas un nombre de joueurs\u00a0: Inkognito se joue à 3, 4 ou 5.`,
    BAD_CARD_PLAYERS: (value: string) => `players="${value}" n'est pas un nombre de joueurs\u00a0: le jeu de cartes se joue à 2, 3, 4 ou 5.`,
    BAD_MODE: (value: string) => `mode="${value}" n'est pas un mode\u00a0: solo, hotseat, host ou join.`,
    BAD_GAME: (value: string) => `game="${value}" n'est pas un jeu\u00a0: board (Inkognito) ou cards (le jeu de cartes).`,
    BAD_SEAT: (value: string) => `seat="${value}" n'est pas une place\u00a0: red, yellow, green, blue, ambassador (à 5 joueurs) ou spectator.`,
  },
  warnUnknownBots: (value: string) => `<inkognito-game>\u00a0: bots="${value}" n'est pas un niveau (easy, normal ou strong)\u00a0: les bots jouent au niveau normal.`,
  couldNotStart: (why: string) => `La partie n'a pas pu démarrer\u00a0: ${why}`,
  failure: { load: "une partie n'a pas pu être téléchargée (vérifie la connexion, puis recharge)", internal: "une erreur inattendue (le détail est dans la console du navigateur)" } as Record<"load" | "internal", string>,
  warnUnknownLang: (value: string) => `<inkognito-game>\u00a0: lang="${value}" n'a pas de textes\u00a0: ils sont affichés en anglais.`,

  error: {
    BAD_OPTIONS: "Ces options de jeu ne sont pas valides.",
    MALFORMED_ACTION: "L'action est mal formée.",
    UNKNOWN_SEAT: "Cette place n'est pas à cette table.",
    NOT_YOUR_SEAT: "Tu ne contrôles pas cette place.",
    GAME_OVER: "La partie est terminée.",
    NOT_YOUR_TURN: "Ce n'est pas ton tour.",
    WAITING_FOR_OTHER: "La partie attend un autre joueur.",
    WRONG_STAGE: "Ce n'est pas possible à ce moment du tour.",
    ALREADY_ROLLED: "Le Fantôme a déjà été secoué ce tour-ci.",
    BAD_BALL: "Ce lancer n'a pas cette bille.",
    BALL_USED: "Cette bille a déjà été utilisée.",
    NOT_YOUR_FIGURE: "Cette bille déplace un de tes propres pions.",
    NOT_OPPONENT_FIGURE: "La bille violette déplace un pion d'un autre joueur.",
    NOT_AMBASSADOR: "La bille noire déplace l'Ambassadeur.",
    UNKNOWN_FIGURE: "Ce pion n'existe pas dans cette partie.",
    UNKNOWN_SPACE: "Cette case n'existe pas.",
    NO_ROUTE: "Aucun chemin de ce type ne relie ces cases.",
    PURPLE_BLOCKED: "Un pion déplacé avec la bille violette ne peut s'arrêter que sur une case vide ou sur un de tes pions.",
    BLACK_BLOCKED: "L'Ambassadeur ne peut être déplacé que sur une case vide ou sur un de tes pions.",
    DEAD_END: "Après ce pas, ton déplacement ne pourrait pas se terminer régulièrement avec les billes restantes.",
    NOTHING_TO_UNDO: "Il n'y a aucun pas à annuler.",
    OWN_FIGURES_STACKED: "Deux de tes pions finiraient sur la même case.",
    DOUBLE_MEETING: "Tu rencontrerais plus d'un pion du même joueur.",
    NO_SUCH_MEETING: "Cette rencontre n'existe pas.",
    MEETINGS_OPEN: "Toutes les rencontres doivent être résolues avant la fin du tour.",
    BAD_TARGET: "Désigne un autre agent à interroger par l'intermédiaire de l'Ambassadeur.",
    TARGET_NOT_ALLOWED: "Seule une question par l'intermédiaire de l'Ambassadeur désigne un joueur.",
    SPACE_OCCUPIED: "Cette case est occupée.",
    NUMBERED_SPACE: "Un pion ne peut pas être envoyé sur une case numérotée.",
    EMBASSY_FREE: "L'Ambassade est libre\u00a0: l'Ambassadeur y retourne.",
    NOT_START_SPACE: "L'Ambassadeur retourne à l'Ambassade ou, si elle est occupée, sur une case de départ libre.",
    NOT_ANSWERER: "Seul le joueur interrogé répond.",
    WRONG_CARD_COUNT: "Cette réponse demande un autre nombre de cartes.",
    UNKNOWN_CARD: "Cette carte n'existe pas.",
    DUPLICATE_CARD: "La même carte ne peut pas être montrée deux fois.",
    WRONG_CARD_KINDS: "Ces cartes ne correspondent pas à la question.",
    NO_TRUE_CARD: "Au moins une des cartes montrées doit être vraie (une carte mission ne compte jamais).",
    NOT_TRUE_CARD: "Seule ton unique carte vraie du type demandé peut être montrée maintenant.",
    REPEATED_SET: "Tu as déjà montré ces cartes à ce joueur.",
    REPEATED_PAIR: "Ce joueur a déjà vu ces deux cartes ensemble.",
    NOT_DECLARER_TURN: "Tu ne peux déclarer que pendant ton tour, après le déplacement.",
    BAD_PARTNER: "Désigne un autre agent comme partenaire.",
    NOT_THREE_PLAYERS: "Seule la partie à 3 joueurs a un agent solitaire.",
    NOT_NAMED: "Seul le joueur désigné peut répondre à la poignée de main.",
    NOT_AMBASSADOR_SEAT: "Seul l'Ambassadeur peut faire cela.",
    ALREADY_SEALED: "L'Ambassadeur a déjà scellé une déclaration.",
    BAD_SEAL: "L'enveloppe scellée doit donner une identité et une corpulence pour chaque agent.",
    AMBASSADOR_STEPS_DONE: "L'Ambassadeur a déjà fait ses deux pas.",
    MUST_MOVE_AMBASSADOR: "L'Ambassadeur doit faire au moins un pas.",
    BAD_MANNERISM: "Ce tic n'existe pas.",
    BAD_NOTE: "Une note demande une clé courte et une marque courte.",
    TOO_MANY_MANNERISMS: "Un joueur fait au plus 3 tics par tour.",
    NOT_A_STATE: "Ce n'est pas un état de partie (on ne joue pas sur la vue d'un joueur\u00a0: utilise l'état de l'arbitre).",
    NOT_A_VIEW: "Un bot décide à partir de la vue d'un joueur (viewFor(state, seat)), pas de l'état de l'arbitre.",
    NOT_AN_RNG: "Un bot a besoin d'un Rng (new Rng(seedRng(seed))), pas d'une graine ni d'un nombre.",
    UNKNOWN_LEVEL: "Ce niveau de bot n'existe pas (easy, normal ou strong).",
  } satisfies Record<ErrorCode, string>,
} satisfies FirstPaintMessages;
