import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err } from 'neverthrow';
import { DEFAULT_PREVIEW_LIMIT, PREVIEW_LIMIT_OPTIONS } from './preview.constants';
import { previewHostLabel } from './preview-host.rules';
import { DOC_TYPE_REQUIRED, parsePreviewControls, showcaseQuery } from './preview-controls.validator';

describe('preview controls', () => {
  it("docType is required ('Doc type is required')", () => {
    expect(parsePreviewControls({})).toEqual(err({ type: 'InvalidPreviewControls', field: 'docType', message: 'Doc type is required' }));
    expect(parsePreviewControls({ docType: '  ' })).toEqual(err({ type: 'InvalidPreviewControls', field: 'docType', message: DOC_TYPE_REQUIRED }));
    expect(parsePreviewControls({ docType: 'hero', layoutVariant: 'overlay', limit: '50', page: '3' })._unsafeUnwrap())
      .toEqual({ docType: 'hero', layoutVariant: 'overlay', limit: 50, page: 3 });
  });

  it('preview limit options 10, 20, 50 (default 20)', () => {
    expect(PREVIEW_LIMIT_OPTIONS).toEqual([10, 20, 50]);
    expect(DEFAULT_PREVIEW_LIMIT).toBe(20);
    expect(parsePreviewControls({ docType: 'hero', limit: '30' })._unsafeUnwrap().limit).toBe(20);
    expect(parsePreviewControls({ docType: 'hero', page: '-2' })._unsafeUnwrap().page).toBe(1);
    expect(parsePreviewControls({ docType: 'hero', page: '0' })._unsafeUnwrap().page).toBe(1);
  });

  it('the showcase query pages by limit', () => {
    expect(showcaseQuery({ docType: 'hero', limit: 20, page: 3 })).toEqual({ limit: 20, offset: 40 });
    expect(showcaseQuery({ docType: 'hero', layoutVariant: 'split', limit: 10, page: 1 })).toEqual({ layoutVariant: 'split', limit: 10, offset: 0 });
  });

  it('property: accepts any non-blank docType, rejects blank ones, never throws on any strings', () => {
    const field = fc.option(fc.string(), { nil: undefined });
    fc.assert(fc.property(field, field, field, field, (docType, layoutVariant, limit, page) => {
      const result = parsePreviewControls({ docType, layoutVariant, limit, page });
      expect(result.isOk()).toBe((docType ?? '').trim() !== '');
      result.map((controls) => {
        expect(PREVIEW_LIMIT_OPTIONS).toContain(controls.limit);
        expect(Number.isSafeInteger(controls.page) && controls.page >= 1).toBe(true);
      });
    }));
  });
});

describe('preview host labels', () => {
  it('labels the host as one of: localhost, PR preview, dev, qa, preprod, production, unknown', () => {
    expect(previewHostLabel('localhost:5173')).toBe('localhost');
    expect(previewHostLabel('127.0.0.1')).toBe('localhost');
    expect(previewHostLabel('[::1]:3000')).toBe('localhost');
    expect(previewHostLabel('::1')).toBe('localhost');
    expect(previewHostLabel('shop.localhost')).toBe('localhost');
    expect(previewHostLabel('pr-481.preview.switchback.dev')).toBe('PR preview');
    expect(previewHostLabel('switchback-pr123.example.app')).toBe('PR preview');
    expect(previewHostLabel('dev.switchback.example')).toBe('dev');
    expect(previewHostLabel('switchback-qa.example.com')).toBe('qa');
    expect(previewHostLabel('preprod.switchback.example')).toBe('preprod');
    expect(previewHostLabel('staging.switchback.example')).toBe('preprod');
    expect(previewHostLabel('www.switchback.example', ['www.switchback.example'])).toBe('production');
    expect(previewHostLabel('www.switchback.example')).toBe('unknown');
    expect(previewHostLabel('')).toBe('unknown');
  });

  it('property: never throws on any string and always gives a known label', () => {
    fc.assert(fc.property(fc.string(), (host) => {
      expect(['localhost', 'PR preview', 'dev', 'qa', 'preprod', 'production', 'unknown']).toContain(previewHostLabel(host, [host]));
    }));
  });
});
