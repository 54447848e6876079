import { describe, expect, it } from 'vitest';
import { CATALOGUE, DEFAULT_BRANDS, findCategory, SERVICE_CATALOGUES } from './catalogue.ts';
import { createDataset } from './dataset.ts';

describe("the fakes' catalogue", () => {
  it("gives every product its category's department, noun, price band, sizes and maker", () => {
    for (const seed of [11, 12, 13]) {
      const brands = seed === 13 ? ['Acme', 'Stride', 'Brook', 'Altura', 'Kestrel'] : [...DEFAULT_BRANDS];
      const data = createDataset({ seed, products: 150, brands });
      for (const p of data.products.scan({}, null)) {
        const kind = findCategory(p.department, p.category);
        expect(kind, `${p.title}: ${p.department} › ${p.category}`).toBeDefined();
        expect(p.title.endsWith(` ${kind!.noun}`), p.title).toBe(true);
        expect(p.title.startsWith(`${p.brand} `), p.title).toBe(true);
        expect(p.price).toBeGreaterThanOrEqual(kind!.price[0] - 0.01);
        expect(p.price).toBeLessThanOrEqual(kind!.price[1]);
        expect(kind!.sizes).toContain(p.size);
        const makers = kind!.makers.map((m) => (typeof m === 'string' ? m : brands[m]));
        expect(makers, p.title).toContain(p.brand);
      }
    }
  });

  it('never files a jacket under Electronics, a watch under Shoes or a trail shoe under Accessories', () => {
    const data = createDataset({ products: 400 });
    for (const p of data.products.scan({}, null)) {
      if (/Jacket|Tee|Sock|Short/.test(p.title)) expect(p.department, p.title).toBe('Apparel');
      if (/Watch|Earbuds|Headlamp/.test(p.title)) expect(p.department, p.title).toBe('Electronics');
      if (/Runner|Trail Shoe|Walker/.test(p.title)) expect(p.department, p.title).toBe('Shoes');
    }
    const departments = new Set([...data.products.scan({}, null)].map((p) => p.department));
    expect(departments).toEqual(new Set(CATALOGUE.map((c) => c.department)));
  });

  it("books an appointment business's own services, not a store's goods", () => {
    for (const name of ['fitting', 'salon', 'bridal'] as const) {
      const kinds = SERVICE_CATALOGUES[name];
      for (const p of createDataset({ catalogue: name, products: 40 }).products.scan({}, null)) {
        const kind = kinds.find((k) => k.category === p.category && k.department === p.department);
        expect(kind, `${name}: ${p.title}`).toBeDefined();
        expect(p.title.endsWith(kind!.noun), p.title).toBe(true);
        expect(p.price).toBeGreaterThanOrEqual(kind!.price[0]);
        expect(p.price).toBeLessThanOrEqual(kind!.price[1]);
      }
    }
  });
});
