// The crew app's IndexedDB (`crewDb`), kept in memory: the simulated browser has no IndexedDB. It does what the queue
// asks of the real one: numbers each record as it is added (`seq`), refuses a second record with the same id, and
// finds a record's key by its id. A test's records outlive a remount, as the phone's outlive a reload.
type Row = { seq: number; id: string };

const tables = new Map<string, Map<number, Row>>();
let lastSeq = 0;

const table = (name: string) => {
  if (!tables.has(name)) tables.set(name, new Map());
  return tables.get(name)!;
};

const database = {
  async getAll(store: string) {
    return [...table(store).values()].map((row) => structuredClone(row));
  },
  async add(store: string, value: Omit<Row, 'seq'>) {
    const rows = table(store);
    if ([...rows.values()].some((row) => row.id === value.id)) throw new DOMException('id already kept', 'ConstraintError');
    const seq = ++lastSeq;
    rows.set(seq, structuredClone({ ...value, seq }));
    return seq;
  },
  transaction(store: string) {
    const rows = table(store);
    return {
      store: {
        index: () => ({ getKey: async (id: string) => [...rows.values()].find((row) => row.id === id)?.seq }),
        delete: async (seq: number) => void rows.delete(seq),
      },
      done: Promise.resolve(),
    };
  },
};

export const crewDb = async () => database;

/** The phone wiped: a new test starts with nothing queued. */
export function forgetCrewDb() {
  tables.clear();
}
