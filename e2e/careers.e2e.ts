// Careers, the visitor's side: /join-us lists the open positions by team; a position's page carries JobPosting JSON-LD
// and an Apply link; the form refuses a 6 MB CV in the browser before anything is sent, takes a 4 MB PDF and confirms
// (and the applicant gets an SMS); the server refuses what the browser would have (a file sent anyway); a closed
// position answers 410 without the form; the pages read in Mongolian, pass axe and do not scroll sideways at 320 px.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { docFromPlainText } from '../core/rich-text';
import { jobApplications, jobPositions, stores } from '../server/db/schema';
import { describeViolations, scrollsSideways, seriousViolations } from './support/accessibility';
import { openReady, useStore } from './support/store';

const store = useStore();
const MB = 1024 * 1024;
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 32)]);

async function position(values: Partial<typeof jobPositions.$inferInsert> = {}) {
  const db = store.db.database.db;
  const [{ id: storeId }] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, 'zuuch'));
  const [row] = await db
    .insert(jobPositions)
    .values({
      storeId,
      state: 'open',
      team: { mn: 'Аялалын баг', en: 'Journey team' },
      title: { mn: 'Аялалын шалгагч', en: 'Journey tester' },
      location: { mn: 'Улаанбаатар', en: 'Ulaanbaatar' },
      employment: 'part_time',
      salaryMin: 1_500_000,
      salaryMax: 2_000_000,
      closesOn: null,
      doc: { mn: docFromPlainText('## Үүрэг\n\n- Шалгах'), en: docFromPlainText('## Duties\n\n- Test the store') },
      openedAt: new Date(),
      ...values,
    })
    .returning();
  return row;
}
const applicationsOf = (positionId: string) => store.db.database.db.select().from(jobApplications).where(eq(jobApplications.positionId, positionId));

