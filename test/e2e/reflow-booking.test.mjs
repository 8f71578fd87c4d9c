/** Reflow at 320 px (reflow.mjs): the screens up to the sale, the staff desk and the subscription. */
import { afterSale, reflowTest } from './reflow.mjs';

reflowTest((screen) => !afterSale(screen));
