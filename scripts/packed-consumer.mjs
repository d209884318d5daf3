// The package as an app installs it (run after a build): `npm pack` into a temp dir, then a
// consumer project there with the tarball installed by `npm ci --offline` (its dependencies at the
// versions this repository's package-lock.json locks, taken from npm's cache, where this
// repository's own `npm ci` put them). Used by scripts/package-test.mjs and the benchmark.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const root = resolve(new URL("..", import.meta.url).pathname);
export const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/**
 * Packs the package and installs it in a fresh consumer project. `devDependencies`: names of this
 * repository's devDependencies the consumer installs too (e.g. type packages), at the locked versions.
 * Returns { dir (remove it when done), project, files (the tarball's paths) }.
 */
export function packedConsumer(devDependencies = []) {
  const dir = mkdtempSync(join(tmpdir(), "inkognito-package-"));
  const packed = JSON.parse(run("npm", ["pack", "--json", "--pack-destination", dir], root));
  const tarball = join(dir, packed[0].filename);
  const files = packed[0].files.map((f) => f.path);
  const project = join(dir, "consumer");
  mkdirSync(join(project, "src"), { recursive: true });
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")).packages;
  const { dependencies, version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const spec = `file:${tarball}`;
  const direct = { "inkognito-game": spec };
  for (const d of devDependencies) direct[d] = lock[`node_modules/${d}`].version;
  const packages = {
    "": { name: "consumer", dependencies: direct },
    "node_modules/inkognito-game": { version, resolved: spec, dependencies },
  };
  const add = (name) => {
    const key = `node_modules/${name}`;
    if (packages[key]) return;
    if (!lock[key]) throw new Error(`package-lock.json has no ${key}`);
    const { dev, devOptional, ...entry } = lock[key];
    packages[key] = { ...entry, resolved: `https://registry.npmjs.org/${name}/-/${name.split("/").pop()}-${lock[key].version}.tgz` };
    for (const d of Object.keys(lock[key].dependencies ?? {})) add(d);
  };
  for (const d of [...Object.keys(dependencies), ...devDependencies]) add(d);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module", dependencies: direct }));
  writeFileSync(join(project, "package-lock.json"), JSON.stringify({ name: "consumer", lockfileVersion: 3, requires: true, packages }));
  run("npm", ["ci", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error"], project);
  return { dir, project, files };
}
