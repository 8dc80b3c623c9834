// The answer for a stop order: the requests in pickup order, every stop and leg with its times, and the totals.
import { HANDLING_MINUTES, loadedMilesBetween } from '@/domain/planning/pricing';
import { walk, type Model } from './model';
import type { RouteLeg, RouteLeftOut, RoutePlan, RouteSequenceItem, RouteStop } from './types';

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

export function describeRoute(model: Model, unitId: string, stops: readonly number[], exact: boolean, leftOut: RouteLeftOut[]): RoutePlan {
  const { m, n } = model;
  const res = walk(model, stops, true);
  if (!res.ok) throw new Error(`route breaks the rule "${res.violation}"`);
  const iso = (minutes: number) => new Date(model.startMs + Math.round(minutes * 60000)).toISOString();
  const arrivals = res.arrivals!;
  const waits = res.waits!;
  const sequence: RouteSequenceItem[] = [];
  const stopList: RouteStop[] = [];
  const legs: RouteLeg[] = [];
  const bySequence = new Map<number, RouteSequenceItem>();
  let load = 0;
  let legStart = res.departure;
  for (let k = 0; k < stops.length; k++) {
    const node = stops[k]!;
    const from = k === 0 ? 0 : stops[k - 1]!;
    const pickup = node <= m;
    const i = pickup ? node - 1 : node - 1 - m;
    const request = model.requests[i]!;
    const fromPickup = from >= 1 && from <= m;
    const fromRequest = from === 0 ? undefined : model.requests[fromPickup ? from - 1 : from - 1 - m]!;
    legs.push({
      kind: load === 0 ? 'deadhead' : 'loaded',
      ...(fromRequest ? { fromRequestId: fromRequest.id, fromStop: fromPickup ? ('pickup' as const) : ('dropoff' as const) } : {}),
      toRequestId: request.id,
      toStop: pickup ? 'pickup' : 'dropoff',
      miles: model.miles[from * n + node]!,
      minutes: model.drive[from * n + node]! + (fromPickup ? HANDLING_MINUTES : 0),
      start: iso(legStart),
      arrival: iso(arrivals[k]!),
      waitMinutes: round(waits[k]!, 2),
      revenue: pickup ? 0 : model.revenue[i]!,
      backhaul: res.backhaulLegs![k]!,
    });
    load += pickup ? 1 : -1;
    stopList.push({ requestId: request.id, stop: pickup ? 'pickup' : 'dropoff', arrival: iso(arrivals[k]!), waitMinutes: round(waits[k]!, 2), aboard: load });
    legStart = arrivals[k]! + waits[k]!;
    if (pickup) {
      const item: RouteSequenceItem = {
        requestId: request.id,
        transportLevel: request.transportLevel,
        priority: request.priority,
        pickupArrival: iso(arrivals[k]!),
        pickupTime: iso(arrivals[k]! + waits[k]!),
        dropoffTime: '',
        loadedMiles: loadedMilesBetween(request.pickup, request.dropoff),
        revenue: model.revenue[i]!,
      };
      sequence.push(item);
      bySequence.set(i, item);
    } else bySequence.get(i)!.dropoffTime = iso(arrivals[k]!);
  }
  const empty = stops.length === 0;
  return {
    unitId,
    exact,
    sequence,
    stops: stopList,
    legs,
    totals: {
      revenue: round(res.revenue, 2),
      distance: round(res.deadheadMiles + res.loadedMiles, 1),
      time: round(res.finish - res.departure, 2),
      deadheadMiles: round(res.deadheadMiles, 1),
      loadedMiles: round(res.loadedMiles, 1),
      waitMinutes: round(res.waitMinutes, 2),
      overtimeHours: round(res.overtimeHours, 4),
      backhaulPairs: res.backhaulPairs,
      score: round(res.score, 2),
    },
    departure: empty ? null : iso(res.departure),
    finish: empty ? null : iso(res.finish),
    leftOut,
  };
}
