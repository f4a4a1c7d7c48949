// The 'more info' content of spec §2 Results (sections Your Formula, Formulated By, Made With with a
// full-ingredient toggle, Your Product Is, Smells Like, Formulated In). The spec shows none of it, so
// it is authored here, per seeded product slug; "Your Formula" is the chosen variation's own text.
// spec §2: for cologne, made-with, made-without and formulated-in are hidden, so they stay empty.

export interface ProductContent {
  short_desc: string;
  description: string;
  madeWith: string;
  madeWo: string;
  smellsLike: string;
  formulatedIn: string;
  createdBy: string;
  fullIngredients: string;
}

const LAB = 'Brooklyn, NY';
const CHEMIST = 'Dr. Maya Lindqvist, cosmetic chemist';
/**
 * spec §3 madeWo, shown under 'Your Product Is' (spec §2): a sentence about the product, so it reads
 * true there ("Free of …"), never the bare list of what it is made without.
 */
const FREE_OF = 'Free of sulfates, parabens, phthalates, mineral oil and synthetic dyes';

export const PRODUCT_CONTENT: Readonly<Record<string, ProductContent>> = {
  cleanser: {
    short_desc: 'A gentle gel cleanser, matched to your skin.',
    description:
      'A low-foam gel that lifts oil, sunscreen and city grime without stripping. Use morning and night on damp skin, then rinse with lukewarm water.',
    madeWith: 'Niacinamide, zinc PCA, squalane, green tea extract',
    madeWo: FREE_OF,
    smellsLike: 'Barely anything: a hint of green tea',
    formulatedIn: LAB,
    createdBy: CHEMIST,
    fullIngredients:
      'Water, Sodium Cocoyl Glycinate, Glycerin, Coco-Glucoside, Niacinamide, Zinc PCA, Squalane, Camellia Sinensis Leaf Extract, Panthenol, Sodium Chloride, Citric Acid, Sodium Benzoate, Potassium Sorbate',
  },
  lotion: {
    short_desc: 'A lightweight daily moisturiser, matched to your skin.',
    description:
      'A fast-absorbing lotion that hydrates without shine. Smooth a pea-sized amount over face and neck after cleansing, morning and night.',
    madeWith: 'Hyaluronic acid, ceramides, niacinamide, oat extract',
    madeWo: FREE_OF,
    smellsLike: 'Fragrance-free',
    formulatedIn: LAB,
    createdBy: CHEMIST,
    fullIngredients:
      'Water, Glycerin, Caprylic/Capric Triglyceride, Squalane, Niacinamide, Sodium Hyaluronate, Ceramide NP, Avena Sativa Kernel Extract, Cetearyl Alcohol, Xanthan Gum, Tocopherol, Phenoxyethanol, Ethylhexylglycerin',
  },
  shampoo: {
    short_desc: 'A clarifying shampoo matched to your hair and goals.',
    description:
      'Cleans the scalp and lifts build-up without leaving hair squeaky. Work into wet hair, leave for a minute, rinse.',
    madeWith: 'Biotin, caffeine, argan oil, aloe',
    madeWo: FREE_OF,
    smellsLike: 'Cedar, mint and a little citrus',
    formulatedIn: LAB,
    createdBy: CHEMIST,
    fullIngredients:
      'Water, Sodium Lauroyl Methyl Isethionate, Cocamidopropyl Betaine, Glycerin, Aloe Barbadensis Leaf Juice, Argania Spinosa Kernel Oil, Caffeine, Biotin, Panthenol, Guar Hydroxypropyltrimonium Chloride, Fragrance (phthalate-free), Citric Acid, Sodium Benzoate',
  },
  conditioner: {
    short_desc: 'A rinse-out conditioner that softens and detangles.',
    description:
      'Smooths the cuticle and detangles in seconds, weighted to your hair type so it never feels heavy. Apply mid-length to ends, rinse after a minute.',
    madeWith: 'Argan oil, shea butter, panthenol, rice protein',
    madeWo: FREE_OF,
    smellsLike: 'Cedar, mint and a little citrus',
    formulatedIn: LAB,
    createdBy: CHEMIST,
    fullIngredients:
      'Water, Cetearyl Alcohol, Behentrimonium Methosulfate, Glycerin, Butyrospermum Parkii Butter, Argania Spinosa Kernel Oil, Panthenol, Hydrolyzed Rice Protein, Fragrance (phthalate-free), Citric Acid, Phenoxyethanol',
  },
  deodorant: {
    short_desc: 'An aluminium-free deodorant that keeps you fresh all day.',
    description:
      'Arrowroot absorbs moisture and a plant-based odour neutraliser stops smell before it starts. Two swipes per underarm on dry skin.',
    madeWith: 'Arrowroot powder, zinc ricinoleate, shea butter, vitamin E',
    madeWo: 'Free of aluminium, baking soda, parabens, phthalates and alcohol',
    smellsLike: 'Fresh cedarwood and sage',
    formulatedIn: LAB,
    createdBy: CHEMIST,
    fullIngredients:
      'Caprylic/Capric Triglyceride, Maranta Arundinacea Root Powder, Ricinus Communis Seed Oil, Zinc Ricinoleate, Butyrospermum Parkii Butter, Candelilla Cera, Tocopherol, Fragrance (phthalate-free)',
  },
  body_wash: {
    short_desc: 'A sulfate-free body wash that cleans without drying.',
    description:
      'A rich, low-foam wash made with plant-derived cleansers and glycerin, so skin feels clean and soft instead of tight.',
    madeWith: 'Coco-glucoside, glycerin, aloe leaf juice',
    madeWo: FREE_OF,
    smellsLike: 'Clean citrus and green tea',
    formulatedIn: LAB,
    createdBy: 'Inés Castillo, cosmetic chemist and perfumer',
    fullIngredients:
      'Water, Coco-Glucoside, Sodium Cocoyl Glutamate, Glycerin, Aloe Barbadensis Leaf Juice, Cocamidopropyl Betaine, Panthenol, Fragrance (phthalate-free), Sodium Chloride, Citric Acid, Sodium Benzoate',
  },
  body_lotion: {
    short_desc: 'A fast-absorbing body lotion with shea butter and oat.',
    description:
      'Rich enough for elbows and shins, light enough to dress straight after. Apply to damp skin after the shower.',
    madeWith: 'Shea butter, colloidal oatmeal, glycerin',
    madeWo: FREE_OF,
    smellsLike: 'Soft vetiver',
    formulatedIn: LAB,
    createdBy: CHEMIST,
    fullIngredients:
      'Water, Glycerin, Butyrospermum Parkii Butter, Caprylic/Capric Triglyceride, Avena Sativa Kernel Flour, Cetearyl Alcohol, Glyceryl Stearate, Dimethicone, Fragrance (phthalate-free), Tocopherol, Phenoxyethanol, Ethylhexylglycerin',
  },
  hand_cream: {
    short_desc: 'A non-greasy hand cream for hard-working hands.',
    description: 'Sinks in within a minute, so you can type, grip and get on with the day.',
    madeWith: 'Glycerin, cocoa butter, allantoin',
    madeWo: FREE_OF,
    smellsLike: 'Warm cocoa and bergamot',
    formulatedIn: LAB,
    createdBy: CHEMIST,
    fullIngredients:
      'Water, Glycerin, Theobroma Cacao Seed Butter, Cetearyl Alcohol, Caprylic/Capric Triglyceride, Allantoin, Citrus Aurantium Bergamia Peel Oil, Tocopherol, Phenoxyethanol',
  },
  hand_wash: {
    short_desc: 'A foaming hand wash with aloe that leaves no residue.',
    description: 'Gentle enough for twenty washes a day; rinses clean and leaves hands soft.',
    madeWith: 'Aloe leaf juice, glycerin, coco-glucoside',
    madeWo: FREE_OF,
    smellsLike: 'Aloe and bergamot',
    formulatedIn: LAB,
    createdBy: CHEMIST,
    fullIngredients:
      'Water, Aloe Barbadensis Leaf Juice, Coco-Glucoside, Glycerin, Sodium Cocoyl Glutamate, Citrus Aurantium Bergamia Peel Oil, Citric Acid, Sodium Benzoate',
  },
  cologne_work: {
    short_desc: 'A crisp, understated cologne for the office.',
    description:
      'Close to the skin and clean: noticed when someone leans in, never across the room. Two sprays at the collarbone.',
    madeWith: '',
    madeWo: '',
    smellsLike: 'Vetiver, pink pepper and cedar',
    formulatedIn: '',
    createdBy: 'Daniel Okafor, perfumer',
    fullIngredients:
      'Alcohol Denat., Fragrance (Parfum), Water, Linalool, Limonene, Coumarin, Citral, Geraniol',
  },
  cologne_play: {
    short_desc: 'A bolder cologne for evenings out.',
    description:
      'Made to be noticed: more projection and a longer dry-down than Work, in a rotating line-up of limited scents.',
    madeWith: '',
    madeWo: '',
    smellsLike: 'Your scent of the season',
    formulatedIn: '',
    createdBy: 'Clara Moreau, perfumer',
    fullIngredients:
      'Alcohol Denat., Fragrance (Parfum), Water, Linalool, Limonene, Coumarin, Benzyl Salicylate, Citronellol',
  },
  cologne_set_gift_card: {
    short_desc: 'A $25 gift card to pass on to a friend, free with the Cologne Set.',
    description: 'Sent with your order. Not usable on subscriptions; non-refundable.',
    madeWith: '',
    madeWo: '',
    smellsLike: '',
    formulatedIn: '',
    createdBy: '',
    fullIngredients: '',
  },
  candle: {
    short_desc: 'Candles that smell like places we love.',
    description: 'Hand-poured in small batches, each one a place on the map.',
    madeWith: 'Coconut-soy wax, cotton wick, phthalate-free fragrance oils',
    madeWo: 'Free of paraffin, phthalates and synthetic dyes',
    smellsLike: '',
    formulatedIn: LAB,
    createdBy: 'Daniel Okafor, perfumer',
    fullIngredients: 'Coconut wax, soy wax, fragrance oil (phthalate-free), cotton wick.',
  },
};

