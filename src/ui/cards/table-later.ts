/** What the card table loads just after its first paint, one chunk (./later-parts.ts): the log's markup and where focus goes. */
export { renderLog } from "./table-log.js";
export { CardsFocus } from "./table-focus.js";
