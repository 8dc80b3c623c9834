// The units feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { unitCountsOf, useUnitAnalytics } from './api/get-unit-analytics';
export { useUnitPage } from './api/get-units';
export { NO_CACHE_HEADERS, unitKeys } from './api/unit-keys';
export { UnitCountCards } from './components/unit-count-cards';
export { UnitManagement } from './components/unit-management';
export { UnitsTable } from './components/units-table';
