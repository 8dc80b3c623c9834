// Transport orders over FHIR R4: what the application registers.
export { fhirRoutes } from './routes';
