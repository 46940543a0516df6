import { z } from 'zod';
import { zInt, zJson, zReal, zText } from '../common';

/* Report filters (powerbi-models basic filters). */

/** A report filter (a powerbi-models basic filter); extra provider keys are kept. */
export const ZReportFilter = z
  .object({
    $schema: zText().max(200).optional(),
    target: z.object({ table: zText().min(1).max(200), column: zText().min(1).max(200) }).catchall(zJson()),
    operator: z.enum(['In', 'NotIn', 'All']),
    values: z.array(z.union([zText().max(500), zReal(), z.boolean()])).max(1000),
    filterType: zInt().optional(),
  })
  .catchall(zJson());
export type TReportFilter = z.infer<typeof ZReportFilter>;
