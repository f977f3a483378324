/**
 * Forum seed (spec 001 §2.6, §3.4), original writing for the fictional brand. Ids are fixed so links and
 * tests can name them:
 * - 11 / 13 / 14: the current global forum (EVENT_PAGE) in its English, French and Japanese variants
 *   (the Japanese one has its tickets switched off: showTicket false);
 * - 15: last year's global forum, now an archive page with replays and related courses;
 * - 12 / 16 / 17: master-class courses (English archive, English latest, Japanese latest);
 * - 18: the education series (English only).
 */

const logo = (name: string) => `/images/forum/brands/${name}.svg`;
const portrait = (n: number) => `/images/forum/speakers/speaker-${n}.svg`;

export const SPEAKERS = [
  {
    id: 101,
    speakerName: 'Mira Okafor',
    speakerPosition: 'Chief Digital Officer',
    brandName: 'Example Cosmetics',
    brand: 'example-cosmetics',
  },
  { id: 102, speakerName: 'Jonas Feld', speakerPosition: 'VP Product', brandName: '{{brand}}', brand: null },
  {
    id: 103,
    speakerName: 'Hana Sato',
    speakerPosition: 'Skin Scientist',
    brandName: '{{brand}}',
    brand: null,
  },
  {
    id: 104,
    speakerName: 'Lucía Ortega',
    speakerPosition: 'Head of E-commerce',
    brandName: 'Sample Optics',
    brand: 'sample-optics',
  },
  {
    id: 105,
    speakerName: 'Amir Haddad',
    speakerPosition: 'Retail Innovation Lead',
    brandName: 'Demo Department Store',
    brand: 'demo-department-store',
  },
  {
    id: 106,
    speakerName: 'Elise Marchand',
    speakerPosition: 'Directrice de l’innovation',
    brandName: 'Maison Exemple',
    brand: 'maison-exemple',
  },
  {
    id: 107,
    speakerName: 'Kenji Arai',
    speakerPosition: 'Head of Beauty Retail Tech',
    brandName: 'Sample Drugstore Group',
    brand: 'sample-drugstore',
  },
  {
    id: 108,
    speakerName: 'Priya Nair',
    speakerPosition: 'Director of Consumer Insight',
    brandName: 'Test Skin Labs',
    brand: 'test-skin-labs',
  },
  {
    id: 109,
    speakerName: 'Tomás Rivera',
    speakerPosition: 'Creative Technologist',
    brandName: 'Placeholder Studio',
    brand: 'placeholder-studio',
  },
  {
    id: 110,
    speakerName: 'Yuki Mori',
    speakerPosition: 'Product Manager, AR',
    brandName: '{{brand}}',
    brand: null,
  },
].map(({ brand, ...s }, i) => ({
  ...s,
  speakerImageUrl: portrait(i + 1),
  brandImageUrl: brand ? logo(brand) : null,
}));

const json = (v: unknown) => JSON.stringify(v);

const meta = (courseDate: string, courseTime: string, courseLocation: string) =>
  json({
    desktopBanner: '/images/forum/gbtf-banner-desktop.svg',
    mobileBanner: '/images/forum/gbtf-banner-mobile.svg',
    courseDate,
    courseTime,
    courseLocation,
  });

const tickets = (ticketDesc: string, showTicket: boolean, inPerson: string, online: string) =>
  json({
    ticketDesc,
    showTicket,
    ticketList: [
      {
        type: 'physical',
        buttonText: inPerson,
        buttonLink: 'https://tickets.example.com/gbtf-2025',
        isDynamicLinks: true,
        dynamicLinks: [
          { utm: 'newsletter', link: 'https://tickets.example.com/gbtf-2025?src=newsletter' },
          { utm: 'partner', link: 'https://tickets.example.com/gbtf-2025?src=partner' },
        ],
      },
      {
        type: 'webinar',
        buttonText: online,
        buttonLink: 'https://webinar.example.com/gbtf-2025',
        isDynamicLinks: false,
        dynamicLinks: [],
      },
    ],
  });

const GBTF_KEY = 'global-beauty-tech-forum-2025';

