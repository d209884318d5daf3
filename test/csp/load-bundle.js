// Loads the built bundle a page's one script tag loads: the file package.json's exports["./bundle"]
// names, so the test follows the entry whatever it is called.
fetch("/package.json").then((r) => r.json()).then((pkg) => {
  const bundle = pkg.exports["./bundle"];
  const s = document.createElement("script");
  s.type = "module";
  s.src = `/${(typeof bundle === "string" ? bundle : bundle.default ?? bundle.import).replace(/^\.\//, "")}`;
  s.onerror = () => window.cspViolations.push(`bundle failed to load: ${s.src}`);
  document.head.append(s);
});
