import type { LanguageType } from '../../../../shared/smb/content';
import { BUSINESS_LTS, type CmsSeed, CONSUMER_LTS, h2, ol, p, ul } from './helpers.ts';
import { PACKS } from './l10n/index.ts';

/**
 * The blog's seed (spec 001 §2.5, §3.3): authors, English posts for both audiences (enough for two
 * list pages each at six posts a page), two posts and one author translated into Japanese, and SEO
 * meta records with FAQ and HowTo data for the structured-data paths. Original writing for the
 * fictional brand; `{{brand}}` is replaced by the configured brand when the origin answers.
 */

export type Author = {
  authorHandle: string;
  displayName: string;
  position: string;
  emailUrl: string | null;
  shortDesc: string;
  imageUrl: null;
  socialUrls: Partial<Record<'linkedin' | 'x' | 'instagram', string>>;
};

export const AUTHORS: readonly Author[] = [
  {
    authorHandle: 'lena-marsh',
    displayName: 'Lena Marsh',
    position: 'Head of Beauty Research, {{brand}}',
    emailUrl: 'mailto:lena.marsh@example.com',
    shortDesc: 'Lena writes about skin science, shade matching and how AI fits into real beauty routines.',
    imageUrl: null,
    socialUrls: { linkedin: 'https://www.linkedin.example.com/in/lena-marsh' },
  },
  {
    authorHandle: 'theo-nakamura',
    displayName: 'Theo Nakamura',
    position: 'Creative Editor, {{brand}} Apps',
    emailUrl: null,
    shortDesc: 'Theo covers photo and video editing tips for people who want great results without a studio.',
    imageUrl: null,
    socialUrls: { instagram: 'https://www.instagram.example.com/theo.edits' },
  },
  {
    authorHandle: 'amara-osei',
    displayName: 'Amara Osei',
    position: 'Retail Strategy Lead, {{brand}}',
    emailUrl: null,
    shortDesc: 'Amara helps beauty retailers connect their stores, apps and online shops around one shopper.',
    imageUrl: null,
    socialUrls: { x: 'https://x.example.com/amara_retail' },
  },
];

const AUTHORS_JA: Record<string, Author> = {
  'lena-marsh': {
    ...AUTHORS[0]!,
    position: '{{brand}} ビューティーリサーチ責任者',
    shortDesc: '肌科学、シェードマッチング、そしてAIが日々の美容習慣にどう役立つかを執筆しています。',
  },
};

/** spec 001 §3.3 blog filter tags: kind, numeric id and value (the value is what the page shows). */
const TAGS = {
  1: ['FOCUS', 'BF_BUSINESS_FOCUS'],
  2: ['FOCUS', 'CF_CONSUMER_FOCUS'],
  11: ['BUSINESS_SERVICES', 'Virtual try-on'],
  12: ['BUSINESS_SERVICES', 'AI skin analysis'],
  13: ['BUSINESS_SERVICES', 'Hair colour try-on'],
  21: ['BUSINESS_TOPICS', 'Retail'],
  22: ['BUSINESS_TOPICS', 'E-commerce'],
  23: ['BUSINESS_TOPICS', 'Campaigns'],
  31: ['CONSUMER_APPS', 'Photo editor app'],
  32: ['CONSUMER_APPS', 'Video app'],
  33: ['CONSUMER_APPS', 'Nail app'],
  34: ['CONSUMER_APPS', 'AI art app'],
  41: ['CONSUMER_TOPICS', 'Selfies'],
  42: ['CONSUMER_TOPICS', 'Travel'],
  43: ['CONSUMER_TOPICS', 'Style'],
} as const;
export type TagId = keyof typeof TAGS;
const TAGS_JA: Partial<Record<TagId, string>> = {
  11: 'バーチャル試着',
  22: 'Eコマース',
  31: '写真編集アプリ',
  41: '自撮り',
};

