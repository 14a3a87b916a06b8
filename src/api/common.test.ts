import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { isSafeLinkUrl, safeUrlSchema } from './common';

describe('safeUrlSchema', () => {
  const record = z.looseObject({ icon: safeUrlSchema });

  it('keeps http(s) URLs', () => {
    expect(record.parse({ icon: 'https://example.org/a.png' }).icon).toBe('https://example.org/a.png');
    expect(record.parse({ icon: 'http://127.0.0.1:8787/logo.svg' }).icon).toBe('http://127.0.0.1:8787/logo.svg');
  });

  it.each([
    'javascript:window.__pwned=1',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload="alert(1)"/>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '//evil.example/x.png',
    '/relative.png',
    'not a url',
    '',
  ])('turns %j into null instead of failing the record', (url) => {
    expect(record.parse({ icon: url }).icon).toBeNull();
  });

  it('leaves null and a missing field alone', () => {
    expect(record.parse({ icon: null }).icon).toBeNull();
    expect(record.parse({}).icon).toBeUndefined();
  });

  it('encodes back unchanged (the sandbox encodes records with it)', () => {
    expect(z.encode(record, { icon: 'https://example.org/a.png' })).toEqual({ icon: 'https://example.org/a.png' });
  });

  it('isSafeLinkUrl says the same for a single value', () => {
    expect(isSafeLinkUrl('https://x.org')).toBe(true);
    expect(isSafeLinkUrl('javascript:1')).toBe(false);
  });
});
