// The standing-orders feature as the rest of the web app sees it.
export { StandingOrdersTab } from './components/standing-orders-tab';
