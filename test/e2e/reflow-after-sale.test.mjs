/** Reflow at 320 px (reflow.mjs): Manage my booking and check-in. */
import { afterSale, reflowTest } from './reflow.mjs';

reflowTest(afterSale);
