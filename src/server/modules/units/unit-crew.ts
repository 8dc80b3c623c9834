import { sql } from 'drizzle-orm';
import type { Certification } from '@/domain/crew/crew-members';

export interface CrewOnUnit {
  id: string;
  name: string;
  certification: Certification | null;
}

/** Who is signed on to the unit now (open shifts), earliest first: one JSON array read with the unit (correlated, so by table name). */
export const crewOnUnit = sql<CrewOnUnit[]>`(select coalesce(json_agg(json_build_object('id', cu.id, 'name', cu.name,
    'certification', cu.certification) order by cs.started_at, cu.id), '[]')
  from crew_shifts as cs join users as cu on cu.id = cs.user_id
  where cs.unit_id = units.id and cs.ended_at is null)`;
