import type { z } from 'zod';
import type {
  CheckColorReportAnswer,
  CreateSupportAnswer,
  QuerySupportAnswer,
  SupportType,
  UpdateSupportAnswer,
} from '../../../shared/smb/support';
import { callUrl, SmbCallError, smbGet, smbPost } from '../../app/smb';

/** The contact family's /smb-frontend calls (spec 000 §7), all through client/app/smb.ts. */

/** A random key per submission attempt: a repeat stores nothing new (decision 0075). */
export function newRequestKey(): string {
  return crypto.randomUUID();
}

/** JSON create-request (spec 000 §7), same-origin credentials. */
export function createSupportJson(body: unknown, requestKey: string): Promise<CreateSupportAnswer> {
  return smbPost<CreateSupportAnswer>('support.createRequest', body, { query: { requestKey } });
}

/**
 * Multipart create-request with files: XMLHttpRequest, because fetch reports no upload progress.
 * Rejects like smbPost (SmbCallError with status, statusText and the error body).
 */
export function createSupportMultipart(
  form: FormData,
  requestKey: string,
  onProgress: (fraction: number) => void,
): Promise<CreateSupportAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', callUrl('support.createRequest', { requestKey }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as CreateSupportAnswer);
      else reject(new SmbCallError(xhr.status, xhr.statusText, body as SmbCallError['body']));
    };
    xhr.onerror = () => reject(new SmbCallError(0, 'network error', null));
    xhr.send(form);
  });
}

export type EmailFacts = { hasAccount: boolean; sentBefore: boolean };

/**
 * spec 000 §5: "E-mail uniqueness is checked before a support request" — the existing-account and
 * earlier-request checks. They only inform the visitor; a failing check counts as "no".
 */
export async function checkEmails(email: string, supportType: SupportType): Promise<EmailFacts> {
  const [account, support] = await Promise.all([
    smbPost<{ isExisting: boolean }>('support.checkEmail', { email }).catch(() => null),
    smbPost<{ isExisting: boolean }>('support.checkSupportEmail', { email, supportType }).catch(() => null),
  ]);
  return { hasAccount: account?.isExisting === true, sentBefore: support?.isExisting === true };
}

export { visitorCountry } from './location';

export const querySupport = (supportId: string) =>
  smbGet<QuerySupportAnswer>('support.querySupport', { supportId });

/** For the colour-trend report download (built with the colour-trend pages). */
export const checkColorReport = (supportId: string) =>
  smbGet<z.infer<typeof CheckColorReportAnswer>>('support.checkColorReport', { supportId });

/** spec 000 §7 update-support: a state change by GET (same-origin only, decision 0076). */
export const updateSupport = (supportId: string, isSubscribed: boolean) =>
  smbGet<z.infer<typeof UpdateSupportAnswer>>('support.updateSupport', { supportId, isSubscribed });
