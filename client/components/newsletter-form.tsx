/**
 * The newsletter sign-up of the footer (spec 000 §7 e-mail marketing provider). Rendered by the footer;
 * the form itself comes with the contact issue (#8) and renders nothing until then.
 */
export function NewsletterForm() {
  return null;
}