export type Post = {
  tags: TagId[];
  postHandle: string;
  title: string;
  metaDesc: string;
  audience: 'business' | 'consumer';
  category: string;
  authorHandle: string;
  publishedAt: string;
  keywords: string[];
  paragraphs: string[];
  list?: { title: string; items: string[]; ordered?: boolean };
};

const POSTS: Post[] = [
  // ─── Business ───────────────────────────────────────────────────────────────────────────────
  {
    postHandle: 'virtual-try-on-returns',
    tags: [1, 11, 22],
    title: 'How virtual try-on cuts shade returns',
    metaDesc: 'Why shoppers who try a shade on their own face keep it, and how to measure the effect.',
    audience: 'business',
    category: 'general',
    authorHandle: 'lena-marsh',
    publishedAt: '2025-01-08T09:00:00.000Z',
    keywords: ['virtual try-on', 'returns'],
    paragraphs: [
      'Foundation and lipstick are among the most returned beauty products online, and the reason is almost always the same: the shade looked different on screen.',
      'When shoppers see a shade on their own face, under their own light, the guess disappears. Brands measure the effect by comparing return rates of orders with and without a try-on session.',
    ],
    list: {
      title: 'Checklist',
      items: [
        'Track try-on sessions per order',
        'Compare returns by shade family',
        'Review after a full season',
      ],
    },
  },
  {
    postHandle: 'skin-analysis-at-the-counter',
    tags: [12, 21],
    title: 'Bringing AI skin analysis to the beauty counter',
    metaDesc: 'What changes when advisors start consultations with a skin scan.',
    audience: 'business',
    category: 'ai-skincare',
    authorHandle: 'lena-marsh',
    publishedAt: '2024-12-02T09:00:00.000Z',
    keywords: ['skin analysis', 'retail'],
    paragraphs: [
      'A skin scan gives advisor and shopper a shared starting point. Instead of asking what someone thinks their skin type is, the advisor opens with a result both can see.',
      'Stores that start consultations this way report longer conversations and more considered routines, not just single products.',
    ],
  },
  {
    postHandle: 'jewellery-ar-guide',
    tags: [11, 22],
    title: 'A practical guide to AR jewellery try-on',
    metaDesc: 'Rings, watches and earrings: what it takes to make virtual jewellery convincing.',
    audience: 'business',
    category: 'commerce',
    authorHandle: 'lena-marsh',
    publishedAt: '2024-10-15T09:00:00.000Z',
    keywords: ['jewellery', 'AR'],
    paragraphs: [
      'Jewellery try-on lives or dies on scale and light. A ring that looks a size too big, or a diamond without sparkle, sends shoppers away.',
      'Start with your best sellers, build accurate 3D models, and test them on many hands before launch.',
    ],
  },
  {
    postHandle: 'shade-matching-for-every-skin-tone',
    tags: [11, 22],
    title: 'Shade matching that works for every skin tone',
    metaDesc: 'How to test a foundation finder across the full range of complexions before it goes live.',
    audience: 'business',
    category: 'makeup',
    authorHandle: 'lena-marsh',
    publishedAt: '2025-01-03T09:00:00.000Z',
    keywords: ['shade finder', 'inclusive beauty', 'foundation'],
    paragraphs: [
      'A shade finder is only as good as the faces it was tested on. Deep and very fair complexions are where most tools drift, so they deserve the most test sessions, not the fewest.',
      'Build a test panel that mirrors your customers, photograph each person in daylight and in store light, and compare the recommended shade with the one a trained artist picks.',
    ],
    list: {
      title: 'Before launch',
      items: [
        'Cover every undertone family in the test panel',
        'Test under warm, neutral and cool light',
        'Log every mismatch with a photo',
      ],
    },
  },
  {
    postHandle: 'hair-colour-try-on-in-salons',
    tags: [13, 21],
    title: 'Hair colour try-on in the salon chair',
    metaDesc: 'Letting clients preview a new colour before the first brush stroke.',
    audience: 'business',
    category: 'hair',
    authorHandle: 'amara-osei',
    publishedAt: '2024-12-18T09:00:00.000Z',
    keywords: ['hair colour', 'salons'],
    paragraphs: [
      'Changing hair colour is a big decision, and hesitation often ends with the safe choice. A live preview on a tablet lets clients see a bolder shade on themselves first.',
      'Salons that add a preview to the consultation find that clients ask better questions and leave happier with the result.',
    ],
  },
  {
    postHandle: 'connecting-store-and-app',
    tags: [11, 21],
    title: 'One shopper, many doors: connecting store and app',
    metaDesc: 'Keep a shopper’s try-on history with them from the mirror in store to the app at home.',
    audience: 'business',
    category: 'retail',
    authorHandle: 'amara-osei',
    publishedAt: '2024-11-26T09:00:00.000Z',
    keywords: ['omnichannel', 'retail', 'virtual try-on'],
    paragraphs: [
      'Shoppers move between a store mirror, a website and an app within the same week. When each door forgets what they tried, they start from scratch every time.',
      'A shared look history, saved with the shopper’s consent, lets them pick up at home where they left off in the store.',
    ],
  },
  {
    postHandle: 'beauty-tech-on-demand',
    tags: [11, 22],
    title: 'Beauty tech on demand: launching in weeks, not months',
    metaDesc: 'What a ready-made online service changes for brands without an in-house engineering team.',
    audience: 'business',
    category: 'on-demand-beauty-tech',
    authorHandle: 'amara-osei',
    publishedAt: '2024-11-04T09:00:00.000Z',
    keywords: ['online service', 'time to market'],
    paragraphs: [
      'Not every brand has engineers to build and maintain a try-on experience. An online service lets marketing teams upload products and publish the experience themselves.',
      'The first launch then becomes a question of product data, not software: clean shade names, accurate colours and good photos.',
    ],
  },
  {
    postHandle: 'spring-campaign-case-notes',
    tags: [11, 23],
    title: 'Case notes: a spring lip campaign with try-on',
    metaDesc: 'A fictional lip brand’s spring launch, from teaser to sell-out, told in numbers and lessons.',
    audience: 'business',
    category: 'success-story',
    authorHandle: 'lena-marsh',
    publishedAt: '2024-09-20T09:00:00.000Z',
    keywords: ['campaign', 'lip colour'],
    paragraphs: [
      'The brand opened its spring launch with a try-on link in every teaser post. Shoppers could wear the new shades days before they went on sale.',
      'The shades tried most during the teaser week were the ones that sold out first, which let the team adjust stock before launch day.',
    ],
  },
  {
    postHandle: 'measuring-try-on-engagement',
    tags: [11, 22],
    title: 'Measuring try-on engagement without guesswork',
    metaDesc: 'The handful of numbers that tell you whether virtual try-on is working.',
    audience: 'business',
    category: 'commerce',
    authorHandle: 'amara-osei',
    publishedAt: '2024-08-28T09:00:00.000Z',
    keywords: ['analytics', 'virtual try-on', 'conversion'],
    paragraphs: [
      'Sessions alone say little. What matters is what shoppers do after trying: how many shades they compare, and whether they add one to the basket.',
      'Track a small set of numbers consistently for a season before changing anything.',
    ],
    list: {
      title: 'Numbers worth tracking',
      items: ['Shades tried per session', 'Add-to-basket rate after a try-on', 'Returns of tried products'],
      ordered: true,
    },
  },
  // ─── Consumer ───────────────────────────────────────────────────────────────────────────────
  {
    postHandle: 'better-selfies-in-low-light',
    tags: [2, 31, 41],
    title: 'Better selfies in low light',
    metaDesc: 'Simple tricks and app tools for bright, clear selfies at night.',
    audience: 'consumer',
    category: 'selfie-editing',
    authorHandle: 'theo-nakamura',
    publishedAt: '2025-01-12T09:00:00.000Z',
    keywords: ['selfie', 'low light'],
    paragraphs: [
      'Face the brightest light source you can find, hold still, and let the enhancer do the rest.',
      'In the photo app, the AI enhancer lifts shadows without turning skin grey, and noise reduction keeps details sharp.',
    ],
  },
  {
    postHandle: 'remove-tourists-from-travel-photos',
    tags: [31, 42],
    title: 'Remove tourists from your travel photos',
    metaDesc: 'Clean up busy landmark shots in three steps.',
    audience: 'consumer',
    category: 'photo-editing',
    authorHandle: 'theo-nakamura',
    publishedAt: '2024-11-20T09:00:00.000Z',
    keywords: ['object removal', 'travel'],
    paragraphs: [
      'Busy landmarks make for crowded photos. The object removal tool lets you brush over passers-by and fills the gap with the scene behind them.',
      'Work on small areas at a time for the cleanest result, and zoom in to check edges.',
    ],
    list: {
      title: 'Three steps',
      items: ['Open the photo and choose Remove', 'Brush over each person', 'Zoom in and touch up the edges'],
      ordered: true,
    },
  },
  {
    postHandle: 'first-video-edit',
    tags: [32],
    title: 'Your first video edit in five minutes',
    metaDesc: 'Trim, retouch and add music to a short clip on your phone.',
    audience: 'consumer',
    category: 'video-editing',
    authorHandle: 'theo-nakamura',
    publishedAt: '2024-09-05T09:00:00.000Z',
    keywords: ['video editing', 'beginners'],
    paragraphs: [
      'Pick a clip under a minute long. Trim the start and end so it opens on the action.',
      'Add light retouching, choose a track from the music library, and export in HD.',
    ],
  },
  {
    postHandle: 'nail-art-ideas-to-try-virtually',
    tags: [33, 43],
    title: 'Five nail art ideas to try on virtually first',
    metaDesc: 'Preview bold nail designs on your own hand before booking the appointment.',
    audience: 'consumer',
    category: 'nail',
    authorHandle: 'theo-nakamura',
    publishedAt: '2025-01-06T09:00:00.000Z',
    keywords: ['nail art', 'virtual try-on'],
    paragraphs: [
      'Bold nail art is a commitment of two weeks or more. Trying a design on your own hand in the nail app takes seconds.',
      'Save the looks you like and show them at the salon, so the artist sees exactly what you have in mind.',
    ],
    list: {
      title: 'Ideas to start with',
      items: ['Chrome tips', 'Soft milky pink', 'Tiny gold stars', 'Two-tone French', 'Deep cherry gloss'],
    },
  },
  {
    postHandle: 'ai-portraits-from-everyday-photos',
    tags: [34, 41],
    title: 'AI portraits from everyday photos',
    metaDesc: 'Turn a casual snapshot into a polished portrait with generative tools.',
    audience: 'consumer',
    category: 'generative-AI',
    authorHandle: 'theo-nakamura',
    publishedAt: '2024-12-22T09:00:00.000Z',
    keywords: ['generative AI', 'portraits'],
    paragraphs: [
      'You do not need a studio for a good portrait. Generative tools can place you in new light, a new setting or a painted style from a single clear photo.',
      'Start with a sharp, well-lit picture of your face; the better the input, the more the result still looks like you.',
    ],
  },
  {
    postHandle: 'chatting-with-an-ai-stylist',
    tags: [43],
    title: 'What to ask an AI beauty assistant',
    metaDesc: 'Good questions get good answers: how to get useful tips from an AI chat.',
    audience: 'consumer',
    category: 'ai-chat',
    authorHandle: 'theo-nakamura',
    publishedAt: '2024-12-10T09:00:00.000Z',
    keywords: ['AI chat', 'beauty tips'],
    paragraphs: [
      'An AI assistant is most helpful when it knows your starting point. Mention your skin type, the look you want and the products you already own.',
      'Ask for one change at a time, and ask why: the reasons teach you more than the tip.',
    ],
  },
  {
    postHandle: 'try-outfits-with-ai-clothes',
    tags: [34, 43],
    title: 'Try new outfits with AI clothes',
    metaDesc: 'Swap outfits in a photo to plan a look before you shop.',
    audience: 'consumer',
    category: 'ai-clothes',
    authorHandle: 'theo-nakamura',
    publishedAt: '2024-10-30T09:00:00.000Z',
    keywords: ['AI clothes', 'outfits'],
    paragraphs: [
      'Planning an outfit for a big day? A full-length photo and the AI clothes tool let you see different styles on yourself in a few taps.',
      'Use a plain background and stand straight for the most natural fit.',
    ],
  },
  {
    postHandle: 'edit-photos-in-your-browser',
    tags: [31],
    title: 'Edit photos in your browser, no install needed',
    metaDesc: 'The online editor brings the favourite app tools to any computer.',
    audience: 'consumer',
    category: 'online-photo-editing',
    authorHandle: 'theo-nakamura',
    publishedAt: '2024-08-15T09:00:00.000Z',
    keywords: ['online editor', 'photo editing'],
    paragraphs: [
      'Not every edit happens on a phone. The online editor opens in any modern browser and keeps the tools you know: background removal, enhance and retouch.',
      'Files stay in your browser session while you work, and you download the result when you are done.',
    ],
  },
];

