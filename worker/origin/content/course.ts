import {
  ListCoursesQuery,
  ListSessionsByCourseQuery,
  ListSessionsQuery,
  QuerySessionQuery,
  QuerySpeakerQuery,
} from '../../../shared/smb/course';
import { courseAsOf } from './as-of';
import { type ContentContext, jsonText, notFound, parseQuery } from './respond';

/** The course calls of spec 001 §7 over courses / sessions / speakers (migration 0040). */

/**
 * GET `course.listCourses`?type[&languageType][&courseKey] — a list: empty is still 200. A course ends
 * with its last session; past that it answers as an archive (decision 0282, as-of.ts).
 */
export async function listCourses(c: ContentContext): Promise<Response> {
  const q = parseQuery(c, ListCoursesQuery);
  if (!q.ok) return q.response;
  const { type, languageType, courseKey } = q.data;
  const { results } = await c.env.DB.prepare(
    `SELECT c.body, (SELECT MAX(json_extract(s.body, '$.sessionEndDate')) FROM sessions s
       WHERE s.course_id = c.id) AS ends_at
     FROM courses c WHERE c.type = ?1 AND (?2 IS NULL OR c.language_type = ?2)
     AND (?3 IS NULL OR c.course_key = ?3) ORDER BY c.id`,
  )
    .bind(type, languageType ?? null, courseKey ?? null)
    .all<{ body: string; ends_at: string | null }>();
  const list = results.map((r) => courseAsOf(r.body, r.ends_at));
  return jsonText(c, `{"data":[${list.join(',')}]}`);
}

/**
 * Sessions matching a condition, each with its speakers in their stored order. Two queries with the
 * same condition (no per-session round trips, no bound-parameter limits).
 */
async function loadSessions(c: ContentContext, where: string, binds: unknown[]): Promise<string[]> {
  const db = c.env.DB;
  const [sessions, speakers] = await db.batch([
    db
      .prepare(`SELECT s.id, s.body FROM sessions s WHERE ${where} ORDER BY s.start_date, s.id`)
      .bind(...binds),
    db
      .prepare(
        `SELECT ss.session_id, sp.body FROM session_speakers ss JOIN speakers sp ON sp.id = ss.speaker_id
         WHERE ss.session_id IN (SELECT s.id FROM sessions s WHERE ${where}) ORDER BY ss.position`,
      )
      .bind(...binds),
  ]);
  const bySession = new Map<number, string[]>();
  for (const r of (speakers?.results ?? []) as { session_id: number; body: string }[]) {
    const list = bySession.get(r.session_id) ?? [];
    list.push(`{"speaker":${r.body}}`);
    bySession.set(r.session_id, list);
  }
  return ((sessions?.results ?? []) as { id: number; body: string }[]).map(
    // body is a JSON object without sessionSpeakers: close it with them.
    (r) => `${r.body.slice(0, -1)},"sessionSpeakers":[${(bySession.get(r.id) ?? []).join(',')}]}`,
  );
}

/** GET `course.listSessions`?type[&languageType][&courseId] — every session of the matching courses. */
export async function listSessions(c: ContentContext): Promise<Response> {
  const q = parseQuery(c, ListSessionsQuery);
  if (!q.ok) return q.response;
  const list = await loadSessions(
    c,
    `s.course_id IN (SELECT id FROM courses WHERE type = ?1 AND (?2 IS NULL OR language_type = ?2)
       AND (?3 IS NULL OR id = ?3))`,
    [q.data.type, q.data.languageType ?? null, q.data.courseId ?? null],
  );
  return jsonText(c, `{"data":[${list.join(',')}]}`);
}

/** GET `course.listSessionsByCourseId`?courseId — 404 when the course does not exist. */
export async function listSessionsByCourseId(c: ContentContext): Promise<Response> {
  const q = parseQuery(c, ListSessionsByCourseQuery);
  if (!q.ok) return q.response;
  const course = await c.env.DB.prepare('SELECT id FROM courses WHERE id = ?').bind(q.data.courseId).first();
  if (!course) return notFound(c);
  const list = await loadSessions(c, 's.course_id = ?1', [q.data.courseId]);
  return jsonText(c, `{"data":[${list.join(',')}]}`);
}

/** GET `course.querySession`?sessionId */
export async function querySession(c: ContentContext): Promise<Response> {
  const q = parseQuery(c, QuerySessionQuery);
  if (!q.ok) return q.response;
  const [session] = await loadSessions(c, 's.id = ?1', [q.data.sessionId]);
  return session ? jsonText(c, `{"data":${session}}`) : notFound(c);
}

/** GET `course.querySpeaker`?speakerId */
export async function querySpeaker(c: ContentContext): Promise<Response> {
  const q = parseQuery(c, QuerySpeakerQuery);
  if (!q.ok) return q.response;
  const row = await c.env.DB.prepare('SELECT body FROM speakers WHERE id = ?')
    .bind(q.data.speakerId)
    .first<{ body: string }>();
  return row ? jsonText(c, `{"data":${row.body}}`) : notFound(c);
}
