import type { ConsumerUi } from '../../helpers.ts';

/** The consumer templates' words in European Portuguese (helpers.ts EN_UI, its consumer half). */
export const UI: ConsumerUi = {
  featureStepsTitle: 'Como usar: {title}',
  featureFaqTitle: 'Perguntas',
  featureCtaTitle: 'Experimente grátis: {title}',
  featureCtaDescription: 'Disponível nas apps {{brand}} para iOS e Android.',
  getTheApp: 'Obter a app',
  appHighlights: 'Destaques',
  appDownload: 'Descarregar grátis',
  appFeaturesTitle: 'Ferramentas populares da {title}',
};
