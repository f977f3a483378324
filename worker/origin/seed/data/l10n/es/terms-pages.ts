import type { ContentPage } from '../../../../../../shared/smb/content';
import { h2, p, page, rich, ul } from '../../helpers.ts';
import { TOS_PRODUCTS } from '../../info.ts';
import type { Overlay } from '../types.ts';

/** The product names keep their {{brand}} app names; only the general agreement's name is words. */
const productName = (suffix: string, product: string) =>
  suffix === '' ? 'las apps y servicios de {{brand}}' : product;

const tos = (product: string, title: string): ContentPage =>
  page(`Condiciones del servicio: ${title}`, `El acuerdo entre tú y {{brand}} para ${product}.`, [
    rich([
      p('Última actualización: 15 de enero de 2025.'),
      h2('1. Uso del servicio'),
      p(
        `Al instalar o utilizar ${product}, aceptas estas condiciones. Si lo utilizas en nombre de una organización, confirmas que puedes aceptarlas en su nombre.`,
      ),
      h2('2. Tu contenido'),
      p(
        'Las fotos y los vídeos que creas siguen siendo tuyos. Nos concedes el permiso limitado necesario para procesarlos con el fin de ofrecerte las funciones que solicitas.',
      ),
      h2('3. Suscripciones'),
      p(
        'Las funciones de pago se renuevan automáticamente hasta que las canceles en tu tienda de aplicaciones o en la configuración de tu cuenta. Los reembolsos se rigen por las normas de la tienda en la que pagaste.',
      ),
      h2('4. Uso aceptable'),
      ul(
        'No utilices el servicio para crear imágenes engañosas de personas reales sin su consentimiento.',
        'No intentes aplicar ingeniería inversa al servicio ni sobrecargarlo.',
      ),
      h2('5. Cambios y contacto'),
      p(
        'Podemos actualizar estas condiciones y mostraremos la nueva fecha al principio. Para cualquier pregunta, utiliza la página de soporte.',
      ),
    ]),
  ]);

/** TERMS_PAGE in Spanish, by page key (data/info.ts TERMS_PAGES). */
export const TERMS_PAGES: Overlay<ContentPage> = Object.fromEntries(
  TOS_PRODUCTS.map(([suffix, product]) => {
    const name = productName(suffix, product);
    const title = suffix === '' ? 'apps y servicios de {{brand}}' : product;
    return [`terms-of-service${suffix}`, tos(name, title)];
  }),
);