describe('careers', () => {
  it('takes a visitor from the list to a position and an application, refusing a 6 MB CV before it is sent', async () => {
    const p = await position();
    const { page } = await store.newPage({ lang: 'en' });
    await openReady(page, '/join-us');
    await page.getByRole('heading', { level: 1, name: 'Careers' }).waitFor();
    const team = page.getByRole('region', { name: 'Journey team' });
    await team.getByText('1,500,000₮ – 2,000,000₮ a month').waitFor();
    await team.getByText('Part-time').waitFor();
    expect(describeViolations(await seriousViolations(page))).toBe('');
    await team.getByRole('link', { name: 'Journey tester' }).click();

    await page.getByRole('heading', { level: 1, name: 'Journey tester' }).waitFor();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld).toMatchObject({ '@type': 'JobPosting', title: 'Journey tester', employmentType: 'PART_TIME', baseSalary: { currency: 'MNT', value: { minValue: 1_500_000, maxValue: 2_000_000 } } });
    expect(describeViolations(await seriousViolations(page))).toBe('');
    await page.getByRole('link', { name: 'Apply for Journey tester' }).first().click();

    await page.getByRole('heading', { level: 1, name: 'Apply: Journey tester' }).waitFor();
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    expect(describeViolations(await seriousViolations(page))).toBe('');
    const posts: string[] = [];
    // The form's posts (the visitor tracker's beacons to /api/log are not the form's).
    page.on('request', (r) => void (r.method() === 'POST' && !r.url().endsWith('/api/log') && posts.push(r.url())));
    await page.getByLabel('Full name').fill('Saraa Bold');
    await page.getByLabel('Mobile number').fill('9911 2244');
    await page.getByLabel('Email').fill('saraa@example.mn');
    await page.getByLabel('Short letter (optional)').fill('I test things.');
    await page.getByRole('checkbox', { name: /keeps my application and CV for 180 days/ }).check();

    // 6 MB: told at once, and the form is not sent.
    await page.getByLabel(/^CV/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf(6 * MB) });
    const alerts = page.getByRole('alert');
    await alerts.filter({ hasText: 'File too big! Maximum: 5MB' }).waitFor();
    await page.getByRole('button', { name: 'Send application' }).click();
    await alerts.filter({ hasText: 'File too big! Maximum: 5MB' }).waitFor();
    expect(posts).toEqual([]);
    expect(await applicationsOf(p.id)).toHaveLength(0);

    // 4 MB: sent, confirmed, texted.
    await page.getByLabel(/^CV/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf(4 * MB) });
    await expect.poll(() => alerts.filter({ hasText: 'File too big' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('heading', { level: 1, name: 'Application sent' }).waitFor();
    expect(new URL(page.url()).search).toBe('?sent=1');
    const rows = await applicationsOf(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Saraa Bold', phone: '+97699112244', cvName: 'cv.pdf', lang: 'en' });
    const sms = (await (await fetch(`${store.baseUrl}/__sandbox/sms/messages.json?to=${encodeURIComponent('+97699112244')}`)).json()) as { text: string }[];
    expect(sms[0].text).toContain('Journey tester');
  });

  it('refuses on the server what the browser would have refused', async () => {
    const p = await position({ title: { mn: 'Серверийн шалгагч', en: 'Server tester' } });
    const { page } = await store.newPage({ lang: 'en' });
    await openReady(page, `/join-us/${p.id}/form`);
    const key = await page.locator('input[name="submissionKey"]').inputValue();
    const send = (name: string, buffer: Buffer, submissionKey = key) =>
      page.request.post(`/join-us/${p.id}/form`, {
        multipart: { name: 'Bat', phone: '88112233', email: 'bat@example.mn', consent: 'on', submissionKey, cv: { name, mimeType: 'application/pdf', buffer } },
        failOnStatusCode: false,
      });
    // Over the limit but within the page's body limit: the field's message.
    const big = await send('cv.pdf', pdf(5 * MB + 200 * 1024));
    expect(big.status()).toBe(400);
    expect(await big.text()).toContain('File too big! Maximum: 5MB');
    // A program named .pdf.
    const renamed = await send('cv.pdf', Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(4096)]));
    expect(renamed.status()).toBe(400);
    expect(await renamed.text()).toContain('Upload a PDF, DOC, DOCX, JPG or PNG file');
    // 6 MB: over the page's body limit, refused before it is read.
    const huge = await send('cv.pdf', pdf(6 * MB));
    expect(huge.status()).toBe(413);
    expect(await applicationsOf(p.id)).toHaveLength(0);
  });

  it('answers a closed position 410 without the form, in Mongolian, and fits 320 px', async () => {
    const closed = await position({ state: 'closed', title: { mn: 'Хаагдсан ажил', en: 'Closed job' } });
    const open = await position({ title: { mn: 'Нээлттэй ажил', en: 'Open job' } });
    const { page } = await store.newPage({ lang: 'mn', width: 320 });

    const answer = await openReady(page, `/join-us/${closed.id}`);
    expect(answer?.status()).toBe(410);
    await page.getByRole('heading', { name: 'Энэ ажлын байрны анкет авах хугацаа дууссан' }).waitFor();
    expect(await page.getByRole('link', { name: /Анкет илгээх/ }).count()).toBe(0);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    expect((await page.request.get(`/join-us/${closed.id}/form`)).status()).toBe(410);
    expect((await page.request.get(`/join-us/${crypto.randomUUID()}`, { failOnStatusCode: false })).status()).toBe(404);

    await openReady(page, '/join-us');
    await page.getByRole('heading', { level: 1, name: 'Ажлын байр' }).waitFor();
    await page.getByRole('link', { name: 'Нээлттэй ажил' }).waitFor();
    expect(await page.getByRole('link', { name: 'Хаагдсан ажил' }).count()).toBe(0);
    expect(await scrollsSideways(page)).toBeNull();
    expect(describeViolations(await seriousViolations(page))).toBe('');

    await openReady(page, `/join-us/${open.id}`);
    await page.getByText('Хагас цагийн').waitFor();
    expect(await scrollsSideways(page)).toBeNull();
    await openReady(page, `/join-us/${open.id}/form`);
    await page.getByLabel('Овог нэр').waitFor();
    await page.getByText('180 хоног хадгалж').waitFor();
    expect(await scrollsSideways(page)).toBeNull();
    expect(describeViolations(await seriousViolations(page))).toBe('');
    await page.getByRole('button', { name: 'Анкет илгээх' }).click();
    await page.getByRole('alert').filter({ hasText: 'Анкет илгээхийн тулд хадгалахыг зөвшөөрнө үү' }).waitFor();
  });
});
