/**
 * The words of the demo catalogue in each language it is sold in: US English (the base every other language
 * falls back to), British English where the wording differs, and French for everything.
 *
 * Language tags are BCP 47: `en` is the base text (stored in the catalogue rows themselves), `en-GB` holds only
 * what British English says differently, `fr` holds every French word. A site looks up its locale (`en-GB`),
 * then its language (`fr`), then the base (see catalogue-language.ts).
 *
 * French follows French typography: a no-break space (U+00A0) before a colon.
 */

/** The tags translations are stored under. */
export const BRITISH_ENGLISH = 'en-GB';
export const FRENCH = 'fr';
export type TranslationTag = typeof BRITISH_ENGLISH | typeof FRENCH;

const NBSP = '\u00a0';

/** A text in US English, with its British (when it differs) and French versions. */
export interface Localised {
  readonly en: string;
  readonly enGb?: string;
  readonly fr: string;
}

export type CategoryCode = 'TR' | 'HK' | 'JK' | 'FL' | 'PK' | 'AC';

export interface CategoryCopy {
  /** The category's name in the navigation and on its listing page. */
  readonly name: Localised;
  /** The category's description (listing page introduction and meta description). */
  readonly description: Localised;
  /** The product noun; `model` is the model name (Ridge, Scree…): where it goes depends on the language. */
  readonly productName: { readonly en: (model: string) => string; readonly enGb?: (model: string) => string; readonly fr: (model: string) => string };
  /** What the category's products are, for the first sentence of a product description. */
  readonly blurb: Localised;
  /** « signé » agreeing with the French product noun (un sac, une veste, des chaussettes). */
  readonly frSigned: 'signé' | 'signée' | 'signées';
}

export const CATEGORY_COPY: Readonly<Record<CategoryCode, CategoryCopy>> = {
  TR: {
    frSigned: 'signée',
    name: { en: 'Trail Running Shoes', fr: 'Chaussures de trail' },
    description: {
      en: 'Trail running shoes with grippy outsoles and cushioning for rocky, rooty singletrack.',
      enGb: 'Trail running shoes with grippy soles and cushioning for rocky, rooty paths: far more grip than your road trainers.',
      fr: 'Des chaussures de trail accrocheuses et bien amorties pour les sentiers techniques, caillouteux ou parsemés de racines.',
    },
    productName: { en: (m) => `${m} Trail Runner`, fr: (m) => `Chaussure de trail ${m}` },
    blurb: {
      en: 'a grippy, cushioned shoe for rocky singletrack',
      enGb: 'a grippy, cushioned shoe for rocky paths, with far more bite than a road trainer',
      fr: 'de l’accroche et de l’amorti pour les sentiers rocailleux',
    },
  },
  HK: {
    frSigned: 'signée',
    name: { en: 'Hiking Boots', enGb: 'Walking Boots', fr: 'Chaussures de randonnée' },
    description: {
      en: 'Waterproof hiking boots with ankle support for long days and heavy packs.',
      enGb: 'Waterproof walking boots with ankle support for long days on the hills and a heavy rucksack.',
      fr: 'Des chaussures de randonnée imperméables qui maintiennent bien la cheville, pour les longues journées sac au dos.',
    },
    productName: { en: (m) => `${m} Hiking Boot`, enGb: (m) => `${m} Walking Boot`, fr: (m) => `Chaussure de randonnée ${m}` },
    blurb: {
      en: 'a waterproof boot with ankle support for long days',
      enGb: 'a waterproof boot with ankle support for long days on the hills',
      fr: 'une tige imperméable et un bon maintien de la cheville pour les longues journées de marche',
    },
  },
  JK: {
    frSigned: 'signée',
    name: { en: 'Jackets', fr: 'Vestes' },
    description: {
      en: 'Breathable waterproof shell jackets that pack small, for changeable mountain weather.',
      fr: 'Des vestes imperméables et respirantes, faciles à glisser dans le sac, pour affronter la météo changeante de la montagne.',
    },
    productName: { en: (m) => `${m} Shell Jacket`, fr: (m) => `Veste imperméable ${m}` },
    blurb: {
      en: 'a breathable waterproof shell that packs small',
      fr: 'une protection imperméable et respirante qui se range dans un rien de place',
    },
  },
  FL: {
    frSigned: 'signée',
    name: { en: 'Fleece & Midlayers', fr: 'Polaires et couches intermédiaires' },
    description: {
      en: 'Warm fleece and midlayers to wear on their own on cold starts, or under a shell when the weather turns.',
      enGb: 'Warm fleeces and midlayers to wear on their own on chilly mornings, or under a waterproof when the weather turns.',
      fr: 'Des polaires et couches intermédiaires bien chaudes, à porter seules par temps frais ou sous une veste quand le temps se gâte.',
    },
    productName: { en: (m) => `${m} Fleece`, fr: (m) => `Polaire ${m}` },
    blurb: {
      en: 'a warm grid-fleece layer for cold starts',
      enGb: 'a warm grid-fleece layer for chilly mornings',
      fr: 'une maille technique à structure alvéolée, bien chaude pour les départs dans le froid',
    },
  },
  PK: {
    frSigned: 'signé',
    name: { en: 'Backpacks', enGb: 'Rucksacks', fr: 'Sacs à dos' },
    description: {
      en: 'Ventilated daypacks and backpacks with harnesses sized to your torso.',
      enGb: 'Ventilated daypacks and rucksacks with harnesses sized to your back length.',
      fr: 'Des sacs à dos ventilés dont le harnais s’adapte à la longueur de votre dos.',
    },
    productName: { en: (m) => `${m} Daypack`, fr: (m) => `Sac à dos ${m}` },
    blurb: {
      en: 'a ventilated pack with a torso-length harness',
      enGb: 'a ventilated rucksack with a harness sized to your back length',
      fr: 'un dos ventilé et un harnais ajusté à la longueur de votre buste',
    },
  },
  AC: {
    frSigned: 'signées',
    name: { en: 'Socks & Hats', fr: 'Chaussettes et bonnets' },
    description: {
      en: 'Merino socks and hats that stay warm, soft and fresh for days on the trail.',
      enGb: 'Merino socks and woolly hats that stay warm, soft and fresh for days on the trail.',
      fr: 'Des chaussettes et des bonnets en mérinos qui restent chauds, doux et frais plusieurs jours de suite.',
    },
    productName: { en: (m) => `${m} Merino Socks`, fr: (m) => `Chaussettes en mérinos ${m}` },
    blurb: {
      en: 'soft merino that stays fresh for days',
      fr: 'un mérinos tout doux qui reste frais plusieurs jours d’affilée',
    },
  },
};

