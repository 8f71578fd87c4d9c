/**
 * The hostile-theme check (theme-proof.mjs) on the branch pages at 1280 px: the search island
 * with a location; the same island is checked at 390 px on / in theme-phone.test.mjs.
 */
import { themeProofSuite } from './theme-proof.mjs';

themeProofSuite(1280, { locations: true });
