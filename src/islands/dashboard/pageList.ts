/**
 * Page numbers to show: first, last, and a window around the current page;
 * `null` marks a gap (a gap of one page shows that page instead).
 */
export function pageList(current: number, total: number, around = 2): (number | null)[] {
  const shown = (n: number) => n === 1 || n === total || Math.abs(n - current) <= around;
  const pages: (number | null)[] = [];
  for (let n = 1; n <= total; n++) {
    if (shown(n) || (shown(n - 1) && shown(n + 1) && n + 1 <= total)) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
