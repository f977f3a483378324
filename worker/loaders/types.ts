import type { Context } from 'hono';
import type { HeadHints } from '../../shared/head';
import type { Audience, LangKey } from '../../shared/languages';
import type { Params, RouteDef } from '../../shared/routes';
import type { SectionComponent } from '../../shared/smb/content';
import type { AppEnv } from '../app-env';

export type LoaderArgs = {
  c: Context<AppEnv>;
  lang: LangKey;
  audience: Audience;
  route: RouteDef;
  params: Params;
  url: URL;
};

export type Head = { title: string; description: string };

/**
 * What a route's loader decides before the first byte (docs/architecture.md "What is decided before the first byte"):
 * the page with its primary data (and secondary data as promises that stream later), a 404, a redirect,
 * or 503 when the content is unavailable and nothing stale can be served (spec-rulings 12).
 */
export type LoaderResult =
  | {
      kind: 'page';
      data?: unknown;
      deferred?: Record<string, Promise<unknown>>;
      /**
       * The CMS section types `deferred` can render: the first response inlines their rules with those
       * of the sections in `data` (decision 0248). Left out, it inlines every section rule.
       */
      deferredSections?: readonly SectionComponent[];
      /**
       * Overrides the translated title/description, e.g. from the page's SEO meta (spec 001 §7), and
       * what the head builder adds (the SEO record, the page's image, structured data; decision 0170).
       */
      head?: HeadHints;
      /** Overrides the route's page module (e.g. one module per CMS page kind). */
      page?: string;
      /**
       * A secondary call failed and the page shows what it could (spec 001 §8, issue 42 §5): the answer
       * is never stored (no-store), so the next request tries again.
       */
      partial?: boolean;
    }
  | { kind: 'not-found' }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'unavailable' };

export type Loader = (args: LoaderArgs) => Promise<LoaderResult>;
