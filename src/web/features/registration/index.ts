// The registration feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { AddressFields, type AddressFormValues } from './components/address-fields';
export { useHookFormAddress } from './components/hook-form-address';
