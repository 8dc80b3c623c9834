// What is stored of a secret: password hashes and the hashes of one-time tokens.
export { newOneTimeToken, tokenHash } from './one-time-token';
export { hashPassword, verifyPassword } from './passwords';
