// `react-dom` as react-dom/client reads it in the standalone bundle (scripts/build/standaloneBuild.ts,
// decisions 0041, 0211): react-dom/client takes only the shared internals from it, and the pop-up calls
// none of react-dom's own functions (createPortal, flushSync, preload…: about 0.5 KB brotli of the
// 64 KB cap). The internals as react-dom 19 defines them (cjs/react-dom.production.js `Internals`):
// react-dom/client puts its own dispatcher in `d` as it starts and calls this one on only for a
// resource hint or form reset of react-dom's API, which the pop-up never calls. CommonJS, as
// react-dom/client requires it (no ES module interop in the bundle). reactDomInternals.test.ts holds
// its shape to react-dom's.
const noop = () => {};

exports.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = {
  d: { f: noop, r: noop, D: noop, C: noop, L: noop, m: noop, X: noop, S: noop, M: noop },
  p: 0,
  findDOMNode: null,
};
