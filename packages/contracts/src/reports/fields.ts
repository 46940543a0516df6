import { z } from 'zod';
import { zText } from '../common';
import { REPORT_FILTERS_MAX } from './constants';
import { ZReportFilter } from './filter';

/* Fields several report schemas share; internal to this folder (not exported by the package). */

export const zOptionalText = (max: number) =>
  zText()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** A grant's or a user's saved filters. */
export const zFilters = z.array(ZReportFilter).max(REPORT_FILTERS_MAX);
