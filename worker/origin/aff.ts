import { type Affiliation, QueryActiveAffQuery } from '../../shared/smb/aff';
import type { FunctionType, SolutionType } from '../../shared/smb/common';
import { now } from './clock';
import { fail, type OriginContext, parseQuery } from './respond';

/** GET `aff.queryActiveAff` and the affiliation rules used by trial creation (spec 000 §3, §9). */

type AffRow = {
  id: number;
  affiliation_code: string;
  affiliation_name: string;
  function_type: string;
  solution_type: string;
  affiliation_type: string;
  extension_days: number | null;
  fixed_end_date: string | null;
  affiliation_end_time: string | null;
  is_bypass_approval: number;
  is_published: number;
  only_new_user: number;
  created_time: string;
  last_modified: string;
};

export function toAffiliation(r: AffRow, at = now()): Affiliation {
  return {
    id: r.id,
    createdTime: r.created_time,
    lastModified: r.last_modified,
    affiliationName: r.affiliation_name,
    functionType: r.function_type as FunctionType,
    solutionType: r.solution_type as SolutionType,
    affiliationCode: r.affiliation_code,
    affiliationEndTime: r.affiliation_end_time,
    affiliationType: 'TRIAL_EXTENSION',
    extensionDays: r.extension_days,
    fixedEndDate: r.fixed_end_date,
    isBypassApproval: r.is_bypass_approval === 1,
    isPublished: r.is_published === 1,
    // Overdue: the code can no longer be redeemed.
    overdue: r.affiliation_end_time !== null && Date.parse(r.affiliation_end_time) <= at.getTime(),
    onlyNewUser: r.only_new_user === 1,
  };
}

/** A published, not overdue affiliation by code (optionally for one solution), else null. */
export async function activeAffiliation(
  db: D1Database,
  code: string,
  filter: { functionType?: FunctionType; solutionType?: SolutionType } = {},
): Promise<Affiliation | null> {
  const row = await db
    .prepare('SELECT * FROM affiliations WHERE affiliation_code = ?')
    .bind(code)
    .first<AffRow>();
  if (!row) return null;
  const aff = toAffiliation(row);
  if (!aff.isPublished || aff.overdue) return null;
  if (filter.functionType && aff.functionType !== filter.functionType) return null;
  if (filter.solutionType && aff.solutionType !== filter.solutionType) return null;
  return aff;
}

/** Unknown, unpublished, ended or other-solution codes are all 404 (the page ignores the failure). */
export async function queryActiveAff(c: OriginContext): Promise<Response> {
  const input = parseQuery(c, QueryActiveAffQuery);
  if (!input.ok) return input.response;
  const { affiliate, functionType, solutionType } = input.data;
  const aff = await activeAffiliation(c.env.DB, affiliate, { functionType, solutionType });
  if (!aff) return fail(c, 404, 'not_found', 'no active affiliation with this code');
  return c.json(aff);
}
