// The analytics feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { usePerformance } from './api/get-performance';
export { useRevenue } from './api/get-revenue';
export { SystemPerformanceBlock } from './components/system-performance-block';
export { WindowSelect } from './components/window-select';
