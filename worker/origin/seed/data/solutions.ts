import type { Brief } from './helpers.ts';

/** /business/technologies/<slug> (spec 001 §2.2), including two generic ones. */
export const TECHNOLOGY_BRIEFS: readonly Brief[] = [
  {
    slug: 'face-ai',
    title: 'Face AI',
    promise: 'The face understanding engine behind every {{brand}} experience.',
    detail:
      'Face AI combines detection, dense landmarks, attribute reading and skin analysis in one model family, tuned for beauty: lips, lashes and brows are tracked with sub-pixel precision.',
    benefits: [
      ['Beauty-grade precision', 'Landmarks tuned for lip lines, lash lines and brow arches.'],
      ['Inclusive training', 'Trained across ages, skin tones and lighting conditions.'],
      ['Runs everywhere', 'Web, iOS, Android and server APIs share the same core.'],
    ],
    useCases: [
      ['Try-on products', 'Every {{brand}} try-on starts with Face AI finding and tracking the face.'],
      ['Analysis products', 'Skin, face shape and feature readings share the same core.'],
    ],
    faqs: [
      [
        'Does Face AI identify people?',
        'No. It reads features for styling and never identifies individuals.',
      ],
    ],
  },
  {
    slug: 'live-3d-face-ar',
    title: 'Live 3D Face AR',
    promise: 'A live 3D face mesh that keeps virtual products in place as people move.',
    detail:
      'The 3D mesh estimates head pose and expression every frame, so glasses stay on the nose bridge and lipstick follows a smile without drifting.',
    benefits: [
      ['Stable at any angle', 'Tracking holds through head turns and tilts.'],
      ['Expression aware', 'Blinks, smiles and speech are followed naturally.'],
      ['Efficient', 'Smooth frame rates on mid-range phones.'],
    ],
    useCases: [
      ['Eyewear', 'Frames stay on the nose bridge through head turns.'],
      ['Video effects', 'Makeup and accessories follow expressions naturally.'],
    ],
    faqs: [['Does it need a depth camera?', 'No. It works from a standard RGB camera.']],
  },
  {
    slug: 'makeup-ar',
    title: 'Makeup AR',
    promise: 'The rendering engine that makes virtual makeup look like the real formula.',
    detail:
      'Makeup AR models pigment, finish and layering, so a sheer gloss over a matte liner looks different from either alone, just as it does in a mirror.',
    benefits: [
      ['Finish modelling', 'Matte, satin, gloss, shimmer and metallic.'],
      ['Layering', 'Products combine the way real ones do.'],
      ['Lighting adaptive', 'Colours stay true under warm or cool light.'],
    ],
    useCases: [
      ['Brand shade libraries', 'Every shade rendered from measured swatches.'],
      ['Look creation', 'Layered products behave like real makeup.'],
    ],
    faqs: [['How are shades created?', 'From physical swatches measured under controlled light.']],
  },
  {
    slug: 'skincare-ar',
    title: 'Skincare AR',
    promise: 'Skin analysis and emulation running on a live camera feed.',
    detail:
      'Skincare AR scores concerns in real time and overlays them on the live face, then simulates improvements, turning a scan into a conversation about routines.',
    benefits: [
      ['Live overlays', 'Concerns highlighted on the moving face.'],
      ['HD stills', 'Switch to a high-resolution capture for detail.'],
      ['Emulation', 'Show expected improvement over time.'],
    ],
    useCases: [
      ['Skin consultations', 'Concerns shown live on the customer’s face.'],
      ['Product education', 'Emulation shows expected improvements.'],
    ],
    faqs: [['Is a special light needed?', 'No, though even front light improves consistency.']],
  },
  {
    slug: 'agile-face',
    title: 'Agile Face',
    promise: 'Lightweight face tracking for low-power devices and in-app cameras.',
    detail:
      'Agile Face trades a little mesh density for speed, keeping try-on responsive inside social apps, mini programs and older phones.',
    benefits: [
      ['Small footprint', 'A compact model that loads fast.'],
      ['Battery friendly', 'Lower power use for long sessions.'],
      ['Same API', 'Switch between Agile and full tracking with one setting.'],
    ],
    useCases: [
      ['In-app cameras', 'Face effects on low-power devices.'],
      ['Smart mirrors', 'Stable tracking on embedded hardware.'],
    ],
    faqs: [['When should we choose Agile Face?', 'For mini programs, webviews and entry-level devices.']],
  },
  {
    slug: 'agile-hand-tracking',
    title: 'Agile Hand Tracking',
    promise: 'Fast hand, finger and wrist tracking for nails, rings and watches.',
    detail:
      'Hand tracking estimates finger joints and wrist pose in real time, the base for nail colour, ring and bracelet try-on and wrist sizing.',
    benefits: [
      ['Finger-level detail', 'Each finger and nail tracked separately.'],
      ['Wrist pose', 'Accurate angle for watches and bracelets.'],
      ['Sizing', 'Estimates ring and wrist size on mobile.'],
    ],
    useCases: [
      ['Nail polish', 'Polish stays on each nail as fingers move.'],
      ['Rings and watches', 'Jewellery placed on the right finger and wrist.'],
    ],
    faqs: [['Does it work with both hands?', 'Yes, left or right, palm up or down.']],
  },
  {
    slug: 'face-detection-tracking',
    title: 'Face Detection and Tracking',
    promise: 'Find faces fast and follow them smoothly from frame to frame.',
    detail:
      'Detection locates faces in milliseconds; tracking then keeps landmarks steady between frames, which is what keeps virtual products from jittering.',
    benefits: [
      ['Low latency', 'Faces found in milliseconds.'],
      ['Jitter control', 'Temporal smoothing keeps products steady.'],
      ['Robust', 'Works with glasses, masks and partial occlusion.'],
    ],
    useCases: [
      ['Live video', 'Smooth tracking without jitter for effects.'],
      ['Photo editing', 'Fast detection for editing tools.'],
    ],
    faqs: [['Can it track several faces?', 'Yes, several faces can be tracked at once.']],
  },
  {
    slug: 'generative-ai',
    title: 'Generative AI for Beauty',
    promise: 'Generative models that create looks, hairstyles and product visuals.',
    detail:
      'Our generative models are trained for beauty tasks: transferring a look, generating a hairstyle or producing product imagery that stays faithful to real shades.',
    benefits: [
      ['Shade fidelity', 'Generated images respect real product colours.'],
      ['Guardrails', 'Filters prevent misleading or unsafe outputs.'],
      ['APIs and apps', 'Available through the AI API and demo store.'],
    ],
    useCases: [
      ['Looks from a description', 'Shoppers describe a look and try it on.'],
      ['Product visuals', 'Create campaign visuals from product data.'],
    ],
    faqs: [['Are generated images labelled?', 'Yes, outputs can carry a visible label and metadata.']],
  },
  {
    slug: 'hair-ai',
    title: 'Hair AI',
    promise: 'Hair segmentation and analysis for colour, style and care.',
    detail:
      'Hair AI separates hair from background and face at strand level, then measures length, density, type and frizz to power try-on and care advice.',
    benefits: [
      ['Strand-level mask', 'Clean edges even with flyaways.'],
      ['Four analyses', 'Length, density, type and frizziness.'],
      ['Colour ready', 'The same mask powers live hair colour.'],
    ],
    useCases: [
      ['Hair colour', 'Segmentation that keeps natural shine.'],
      ['Hair analysis', 'Length, type and frizz from a photo.'],
    ],
    faqs: [['Does it work on braids and locs?', 'Yes, these are part of the training data.']],
  },
];

