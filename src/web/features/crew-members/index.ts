// The crew-members feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { CrewMembersTab } from './components/crew-members-tab';
