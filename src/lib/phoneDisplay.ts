/**
 * An E.164 number as Australians write it: `+61730000000` → `(07) 3000 0000`, `+61412345678` →
 * `0412 345 678`, `+611300123456` → `1300 123 456`; any other number stays in international form.
 */
export function displayPhone(e164: string): string {
  const national = /^\+61(\d{9})$/.exec(e164)?.[1];
  if (!national) return e164;
  const digits = `0${national}`;
  if (/^0[2378]/.test(digits)) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)} ${digits.slice(6)}`;
  if (digits.startsWith('04')) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  return e164;
}
