// The access-log feature as the rest of the web app sees it: the healthcare portal's tab shows the same view.
export { AccessLogView } from './components/access-log-view';