export type ModelName = 'Ridge' | 'Scree' | 'Talus' | 'Cirque' | 'Fell' | 'Moraine' | 'Col' | 'Tarn' | 'Bothy' | 'Corrie' | AddedModelName;

/**
 * Issue 11: the models added to grow the catalogue to 300 products. Model names are proper nouns, the same in every
 * language; several carry French accents (a shopper finds "Écrin" by typing "ecrin" or "écrin").
 */
export const ADDED_MODELS = [
  'Écrin', 'Névé', 'Sérac', 'Arête', 'Brèche', 'Combe', 'Couloir', 'Lapiaz', 'Dôme', 'Sgurr',
  'Bealach', 'Aven', 'Estive', 'Cascade', 'Mélèze', 'Gentiane', 'Refuge', 'Sommet', 'Torrent', 'Sentier',
] as const;
export type AddedModelName = (typeof ADDED_MODELS)[number];

/** An edition of a model (a second product of the same model in a category): a word after the model name, and what it adds. */
export interface EditionCopy {
  readonly label: Localised;
  readonly trait: Localised;
}

export const EDITIONS: { readonly pro: EditionCopy; readonly winter: EditionCopy } = {
  pro: {
    label: { en: 'Pro', fr: 'Pro' },
    trait: {
      en: 'The Pro edition adds a tougher build for heavy use.',
      fr: 'La version Pro ajoute une construction renforcée pour un usage intensif.',
    },
  },
  winter: {
    label: { en: 'Winter', fr: 'Hiver' },
    trait: {
      en: 'The Winter edition adds warmth for cold-weather trips.',
      fr: 'La version Hiver apporte un supplément de chaleur pour les sorties par temps froid.',
    },
  },
};

