/** The hostile-theme check (theme-proof.mjs) at 1280 px. */
import { themeProofSuite } from './theme-proof.mjs';

themeProofSuite(1280);
