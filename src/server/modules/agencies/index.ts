// The EMS agencies, as the control center and each agency keep them: what the application registers.
export { agencySettingsRoutes } from './agency-settings-routes';
export { agencyRoutes } from './routes';
