// The console's lists are paged: a page number from the address is kept within the pages there are (a list that shrank
// under a bookmark shows its last page, not an empty one).

/** The page to show of `total` rows, `perPage` a page, when `asked` was asked for; and the rows it starts at. */
export function pageOf(total: number, asked: number, perPage: number): { page: number; pages: number; offset: number } {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, Math.trunc(asked) || 1), pages);
  return { page, pages, offset: (page - 1) * perPage };
}
