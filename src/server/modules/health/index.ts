// The health check: what the application registers.
export { healthRoutes } from './routes';
