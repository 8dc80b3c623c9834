// The form option lists: their routes and the values a form offers.
export { optionValuesForForm } from './option-lists';
export { dropdownOptionRoutes } from './routes';