export const COURSES = [
  {
    id: 11,
    courseKey: GBTF_KEY,
    courseName: 'Global Beauty Tech Forum 2025',
    courseTitle: 'Where beauty meets AI',
    courseDesc: 'A day of talks and demos on AI, AR and the future of beauty retail, in person and online.',
    isLatest: true,
    type: 'VIRTUAL_EVENT',
    languageType: 'enu' as const,
    pageType: 'EVENT_PAGE' as const,
    attrs: {
      EVENT_TICKETS: tickets(
        'Join us in person or watch the live stream.',
        true,
        'Book an in-person seat',
        'Register for the live stream',
      ),
      META_COURSES: meta('June 12, 2025', '9:00 AM – 5:00 PM', 'Example Convention Centre and online'),
      SPEAKER_ORDER: json([101, 104, 105, 107, 108, 109, 102, 103]),
      RELATED_COURSES: json([
        { key: 'global-beauty-tech-forum-2024', text: 'Global Beauty Tech Forum 2024' },
      ]),
    },
  },
  {
    id: 13,
    courseKey: GBTF_KEY,
    courseName: 'Forum mondial de la beauty tech 2025',
    courseTitle: 'Quand la beauté rencontre l’IA',
    courseDesc:
      'Une journée de conférences et de démonstrations sur l’IA, la réalité augmentée et le commerce de la beauté.',
    isLatest: true,
    type: 'VIRTUAL_EVENT',
    languageType: 'fra' as const,
    pageType: 'EVENT_PAGE' as const,
    attrs: {
      EVENT_TICKETS: tickets(
        'Rejoignez-nous sur place ou suivez la diffusion en direct.',
        true,
        'Réserver une place sur place',
        'S’inscrire au direct',
      ),
      META_COURSES: meta('12 juin 2025', '9 h – 17 h', 'Centre de congrès Exemple et en ligne'),
      SPEAKER_ORDER: json([106, 101, 103]),
    },
  },
  {
    id: 14,
    courseKey: GBTF_KEY,
    courseName: 'グローバル・ビューティーテック・フォーラム 2025',
    courseTitle: '美容と AI が出会う場所',
    courseDesc: 'AI と AR が変える美容小売の未来を、講演とデモでお届けする一日です。',
    isLatest: true,
    type: 'VIRTUAL_EVENT',
    languageType: 'jpn' as const,
    pageType: 'EVENT_PAGE' as const,
    attrs: {
      EVENT_TICKETS: tickets(
        'オンライン配信の詳細は近日公開します。',
        false,
        '会場チケット',
        'オンライン参加',
      ),
      META_COURSES: meta(
        '2025年6月12日',
        '9:00～17:00',
        'エグザンプル・コンベンションセンターおよびオンライン',
      ),
      SPEAKER_ORDER: json([107, 110, 103]),
    },
  },
  {
    id: 15,
    courseKey: 'global-beauty-tech-forum-2024',
    courseName: 'Global Beauty Tech Forum 2024',
    courseTitle: 'Replays: the connected beauty counter',
    courseDesc: 'Catch up on last year’s talks on in-store AI, shade matching and jewellery try-on.',
    isLatest: false,
    type: 'VIRTUAL_EVENT',
    languageType: 'enu' as const,
    pageType: 'ARCHIVE_PAGE' as const,
    attrs: {
      RELATED_COURSES: json([{ key: GBTF_KEY, text: 'Global Beauty Tech Forum 2025' }]),
    },
  },
  {
    id: 12,
    courseKey: 'beauty-ai-masterclass-2024',
    courseName: 'Beauty AI Masterclass 2024',
    courseTitle: 'Replays from the 2024 masterclass',
    courseDesc: 'Watch the sessions on skin analysis, shade matching and jewellery AR.',
    isLatest: false,
    type: 'MASTER_CLASS',
    languageType: 'enu' as const,
    pageType: 'ARCHIVE_PAGE' as const,
    attrs: {
      RELATED_COURSES: json([{ key: 'beauty-ai-masterclass-2025', text: 'Beauty AI Masterclass 2025' }]),
    },
  },
  {
    id: 16,
    courseKey: 'beauty-ai-masterclass-2025',
    courseName: 'Beauty AI Masterclass 2025',
    courseTitle: 'Hands-on sessions for beauty e-commerce teams',
    courseDesc: 'Short practical classes: set up try-on, read skin analysis results, measure what sells.',
    isLatest: true,
    type: 'MASTER_CLASS',
    languageType: 'enu' as const,
    pageType: 'ARCHIVE_PAGE' as const,
    attrs: {
      RELATED_COURSES: json([{ key: 'beauty-ai-masterclass-2024', text: 'Beauty AI Masterclass 2024' }]),
    },
  },
  {
    id: 17,
    courseKey: 'beauty-ai-masterclass-2025',
    courseName: 'ビューティー AI マスタークラス 2025',
    courseTitle: 'EC 担当者のための実践セッション',
    courseDesc: 'バーチャルメイクの導入から肌分析結果の読み方まで、短時間で学べる実践講座です。',
    isLatest: true,
    type: 'MASTER_CLASS',
    languageType: 'jpn' as const,
    pageType: 'ARCHIVE_PAGE' as const,
    attrs: {},
  },
  {
    id: 18,
    courseKey: 'education-series',
    courseName: 'Beauty Tech Education Series',
    courseTitle: 'Learn beauty tech at your own pace',
    courseDesc: 'Monthly webinars that explain one technology at a time, with time for questions.',
    isLatest: true,
    type: 'EDUCATION_SERIES',
    languageType: 'enu' as const,
    pageType: 'ARCHIVE_PAGE' as const,
    attrs: {},
  },
];

