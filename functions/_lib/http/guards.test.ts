import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import {
  decodeBody,
  isHoneypotFilled,
  readBody,
  requireContentType,
  requireMethod,
  requireSameOrigin,
} from './guards.ts';

const req = (headers: Record<string, string> = {}, init: RequestInit = {}) =>
  new Request('https://site.fr/api/x', { method: 'POST', headers, ...init });

function status(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
  return undefined;
}

describe('guards', () => {
  it('requireMethod: 405 with Allow', () => {
    expect(status(() => requireMethod(req(), ['POST']))).toBeUndefined();
    try {
      requireMethod(new Request('https://site.fr'), ['POST']);
    } catch (error) {
      expect((error as HttpError).headers).toEqual({ Allow: 'POST' });
    }
  });

  it('requireSameOrigin: the site, the Host the request arrived on, or a non-browser client', () => {
    const site = 'https://www.site.fr';
    expect(status(() => requireSameOrigin(req({ Origin: 'https://www.site.fr' }), site))).toBeUndefined();
    expect(status(() => requireSameOrigin(req({ Origin: 'https://site.fr', Host: 'site.fr' }), site))).toBeUndefined();
    expect(
      status(() => requireSameOrigin(req({ Origin: 'http://127.0.0.1:4321', Host: '127.0.0.1:4321' }), site)),
    ).toBeUndefined();
    expect(
      status(() => requireSameOrigin(req({ Origin: 'https://site.fr', Host: 'site.fr:443' }), site)),
    ).toBeUndefined();
    // The request URL names evil.example (a local server built it from `//evil.example/…`): never trusted.
    const walked = new Request('http://evil.example/api/contact', {
      method: 'POST',
      headers: { Origin: 'http://evil.example', Host: '127.0.0.1:4321' },
    });
    expect(status(() => requireSameOrigin(walked, site))).toBe(403);
    expect(status(() => requireSameOrigin(req({ Origin: 'https://site.fr' }), site))).toBe(403); // no Host
    for (const host of ['evil.example/x', 'a@evil.example', 'site.fr:443:1', 'evil.example#', '', ' site.fr']) {
      expect(
        status(() => requireSameOrigin(req({ Origin: 'https://evil.example', Host: host }), site)),
        host,
      ).toBe(403);
    }
    expect(status(() => requireSameOrigin(req({ Origin: 'https://site.fr/', Host: 'site.fr' }), site))).toBe(403);
    expect(status(() => requireSameOrigin(req({ Origin: 'ftp://site.fr', Host: 'site.fr' }), site))).toBe(403);
    expect(status(() => requireSameOrigin(req({}), site))).toBeUndefined();
    expect(status(() => requireSameOrigin(req({ 'Sec-Fetch-Site': 'same-origin' }), site))).toBeUndefined();
    expect(status(() => requireSameOrigin(req({ Origin: 'https://evil.fr' }), site))).toBe(403);
    expect(status(() => requireSameOrigin(req({ Origin: 'null' }), site))).toBe(403);
    expect(status(() => requireSameOrigin(req({ 'Sec-Fetch-Site': 'cross-site' }), site))).toBe(403);
    expect(status(() => requireSameOrigin(req({ 'Sec-Fetch-Site': 'same-site' }), site))).toBe(403);
  });

  it('requireContentType: exact media types, UTF-8 only', () => {
    expect(requireContentType(req({ 'Content-Type': 'application/json; charset=UTF-8' }), ['json', 'form'])).toBe(
      'json',
    );
    expect(requireContentType(req({ 'Content-Type': 'text/plain;charset=UTF-8' }), ['text'])).toBe('text');
    expect(status(() => requireContentType(req({ 'Content-Type': 'text/plain' }), ['json']))).toBe(415);
    expect(status(() => requireContentType(req({ 'Content-Type': 'application/jsonp' }), ['json']))).toBe(415);
    expect(
      status(() => requireContentType(req({ 'Content-Type': 'application/json; charset=iso-8859-1' }), ['json'])),
    ).toBe(415);
  });

  it('readBody: 413 on the announced or the actual size', async () => {
    await expect(readBody(req({ 'Content-Length': '5000' }, { body: 'x' }), 100)).rejects.toMatchObject({
      status: 413,
    });
    await expect(readBody(req({}, { body: 'x'.repeat(101) }), 100)).rejects.toMatchObject({ status: 413 });
    expect(new TextDecoder().decode(await readBody(req({}, { body: 'é'.repeat(50) }), 100))).toBe('é'.repeat(50));
  });

  it('decodeBody: JSON objects and form fields (first value wins); anything else is a 400', () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    expect(decodeBody(bytes('{"a":1}'), 'json')).toEqual({ a: 1 });
    expect(decodeBody(bytes('a=1&a=2&b=%C3%A9'), 'form')).toEqual({ a: '1', b: 'é' });
    for (const bad of ['', 'null', '[]', '{']) expect(status(() => decodeBody(bytes(bad), 'text'))).toBe(400);
    expect(status(() => decodeBody(new Uint8Array([0xff, 0xfe]), 'form'))).toBe(400);
  });

  it('isHoneypotFilled', () => {
    expect(isHoneypotFilled({ company: 'ACME' })).toBe(true);
    expect(isHoneypotFilled({ company: '  ' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });
});
