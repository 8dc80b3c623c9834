// GET /health: what load balancers and operators read.
import { z } from 'zod';

export const healthUpSchema = z.object({ success: z.literal(true), status: z.literal('ok'), database: z.literal('up') }).meta({ id: 'HealthUp' });

export const healthDownSchema = z
  .object({
    success: z.literal(false),
    error: z.string(),
    status: z.enum(['starting', 'unavailable']),
    database: z.literal('down').optional().describe('Present when the database stopped answering'),
  })
  .meta({ id: 'HealthDown' });
