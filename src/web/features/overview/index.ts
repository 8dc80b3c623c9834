// The overview feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { overviewQueryKey, useOverview } from './api/get-overview';
export { OverviewPage } from './pages/overview-page';
