import type { EdgeFacts } from '../client/app/ssr-data';
import type { Config } from './config';

export type AppEnv = {
  Bindings: Env;
  Variables: {
    nonce: string;
    config: Config;
    /** Set by the edge middleware (worker/middleware); DEFAULT_EDGE_FACTS until then. */
    edge?: EdgeFacts;
  };
};
