// The route-optimization feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { BackhaulPairCard } from './components/backhaul-pair-card';
export { RoutePlanner } from './components/route-planner';
