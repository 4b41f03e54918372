// The page fetcher's guard against server-side request forgery, and its limits: what counts as a public address, which
// links may be fetched at all, and — against a local server standing in for a marketplace (its name mapped to it, and
// its loopback address counted as "public" for the test) — redirects to private or unlisted hosts, loops, size, time,
// robots.txt and content types. With the real rule a marketplace name that resolves to a private address is refused.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPageUrl, fetchPage, fetchPicture, isPublicAddress, PageFetchRefused, type FetchPageOptions } from './fetch-page';

const allowedHosts = ['coupang.com', 'www.coupang.com', 'item.rakuten.co.jp'];
const reason = (p: Promise<unknown> | (() => unknown)) =>
  (typeof p === 'function' ? Promise.resolve().then(p) : p).then(
    () => 'fetched',
    (e: unknown) => (e instanceof PageFetchRefused ? e.reason : `other: ${String(e)}`),
  );

describe('public addresses', () => {
  it.each(['127.0.0.1', '127.8.9.1', '::1', '10.0.0.5', '172.16.4.1', '172.31.255.255', '192.168.1.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', 'fd00::1', 'fe80::1', '224.0.0.1', '255.255.255.255', '2001:db8::1', 'localhost', '', '1.2.3'])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('takes %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('links that may be fetched', () => {
  it.each([
    ['not a link', 'invalid_url'],
    ['file:///etc/passwd', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['ftp://www.coupang.com/x', 'scheme'],
    ['http://www.coupang.com/vp/products/1', 'scheme'],
    ['https://user:pw@www.coupang.com/vp/products/1', 'invalid_url'],
    ['https://127.0.0.1/', 'host_not_allowed'],
    ['https://[::1]/', 'host_not_allowed'],
    ['https://2130706433/', 'host_not_allowed'],
    ['https://localhost/', 'host_not_allowed'],
    ['https://coupang.com.evil.example/', 'host_not_allowed'],
    ['https://evilcoupang.com/', 'host_not_allowed'],
    ['https://metadata.google.internal/', 'host_not_allowed'],
  ])('refuses %s (%s)', async (url, why) => {
    expect(await reason(() => checkPageUrl(url, { allowedHosts }))).toBe(why);
  });
  it('takes an allowlisted host and one under it', () => {
    expect(checkPageUrl('https://www.coupang.com/vp/products/1?itemId=2', { allowedHosts }).href).toBe('https://www.coupang.com/vp/products/1?itemId=2');
    expect(checkPageUrl('https://M.Coupang.com./vp/products/1', { allowedHosts }).hostname).toBe('m.coupang.com.');
  });
});

describe('fetching a page', () => {
  let server: http.Server;
  let port = 0;
  const hits: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      const to = (location: string) => res.writeHead(302, { location }).end();
      switch (req.url) {
        case '/robots.txt':
          return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private\n');
        case '/vp/products/1':
          return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'x=1' }).end('<title>토너</title>');
        case '/to-product':
          return to('/vp/products/1');
        case '/to-private':
          return to('http://10.0.0.1/latest/meta-data/');
        case '/to-metadata':
          return to(`http://169.254.169.254:${port}/`);
        case '/to-unlisted':
          return to(`http://evil.example:${port}/`);
        case '/loop':
          return to('/loop');
        case '/big':
          return res.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(200_000));
        case '/json':
          return res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        case '/euc-kr':
          // "토너" in EUC-KR, declared only in the page.
          return res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.concat([Buffer.from('<meta charset="euc-kr"><title>'), Buffer.from([0xc5, 0xe4, 0xb3, 0xca]), Buffer.from('</title>')]));
        case '/shift-jis':
          return res.writeHead(200, { 'content-type': 'text/html; charset=Shift_JIS' }).end(Buffer.from([0x93, 0xfa]));
        case '/picture.jpg':
          return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
        case '/to-picture-private':
          return to('http://10.0.0.1/picture.jpg');
        case '/gone':
          return res.writeHead(404, { 'content-type': 'text/html' }).end('no');
        case '/slow':
          return; // never answers
        default:
          return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>private</p>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  // The marketplace's names lead to the local server, whose loopback address stands for the internet here.
  const options = (extra: Partial<FetchPageOptions> = {}): FetchPageOptions => ({
    allowedHosts,
    allowHttp: true,
    userAgent: 'ZuuchBot/1.0 (+https://zuuch.mn/buy-for-me)',
    timeoutMs: 500,
    maxBytes: 100_000,
    resolve: async (host) => (host === 'www.coupang.com' ? ['127.0.0.1'] : host === 'evil.example' ? ['127.0.0.1'] : []),
    addressAllowed: (address) => address === '127.0.0.1',
    ...extra,
  });
  const page = (path: string) => `http://www.coupang.com:${port}${path}`;

  it('fetches a page, following a redirect on the same site', async () => {
    expect(await fetchPage(page('/vp/products/1'), options())).toEqual({ html: '<title>토너</title>', url: page('/vp/products/1') });
    expect((await fetchPage(page('/to-product'), options())).url).toBe(page('/vp/products/1'));
  });

  it.each([
    ['/to-private', 'host_not_allowed'],
    ['/to-metadata', 'host_not_allowed'],
    ['/to-unlisted', 'host_not_allowed'],
    ['/loop', 'too_many_redirects'],
    ['/big', 'too_large'],
    ['/slow', 'timeout'],
    ['/json', 'not_html'],
    ['/gone', 'http_error'],
    ['/private/page', 'robots'],
  ])('refuses %s: %s', async (path, why) => {
    expect(await reason(fetchPage(page(path), options()))).toBe(why);
  });

  it('refuses a marketplace name that resolves to a private address, or to one private among public ones', async () => {
    expect(await reason(fetchPage(page('/vp/products/1'), options({ addressAllowed: undefined })))).toBe('address_not_public');
    expect(await reason(fetchPage(page('/vp/products/1'), options({ addressAllowed: undefined, resolve: async () => ['8.8.8.8', '10.0.0.1'] })))).toBe('address_not_public');
    expect(await reason(fetchPage(page('/vp/products/1'), options({ resolve: async () => [] })))).toBe('address_not_public');
  });

  it('reads a page in its own encoding, from the header or the page', async () => {
    expect((await fetchPage(page('/euc-kr'), options())).html).toBe('<meta charset="euc-kr"><title>토너</title>');
    expect((await fetchPage(page('/shift-jis'), options())).html).toBe('日');
  });

  it('sends no cookies and says who it is', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    server.prependOnceListener('request', (req: http.IncomingMessage) => seen.push(req.headers));
    await fetchPage(page('/vp/products/1'), options());
    expect(seen[0]['user-agent']).toBe('ZuuchBot/1.0 (+https://zuuch.mn/buy-for-me)');
    expect(seen[0].cookie).toBeUndefined();
  });

  it('fetches a picture as guardedly as a page: an image only, asked for as one, never from a private address', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const listen = (req: http.IncomingMessage) => seen.push(req.headers);
    server.on('request', listen);
    expect(await fetchPicture(page('/picture.jpg'), options())).toEqual({ bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0]), contentType: 'image/jpeg', url: page('/picture.jpg') });
    server.off('request', listen);
    expect(seen.at(-1)?.accept).toMatch(/^image\//);
    expect(await reason(fetchPicture(page('/vp/products/1'), options()))).toBe('not_image');
    expect(await reason(fetchPicture(page('/to-picture-private'), options()))).toBe('host_not_allowed');
    expect(await reason(fetchPicture(page('/picture.jpg'), options({ addressAllowed: undefined })))).toBe('address_not_public');
  });
});
