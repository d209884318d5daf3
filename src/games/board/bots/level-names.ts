/** The bots' levels, by name: what a table offers (the policies themselves are in ./levels.ts). */
export type BotLevel = "easy" | "normal" | "strong";
export const BOT_LEVELS: readonly BotLevel[] = ["easy", "normal", "strong"];
