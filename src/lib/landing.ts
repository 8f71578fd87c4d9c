import { captureAttribution } from './attribution';

/**
 * What a landing page does once, loaded by main.ts when the page was reached with a query or from
 * another page: keep the visit's campaign attribution (first touch wins).
 */
captureAttribution();
