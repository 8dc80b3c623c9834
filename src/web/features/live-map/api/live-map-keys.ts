/** The live map's query: asked again on every `units` and `trips` event (live-query-keys.ts). */
export const liveMapKeys = { all: ['live-map'] as const };
