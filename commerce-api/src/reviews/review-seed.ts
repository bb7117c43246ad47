import type { Database } from '../database/database.port';
import { mulberry32, type DemoCatalogue } from '../catalog/demo-seed';

/**
 * The demo reviews and questions (issue 11 §2): a pure function of the catalogue rows it is given, so products added
 * to the catalogue get reviews too. Each product (not a digital one) gets 0 to 12 reviews from a PRNG seeded by its
 * id: ratings around a per-product level (so sorting by rating and the summaries differ), written in English on the
 * en-us and en-gb sites or in French on fr-fr, about half with a stored translation into the other language (what
 * "Show translation" reads), some helpful votes; roughly one product in four has questions with answers. Every
 * seventh product opens with a French review that has an English translation, so each category shows one.
 */

type Language = 'en' | 'fr';
interface Copy { readonly title: string; readonly text: string }
type Bilingual = Readonly<Record<Language, Copy>>;

/** Review copy by rating (index 0: one star). `{name}` is the product's name in the review's language. */
const REVIEW_COPY: readonly (readonly Bilingual[])[] = [
  [
    { en: { title: 'Fell apart quickly', text: 'The {name} wore through after a few weeks of normal use. Disappointing for the price.' },
      fr: { title: 'Usé très vite', text: 'Le modèle {name} s’est abîmé après quelques semaines d’usage normal. Décevant pour le prix.' } },
    { en: { title: 'Not as described', text: 'The {name} looked nothing like the pictures and the fit was far too small. Sent it back.' },
      fr: { title: 'Pas conforme', text: 'Le modèle {name} ne ressemblait pas aux photos et taillait bien trop petit. Renvoyé.' } },
  ],
  [
    { en: { title: 'Uncomfortable', text: 'I wanted to like the {name}, but it rubbed after an hour on the trail.' },
      fr: { title: 'Inconfortable', text: 'J’aurais voulu aimer le modèle {name}, mais il frotte au bout d’une heure de marche.' } },
    { en: { title: 'Below expectations', text: 'The {name} is fine in town, but the stitching loosened on the first wet day.' },
      fr: { title: 'En dessous de mes attentes', text: 'Le modèle {name} convient en ville, mais les coutures ont lâché dès le premier jour de pluie.' } },
  ],
  [
    { en: { title: 'Does the job', text: 'The {name} is decent for the money. Nothing special, nothing wrong either.' },
      fr: { title: 'Fait le travail', text: 'Le modèle {name} est correct pour le prix. Rien d’exceptionnel, rien de grave non plus.' } },
    { en: { title: 'Mixed feelings', text: 'Good materials on the {name}, but the sizing runs a little large. Order half a size down.' },
      fr: { title: 'Avis partagé', text: 'Bons matériaux pour le modèle {name}, mais il taille un peu grand. Prenez une demi-taille en dessous.' } },
  ],
  [
    { en: { title: 'Very good', text: 'Comfortable from day one. The {name} kept me dry on a long weekend in the hills.' },
      fr: { title: 'Très bien', text: 'Confortable dès le premier jour. Le modèle {name} m’a gardé au sec pendant un long week-end en montagne.' } },
    { en: { title: 'Solid choice', text: 'Well made and light. I would buy the {name} again, just wish there were more colours.' },
      fr: { title: 'Un bon choix', text: 'Bien fini et léger. Je rachèterais le modèle {name}, dommage qu’il n’y ait pas plus de coloris.' } },
  ],
  [
    { en: { title: 'Love it', text: 'The {name} is the best purchase I made this year: light, warm and it still looks new.' },
      fr: { title: 'Je l’adore', text: 'Le modèle {name} est mon meilleur achat de l’année : léger, chaud et toujours comme neuf.' } },
    { en: { title: 'Perfect for hiking', text: 'Took the {name} on a week-long trek. No blisters, great grip, dried overnight.' },
      fr: { title: 'Parfait pour la randonnée', text: 'J’ai emporté le modèle {name} pour une semaine de trek. Pas d’ampoules, bonne accroche, sec en une nuit.' } },
  ],
];

