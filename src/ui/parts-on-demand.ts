/**
 * The parts of the table a game shows only at some moment, loaded and registered the first time
 * they are shown: the meetings, the side panel's passport, notebook (with the deduction assistant's probability
 * model) and log tabs, the answer picker, the answer reveal, the dialogs and the end screen. In the
 * script-tag bundle each is a chunk beside the entry (a relative `import()`), so a solo page's
 * first paint loads only the board, the turn bar, the meetings and the hand. Until its chunk has
 * arrived (a few milliseconds from the same folder) the part's tag stays an unknown element that
 * shows nothing; Lit keeps the properties set on it meanwhile.
 */
import { loadMenuPages } from "./controls/menu-pages.js";
import { laterTexts } from "./i18n/languages.js";
import { defineIfMissing } from "./registry.js";

const LOADERS = {
  "inkognito-passport": () => import("./panels/passport.js").then(({ InkognitoPassport }) => defineIfMissing("inkognito-passport", InkognitoPassport)),
  "inkognito-notebook": () => import("./panels/notebook.js").then(({ InkognitoNotebook }) => defineIfMissing("inkognito-notebook", InkognitoNotebook)),
  "inkognito-players": () => import("./panels/players.js").then(({ InkognitoPlayers }) => defineIfMissing("inkognito-players", InkognitoPlayers)),
  "inkognito-log": () => import("./panels/log.js").then(({ InkognitoLog }) => defineIfMissing("inkognito-log", InkognitoLog)),
  "inkognito-answer-picker": () => import("./panels/answer-picker.js").then(({ InkognitoAnswerPicker }) => defineIfMissing("inkognito-answer-picker", InkognitoAnswerPicker)),
  "inkognito-answer-reveal": () => import("./controls/answer-reveal.js").then(({ InkognitoAnswerReveal }) => defineIfMissing("inkognito-answer-reveal", InkognitoAnswerReveal)),
  "inkognito-prompts": () => import("./controls/prompts.js").then(({ InkognitoPrompts }) => defineIfMissing("inkognito-prompts", InkognitoPrompts)),
  "inkognito-meetings": () => import("./controls/meetings.js").then(({ InkognitoMeetings }) => defineIfMissing("inkognito-meetings", InkognitoMeetings)),
  "inkognito-end-screen": () => import("./controls/end-screen.js").then(({ InkognitoEndScreen }) => defineIfMissing("inkognito-end-screen", InkognitoEndScreen)),
} satisfies Record<string, () => Promise<void>>;

export type OnDemandPart = keyof typeof LOADERS;
export const ON_DEMAND_PARTS = Object.keys(LOADERS) as OnDemandPart[];

const loading = new Map<OnDemandPart, Promise<void>>();

/**
 * Loads and registers a part (once; at once if it is registered already). A chunk that fails to
 * load (offline) is tried again the next time the part is wanted.
 */
export function wantPart(tag: OnDemandPart): Promise<void> {
  if (customElements.get(tag)) return Promise.resolve();
  let p = loading.get(tag);
  if (!p) {
    // The shown language's texts of these parts (./i18n/languages.ts) come alongside the part's code.
    void laterTexts();
    p = LOADERS[tag]().catch((e: unknown) => {
      loading.delete(tag);
      console.warn(`<${tag}> could not be loaded:`, e);
    });
    loading.set(tag, p);
  }
  return p;
}

/** Every part now (what `defineInkognitoElements` leaves to later), with the game menu's pages and the board table's side panel and menu (./board/board-later.ts, otherwise loaded after the board's first paint). */
export function loadAllParts(): Promise<void> {
  return Promise.all([...ON_DEMAND_PARTS.map(wantPart), loadMenuPages(), import("./board/board-later.js")]).then(() => undefined);
}
