// The canonical origin of a build: a production build refuses a missing or unreal PUBLIC_SITE_URL.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL } from '../../src/data/site-config.ts';
import { isProductionBuild, resolveSiteOrigin } from '../../src/data/site/env.ts';

describe('resolveSiteOrigin', () => {
  it('keeps the local default outside production, and says it is the default', () => {
    expect(resolveSiteOrigin({})).toEqual({ url: DEFAULT_SITE_URL, isDefault: true });
    expect(resolveSiteOrigin({ CI: 'false', CONTEXT: 'dev', NODE_ENV: 'development' }).isDefault).toBe(true);
    expect(resolveSiteOrigin({ PUBLIC_SITE_URL: 'http://127.0.0.1:4321' })).toEqual({
      url: 'http://127.0.0.1:4321',
      isDefault: false,
    });
  });

  it('tells production builds: CI, NODE_ENV=production, a Netlify CONTEXT', () => {
    expect(isProductionBuild({ CI: 'true' })).toBe(true);
    expect(isProductionBuild({ CI: '1' })).toBe(true);
    expect(isProductionBuild({ NODE_ENV: 'production' })).toBe(true);
    expect(isProductionBuild({ CONTEXT: 'deploy-preview' })).toBe(true);
    expect(isProductionBuild({ CI: '', NODE_ENV: 'test', CONTEXT: 'dev' })).toBe(false);
  });

  it('stops a production build without a real origin, naming PUBLIC_SITE_URL', () => {
    expect(() => resolveSiteOrigin({ CI: 'true' })).toThrow(/^PUBLIC_SITE_URL is not set/);
    expect(() => resolveSiteOrigin({ CONTEXT: 'production', PUBLIC_SITE_URL: ' ' })).toThrow(/PUBLIC_SITE_URL/);
    for (const bad of ['http://localhost:4321', 'http://127.0.0.1', 'passeport.example.fr', 'ftp://site.fr']) {
      expect(() => resolveSiteOrigin({ NODE_ENV: 'production', PUBLIC_SITE_URL: bad }), bad).toThrow(
        `Invalid PUBLIC_SITE_URL="${bad}"`,
      );
    }
    expect(() => resolveSiteOrigin({ PUBLIC_SITE_URL: 'https://site.fr/fr/' })).toThrow(/origin only/);
  });

  it('gives the origin of a valid PUBLIC_SITE_URL, without trailing slash', () => {
    expect(resolveSiteOrigin({ CI: 'true', PUBLIC_SITE_URL: ' https://Passeport.Example.fr/ ' })).toEqual({
      url: 'https://passeport.example.fr',
      isDefault: false,
    });
  });
});
