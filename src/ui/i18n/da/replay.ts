/**
 * Dansk: teksterne i genafspilningen (`<inkognito-game replay>`), fuldstændige og typet mod de
 * engelske (en manglende nøgle er en typefejl). Ord som i ./board.ts og ./cards.ts.
 */
import type { ReplayMessages } from "../replay.js";

const percent = new Intl.NumberFormat("da", { style: "percent", maximumFractionDigits: 0 });

const CERTAIN = "sikkert";

export const replay = {
  label: "Genafspilning",
  title: (game: string) => `Genafspilning af ${game}`,
  gameBoard: "Inkognito",
  gameCards: "Inkognito: Kortspillet",
  loading: "Åbner optagelsen …",
  follow: "Følg",
  followAll: "Alle hemmeligheder",
  followSeat: (seat: string) => `${seat}: kun det, denne spiller vidste`,
  deal: "Kortene bliver givet.",
  nothingNew: "Der skete intet, som nogen kunne se.",
  timeline: "Afgørende øjeblikke",
  momentShown: "kort vist",
  momentDeclared: "erklæringen",
  momentEnd: "slutningen",
  secretsTitle: "Alle hemmeligheder",
  shownTitle: "Kort vist indtil videre",
  shownNone: "Der er endnu ikke vist noget kort.",
  seatHeading: "Spiller",
  secretHeading: "Hemmelige kort",
  chancesHeading: "Sandsynligheden for sandheden, som denne spiller så den",
  chanceOf: (seat: string, what: string, p: string) => `${seat} er ${what}: ${p}`,
  certain: CERTAIN,
  percent: (p: number) => percent.format(p),
  whyTitle: "Hvorfor erklæringen var rigtig eller forkert",
  declaredPartner: (who: string, partner: string) => `${who} erklærede og udpegede ${partner} som partner.`,
  declaredAlone: (who: string) => `${who} erklærede at være alene.`,
  declaredCards: (who: string, partner: string, combination: string) =>
    partner ? `${who} udpegede ${partner} som partner og kombinationen ${combination}.` : `${who} erklærede kombinationen ${combination}.`,
  wasRight: "Påstanden var rigtig.",
  wasWrong: "Påstanden var forkert.",
  winners: (who: string) => `Vindere: ${who}.`,
  noWinner: "Ingen vandt.",
  beliefIntro: "Lige før, ud fra de fakta hver spiller havde:",
  belief: (seat: string, p: string) => (p === CERTAIN ? `${seat} var sikker.` : `${seat} gav det ${p}.`),
  beliefUnknown: (seat: string) => `${seat} kunne ikke vurdere det.`,
  beliefCombination: "(kortspillet: den, der erklærer, vurderer partner og kombination, de andre kombinationen)",
  noDeclaration: "Spillet sluttede uden en erklæring.",
  notOver: "Denne optagelse stopper før spillets slutning.",
  signedBy: (fingerprint: string) => `Signeret med værtens nøgle ${fingerprint}.`,
  errorTitle: "Denne genafspilning kan ikke vises",
  error: {
    RECORD_MALFORMED: "Det er ikke en optagelse af et spil.",
    RECORD_TOO_LARGE: "Den optagelse er for stor.",
    RECORD_WRONG_GAME: "Det er en optagelse af et spil, som dette element ikke kender.",
    RECORD_WRONG_VERSION: "Den optagelse blev lavet med en anden version af reglerne.",
    RECORD_BAD_OPTIONS: "Spillet i den optagelse kan ikke stilles op.",
    RECORD_DOES_NOT_REPLAY: "Den optagelse kan ikke afspilles: reglerne afviser en af dens handlinger.",
    RECORD_RESULT_MISMATCH: "Det resultat, optagelsen angiver, er ikke det, dens spil når frem til.",
    RECORD_UNAVAILABLE: "Dette spil gemmer ingen optagelse.",
    RECORD_NOT_FOUND: "Optagelsen kunne ikke indlæses.",
    RECORD_BAD_SIGNATURE: "Optagelsens signatur er ikke værtens: den er ændret eller forfalsket.",
    RECORD_UNSIGNED: "Optagelsen er ikke signeret, men der blev givet en nøgle fra værten til at kontrollere den.",
  },
} satisfies ReplayMessages;
