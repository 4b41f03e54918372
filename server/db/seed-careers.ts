// The demo store's careers (/join-us): a few open positions in both languages, one with a last day a month ahead, and one
// closed position (its page answers 410), so a fresh demo shows real positions.
import { ulaanbaatarDay } from '../../core/dates';
import { docFromPlainText } from '../../core/rich-text';
import type { Db } from './client';
import { jobPositions } from './schema';

type Seed = Omit<typeof jobPositions.$inferInsert, 'storeId' | 'doc' | 'id'> & { doc: { mn: string; en: string } };

const ub = { mn: 'Улаанбаатар', en: 'Ulaanbaatar' };

function positions(now: Date): Seed[] {
  const inDays = (days: number) => ulaanbaatarDay(new Date(now.getTime() + days * 86_400_000));
  return [
    {
      state: 'open',
      team: { mn: 'Харилцагчийн үйлчилгээ', en: 'Customer service' },
      title: { mn: 'Харилцагчийн үйлчилгээний ажилтан', en: 'Customer service agent' },
      location: ub,
      employment: 'full_time',
      salaryMin: 1_800_000,
      salaryMax: 2_400_000,
      closesOn: inDays(30),
      doc: {
        mn: '## Гүйцэтгэх үүрэг\n\n- Утас, чатаар ирсэн асуултад хариулах\n- Захиалгын явцыг харилцагчид мэдэгдэх\n- Буцаалт, солилтыг зохион байгуулах\n\n## Тавигдах шаардлага\n\n- Монгол хэлээр чөлөөтэй, англи хэлний анхан шатны мэдлэгтэй\n- Тайван, эелдэг харилцаатай\n\n## Бид санал болгоно\n\n- Нийгмийн даатгал, өдрийн хоол\n- Бүтээгдэхүүнд ажилтны хөнгөлөлт',
        en: '## What you will do\n\n- Answer questions by phone and chat\n- Keep shoppers told about their orders\n- Arrange returns and exchanges\n\n## What we ask\n\n- Fluent Mongolian, basic English\n- A calm, friendly manner\n\n## What we offer\n\n- Social insurance and lunch\n- A staff discount on products',
      },
    },
    {
      state: 'open',
      team: { mn: 'Агуулах ба хүргэлт', en: 'Warehouse and delivery' },
      title: { mn: 'Агуулахын нярав', en: 'Warehouse keeper' },
      location: { mn: 'Улаанбаатар, Хан-Уул дүүрэг', en: 'Ulaanbaatar, Khan-Uul district' },
      employment: 'full_time',
      salaryMin: 1_600_000,
      salaryMax: null,
      closesOn: null,
      doc: {
        mn: '## Гүйцэтгэх үүрэг\n\n- Ирсэн барааг хүлээн авч, бүртгэх\n- Захиалгыг савлаж, хүргэлтэд бэлтгэх\n- Үлдэгдлийн тооллогод оролцох\n\n## Тавигдах шаардлага\n\n- Нягт нямбай, хариуцлагатай\n- Агуулахад ажилласан туршлагатай бол давуу тал',
        en: '## What you will do\n\n- Receive and record incoming goods\n- Pack orders and get them ready for delivery\n- Take part in stock counts\n\n## What we ask\n\n- Careful and reliable\n- Warehouse experience is a plus',
      },
    },
    {
      state: 'open',
      team: { mn: 'Агуулах ба хүргэлт', en: 'Warehouse and delivery' },
      title: { mn: 'Хүргэлтийн жолооч (хагас цаг)', en: 'Delivery driver (part-time)' },
      location: ub,
      employment: 'part_time',
      salaryMin: null,
      salaryMax: null,
      closesOn: inDays(45),
      doc: {
        mn: '## Гүйцэтгэх үүрэг\n\n- Захиалгыг хотын дотор хүргэх\n- Хүргэлтийн явцыг аппликейшнд тэмдэглэх\n\n## Тавигдах шаардлага\n\n- B ангиллын жолооны үнэмлэхтэй\n- Орой болон амралтын өдөр ажиллах боломжтой',
        en: '## What you will do\n\n- Deliver orders around the city\n- Record each delivery in the app\n\n## What we ask\n\n- A category B driving licence\n- Free in the evenings and at weekends',
      },
    },
    {
      state: 'open',
      team: { mn: 'Технологи', en: 'Technology' },
      title: { mn: 'Програм хангамжийн дадлагажигч', en: 'Software intern' },
      location: ub,
      employment: 'intern',
      salaryMin: 800_000,
      salaryMax: 800_000,
      closesOn: inDays(20),
      doc: {
        mn: '## Гүйцэтгэх үүрэг\n\n- Онлайн дэлгүүрийн вэб хуудсыг хөгжүүлэхэд оролцох\n- Тест бичих, алдаа засах\n\n## Тавигдах шаардлага\n\n- Мэдээллийн технологийн чиглэлээр суралцаж буй\n- TypeScript, React-ийн анхан шатны мэдлэгтэй',
        en: '## What you will do\n\n- Help build the online store’s pages\n- Write tests and fix bugs\n\n## What we ask\n\n- Studying computer science or similar\n- Some TypeScript and React',
      },
    },
    {
      state: 'closed',
      team: { mn: 'Маркетинг', en: 'Marketing' },
      title: { mn: 'Сошиал медиа менежер', en: 'Social media manager' },
      location: ub,
      employment: 'full_time',
      salaryMin: 2_000_000,
      salaryMax: 2_800_000,
      closesOn: inDays(-10),
      doc: {
        mn: '## Гүйцэтгэх үүрэг\n\n- Facebook, Instagram хуудсыг хөтлөх',
        en: '## What you will do\n\n- Run our Facebook and Instagram pages',
      },
    },
  ];
}

export async function seedCareers(db: Db, storeId: string, now = new Date()): Promise<void> {
  await db.insert(jobPositions).values(
    positions(now).map(({ doc, ...p }) => ({
      ...p,
      storeId,
      doc: { mn: docFromPlainText(doc.mn), en: docFromPlainText(doc.en) },
      openedAt: new Date(now.getTime() - 5 * 86_400_000),
    })),
  );
}
