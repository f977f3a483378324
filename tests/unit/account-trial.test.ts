import { describe, expect, it } from 'vitest';
import { parseIncoming, webReadyDelay } from '../../client/components/account/app-bridge';
import { affiliationEffect, applyAffiliation, knownAffiliation } from '../../shared/account/affiliate';
import { freeTrialParams, freeTrialQuery, trialLengthDays } from '../../shared/account/trial';
import { addonsMax, affiliationTrialDays, trialEnd } from '../../shared/smb/subscription';

describe('trial length (spec 000 §9)', () => {
  it('30 days by default, 14 for SKIN_ANALYSIS and AESTHETIC_SIMULATION', () => {
    expect(trialLengthDays('MAKEUP')).toBe(30);
    expect(trialLengthDays('EYEWEAR')).toBe(30);
    expect(trialLengthDays('SKIN_ANALYSIS')).toBe(14);
    expect(trialLengthDays('AESTHETIC_SIMULATION')).toBe(14);
  });
  it('the affiliation-days value overrides it per solution type', () => {
    expect(trialLengthDays('SKIN_ANALYSIS', { SKIN_ANALYSIS: 60 })).toBe(60);
    expect(trialLengthDays('MAKEUP', { SKIN_ANALYSIS: 60 })).toBe(30);
  });
  it('an affiliation shows extensionDays, otherwise the days until fixedEndDate', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(affiliationTrialDays({ extensionDays: 30, fixedEndDate: null }, now)).toBe(30);
    expect(affiliationTrialDays({ extensionDays: null, fixedEndDate: '2026-01-11T00:00:00Z' }, now)).toBe(10);
    const end = trialEnd('SKIN_ANALYSIS', now, { extensionDays: 60, fixedEndDate: '2026-02-01T00:00:00Z' });
    expect(end.toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });
});

describe('free-trial solution type (spec 000 §5, spec-rulings 8)', () => {
  it('MAKEUP for function type MAKEUP or EYEWEAR, otherwise SKIN_ANALYSIS', () => {
    expect(freeTrialParams({ functionType: 'MAKEUP' }).solutionType).toBe('MAKEUP');
    expect(freeTrialParams({ functionType: 'EYEWEAR' }).solutionType).toBe('MAKEUP');
    expect(freeTrialParams({ functionType: 'SKINCARE_PRO' }).solutionType).toBe('SKIN_ANALYSIS');
    expect(freeTrialParams({})).toEqual({ functionType: 'SKINCARE_PRO', solutionType: 'SKIN_ANALYSIS' });
  });
  it('a valid solutionType query value wins; an invalid one is ignored', () => {
    expect(freeTrialParams({ functionType: 'MAKEUP', solutionType: 'EYEWEAR' }).solutionType).toBe('EYEWEAR');
    expect(freeTrialParams({ solutionType: 'AESTHETIC_SIMULATION' })).toEqual({
      functionType: 'SKINCARE_PRO',
      solutionType: 'AESTHETIC_SIMULATION',
    });
    expect(freeTrialParams({ functionType: 'MAKEUP', solutionType: 'HAIR' }).solutionType).toBe('MAKEUP');
    expect(freeTrialParams({ functionType: 'NOPE' }).solutionType).toBe('SKIN_ANALYSIS');
  });
});

describe('free-trial landing by product group (spec 000 §5)', () => {
  it.each(['skincare', 'live', 'something-new'])('%s → functionType SKINCARE_PRO (the default)', (g) => {
    expect(freeTrialQuery(g)).toEqual({ functionType: 'SKINCARE_PRO' });
  });
  it.each(['face-analyzer', 'face-reshape', 'skin-emulation'])('%s → AESTHETIC_SIMULATION', (g) => {
    expect(freeTrialQuery(g)).toEqual({ functionType: 'SKINCARE_PRO', solutionType: 'AESTHETIC_SIMULATION' });
  });
  it.each([
    'virtual-makeup',
    'shade-finder',
    'facial-recognition',
    'advisor',
    'accessories',
    'tutorial',
    'background-changer',
  ])('%s → the plain free-trial', (g) => {
    expect(freeTrialQuery(g)).toEqual({});
  });
  it.each(['eyewear', 'beard-dye', 'ring', 'bracelet', 'watch', 'earring', 'necklace'])(
    '%s → EYEWEAR',
    (g) => {
      expect(freeTrialQuery(g)).toEqual({ functionType: 'EYEWEAR' });
    },
  );
});

