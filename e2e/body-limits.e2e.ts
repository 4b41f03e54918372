// Every way into the store has a size limit, enforced while the body streams in: a page's form post is refused by its
// declared length and type before it is read (64 KB for a form, 6 MB with files, nothing else taken), the JSON API
// stops reading at 256 KB. A 120 MB post is answered 413 in the store's error shape before it is sent, the connection is
// closed and the server's memory does not grow; ordinary forms and uploads still go through. Staff who import a
// statement too large read what to do, in their language.
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankTransfers, customers } from '../server/db/schema';
import { startSession } from '../server/modules/accounts/sessions';
import { createStaff } from '../test/console';
import { insertOrder, storeIdOf } from '../test/order-rows';
import { openReady, useStore } from './support/store';

const store = useStore();
const MB = 1024 * 1024;

type Answer = { status: number; body: string; sent: number; closedByServer: boolean };

/**
 * Sends a post's head (declaring `declared` bytes, or chunked), then its body a piece at a time up to `send` bytes, as a
 * client that reads while it sends: after the head and after each piece it waits a moment for an answer, and stops
 * sending once one came.
 * What the server answered, and how much had been sent by then.
 */
function rawPost(path: string, options: { type: string; declared?: number; send: number; piece?: number }): Promise<Answer> {
  const { port } = new URL(store.baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    let sent = 0;
    let closedByServer = false;
    const chunked = options.declared === undefined;
    const answered = new Promise((r) => socket.once('data', r));
    socket.on('data', (d) => (received += d.toString('utf8')));
    socket.on('end', () => (closedByServer = true));
    socket.on('error', () => (closedByServer = true));
    socket.on('close', () => {
      const [head, ...rest] = received.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), body: rest.join('\r\n\r\n'), sent, closedByServer });
    });
    socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${options.type}\r\n${chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${options.declared}`}\r\n\r\n`);
    const piece = Buffer.alloc(Math.min(options.piece ?? MB, options.send), 'a');
    const frame = chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
    void (async () => {
      // A second for an answer to the head alone (as curl waits on "Expect: 100-continue"), then a moment per piece.
      const moment = (ms = 50) => Promise.race([answered, new Promise((r) => setTimeout(r, ms))]);
      await moment(1000);
      while (sent < options.send && received === '' && !socket.destroyed) {
        socket.write(frame);
        sent += piece.length;
        await moment();
      }
      // Whatever was answered, the test has seen enough after a moment.
      setTimeout(() => socket.destroy(), 500);
    })();
  });
}

const rss = () => process.memoryUsage().rss;

