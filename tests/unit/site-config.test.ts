import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, parseSiteConfig } from '../../src/data/site-config.ts';

describe('parseSiteConfig', () => {
  it('has safe defaults: local site URL, optional services unset', () => {
    expect(parseSiteConfig({})).toEqual({
      siteUrl: DEFAULT_SITE_URL,
      predemandeIframeUrl: undefined,
      wordpressApiUrl: undefined,
      legalUrls: {
        mentions: undefined,
        cgu: undefined,
        privacy: undefined,
        cookies: undefined,
        accessibility: undefined,
      },
    });
  });

  it('reads every variable, trims, and drops the trailing slash of the site and WordPress URLs', () => {
    const config = parseSiteConfig({
      PUBLIC_SITE_URL: ' https://passeport.example/ ',
      PREDEMANDE_IFRAME_URL: 'https://prestataire.example/form/',
      WORDPRESS_API_URL: 'https://blog.example/wp-json/',
      LEGAL_MENTIONS_URL: 'https://legal.example/mentions',
      LEGAL_CGU_URL: 'https://legal.example/cgu',
      LEGAL_PRIVACY_URL: 'https://legal.example/privacy',
      LEGAL_COOKIES_URL: 'https://legal.example/cookies',
      LEGAL_ACCESSIBILITY_URL: 'https://legal.example/a11y',
    });
    expect(config.siteUrl).toBe('https://passeport.example');
    expect(config.predemandeIframeUrl).toBe('https://prestataire.example/form/');
    expect(config.wordpressApiUrl).toBe('https://blog.example/wp-json');
    expect(config.legalUrls).toEqual({
      mentions: 'https://legal.example/mentions',
      cgu: 'https://legal.example/cgu',
      privacy: 'https://legal.example/privacy',
      cookies: 'https://legal.example/cookies',
      accessibility: 'https://legal.example/a11y',
    });
  });

  it('treats empty values as unset', () => {
    expect(parseSiteConfig({ PUBLIC_SITE_URL: '', WORDPRESS_API_URL: '  ' })).toMatchObject({
      siteUrl: DEFAULT_SITE_URL,
      wordpressApiUrl: undefined,
    });
  });

  it.each([
    ['PUBLIC_SITE_URL', 'passeport.example'],
    ['PREDEMANDE_IFRAME_URL', 'javascript:alert(1)'],
    ['WORDPRESS_API_URL', 'ftp://blog.example'],
    ['LEGAL_COOKIES_URL', '/cookies'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseSiteConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid environment variable ${name}=.*absolute http\\(s\\) URL`),
    );
  });
});