/** What a translation of a post gives (data/l10n/<lang>/ `blogPosts`). */
export type BlogPostText = Pick<Post, 'title' | 'metaDesc' | 'keywords' | 'paragraphs' | 'list'>;
/** What a translation of an author gives (`blogAuthors`): names stay as they are. */
export type BlogAuthorText = Pick<Author, 'position' | 'shortDesc'>;

/** Japanese translations of two posts (one per audience); the others are in data/l10n/ja/blog.ts. */
const POSTS_JA: Record<string, BlogPostText> = {
  'virtual-try-on-returns': {
    title: 'バーチャル試着でシェードの返品を減らす方法',
    metaDesc: '自分の顔でシェードを試した買い物客が商品を手放さない理由と、その効果の測り方。',
    keywords: ['バーチャル試着', '返品'],
    paragraphs: [
      'ファンデーションや口紅は、オンラインで最も返品の多い美容商品です。理由はほぼ共通で、画面で見た色と実際の色が違って見えたからです。',
      '自分の顔に、自分のいる場所の光でシェードを映せば、迷いはなくなります。ブランドは試着ありと試着なしの注文の返品率を比べることで効果を測定できます。',
    ],
    list: {
      title: 'チェックリスト',
      items: [
        '注文ごとの試着セッション数を記録する',
        'シェード系統ごとに返品を比較する',
        'ワンシーズン後に振り返る',
      ],
    },
  },
  'better-selfies-in-low-light': {
    title: '暗い場所でもきれいな自撮りを',
    metaDesc: '夜でも明るくクリアな自撮りを撮るための簡単なコツとアプリの機能。',
    keywords: ['自撮り', '暗所撮影'],
    paragraphs: [
      'いちばん明るい光の方を向き、しっかり静止して、あとは補正機能に任せましょう。',
      '写真アプリのAI補正は、肌をくすませずに影を持ち上げ、ノイズ除去で細部もくっきり保ちます。',
    ],
  },
};