const QUESTION_COPY: readonly { readonly question: Bilingual; readonly answer: Bilingual }[] = [
  { question: { en: { title: '', text: 'Is the {name} true to size?' }, fr: { title: '', text: 'Le modèle {name} taille-t-il normalement ?' } },
    answer: { en: { title: '', text: 'Yes, I take my usual size and it fits well.' }, fr: { title: '', text: 'Oui, j’ai pris ma taille habituelle et il me va bien.' } } },
  { question: { en: { title: '', text: 'Is the {name} waterproof or just water-resistant?' }, fr: { title: '', text: 'Le modèle {name} est-il imperméable ou seulement déperlant ?' } },
    answer: { en: { title: '', text: 'It kept out a full day of drizzle, but I would not stand in a stream with it.' }, fr: { title: '', text: 'Il a tenu une journée entière de bruine, mais je ne traverserais pas un ruisseau avec.' } } },
  { question: { en: { title: '', text: 'How does the {name} wash?' }, fr: { title: '', text: 'Comment se lave le modèle {name} ?' } },
    answer: { en: { title: '', text: 'Cold wash, hang to dry: mine still looks new after a dozen washes.' }, fr: { title: '', text: 'Lavage à froid, séchage à l’air libre : le mien est comme neuf après une douzaine de lavages.' } } },
];

const AUTHORS: Readonly<Record<Language, readonly string[]>> = {
  en: ['Sam R.', 'Priya K.', 'Jordan M.', 'Alex T.', 'Morgan L.', 'Chris B.', 'Taylor W.', 'Jamie O.', 'Riley S.', 'Casey D.'],
  fr: ['Camille D.', 'Louis M.', 'Chloé B.', 'Hugo L.', 'Manon R.', 'Théo P.', 'Léa G.', 'Julien F.'],
};

export interface SeedReview {
  id: string; productId: string; siteId: string; language: Language; authorName: string; rating: number; title: string; body: string;
  createdAt: string;
}
export interface SeedTranslation { reviewId: string; language: Language; title: string; body: string }
export interface SeedVote { reviewId: string; voterId: string; helpful: boolean; createdAt: string }
export interface SeedQuestion { id: string; productId: string; siteId: string; language: Language; authorName: string; body: string; createdAt: string }
export interface SeedAnswer { id: string; questionId: string; siteId: string; language: Language; authorName: string; body: string; createdAt: string }

export interface ReviewSeed {
  readonly reviews: SeedReview[];
  readonly translations: SeedTranslation[];
  readonly votes: SeedVote[];
  readonly questions: SeedQuestion[];
  readonly answers: SeedAnswer[];
}

/** A 32-bit FNV-1a hash of a product id: the PRNG seed of its reviews. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** The demo reviews end here and go back up to 400 days (a fixed date: the seed is the same on every machine). */
const NEWEST = Date.UTC(2026, 9, 31, 12);
const DAY = 86_400_000;
const other = (language: Language): Language => (language === 'en' ? 'fr' : 'en');
const fill = (template: string, name: string): string => template.replaceAll('{name}', name);

export const SEED_REVIEWS_PER_PRODUCT_MAX = 12;

