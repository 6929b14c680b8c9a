/** @apiVersionModes all */
import { describeCheckedWrites } from './checkedWrites';

/** Every write operation whose check looks up versioned endpoints, in each API version mode (table: checkedWrites.ts). */
describeCheckedWrites(true);
