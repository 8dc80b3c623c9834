// The two-factor feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { ResetTwoFactorButton } from './components/reset-two-factor-button';
export { SecondFactorStepLoader as SecondFactorStep } from './components/second-factor-step-loader';
export { TwoFactorButton } from './components/two-factor-button';
