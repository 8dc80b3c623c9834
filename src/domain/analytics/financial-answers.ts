// What GET /api/tcc/financial/breakdown answers: revenue of the trips completed in a window, broken down one way; the
// rows add up to the total.
import { z } from 'zod';
import { BREAKDOWNS } from './financial';

export const breakdownFiguresSchema = z.object({
  completedTrips: z.number().int(),
  revenue: z.number().describe('Dollars, to the cent'),
  loadedMiles: z.number().describe('Miles, to one decimal'),
});
export type BreakdownFigures = z.output<typeof breakdownFiguresSchema>;

export const breakdownRowSchema = breakdownFiguresSchema.extend({
  key: z.string().nullable().describe("The agency's or facility's id, the level, or the first day of the week or month ('YYYY-MM-DD'); null: none"),
  label: z.string(),
});
export type BreakdownRow = z.output<typeof breakdownRowSchema>;

export const financialBreakdownSchema = z
  .object({
    by: z.enum(BREAKDOWNS),
    from: z.string(),
    to: z.string(),
    timeZone: z.string(),
    rows: z.array(breakdownRowSchema),
    total: breakdownFiguresSchema,
  })
  .meta({ id: 'FinancialBreakdown' });
export type FinancialBreakdown = z.output<typeof financialBreakdownSchema>;
