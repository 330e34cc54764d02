// Pure ordering of articles: newest first, and the previous / next neighbours of one article.

/** The least an article needs to be ordered and linked. */
interface ArticleLink {
  slug: string;
  title: string;
  date: Date;
}

// Newest first; same date by title, so the order is stable between builds.
export function sortArticles<T extends ArticleLink>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.date.getTime() - a.date.getTime() || a.title.localeCompare(b.title, 'fr'));
}

// Neighbours in the list order: `previous` is the one listed before (newer), `next` the one after (older).
export function articleNeighbours<T extends ArticleLink>(
  sorted: readonly T[],
  slug: string,
): { previous?: T; next?: T } {
  const index = sorted.findIndex((article) => article.slug === slug);
  if (index < 0) return {};
  return { previous: sorted[index - 1], next: sorted[index + 1] };
}
