/** Page numbers to show: first, last, and a window around the current page; `null` marks a gap. */
export function pageList(current: number, total: number, around = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= total; n++) {
    if (n === 1 || n === total || Math.abs(n - current) <= around) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
