// The layers, checked on the sources: imports point one way only.
// - src/games/kernel/ imports nothing outside the kernel;
// - a game (src/games/<name>/) imports only itself and the kernel, never another game;
// - nothing in src/games/ imports src/net/ or src/ui/ (the rules know no table and no page);
// - src/net/ imports nothing of src/ui/;
// - src/net/ imports no game's rules, except the files listed in NET_STILL_ON_BOARD (being moved
//   onto the kernel's Game contract, issue 21): the list may only shrink.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const NET_STILL_ON_BOARD = new Set(JSON.parse(readFileSync(join(root, "scripts/layers-net-board.json"), "utf8")));

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.ts$/.test(name) ? [p] : [];
  });
}

/** Every relative module a file imports or re-exports, resolved to a path from the root. */
export function importsOf(file, text = readFileSync(file, "utf8")) {
  const specs = [...text.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm)]
    .map((m) => m[1] ?? m[2] ?? m[3]);
  return specs.filter((s) => s.startsWith(".")).map((s) => relative(root, resolve(dirname(file), s)));
}

const problems = [];
const seenNetOnBoard = new Set();
for (const file of files(join(root, "src"))) {
  const from = relative(root, file);
  for (const to of importsOf(file)) {
    const game = from.match(/^src\/games\/([^/]+)\//)?.[1];
    if (game === "kernel" && !to.startsWith("src/games/kernel/")) problems.push(`${from} (kernel) imports ${to}`);
    else if (game && game !== "kernel" && !to.startsWith(`src/games/${game}/`) && !to.startsWith("src/games/kernel/")) {
      problems.push(`${from} (the ${game} game) imports ${to}`);
    }
    if (from.startsWith("src/net/")) {
      if (to.startsWith("src/ui/")) problems.push(`${from} (net) imports ${to} (ui)`);
      const rules = to.match(/^src\/games\/(?!kernel\/)([^/]+)\//);
      if (rules) {
        if (NET_STILL_ON_BOARD.has(from)) seenNetOnBoard.add(from);
        else problems.push(`${from} (net) imports the ${rules[1]} game's rules (${to}); a table reaches a game through the kernel's Game`);
      }
    }
  }
}
for (const f of NET_STILL_ON_BOARD) if (!seenNetOnBoard.has(f)) problems.push(`scripts/layers-net-board.json lists ${f}, which no longer imports a game's rules: take it off the list`);
if (problems.length) {
  console.error(`layers test: ${problems.length} problem(s)\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`layers test: ok (kernel alone, each game on the kernel only, net on no ui; ${NET_STILL_ON_BOARD.size} net files still on the board game's rules)`);
