import { expect } from "@open-wc/testing";

describe("the test browser", () => {
  it("is a real Chromium with Web Crypto (SHA-256 of 'abc')", async () => {
    expect(navigator.userAgent).to.match(/Chrom(e|ium)\//);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode("abc"));
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    expect(hex).to.equal("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
