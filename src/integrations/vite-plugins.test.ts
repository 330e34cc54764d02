import { describe, expect, it } from 'vitest';
import { serverOnlyKind } from './vite-plugins.ts';

describe('serverOnlyKind', () => {
  const root = '/work/site';

  it('names zod, the database and mail clients, Node built-ins, the data layer and the functions', () => {
    expect(serverOnlyKind(`${root}/node_modules/zod/v4/core/schemas.js`, root)).toBe('zod');
    expect(serverOnlyKind(`${root}/node_modules/pg/lib/client.js`, root)).toBe('pg');
    expect(serverOnlyKind(`${root}/node_modules/pg-protocol/dist/index.js`, root)).toBe('pg');
    expect(serverOnlyKind(`${root}/node_modules/@electric-sql/pglite/dist/index.js`, root)).toBe('PGlite');
    expect(serverOnlyKind(`${root}/node_modules/nodemailer/lib/nodemailer.js`, root)).toBe('nodemailer');
    expect(serverOnlyKind('node:fs', root)).toBe('a Node built-in');
    expect(serverOnlyKind('\0__vite-browser-external:node:path', root)).toBe('a Node built-in');
    expect(serverOnlyKind(`${root}/src/data/site/site-data.ts`, root)).toBe('src/data');
    expect(serverOnlyKind(`${root}/functions/_lib/core/config.ts`, root)).toBe('functions');
  });

  it('lets browser code through, and reads the project folders from the root only', () => {
    for (const id of [
      '/work/site/node_modules/some-lib/functions/index.js',
      '/work/site/node_modules/some-lib/src/data/index.js',
      '/work/site/src/domain/schedule.ts',
      '/work/site/src/islands/ReportDialog.tsx',
      '/work/site/src/schemas/limits.ts',
      '/work/site/node_modules/react-dom/client.js',
      '/work/site/node_modules/zod-like/index.js',
      '/work/site/node_modules/pgeo/index.js',
    ])
      expect(serverOnlyKind(id, '/work/site'), id).toBeNull();
  });
});