function filtersOf(post: Post, lt: LanguageType) {
  return post.tags.map((id) => {
    const [kind, value] = TAGS[id];
    const translated =
      lt === 'enu' ? undefined : (PACKS[lt]?.blogTags?.[id] ?? (lt === 'jpn' ? TAGS_JA[id] : undefined));
    return { kind, id, value: translated ?? value };
  });
}

function content(post: Post, t: Partial<Post> = {}, lt: LanguageType = 'enu') {
  const x = { ...post, ...t };
  const list = x.list ? [h2(x.list.title), x.list.ordered ? ol(...x.list.items) : ul(...x.list.items)] : [];
  return {
    postHandle: post.postHandle,
    title: x.title,
    metaDesc: x.metaDesc,
    audience: post.audience,
    category: post.category,
    authorHandle: post.authorHandle,
    imageUrl: null,
    publishedAt: post.publishedAt,
    keywords: x.keywords.map((title) => ({ title })),
    filters: filtersOf(post, lt),
    postContent: [...x.paragraphs.map(p), ...list],
  };
}

export const BLOG_POSTS = POSTS.map((post) => content(post));

/**
 * Extra SEO fields of some posts' meta records (spec 001 §3.2): FAQ entries (one without an answer and
 * out of order, so the page's spec 001 §5 filter and sort are visible) and a HowTo without a total
 * time (spec 001 §9: one minute).
 */