export function buildReviewSeed(catalogue: Pick<DemoCatalogue, 'products' | 'productTranslations'>): ReviewSeed {
  const seed: ReviewSeed = { reviews: [], translations: [], votes: [], questions: [], answers: [] };
  const frenchName = new Map(catalogue.productTranslations.filter((t) => t.language === 'fr').map((t) => [t.productId, t.name]));
  // A presale product is not released yet: nobody has reviewed it.
  catalogue.products.filter((product) => !product.isDigital && !product.presale).forEach((product, index) => {
    const rng = mulberry32(hashOf(product.id));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
    const names: Record<Language, string> = { en: product.name, fr: frenchName.get(product.id) ?? product.name };
    const level = rng();
    const count = Math.floor(rng() * (SEED_REVIEWS_PER_PRODUCT_MAX + 1));
    const showcase = index % 7 === 0;
    const reviews = showcase ? Math.max(count, 3) : count;
    for (let n = 0; n < reviews; n += 1) {
      const rating = Math.min(5, Math.max(1, Math.round(1 + 4 * level + (rng() - 0.5) * 2.5)));
      const language: Language = showcase && n === 0 ? 'fr' : rng() < 0.35 ? 'fr' : 'en';
      const siteId = language === 'fr' ? 'fr-fr' : rng() < 0.5 ? 'en-us' : 'en-gb';
      const copy = pick(REVIEW_COPY[rating - 1]!);
      const createdAt = new Date(NEWEST - Math.floor(rng() * 400) * DAY - Math.floor(rng() * 24) * 3_600_000).toISOString();
      const id = `rvs_${product.id}_${n}`;
      seed.reviews.push({
        id, productId: product.id, siteId, language, authorName: pick(AUTHORS[language]), rating,
        title: copy[language].title, body: fill(copy[language].text, names[language]), createdAt,
      });
      if ((showcase && n === 0) || rng() < 0.5) {
        const into = other(language);
        seed.translations.push({ reviewId: id, language: into, title: copy[into].title, body: fill(copy[into].text, names[into]) });
      }
      const helpful = Math.floor(rng() * 8);
      const unhelpful = Math.floor(rng() * 3);
      for (let v = 0; v < helpful + unhelpful; v += 1) {
        seed.votes.push({ reviewId: id, voterId: `seed-voter-${v}`, helpful: v < helpful, createdAt });
      }
    }
    if (rng() < 0.25) {
      const asked = 1 + Math.floor(rng() * 2);
      for (let q = 0; q < asked; q += 1) {
        const language: Language = rng() < 0.35 ? 'fr' : 'en';
        const siteId = language === 'fr' ? 'fr-fr' : 'en-us';
        const copy = QUESTION_COPY[(hashOf(product.id) + q) % QUESTION_COPY.length]!;
        const createdAt = new Date(NEWEST - Math.floor(rng() * 200) * DAY).toISOString();
        const questionId = `qst_${product.id}_${q}`;
        seed.questions.push({
          id: questionId, productId: product.id, siteId, language, authorName: pick(AUTHORS[language]),
          body: fill(copy.question[language].text, names[language]), createdAt,
        });
        seed.answers.push({
          id: `ans_${product.id}_${q}`, questionId, siteId, language, authorName: pick(AUTHORS[language]),
          body: copy.answer[language].text, createdAt: new Date(Date.parse(createdAt) + 2 * DAY).toISOString(),
        });
      }
    }
  });
  return seed;
}

async function insertRows(db: Database, table: string, columns: Record<string, string>, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const spec = names.map((n) => `${n} ${columns[n]}`).join(', ');
  const snake = rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v])));
  await db.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${spec})
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(snake)]);
}

/** Inserts the demo reviews, translations, votes, questions and answers of these catalogue rows (again: no change). */
export async function seedReviews(db: Database, catalogue: Pick<DemoCatalogue, 'products' | 'productTranslations'>): Promise<void> {
  const seed = buildReviewSeed(catalogue);
  await insertRows(db, 'reviews', {
    id: 'text', product_id: 'text', site_id: 'text', language: 'text', author_name: 'text', rating: 'smallint', title: 'text', body: 'text',
    created_at: 'timestamptz',
  }, seed.reviews);
  await insertRows(db, 'review_translations', { review_id: 'text', language: 'text', title: 'text', body: 'text' }, seed.translations);
  await insertRows(db, 'review_votes', { review_id: 'text', voter_id: 'text', helpful: 'boolean', created_at: 'timestamptz' }, seed.votes);
  await insertRows(db, 'product_questions', {
    id: 'text', product_id: 'text', site_id: 'text', language: 'text', author_name: 'text', body: 'text', created_at: 'timestamptz',
  }, seed.questions);
  await insertRows(db, 'product_answers', {
    id: 'text', question_id: 'text', site_id: 'text', language: 'text', author_name: 'text', body: 'text', created_at: 'timestamptz',
  }, seed.answers);
}
