/**
 * Forum seed (spec 001 §2.6, §3.4): one event course (global forum, EVENT_PAGE, with tickets, sessions and
 * speakers) and one archive course. Ids are fixed so links and tests can name them.
 */

export const SPEAKERS = [
  {
    id: 101,
    speakerName: 'Mira Okafor',
    speakerPosition: 'Chief Digital Officer',
    brandName: 'Example Cosmetics',
  },
  { id: 102, speakerName: 'Jonas Feld', speakerPosition: 'VP Product', brandName: '{{brand}}' },
  { id: 103, speakerName: 'Hana Sato', speakerPosition: 'Skin Scientist', brandName: '{{brand}}' },
  { id: 104, speakerName: 'Lucía Ortega', speakerPosition: 'Head of E-commerce', brandName: 'Sample Optics' },
  {
    id: 105,
    speakerName: 'Amir Haddad',
    speakerPosition: 'Retail Innovation Lead',
    brandName: 'Demo Department Store',
  },
].map((s) => ({ ...s, speakerImageUrl: null, brandImageUrl: null }));

const json = (v: unknown) => JSON.stringify(v);

export const COURSES = [
  {
    id: 11,
    courseKey: 'global-beauty-tech-forum-2025',
    courseName: 'Global Beauty Tech Forum 2025',
    courseTitle: 'Where beauty meets AI',
    courseDesc: 'A day of talks and demos on AI, AR and the future of beauty retail, in person and online.',
    isLatest: true,
    type: 'VIRTUAL_EVENT',
    languageType: 'enu' as const,
    pageType: 'EVENT_PAGE' as const,
    attrs: {
      EVENT_TICKETS: json({
        ticketDesc: 'Join us in person or watch the live stream.',
        showTicket: true,
        ticketList: [
          {
            type: 'physical',
            buttonText: 'Book an in-person seat',
            buttonLink: 'https://tickets.example.com/gbtf-2025',
            isDynamicLinks: true,
            dynamicLinks: [
              { utm: 'newsletter', link: 'https://tickets.example.com/gbtf-2025?src=newsletter' },
            ],
          },
          {
            type: 'webinar',
            buttonText: 'Register for the live stream',
            buttonLink: 'https://webinar.example.com/gbtf-2025',
            isDynamicLinks: false,
            dynamicLinks: [],
          },
        ],
      }),
      META_COURSES: json({
        desktopBanner: null,
        mobileBanner: null,
        courseDate: 'June 12, 2025',
        courseTime: '9:00 AM – 5:00 PM',
        courseLocation: 'Example Convention Centre and online',
      }),
      SPEAKER_ORDER: json([101, 104, 105, 102, 103]),
      RELATED_COURSES: json([{ key: 'beauty-ai-masterclass-2024', text: 'Beauty AI Masterclass 2024' }]),
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
      RELATED_COURSES: json([
        { key: 'global-beauty-tech-forum-2025', text: 'Global Beauty Tech Forum 2025' },
      ]),
    },
  },
];

export const SESSIONS = [
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
].map(({ speakerIds, ...s }) => ({
  session: { sessionImageUrl: null, videoUrl: null, ...s },
  speakerIds,
}));
