/**
 * What a retail store's order holds: mostly one item, sometimes two or three, one of each except socks
 * and gels. The items are picked by low-discrepancy sequences (one per line position) over a "shelf":
 * the products in order of brand, category and price, each taking a stretch of [0, 1) as long as its
 * popularity. So any run of consecutive orders — a day's — holds a fair share of each brand and of cheap
 * and dear items, and a day's revenue (or one brand's) follows the day's order count rather than the
 * luck of a few watches.
 */

export interface ShelfProduct {
  brand: string;
  department: string;
  category: string;
  price: number;
}

export interface BasketLine {
  productIndex: number;
  quantity: number;
}

const frac = (x: number) => x - Math.floor(x);
/** one irrational step per line position (and one for the line count), so the sequences do not align */
const STEPS = [0.618_033_988_749_895, 0.414_213_562_373_095, 0.732_050_807_568_877, 0.236_067_977_499_79];
const COUNT_STEP = 0.645_751_311_064_591;

interface Shelf {
  /** product indexes in shelf order */
  order: number[];
  /** the end of each product's stretch of [0, 1) */
  ends: number[];
}

const shelves = new Map<string, Shelf>();

function shelfOf(seed: number, products: number, productOf: (index: number) => ShelfProduct): Shelf {
  const key = `${seed}:${products}`;
  const cached = shelves.get(key);
  if (cached) return cached;
  const rows = Array.from({ length: products }, (_, index) => ({ index, ...productOf(index) }));
  rows.sort(
    (a, b) =>
      a.brand.localeCompare(b.brand) ||
      a.department.localeCompare(b.department) ||
      a.category.localeCompare(b.category) ||
      a.price - b.price ||
      a.index - b.index,
  );
  // popularity: shoes sell best, then apparel; within a category some models more than others
  const weights = rows.map((r, i) => {
    const base = r.department === 'Shoes' ? 2 : r.department === 'Apparel' ? 1.2 : 0.8;
    return base * (0.5 + ((Math.imul(seed + 1, 0x9e3779b1) ^ Math.imul(r.index + 1, 0x85ebca6b) ^ i) >>> 0) / 2 ** 32);
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const ends: number[] = [];
  let running = 0;
  for (const w of weights) {
    running += w / total;
    ends.push(running);
  }
  const shelf = { order: rows.map((r) => r.index), ends };
  shelves.set(key, shelf);
  return shelf;
}

/** The lines of order `index` of a store with `products` products (`hashed`: a hash of the order). */
export function retailBasket(
  seed: number,
  index: number,
  products: number,
  hashed: number,
  productOf: (index: number) => ShelfProduct,
): BasketLine[] {
  if (products <= 0) return [];
  const shelf = shelfOf(seed, products, productOf);
  const offset = (seed % 101) / 101;
  const u = frac(index * COUNT_STEP + offset);
  const lineCount = Math.min(products, u < 0.6 ? 1 : u < 0.88 ? 2 : u < 0.98 ? 3 : 4);
  const lines: BasketLine[] = [];
  const used = new Set<number>();
  for (let k = 0; k < lineCount; k++) {
    const v = frac(index * STEPS[k]! + offset * (k + 2));
    let low = 0;
    let high = shelf.ends.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (shelf.ends[mid]! <= v) low = mid + 1;
      else high = mid;
    }
    while (used.has(low)) low = (low + 1) % products;
    used.add(low);
    const productIndex = shelf.order[low]!;
    const product = productOf(productIndex);
    const multiples = product.category === 'Socks' || product.department === 'Nutrition';
    const quantity = multiples ? 1 + ((hashed >>> (k * 4)) % 3) : (hashed >>> (k * 4)) % 12 === 0 ? 2 : 1;
    lines.push({ productIndex, quantity });
  }
  return lines;
}