/** /business/services/<slug> (spec 001 §2.2). */
export const SERVICE_BRIEFS: readonly Brief[] = [
  {
    slug: 'app-listing',
    title: 'App Listing',
    promise: 'Get your products inside the {{brand}} consumer apps.',
    detail:
      'List your shades in our consumer apps, where millions of people try looks every day, and send shoppers to your store with one tap.',
    benefits: [
      ['Reach', 'Appear where beauty fans already play with looks.'],
      ['Shop links', 'Each product links to your store.'],
      ['Reports', 'Monthly try-on and click reports.'],
    ],
    useCases: [
      ['Product launches', 'Reach app users the day a collection launches.'],
      ['Always-on presence', 'Your shades available in looks and tutorials.'],
    ],
    faqs: [['How long does a listing run?', 'Listings run by campaign, typically one to three months.']],
  },
  {
    slug: 'in-store-consultation',
    title: 'In-Store Consultation',
    promise: 'Counter tablets and smart mirrors for skin and makeup consultations.',
    detail:
      'Advisors run skin scans and try-ons on a counter tablet, save results to the shopper’s profile and print or send a routine card.',
    benefits: [
      ['Counter ready', 'A kiosk mode for tablets and mirrors.'],
      ['Shared results', 'Send the routine by email or QR code.'],
      ['Store analytics', 'See consultations and conversions per store.'],
    ],
    useCases: [
      ['Skincare counters', 'Scans that start a consultation.'],
      ['Makeup counters', 'Try-on without testers.'],
    ],
    faqs: [['Which hardware is supported?', 'Recent iPads, Android tablets and selected smart mirrors.']],
  },
  {
    slug: 'sdk',
    title: 'SDK',
    promise: 'Native iOS and Android SDKs to build try-on into your own app.',
    detail:
      'The SDK exposes camera, try-on and analysis components with full control over your interface, plus a sample app to start from.',
    benefits: [
      ['Native performance', 'Metal and Vulkan rendering paths.'],
      ['Your UI', 'Headless components under your own design.'],
      ['Sample app', 'A working starting point with every feature.'],
    ],
    useCases: [
      ['Brand apps', 'Native try-on inside your own app.'],
      ['Retailer apps', 'One SDK for every brand you sell.'],
    ],
    faqs: [['How big is the SDK?', 'Modules are split so you ship only what you use.']],
  },
  {
    slug: 'wechat-mini-program',
    title: 'WeChat Mini Program',
    promise: 'Virtual try-on inside a WeChat Mini Program.',
    detail:
      'A ready-made plugin brings makeup and skin features into your Mini Program, tuned for the in-app camera and payment flow.',
    benefits: [
      ['Plugin based', 'Add try-on without rebuilding your Mini Program.'],
      ['Social sharing', 'Share looks with friends inside the app.'],
      ['Local hosting', 'Served from infrastructure in mainland China.'],
    ],
    useCases: [
      ['China e-commerce', 'Try-on inside WeChat, where shoppers already are.'],
      ['Campaign pages', 'Mini Programs for seasonal launches.'],
    ],
    faqs: [['Do we need a separate contract?', 'It is part of the standard China service agreement.']],
  },
  {
    slug: 'youcam-4-web',
    title: '{{brand}} for Web',
    promise: 'Try-on and analysis on your website with one script tag.',
    detail:
      'Add a single script and a button to product pages; the module opens the camera, applies the product and sends add-to-cart events back to your page.',
    benefits: [
      ['One script', 'No app, no plugin, works in every modern browser.'],
      ['Events', 'Try-on and cart events for your analytics.'],
      ['Themeable', 'Colours, fonts and copy follow your brand.'],
    ],
    useCases: [
      ['Product pages', 'One script adds try-on to every product.'],
      ['Landing pages', 'Campaign pages with try-on built in.'],
    ],
    faqs: [['Does it slow our page?', 'The module loads only when a shopper opens it.']],
  },
  {
    slug: 'youcam-4-google',
    title: '{{brand}} for Search',
    promise: 'Bring try-on to shoppers where they search.',
    detail:
      'Publish virtual shades to supported search and shopping surfaces so people can try products before they visit your site.',
    benefits: [
      ['Earlier discovery', 'Try-on at the moment of search.'],
      ['Same assets', 'Reuse the shades you created for your site.'],
      ['Feed tools', 'Export shades in the required feed format.'],
    ],
    useCases: [
      ['Search campaigns', 'Try-on links from search results.'],
      ['Shopping ads', 'A try-on step before the product page.'],
    ],
    faqs: [['Which categories are eligible?', 'Lip, eye and face makeup categories in supported markets.']],
  },
  {
    slug: 'taobao-mini-program',
    title: 'Taobao Mini Program',
    promise: 'Virtual try-on for your Taobao and Tmall storefronts.',
    detail:
      'Shoppers try shades on product detail pages in your Taobao store, with results linked to the store’s own cart.',
    benefits: [
      ['Storefront native', 'Appears inside your product pages.'],
      ['Campaign ready', 'Supports large shopping festival traffic.'],
      ['Store data', 'Try-on reports per product.'],
    ],
    useCases: [
      ['Flagship stores', 'Try-on on your Tmall flagship.'],
      ['Shopping festivals', 'Try-on ready for peak campaigns.'],
    ],
    faqs: [['Is setup handled for us?', 'Our China team handles setup and review.']],
  },
  {
    slug: 'douyin-mini-program',
    title: 'Douyin Mini Program',
    promise: 'Try-on for short-video and live commerce on Douyin.',
    detail:
      'A Mini Program lets viewers try the shades shown in short videos and live rooms, then buy from your Douyin shop.',
    benefits: [
      ['Video commerce', 'Try-on linked from videos and live rooms.'],
      ['Creator friendly', 'Creators can attach looks to their content.'],
      ['Fast', 'Optimised for short, high-traffic sessions.'],
    ],
    useCases: [
      ['Live commerce', 'Viewers try products during the stream.'],
      ['Short videos', 'Try-on links under product videos.'],
    ],
    faqs: [['Does it work in live rooms?', 'Yes, viewers can open it during a live broadcast.']],
  },
  {
    slug: 'virtual-makeup-snapchat',
    title: 'Virtual Makeup Lenses for Snapchat',
    promise: 'Branded makeup lenses built from your real shades.',
    detail:
      'We turn your shades into camera lenses with accurate colour and finish, ready for campaigns and creator partnerships.',
    benefits: [
      ['Accurate shades', 'Colours match your physical products.'],
      ['Campaign speed', 'Lenses built from existing virtual shades.'],
      ['Shop links', 'Lenses can link to product pages.'],
    ],
    useCases: [
      ['Launch campaigns', 'A lens for each new collection.'],
      ['Creator kits', 'Lenses creators can use in their content.'],
    ],
    faqs: [['Who publishes the lens?', 'Your account publishes it; we deliver the build and support.']],
  },
  {
    slug: 'virtual-makeup-instagram',
    title: 'Virtual Makeup Effects for Instagram',
    promise: 'Makeup effects for stories and reels, faithful to your palette.',
    detail:
      'Effects use the same shade data as your site try-on, so a lipstick looks the same in a story as it does on your product page.',
    benefits: [
      ['Consistent colour', 'One shade library across channels.'],
      ['Creator kits', 'Effects packaged for creator campaigns.'],
      ['Reporting', 'Usage numbers per effect.'],
    ],
    useCases: [
      ['Stories and reels', 'Effects people share with friends.'],
      ['Influencer launches', 'Effects released with creators.'],
    ],
    faqs: [['How long does an effect take?', 'Usually two to three weeks including review.']],
  },
];

