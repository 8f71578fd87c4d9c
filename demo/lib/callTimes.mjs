// @ts-check
/**
 * The request-a-call form's "Best time to call" options. They are the spec's words, so they live
 * in the form's catalogue, src/messages/enquiry.ts (`enquiryCallTimes`), and are also the wire
 * values of `call_time`: this server reads them from that file (as attribution.mjs reads its caps)
 * and accepts exactly what the form offers. Throws at start-up when the list is not found there.
 */
import { readFileSync } from 'node:fs';

function catalogueCallTimes() {
  const source = readFileSync(new URL('../../src/messages/enquiry.ts', import.meta.url), 'utf8');
  const list = /^\s*enquiryCallTimes: \[$([^\]]*)^\s*\],$/m.exec(source)?.[1] ?? '';
  const times = [...list.matchAll(/^\s*'([^'\n]+)',$/gm)].map((match) => match[1]);
  if (!times.length) throw new Error("src/messages/enquiry.ts: expected an enquiryCallTimes list of 'text', lines");
  return times;
}

export const CALL_TIMES = catalogueCallTimes();
