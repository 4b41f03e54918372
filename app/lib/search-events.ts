// The search page's reports for the store's search analytics (server/modules/catalog/search-analytics.ts): a search it
// showed, with how many products it found, and a result opened from it. Only the query travels, no shopper: sent as a
// beacon, so leaving the page does not lose it and nothing waits for it.
export function reportSearchEvent(body: { q: string; event: 'search' | 'click'; results?: number }): void {
  const json = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.('/api/v1/search/events', new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // A browser that refuses the beacon: the fetch below.
  }
  void fetch('/api/v1/search/events', { method: 'POST', body: json, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => {});
}