/** What sets each model apart: the second sentence of its description, true of a shoe, a jacket or a pack alike. */
export const MODEL_TRAITS: Readonly<Record<ModelName, Localised>> = {
  Ridge: {
    en: 'Built light for fast days along exposed ridgelines.',
    fr: 'Une conception légère, pour filer le long des crêtes exposées.',
  },
  Scree: {
    en: 'Tough where the ground is loose and sharp.',
    fr: 'Une construction robuste pour les terrains instables et les pierriers.',
  },
  Talus: {
    en: 'Made for scrambling over boulder fields.',
    fr: 'Le compagnon des passages rocheux et des champs de blocs.',
  },
  Cirque: {
    en: 'At home on long loops around high mountain bowls.',
    fr: 'Le choix idéal pour les grandes boucles autour des cirques d’altitude.',
  },
  Fell: {
    en: 'Nimble enough for steep, fast days in the hills.',
    enGb: 'Nimble enough for steep, fast days on the fells.',
    fr: 'De l’agilité pour les sorties rapides sur les pentes raides.',
  },
  Moraine: {
    en: 'Dependable comfort from the trailhead to the edge of the glacier.',
    enGb: 'Dependable comfort from the car park to the edge of the glacier.',
    fr: 'Un confort sans faille, du départ du sentier jusqu’au pied du glacier.',
  },
  Col: {
    en: 'Fine-tuned for long climbs to high mountain passes.',
    fr: 'Une mise au point soignée pour les longues montées vers les cols.',
  },
  Tarn: {
    en: 'Quick to dry after stream crossings and lakeside showers.',
    fr: 'Un séchage rapide après les passages de gué et les averses au bord des lacs.',
  },
  Bothy: {
    en: 'Hard-wearing for hut-to-hut trips, season after season.',
    fr: 'Une solidité éprouvée pour les itinérances de refuge en refuge, saison après saison.',
  },
  Corrie: {
    en: 'A versatile all-rounder, from the valley floor to the summit.',
    fr: 'Une polyvalence à toute épreuve, du fond de la vallée jusqu’au sommet.',
  },
  Écrin: {
    en: 'Snug and sheltering, like a hollow out of the wind.',
    fr: 'Un cocon protecteur, comme un creux à l’abri du vent.',
  },
  Névé: {
    en: 'Made for late-season snowfields and cold mornings.',
    fr: 'Une conception pensée pour les névés de fin de saison et les matins froids.',
  },
  Sérac: {
    en: 'Stiff and precise on technical, icy ground.',
    fr: 'De la rigidité et de la précision sur les terrains techniques et verglacés.',
  },
  Arête: {
    en: 'Sure-footed along narrow, airy crests.',
    fr: 'Un pied sûr le long des arêtes étroites et aériennes.',
  },
  Brèche: {
    en: 'Light enough to carry through a notch in the ridge and down the other side.',
    fr: 'Une légèreté qui permet de franchir la brèche et de redescendre de l’autre côté.',
  },
  Combe: {
    en: 'Comfortable in sheltered valleys on gentle day hikes.',
    enGb: 'Comfortable in sheltered combes on gentle day walks.',
    fr: 'Du confort dans les combes abritées, pour les balades tranquilles.',
  },
  Couloir: {
    en: 'Ready for steep gullies and spring snow.',
    fr: 'Une conception taillée pour les couloirs raides et la neige de printemps.',
  },
  Lapiaz: {
    en: 'Grips on limestone pavement and fissured rock.',
    fr: 'Une adhérence sûre sur les lapiaz et la roche fissurée.',
  },
  Dôme: {
    en: 'Roomy and relaxed for long summit days.',
    fr: 'De l’aisance et du confort pour les longues journées vers les sommets.',
  },
  Sgurr: {
    en: 'Built for steep Scottish peaks and sideways rain.',
    enGb: 'Built for steep Munros and sideways rain.',
    fr: 'Un modèle conçu pour les sommets écossais escarpés et la pluie à l’horizontale.',
  },
  Bealach: {
    en: 'Tuned for windy passes between the peaks.',
    fr: 'Un réglage soigné pour les cols venteux entre les sommets.',
  },
  Aven: {
    en: 'Cool and airy for humid climbs.',
    fr: 'De la fraîcheur et de l’aération pour les montées humides.',
  },
  Estive: {
    en: 'For long summer days on high pastures.',
    fr: 'Pour les longues journées d’été sur les estives.',
  },
  Cascade: {
    en: 'Shrugs off the spray beside waterfalls.',
    fr: 'Une protection insensible aux embruns au pied des cascades.',
  },
  Mélèze: {
    en: 'Warm autumn tones and a soft hand, made for walks under the larches.',
    fr: 'Des tons chauds d’automne et un toucher doux, pour les balades sous les mélèzes.',
  },
  Gentiane: {
    en: 'Bright, cheerful and easy to spot on the mountain.',
    fr: 'Une couleur vive et gaie, facile à repérer en montagne.',
  },
  Refuge: {
    en: 'Packs down small for nights in mountain huts.',
    fr: 'Un encombrement minime pour les nuits en refuge.',
  },
  Sommet: {
    en: 'Our lightest take, for the final push to the summit.',
    fr: 'Notre version la plus légère, pour l’assaut final vers le sommet.',
  },
  Torrent: {
    en: 'Drains fast and stays sure-footed on wet rock.',
    fr: 'Un séchage express et une accroche sûre sur la roche mouillée.',
  },
  Sentier: {
    en: 'An easy-going everyday choice for well-made trails.',
    enGb: 'An easy-going everyday choice for well-made footpaths.',
    fr: 'Un choix facile au quotidien, pour les sentiers bien tracés.',
  },
};

