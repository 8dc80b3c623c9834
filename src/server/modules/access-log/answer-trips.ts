// Which patients' trips an answer holds: every object with a patient id (a trip, a list row, a duplicate's match, a
// standing order's trip) and every FHIR Task or ServiceRequest, found by walking the answer as it is sent.

export interface SeenTrip {
  tripId: string | null;
  patientId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrNull = (v: unknown) => (typeof v === 'string' && UUID.test(v) ? v.toLowerCase() : null);
// answers nest a trip at most a few levels down (a bundle's entry's resource, a series' dates' trip)
const MAX_DEPTH = 8;

const fhirPatientOf = (o: Record<string, unknown>): unknown => {
  const ref = (o.resourceType === 'Task' ? o.for : o.subject) as { identifier?: { value?: unknown } } | undefined;
  return ref?.identifier?.value;
};

/** The trips and patients `answer` holds; a trip without its patient's id (a FHIR order's) is kept by its id. */
export function tripsInAnswer(answer: unknown): SeenTrip[] {
  const seen: SeenTrip[] = [];
  const walk = (v: unknown, depth: number) => {
    if (depth > MAX_DEPTH || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const item of v) walk(item, depth + 1);
      return;
    }
    const o = v as Record<string, unknown>;
    if (typeof o.patientId === 'string') seen.push({ tripId: uuidOrNull(o.id) ?? uuidOrNull(o.tripId), patientId: o.patientId });
    else if (o.resourceType === 'Task' || o.resourceType === 'ServiceRequest') {
      const patient = fhirPatientOf(o);
      seen.push({ tripId: uuidOrNull(o.id), patientId: typeof patient === 'string' ? patient : null });
    }
    for (const value of Object.values(o)) if (value !== null && typeof value === 'object') walk(value, depth + 1);
  };
  walk(answer, 0);
  return seen;
}
