/**
 * spec 001 §2.5: blog categories as they appear in URLs (matched exactly, `generative-AI` included) and
 * in the CMS's blog posts — one list for the route table, the content contract and the frame.
 */
export const BLOG_CATEGORIES = [
  'success-story',
  'makeup',
  'ai-skincare',
  'hair',
  'general',
  'on-demand-beauty-tech',
  'retail',
  'commerce',
  'photo-editing',
  'video-editing',
  'selfie-editing',
  'nail',
  'online-photo-editing',
  'generative-AI',
  'ai-chat',
  'ai-clothes',
] as const;
