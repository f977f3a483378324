import type { Config } from './config';

export type AppEnv = {
  Bindings: Env;
  Variables: {
    nonce: string;
    config: Config;
  };
};
