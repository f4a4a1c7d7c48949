// The cologne typeahead's catalogue (spec §5: min 3 characters, 50 results, fuzzy threshold 0.4;
// the matching is @pc/shared's). Houses and scent names are authored and fictional (a demo store
// must not list real trademarks); each scent line belongs to one house and comes in the flankers
// real houses release (Intense, Eau de Parfum, Nuit…), so the list reads like a shop's shelf.
// Deterministic: the same lists always give the same fragrances, ids and order.

export interface Fragrance {
  /** A slug of brand and name, stable while both are. */
  id: string;
  name: string;
  brand: string;
}

interface ScentLine {
  houses: readonly string[];
  scents: readonly string[];
}

/** Houses grouped with the scent names that fit their language. */
const LINES: readonly ScentLine[] = [
  {
    houses: ['Maison Verdier', 'Atelier Lune', 'Jardin Céleste', 'Ferrand Parfumeur', 'Maison Ambrée'],
    scents: [
      'Bois Épicé',
      'Eau de Crème',
      'Cèdre Blanc',
      'Ambre Doré',
      'Fleur de Sel',
      'Nuit Étoilée',
      'Cuir Fumé',
      'Poivre Rose',
      'Thé Noir',
      'Figue Verte',
      'Vétiver Sauvage',
      'Mousse de Chêne',
      'Bergamote Solaire',
      'Lavande Fraîche',
      'Santal Crémeux',
      'Iris Poudré',
      'Encens Sacré',
      'Rose Fumée',
      'Néroli Clair',
      'Citron Givré',
      'Tabac Blond',
      'Bois de Pluie',
      'Café Noisette',
      'Mandarine Glacée',
      "Jardin d'Été",
      'Brise Marine',
      "Orage d'Été",
      'Pin Maritime',
      'Cardamome Sucrée',
      'Vanille Fumée',
      'Patchouli Céleste',
      "Ciel d'Hiver",
      "Écorce d'Orange",
      'Mer Calme',
      'Lumière Ambrée',
      'Bois Flotté',
      'Herbe Coupée',
      "Pluie d'Avril",
      'Chypre Élégant',
      'Étoile du Soir',
      'Sel Marin',
      'Fougère Royale',
      'Ombre de Cuir',
      'Oud Précieux',
      'Cyprès Noir',
      'Géranium Poivré',
      'Absinthe Verte',
      'Nuage de Musc',
      'Épices Lointaines',
      'Cèdre et Cuir',
    ],
  },
  {
    houses: ['Orsini & Fils', 'Officina Ruscelli', 'Studio Sette', 'Olea'],
    scents: [
      'Limone di Sorrento',
      'Bergamotto Vivo',
      'Notte Calabra',
      'Terra Rossa',
      'Cipresso Antico',
      'Fico di Capri',
      'Mare Aperto',
      'Sole Nero',
      'Vento di Mare',
      'Pietra Calda',
      'Arancia Amara',
      'Gelsomino Notturno',
      'Legno Sacro',
      'Ambra Nera',
      'Tabacco Dolce',
      'Caffè Ristretto',
      'Rosmarino Selvatico',
      'Pioggia Fresca',
      'Cuoio Antico',
      'Bosco Alto',
      'Mirto di Sardegna',
      'Zagara Bianca',
    ],
  },
  {
    houses: ['Casa Albero', 'Córdoba Perfumería', 'Bruma'],
    scents: [
      'Azahar de Sevilla',
      'Cuero Viejo',
      'Brisa del Sur',
      'Noche de Verano',
      'Tierra Mojada',
      'Limón Verde',
      'Canela Dulce',
      'Mar de Fondo',
      'Humo Dorado',
      'Jazmín Real',
      'Olivo Añejo',
      'Sal de Cádiz',
    ],
  },
  {
    houses: ['Kōen'],
    scents: ['Hinoki Bath', 'Yuzu Morning', 'Matcha Field', 'Sumi Ink', 'Shiso Leaf', 'Cedar Temple'],
  },
  {
    houses: ['Nordhaus', 'Fjord & Co.', 'Stellan'],
    scents: [
      'Fjällbris',
      'Björk',
      'Tallskog',
      'Havsvind',
      'Snö',
      'Midnattssol',
      'Granite Shore',
      'Birch Tar',
      'Cold Harbour',
      'Lingon Leaf',
    ],
  },
  {
    houses: ['Hollis Row', 'Salt & Cedar', 'Wilder & Stone', 'Harbour Lane', 'Ashgrove', 'Hayward & Pike'],
    scents: [
      'Cedar Smoke',
      'Salt Air',
      'Black Fig',
      'Leather Road',
      'Tobacco Leaf',
      'Amber Dusk',
      'Sea Fennel',
      'Winter Pine',
      'Copper Oud',
      'Citrus Grove',
      'Midnight Iris',
      'Smoked Vanilla',
      'Wild Sage',
      'Driftwood',
      'Rain on Stone',
      'Velvet Rose',
      'Harbour Light',
      'Iron & Moss',
      'Desert Bloom',
      'Golden Hour',
      'Northern Coast',
      'Fireside',
      'Library Leather',
      'Spiced Rum',
      'Vetiver Field',
      'Cold Brew',
      'Mountain Air',
      'Bonfire Night',
      'Sandalwood Trail',
      'Blue Cypress',
      'White Tea',
      'Pepper & Lime',
      'Grapefruit Zest',
      'Neroli Sun',
      'Oakmoss Path',
      'Storm Front',
      'Cashmere Wood',
      'Olive Grove',
      'Coastal Sage',
      'Evening Tobacco',
      'Juniper Ridge',
      'Amber Road',
      'Bay Rum',
      'Fresh Linen',
      'Tonka Night',
      'Cedar Ridge',
      'Saffron Dust',
      'Green Vetiver',
      'Mint Leaf',
      'Lime Basil',
      'Black Pepper',
      'Smoked Birch',
      'Cacao Bean',
      'Wet Stone',
      'Pine Needle',
      'Dark Cherry',
      'Honey Tobacco',
      'Warm Cashmere',
      'Ocean Drift',
      'Urban Night',
      'Quiet Morning',
      'Sunday Coffee',
      'Cedar & Sea',
      'Old Harbour',
      'Lantern Light',
      'Clean Slate',
      'First Light',
      'Afterglow',
      'High Tide',
      'Sundown',
      'Open Road',
      'Wildwood',
      'Blackcurrant Leaf',
      'Incense Trail',
      'Cypress Grove',
      'Mossy Stone',
      'Golden Tobacco',
      'Blend No. 3',
      'Formula 9',
      'Edition 04',
      'Oud 27',
      'Vetiver 11',
    ],
  },
];

