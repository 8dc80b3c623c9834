// The live map: what the application registers.
export { mapRoutes } from './routes';