export type ColorCode = 'black' | 'forest' | 'ember' | 'glacier' | 'sand' | 'navy' | 'slate' | 'berry';

/** Colour names (US English spelling in the base, British where it differs). */
export const COLOR_NAMES: Readonly<Record<ColorCode, Localised>> = {
  black: { en: 'Black', fr: 'Noir' },
  forest: { en: 'Forest', fr: 'Vert forêt' },
  ember: { en: 'Ember', fr: 'Braise' },
  glacier: { en: 'Glacier', fr: 'Bleu glacier' },
  sand: { en: 'Sand', fr: 'Sable' },
  navy: { en: 'Navy', fr: 'Bleu marine' },
  slate: { en: 'Slate Gray', enGb: 'Slate Grey', fr: 'Gris ardoise' },
  berry: { en: 'Berry', fr: 'Framboise' },
};

/** The close of a product description: how many colours it comes in. */
export const COLOR_COUNT: { readonly en: (n: number) => string; readonly enGb: (n: number) => string; readonly fr: (n: number) => string } = {
  en: (n) => (n === 1 ? 'Available in one color only.' : `Available in ${n} colors.`),
  enGb: (n) => (n === 1 ? 'Available in one colour only.' : `Available in ${n} colours.`),
  fr: (n) => (n === 1 ? 'Un seul coloris disponible.' : `${n}${NBSP}coloris au choix.`),
};

/** The limited-run note of the 3-unit product. */
export const LIMITED_RUN: Localised = {
  en: 'Limited run: only 3 left.',
  fr: `Série limitée${NBSP}: plus que 3 exemplaires.`,
};

/**
 * storefront-experience §3/§6: the demo presale product, a jacket of next season sold to signed-in members before
 * its release. Its model name is a proper noun, the same in every language.
 */
export const PRESALE_MODEL = 'Solstice';
export const PRESALE_TRAIT: Localised = {
  en: 'A preview of next season’s shell, with a helmet-compatible hood and taped seams.',
  fr: 'L’avant-première de la veste de la saison prochaine, avec une capuche compatible casque et des coutures étanchées.',
};
export const PRESALE_NOTE: Localised = {
  en: 'Presale: sold to members before its release. Sign in to buy it.',
  fr: `Prévente${NBSP}: vendue aux membres avant sa sortie. Connectez-vous pour l’acheter.`,
};

/** The first sentence of a product description. */
export const PRODUCT_INTRO: {
  readonly en: (name: string, brand: string, blurb: string) => string;
  readonly fr: (name: string, brand: string, blurb: string, signed: CategoryCopy['frSigned']) => string;
} = {
  en: (name, brand, blurb) => `The ${name} by ${brand}: ${blurb}.`,
  fr: (name, brand, blurb, signed) => `${name}, ${signed} ${brand}${NBSP}: ${blurb}.`,
};
