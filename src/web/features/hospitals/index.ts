// The hospitals feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { HOSPITALS_PATH, hospitalsQueryKey } from './api/get-hospitals';
