import type { BusinessPack } from '../types.ts';

/**
 * The zh_CN translations of the seed content: import each family file of this folder here
 * (see data/l10n/types.ts for the families and the shape of each).
 */
export const PACK: BusinessPack = {};
