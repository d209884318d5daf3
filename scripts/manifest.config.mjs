// custom-elements.json (`npm run manifest`): @custom-elements-manifest/analyzer reads the element
// classes' JSDoc; this plugin turns what it finds into the package's public API only:
// - the public element only: `<inkognito-game>` (its tagName from the `defineIfMissing("tag", Class)`
//   call that registers it); the parts it renders (board, panels, dialogs…) are internal and left out;
// - a description (the class's JSDoc, else its summary) and the package's readme;
// - public members only (no private or protected ones), no events but the documented ones, the
//   public events' detail types (from InkognitoGameEventMap in src/ui/events.ts);
// - attribute and member types with their aliases spelled out ("solo" | "hotseat" | …);
// - the CSS custom properties with their defaults (from src/ui/theme.ts, else the JSDoc's
//   `@cssprop [--name=default]`), every part once;
// - paths of the package: the classes are exported by dist/inkognito-game.js and registered by
//   dist/register.js; nothing under src/;
// - the same output every time (fixed order of modules, declarations and exports).

const ELEMENT_MODULE = "dist/inkognito-game.js";
const REGISTER_MODULE = "dist/register.js";
/** The element sites use; every other registered tag is one of its internal parts. */
const PUBLIC_TAGS = new Set(["inkognito-game"]);

function inkognitoManifest() {
  const tags = new Map(); // class name → tag
  const aliases = new Map(); // type alias → its type text
  const eventTypes = new Map(); // public event → its type text
  const tokenDefaults = new Map(); // --inkognito-x → default value
  return {
    name: "inkognito-manifest",
    analyzePhase({ ts, node }) {
      if (ts.isCallExpression(node) && node.expression.getText() === "defineIfMissing" && node.arguments.length === 2) {
        const [tag, cls] = node.arguments;
        if (ts.isStringLiteral(tag) && ts.isIdentifier(cls)) tags.set(cls.text, tag.text);
      }
      if (ts.isTypeAliasDeclaration(node) && !node.typeParameters) aliases.set(node.name.text, node.type.getText());
      // The event details, inlined: { readonly seat: Seat; readonly number: number }.
      if (ts.isInterfaceDeclaration(node) && /^Inkognito\w+Detail$/.test(node.name.text)) {
        aliases.set(node.name.text, `{ ${node.members.map((m) => m.getText().replace(/;$/, "")).join("; ")} }`);
      }
      if (ts.isInterfaceDeclaration(node) && node.name.text === "InkognitoGameEventMap") {
        for (const m of node.members) if (m.name && m.type) eventTypes.set(m.name.getText().replace(/^["']|["']$/g, ""), m.type.getText());
      }
      if (ts.isVariableDeclaration(node) && node.name.getText() === "tokens" && node.initializer) {
        for (const [, name, value] of node.initializer.getText().matchAll(/(--inkognito-[a-z-]+):\s*([^;]+);/g)) tokenDefaults.set(name, value.trim());
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      const expand = (text, depth = 0) => {
        if (!text || depth > 5) return text;
        const parts = text.split("|").map((p) => p.trim());
        const out = parts.flatMap((p) => (aliases.has(p) ? expand(aliases.get(p), depth + 1).split(" | ") : [p]));
        return [...new Set(out)].join(" | ");
      };
      const detailed = (text) => text.replace(/CustomEvent<(\w+)>/, (all, name) => (aliases.has(name) ? `CustomEvent<${aliases.get(name)}>` : all));
      const retype = (item) => (item.type?.text ? { ...item, type: { ...item.type, text: expand(item.type.text) } } : item);
      const classes = customElementsManifest.modules
        .flatMap((m) => m.declarations ?? [])
        .filter((d) => d.kind === "class" && d.customElement && PUBLIC_TAGS.has(tags.get(d.name)));
      const declarations = classes
        .map((d) => {
          const isPublic = (m) => !m.privacy && !m.name.startsWith("_") && !m.name.startsWith("#") && m.name !== "styles";
          const events = (d.events ?? [])
            .filter((e) => e.name?.startsWith("inkognito-") && e.description)
            .map((e) => (eventTypes.has(e.name) && d.name === "InkognitoGame" ? { ...e, type: { text: detailed(eventTypes.get(e.name)) } } : e))
            .sort((a, b) => a.name.localeCompare(b.name));
          const cssProperties = (d.cssProperties ?? [])
            .map((p) => (tokenDefaults.has(p.name) ? { ...p, default: tokenDefaults.get(p.name) } : p))
            .sort((a, b) => a.name.localeCompare(b.name));
          const out = {
            ...d,
            tagName: tags.get(d.name),
            members: (d.members ?? []).filter(isPublic).map(retype),
            attributes: (d.attributes ?? []).map(retype),
            events,
            cssProperties,
            cssParts: [...new Map((d.cssParts ?? []).map((p) => [p.name, p])).values()].sort((a, b) => a.name.localeCompare(b.name)),
            description: d.description || d.summary || "",
          };
          for (const key of ["events", "cssProperties", "cssParts", "attributes", "members"]) if (!out[key].length) delete out[key];
          return out;
        })
        // The element first, then its parts by tag.
        .sort((a, b) => (a.tagName === "inkognito-game" ? -1 : b.tagName === "inkognito-game" ? 1 : a.tagName.localeCompare(b.tagName)));
      customElementsManifest.readme = "README.md";
      customElementsManifest.modules = [
        {
          kind: "javascript-module",
          path: ELEMENT_MODULE,
          description: "The element classes, not registered (`import { InkognitoGame } from \"inkognito-game\"`).",
          declarations,
          exports: declarations.map((d) => ({ kind: "js", name: d.name, declaration: { name: d.name, module: ELEMENT_MODULE } })),
        },
        {
          kind: "javascript-module",
          path: REGISTER_MODULE,
          description: "Registers `<inkognito-game>` (and, internally, the parts it renders) under its tag (`import \"inkognito-game/register\"`; the script-tag bundle does the same).",
          declarations: [],
          exports: declarations.map((d) => ({ kind: "custom-element-definition", name: d.tagName, declaration: { name: d.name, module: ELEMENT_MODULE } })),
        },
      ];
    },
  };
}

export default {
  globs: ["src/ui/**/*.ts", "src/games/board/types.ts", "src/games/board/board-types.ts"],
  litelement: true,
  // package.json names the manifest itself (the analyzer would rewrite it for any --outdir).
  packagejson: false,
  plugins: [inkognitoManifest()],
};
