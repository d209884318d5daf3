/** The card game's bot levels (what a table offers), apart from the bots so the rules object names them without their code. */
export type CardsBotLevel = "easy" | "normal" | "strong";
export const BOT_LEVELS: readonly CardsBotLevel[] = ["easy", "normal", "strong"];