/** /business/campaign/<slug> (spec 001 §2.2), including one generic feature campaign. */
export const CAMPAIGN_BRIEFS: readonly Brief[] = [
  {
    slug: 'smb',
    title: 'Virtual Try-On for Growing Brands',
    promise: 'Self-serve plans that put try-on on your store this week.',
    detail:
      'Independent and growing brands can upload shades, copy one line of code and go live without a sales call, then upgrade as they grow.',
    benefits: [
      ['Self-serve setup', 'Upload, preview and publish on your own.'],
      ['Monthly plans', 'Start small and cancel any time.'],
      ['Store plugins', 'Ready for popular store platforms.'],
    ],
    useCases: [
      ['Indie brands', 'Try-on without a sales cycle.'],
      ['Growing stores', 'Start with a few shades and add more later.'],
    ],
    faqs: [['Is there a free trial?', 'Yes, every plan starts with a free trial.']],
  },
  {
    slug: 'ai-skin-diagnostic',
    title: 'Skin Diagnostic Campaign',
    promise: 'Launch an AI skin check on your site in days.',
    detail:
      'A ready campaign page with skin analysis, a routine builder and an email capture step, prepared for seasonal skincare launches.',
    benefits: [
      ['Ready page', 'A tested layout, themed to your brand.'],
      ['Lead capture', 'Optional email step before results.'],
      ['Routine builder', 'Results flow to your products.'],
    ],
    useCases: [
      ['Seasonal skincare launches', 'A campaign page ready for the new season.'],
      ['Lead generation', 'Results by e-mail after sign-up.'],
    ],
    faqs: [['Can we run it for a limited time?', 'Yes, campaigns can have start and end dates.']],
  },
  {
    slug: 'skin-diagnostic',
    title: 'Skin Check for Every Counter',
    promise: 'Bring the same skin analysis to stores and online.',
    detail:
      'One skin model for web and counter means shoppers get the same score wherever they scan, and advisors see online results when shoppers visit.',
    benefits: [
      ['Omnichannel scores', 'Consistent results in store and online.'],
      ['Advisor view', 'Advisors see previous scans with consent.'],
      ['Progress tracking', 'Shoppers compare scans over time.'],
    ],
    useCases: [
      ['Omnichannel brands', 'The same score online and at the counter.'],
      ['Loyalty programmes', 'Members track their skin over time.'],
    ],
    faqs: [['Do results sync between channels?', 'With shopper consent and your account system, yes.']],
  },
  {
    slug: 'vto',
    title: 'Virtual Try-On Campaign',
    promise: 'Help shoppers choose with confidence, on any device.',
    detail:
      'Makeup, eyewear and accessories try-on bundled for a seasonal campaign, with a landing page and reporting dashboard.',
    benefits: [
      ['Multi-category', 'Makeup, eyewear and accessories together.'],
      ['Campaign page', 'A landing page you can theme.'],
      ['Reporting', 'Try-ons, shares and add-to-cart in one view.'],
    ],
    useCases: [
      ['Product pages', 'Try-on on every product.'],
      ['Ads', 'Try-on links in ads.'],
    ],
    faqs: [['How fast can a campaign go live?', 'With existing shades, in about a week.']],
  },
  {
    slug: 'vto-v1',
    title: 'Try Before You Buy',
    promise: 'The classic try-on experience, now faster on mobile.',
    detail:
      'A streamlined try-on flow with a larger camera view, quick shade switching and a sticky add-to-cart button for small screens.',
    benefits: [
      ['Mobile first', 'Designed for one-handed use.'],
      ['Quick switching', 'Swipe between shades.'],
      ['Sticky cart', 'Add to cart without leaving the camera.'],
    ],
    useCases: [
      ['Mobile shoppers', 'A faster try-on on phones.'],
      ['Existing integrations', 'Keep the classic experience with better speed.'],
    ],
    faqs: [['Does it replace our existing try-on?', 'It is a layout option; your shades stay the same.']],
  },
  {
    slug: 'virtual-makeup',
    title: 'Virtual Makeup Campaign',
    promise: 'Seasonal looks your shoppers can try in one tap.',
    detail:
      'Curate a set of looks for a launch or holiday, each a combination of your products, ready to try and buy as a bundle.',
    benefits: [
      ['Curated looks', 'Bundles designed by your artists.'],
      ['Bundle checkout', 'Add a whole look to cart.'],
      ['Shareable', 'Shoppers share their favourite look.'],
    ],
    useCases: [
      ['Seasonal looks', 'Looks ready to try and buy.'],
      ['Gift guides', 'Try-on for gift sets.'],
    ],
    faqs: [['How many looks can a campaign include?', 'As many as you like; six to twelve works well.']],
  },
  {
    slug: 'skincare-pro-aesthetic-simulation',
    title: 'Skincare Pro Aesthetic Simulation',
    promise: 'Visual consultations for aesthetic clinics, from the first visit.',
    detail:
      'Clinics combine skin analysis with treatment simulations to discuss options with patients, with images saved to the consultation record.',
    benefits: [
      ['Treatment previews', 'Simulate results for common treatments.'],
      ['Patient records', 'Save images to each consultation.'],
      ['Clinic branding', 'Your logo and colours throughout.'],
    ],
    useCases: [
      ['Aesthetic clinics', 'Visual consultations from the first visit.'],
      ['Treatment planning', 'Simulations to discuss options.'],
    ],
    faqs: [['Is it suitable for medical claims?', 'It supports consultations and makes no medical claims.']],
  },
  {
    slug: 'skincare-pro-skin-analysis',
    title: 'Skincare Pro Skin Analysis',
    promise: 'Professional skin analysis for spas, clinics and counters.',
    detail:
      'Skincare Pro runs on a tablet, scores each concern, compares visits over time and produces a branded report for the client.',
    benefits: [
      ['Visit history', 'Compare scans across visits.'],
      ['Branded reports', 'PDF and email reports in your style.'],
      ['Multi-location', 'Manage several locations in one account.'],
    ],
    useCases: [
      ['Spas', 'Analysis before every treatment.'],
      ['Clinics', 'Track progress between visits.'],
    ],
    faqs: [['Which tablets are supported?', 'Recent iPads and Android tablets with a front camera.']],
  },
  {
    slug: 'holiday-looks',
    title: 'Holiday Looks Campaign',
    promise: 'Festive looks for the gifting season, ready to try and buy.',
    detail:
      'A holiday template with sparkle finishes, gift-set bundles and a countdown banner, built to handle peak season traffic.',
    benefits: [
      ['Sparkle finishes', 'Glitter and metallic effects for party looks.'],
      ['Gift bundles', 'Link looks to gift sets.'],
      ['Peak ready', 'Scales for the busiest weeks of the year.'],
    ],
    useCases: [
      ['Gifting season', 'Festive looks to try and buy.'],
      ['Party looks', 'Bold looks for the holidays.'],
    ],
    faqs: [['Can we schedule the campaign?', 'Yes, set start and end dates in the console.']],
  },
];
