/**
 * What a person sees, measured instead of compared pixel by pixel (fonts differ per engine): the
 * form fields that sit in one row share their top and their height, and nothing scrolls sideways.
 * Each check runs in the page (any engine's driver evaluates it) and returns problems as strings.
 */

/**
 * The text inputs and selects on screen that sit beside each other but not level: two fields
 * whose boxes overlap vertically by more than half the smaller one are in a row, and must share
 * their top and their height (to half a pixel). [] when every row lines up.
 * @returns {string[]}
 */
export function misalignedFields() {
  const FIELDS =
    'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="number"], input[type="search"], input[type="password"], select';
  const describe = (/** @type {HTMLElement} */ el, /** @type {DOMRect} */ box) => {
    const input = /** @type {HTMLInputElement} */ (el);
    const name = (input.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? '').trim();
    return `${el.tagName.toLowerCase()} "${name}" at y ${Math.round(box.top * 10) / 10} / ${Math.round(box.height * 10) / 10} px`;
  };
  const fields = [...document.querySelectorAll(FIELDS)]
    .map((el) => ({ el: /** @type {HTMLElement} */ (el), box: el.getBoundingClientRect() }))
    .filter(({ el, box }) => box.width > 8 && box.height > 8 && getComputedStyle(el).visibility !== 'hidden')
    // Only our own fields: the Stripe double's card form and the host page's are not ours to align.
    .filter(({ el }) => el.closest('[data-chw-island], .chw-portal'));
  const problems = [];
  for (let i = 0; i < fields.length; i += 1) {
    for (let j = i + 1; j < fields.length; j += 1) {
      const a = fields[i].box;
      const b = fields[j].box;
      const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      const sideBySide = a.right <= b.left + 1 || b.right <= a.left + 1;
      if (!sideBySide || overlap <= Math.min(a.height, b.height) / 2) continue;
      if (Math.abs(a.top - b.top) > 0.5 || Math.abs(a.height - b.height) > 0.5)
        problems.push(`${describe(fields[i].el, a)} beside ${describe(fields[j].el, b)}`);
    }
  }
  return problems;
}

/**
 * How far the page scrolls sideways (0 when it does not).
 * @returns {number}
 */
export function horizontalOverflow() {
  return Math.max(0, document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * A select that still draws the engine's own control (grey, its own height), or whose background
 * is not the text inputs' one: one string per such select.
 * @returns {string[]}
 */
export function nativeLookingSelects() {
  const input = document.querySelector('[data-chw-island] .chw-input');
  const inputBackground = input ? getComputedStyle(input).backgroundColor : '';
  return [...document.querySelectorAll('[data-chw-island] select, .chw-portal select')]
    .filter((select) => {
      const style = getComputedStyle(select);
      return style.appearance !== 'none' || (inputBackground !== '' && style.backgroundColor !== inputBackground);
    })
    .map((select) => `select "${/** @type {HTMLSelectElement} */ (select).labels?.[0]?.textContent ?? ''}"`);
}
