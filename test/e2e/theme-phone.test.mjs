/** The hostile-theme check (theme-proof.mjs) at 390 px. */
import { themeProofSuite } from './theme-proof.mjs';

themeProofSuite(390);
