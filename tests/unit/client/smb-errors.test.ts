import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmbCallError, smbGet, smbPost } from '../../../client/app/smb';
import { ERROR_MESSAGES, errorBody } from '../../../shared/smb/error-messages';

/**
 * The browser's call helper rejects a non-OK answer with status, statusText and the body's message
 * (spec 000 §7/§8). The network is the outside edge: fetch answers what an upstream could.
 */

afterEach(() => vi.unstubAllGlobals());

function answerWith(res: Response): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => res),
  );
}

async function rejection(p: Promise<unknown>): Promise<SmbCallError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmbCallError);
  return err as SmbCallError;
}

describe('smb call rejections', () => {
  it('a JSON error body: status, statusText and its message', async () => {
    answerWith(
      new Response(JSON.stringify({ error: 'invalid_code', message: 'That link was used.' }), {
        status: 400,
        statusText: 'Bad Request',
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const err = await rejection(
      smbPost('account.checkPasswordCodeExpire', { code: 'abcdefgh', passwordType: 'RESET' }),
    );
    expect([err.status, err.statusText, err.message]).toEqual([400, 'Bad Request', 'That link was used.']);
    expect(err.body?.error).toBe('invalid_code');
  });

  it('over HTTP/2 (no reason phrase) the statusText comes from the error body', async () => {
    answerWith(
      new Response(JSON.stringify(errorBody(400, 'code_expired')), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const err = await rejection(
      smbPost('account.checkPasswordCodeExpire', { code: 'abcdefgh', passwordType: 'RESET' }),
    );
    expect([err.status, err.statusText, err.message]).toEqual([
      400,
      'Bad Request',
      ERROR_MESSAGES.code_expired,
    ]);
  });

  it('a plain-text error body reaches the rejection as its message', async () => {
    answerWith(
      new Response('  upstream is restarting  ', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'Content-Type': 'text/plain' },
      }),
    );
    const err = await rejection(smbGet('auth.auth'));
    expect([err.status, err.statusText, err.message]).toEqual([502, 'Bad Gateway', 'upstream is restarting']);
    expect(err.body).toEqual({ message: 'upstream is restarting' });
  });

  it('an empty non-JSON body falls back to the status line', async () => {
    answerWith(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    const err = await rejection(smbGet('auth.auth'));
    expect(err.message).toBe('503 Service Unavailable');
    expect(err.body).toBeNull();
  });
});
