/**
 * What a running-and-outdoor store sells, as one table every vendor fake's products come from:
 * department → category → the items of that category (their noun and model names), which of the
 * store's brands make them, their price band and their sizes. A product drawn from it is coherent:
 * a jacket is Apparel › Jackets at a jacket's price, made by a brand that makes apparel.
 */

export interface CatalogueCategory {
  department: string;
  category: string;
  /** what the item is, the last word(s) of its name (the demo's tag rules look for 'Runner', 'Trail Shoe', 'Tee', 'Jacket') */
  noun: string;
  models: readonly string[];
  /** slots in the store's brand list (see DEFAULT_BRANDS), or a maker of its own */
  makers: readonly (number | string)[];
  /** in dollars, inclusive; prices end in .99 or .00 */
  price: readonly [number, number];
  sizes: readonly string[];
  /** how many products of 100 fall here */
  share: number;
  /** names carry a model generation ("Glide 7") */
  numbered?: boolean;
  /** a service the business itself gives: named without a brand, its brand the business's own */
  service?: boolean;
}

const SHOE_SIZES = ['7', '7.5', '8', '8.5', '9', '9.5', '10', '10.5', '11', '12'];
const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const ONE_SIZE = ['One Size'];

/**
 * The store's five brands by slot (a store may name its own, e.g. the demo's Acme in slot 0): slots
 * 0–3 are running brands (shoes, apparel, socks, bags), slot 4 a tech-and-gear brand (watches,
 * headphones, lights, bottles). Nutrition comes from makers of its own.
 */
export const DEFAULT_BRANDS = ['Northpeak', 'Stride', 'Brook', 'Altura', 'Kestrel'] as const;

/** Brand slots 0–3: the running brands, who make shoes, apparel, socks and bags. */
const RUNNING_BRANDS = [0, 1, 2, 3];
const NUTRITION_MAKERS = ['Fuelwell', 'Trailfood Co.'];

/** A category's row: category, noun, models ('/' between them), makers, price, sizes, share, numbered. */
type CategoryRow = [string, string, string, (number | string)[], [number, number], string[], number, boolean?];

/** The rows of one department as catalogue categories. */
const department = (name: string, rows: CategoryRow[]): CatalogueCategory[] =>
  rows.map(([category, noun, models, makers, price, sizes, share, numbered]) => ({
    department: name,
    category,
    noun,
    models: models.split('/'),
    makers,
    price,
    sizes,
    share,
    ...(numbered ? { numbered } : {}),
  }));

export const CATALOGUE: readonly CatalogueCategory[] = [
  ...department('Shoes', [
    ['Road Running', 'Runner', 'Glide/Tempo/Pacer/Cloudline/Swift', RUNNING_BRANDS, [109, 169], SHOE_SIZES, 22, true],
    ['Trail Running', 'Trail Shoe', 'Ridge/Summit/Switchback/Scree', RUNNING_BRANDS, [119, 179], SHOE_SIZES, 12, true],
    ['Walking', 'Walker', 'Daily/Comfort/Stroll', [1, 2], [89, 139], SHOE_SIZES, 6],
  ]),
  ...department('Apparel', [
    ['Tops', 'Tee', 'Tempo/Breeze/Essential/Merino', RUNNING_BRANDS, [25, 55], APPAREL_SIZES, 12],
    ['Jackets', 'Jacket', 'Storm/Wind/Featherlight/Insulated', [0, 2, 3], [79, 199], APPAREL_SIZES, 8],
    ['Bottoms', 'Short', 'Split/Race/Trail/Lined', RUNNING_BRANDS, [35, 65], APPAREL_SIZES, 8],
    ['Socks', 'Sock', 'Cushion/No-Show/Crew/Compression', RUNNING_BRANDS, [12, 28], ['S', 'M', 'L'], 9],
  ]),
  ...department('Accessories', [
    ['Hats', 'Cap', 'Race/Trail/Sun', [0, 2, 3], [22, 38], ONE_SIZE, 5],
    ['Hydration', 'Bottle', 'Handheld/Insulated/Soft Flask', [3, 4], [14, 42], ['500 ml', '750 ml'], 5],
    ['Packs', 'Vest', 'Hydration/Race/Ultra', [0, 3], [89, 169], ['S/M', 'L/XL'], 3],
  ]),
  ...department('Nutrition', [
    ['Gels & Chews', 'Energy Gel', 'Citrus/Berry/Espresso/Salted Caramel', NUTRITION_MAKERS, [2, 4], ONE_SIZE, 4],
    [
      'Drink Mix',
      'Electrolyte Mix',
      'Lemon-Lime/Orange/Unflavored',
      NUTRITION_MAKERS,
      [18, 36],
      ['16 servings', '40 servings'],
      2,
    ],
  ]),
  ...department('Electronics', [
    ['GPS Watches', 'GPS Watch', 'Pace/Trek/Fenix', [4], [199, 449], ONE_SIZE, 2, true],
    ['Headphones', 'Sport Earbuds', 'Open-Ear/Sweatproof', [4], [79, 179], ONE_SIZE, 1],
    ['Lights', 'Headlamp', 'Night Run/Trail', [4], [39, 99], ONE_SIZE, 1],
  ]),
];

