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

export const CATALOGUE: readonly CatalogueCategory[] = [
  {
    department: 'Shoes',
    category: 'Road Running',
    noun: 'Runner',
    models: ['Glide', 'Tempo', 'Pacer', 'Cloudline', 'Swift'],
    makers: [0, 1, 2, 3],
    price: [109, 169],
    sizes: SHOE_SIZES,
    share: 22,
    numbered: true,
  },
  {
    department: 'Shoes',
    category: 'Trail Running',
    noun: 'Trail Shoe',
    models: ['Ridge', 'Summit', 'Switchback', 'Scree'],
    makers: [0, 1, 2, 3],
    price: [119, 179],
    sizes: SHOE_SIZES,
    share: 12,
    numbered: true,
  },
  {
    department: 'Shoes',
    category: 'Walking',
    noun: 'Walker',
    models: ['Daily', 'Comfort', 'Stroll'],
    makers: [1, 2],
    price: [89, 139],
    sizes: SHOE_SIZES,
    share: 6,
  },
  {
    department: 'Apparel',
    category: 'Tops',
    noun: 'Tee',
    models: ['Tempo', 'Breeze', 'Essential', 'Merino'],
    makers: [0, 1, 2, 3],
    price: [25, 55],
    sizes: APPAREL_SIZES,
    share: 12,
  },
  {
    department: 'Apparel',
    category: 'Jackets',
    noun: 'Jacket',
    models: ['Storm', 'Wind', 'Featherlight', 'Insulated'],
    makers: [0, 2, 3],
    price: [79, 199],
    sizes: APPAREL_SIZES,
    share: 8,
  },
  {
    department: 'Apparel',
    category: 'Bottoms',
    noun: 'Short',
    models: ['Split', 'Race', 'Trail', 'Lined'],
    makers: [0, 1, 2, 3],
    price: [35, 65],
    sizes: APPAREL_SIZES,
    share: 8,
  },
  {
    department: 'Apparel',
    category: 'Socks',
    noun: 'Sock',
    models: ['Cushion', 'No-Show', 'Crew', 'Compression'],
    makers: [0, 1, 2, 3],
    price: [12, 28],
    sizes: ['S', 'M', 'L'],
    share: 9,
  },
  {
    department: 'Accessories',
    category: 'Hats',
    noun: 'Cap',
    models: ['Race', 'Trail', 'Sun'],
    makers: [0, 2, 3],
    price: [22, 38],
    sizes: ONE_SIZE,
    share: 5,
  },
  {
    department: 'Accessories',
    category: 'Hydration',
    noun: 'Bottle',
    models: ['Handheld', 'Insulated', 'Soft Flask'],
    makers: [3, 4],
    price: [14, 42],
    sizes: ['500 ml', '750 ml'],
    share: 5,
  },
  {
    department: 'Accessories',
    category: 'Packs',
    noun: 'Vest',
    models: ['Hydration', 'Race', 'Ultra'],
    makers: [0, 3],
    price: [89, 169],
    sizes: ['S/M', 'L/XL'],
    share: 3,
  },
  {
    department: 'Nutrition',
    category: 'Gels & Chews',
    noun: 'Energy Gel',
    models: ['Citrus', 'Berry', 'Espresso', 'Salted Caramel'],
    makers: ['Fuelwell', 'Trailfood Co.'],
    price: [2, 4],
    sizes: ONE_SIZE,
    share: 4,
  },
  {
    department: 'Nutrition',
    category: 'Drink Mix',
    noun: 'Electrolyte Mix',
    models: ['Lemon-Lime', 'Orange', 'Unflavored'],
    makers: ['Fuelwell', 'Trailfood Co.'],
    price: [18, 36],
    sizes: ['16 servings', '40 servings'],
    share: 2,
  },
  {
    department: 'Electronics',
    category: 'GPS Watches',
    noun: 'GPS Watch',
    models: ['Pace', 'Trek', 'Fenix'],
    makers: [4],
    price: [199, 449],
    sizes: ONE_SIZE,
    share: 2,
    numbered: true,
  },
  {
    department: 'Electronics',
    category: 'Headphones',
    noun: 'Sport Earbuds',
    models: ['Open-Ear', 'Sweatproof'],
    makers: [4],
    price: [79, 179],
    sizes: ONE_SIZE,
    share: 1,
  },
  {
    department: 'Electronics',
    category: 'Lights',
    noun: 'Headlamp',
    models: ['Night Run', 'Trail'],
    makers: [4],
    price: [39, 99],
    sizes: ONE_SIZE,
    share: 1,
  },
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
