export declare function buildWebIfStale(): void;
