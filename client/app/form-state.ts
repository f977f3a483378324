import { useTranslation } from 'react-i18next';
import { type FormMessage, type FormState, formStateFor } from '../../shared/forms';
import { useSite } from './site-context';

/**
 * The answer of a native submit of this page's form (decision 0190): the worker rendered the page
 * again with the values kept and the messages inline. `id` defaults to the page's route id.
 */
export function usePostedForm(id?: string): FormState | null {
  const { form, routeId } = useSite();
  return formStateFor(form, id ?? routeId);
}

/** Translates a posted form's messages (keys carry their namespace: `account:errors.email`). */
export function useFormMessages() {
  const { t } = useTranslation();
  const text = (m: FormMessage | undefined): string => (m ? String(t(m.key, { ...m.vars })) : '');
  const all = (errors: Record<string, FormMessage> | undefined): Record<string, string> =>
    Object.fromEntries(Object.entries(errors ?? {}).map(([k, m]) => [k, text(m)]));
  return { text, all };
}
