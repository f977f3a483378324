import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../shared/showcase-catalog';
import {
  answerKey,
  lookSku,
  QUIZ,
  QUIZ_LOOKS,
  type QuizLook,
  questionKey,
  readAnswers,
  scoreQuiz,
  whyKey,
} from '../../shared/showcase-personality';

/**
 * The personality finder's style quiz (spec 001 §2.3 `personality`): answers only, never a face. Every
 * combination of answers gives one of the catalogue's looks, each look can come out, and the words
 * exist in locales/en.
 */
const en = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../locales/en/showcase.json'), 'utf8'),
) as Record<string, unknown>;
const text = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], en);

/** Every combination of answers, one per question. */
function* combinations(i = 0, acc: Record<string, string> = {}): Generator<Record<string, string>> {
  if (i === QUIZ.length) {
    yield { ...acc };
    return;
  }
  const q = QUIZ[i]!;
  for (const a of q.answers) yield* combinations(i + 1, { ...acc, [q.id]: a.id });
}

describe('the quiz', () => {
  it('has 4–5 questions of 3–4 answers, ids unique', () => {
    expect(QUIZ.length).toBeGreaterThanOrEqual(4);
    expect(QUIZ.length).toBeLessThanOrEqual(5);
    expect(new Set(QUIZ.map((q) => q.id)).size).toBe(QUIZ.length);
    for (const q of QUIZ) {
      expect(q.answers.length, q.id).toBeGreaterThanOrEqual(3);
      expect(q.answers.length, q.id).toBeLessThanOrEqual(4);
      expect(new Set(q.answers.map((a) => a.id)).size, q.id).toBe(q.answers.length);
      for (const a of q.answers) {
        expect(QUIZ_LOOKS).toContain(a.look);
        expect(a.points).toBeGreaterThan(0);
      }
    }
  });

  it('every question, answer and look has its words in locales/en', () => {
    const keys = [
      ...QUIZ.flatMap((q) => [questionKey(q.id), ...q.answers.map((a) => answerKey(q.id, a.id))]),
      ...QUIZ_LOOKS.map(whyKey),
    ];
    for (const k of keys) expect(typeof text(k) === 'string' && (text(k) as string).trim(), k).toBeTruthy();
  });

  it('the looks are the catalogue’s full looks', () => {
    const names = QUIZ_LOOKS.map((l) => lookSku(l).name);
    expect(names).toEqual(['Weekday Fresh', 'Golden Evening', 'Berry Night Out']);
    for (const l of QUIZ_LOOKS) {
      expect(CATALOG.look!.skus).toContain(lookSku(l));
      expect(lookSku(l).products?.length).toBeGreaterThan(0);
    }
  });
});

describe('scoring', () => {
  it('every combination of answers gives a valid look, and every look is reachable', () => {
    const seen = new Map<QuizLook, number>();
    let n = 0;
    for (const answers of combinations()) {
      const result = scoreQuiz(answers);
      expect(result, JSON.stringify(answers)).not.toBeNull();
      expect(QUIZ_LOOKS).toContain(result!.look);
      // the winner has the highest score
      expect(result!.scores[result!.look]).toBe(Math.max(...Object.values(result!.scores)));
      seen.set(result!.look, (seen.get(result!.look) ?? 0) + 1);
      n++;
    }
    expect(n).toBe(QUIZ.reduce((p, q) => p * q.answers.length, 1));
    expect([...seen.keys()].sort()).toEqual([...QUIZ_LOOKS].sort());
    // no look is a rare corner: each wins at least a sixth of the combinations
    for (const l of QUIZ_LOOKS) expect(seen.get(l)!, l).toBeGreaterThan(n / 6);
  });

  it('a consistent set of answers gives its look', () => {
    for (const look of QUIZ_LOOKS) {
      const answers = Object.fromEntries(
        QUIZ.map((q) => [q.id, (q.answers.find((a) => a.look === look) ?? q.answers[0]!).id]),
      );
      expect(scoreQuiz(answers)?.look).toBe(look);
    }
  });

  it('a tie goes to the palette answer’s look', () => {
    // fresh 1 + 1, golden 2 (palette), berry 1 + 1 … tied at 2 three ways: the palette decides
    const result = scoreQuiz({
      pace: 'easy',
      palette: 'amber',
      night: 'dancing',
      finish: 'dewy',
      time: 'fun',
    });
    expect(result?.scores).toEqual({ fresh: 2, golden: 2, berry: 2 });
    expect(result?.look).toBe('golden');
  });

  it('no result until every question has a known answer', () => {
    expect(scoreQuiz({})).toBeNull();
    expect(scoreQuiz({ pace: 'easy', palette: 'peach', night: 'home', finish: 'dewy' })).toBeNull();
    expect(
      scoreQuiz({ pace: 'easy', palette: 'teal', night: 'home', finish: 'dewy', time: 'five' }),
    ).toBeNull();
  });

  it('reads submitted answers: known questions and answers only', () => {
    const q = new URLSearchParams('pace=late&palette=plum&night=nope&utm_source=x&time=fun&time=five');
    expect(readAnswers(q)).toEqual({ pace: 'late', palette: 'plum', time: 'five' });
  });
});
