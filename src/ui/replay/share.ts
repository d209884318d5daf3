/**
 * Sharing a game's record from its end screen: "Download record" (a `.json` file) and "Copy replay
 * link" — a link to the site's replay page with the record in the query, compressed:
 * replay.html?r=(base64url of the record JSON, deflate-raw). The page (demo/replay.html)
 * decodes it (as `decodeRecordParam` does) and sets the element's `replay` attribute. A static site
 * needs nothing else; `?url=` (a record file's address) works too.
 */

const toB64Url = (bytes: Uint8Array) => {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

const fromB64Url = (text: string) => {
  const s = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
};

async function through(bytes: Uint8Array, stream: CompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** The longest record text a link's parameter may unpack to (characters). */
const MAX_UNPACKED = 2_000_000;

/** A record's JSON text as a link's parameter: deflate-raw, base64url. */
export async function encodeRecordParam(json: string): Promise<string> {
  return toB64Url(await through(new TextEncoder().encode(json), new CompressionStream("deflate-raw")));
}

/** The record's JSON text of a link's parameter, or null when it is none (never throws; bounded). */
export async function decodeRecordParam(param: string): Promise<string | null> {
  try {
    if (!/^[A-Za-z0-9_-]{1,3000000}$/.test(param)) return null;
    const stream = new Blob([fromB64Url(param) as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    const reader = stream.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_UNPACKED) {
        void reader.cancel();
        return null;
      }
      chunks.push(value);
    }
    return new TextDecoder("utf-8", { fatal: true }).decode(await new Blob(chunks as BlobPart[]).arrayBuffer());
  } catch {
    return null;
  }
}

/** The link that opens `record` on the replay page (`page`, resolved against this page). */
export async function replayLink(record: unknown, page = "replay.html"): Promise<string> {
  const url = new URL(page, document.baseURI);
  url.searchParams.set("r", await encodeRecordParam(JSON.stringify(record)));
  return url.href;
}

/** Saves the record as a `.json` file. */
export function downloadRecord(record: unknown, name = "inkognito-record.json"): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(record)], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.style.display = "none";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Copies text to the clipboard: true when it was copied. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The file name of a record: the game and the seed. */
export function recordFileName(record: { game?: unknown; options?: unknown }): string {
  const seed = String((record.options as { seed?: unknown } | null)?.seed ?? "game").replace(/[^A-Za-z0-9_-]+/g, "-").slice(0, 40);
  return `inkognito-${record.game === "cards" ? "cards" : "board"}-${seed}.json`;
}

/** What sharing did: `downloaded`, `copied`, `failed` (the clipboard refused) or `none` (no record here). */
export type ShareOutcome = "downloaded" | "copied" | "failed" | "none";

/**
 * The end screens' buttons: the record of the game at `element` (an `<inkognito-game>`'s
 * `record()`), downloaded, or as a replay link (to its `replay-page`, default replay.html beside the page) copied.
 */
export async function shareRecord(element: Element | null, how: "download" | "link"): Promise<ShareOutcome> {
  const host = element as (Element & { record?: () => unknown }) | null;
  const record = host?.record?.() as { game?: unknown; options?: unknown } | null | undefined;
  if (!record) return "none";
  if (how === "download") {
    // A guest's copy of a network game is the host's record signed by the host: named by the record inside.
    const inner = "signed" in record && typeof (record as { record?: unknown }).record === "object" ? (record as unknown as { record: { game?: unknown; options?: unknown } }).record ?? record : record;
    downloadRecord(record, recordFileName(inner));
    return "downloaded";
  }
  return (await copyText(await replayLink(record, host?.getAttribute("replay-page") || "replay.html"))) ? "copied" : "failed";
}
