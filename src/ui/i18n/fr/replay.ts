/**
 * Français : les textes du lecteur de replays (`<inkognito-game replay>`), complets et typés contre
 * les textes anglais (une clé manquante est une erreur de type). Termes comme dans ./board.ts et ./cards.ts.
 */
import type { ReplayMessages } from "../replay.js";

const percent = new Intl.NumberFormat("fr", { style: "percent", maximumFractionDigits: 0 });

export const replay = {
  label: "Revoir",
  title: (game: string) => `Revoir la partie\u00a0: ${game}`,
  gameBoard: "Inkognito",
  gameCards: "Inkognito\u00a0: le jeu de cartes",
  loading: "Ouverture de l'enregistrement…",
  follow: "Suivre",
  followAll: "Tous les secrets",
  followSeat: (seat: string) => `${seat}\u00a0: seulement ce que ce joueur savait`,
  deal: "Les cartes sont distribuées.",
  nothingNew: "Rien de visible ne s'est passé.",
  timeline: "Les moments décisifs",
  momentShown: "cartes montrées",
  momentDeclared: "la déclaration",
  momentEnd: "la fin",
  secretsTitle: "Tous les secrets",
  shownTitle: "Cartes montrées jusqu'ici",
  shownNone: "Aucune carte n'a encore été montrée.",
  seatHeading: "Joueur",
  secretHeading: "Cartes secrètes",
  chancesHeading: "Chances de la vérité, selon ce joueur",
  chanceOf: (seat: string, what: string, p: string) => `${seat} est ${what}\u00a0: ${p}`,
  certain: "sûr",
  percent: (p: number) => percent.format(p),
  whyTitle: "Pourquoi la déclaration était juste ou fausse",
  declaredPartner: (who: string, partner: string) => `${who} a déclaré en désignant ${partner} comme partenaire.`,
  declaredAlone: (who: string) => `${who} a déclaré n'avoir aucun partenaire.`,
  declaredCards: (who: string, partner: string, combination: string) =>
    partner ? `${who} a désigné ${partner} comme partenaire et la combinaison ${combination}.` : `${who} a déclaré la combinaison ${combination}.`,
  wasRight: "L'affirmation était juste.",
  wasWrong: "L'affirmation était fausse.",
  winners: (who: string) => `Gagnants\u00a0: ${who}.`,
  noWinner: "Personne n'a gagné.",
  beliefIntro: "Juste avant, d'après les faits que chaque joueur connaissait\u00a0:",
  belief: (seat: string, p: string) => `Pour ${seat}\u00a0: ${p}.`,
  beliefUnknown: (seat: string) => `${seat} ne pouvait pas l'évaluer.`,
  beliefCombination: "(le jeu de cartes\u00a0: qui déclare évalue partenaire et combinaison, les autres la combinaison)",
  noDeclaration: "La partie s'est terminée sans déclaration.",
  notOver: "Cet enregistrement s'arrête avant la fin de la partie.",
  signedBy: (fingerprint: string) => `Signé avec la clé de l'hôte ${fingerprint}.`,
  errorTitle: "Impossible d'afficher ce replay",
  error: {
    RECORD_MALFORMED: "Ce n'est pas l'enregistrement d'une partie.",
    RECORD_TOO_LARGE: "Cet enregistrement est trop volumineux.",
    RECORD_WRONG_GAME: "C'est l'enregistrement d'un jeu que cet élément ne connaît pas.",
    RECORD_WRONG_VERSION: "Cet enregistrement a été fait avec une autre version des règles.",
    RECORD_BAD_OPTIONS: "La partie de cet enregistrement ne peut pas être mise en place.",
    RECORD_DOES_NOT_REPLAY: "Cet enregistrement ne se rejoue pas\u00a0: les règles refusent l'une de ses actions.",
    RECORD_RESULT_MISMATCH: "Le résultat qu'indique cet enregistrement n'est pas celui auquel aboutit sa partie.",
    RECORD_UNAVAILABLE: "Cette partie ne tient pas d'enregistrement.",
    RECORD_NOT_FOUND: "L'enregistrement n'a pas pu être chargé.",
    RECORD_BAD_SIGNATURE: "La signature de l'enregistrement n'est pas celle de l'hôte\u00a0: il a été modifié ou falsifié.",
    RECORD_UNSIGNED: "L'enregistrement n'est pas signé, mais une clé de l'hôte a été donnée pour le vérifier.",
  },
} satisfies ReplayMessages;