type SessionSeed = {
  id: number;
  courseId: number;
  sessionNumber: number;
  sessionTitle: string;
  sessionSubTitle: string;
  sessionStartDate: string;
  sessionEndDate: string;
  speakerIds: number[];
  videoUrl?: string;
};

const SESSION_SEEDS: SessionSeed[] = [
  // 11: the English event. Listed out of order on purpose: the agenda sorts by start date.
  {
    id: 1104,
    courseId: 11,
    sessionNumber: 4,
    sessionTitle: 'Closing panel: what shoppers will expect next',
    sessionSubTitle: 'Retailers and brands compare notes on the year ahead.',
    sessionStartDate: '2025-06-12T15:30:00.000Z',
    sessionEndDate: '2025-06-12T16:30:00.000Z',
    speakerIds: [107, 108, 109],
  },
  {
    id: 1101,
    courseId: 11,
    sessionNumber: 1,
    sessionTitle: 'Opening: the personal beauty store',
    sessionSubTitle: 'How AI turns every product page into a consultation.',
    sessionStartDate: '2025-06-12T09:00:00.000Z',
    sessionEndDate: '2025-06-12T09:45:00.000Z',
    speakerIds: [102],
  },
  {
    id: 1102,
    courseId: 11,
    sessionNumber: 2,
    sessionTitle: 'Panel: try-on that sells',
    sessionSubTitle: 'Brands share what changed after launching virtual try-on.',
    sessionStartDate: '2025-06-12T10:00:00.000Z',
    sessionEndDate: '2025-06-12T11:00:00.000Z',
    speakerIds: [101, 104, 105],
  },
  {
    id: 1103,
    courseId: 11,
    sessionNumber: 3,
    sessionTitle: 'Skin science meets AI',
    sessionSubTitle: 'Calibrating skin analysis with clinical data.',
    sessionStartDate: '2025-06-12T13:00:00.000Z',
    sessionEndDate: '2025-06-12T13:45:00.000Z',
    speakerIds: [103],
  },
  // 13: French variant
  {
    id: 1301,
    courseId: 13,
    sessionNumber: 1,
    sessionTitle: 'Ouverture : la boutique beauté personnelle',
    sessionSubTitle: 'Comment l’IA transforme chaque fiche produit en consultation.',
    sessionStartDate: '2025-06-12T09:00:00.000Z',
    sessionEndDate: '2025-06-12T09:45:00.000Z',
    speakerIds: [106],
  },
  {
    id: 1302,
    courseId: 13,
    sessionNumber: 2,
    sessionTitle: 'Table ronde : l’essayage virtuel qui fait vendre',
    sessionSubTitle: 'Des marques racontent ce qui a changé après le lancement.',
    sessionStartDate: '2025-06-12T10:00:00.000Z',
    sessionEndDate: '2025-06-12T11:00:00.000Z',
    speakerIds: [101, 103],
  },
  // 14: Japanese variant
  {
    id: 1401,
    courseId: 14,
    sessionNumber: 1,
    sessionTitle: '基調講演：一人ひとりのための美容売場',
    sessionSubTitle: 'AI が商品ページをカウンセリングに変える方法。',
    sessionStartDate: '2025-06-12T09:00:00.000Z',
    sessionEndDate: '2025-06-12T09:45:00.000Z',
    speakerIds: [110],
  },
  {
    id: 1402,
    courseId: 14,
    sessionNumber: 2,
    sessionTitle: '店頭 AI の現在地',
    sessionSubTitle: 'ドラッグストアでの肌分析導入事例。',
    sessionStartDate: '2025-06-12T10:00:00.000Z',
    sessionEndDate: '2025-06-12T10:45:00.000Z',
    speakerIds: [107, 103],
  },
  // 15: last year's forum (archive)
  {
    id: 1501,
    courseId: 15,
    sessionNumber: 1,
    sessionTitle: 'The connected counter',
    sessionSubTitle: 'Tablets, mirrors and phones working as one consultation.',
    sessionStartDate: '2024-06-13T09:00:00.000Z',
    sessionEndDate: '2024-06-13T09:45:00.000Z',
    speakerIds: [105, 102],
    videoUrl: 'https://video.example.com/watch/the-connected-counter',
  },
  {
    id: 1502,
    courseId: 15,
    sessionNumber: 2,
    sessionTitle: 'Rings, watches and light',
    sessionSubTitle: 'Getting jewellery try-on to look real.',
    sessionStartDate: '2024-06-13T10:00:00.000Z',
    sessionEndDate: '2024-06-13T10:45:00.000Z',
    speakerIds: [104, 109],
    videoUrl: 'https://video.example.com/watch/rings-watches-and-light',
  },
  {
    id: 1503,
    courseId: 15,
    sessionNumber: 3,
    sessionTitle: 'Ask the skin scientists',
    sessionSubTitle: 'A live question session; the replay is available on request.',
    sessionStartDate: '2024-06-13T11:00:00.000Z',
    sessionEndDate: '2024-06-13T11:45:00.000Z',
    speakerIds: [103, 108],
  },
  // 12: master class 2024 (archive)
  {
    id: 1201,
    courseId: 12,
    sessionNumber: 1,
    sessionTitle: 'Shade matching in practice',
    sessionSubTitle: 'From swatches to confident online purchases.',
    sessionStartDate: '2024-05-14T15:00:00.000Z',
    sessionEndDate: '2024-05-14T15:40:00.000Z',
    speakerIds: [103],
    videoUrl: 'https://video.example.com/watch/shade-matching-in-practice',
  },
  {
    id: 1202,
    courseId: 12,
    sessionNumber: 2,
    sessionTitle: 'Jewellery AR that converts',
    sessionSubTitle: 'Scale, light and 3D assets for rings and watches.',
    sessionStartDate: '2024-05-14T16:00:00.000Z',
    sessionEndDate: '2024-05-14T16:40:00.000Z',
    speakerIds: [104],
  },
  // 16: master class 2025
  {
    id: 1601,
    courseId: 16,
    sessionNumber: 1,
    sessionTitle: 'Launch try-on in one afternoon',
    sessionSubTitle: 'A step-by-step setup for a small catalogue.',
    sessionStartDate: '2025-09-09T15:00:00.000Z',
    sessionEndDate: '2025-09-09T15:45:00.000Z',
    speakerIds: [110],
  },
  {
    id: 1602,
    courseId: 16,
    sessionNumber: 2,
    sessionTitle: 'Reading a skin analysis report',
    sessionSubTitle: 'What each score means and how to talk about it.',
    sessionStartDate: '2025-09-16T15:00:00.000Z',
    sessionEndDate: '2025-09-16T15:45:00.000Z',
    speakerIds: [103, 108],
  },
  // 17: master class 2025, Japanese
  {
    id: 1701,
    courseId: 17,
    sessionNumber: 1,
    sessionTitle: '半日で始めるバーチャルメイク',
    sessionSubTitle: '小規模なカタログ向けの導入手順。',
    sessionStartDate: '2025-09-10T05:00:00.000Z',
    sessionEndDate: '2025-09-10T05:45:00.000Z',
    speakerIds: [110],
  },
  // 18: education series
  {
    id: 1801,
    courseId: 18,
    sessionNumber: 1,
    sessionTitle: 'How face tracking works',
    sessionSubTitle: 'Landmarks, lighting and why the phone camera is enough.',
    sessionStartDate: '2025-03-05T16:00:00.000Z',
    sessionEndDate: '2025-03-05T16:45:00.000Z',
    speakerIds: [102],
    videoUrl: 'https://video.example.com/watch/how-face-tracking-works',
  },
  {
    id: 1802,
    courseId: 18,
    sessionNumber: 2,
    sessionTitle: 'Colour science for virtual makeup',
    sessionSubTitle: 'Matching a real lipstick on every skin tone.',
    sessionStartDate: '2025-04-02T16:00:00.000Z',
    sessionEndDate: '2025-04-02T16:45:00.000Z',
    speakerIds: [103],
  },
  {
    id: 1803,
    courseId: 18,
    sessionNumber: 3,
    sessionTitle: 'Privacy by design in beauty apps',
    sessionSubTitle: 'Processing faces on the device and what to tell shoppers.',
    sessionStartDate: '2025-05-07T16:00:00.000Z',
    sessionEndDate: '2025-05-07T16:45:00.000Z',
    speakerIds: [110, 108],
  },
];

export const SESSIONS = SESSION_SEEDS.map(({ speakerIds, videoUrl, ...s }) => ({
  session: { sessionImageUrl: null, videoUrl: videoUrl ?? null, ...s },
  speakerIds,
}));
