/**
 * axe-core (the accessibility engine) in the real Chromium, as every accessibility test runs it:
 * WCAG 2.x A and AA plus axe's best practices, except `region` (landmarks are the embedding page's
 * choice); axe looks into the open shadow roots.
 */
import { expect } from "@open-wc/testing";
import type { AxeResults, RunOptions } from "axe-core";
import { settle } from "./shadow.js";

declare global {
  interface Window { axe: { run(context: Element, options: RunOptions): Promise<AxeResults> } }
}

const OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
  rules: { region: { enabled: false } },
  resultTypes: ["violations"],
};

/** Runs axe on `root` (loading it the first time) and fails with every violation, where it is and why; `where` names the state in the message. */
export async function noViolations(root: Element, where: string): Promise<void> {
  if (!window.axe) await import("axe-core/axe.min.js" as string);
  await settle(root);
  await new Promise((r) => setTimeout(r, 250)); // let transitions (opacity) settle before colours are measured
  const results = await window.axe.run(root, OPTIONS);
  const found = results.violations.flatMap((v) => v.nodes.map((node) =>
    `${v.id} (${v.impact}): ${node.target.join(" ")} — ${node.failureSummary?.replace(/\s+/g, " ")}`));
  expect(found, `axe violations in ${where}`).to.deep.equal([]);
}
