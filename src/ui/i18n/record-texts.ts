/**
 * The texts of a game's record on both games' end screens (Download record, Copy replay link and
 * what the last one did: ../replay/share.ts), written once per language: the board's later texts
 * (./en-later.ts, ./<lang>/board-later.ts) and the card game's (./cards.ts, ./<lang>/cards.ts)
 * take them in. Each language's ./<lang>/record.ts is typed complete against these.
 */
export const recordEn = {
  endDownloadRecord: "Download record",
  endCopyReplayLink: "Copy replay link",
  endShared: {
    downloaded: "The record is downloaded.",
    copied: "The replay link is copied.",
    failed: "The link could not be copied (the browser refused the clipboard).",
    none: "This screen holds no record of the game.",
  } as Record<"downloaded" | "copied" | "failed" | "none", string>,
};

export type RecordTexts = typeof recordEn;
