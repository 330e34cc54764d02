// The build log: Astro's per-page lines are recognised, counted by section, and summed up every 5,000 files.
import { describe, expect, it } from 'vitest';
import { PageProgress, PROGRESS_EVERY, readPageLogChunk, sectionOf } from './build-log.ts';

describe('build log', () => {
  it("recognises Astro's per-page chunks, with or without colours, and nothing else", () => {
    expect(readPageLogChunk('20:29:31   ├─ /ville/01330/index.html')).toEqual({
      kind: 'page',
      path: '/ville/01330/index.html',
    });
    expect(readPageLogChunk('\x1b[2m20:29:31\x1b[22m   \x1b[34m├─\x1b[39m \x1b[2m/recherche/pa.json\x1b[22m')).toEqual({
      kind: 'page',
      path: '/recherche/pa.json',
    });
    expect(readPageLogChunk(' (+12ms) \n')).toEqual({ kind: 'time' });
    expect(readPageLogChunk(' \x1b[2m(+1.20s)\x1b[22m \n')).toEqual({ kind: 'time' });
    expect(readPageLogChunk('21:06:36 [build] 63 page(s) built in 2.08s\n')).toBeNull();
    expect(readPageLogChunk('[site-data] loaded in 447 ms\n')).toBeNull();
  });

  it('groups files by section and prints a line every 5,000 with counts and rate', () => {
    expect(['/mairie/x/index.html', '/recherche/pa.json', '/cerfa/index.html', '/index.html'].map(sectionOf)).toEqual([
      'mairie',
      'recherche',
      'pages',
      'pages',
    ]);
    const progress = new PageProgress(0);
    const lines: string[] = [];
    for (let i = 0; i < 2 * PROGRESS_EVERY + 10; i++) {
      const line = progress.add(i % 2 ? `/mairie/m${i}/index.html` : `/ville/${i}/index.html`, (i + 1) * 2);
      if (line) lines.push(line);
    }
    expect(lines).toEqual([
      '5000 files (ville 2500, mairie 2500) in 10.0 s, 500 files/s',
      '10000 files (ville 5000, mairie 5000) in 20.0 s, 500 files/s',
    ]);
  });
});
