import { describeCheckedWrites } from './checkedWrites';

/** Every write operation whose check sends nothing that differs by API version (table: checkedWrites.ts). */
describeCheckedWrites(false);
