import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { featureKeyFor } from '../../../shared/showcase';
import {
  answerKey,
  lookSku,
  QUIZ,
  type QuizLook,
  questionKey,
  readAnswers,
  scoreQuiz,
  whyKey,
} from '../../../shared/showcase-personality';
import { ShowcaseLayout } from '../../components/showcase/layout';
import { nameKey } from '../../components/showcase/links';
import { TryOnControls, useTryOn } from '../../components/showcase/try-on';
import type { ShowcaseData } from '../../components/showcase/types';
import type { PageProps } from '../types';

/**
 * The demo store's personality finder (spec 001 §2.3 `personality`) as a style quiz: the visitor's
 * answers — never a face — pick one of the catalogue's full looks, which the try-on then shows. A real
 * GET form of radio groups: before hydration a submit reloads the page with the answers in the query,
 * and the script reads them back once it runs; without JavaScript a <noscript> line says the result
 * needs it.
 */
export default function ShowcasePersonalityPage({ data }: PageProps<ShowcaseData>) {
  return <View key={`${data.view.area}/${data.feature}`} data={data} />;
}

function View({ data }: { data: ShowcaseData }) {
  const { t } = useTranslation('showcase');
  const { status, open, stage } = useTryOn(data, featureKeyFor(data.view));
  const [look, setLook] = useState<QuizLook | null>(null);
  const [ready, setReady] = useState(false);
  const form = useRef<HTMLFormElement | null>(null);
  const result = useRef<HTMLDivElement | null>(null);
  /** A submit scrolls its result into view (not when it was read back from the URL). */
  const scroll = useRef(false);

  /** Opens the try-on with the look, or changes the open one at once. */
  const tryOn = (l: QuizLook | null) => void open(l ? lookSku(l) : null, null, { skuType: 'look' });

  // Answers submitted before hydration come back in the query: check them and show their look.
  useEffect(() => {
    setReady(true);
    const answers = readAnswers(new URLSearchParams(window.location.search));
    const scored = scoreQuiz(answers);
    if (!scored || !form.current) return;
    for (const [q, a] of Object.entries(answers)) {
      const input = form.current.querySelector<HTMLInputElement>(`input[name="${q}"][value="${a}"]`);
      if (input) input.checked = true;
    }
    setLook(scored.look);
  }, []);

  useEffect(() => {
    if (look && scroll.current) result.current?.scrollIntoView({ block: 'nearest' });
    scroll.current = false;
  }, [look]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const scored = scoreQuiz(readAnswers(new FormData(e.currentTarget).entries()));
    if (!scored) return;
    scroll.current = true;
    setLook(scored.look);
    // Once the try-on is open, a new result changes the face at once.
    if (status === 'open') tryOn(scored.look);
  };

  const sku = look ? lookSku(look) : null;
  return (
    <ShowcaseLayout data={data} title={t(`names.${nameKey(data.feature)}`)} lead={t('personality.lead')}>
      <p className="personality__notice">{t('personality.notice')}</p>
      <form
        ref={form}
        className="personality__quiz"
        method="get"
        aria-labelledby="quiz-title"
        onSubmit={submit}
      >
        <h2 id="quiz-title" className="personality__title">
          {t('personality.quizTitle')}
        </h2>
        <ol className="personality__questions">
          {QUIZ.map((q, qi) => (
            <li key={q.id} data-question={q.id}>
              <fieldset className="personality__question">
                <legend>
                  <span className="personality__number" aria-hidden="true">
                    {qi + 1}
                  </span>
                  {t(questionKey(q.id))}
                </legend>
                {q.answers.map((a) => (
                  <label key={a.id} className="personality__answer">
                    <input type="radio" name={q.id} value={a.id} required />
                    <span>{t(answerKey(q.id, a.id))}</span>
                  </label>
                ))}
              </fieldset>
            </li>
          ))}
        </ol>
        <noscript>
          <p className="showcase__note">{t('personality.noscript')}</p>
        </noscript>
        <button type="submit" className="button button--primary personality__submit" disabled={!ready}>
          {t('personality.submit')}
        </button>
      </form>
      {/* The result is announced politely; Tab from the submit button reaches its "Try it on". */}
      <div ref={result} className="personality__result" aria-live="polite" data-look={look ?? ''}>
        {look && sku && (
          <>
            <h2 className="personality__look">
              <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
                <circle cx="16" cy="16" r="14" fill={sku.color} />
              </svg>
              {t('personality.resultTitle', { name: sku.name })}
            </h2>
            <p>{t(whyKey(look))}</p>
            <p className="showcase__note">
              {t('personality.includes', {
                products: (sku.products ?? []).map((p) => t(`skuTypes.${p.type}`)).join(', '),
              })}
            </p>
            <button type="button" className="button button--primary" onClick={() => tryOn(look)}>
              {t('personality.tryOn')}
            </button>
          </>
        )}
      </div>
      {/* The result's "Try it on" opens the try-on; its controls and stage show from then on (the stage
          stays mounted so the module renders into the page, never an overlay). */}
      <div className="personality__tryon" hidden={status === 'idle'}>
        <TryOnControls status={status} stage={stage} onStart={() => tryOn(look)} />
      </div>
    </ShowcaseLayout>
  );
}
