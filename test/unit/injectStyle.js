// Test-server copy of the bundle's style injector (scripts/css.mjs).
const done = new Set();
export default function injectStyle(id, css) {
  if (done.has(id)) return;
  done.add(id);
  const style = document.createElement('style');
  style.setAttribute('data-chw-style', id);
  style.textContent = css;
  document.head.appendChild(style);
}
