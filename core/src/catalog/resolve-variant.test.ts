import { err } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { aProduct } from '../testing';
import { resolveVariant, sizeOptions, stockLabel } from './resolve-variant';

const product = aProduct();

describe('resolveVariant', () => {
  it('finds the orderable variant of a colour code and size', () => {
    expect(resolveVariant(product, 'BLK', '9')._unsafeUnwrap()).toMatchObject({ upc: '000000000109', color: 'BLK', size: '9' });
  });

  it('accepts the colour by its display name too, ignoring case and spaces', () => {
    expect(resolveVariant(product, ' black ', '9')._unsafeUnwrap().upc).toBe('000000000109');
    expect(resolveVariant(product, 'red', '8')._unsafeUnwrap().upc).toBe('000000000208');
  });

  it('a variant that exists but cannot be ordered is VariantOutOfStock', () => {
    expect(resolveVariant(product, 'RED', '9')).toEqual(err({ type: 'VariantOutOfStock', productId: 'TRAILRUN01', upc: '000000000209' }));
  });

  it('a colour and size that exist separately but not together is VariantNotFound', () => {
    expect(resolveVariant(product, 'Red', '10')).toEqual(err({ type: 'VariantNotFound', productId: 'TRAILRUN01', color: 'Red', size: '10' }));
  });

  it('an unknown colour is ColorNotFound, an unknown size SizeNotFound', () => {
    expect(resolveVariant(product, 'Green', '9')).toEqual(err({ type: 'ColorNotFound', productId: 'TRAILRUN01', color: 'Green' }));
    expect(resolveVariant(product, 'BLK', '14')).toEqual(err({ type: 'SizeNotFound', productId: 'TRAILRUN01', size: '14' }));
  });
});

describe('sizeOptions', () => {
  it('lists every size of the product in order, with whether it can be ordered in the colour', () => {
    expect(sizeOptions(product, 'Red')).toEqual([
      { size: '8', upc: '000000000208', orderable: true },
      { size: '9', upc: '000000000209', orderable: false },
      { size: '10', upc: null, orderable: false },
    ]);
  });

  it('an unknown colour offers no orderable size', () => {
    expect(sizeOptions(product, 'Green').every((option) => !option.orderable)).toBe(true);
  });
});

describe('stockLabel', () => {
  it('§9: the low stock label matches LOW STOCK', () => {
    expect(stockLabel('LOW_STOCK')).toBe('LOW STOCK');
    expect(stockLabel('IN_STOCK')).toBe('IN STOCK');
    expect(stockLabel('OUT_OF_STOCK')).toBe('OUT OF STOCK');
  });
});
