import { Engine } from './engine';
import { STAGE_GLOBAL } from './protocol';
import { Session } from './session';

/**
 * The stage bundle (docs/tryon.md "Loading"): everything an open try-on needs on the main thread — the
 * session, the engine's client, the effects and the analyses. The shell (sdk.js) loads it when a
 * try-on opens, so pages that load the module by themselves carry only the shell.
 */
export type Stage = { Engine: typeof Engine; Session: typeof Session };

(window as unknown as Record<string, Stage>)[STAGE_GLOBAL] = { Engine, Session };
