// Three outputs: the engine alone (plain ESM, no DOM), the element for npm consumers (lit and
// peerjs external), and a single minified file with everything inlined for <script> tags.
import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import terser from "@rollup/plugin-terser";
import esbuild from "rollup-plugin-esbuild";

const ts = () => esbuild({ target: "es2022", tsconfig: "./tsconfig.json" });
const quiet = (warning, warn) => {
  // msgpack inside peerjs uses top-level `this`: harmless.
  if (warning.code === "THIS_IS_UNDEFINED") return;
  warn(warning);
};

export default [
  {
    input: "src/engine/index.ts",
    output: { file: "dist/engine/index.js", format: "es", sourcemap: true },
    plugins: [ts()],
    onwarn: quiet,
  },
  {
    input: { "inkognito-game": "src/index.ts", register: "src/register.ts" },
    output: { dir: "dist", format: "es", sourcemap: true, entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    external: [/^lit/, /^@lit\//, /^peerjs/],
    plugins: [nodeResolve(), ts()],
    onwarn: quiet,
  },
  {
    input: "src/register.ts",
    output: { file: "dist/inkognito-game.bundle.min.js", format: "es", sourcemap: true },
    plugins: [nodeResolve({ browser: true }), commonjs(), ts(), terser({ format: { comments: false } })],
    onwarn: quiet,
  },
];
