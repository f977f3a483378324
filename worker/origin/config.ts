import { type Config, getConfig } from '../config';

/**
 * The embedded origin's view of the one configuration (worker/config.ts, decision 0160):
 * PASSWORD_SCRYPT_N, TRIAL_APPROVAL, INTERNAL_SUPPORT_DOMAIN and the console bases live there.
 */
export type OriginConfig = Config;

export const originConfig = (env: object): OriginConfig => getConfig(env);
