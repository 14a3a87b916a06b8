import { describe, expect, it } from 'vitest';
import { ROUTES } from '../config/routes';
import { PAGE_APIS, pageApi } from './page-api';

describe('pageApi', () => {
  it('knows every page with an API by its path in config/routes', () => {
    const paths = Object.values(ROUTES).map((r) => r.path);
    expect(Object.keys(PAGE_APIS).sort()).toEqual(['/', ...paths].sort());
  });

  it('finds a page by its first path segment', () => {
    expect(pageApi('/predictions/e/123')).toBe(PAGE_APIS['/predictions']);
    expect(pageApi('/swap')).toBe(PAGE_APIS['/swap']);
    expect(pageApi('/')).toBe(PAGE_APIS['/']);
    expect(pageApi('/invites/claim')).toBe(PAGE_APIS['/invites']);
    expect(pageApi('/nowhere')).toBeUndefined();
  });

  it('loads a module for each page', async () => {
    for (const load of new Set(Object.values(PAGE_APIS))) await expect(load()).resolves.toBeTypeOf('object');
  });
});