/** Flankers, with the words of a scent name that would clash with them. */
const FLANKERS: readonly { suffix: string; clashes?: RegExp }[] = [
  { suffix: 'Intense' },
  { suffix: 'Eau de Parfum', clashes: /^Eau /i },
  { suffix: 'Nuit', clashes: /nuit|nott|noche|night|midnatt|soir/i },
  { suffix: 'Sport' },
  { suffix: 'Extrême' },
  { suffix: 'Eau de Toilette', clashes: /^Eau /i },
  { suffix: 'Absolu' },
  { suffix: 'Privé' },
  { suffix: 'Parfum', clashes: /^Eau /i },
  { suffix: 'Elixir' },
  { suffix: 'Summer Edition', clashes: /été|verano|sun|sole|summer/i },
  { suffix: 'Cologne' },
  { suffix: 'Réserve' },
  { suffix: 'Eau Fraîche', clashes: /^Eau |fraîche|fresca|fresh/i },
  { suffix: 'Noir', clashes: /noir|nero|nera|black|dark|ink/i },
];

/** `Bois Épicé` by `Maison Verdier` → `maison-verdier-bois-epice`. */
export function fragranceId(brand: string, name: string): string {
  return `${brand} ${name}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Each scent is released plain and in 3 to 8 flankers; which ones follows from its place in the
 * list (a fixed stride through FLANKERS), so the catalogue never changes between runs.
 */
function buildFragrances(): Fragrance[] {
  const fragrances: Fragrance[] = [];
  let scentIndex = 0;
  for (const line of LINES) {
    line.scents.forEach((scent, index) => {
      const brand = line.houses[index % line.houses.length]!;
      fragrances.push({ id: fragranceId(brand, scent), name: scent, brand });
      const count = 3 + ((scentIndex * 7) % 6);
      for (let step = 0; step < count; step += 1) {
        const flanker = FLANKERS[(scentIndex * 5 + step) % FLANKERS.length]!;
        if (flanker.clashes?.test(scent)) continue;
        const name = `${scent} ${flanker.suffix}`;
        fragrances.push({ id: fragranceId(brand, name), name, brand });
      }
      scentIndex += 1;
    });
  }
  return fragrances;
}

/** Every fragrance the cologne typeahead can suggest, grouped by scent line. */
export const FRAGRANCES: readonly Fragrance[] = buildFragrances();
