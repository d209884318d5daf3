/** Why a game or part could not start, from the messages by kind: an error's own English goes to the console only. */
import { expect } from "@open-wc/testing";
import { en } from "../../src/ui/i18n/en.js";
import { loadPart } from "../../src/ui/i18n/languages.js";
import { registeredLanguage } from "../../src/ui/i18n/registry.js";
import { failureReason } from "../../src/ui/failure.js";

describe("failureReason", () => {
  it("says a part could not be downloaded, or that something unexpected failed, never the error's words", async () => {
    const logged: unknown[] = [];
    const warn = console.warn;
    console.warn = (...a: unknown[]) => void logged.push(...a);
    try {
      await loadPart("de", "board");
      const de = registeredLanguage("de")!.board!;
      const offline = new TypeError("Failed to fetch dynamically imported module: http://x/inkognito-log.min.js");
      expect(failureReason(en, offline)).to.equal(en.failure.load);
      expect(failureReason(de, offline)).to.equal(de.failure.load);
      expect(de.failure.load).to.not.equal(en.failure.load);
      const bug = new Error("Cannot read properties of undefined (reading 'seat')");
      expect(failureReason(de, bug)).to.equal(de.failure.internal);
      expect(failureReason(de, bug)).to.not.include("Cannot read");
      expect(logged, "the error itself is in the console").to.include(bug);
    } finally {
      console.warn = warn;
    }
  });
});