describe('sign-up limits (spec 000 §9)', () => {
  it('add-on maximum: 20 minus the licenses for SKINCARE_PRO, 6 otherwise', () => {
    expect(addonsMax('SKINCARE_PRO', 3)).toBe(17);
    expect(addonsMax('SKINCARE_PRO', 20)).toBe(0);
    expect(addonsMax('MAKEUP', 3)).toBe(6);
  });
});

describe('in-app bridge messages (spec 000 §2, §5)', () => {
  it('accepts a token message, as an object or JSON text', () => {
    const token = 'A'.repeat(43);
    expect(parseIncoming({ type: 'token', token })).toEqual({ type: 'token', token });
    expect(parseIncoming(JSON.stringify({ type: 'token', token }))).toEqual({ type: 'token', token });
  });
  it('a token message without a token → the "no token" display', () => {
    expect(parseIncoming({ type: 'token' })).toEqual({ type: 'token', token: null });
    expect(parseIncoming({ type: 'token', token: '' })).toEqual({ type: 'token', token: null });
  });
  it('webReady goes 1.5 s after the page load began, not 1.5 s after the client started (spec 000 §2)', () => {
    // The client starts 0.9 s after navigation: 0.6 s left.
    expect(webReadyDelay(900)).toBe(600);
    // It started 2.4 s after navigation (a busy phone): at once, not at 3.9 s.
    expect(webReadyDelay(2400)).toBe(0);
    expect(webReadyDelay(0)).toBe(1500);
  });
  it('drops anything else', () => {
    expect(parseIncoming({ type: 'other' })).toBeNull();
    expect(parseIncoming({ type: 'token', token: 'short' })).toBeNull();
    expect(parseIncoming({ type: 'token', token: '<script>'.repeat(3) })).toBeNull();
    expect(parseIncoming('not json')).toBeNull();
    expect(parseIncoming([1])).toBeNull();
  });
});

describe('affiliate handling (spec 000 §4, §3)', () => {
  it('the two known codes apply at once', () => {
    expect(knownAffiliation('bwo2025')).toEqual({ solutionType: 'SKIN_ANALYSIS', days: 30, bypass: true });
    expect(knownAffiliation('BWOS2025')).toEqual({ solutionType: 'SKIN_ANALYSIS', days: 60, bypass: false });
    expect(knownAffiliation('OTHER1')).toBeNull();
  });
  it('a looked-up affiliation gives extensionDays, else the days until its fixed end', () => {
    const aff = {
      id: 1,
      createdTime: '2026-01-01T00:00:00Z',
      lastModified: '2026-01-01T00:00:00Z',
      affiliationName: 'x',
      functionType: 'SKINCARE_PRO' as const,
      solutionType: 'AESTHETIC_SIMULATION' as const,
      affiliationCode: 'X',
      affiliationEndTime: null,
      affiliationType: 'TRIAL_EXTENSION' as const,
      extensionDays: null,
      fixedEndDate: '2026-01-21T00:00:00Z',
      isBypassApproval: true,
      isPublished: true,
      overdue: false,
      onlyNewUser: false,
    };
    expect(affiliationEffect(aff, new Date('2026-01-01T00:00:00Z'))).toEqual({
      solutionType: 'AESTHETIC_SIMULATION',
      days: 20,
      bypass: true,
    });
  });
  it('applies per solution type: days and the bypass flag', () => {
    const next = applyAffiliation(
      { affiliationDays: { MAKEUP: 45 }, bypassApproval: { SKIN_ANALYSIS: true } },
      { solutionType: 'SKIN_ANALYSIS', days: 60, bypass: false },
    );
    expect(next).toEqual({ affiliationDays: { MAKEUP: 45, SKIN_ANALYSIS: 60 }, bypassApproval: {} });
  });
});
