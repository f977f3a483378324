/**
 * How hard the security suites push (issue 15 §10): `npm test` runs the fast setting; `npm run
 * test:security -- --long` (SECURITY_LONG=1) runs many more generated cases.
 */
export const SECURITY_LONG = process.env.SECURITY_LONG === '1';
export const FAST_CHECK_RUNS = SECURITY_LONG ? 500 : 25;
