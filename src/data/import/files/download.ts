// Downloads a source file from an official publisher, refusing any other host, redirects included.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ALLOWED_HOSTS, isAllowedSourceUrl } from './sources.ts';

const MAX_REDIRECTS = 5;

/** Throws unless `url` is an https URL of an official publisher. */
export function assertAllowedUrl(url: string): void {
  if (!isAllowedSourceUrl(url)) {
    throw new Error(`Refusing to download ${url}: only https URLs of ${ALLOWED_HOSTS.join(', ')} are accepted`);
  }
}

/** Saves `url` as `dir/name`, following redirects only within the allowlist; returns the path. */
export async function downloadSource(
  url: string,
  dir: string,
  name: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    assertAllowedUrl(current);
    const response = await fetchImpl(current, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, current).href;
      continue;
    }
    if (!response.ok || !response.body) throw new Error(`Download of ${current} failed: HTTP ${response.status}`);
    const path = join(dir, name);
    await pipeline(Readable.fromWeb(response.body as never), createWriteStream(path));
    return path;
  }
  throw new Error(`Download of ${url} failed: more than ${MAX_REDIRECTS} redirects`);
}
