import type { ComponentType } from 'react';
import type { Params } from '../../shared/routes';

export type PageProps<D = unknown> = {
  data: D;
  params: Params;
  deferred: Record<string, PromiseLike<unknown>>;
};

export type PageModule = { default: ComponentType<PageProps<never>> };
