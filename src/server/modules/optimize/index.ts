// Route optimization and dispatch plans: the planner's threads and the routes.
export { createPlanner, type Planner } from './planner-pool';
export { optimizeRoutes } from './routes';
