// Cordeau's DARP instance format. Line 1: `K n T Q L` (vehicles, requests, max route duration, capacity, max ride
// time); then 2n + 2 lines `id x y service load earliest latest`: node 0 the start depot, 1..n the pickups, n + i the
// drop-off of i, 2n + 1 the end depot. Some copies separate fields by tabs and give 2n in the header's second field;
// both forms are read. Travel time = cost = Euclidean distance.
import type { DarpProblem } from './model';

export interface CordeauNode {
  id: number;
  x: number;
  y: number;
  service: number;
  load: number;
  earliest: number;
  latest: number;
}

export interface CordeauInstance {
  vehicles: number;
  requests: number;
  maxRouteDuration: number;
  capacity: number;
  maxRideTime: number;
  /** nodes 0..2n+1 in id order */
  nodes: CordeauNode[];
}

export class CordeauFormatError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'CordeauFormatError';
  }
}

function numbers(text: string, line: number, wanted: number, what: string): number[] {
  const fields = text.trim().split(/[\s,;]+/);
  if (fields.length < wanted) throw new CordeauFormatError(line, `expected ${wanted} fields (${what}), found ${fields.length}`);
  return fields.slice(0, wanted).map((field) => {
    const value = Number(field);
    if (!Number.isFinite(value)) throw new CordeauFormatError(line, `"${field}" is not a number`);
    return value;
  });
}

export function parseCordeau(text: string): CordeauInstance {
  const lines = text.split(/\r?\n/).map((content, index) => ({ content, line: index + 1 })).filter((l) => l.content.trim() !== '');
  const header = lines[0];
  if (!header) throw new CordeauFormatError(1, 'the file is empty');
  const [vehicles, second, maxRouteDuration, capacity, maxRideTime] = numbers(header.content, header.line, 5, 'K n T Q L') as [
    number,
    number,
    number,
    number,
    number,
  ];
  const nodeLines = lines.slice(1);
  // the header's second field holds n, or 2n in the re-formatted copies: the count of node lines tells which
  let requests: number;
  if (nodeLines.length === 2 * second + 2) requests = second;
  else if (second % 2 === 0 && nodeLines.length === second + 2) requests = second / 2;
  else {
    const last = nodeLines.at(-1)?.line ?? header.line;
    throw new CordeauFormatError(last, `the header announces ${second} requests but the file has ${nodeLines.length} node lines`);
  }
  if (!Number.isInteger(vehicles) || vehicles < 1) throw new CordeauFormatError(header.line, 'the number of vehicles must be a positive integer');
  if (requests < 1 || !Number.isInteger(requests)) throw new CordeauFormatError(header.line, 'the number of requests must be a positive integer');
  if (capacity <= 0 || maxRouteDuration <= 0 || maxRideTime <= 0) {
    throw new CordeauFormatError(header.line, 'route duration, capacity and ride time must be positive');
  }
  const nodes = nodeLines.map(({ content, line }, index) => {
    const [id, x, y, service, load, earliest, latest] = numbers(content, line, 7, 'id x y service load earliest latest') as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    if (id !== index) throw new CordeauFormatError(line, `expected node ${index}, found ${id}`);
    if (earliest > latest) throw new CordeauFormatError(line, `the time window [${earliest}, ${latest}] is empty`);
    if (service < 0) throw new CordeauFormatError(line, 'the service duration is negative');
    if (index >= 1 && index <= requests && load <= 0) throw new CordeauFormatError(line, 'a pickup must have a positive load');
    if (index > requests && index <= 2 * requests) {
      const pickupLoad = nodeLines[index - requests] ? Number(nodeLines[index - requests]!.content.trim().split(/[\s,;]+/)[4]) : NaN;
      if (load !== -pickupLoad) throw new CordeauFormatError(line, `drop-off ${index} must carry the negative of pickup ${index - requests}'s load`);
    }
    return { id, x, y, service, load, earliest, latest };
  });
  return { vehicles, requests, maxRouteDuration, capacity, maxRideTime, nodes };
}

/**
 * The instance as a dial-a-ride problem: node index = Cordeau id, every vehicle from node 0 to node 2n + 1. The
 * vehicles are alike and a plan uses at most one per request, so no more than n of them are planned for (a header
 * may announce any number).
 */
export function cordeauProblem(instance: CordeauInstance): DarpProblem {
  const { nodes, requests: n } = instance;
  const size = nodes.length;
  // each distance is worked out once for both directions: on a large instance the table is much of the time limit
  const table = new Float64Array(size * size);
  for (let a = 0; a < size; a++) {
    for (let b = a + 1; b < size; b++) table[a * size + b] = table[b * size + a] = Math.hypot(nodes[a]!.x - nodes[b]!.x, nodes[a]!.y - nodes[b]!.y);
  }
  const distance = (a: number, b: number) => table[a * size + b]!;
  return {
    nodes: nodes.map(({ service, load, earliest, latest }) => ({ service, load, earliest, latest })),
    requests: Array.from({ length: n }, (_, i) => ({ pickup: i + 1, dropoff: n + i + 1, maxRide: instance.maxRideTime })),
    vehicles: Array.from({ length: Math.min(instance.vehicles, n) }, () => ({
      start: 0,
      end: 2 * n + 1,
      capacity: instance.capacity,
      maxDuration: instance.maxRouteDuration,
    })),
    travel: distance,
    travelTable: table,
  };
}
