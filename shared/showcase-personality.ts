/**
 * The demo store's personality finder (spec 001 §2.3 `personality`) as a style quiz: a few questions
 * about the visitor's tastes, scored simply, suggest one of the catalogue's full looks. Nothing is read
 * from a face: the answers alone decide. Original questions for the fictional brand (decision 0151);
 * their words are showcase translation keys (`personality.questions.<question>.…`).
 */

import { CATALOG, type Sku } from './showcase-catalog';

/** The looks the quiz can suggest, in tie-break order, and their catalogue SKUs (CATALOG.look). */
export const QUIZ_LOOKS = ['fresh', 'golden', 'berry'] as const;
export type QuizLook = (typeof QUIZ_LOOKS)[number];

const LOOK_SKU_IDS: Readonly<Record<QuizLook, string>> = {
  fresh: 'lok-01', // Weekday Fresh
  golden: 'lok-02', // Golden Evening
  berry: 'lok-03', // Berry Night Out
};

/** One answer: the look it leans to and by how much. */
export type QuizAnswer = { id: string; look: QuizLook; points: number };
export type QuizQuestion = { id: string; answers: readonly QuizAnswer[] };

/** The palette question counts double, and breaks ties (scoreQuiz). */
export const TIE_BREAK_QUESTION = 'palette';

export const QUIZ: readonly QuizQuestion[] = [
  {
    id: 'pace',
    answers: [
      { id: 'easy', look: 'fresh', points: 1 },
      { id: 'packed', look: 'fresh', points: 1 },
      { id: 'rituals', look: 'golden', points: 1 },
      { id: 'late', look: 'berry', points: 1 },
    ],
  },
  {
    id: 'palette',
    answers: [
      { id: 'peach', look: 'fresh', points: 2 },
      { id: 'amber', look: 'golden', points: 2 },
      { id: 'plum', look: 'berry', points: 2 },
    ],
  },
  {
    id: 'night',
    answers: [
      { id: 'home', look: 'fresh', points: 1 },
      { id: 'sunset', look: 'golden', points: 1 },
      { id: 'dancing', look: 'berry', points: 1 },
      { id: 'gallery', look: 'golden', points: 1 },
    ],
  },
  {
    id: 'finish',
    answers: [
      { id: 'dewy', look: 'fresh', points: 1 },
      { id: 'glow', look: 'golden', points: 1 },
      { id: 'bold', look: 'berry', points: 1 },
    ],
  },
  {
    id: 'time',
    answers: [
      { id: 'five', look: 'fresh', points: 1 },
      { id: 'fifteen', look: 'golden', points: 1 },
      { id: 'fun', look: 'berry', points: 1 },
    ],
  },
];

/** Keys of a question's legend and of an answer's label. */
export const questionKey = (q: string) => `personality.questions.${q}.legend`;
export const answerKey = (q: string, a: string) => `personality.questions.${q}.answers.${a}`;
/** The one-line reason shown with a look. */
export const whyKey = (look: QuizLook) => `personality.why.${look}`;

/** A look's catalogue SKU. */
export function lookSku(look: QuizLook): Sku {
  const sku = CATALOG.look?.skus.find((s) => s.id === LOOK_SKU_IDS[look]);
  if (!sku) throw new Error(`no catalogue look ${LOOK_SKU_IDS[look]}`);
  return sku;
}

/** Question id → answer id. */
export type QuizAnswers = Readonly<Record<string, string | null | undefined>>;

export type QuizResult = { look: QuizLook; scores: Record<QuizLook, number> };

/**
 * The suggested look: each answer adds its points to its look; the highest total wins. A tie goes to
 * the palette answer's look when it is among the tied, else to the first tied in QUIZ_LOOKS order.
 * Null until every question has a known answer.
 */
export function scoreQuiz(answers: QuizAnswers): QuizResult | null {
  const scores: Record<QuizLook, number> = { fresh: 0, golden: 0, berry: 0 };
  let tieBreak: QuizLook | null = null;
  for (const q of QUIZ) {
    const a = q.answers.find((x) => x.id === answers[q.id]);
    if (!a) return null;
    scores[a.look] += a.points;
    if (q.id === TIE_BREAK_QUESTION) tieBreak = a.look;
  }
  const best = Math.max(...QUIZ_LOOKS.map((l) => scores[l]));
  const tied = QUIZ_LOOKS.filter((l) => scores[l] === best);
  const look = tieBreak && tied.includes(tieBreak) ? tieBreak : tied[0]!;
  return { look, scores };
}

/** The answers of a submitted quiz (a form's entries or a query string): known ids only. */
export function readAnswers(entries: Iterable<[string, unknown]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of entries) {
    const q = QUIZ.find((x) => x.id === k);
    if (q && typeof v === 'string' && q.answers.some((a) => a.id === v)) out[k] = v;
  }
  return out;
}
