// The dropdown-options feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { DropdownOptionsManager } from './components/dropdown-options-manager';
