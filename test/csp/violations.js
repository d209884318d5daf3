// Records every Content-Security-Policy violation of this page (in any shadow root) for the test.
window.cspViolations = [];
document.addEventListener("securitypolicyviolation", (e) => {
  const t = e.composedPath()[0];
  window.cspViolations.push(`${e.violatedDirective} on <${t?.localName ?? "?"} class="${t?.getAttribute?.("class") ?? ""}">: ${e.sourceFile || e.blockedURI}:${e.lineNumber} ${e.sample}`);
}, true);
