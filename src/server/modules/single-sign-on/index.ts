// Single sign-on with organisations' own OpenID Connect providers: what the application registers.
export { singleSignOnReviewRoutes, singleSignOnRoutes, singleSignOnSettingsRoutes } from './routes';