describe('body limits', () => {
  it('answers a 120 MB form post to a page 413 before it is sent, closes the connection, and keeps memory flat', async () => {
    const before = rss();
    for (const [path, type] of [
      ['/user', 'application/x-www-form-urlencoded'],
      ['/order', 'application/x-www-form-urlencoded'],
      ['/wishlist', 'text/plain'],
      ['/console/staff', 'multipart/form-data; boundary=x'],
      ['/leasingRequest?order=1&plan=payon', 'multipart/form-data; boundary=x'],
    ]) {
      const answer = await rawPost(path, { type, declared: 120 * MB, send: 120 * MB });
      expect(answer.status, path).toBe(413);
      expect(JSON.parse(answer.body).error, path).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
      // Answered on the head alone, before the client sent any of the body.
      expect(answer.sent, path).toBe(0);
      expect(answer.closedByServer, path).toBe(true);
    }
    expect(rss() - before).toBeLessThan(64 * MB);
  });

  it('takes a form to 64 KB and a form with files to 6 MB, declared; refuses other types and undeclared lengths', async () => {
    const cases: [string, { type: string; declared?: number; send: number }, number][] = [
      ['/user', { type: 'application/x-www-form-urlencoded', declared: 64 * 1024 + 1, send: 64 * 1024 + 1 }, 413],
      ['/console/transfers', { type: 'multipart/form-data; boundary=x', declared: 6 * MB + 1, send: 64 * 1024 }, 413],
      ['/user', { type: 'application/json', declared: 10, send: 10 }, 415],
      ['/user', { type: 'application/x-www-form-urlencoded', send: 4 * MB }, 411],
    ];
    for (const [path, options, status] of cases) {
      const answer = await rawPost(path, options);
      expect(answer.status, `${path} ${JSON.stringify(options)}`).toBe(status);
      expect(JSON.parse(answer.body).error.requestId).toMatch(/\S/);
    }
  });

  it('stops reading the JSON API at 256 KB, declared or streamed', async () => {
    const declared = await rawPost('/api/v1/auth/code', { type: 'application/json', declared: 120 * MB, send: 120 * MB });
    expect(declared.status).toBe(413);
    expect(declared.sent).toBe(0);
    const streamed = await rawPost('/api/v1/auth/code', { type: 'application/json', send: 120 * MB, piece: 64 * 1024 });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(streamed.sent).toBeGreaterThan(256 * 1024);
    expect(streamed.sent).toBeLessThan(MB);
  });

  it('still takes ordinary forms and uploads: a profile, a leasing application with its 4.5 MB statement, a statement CSV', async () => {
    const db = store.db.database.db;
    const storeId = await storeIdOf(db);
    const phone = '+97688770011';
    const [customer] = await db.insert(customers).values({ storeId, phone }).returning();
    const cookie = `sid=${await startSession(db, customer.id, null)}`;

    const profile = await fetch(`${store.baseUrl}/user`, { method: 'POST', headers: { cookie }, body: new URLSearchParams({ intent: 'profile', firstName: 'Номин', lastName: 'Бат', displayName: '', email: '', gender: '', birthDate: '', civilId: '' }) });
    expect(profile.status).toBe(200);
    expect((await db.select().from(customers).where(eq(customers.id, customer.id)))[0].firstName).toBe('Номин');

    const order = await insertOrder(db, { phone, slugs: ['apple-iphone-17-pro-256gb'] });
    const form = new FormData();
    for (const [k, v] of Object.entries({ plan: 'payon', incomeType: 'salary', socialInsuranceMonths: '36', monthlyIncome: '3500000', monthlyLoan: '0' })) form.append(k, v);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4.5 * MB, 32)]);
    form.append('socialInsuranceFile', new Blob([pdf], { type: 'application/pdf' }), 'statement.pdf');
    const applied = await fetch(`${store.baseUrl}/leasingRequest?order=${order.number}&plan=payon`, { method: 'POST', headers: { cookie }, body: form, redirect: 'manual' });
    expect(applied.status).toBe(302);
    expect(applied.headers.get('location')).toMatch(/^\/leasingRequest\/[0-9a-f-]{36}$/);

    const staff = await createStaff(db, { username: 'limits-staff' });
    const csv = new FormData();
    csv.append('intent', 'import');
    csv.append('statement', new Blob([`date,amount,description,payer,reference\n2026-01-05,10000,no order,Bat,LIM-1\n`], { type: 'text/csv' }), 'statement.csv');
    const imported = await fetch(`${store.baseUrl}/console/transfers`, { method: 'POST', headers: { cookie: await staff.cookie() }, body: csv });
    expect(imported.status).toBe(200);
    expect(await db.select().from(bankTransfers).where(eq(bankTransfers.bankRef, 'LIM-1'))).toHaveLength(1);
  });

  it('tells staff who import a statement over 6 MB what to do, in English and in Mongolian', async () => {
    const staff = await createStaff(store.db.database.db, { username: 'limits-importer' });
    for (const [lang, title, text] of [
      ['en', 'The form is too large to send', 'A file can be at most 5 MB.'],
      ['mn', 'Маягт илгээхэд хэт том байна', 'Файл 5 МБ-аас ихгүй байх ёстой.'],
    ] as const) {
      const { context, page } = await store.newPage({ lang });
      await context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
      await openReady(page, '/console/transfers');
      const importForm = page.getByRole('form', { name: lang === 'en' ? 'Import a statement' : 'Хуулга оруулах' });
      await importForm.getByLabel(lang === 'en' ? 'CSV file' : 'CSV файл').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.alloc(7 * MB, 'a') });
      await importForm.getByRole('button', { name: lang === 'en' ? 'Import' : 'Оруулах' }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText(text).waitFor();
    }
  });
});
