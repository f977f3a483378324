import { cta, p } from './helpers.ts';

/** A few entries of each article family (spec 001 §2.4, §3.3), English only; the blog is in blog.ts. */

export const NEWS = [
  {
    newsHandle: 'global-forum-announced',
    title: '{{brand}} announces its Global Beauty Tech Forum',
    summary: 'A day of talks on AI, AR and the future of beauty retail, in person and online.',
    publishedAt: '2025-01-10T08:00:00.000Z',
    imageUrl: null,
    body: [
      p('{{brand}} will host its Global Beauty Tech Forum with brand leaders, researchers and retailers.'),
    ],
  },
  {
    newsHandle: 'skin-emulation-launch',
    title: 'New skin emulation shows results over twelve weeks',
    summary: 'Brands can now visualise product effects based on their own clinical data.',
    publishedAt: '2024-11-04T08:00:00.000Z',
    imageUrl: null,
    body: [
      p(
        'The new emulation timeline lets shoppers compare their skin today with four, eight and twelve weeks.',
      ),
    ],
  },
  {
    newsHandle: 'eyewear-photo-to-3d',
    title: 'Eyewear frames from three photos',
    summary: 'A new pipeline turns product photos into try-on frames in two days.',
    publishedAt: '2024-08-19T08:00:00.000Z',
    imageUrl: null,
    body: [p('Eyewear brands can now send three photos per frame and receive a try-on ready model.')],
  },
  {
    newsHandle: 'accessibility-update',
    title: 'Photo upload alternative for every camera feature',
    summary: 'All camera experiences now offer photo upload and described results.',
    publishedAt: '2024-06-03T08:00:00.000Z',
    imageUrl: null,
    body: [p('Every camera-based feature now accepts an uploaded photo and describes its results in text.')],
  },
];

export const VIDEOS = [
  {
    videoId: 'skin-analysis-at-the-counter',
    title: 'AI skin analysis at the counter',
    description: 'A webinar replay on starting consultations with a skin scan.',
    videoUrl: 'https://video.example.com/watch/skin-analysis-at-the-counter',
    videoImageUrl: null,
    createdTime: '2024-12-05T10:00:00.000Z',
    videoDuration: 1860,
  },
  {
    videoId: 'makeup-try-on-in-two-minutes',
    title: 'Makeup try-on in two minutes',
    description: 'From swatch to live shade on a product page.',
    videoUrl: 'https://video.example.com/watch/makeup-try-on-in-two-minutes',
    videoImageUrl: null,
    createdTime: '2024-10-01T10:00:00.000Z',
    videoDuration: 124,
  },
  {
    videoId: 'jewellery-3d-viewer',
    title: 'The 3D viewer for rings and watches',
    description: 'Turn, zoom and try on one 3D asset.',
    videoUrl: 'https://video.example.com/watch/jewellery-3d-viewer',
    videoImageUrl: null,
    createdTime: '2024-08-12T10:00:00.000Z',
    videoDuration: null,
  },
  {
    videoId: 'hair-ai-overview',
    title: 'Hair AI overview',
    description: 'Length, type, density and frizz analysis in one tour.',
    videoUrl: 'https://video.example.com/watch/hair-ai-overview',
    videoImageUrl: null,
    createdTime: '2024-05-20T10:00:00.000Z',
    videoDuration: 305,
  },
];

const roi = (n: number, type: string, description: string) => ({
  conversionNumber: n,
  conversionType: type,
  conversionDescription: description,
  buttonText: 'Contact sales',
  buttonLink: '/business/contact-us/sales',
});

export const SUCCESS_STORIES = [
  {
    storyHandle: 'example-cosmetics-shade-matching',
    brandName: 'Example Cosmetics',
    title: 'Example Cosmetics matches foundation shades online',
    summary: 'A 40-shade foundation range found its online buyers with AI shade matching.',
    imageUrl: null,
    publishedAt: '2024-12-10T08:00:00.000Z',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Results',
        items: [
          roi(2.1, 'x', 'conversion for shoppers who used the shade finder'),
          roi(28, '%', 'fewer shade returns'),
        ],
      },
      {
        component: 'rich-editor' as const,
        blocks: [p('The brand added the shade finder to every foundation page and to its counter tablets.')],
      },
    ],
  },
  {
    storyHandle: 'sample-optics-frames',
    brandName: 'Sample Optics',
    title: 'Sample Optics brings 600 frames online',
    summary: 'Photo-to-3D frames made a full catalogue try-on ready in six weeks.',
    imageUrl: null,
    publishedAt: '2024-09-18T08:00:00.000Z',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Results',
        items: [
          roi(600, '+', 'frames try-on ready in six weeks'),
          roi(45, '%', 'more time on product pages'),
        ],
      },
    ],
  },
  {
    storyHandle: 'demo-skin-clinic-consultations',
    brandName: 'Demo Skin Clinic',
    title: 'Demo Skin Clinic starts every consultation with a scan',
    summary: 'Visual consultations made treatment plans easier to discuss.',
    imageUrl: null,
    publishedAt: '2024-07-02T08:00:00.000Z',
    sections: [
      {
        component: 'success-story-roi' as const,
        title: 'Results',
        items: [roi(130, '%', 'more follow-up bookings')],
      },
      {
        component: 'cta-banner' as const,
        title: 'Run visual consultations',
        description: 'See Skincare Pro for clinics.',
        cta: cta('Explore Skincare Pro', '/business/solutions/online-service/skincare-pro'),
      },
    ],
  },
];

export const COLOR_TRENDS = [
  {
    trendHandle: 'spring-summer-2025',
    title: 'Spring/Summer 2025 colour trends',
    season: 'Spring/Summer 2025',
    summary: 'Soft corals, sheer berries and dewy neutrals led try-ons this season.',
    publishedAt: '2025-01-05T08:00:00.000Z',
    imageUrl: null,
    colors: [
      { name: 'Sheer coral', hex: '#F08A6E', description: 'The most tried lip colour of the season.' },
      { name: 'Juicy berry', hex: '#9C2C5A', description: 'A gloss favourite for evenings.' },
      { name: 'Dewy nude', hex: '#D9A58B', description: 'Skin-like neutrals with shine.' },
    ],
  },
  {
    trendHandle: 'autumn-winter-2024',
    title: 'Autumn/Winter 2024 colour trends',
    season: 'Autumn/Winter 2024',
    summary: 'Deep plums and warm browns dominated.',
    publishedAt: '2024-09-01T08:00:00.000Z',
    imageUrl: null,
    colors: [
      { name: 'Plum velvet', hex: '#5B2245', description: 'Matte plum for lips and nails.' },
      { name: 'Cocoa', hex: '#6F4A3A', description: 'A warm brown for eyes and lips.' },
    ],
  },
  {
    trendHandle: 'hair-colour-2024',
    title: 'Hair colour trends 2024',
    season: '2024',
    summary: 'Copper and soft blonde were the most tried hair shades.',
    publishedAt: '2024-04-01T08:00:00.000Z',
    imageUrl: null,
    colors: [
      { name: 'Copper', hex: '#B5562B', description: 'Rich copper red.' },
      { name: 'Butter blonde', hex: '#E6C98A', description: 'A soft warm blonde.' },
    ],
  },
];
