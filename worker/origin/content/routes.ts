import { Hono } from 'hono';
import { errorFields, log } from '../../log';
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

contentRoutes.get('/strapi/query-content-by-vuid.action', retryTransient(queryContentByVuid));
contentRoutes.get('/strapi/query-content-by-id.action', retryTransient(queryContentById));
contentRoutes.get('/strapi/query-content-by-language.action', retryTransient(queryContentByLanguage));
contentRoutes.get('/strapi/query-content-by-form-id.action', retryTransient(queryContentByFormId));
contentRoutes.get('/strapi/list-content-by-language.action', retryTransient(listContentByLanguage));

contentRoutes.get('/seo/query-meta.action', retryTransient(queryMeta));
contentRoutes.get('/seo/query-meta-by-path.action', retryTransient(queryMetaByPath));

contentRoutes.get('/course/list-courses.action', retryTransient(listCourses));
contentRoutes.get('/course/list-sessions.action', retryTransient(listSessions));
contentRoutes.get('/course/list-sessions-by-course-id.action', retryTransient(listSessionsByCourseId));
contentRoutes.get('/course/query-session.action', retryTransient(querySession));
contentRoutes.get('/course/query-speaker.action', retryTransient(querySpeaker));

/** A failure of the store (not of the input) — logged, answered as JSON; the proxy may serve stale. */
contentRoutes.onError((err, c) => {
  log('error', 'content_origin_error', errorFields(err));
  return c.json({ error: 'unavailable' }, 503);
});
contentRoutes.notFound((c) => c.json({ error: 'not_found' }, 404));
