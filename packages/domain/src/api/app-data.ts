import { z } from 'zod';
import { dictionaryEntrySchema } from './reference.schema';

/** The upper-date sentinel of spec 000 §9: an open-ended date range ends in the year 2888. */
export const UPPER_DATE_SENTINEL = '2888-12-31';

/** GET /api/getData: what every screen needs at start, in one call. */
export const appDataSchema = z.object({
  serverTime: z.number().int(),
  upperDateSentinel: z.string(),
  hotCities: z.array(z.object({ code: z.string(), name: z.string() })),
  dictionaries: z.array(dictionaryEntrySchema),
});
export type AppData = z.infer<typeof appDataSchema>;
