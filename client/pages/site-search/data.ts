import type { SearchHit } from '../../../shared/search';

export type SearchData = { q: string; hits: SearchHit[]; total: number };
