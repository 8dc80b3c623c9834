// The figures of the overviews, analytics and financial reports: what the application and the other modules use.
export { scopeFor } from './analytics-scope';
export { windowOf } from './analytics-window';
export { inWindowSql } from './figure-sql';
export { performanceFigures } from './performance-figures';
export { revenueFigures } from './revenue-figures';
export { analyticsRoutes } from './routes';