const service = (
  department: string,
  category: string,
  noun: string,
  models: string[],
  price: [number, number],
  share: number,
): CatalogueCategory => ({
  department,
  category,
  noun,
  models,
  makers: ['In-house'],
  price,
  sizes: ['30 min'],
  share,
  service: true,
});

/**
 * What the appointment vendors' businesses book instead of goods: a running store's fittings (a
 * walk-in waitlist), a salon's services, a bridal boutique's appointments.
 */
export const SERVICE_CATALOGUES = {
  fitting: [
    service('Services', 'Fittings', 'Shoe Fitting', ['Express', 'Full'], [0, 0], 50),
    service('Services', 'Gait Analysis', 'Gait Analysis', ['Video', 'Pressure-Plate'], [25, 60], 25),
    service('Services', 'Insoles', 'Insole Fitting', ['Custom', 'Heat-Molded'], [45, 90], 25),
  ],
  salon: [
    service('Hair', 'Cuts', 'Haircut', ["Women's", "Men's", "Children's"], [25, 75], 40),
    service('Hair', 'Color', 'Color', ['Full', 'Root Touch-Up', 'Highlights'], [65, 180], 25),
    service('Hair', 'Styling', 'Blowout', ['Classic', 'Event'], [40, 85], 15),
    service('Nails', 'Manicures', 'Manicure', ['Classic', 'Gel'], [25, 55], 20),
  ],
  bridal: [
    service('Bridal', 'Gowns', 'Gown Appointment', ['Bridal', 'Private Bridal'], [0, 75], 50),
    service('Bridal', 'Party', 'Bridesmaid Appointment', ['Group', 'Individual'], [0, 0], 25),
    service('Bridal', 'Alterations', 'Alterations Fitting', ['First', 'Second', 'Final'], [75, 250], 25),
  ],
} as const satisfies Record<string, readonly CatalogueCategory[]>;
export type CatalogueName = 'store' | keyof typeof SERVICE_CATALOGUES;

export const catalogueNamed = (name: CatalogueName = 'store'): readonly CatalogueCategory[] =>
  name === 'store' ? CATALOGUE : SERVICE_CATALOGUES[name];

/** The category a value in [0, 1) falls in, by share. */
export function categoryAt(u: number, catalogue: readonly CatalogueCategory[] = CATALOGUE): CatalogueCategory {
  let left = u * catalogue.reduce((n, c) => n + c.share, 0);
  for (const category of catalogue) {
    left -= category.share;
    if (left < 0) return category;
  }
  return catalogue.at(-1)!;
}

/** The category of a department and category name, for tests and checks. */
export function findCategory(department: string, category: string): CatalogueCategory | undefined {
  return CATALOGUE.find((c) => c.department === department && c.category === category);
}
