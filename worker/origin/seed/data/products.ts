import type { Brief } from './helpers.ts';

/** Business product pages, spec 001 §2.2 (/business/products/<slug>). Original copy for a fictional brand. */
export const PRODUCT_BRIEFS: readonly Brief[] = [
  {
    slug: 'frizzy-hair-analyzer',
    title: 'AI Frizzy Hair Analyzer',
    promise: 'Measure frizz from one selfie and recommend the smoothing routine that fits.',
    detail:
      'The analyzer maps flyaways and halo frizz around the hairline and crown, scores them on a five-step scale and links each level to the serums, masks and tools in your range.',
    benefits: [
      ['Five-level frizz score', 'A consistent score shoppers understand, from sleek to very frizzy.'],
      ['Routine builder', 'Map every level to products so the answer ends in a basket, not a chart.'],
      ['Works with any lighting', 'Trained on indoor, daylight and salon photos to keep results stable.'],
    ],
    useCases: [
      [
        'Haircare e-shop',
        'Shoppers get a frizz score and a smoothing routine instead of guessing between serums.',
      ],
      ['Salon consultation', 'Stylists show clients their score before and after a treatment.'],
      ['Product launch', 'Prove what a new anti-frizz line does with a before-and-after score.'],
    ],
    related: ['live-hair-color', 'virtual-hairstyles', 'hair-type-analysis'],
    faqs: [
      [
        'Does it need a special camera?',
        'No. A front-facing phone or laptop camera is enough; shoppers can also upload a photo.',
      ],
    ],
    functionKey: 'HAIR_FRIZZINESS',
  },
  {
    slug: 'ai-product-recommendation',
    title: 'AI Product Recommendation',
    promise: 'Turn every try-on and skin scan into a personalised product shortlist.',
    detail:
      'Recommendation rules read face attributes, skin results and shade matches, then rank your catalogue by fit, stock and margin, so each shopper sees a short list worth buying.',
    benefits: [
      ['Signals from every module', 'Combines skin, shade and face-shape results in one ranking.'],
      ['Merchandiser control', 'Pin hero products, exclude out-of-stock items and set market rules.'],
      ['Measurable lift', 'Built-in events show which recommendations led to add-to-cart.'],
    ],
    useCases: [
      ['After a try-on', 'Shoppers who tried a shade see the liner and gloss that complete it.'],
      ['After a skin scan', 'Each concern links to the two or three products that address it.'],
      ['E-mail follow-up', 'The same shortlist reaches the shopper later, ranked by stock and margin.'],
    ],
    related: ['virtual-makeup', 'ai-shade-finder', 'ai-makeup-transfer'],
    faqs: [
      [
        'Can we use our own ranking logic?',
        'Yes. Weights and rules are editable in the console, and an API lets you supply your own scores.',
      ],
    ],
    functionKey: 'PRODUCT_RECOMMENDATION',
  },
  {
    slug: 'ai-shade-finder',
    title: 'AI Shade Finder',
    promise: 'Match foundation and concealer shades to real skin tone in seconds.',
    detail:
      'The shade finder corrects for camera white balance, reads undertone and depth across the cheeks and forehead, and returns the closest shades in your palette with a confidence level.',
    benefits: [
      ['Undertone aware', 'Separates warm, neutral and olive undertones, not just light and dark.'],
      ['Fewer returns', 'Shoppers who buy the matched shade keep it more often.'],
      ['Palette mapping', 'Upload your shade swatches once; new launches map automatically.'],
    ],
    useCases: [
      ['Foundation pages', 'A “find my shade” button answers the most asked question of complexion buyers.'],
      ['Counters without testers', 'Advisors match shades from a tablet in seconds.'],
      ['Range planning', 'Anonymous match data shows which depths and undertones your range misses.'],
    ],
    related: ['ai-makeup-transfer', 'youcam-tutorial', 'live-streaming'],
    faqs: [
      [
        'How many shades can a palette hold?',
        'There is no practical limit; brands run palettes from a dozen to over a hundred shades.',
      ],
    ],
    functionKey: 'SHADE_FINDER',
  },
  {
    slug: 'ai-skin-diagnostic',
    title: 'AI Skin Diagnostic',
    promise: 'A clinical-grade skin analysis on any phone, ready for your website or counter.',
    detail:
      'From a single selfie the diagnostic scores up to fifteen concerns, including spots, wrinkles, texture, pores, redness, oiliness and dark circles, and estimates skin age and overall skin health.',
    benefits: [
      ['Fifteen concerns', 'Each concern gets a score and a visual overlay shoppers can explore.'],
      ['Regimen in one step', 'Results flow straight into product recommendations for each concern.'],
      ['Live or HD mode', 'Scan in real time, or take one high-resolution photo for finer detail.'],
    ],
    steps: [
      [
        'Open the diagnostic',
        'Shoppers start the skin check from a product page, a quiz or a counter tablet; no app is needed.',
      ],
      [
        'Take a selfie',
        'On-screen guides check light, distance and angle, then capture one photo or a live scan.',
      ],
      [
        'Read the results',
        'Scores for each concern appear with overlays, a skin age estimate and a routine built from your products.',
      ],
    ],
    useCases: [
      [
        'Online skincare shop',
        'Turn anonymous visitors into shoppers with a routine that matches their own skin.',
      ],
      [
        'Counter and clinic',
        'Advisors start every consultation with a shared, visual result instead of guesswork.',
      ],
      ['Product launches', 'Show how a new serum targets the concerns a shopper actually has.'],
    ],
    proof: [
      ['15', 'skin concerns scored from one selfie'],
      ['10 s', 'from selfie to full results'],
      ['2x', 'more products per basket after a scan'],
    ],
    related: ['ai-skin-emulation', 'ai-product-recommendation', 'fitzpatrick-skin-types'],
    faqs: [
      [
        'Is the analysis a medical diagnosis?',
        'No. It is a cosmetic assessment to guide product choice and is not a substitute for a dermatologist.',
      ],
      [
        'How long does a scan take?',
        'About ten seconds, including the guidance that helps shoppers face the light and hold still.',
      ],
    ],
    functionKey: 'SKINCARE',
  },
  {
    slug: 'ba-1-on-1',
    title: 'Beauty Advisor 1-on-1',
    promise: 'Live video consultations with your beauty advisors, with try-on built in.',
    detail:
      'Shoppers book a slot or join a queue, then see looks applied to their own face while an advisor guides them; the advisor can push products to the cart during the call.',
    benefits: [
      ['Try-on during the call', 'Advisors apply shades to the shopper’s live video, not a model.'],
      ['Booking and queueing', 'Scheduled sessions and walk-in queues in one dashboard.'],
      ['Shared cart', 'Products suggested in the call land in the shopper’s basket.'],
    ],
    useCases: [
      ['Launch days', 'Advisors host booked sessions for a new collection with try-on on every call.'],
      ['Remote regions', 'Shoppers far from a counter still get a personal consultation.'],
      ['Gift advice', 'Advisors help buyers choose shades for someone else, live.'],
    ],
    related: ['in-store-barcode', 'live-ar-training', 'ai-personality'],
    faqs: [
      [
        'Which devices do advisors need?',
        'A laptop or tablet with a browser. No installation is needed on either side.',
      ],
    ],
  },
  {
    slug: 'in-store-barcode',
    title: 'In-Store Barcode Try-On',
    promise: 'Scan a product on the shelf and try it on instantly on a phone or mirror.',
    detail:
      'Each barcode is linked to its virtual shade, so shoppers in store can test colours hygienically without testers, then save favourites to buy later online.',
    benefits: [
      ['Hygienic testing', 'No shared testers: every try-on happens on screen.'],
      ['Works with existing codes', 'Uses the EAN or UPC codes already printed on your packaging.'],
      ['Store-to-web bridge', 'Saved shades follow shoppers to your online store.'],
    ],
    useCases: [
      ['Drugstore aisles', 'Shoppers scan a lipstick on the shelf and see it on their face.'],
      ['Pop-up stores', 'A small space shows a full range without testers.'],
      ['Hygiene-first counters', 'Every try-on happens on screen, so no tester needs cleaning.'],
    ],
    related: ['live-ar-training', 'ai-personality', 'ai-product-recommendation'],
    faqs: [
      [
        'Do we need new hardware?',
        'No. Shoppers use their own phones; a tablet or smart mirror is optional for counters.',
      ],
    ],
  },
  {
    slug: 'live-ar-training',
    title: 'Live AR Training',
    promise: 'Train beauty advisors with hands-on virtual application, anywhere.',
    detail:
      'Trainers demonstrate techniques on a live AR face while teams follow from any location; sessions can be recorded and turned into a library for new hires.',
    benefits: [
      ['Realistic practice', 'Advisors rehearse looks on virtual faces of many skin tones.'],
      ['Remote classes', 'One trainer reaches every store without travel.'],
      ['Recorded library', 'Sessions become on-demand lessons with chapter markers.'],
    ],
    useCases: [
      ['New-hire onboarding', 'New advisors learn techniques on virtual faces before their first customer.'],
      ['Launch training', 'Every store learns the new collection on the same day.'],
      ['Refresher classes', 'Recorded sessions let teams revisit a technique any time.'],
    ],
    related: ['ai-personality', 'ai-product-recommendation', 'virtual-makeup'],
    faqs: [
      [
        'How many people can join a class?',
        'Classes support large audiences; interactive practice works best in groups of up to thirty.',
      ],
    ],
  },
  {
    slug: 'live-hair-color',
    title: 'Live Hair Color Try-On',
    promise: 'Realistic hair colour on live video, strand by strand.',
    detail:
      'Hair segmentation follows movement in real time and keeps natural highlights and shadows, so balayage, ombré and solid colours look believable before anyone opens a box of dye.',
    benefits: [
      ['Natural shine', 'Colour keeps the hair’s own highlights instead of flat paint.'],
      ['Multi-tone effects', 'Ombré, balayage and streaks from one shade card.'],
      ['Salon and retail', 'Use it on product pages or on a salon tablet.'],
    ],
    useCases: [
      ['Hair-dye product pages', 'Shoppers see a box dye on their own hair before buying it.'],
      ['Salon booking', 'Guests choose a colour at home and arrive with a booked appointment.'],
      ['Colour campaigns', 'Seasonal shades get a try-on link for ads and social posts.'],
    ],
    related: ['virtual-hairstyles', 'hair-type-analysis', 'hair-length-analysis'],
    faqs: [
      [
        'Does it work on very dark hair?',
        'Yes. The renderer lifts tone to show how a shade would look after lightening, clearly labelled.',
      ],
    ],
    functionKey: 'HAIR_COLOR',
  },
  {
    slug: 'live-streaming',
    title: 'Try-On for Live Streaming',
    promise: 'Let viewers try the products your hosts are showing, during the stream.',
    detail:
      'Add a try-on button to your live shopping stream: viewers tap a shade the host mentions, see it on their own face in a side window and buy without leaving the broadcast.',
    benefits: [
      ['In-stream try-on', 'Viewers try the exact products on screen.'],
      ['Host tools', 'Hosts switch products and looks from a simple control panel.'],
      ['Conversion data', 'See which moments in the stream drove try-ons and sales.'],
    ],
    useCases: [
      ['Live shopping shows', 'Viewers try the shade the host is wearing without leaving the stream.'],
      ['Creator collaborations', 'Creators show a look and their audience tries it at once.'],
      ['Launch events', 'A live launch turns watching into trying and buying.'],
    ],
    related: ['ba-1-on-1', 'in-store-barcode', 'live-ar-training'],
    faqs: [
      [
        'Which streaming platforms are supported?',
        'Any platform that can embed a web view or link; we also provide a standalone player.',
      ],
    ],
    functionKey: 'LIVESTREAM',
  },
  {
    slug: 'ar-virtual-accessories',
    title: 'AR Virtual Accessories',
    promise: 'Hats, headbands, scarves and bags, tried on in true scale.',
    detail:
      'Accessories are anchored to the head, neck or hand with depth-aware occlusion, so a hat sits behind the hair line and a scarf drapes over the shoulders as it would in a mirror.',
    benefits: [
      ['True-to-size', 'Sizing uses face and hand measurements for a realistic scale.'],
      ['One pipeline', 'Upload photos or 3D files; both become try-on assets.'],
      ['Cross-category looks', 'Combine accessories with makeup and eyewear in one session.'],
    ],
    useCases: [
      ['Fashion e-commerce', 'Hats and scarves show true size on the shopper instead of on a model.'],
      ['Seasonal edits', 'Winter accessories tried together as one look.'],
      ['Marketplace listings', 'One integration covers every accessory seller on the platform.'],
    ],
    related: ['3d-vto-format', 'ai-face-analyzer', 'ai-facial-recognition'],
    faqs: [
      [
        'What file formats do you accept?',
        'Product photos on a plain background, or glTF and USDZ 3D models.',
      ],
    ],
  },
  {
    slug: 'virtual-makeup',
    title: 'Virtual Makeup Try-On',
    promise: 'Every lip, eye and face product, tried on live with true-to-life texture.',
    detail:
      'Matte, satin, gloss, shimmer and metallic finishes are rendered on live video with precise facial tracking, so lipstick stays inside the lip line and eyeliner follows each blink.',
    benefits: [
      ['Texture realism', 'Finishes react to light the way the real formula does.'],
      ['Whole-face looks', 'Combine lips, eyes, brows and complexion into shoppable looks.'],
      ['Fast onboarding', 'Create virtual shades from swatches in the console.'],
    ],
    steps: [
      [
        'Send your swatches',
        'Share a photo and colour values for each shade; our tools turn them into virtual products with the right finish.',
      ],
      [
        'Place the button',
        'Add the try-on button to product pages with one script, or use the store plugin for your platform.',
      ],
      [
        'Shoppers try it live',
        'The camera opens in the page, the shade appears on the shopper’s face and one tap adds it to the basket.',
      ],
    ],
    useCases: [
      [
        'Product pages',
        'A try-on button beside every shade answers the question a photo cannot: how will it look on me?',
      ],
      ['Looks and bundles', 'Merchandisers build complete looks that shoppers try and buy in one go.'],
      [
        'Stores and events',
        'The same shades run on counter tablets and smart mirrors, without shared testers.',
      ],
    ],
    proof: [
      ['2.5x', 'higher conversion for shoppers who try on'],
      ['30%', 'fewer shade-related returns'],
      ['1 week', 'from swatches to live products'],
    ],
    related: ['ai-shade-finder', 'ai-makeup-transfer', 'live-hair-color'],
    faqs: [
      [
        'How long does onboarding take?',
        'Most brands publish their first products within a week of sharing swatches.',
      ],
      [
        'Which product categories are supported?',
        'Lipstick, lip gloss and liner, foundation, concealer, blush, bronzer, highlighter, eyeshadow, eyeliner, mascara, lashes and brows.',
      ],
      [
        'Does it work without a camera?',
        'Yes. Shoppers can upload a photo or try products on one of our diverse model faces.',
      ],
    ],
    functionKey: 'MAKEUP',
  },
  {
    slug: 'eye-wear',
    title: 'Virtual Eyewear Try-On',
    promise: 'Glasses and sunglasses that fit the face, from every angle.',
    detail:
      'Frames are placed using pupil distance and face width, turn with the head and show lens tint and reflections, so shoppers judge fit and style before ordering.',
    benefits: [
      ['Accurate fit', 'Frame size is checked against the shopper’s face measurements.'],
      ['Lens effects', 'Tints, gradients and mirror coatings rendered in real time.'],
      ['Face-shape tips', 'Suggest frame shapes that suit round, square or oval faces.'],
    ],
    useCases: [
      ['Optical retail', 'Customers narrow down frames at home and book an eye test for the ones they like.'],
      ['Sunglasses e-shop', 'Shoppers compare sizes and colours on their own face.'],
      ['Frame launches', 'Photo-to-3D brings a new collection online in days.'],
    ],
    related: ['ar-virtual-accessories', '3d-vto-format', 'ai-face-analyzer'],
    faqs: [
      [
        'Can shoppers compare frames side by side?',
        'Yes. Snapshots of each frame can be placed in a comparison grid.',
      ],
    ],
    functionKey: 'EYEWEAR',
  },
  {
    slug: 'youcam-tutorial',
    title: '{{brand}} Tutorial',
    promise: 'Step-by-step makeup tutorials that apply each step to the viewer’s face.',
    detail:
      'Turn a look into a guided lesson: each step shows the product, the technique and the result on the shopper’s own face, with the option to buy the whole look at the end.',
    benefits: [
      ['Learn on your face', 'Every step is previewed live before the viewer applies it.'],
      ['Shoppable steps', 'Each step links to the exact product used.'],
      ['Creator friendly', 'Artists build tutorials in a visual editor, no code.'],
    ],
    useCases: [
      ['Product pages', 'A tutorial shows how to apply the product, on the shopper’s own face.'],
      ['Social campaigns', 'Step-by-step looks shared as links in posts and stories.'],
      ['Counter education', 'Advisors teach techniques with the customer’s own face on screen.'],
    ],
    related: ['live-streaming', 'ba-1-on-1', 'in-store-barcode'],
    faqs: [
      [
        'Can we reuse existing video tutorials?',
        'Yes. Import a video and attach try-on steps to its chapters.',
      ],
    ],
  },
  {
    slug: 'ai-beard-dye',
    title: 'AI Beard Dye',
    promise: 'Preview beard colour and grey coverage before the first application.',
    detail:
      'Beard segmentation separates facial hair from skin and lips, then applies colour with natural density so shoppers can compare full coverage with a softer blend.',
    benefits: [
      ['Grey coverage preview', 'Show full or partial coverage of grey hairs.'],
      ['Natural density', 'Colour follows the beard’s real thickness and edges.'],
      ['Pairs with beard styles', 'Combine colour with virtual beard shapes.'],
    ],
    useCases: [
      ['Men’s grooming shop', 'Shoppers preview grey coverage before choosing a shade.'],
      ['Barbershops', 'Barbers show clients the result before applying colour.'],
      ['Product pages', 'A try-on button beside each beard dye shade.'],
    ],
    related: ['frizzy-hair-analyzer', 'live-hair-color', 'virtual-hairstyles'],
    faqs: [['Does it work on short stubble?', 'Yes, from light stubble to full beards.']],
    functionKey: 'BEARD_DYE',
  },
  {
    slug: 'ai-face-analyzer',
    title: 'AI Face Analyzer',
    promise: 'Read face shape, features and proportions to personalise every recommendation.',
    detail:
      'The analyzer describes face shape, eye shape, brow shape, lip fullness and facial ratios, then feeds the results to makeup, eyewear and hairstyle suggestions.',
    benefits: [
      ['Attributes and ratios', 'Two views: descriptive attributes and measured proportions.'],
      ['Smarter advice', 'Contouring, frames and cuts chosen for each face.'],
      ['Privacy first', 'Analysis runs on the image only; no identity is stored.'],
    ],
    useCases: [
      ['Eyewear advice', 'Face shape guides which frames to show first.'],
      ['Makeup guidance', 'Contour and brow suggestions follow the shopper’s proportions.'],
      ['Hairstyle advice', 'Cuts that flatter the face shape are ranked first.'],
    ],
    related: ['ai-facial-recognition', 'virtual-background', 'beauty-agent-ai-beauty-advisor'],
    faqs: [
      [
        'Is this face recognition?',
        'No. It describes features for styling advice and does not identify people.',
      ],
    ],
    functionKey: 'FACE_ATTRIBUTE',
  },
  {
    slug: 'ai-nail-color',
    title: 'AI Nail Color Try-On',
    promise: 'Polish on every nail in real time, with finish and length options.',
    detail:
      'Hand tracking finds each nail, then paints it with cream, jelly, glitter or chrome finishes that stay in place as fingers move.',
    benefits: [
      ['All five nails', 'Each nail is detected separately, including the thumb.'],
      ['Finish library', 'Cream, jelly, glitter, chrome and French tips.'],
      ['Swatch to shade', 'Create virtual polishes from bottle photos.'],
    ],
    useCases: [
      ['Nail polish e-shop', 'Shoppers try every polish on their own hand before buying.'],
      ['Salon menu', 'Clients choose colour and nail art before the appointment.'],
      ['Seasonal collections', 'A new collection gets a try-on link for social posts.'],
    ],
    related: ['3d-viewer-virtual-try-on', 'virtual-accessories', 'ar-virtual-ring'],
    faqs: [['Does it work with long nails?', 'Yes, and shoppers can preview extended lengths too.']],
    functionKey: 'NAIL',
  },
  {
    slug: 'ar-watch',
    title: 'AR Watch Try-On',
    promise: 'Watches on the wrist in true size, with realistic metal and glass.',
    detail:
      'Wrist tracking places the case and strap at the right angle and scale, while physically based rendering shows brushed steel, gold and sapphire glass convincingly.',
    benefits: [
      ['Wrist sizer', 'Estimate wrist size on mobile to choose the right strap.'],
      ['Material realism', 'Metals, leathers and dials rendered with real reflections.'],
      ['3D viewer included', 'Let shoppers turn the watch in 3D before trying it on.'],
    ],
    useCases: [
      ['Watch e-commerce', 'Shoppers check case size on their own wrist.'],
      ['Boutique tablets', 'Staff show models that are not in stock in the boutique.'],
      ['Strap configurators', 'Customers try straps and dials together.'],
    ],
    related: ['ar-bracelet', 'ar-virtual-earrings', 'ai-virtual-necklace'],
    faqs: [['Do we need 3D models?', 'Yes, one per model; our team can build them from product photos.']],
  },
  {
    slug: 'ar-virtual-ring',
    title: 'AR Virtual Ring Try-On',
    promise: 'Rings on any finger, sized and lit like the real piece.',
    detail:
      'Finger tracking fits the band to the chosen finger and renders stones with sparkle that changes as the hand turns.',
    benefits: [
      ['Any finger', 'Ring, middle, index, thumb or pinky.'],
      ['Ring sizer', 'Estimate ring size with a phone camera.'],
      ['Stone brilliance', 'Facets and fire rendered per gem type.'],
    ],
    useCases: [
      [
        'Fine jewellery e-shop',
        'Rings appear at true size and with realistic sparkle on the shopper’s finger.',
      ],
      ['Engagement rings', 'Couples compare settings and stones at home.'],
      ['Stacking', 'Shoppers build and try ring stacks before buying.'],
    ],
    related: ['ar-watch', 'ar-bracelet', 'ar-virtual-earrings'],
    faqs: [['Can shoppers stack rings?', 'Yes, several rings can be combined in a stacking set.']],
  },
  {
    slug: 'ar-bracelet',
    title: 'AR Bracelet Try-On',
    promise: 'Bangles, cuffs and chains that sit naturally on the wrist.',
    detail:
      'Bracelets follow wrist rotation and hang with believable weight, whether a rigid cuff or a fine chain.',
    benefits: [
      ['Natural drape', 'Chains and charms move with the wrist.'],
      ['Stacking', 'Combine bracelets with watches and rings.'],
      ['Size guidance', 'Wrist estimates recommend the right length.'],
    ],
    useCases: [
      ['Jewellery e-shop', 'Bangles and chains shown on the shopper’s own wrist.'],
      ['Gift shopping', 'Buyers compare pieces on their own wrist as a guide.'],
      ['Stacking sets', 'Mix bracelets with watches and try the stack.'],
    ],
    related: ['ar-virtual-earrings', 'ai-virtual-necklace', 'ai-nail-color'],
    faqs: [['Does it support charm bracelets?', 'Yes, charms can be added and positioned individually.']],
  },
  {
    slug: 'ar-virtual-earrings',
    title: 'AR Virtual Earrings',
    promise: 'Studs, hoops and drops that move with the head.',
    detail:
      'Ear detection anchors each earring to the lobe, with hair occlusion so long hair falls in front of the piece as it would in real life.',
    benefits: [
      ['2D or 3D', 'Start from photos, upgrade to 3D models for premium lines.'],
      ['Hair occlusion', 'Earrings disappear behind hair naturally.'],
      ['Pair or single', 'Show matching pairs or a single statement piece.'],
    ],
    useCases: [
      ['Jewellery product pages', 'Earrings shown at true scale, moving with the head.'],
      ['Bridal collections', 'Brides compare drops and studs with their hairstyle.'],
      ['Social campaigns', 'A try-on link that turns an ad into a mirror.'],
    ],
    related: ['ai-virtual-necklace', 'ai-nail-color', '3d-viewer-virtual-try-on'],
    faqs: [['Which earring types work?', 'Studs, hoops, huggies, drops and climbers.']],
  },
  {
    slug: 'virtual-accessories',
    title: 'Virtual Accessories Suite',
    promise: 'One integration for every accessory category you sell.',
    detail:
      'Jewellery, watches, eyewear, hats and bags share one asset pipeline and one web module, so adding a category is a catalogue task, not a project.',
    benefits: [
      ['One module', 'A single script covers every accessory category.'],
      ['Shared catalogue', 'Manage all accessory assets in one console.'],
      ['Cross-sell', 'Suggest matching pieces across categories.'],
    ],
    useCases: [
      ['Department stores', 'One try-on across eyewear, jewellery and hats.'],
      ['Marketplaces', 'Every accessory seller gets try-on with the same integration.'],
      ['Brand groups', 'Several brands share one platform and one contract.'],
    ],
    related: ['ar-virtual-ring', 'ar-watch', 'ar-bracelet'],
    faqs: [['Can we start with one category?', 'Yes. Add categories whenever you are ready.']],
  },
  {
    slug: 'face-reshaping',
    title: 'AI Face Reshaping',
    promise: 'Preview subtle contour and proportion changes for aesthetic consultations.',
    detail:
      'Clinics and brands can show gentle adjustments to jawline, cheekbones, nose and lips on a live image, helping patients discuss goals with realistic expectations.',
    benefits: [
      ['Subtle by design', 'Adjustment limits keep previews realistic.'],
      ['Before and after', 'Side-by-side and slider views for consultations.'],
      ['Consultation notes', 'Save previews to discuss at follow-up visits.'],
    ],
    useCases: [
      ['Aesthetic clinics', 'Practitioners show realistic, subtle changes during consultations.'],
      ['Consultation records', 'Before and after previews are saved with the patient’s consent.'],
      ['Education', 'Training shows how small changes affect proportions.'],
    ],
    related: ['ai-skin-diagnostic', 'ai-skin-emulation', 'ai-skin-analysis-validator'],
    faqs: [
      ['Is the preview a promise of results?', 'No. It supports a conversation; outcomes vary by person.'],
    ],
  },
  {
    slug: 'ai-personality',
    title: 'AI Personality Finder',
    promise: 'A playful quiz and face read that suggests a signature style.',
    detail:
      'Shoppers answer a few questions and take a selfie; the finder blends both into a style profile with looks and products that match.',
    benefits: [
      ['Engaging format', 'A short, shareable experience that invites return visits.'],
      ['Style profiles', 'Profiles you define, tied to your own products.'],
      ['First-party insight', 'Learn preferences with consent, without third-party cookies.'],
    ],
    useCases: [
      ['Brand websites', 'A playful quiz that ends with a signature look to try.'],
      ['Events and pop-ups', 'Visitors get a style card to share and a product to try.'],
      ['Newsletter sign-up', 'The result arrives by e-mail with product suggestions.'],
    ],
    related: ['ai-product-recommendation', 'virtual-makeup', 'ai-shade-finder'],
    faqs: [['Can we write our own profiles?', 'Yes. Names, copy and product lists are all editable.']],
  },
  {
    slug: 'virtual-background',
    title: 'Virtual Background',
    promise: 'Branded, studio-quality backgrounds for try-on sessions and consultations.',
    detail:
      'Person segmentation replaces busy rooms with your brand scene in real time, keeping hair edges and hands crisp.',
    benefits: [
      ['Clean edges', 'Hair and hands stay sharp against the new scene.'],
      ['Brand scenes', 'Upload your own backgrounds per campaign.'],
      ['Lightweight', 'Runs in the browser on everyday laptops.'],
    ],
    useCases: [
      ['Beauty Advisor 1-on-1', 'Advisors consult from a branded studio, wherever they are.'],
      ['Live streams', 'Hosts present in front of your campaign visuals.'],
      ['Consultations at home', 'Clinicians keep their room private during video calls.'],
    ],
    related: ['beauty-agent-ai-beauty-advisor', 'eye-wear', 'ar-virtual-accessories'],
    faqs: [
      ['Does it slow down the camera?', 'It is optimised to keep frame rates smooth on mid-range devices.'],
    ],
  },
  {
    slug: 'virtual-hairstyles',
    title: 'Virtual Hairstyles',
    promise: 'Try cuts, lengths and fringes before the salon chair.',
    detail:
      'Generated hairstyles follow the shopper’s face shape and hairline, from a short bob to long layers, so clients arrive with a clear idea.',
    benefits: [
      ['Dozens of styles', 'Cuts, fringes and textures, updated each season.'],
      ['Face-aware', 'Styles adapt to the hairline and face shape.'],
      ['Salon booking', 'Link a chosen style to an appointment.'],
    ],
    useCases: [
      ['Salon websites', 'Clients choose a cut before booking.'],
      ['Hair extension brands', 'Shoppers preview length and volume.'],
      ['Consumer apps', 'A fun way to try bold changes without risk.'],
    ],
    related: ['hair-type-analysis', 'hair-length-analysis', 'ai-beard-dye'],
    faqs: [
      ['Can we add our own styles?', 'Yes, the style library can be extended with your signature cuts.'],
    ],
    functionKey: 'HAIR_STYLE',
  },
  {
    slug: 'ai-skin-emulation',
    title: 'AI Skin Emulation',
    promise: 'Show how skin could look after weeks of using a product.',
    detail:
      'Emulation visualises the expected improvement for concerns such as spots, wrinkles or redness, based on the shopper’s own scan and your product claims.',
    benefits: [
      ['Claim-based', 'Effects are tied to the results your studies support.'],
      ['Personal', 'Runs on the shopper’s own face, not a model.'],
      ['Timeline view', 'Compare today with four, eight and twelve weeks.'],
    ],
    useCases: [
      ['Skincare launches', 'Show the expected result of a new serum on the shopper’s own skin.'],
      ['Counter consultations', 'Advisors explain routines with a visual timeline.'],
      ['Clinical claims', 'Emulation follows your own clinical data, not a generic filter.'],
    ],
    related: ['ai-skin-analysis-validator', 'fitzpatrick-skin-types', 'face-reshaping'],
    faqs: [
      ['How are the effects calibrated?', 'With your clinical data; we cap effects at what the data shows.'],
    ],
    functionKey: 'EMULATION',
  },
  {
    slug: 'ai-virtual-necklace',
    title: 'AI Virtual Necklace',
    promise: 'Necklaces and pendants placed on the neckline with natural drape.',
    detail:
      'Neck and shoulder tracking positions chains at the right length, from chokers to long pendants, and adapts to open or high necklines.',
    benefits: [
      ['Length options', 'Preview 40, 45 and 50 centimetre chains.'],
      ['Neckline aware', 'Works with open collars and high necks.'],
      ['Layering', 'Stack several necklaces in one look.'],
    ],
    useCases: [
      ['Fine jewellery', 'Pendants and chains shown at their real length.'],
      ['Layering', 'Shoppers combine chains of different lengths.'],
      ['Gifts', 'Buyers try pieces on their own neckline as a guide.'],
    ],
    related: ['ai-nail-color', '3d-viewer-virtual-try-on', 'virtual-accessories'],
    faqs: [
      [
        'Does clothing affect the result?',
        'The tracker adapts to most necklines; very high collars hide long chains.',
      ],
    ],
  },
  {
    slug: '3d-viewer-virtual-try-on',
    title: '3D Viewer and Virtual Try-On',
    promise: 'Turn, zoom and try on products in one seamless 3D experience.',
    detail:
      'A single 3D asset powers both a product viewer and AR try-on, so shoppers inspect details up close and then see the piece on themselves.',
    benefits: [
      ['One asset, two experiences', 'The same model serves viewer and try-on.'],
      ['Detail zoom', 'Inspect clasps, engravings and textures.'],
      ['Fast loading', 'Compressed assets load quickly on mobile data.'],
    ],
    useCases: [
      ['Jewellery product pages', 'Shoppers spin a ring in 3D, then try it on.'],
      ['Watches', 'One model for the 3D viewer and the wrist try-on.'],
      ['Eyewear', 'Frames and sunglasses inspected from every angle.'],
    ],
    related: ['virtual-accessories', 'ar-virtual-ring', 'ar-watch'],
    faqs: [
      ['Which products suit the 3D viewer?', 'Rings, watches, bags, footwear and other rigid products.'],
    ],
    functionKey: 'PBR_VIEWER',
  },
  {
    slug: 'hair-type-analysis',
    title: 'AI Hair Type Analysis',
    promise: 'Identify curl pattern from straight to coily for the right routine.',
    detail:
      'The analysis classifies wave and curl patterns from a photo and suggests routines for cleansing, conditioning and styling that suit the pattern.',
    benefits: [
      ['Curl pattern scale', 'From straight through wavy and curly to coily.'],
      ['Routine mapping', 'Link each type to your products.'],
      ['Pairs with other hair tools', 'Combine with length, density and frizz results.'],
    ],
    useCases: [
      ['Curl care brands', 'Routines matched to curl pattern, from waves to coils.'],
      ['Salon consultations', 'A shared, objective starting point for stylist and client.'],
      ['Product finders', 'The hair type feeds your product recommendation.'],
    ],
    related: ['hair-length-analysis', 'ai-beard-dye', 'frizzy-hair-analyzer'],
    faqs: [['Does wet hair change the result?', 'For best results use dry hair in its natural state.']],
    functionKey: 'HAIR_TYPE',
  },
  {
    slug: 'ai-skin-analysis-validator',
    title: 'AI Skin Analysis Validator',
    promise: 'Check that skin analysis photos are good enough before scoring them.',
    detail:
      'The validator checks lighting, face angle, distance and obstructions, then guides the shopper to retake when needed, so every score is based on a usable photo.',
    benefits: [
      ['Live guidance', 'Clear prompts for light, angle and distance.'],
      ['Consistent scores', 'Fewer outliers from poor photos.'],
      ['API friendly', 'Use it before your own analysis pipeline too.'],
    ],
    useCases: [
      ['At-home scans', 'Shoppers are asked to retake photos that are too dark or blurry.'],
      ['Clinical studies', 'Only photos that meet the protocol are scored.'],
      ['Counters', 'Advisors know at once if a scan needs repeating.'],
    ],
    related: ['fitzpatrick-skin-types', 'face-reshaping', 'ai-skin-diagnostic'],
    faqs: [['Can it run without the diagnostic?', 'Yes, it is available as a separate API.']],
  },
  {
    slug: 'ai-makeup-transfer',
    title: 'AI Makeup Transfer',
    promise: 'Copy a look from any photo onto the shopper’s own face.',
    detail:
      'Generative AI reads the makeup in a reference photo, separates it from the face and applies it to the shopper, then maps it to the closest products in your range.',
    benefits: [
      ['Any inspiration', 'Editorial shots, creator posts or campaign visuals.'],
      ['Product matching', 'Each transferred element becomes a shoppable product.'],
      ['Respectful use', 'Reference faces are never stored.'],
    ],
    useCases: [
      ['Inspiration to basket', 'Shoppers upload a look they love and get the products to recreate it.'],
      ['Creator content', 'A creator’s look becomes a shoppable try-on.'],
      ['Editorial pages', 'Magazine looks turned into try-on links.'],
    ],
    related: ['youcam-tutorial', 'live-streaming', 'ba-1-on-1'],
    faqs: [['How close is the product match?', 'We show the nearest shades with a similarity score.']],
  },
  {
    slug: 'hair-length-analysis',
    title: 'AI Hair Length Analysis',
    promise: 'Measure hair length from a photo to guide cuts and extensions.',
    detail:
      'Length is classified from very short to very long using shoulder and chest landmarks, giving salons and brands a shared vocabulary.',
    benefits: [
      ['Clear categories', 'Six length levels from cropped to waist length.'],
      ['Extension sizing', 'Suggest extension lengths that blend.'],
      ['Salon intake', 'Record length at booking, before the visit.'],
    ],
    useCases: [
      ['Extension brands', 'Recommend the right length and weight of extensions.'],
      ['Salon booking', 'Stylists see length before the appointment to plan time.'],
      ['Haircare routines', 'Routines adapted to long and short hair.'],
    ],
    related: ['ai-beard-dye', 'frizzy-hair-analyzer', 'live-hair-color'],
    faqs: [['Does hair need to be loose?', 'Yes, for tied hair the result is marked as uncertain.']],
  },
  {
    slug: 'beauty-agent-ai-beauty-advisor',
    title: 'Beauty Agent: AI Beauty Advisor',
    promise: 'A conversational advisor that sees, listens and recommends.',
    detail:
      'The agent combines chat with skin, shade and face analysis, answers questions about ingredients and routines, and builds a basket from your catalogue.',
    benefits: [
      ['Vision plus chat', 'Answers are grounded in the shopper’s own analysis.'],
      ['Your catalogue only', 'Recommendations come from your products and rules.'],
      ['Brand voice', 'Tone and guardrails set by your team.'],
    ],
    useCases: [
      ['24-hour advice', 'Shoppers get answers and try-ons outside store hours.'],
      ['Product discovery', 'The agent asks questions, scans skin and suggests products.'],
      ['Advisor support', 'Human advisors take over conversations that need them.'],
    ],
    related: ['eye-wear', 'ar-virtual-accessories', '3d-vto-format'],
    faqs: [['Can it hand over to a person?', 'Yes, conversations can be escalated to a live advisor.']],
  },
  {
    slug: '3d-vto-format',
    title: '3D VTO Format',
    promise: 'One open 3D format for virtual try-on across every channel.',
    detail:
      'Package geometry, materials and try-on anchors in one file, so a product modelled once can appear on your site, in apps and on social platforms.',
    benefits: [
      ['Model once', 'One file for web, app and social try-on.'],
      ['Anchors included', 'Attachment points for ear, wrist, finger and face.'],
      ['Validation tool', 'Check files before publishing.'],
    ],
    useCases: [
      ['Multi-channel brands', 'One asset for web, app, social and virtual worlds.'],
      ['Agencies', 'Deliver try-on assets in one format for every client.'],
      ['Product teams', 'Update a product once and every channel follows.'],
    ],
    related: ['ai-face-analyzer', 'ai-facial-recognition', 'virtual-background'],
    faqs: [
      ['Is the format documented?', 'Yes, the specification and a validator are available to partners.'],
    ],
  },
  {
    slug: 'ai-facial-recognition',
    title: 'AI Face Detection for Beauty',
    promise: 'Fast, accurate face detection as the base of every beauty experience.',
    detail:
      'Detection finds faces and landmarks in photos and video so try-on and analysis can start instantly; it locates faces without identifying who they are.',
    benefits: [
      ['Dense landmarks', 'Hundreds of points for precise application.'],
      ['Multiple faces', 'Handles group photos and side-by-side views.'],
      ['No identity', 'Built for styling, not for recognising people.'],
    ],
    useCases: [
      ['Try-on start-up', 'Finds the face instantly so effects appear without delay.'],
      ['Group photos', 'Detects several faces and lets the user choose one.'],
      ['Privacy by design', 'Detects faces without identifying people.'],
    ],
    related: ['virtual-background', 'beauty-agent-ai-beauty-advisor', 'eye-wear'],
    faqs: [
      ['Do you store face data?', 'No. Frames are processed and discarded; nothing identifies a person.'],
    ],
  },
  {
    slug: 'fitzpatrick-skin-types',
    title: 'Fitzpatrick Skin Type Analysis',
    promise: 'Estimate Fitzpatrick type I to VI to tailor sun care and treatments.',
    detail:
      'The analysis estimates how skin is likely to respond to sun exposure, helping brands recommend SPF levels and clinics plan light-based treatments with care.',
    benefits: [
      ['Six-type scale', 'Estimates type I to VI from a calibrated photo.'],
      ['Sun care advice', 'Map each type to SPF and after-sun products.'],
      ['Clinic ready', 'A starting point for consultations, not a replacement.'],
    ],
    useCases: [
      ['Sun care', 'Recommend protection levels by skin type.'],
      ['Clinics', 'Plan treatments with skin type in mind.'],
      ['Education', 'Explain skin types in a visual, friendly way.'],
    ],
    related: ['face-reshaping', 'ai-skin-diagnostic', 'ai-skin-emulation'],
    faqs: [
      [
        'How accurate is the estimate?',
        'It is a guide; clinics should confirm with a professional assessment.',
      ],
    ],
  },
];
