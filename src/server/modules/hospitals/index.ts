// The healthcare facilities, as the control center and each facility keep them: what the application and the other modules use.
export { hospitalSettingsRoutes } from './hospital-settings-routes';
export { preferredAgenciesOf } from './preferred-agencies';
export { hospitalRoutes } from './routes';
