export { replayEn as replay } from "../replay.js";
