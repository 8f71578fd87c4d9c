const pad = (n: number) => String(n).padStart(2, '0');

/** `bookings_export_20261121-153000.csv` for the local time `now`. */
export function exportFileName(now: Date = new Date()): string {
  const date = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `bookings_export_${date}-${time}.csv`;
}