const EMPTY: ProductContent = {
  short_desc: '',
  description: '',
  madeWith: '',
  madeWo: '',
  smellsLike: '',
  formulatedIn: '',
  createdBy: '',
  fullIngredients: '',
};

export const contentOf = (slug: string): ProductContent => PRODUCT_CONTENT[slug] ?? EMPTY;

/** The longer story of each spec §3 set, by set key (its short line is the seeded description). */
export const SET_DESCRIPTIONS: Readonly<Record<string, string>> = {
  face: 'Two steps, morning and night: a cleanser and a lotion in the formula your answers call for.',
  hair: 'A shampoo and conditioner pair weighted for your hair type, so clean hair never feels flat or heavy.',
  body: 'The shower shelf, sorted: deodorant, body wash and body lotion, delivered before you run out.',
  hand: 'Hand cream and hand wash for hands that work hard; bought once, no subscription.',
  cologne: 'Work for the day, Play for the night, and a $25 gift card to pass on to a friend.',
};

/** Where the scent depends on the chosen variation (by seeded variation code). */
export const SMELLS_LIKE_BY_VARIATION: Readonly<Record<string, string>> = {
  cedar: 'Fresh cedarwood and sage',
  unscented: 'Nothing at all: no added fragrance',
  'bw-classic': 'Clean citrus and green tea',
  'bw-hydrating-woodlime': 'Bright lime peel over cedarwood',
  'bw-sensitive-riseup': 'A soft trace of cedar and blood orange',
};
