import type { ContentPage } from '../../../../../../shared/smb/content';
import { h2, p, page, rich, ul } from '../../helpers.ts';
import { TOS_PRODUCTS } from '../../info.ts';
import type { Overlay } from '../types.ts';

/**
 * The product names keep their {{brand}} app names; only the general agreement's name is words, and
 * German declines it: [title, accusative ("für …"), genitive ("Nutzung …")].
 */
const names = (suffix: string, product: string): [string, string, string] =>
  suffix === ''
    ? ['{{brand}} Apps und Dienste', 'die {{brand}} Apps und Dienste', 'der {{brand}} Apps und Dienste']
    : [product, product, `von ${product}`];

const tos = ([title, product, ofForm]: [string, string, string]): ContentPage =>
  page(`Nutzungsbedingungen: ${title}`, `Die Vereinbarung zwischen Ihnen und {{brand}} für ${product}.`, [
    rich([
      p('Zuletzt aktualisiert: 15. Januar 2025.'),
      h2('1. Nutzung des Dienstes'),
      p(
        `Mit der Installation oder Nutzung ${ofForm} akzeptieren Sie diese Bedingungen. Wenn Sie den Dienst für eine Organisation nutzen, bestätigen Sie, dass Sie die Bedingungen in deren Namen annehmen dürfen.`,
      ),
      h2('2. Ihre Inhalte'),
      p(
        'Fotos und Videos, die Sie erstellen, bleiben Ihr Eigentum. Sie erteilen uns die eingeschränkte Erlaubnis, sie zu verarbeiten, soweit dies zur Bereitstellung der von Ihnen gewünschten Funktionen erforderlich ist.',
      ),
      h2('3. Abonnements'),
      p(
        'Kostenpflichtige Funktionen verlängern sich automatisch, bis Sie sie in Ihrem App Store oder in Ihren Kontoeinstellungen kündigen. Erstattungen richten sich nach den Regeln des Stores, in dem Sie bezahlt haben.',
      ),
      h2('4. Zulässige Nutzung'),
      ul(
        'Nutzen Sie den Dienst nicht, um ohne Einwilligung irreführende Bilder realer Personen zu erstellen.',
        'Versuchen Sie nicht, den Dienst zurückzuentwickeln oder zu überlasten.',
      ),
      h2('5. Änderungen und Kontakt'),
      p(
        'Wir können diese Bedingungen aktualisieren und zeigen dann oben das neue Datum an. Bei Fragen nutzen Sie bitte die Support-Seite.',
      ),
    ]),
  ]);

/** TERMS_PAGE in German, by page key (data/info.ts TERMS_PAGES). */
export const TERMS_PAGES: Overlay<ContentPage> = Object.fromEntries(
  TOS_PRODUCTS.map(([suffix, product]) => [`terms-of-service${suffix}`, tos(names(suffix, product))]),
);
