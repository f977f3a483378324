import { Hono } from 'hono';
import { errorBody } from '../../../shared/smb/error-messages';
import type { SmbFamilyKey } from '../../../shared/smb/paths';
import { errorFields, log } from '../../log';
import { type CallHandlers, routeCalls } from '../respond';
import { listCourses, listSessions, listSessionsByCourseId, querySession, querySpeaker } from './course';
import { type ContentEnv, retryTransient } from './respond';
import { queryMeta, queryMetaByPath } from './seo';
import {
  listContentByLanguage,
  queryContentByFormId,
  queryContentById,
  queryContentByLanguage,
  queryContentByVuid,
} from './strapi';

/**
 * The content side of the embedded origin (spec 001 §7: strapi, seo, course calls). Mounted by
 * worker/origin/app.ts; paths arrive without the /smb-frontend prefix.
 */
export const contentRoutes = new Hono<ContentEnv>();

/** The calls answered here, by key (shared/smb/paths.ts gives each its method and path). */
export type ContentCallKey = SmbFamilyKey<'strapi' | 'seo' | 'course'>;

const CONTENT_HANDLERS = {
  'strapi.queryContentByVuid': retryTransient(queryContentByVuid),
  'strapi.queryContentById': retryTransient(queryContentById),
  'strapi.queryContentByLanguage': retryTransient(queryContentByLanguage),
  'strapi.queryContentByFormId': retryTransient(queryContentByFormId),
  'strapi.listContentByLanguage': retryTransient(listContentByLanguage),
  'seo.queryMeta': retryTransient(queryMeta),
  'seo.queryMetaByPath': retryTransient(queryMetaByPath),
  'course.listCourses': retryTransient(listCourses),
  'course.listSessions': retryTransient(listSessions),
  'course.listSessionsByCourseId': retryTransient(listSessionsByCourseId),
  'course.querySession': retryTransient(querySession),
  'course.querySpeaker': retryTransient(querySpeaker),
} satisfies CallHandlers<ContentCallKey, ContentEnv>;

routeCalls(contentRoutes, CONTENT_HANDLERS);

/** A failure of the store (not of the input) — logged, answered as JSON; the proxy may serve stale. */
contentRoutes.onError((err, c) => {
  log('error', 'content_origin_error', errorFields(err));
  return c.json(errorBody(503, 'unavailable'), 503);
});
contentRoutes.notFound((c) => c.json(errorBody(404, 'not_found'), 404));
