import { describe, expect, it } from 'vitest';
import { routeLabel } from './metrics';

describe('routeLabel', () => {
  const label = (url: string | undefined) => routeLabel({ routeOptions: { url } } as Parameters<typeof routeLabel>[0]);

  it('keeps series bounded: one label for every page, sandbox and hashed file, and for no route at all', () => {
    expect(label('*')).toBe('page'); // React Router's catch-all serves every page
    expect(label('/*')).toBe('page');
    expect(label('/assets/root-Bc1x9.js')).toBe('asset'); // one route per built file, new names every build
    expect(label('/__sandbox/qpay/invoices/:id')).toBe('sandbox');
    expect(label('/api/*')).toBe('unmatched'); // the API's 404 for unknown calls
    expect(label(undefined)).toBe('unmatched');
  });

  it('names any other route by its pattern, never its URL', () => {
    expect(label('/api/v1/orders/:number')).toBe('/api/v1/orders/:number');
    expect(label('/favicon.svg')).toBe('/favicon.svg');
  });
});