const SEO_EXTRA: Record<string, Record<string, unknown>> = {
  'virtual-try-on-returns': {
    serpFaqs: [
      {
        question: 'How soon do returns drop?',
        answer: 'Most brands see the difference within one season.',
        order: 2,
      },
      {
        question: 'Does try-on work for foundation?',
        answer: 'Yes: foundation and concealer benefit most, because shade is the main reason for returns.',
        order: 1,
      },
      { question: 'Draft question without an answer', answer: null, order: 3 },
    ],
  },
  'remove-tourists-from-travel-photos': {
    enableHowTo: true,
    howToTool: ['The photo app'],
    serpSteps: [
      { name: 'Open the photo', text: 'Open the photo and choose Remove.', image: null },
      { name: 'Brush over people', text: 'Brush over each person you want gone.', image: null },
      { name: 'Touch up', text: 'Zoom in and touch up the edges.', image: null },
    ],
  },
};

const seoOf = (title: string, description: string) => ({
  metaTitle: `${title} | {{brand}}`,
  metaDescription: description,
});

/** The blog's CMS rows: posts and authors in English, the Japanese translations beside them. */
export function blogSeeds(): CmsSeed[] {
  const out: CmsSeed[] = [];
  const push = (post: Post, lt: LanguageType, t?: Partial<Post>) => {
    const c = content(post, t, lt);
    out.push({
      type: 'BLOG_POST',
      pageKey: post.postHandle,
      languageType: lt,
      content: c,
      path: `/${post.audience}/blog/${post.postHandle}`,
      seo: seoOf(c.title, c.metaDesc),
      // The FAQ and HowTo texts are English: only the English record carries them.
      seoExtra: { metaType: 'ARTICLE', ...(lt === 'enu' ? SEO_EXTRA[post.postHandle] : {}) },
      sortDate: post.publishedAt,
    });
  };
  // English, then each language of the post's audience that translates it (data/l10n, decision 0220).
  for (const post of POSTS) {
    push(post, 'enu');
    for (const lt of post.audience === 'business' ? BUSINESS_LTS : CONSUMER_LTS) {
      if (lt === 'enu') continue;
      const t =
        PACKS[lt]?.blogPosts?.[post.postHandle] ?? (lt === 'jpn' ? POSTS_JA[post.postHandle] : undefined);
      if (t) push(post, lt, t);
    }
  }
  for (const author of AUTHORS) {
    out.push({
      type: 'BLOG_AUTHOR',
      pageKey: author.authorHandle,
      languageType: 'enu',
      content: author,
    });
    for (const lt of BUSINESS_LTS) {
      if (lt === 'enu') continue;
      const t = PACKS[lt]?.blogAuthors?.[author.authorHandle];
      const content = t ? { ...author, ...t } : lt === 'jpn' ? AUTHORS_JA[author.authorHandle] : undefined;
      if (content) out.push({ type: 'BLOG_AUTHOR', pageKey: author.authorHandle, languageType: lt, content });
    }
  }
  return out;
}
