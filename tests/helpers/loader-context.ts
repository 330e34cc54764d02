// A minimal in-memory LoaderContext for the article loader tests: real schema parsing, Map-backed store.
import type { LoaderContext } from 'astro/loaders';
import { ArticleSchema } from '../../src/data/articles/article.ts';

type Entry = {
  id: string;
  data: Record<string, unknown>;
  rendered?: { html: string };
  digest?: string | number;
  filePath?: string;
  body?: string;
};

/** The context plus what the loader logged. */
type FakeLoaderContext = LoaderContext & {
  logs: string[];
  store: LoaderContext['store'] & { get: (id: string) => Entry | undefined };
};

export function fakeLoaderContext(root: URL = new URL('../../', import.meta.url)): FakeLoaderContext {
  const entries = new Map<string, Entry>();
  const logs: string[] = [];
  const store = {
    get: (id: string) => entries.get(id),
    set: (entry: Entry) => (entries.set(entry.id, entry), true),
    entries: () => [...entries.entries()],
    values: () => [...entries.values()],
    keys: () => [...entries.keys()],
    delete: (id: string) => void entries.delete(id),
    clear: () => entries.clear(),
    has: (id: string) => entries.has(id),
  };
  const context = {
    collection: 'articles',
    store,
    logs,
    logger: { info: (message: string) => logs.push(message), warn: (message: string) => logs.push(message) },
    config: { root },
    parseData: async ({ data }: { data: Record<string, unknown> }) => ArticleSchema.parse(data),
    generateDigest: (data: unknown) => JSON.stringify(data).length.toString(16),
    renderMarkdown: async (content: string) => {
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(content);
      const frontmatter = Object.fromEntries(
        (match?.[1] ?? '').split('\n').map((line) => {
          const [key, ...rest] = line.split(':');
          return [
            key.trim(),
            rest
              .join(':')
              .trim()
              .replace(/^"(.*)"$/, '$1'),
          ];
        }),
      );
      return { html: `<p>${(match?.[2] ?? content).trim().length} characters</p>`, metadata: { frontmatter } };
    },
  };
  return context as unknown as FakeLoaderContext;
}
