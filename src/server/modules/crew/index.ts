// An agency's crew members and the crew app's calls: what the application registers.
export { crewMemberRoutes } from './crew-member-routes';
export { crewRoutes } from './routes';
export { crewStepRoutes } from './step-routes';
