import { describe, expect, it } from 'vitest';
import { categoryIdsOf, toProduct } from './mappers.ts';

describe("Brightpearl products' categories", () => {
  it('reads the brightpearlCategoryCode ID set in any form a row may hold it', () => {
    expect(categoryIdsOf('12,31')).toEqual(['12', '31']);
    expect(categoryIdsOf('12-14, 20')).toEqual(['12', '13', '14', '20']);
    expect(categoryIdsOf(7)).toEqual(['7']);
    expect(categoryIdsOf([7, '9'])).toEqual(['7', '9']);
    expect(categoryIdsOf(null)).toEqual([]);
    expect(categoryIdsOf('')).toEqual([]);
  });

  it("names the product's categories as its source tags, the first its category; unknown ids are left out", () => {
    const row = {
      productId: 5,
      productName: 'Trail Runner',
      brandId: 1,
      updatedOn: '2024-01-01T10:00:00.000+00:00',
      brightpearlCategoryCode: '3,4,99,5',
    };
    const categories = new Map([
      ['3', 'Running Shoes'],
      ['4', 'Sale'],
      ['5', 'sale'],
    ]);
    const product = toProduct(row, new Map([['1', 'Acme']]), categories);
    expect(product.category).toBe('Running Shoes');
    expect(product.tags).toEqual(['Running Shoes', 'Sale']);
    expect(toProduct({ ...row, brightpearlCategoryCode: undefined }, new Map(), categories)).toMatchObject({
      category: null,
      tags: [],
    });
  });
});
