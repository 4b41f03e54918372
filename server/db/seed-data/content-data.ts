// The demo store's content (content_pages): media articles, FAQ questions, legal documents and pages, in Mongolian and
// English. Texts are written in the plain-text format of docFromPlainText (core/rich-text.ts): blank lines between
// blocks, "## " / "### " headings, "- " and "1. " lists, "[[product:slug]]" product cards, "[label](/path)" links and
// "**bold**". Everything said here is how the store works: arrival times are core/arrival-estimate.ts's table, payment
// and instalment terms core/instalments.ts's plans, the 48-hour rule core/order-state.ts's (content.test.ts holds them
// to it). seed-content.ts turns these into rows.
import type { ContentKind, FaqTopic } from '../../../core/content';
import type { LocalizedText } from '../schema';

/** One entry as the seed writes it; `text` is the plain-text source of its document. */
export type ContentSeed = {
  kind: ContentKind;
  key: string;
  title: LocalizedText;
  summary: LocalizedText;
  text: LocalizedText;
  /** Articles: the /media topic (core/content.ts ARTICLE_CATEGORIES). FAQ: the topic (FAQ_TOPICS). */
  category?: string;
  tags?: string[];
  authorName?: string;
  /** FAQ: the order within the topic. */
  position?: number;
  /** When the entry was first public (ISO), and when it was last changed (defaults to firstPublishedAt). */
  firstPublishedAt: string;
  updatedAt?: string;
  /** Legal documents: the current version, and the versions before it (oldest first), kept as revisions. */
  legal?: LegalVersion & { earlier: LegalVersion[] };
};

export type LegalVersion = { version: number; effectiveAt: string; changes: LocalizedText | null; text?: LocalizedText; title?: LocalizedText; updatedAt?: string };

const lines = (...blocks: string[]) => blocks.join('\n\n');

export const articles: ContentSeed[] = [
  {
    kind: 'article',
    key: 'customs-duty-vat-and-arrival-times',
    category: 'delivery-customs',
    tags: ['customs', 'vat', 'arrival-times', 'usa', 'korea'],
    authorName: 'Г. Энхжаргал',
    firstPublishedAt: '2026-05-12T02:00:00.000Z',
    updatedAt: '2026-09-03T03:30:00.000Z',
    title: {
      mn: 'Гаалийн татвар, НӨАТ, ирэх хугацаа: юуг төлж, бараа хэзээ ирэх вэ',
      en: 'Customs duty, VAT and arrival times: what you pay and when your goods arrive',
    },
    summary: {
      mn: 'Манай сайт дээрх төгрөгийн үнэд тээвэр, гаалийн татвар, НӨАТ яагаад аль хэдийн багтсан, АНУ, Солонгос, Хятад, Японоос ирэх бараа захиалсан гарагаас хамааран хэзээ ирэхийг тайлбарлав.',
      en: 'Why the tugrik price on our site already covers shipping, customs duty and VAT, and how the weekday you order decides when goods from the USA, Korea, China or Japan reach Ulaanbaatar.',
    },
    text: {
      mn: lines(
        'Гадаадын дэлгүүрээс өөрөө бараа захиалж үзсэн бол вэбсайт дээр харсан үнэ эцсийн үнэ болдоггүйг мэдэх байх. Тээврийн зардал төлбөр хийх үед нэмэгдэж, илгээмж карго компанийн нислэгийг хүлээж, Монголын хил дээр гаалийн татвар, НӨАТ ногдуулна. Зууч өөрөөр ажилладаг. Манай сайт дээрх үнэ юуг багтаасан, бараа хэзээ ирэхийг энэ нийтлэлээс уншаарай.',
        '## Импортын бараанд ногдох татвар',
        'Монголын хилээр орж ирж буй бараа гаалийн бүрдүүлэлтэд ордог. Өргөн хэрэглээний ихэнх бараанд хоёр төрлийн татвар ногдоно:',
        '- **Гаалийн албан татвар**: ихэнх барааны хувьд гаалийн үнийн 5%. Гаалийн үнэ гэдэг нь барааны үнэ дээр хил хүртэлх тээврийн зардлыг нэмсэн дүн юм. Зарим бараанд өөр хувь хэмжээ үйлчилдэг бөгөөд согтууруулах ундаа, тамхи, автомашинд онцгой албан татвар нэмэгддэг.\n- **Нэмэгдсэн өртгийн албан татвар (НӨАТ)**: гаалийн үнэ дээр гаалийн татварыг нэмсэн дүнгийн 10%.',
        'Жишээ нь, 1,000,000₮-ийн утсанд гаалийн татвар, НӨАТ нэмэгдэхэд нислэгийн зардлыг тооцохоос өмнө л ойролцоогоор 1,155,000₮ болно. Өөрөө захиалахад энэ мөнгийг бараа хил дээр ирэхэд тусад нь төлдөг.',
        '## Зуучийн үнэд юу багтсан бэ',
        'Манай каталогийн бүх үнэ төгрөгөөр бөгөөд гадаад дахь үнэ, олон улсын тээвэр, гаалийн татвар, НӨАТ бүгд багтсан. Гаалийн бүрдүүлэлтийг бид импортлогчийн хувьд өөрсдөө хийдэг тул бараа ирэхэд нэмэлт төлбөр гарахгүй, хилээс хэн ч танд залгаж мөнгө нэхэхгүй. Та зөвхөн Монгол доторх хүргэлтээ сонгоно: Зууч төвөөс очиж авбал үнэгүй, Улаанбаатарт гэрээр хүргүүлбэл 6,000₮ (200,000₮-өөс дээш захиалгад үнэгүй), орон нутаг руу унаа, каргогоор илгээнэ.',
        'НӨАТ үнэд нь багтсан учраас бүрэн төлөгдсөн захиалга бүрд нийт дүнгээр нь И-баримт гарна. Түүнийг хэрхэн бүртгүүлэхийг [И-баримтын тухай нийтлэлээс](/media/e-barimt-receipt-and-lottery) уншаарай.',
        'Захиалга өгөх үед харсан үнэ тань төлөх үнэ юм. Дараа нь бид барааны үнийг өөрчилсөн ч өмнө нь өгсөн захиалгын дүн хэвээр үлдэнэ.',
        '## Ирэх хугацаа гарагаас хамаардаг',
        'Карго компаниуд Улаанбаатар руу долоо хоногийн тогтсон өдрүүдэд ачаа нисгэдэг. Тиймээс нислэгийн өмнөхөн өгсөн захиалга нислэг явсны дараахан өгсөн захиалгаас эрт ирнэ. Монголд ирэх хугацаа:',
        '- Өмнөд Солонгос: 4–8 хоног (даваа гарагт захиалбал 4, мягмар гарагт захиалбал 8 хоног)\n- АНУ: 10–16 хоног (даваа гарагт захиалбал 16, ням гарагт захиалбал 10 хоног)\n- Япон: 10 хоног\n- Хятад: 10 хоног\n- Монголд бэлэн байгаа бараа: дараагийн өдөр',
        'Барааны хуудас бүр өнөөдөр захиалбал Монголд хэдний өдөр ирэхийг тооцоолж харуулдаг. Энэ нь Улаанбаатар дахь манай агуулахад ирэх өдөр юм. Хотын хүргэлтэд үүн дээр 1–2 хоног, орон нутгийн хүргэлтэд 2–5 хоног нэмэгдэнэ.',
        '## Яагаад нэг хоёр хоногоор хоцорч болох вэ',
        'Дээрх хугацаа карго компаниудын хуваарьт тулгуурласан бөгөөд ихэнх захиалга хугацаандаа ирдэг. Гэхдээ худалдагч ачаагаа оройтож илгээх, гадаад улсын баяр ёслол (Солонгосын Чусок, Японы "Алтан долоо хоног", Хятад, Солонгосын цагаан сар, АНУ-ын Талархлын баяр), хил дээрх ачаалал зэргээс болж хэдэн хоногоор сунах тохиолдол бий. Та таамаглах шаардлагагүй: бидний бүртгэсэн үе шат бүр огноотойгоо захиалгын тань хяналтын хуудсанд харагдана. Дэлгэрэнгүйг [захиалгаа хэрхэн хянах](/media/tracking-your-order-stages) нийтлэлээс үзээрэй.',
        '## Цагтаа авах зөвлөгөө',
        '- Төрсөн өдөр, Цагаан сар гэх мэт тодорхой өдөрт зориулж авч байгаа бол тухайн улсын хамгийн урт хугацаан дээр дахиад долоо хоног нэмж тооцоорой.\n- АНУ-аас захиалахдаа долоо хоногийн эхэнд биш, сүүлээр захиалбал хугацаа богино: ням гарагт өгсөн захиалга 10 хоногт, даваа гарагт өгсөн захиалга 16 хоногт ирнэ.\n- Солонгосоос хамгийн хурдан ирдэг нь даваа гарагийн захиалга.\n- "Монголд бэлэн" гэсэн тэмдэгтэй бараа дараагийн өдөр нь бэлэн болно.',
        'Асуулт байвал [түгээмэл асуултууд](/faq#customs-extra-fees) болон [хүргэлтийн мэдээлэл](/delivery) хуудсыг үзээрэй.',
      ),
      en: lines(
        'If you have ever ordered from a shop abroad yourself, you know that the price on the website is rarely the price you end up paying. Shipping is added at the checkout, the parcel waits for a forwarder’s flight, and at the Mongolian border the goods are assessed for customs duty and VAT. Zuuch works differently. This article explains what a price on our site includes and when your goods arrive.',
        '## What Mongolia charges on imported goods',
        'Everything that crosses the Mongolian border is cleared by customs. For most consumer goods that means two charges:',
        '- **Customs duty**: for most goods 5% of the customs value, which is the price of the goods plus the cost of bringing them to the border. Some goods carry a different rate, and alcohol, tobacco and cars also carry excise tax.\n- **Value added tax (VAT)**: 10% of the customs value plus the duty.',
        'So a phone that costs 1,000,000₮ comes to roughly 1,155,000₮ once duty and VAT are added, before anyone has paid for the flight. When you import something yourself, you pay that separately when the parcel reaches the border.',
        '## What a price on Zuuch includes',
        'Every price in our catalog is in tugrik and already includes the price abroad, international shipping, customs duty and VAT. We clear customs ourselves, as the importer, so there is nothing to pay when the goods arrive and no one will call you from the border asking for money. The only thing you add is delivery inside Mongolia: free if you pick the order up at the Zuuch Center, 6,000₮ for home delivery in Ulaanbaatar (free on orders of 200,000₮ or more), or a bus or cargo to the provinces.',
        'Because VAT is part of the price, every fully paid order gets an e-receipt (e-barimt) for its whole amount. Our [guide to e-barimt](/media/e-barimt-receipt-and-lottery) shows how to register it.',
        'The price you see when you place the order is the price you pay. If we change an item’s price later, orders already placed keep theirs.',
        '## Arrival times depend on the weekday',
        'Forwarders fly cargo to Ulaanbaatar on fixed days of the week, so an order placed just before a flight arrives sooner than one placed just after it. These are our times to Mongolia:',
        '- South Korea: 4–8 days (4 if you order on a Monday, 8 if you order on a Tuesday)\n- USA: 10–16 days (16 if you order on a Monday, 10 if you order on a Sunday)\n- Japan: 10 days\n- China: 10 days\n- In stock in Mongolia: the next day',
        'Every product page does the sum for you: “Order today and it arrives in Mongolia by …”. That is the day the goods reach our warehouse in Ulaanbaatar. Home delivery in the city takes 1–2 days more, and parcels to the provinces 2–5 days.',
        '## Why it can take a day or two longer',
        'The times above follow the forwarders’ schedules, and most orders keep to them. A seller who ships late, a holiday abroad (Chuseok in Korea, Golden Week in Japan, the Lunar New Year in China and Korea, Thanksgiving in the USA) or a busy week at the border can add a few days. You never have to guess: every stage we record appears with its date on your order’s tracking page. Read [how to follow your order](/media/tracking-your-order-stages) for what each stage means.',
        '## Tips for getting it on time',
        '- Buying for a date, such as a birthday or Tsagaan Sar? Take the longest time for that country and add a week.\n- From the USA, ordering late in the week is faster: an order placed on a Sunday takes 10 days, one placed on a Monday 16.\n- From Korea, Monday orders are the quickest.\n- Items marked “In stock in Mongolia” are ready the next day.',
        'More answers are in our [FAQ](/faq#customs-extra-fees) and on the [delivery page](/delivery).',
      ),
    },
  },
  {
    kind: 'article',
    key: 'instalments-storepay-pocket-and-leasing',
    category: 'payment',
    tags: ['instalments', 'storepay', 'pocket', 'leasing'],
    authorName: 'Б. Номин',
    firstPublishedAt: '2026-06-02T01:00:00.000Z',
    updatedAt: '2026-10-14T04:10:00.000Z',
    title: {
      mn: 'Хуваан төлөх: Storepay, Pocket болон лизинг',
      en: 'Paying in instalments: Storepay, Pocket and leasing explained',
    },
    summary: {
      mn: 'Хүүгүй дөрвөн удаагийн Storepay-ээс 30 сарын банкны лизинг хүртэл: захиалгын үнийг хуваан төлөх зургаан арга хэнд тохирох, ямар зардалтай, хэрхэн хүсэлт гаргах вэ.',
      en: 'Six ways to spread the price of an order, from four interest-free Storepay payments to a 30-month bank lease: who each one suits, what it costs and how to apply.',
    },
    text: {
      mn: lines(
        'Бүх худалдан авалт нэг сарын цалинд багтдаггүй. Хичээлийн шинэ зөөврийн компьютер, гэр бүлийн зурагт, эсвэл удаан хүлээсэн утсаа хуваан төлөх боломжийг бид хэд хэдэн зээлдүүлэгчтэй хамтран санал болгодог. Тэдгээр нь хоёр бүлэгт хуваагдана: ердийн төлбөр шиг эхэлдэг, зөвхөн зээлдүүлэгчийн аппликейшн шаарддаг **хуваан төлөлт**, мөн зээлдүүлэгч шийдвэр гаргадаг хүсэлттэй **зээл (лизинг)**.',
        '## Хуваан төлөлт: Storepay ба Pocket zero',
        '- **Storepay**: 45 хоногт дөрвөн тэнцүү төлбөр, шимтгэлгүй, хүүгүй. Эхний төлбөрийг худалдан авах үедээ, үлдсэнийг 15 хоног тутам төлнө.\n- **Pocket zero**: 90 хоногт зургаан тэнцүү төлбөр, хүүгүй, 15 хоног тутамд нэг төлбөр.',
        'Storepay-г захиалгынхаа хуудаснаас сонгоход Storepay захиалга өгсөн утасны дугаарын тань Storepay аппликейшн руу зээлийн хүсэлт илгээнэ. Тэнд нь зөвшөөрмөгц захиалга тань шууд төлөгдөнө. Хүсэлт илгээхээс өмнө Storepay таны зээлийн эрхийг шалгадаг: захиалгын төлөх үлдэгдэл эрхээс тань их бол хүсэлт үүсэхгүй. Ийм үед үнийн тодорхой хэсгийг бэлгийн картаар төлөх эсвэл өөр арга сонгоорой.',
        'Pocket zero-г сонгоход хуудсан дээр QR код гарна. Үүнийг Pocket аппликейшнээр уншуулж (эсвэл утсан дээрээ нээж) баталгаажуулна. Pocket дэлгүүрт бүтэн дүнгээр нь төлж, та Pocket-д хуваарийн дагуу эргүүлэн төлнө.',
        'Жишээ нь, 1,290,000₮-ийн Samsung Galaxy A55 утсыг Storepay-ээр авбал өнөөдөр, 15, 30, 45 хоногийн дараа тус бүр 322,500₮ төлнө. Pocket zero-оор бол 215,000₮-өөр зургаа хуваана.',
        '[[product:samsung-galaxy-a55-5g-128gb]]',
        '## Pocket лизинг',
        'Pocket лизингээр үнийг 4-12 сард хуваан төлнө. Энэ нь хэрэглэгчийн зэрэглэл нь Boss 1 ба түүнээс дээш худалдан авагчид нээлттэй. Өөрийн зэрэглэлийг [миний хуудаснаас](/user) харна уу. Pocket zero-той адил Pocket аппликейшнд QR кодоор баталгаажуулна.',
        '## Зээл: PayOn, Easy Leasing, Хаан банкны лизинг',
        'Үнэтэй бараанд:',
        '- **PayOn**: 24 сар, сарын 3.3% хүүтэй.\n- **Easy Leasing**: 3-30 сар, сарын 3% хүү, нэг удаагийн 1% шимтгэлтэй. 5,000,000₮-өөс дээш захиалгад дор хаяж 10% урьдчилгаа шаардлагатай.\n- **Хаан банкны лизинг**: 30 сар хүртэл, сарын 1.6% хүү (13 сараас эхлэн 1.7%), 0.5% шимтгэлтэй. 3,000,000₮-өөс дээш захиалгад дор хаяж 10% урьдчилгаа шаардлагатай.',
        'Хүсэлтийг [хуваан төлөх, лизингийн хуудаснаас](/leasingRequest) хэдхэн минутад гаргана:',
        '1. Захиалгаа өгөөд лизингийн хуудсыг нээж, нөхцлөө сонгоно.\n2. Хугацаа, урьдчилгаагаа сонгож төлбөрийн хуваариа харна.\n3. Орлогын төрөл, сарын орлого, нийгмийн даатгал төлсөн сарын тоо, бусад зээлдээ сар бүр төлдөг дүнгээ бөглөж, нийгмийн даатгалын лавлагаагаа хавсаргана (PDF, JPG, PNG, 5MB хүртэл; e-mongolia.mn-ээс татаж авч болно).\n4. Зээлдүүлэгч хүсэлтийг ихэвчлэн нэг ажлын өдөрт хянана.\n5. Зөвшөөрөгдмөгц зээлдүүлэгч дэлгүүрт төлнө. Урьдчилгаа байвал захиалгын хуудаснаас QPay эсвэл дансаар төлнө.',
        'Зээлдүүлэгч шийдвэр гаргаж байх хооронд таны захиалга 48 цагийн дүрмээр цуцлагдахгүй.',
        'Хэн зээл авах эрхтэйг бид биш, зээлдүүлэгч шийддэг: тэд таны орлого, нийгмийн даатгалын түүх, бусад зээлийг харгалзана. Бидний харуулдаг хуваарь бол урьдчилсан тооцоо бөгөөд эцсийн дүн, огноог зээлдүүлэгчийн гэрээ тогтооно.',
        'Жишээ: 4,290,000₮-ийн MacBook Air 13 компьютерийг Хаан банкны лизингээр 12 сараар авбал урьдчилгаа 429,000₮ (3 саяас дээш тул 10%), шимтгэл 19,305₮, сар бүр ойролцоогоор 356,185₮ төлнө.',
        '## Алийг нь сонгох вэ',
        '- Зургаан долоо хоногт төлж дуусгах боломжтой бол Storepay нэмэлт зардалгүй.\n- Гурван сар хэрэгтэй бол Pocket zero, мөн хүүгүй.\n- Зөөврийн компьютер, зурагт зэргийг олон сараар авах бол Pocket лизинг (Boss 1 ба түүнээс дээш бол), Хаан банкны лизинг, Easy Leasing-ийн хуваарийг харьцуулаарай: сарын хүү, шимтгэл хоёр нийт дүнг шийднэ.',
        'Дэлгэрэнгүй хариултыг [хуваан төлөлтийн түгээмэл асуултуудаас](/faq#instalment-options) уншаарай.',
      ),
      en: lines(
        'Not every purchase fits into one payday. A laptop for university, a television for the family or the phone you have been waiting for: we work with several lenders so that you can spread the price. Their plans fall into two groups: **split payments**, which start like any other payment and need only the lender’s app, and **loans (leasing)**, where you send an application and the lender decides.',
        '## Split payments: Storepay and Pocket zero',
        '- **Storepay**: four equal payments over 45 days, with no fee and no interest. The first is paid at purchase, the others every 15 days.\n- **Pocket zero**: six equal payments over 90 days, with no interest, one every 15 days.',
        'Choose Storepay on your order page and Storepay sends a loan request to the Storepay app of the phone number the order was placed with. Approve it there and the order is paid at once. Before it sends the request, Storepay checks your limit: if what is left to pay on the order is above it, no request is made. Then pay part of the price with a gift card first, or choose another way to pay.',
        'Choose Pocket zero and the page shows a QR code. Scan it with the Pocket app (or open it on your phone) and confirm. Pocket pays the store the whole amount, and you repay Pocket on its schedule.',
        'For example, a Samsung Galaxy A55 at 1,290,000₮ with Storepay is four payments of 322,500₮: today, and in 15, 30 and 45 days. With Pocket zero it is six payments of 215,000₮.',
        '[[product:samsung-galaxy-a55-5g-128gb]]',
        '## Pocket leasing',
        'Pocket leasing spreads the price over 4 to 12 months. It is open to shoppers whose customer rating is Boss 1 or higher; your rating is on [your account page](/user). Like Pocket zero, you confirm it with a QR code in the Pocket app.',
        '## Loans: PayOn, Easy Leasing and Khan Bank leasing',
        'For larger purchases:',
        '- **PayOn**: 24 months at 3.3% a month.\n- **Easy Leasing**: 3 to 30 months at 3% a month and a one-off 1% fee. Orders above 5,000,000₮ need at least 10% down.\n- **Khan Bank leasing**: up to 30 months at 1.6% a month (1.7% from 13 months) and a 0.5% fee. Orders above 3,000,000₮ need at least 10% down.',
        'You apply in a few minutes on the [instalments and leasing page](/leasingRequest):',
        '1. Place your order, open the leasing page and choose a plan.\n2. Choose the term and the down payment, and look at the payment schedule.\n3. Fill in your income type, monthly income, the months of social insurance you have paid and what you already repay on other loans each month, and attach your social insurance statement (PDF, JPG or PNG up to 5MB; you can download it from e-mongolia.mn).\n4. The lender reviews the application, usually within a working day.\n5. Once it is approved, the lender pays the store. If there is a down payment, pay it by QPay or bank transfer on the order page.',
        'While the lender is deciding, your order is not cancelled by the 48-hour rule.',
        'Who gets a loan is the lender’s decision, not ours: lenders look at your income, your social insurance record and your other loans. The schedule we show is an estimate; the lender’s contract sets the final amounts and dates.',
        'An example: a MacBook Air 13 at 4,290,000₮ with Khan Bank leasing over 12 months means a down payment of 429,000₮ (10%, as the price is above 3 million), a fee of 19,305₮ and about 356,185₮ a month.',
        '## Which one to choose',
        '- If you can pay it off within six weeks, Storepay costs nothing extra.\n- If you need three months, Pocket zero is also free of interest.\n- For a laptop or a television over many months, compare the schedules of Pocket leasing (if you are Boss 1 or higher), Khan Bank leasing and Easy Leasing: the monthly rate and the fee decide the total.',
        'More answers are in the [instalments section of our FAQ](/faq#instalment-options).',
      ),
    },
  },
  {
    kind: 'article',
    key: 'shoe-and-clothing-size-guide',
    category: 'sizing',
    tags: ['sizes', 'shoes', 'clothing', 'jeans'],
    authorName: 'Д. Солонго',
    firstPublishedAt: '2026-06-24T02:30:00.000Z',
    title: {
      mn: 'Гутал, хувцасны размер: Америк, Солонгос, Япон размерыг хэрхэн сонгох вэ',
      en: 'Shoe and clothing sizes: choosing between US, Korean and Japanese sizes',
    },
    summary: {
      mn: 'Хөлийн уртаа сантиметрээр хэмжээд EU, US, Солонгос, Япон размерыг харьцуулах хүснэгт, хувцас, жинсэн өмдний размерын зөвлөгөө.',
      en: 'Measure your foot in centimetres, then compare EU, US, Korean and Japanese shoe sizes in one table; plus how clothing and jeans sizes differ between countries.',
    },
    text: {
      mn: lines(
        'Гадаадаас гутал, хувцас захиалахад хамгийн их гардаг асуудал бол размер. Америкийн 9 размер, Европын 42.5, Солонгосын 270 гэдэг нь нэг л гутал. Харин Америкийн M хэмжээтэй цамц Японы M-ээс ихэвчлэн том байдаг. Бараа гадаадаас таны захиалгаар тусгайлан ирдэг тул буруу размер сонгосон бол солих боломж хязгаарлагдмал. Тиймээс захиалахаасаа өмнө хэдхэн минут зарцуулж хэмжээрэй.',
        '## Хөлөө хэмжих',
        'Оройн цагаар (хөл өдрийн турш бага зэрэг томордог) цаасан дээр өсгийгөө хананд тулган зогсож, хамгийн урт хурууныхаа үзүүрийг тэмдэглээрэй. Хананаас тэмдэг хүртэлх зайг сантиметрээр хэмжинэ. Хоёр хөлөө хэмжээд томыг нь авна. Солонгос, Япон размер нь яг энэ хөлийн уртыг миллиметрээр илэрхийлдэг: 26.5 см хөлд 265 размер.',
        '## Гутлын размерын хүснэгт',
        'Манай барааны хуудсууд гутлын размерыг Европын (EU) системээр харуулдаг. Доорх хүснэгт Nike-ийн размерын хүснэгтэд тулгуурласан, бусад брэнд хагас размераар зөрж болно:',
        '- Хөлийн урт 23 см: Солонгос, Япон 230, EU 36.5, US эмэгтэй 6, UK 3.5\n- 23.5 см: 235, EU 37.5, US эмэгтэй 6.5, UK 4\n- 24 см: 240, EU 38, US эмэгтэй 7 / эрэгтэй 6, UK 5\n- 24.5 см: 245, EU 38.5, US эмэгтэй 7.5 / эрэгтэй 6.5, UK 5.5\n- 25 см: 250, EU 40, US эмэгтэй 8.5 / эрэгтэй 7, UK 6\n- 25.5 см: 255, EU 40.5, US эрэгтэй 7.5, UK 6.5\n- 26 см: 260, EU 41, US эрэгтэй 8, UK 7\n- 26.5 см: 265, EU 42, US эрэгтэй 8.5, UK 7.5\n- 27 см: 270, EU 42.5, US эрэгтэй 9, UK 8\n- 27.5 см: 275, EU 43, US эрэгтэй 9.5, UK 8.5\n- 28 см: 280, EU 44, US эрэгтэй 10, UK 9\n- 29 см: 290, EU 45, US эрэгтэй 11, UK 10',
        'Америкийн эмэгтэй размер эрэгтэйгээсээ ойролцоогоор 1.5-аар их байдаг: эмэгтэй 8.5 нь эрэгтэй 7-той ижил. Пүүзэнд хурууны өмнө 0.5-1 см зай үлдээх нь зүйтэй. Өвлийн гутлыг зузаан оймстой өмсөх тул хагас размер томыг сонгоорой.',
        '[[product:new-balance-530]]',
        'New Balance, Asics зэрэг брэндийн хэлбэр Nike-ийнхаас арай өргөн байдаг тул өргөн хөлтэй хүмүүст тохиромжтой. Барааны тайлбарт "жижиг эсвэл том хэмждэг" гэж бичсэн бол түүнийг нь дагаарай.',
        '## Хувцасны размер',
        'Үсгэн размер (S, M, L, XL) улс бүрт өөр. Ерөнхий дүрэм нь: Америкийн размер хамгийн том, Япон, Солонгос размер хагасаас нэг размер жижиг. Цээжний тойргоо (суга доогуур, хамгийн өргөн хэсгээр) хэмжээд дараахтай харьцуулаарай:',
        '- Эрэгтэй S: Америк 89-94 см, Япон 85-91 см, Солонгос 90\n- Эрэгтэй M: Америк 97-102 см, Япон 88-96 см, Солонгос 95\n- Эрэгтэй L: Америк 107-112 см, Япон 96-104 см, Солонгос 100\n- Эрэгтэй XL: Америк 117-122 см, Япон 104-112 см, Солонгос 105',
        'Солонгосын эмэгтэй хувцас тоон размертай: 44 нь XS, 55 нь S, 66 нь M, 77 нь L, 88 нь XL. Эрэгтэй хувцасны 90, 95, 100, 105 гэсэн тоо цээжний тойргийг сантиметрээр заана.',
        'Японы Uniqlo брэндийн хувцас олон улсын размерт ойр боловч Америкийн брэндээс жижиг. Америкийн M өмсдөг бол Uniqlo брэндээс ихэвчлэн L сонгоорой.',
        '[[product:uniqlo-womens-ultra-light-down-jacket]]',
        '## Жинсэн өмд',
        'Levi’s зэрэг Америкийн жинсэн өмдний W30, W32 гэх размер бэлхүүсийн тойргийг инчээр заана (1 инч = 2.54 см): W28 нь 71 см, W30 нь 76 см, W32 нь 81 см, W34 нь 86 см. Бэлхүүсээ хүйсний түвшинд хэмжээд ойрын размераа сонгоорой. Тохирдог жинсэн өмдөө хэвтээ тавьж, бэлхүүсийн өргөнийг хоёр дахин үржүүлбэл бүр ч найдвартай.',
        '## Эргэлзвэл',
        '- Өөрт тохирдог гутал, хувцасныхаа шошгыг харж, тэр брэндийн размерыг сонгоорой.\n- Хоёр размерын дунд байвал өвлийн хувцас, гутлыг томыг нь авна.\n- Бидэнд захиалахаасаа өмнө бичвэл тухайн барааны хэмжээг тодруулж өгнө.',
        'Бараа буцаах, солих нөхцлийг [үйлчилгээний нөхцлөөс](/legal/terms) болон [түгээмэл асуултуудаас](/faq#return-unwanted) уншаарай.',
      ),
      en: lines(
        'Size is the most common worry when you buy shoes and clothes from abroad. A US 9, a European 42.5 and a Korean 270 are the same shoe, while an American M shirt is usually bigger than a Japanese M. Because your goods are bought abroad for your order, a wrong size is hard to change later, so a few minutes with a tape measure before you order are well spent.',
        '## Measure your foot',
        'Measure in the evening, when feet are at their largest. Stand on a sheet of paper with your heel against a wall and mark the tip of your longest toe. The distance from the wall to the mark is your foot length in centimetres. Measure both feet and use the longer one. Korean and Japanese sizes are simply this length in millimetres: a 26.5 cm foot is a 265.',
        '## Shoe size table',
        'Our product pages show shoe sizes in the European (EU) system. The table follows Nike’s size chart; other brands can differ by half a size:',
        '- Foot length 23 cm: Korea and Japan 230, EU 36.5, US women’s 6, UK 3.5\n- 23.5 cm: 235, EU 37.5, US women’s 6.5, UK 4\n- 24 cm: 240, EU 38, US women’s 7 / men’s 6, UK 5\n- 24.5 cm: 245, EU 38.5, US women’s 7.5 / men’s 6.5, UK 5.5\n- 25 cm: 250, EU 40, US women’s 8.5 / men’s 7, UK 6\n- 25.5 cm: 255, EU 40.5, US men’s 7.5, UK 6.5\n- 26 cm: 260, EU 41, US men’s 8, UK 7\n- 26.5 cm: 265, EU 42, US men’s 8.5, UK 7.5\n- 27 cm: 270, EU 42.5, US men’s 9, UK 8\n- 27.5 cm: 275, EU 43, US men’s 9.5, UK 8.5\n- 28 cm: 280, EU 44, US men’s 10, UK 9\n- 29 cm: 290, EU 45, US men’s 11, UK 10',
        'US women’s sizes run about 1.5 above men’s: a women’s 8.5 is a men’s 7. Leave 0.5 to 1 cm in front of your toes in sneakers, and take half a size up for winter boots, which you wear with thick socks.',
        '[[product:new-balance-530]]',
        'Brands such as New Balance and Asics are cut a little wider than Nike, which suits wide feet. If a product description says a model runs small or large, follow it.',
        '## Clothing sizes',
        'Letter sizes (S, M, L, XL) differ from country to country. As a rule, American sizes are the largest, and Japanese and Korean sizes run half to one size smaller. Measure your chest under the arms at its widest and compare:',
        '- Men’s S: USA 89-94 cm, Japan 85-91 cm, Korea 90\n- Men’s M: USA 97-102 cm, Japan 88-96 cm, Korea 95\n- Men’s L: USA 107-112 cm, Japan 96-104 cm, Korea 100\n- Men’s XL: USA 117-122 cm, Japan 104-112 cm, Korea 105',
        'Korean women’s clothing uses numbers: 44 is XS, 55 is S, 66 is M, 77 is L and 88 is XL. On Korean men’s clothing, 90, 95, 100 and 105 are the chest measurement in centimetres.',
        'Uniqlo, from Japan, sizes close to international sizes but smaller than American brands: if you wear an American M, you will usually want an L at Uniqlo.',
        '[[product:uniqlo-womens-ultra-light-down-jacket]]',
        '## Jeans',
        'On American jeans such as Levi’s, W30 or W32 is the waist in inches (1 inch = 2.54 cm): W28 is 71 cm, W30 is 76 cm, W32 is 81 cm and W34 is 86 cm. Measure your waist at the navel and take the nearest size. Even more reliable: lay a pair of jeans that fits you flat, measure across the waistband and double it.',
        '## When in doubt',
        '- Look at the label of shoes or clothes of the same brand that fit you well, and choose that size.\n- Between two sizes, take the larger one for winter clothes and boots.\n- Write to us before you order, and we will look up the measurements of that item.',
        'How returns and exchanges work is in our [terms of service](/legal/terms) and the [FAQ](/faq#return-unwanted).',
      ),
    },
  },
  {
    kind: 'article',
    key: 'pay-with-qpay-or-bank-transfer',
    category: 'payment',
    tags: ['qpay', 'bank-transfer', 'payment-deadline', 'orders'],
    authorName: 'Б. Номин',
    firstPublishedAt: '2026-07-08T01:30:00.000Z',
    title: {
      mn: 'QPay болон дансаар төлөх нь, 48 цагийн дотор төлөөгүй бол юу болох вэ',
      en: 'Paying by QPay or bank transfer, and what happens if you don’t pay within 48 hours',
    },
    summary: {
      mn: 'Захиалгаа QPay-ээр хэдхэн секундэд, эсвэл дансаар шилжүүлж хэрхэн төлөх, гүйлгээний утгад юу бичих, 48 цагийн дүрэм хэрхэн ажилладаг тухай.',
      en: 'How to pay for an order in seconds with QPay or by bank transfer, what to write in the transfer description, and how the 48-hour rule works.',
    },
    text: {
      mn: lines(
        'Захиалга өгсний дараа төлбөрийн хуудас шууд нээгдэнэ. Ихэнх худалдан авагч QPay-ээр, зарим нь дансаар шилжүүлж төлдөг. Хоёулаа шимтгэлгүй. Аль алиных нь алхмууд, мөн төлбөр хийх хугацааны тухай дор тайлбарлав.',
        '## QPay-ээр төлөх',
        'QPay бол Монголын бараг бүх банкны аппликейшнд байдаг QR төлбөрийн систем юм. Захиалгын хуудсан дээр яг таны төлөх дүнтэй QR код гарна.',
        '1. Компьютер дээрээс захиалсан бол банкныхаа аппликейшнийг нээж, QR уншуулах хэсгээр дэлгэцэн дээрх кодыг уншуулна.\n2. Утсаараа захиалсан бол QR кодын доорх жагсаалтаас өөрийн банкаа дарахад тэр банкны аппликейшн төлбөр бэлэн болсон байдлаар нээгдэнэ.\n3. Дүнг шалгаад баталгаажуулна.\n4. Захиалгын хуудас төлбөр орж ирэхийг өөрөө хүлээж байгаа тул хэдхэн секундын дараа "Төлбөр баталгаажсан" болно.',
        'Төлсний дараа баримтын зураг илгээх шаардлагагүй: QPay төлбөрийг манай системд шууд мэдэгддэг. Хэрэв банкнаас мөнгө гарсан мөртлөө хуудас шинэчлэгдэхгүй байвал **дахин бүү төлөөрэй**. Дэлгүүр QPay-ээс төлбөрийн төлөвийг хэдэн минут тутамд өөрөө шалгадаг тул хугацаандаа хийсэн төлбөр хэзээ ч алга болохгүй.',
        'Банкны аппликейшн QR кодын хугацаа дууссан гэж хэлбэл захиалгын хуудсаа дахин нээгээрэй: шаардлагатай бол шинэ QR код гарна. Нэг захиалгыг хэд хэдэн банкны аппаас зэрэг төлөх гэж оролдохгүй байх нь зүйтэй, нэг л удаа төлөхөд хангалттай.',
        '## Дансаар шилжүүлэх',
        'Захиалгын хуудсанд Хаан банк, Голомт банкны манай дансууд харагдана. Аль нэг рүү нь шилжүүлэхдээ:',
        '- Гүйлгээний утга дээр **зөвхөн захиалгын дугаараа** бичнэ (жишээ нь 100245).\n- Захиалгын нийт дүнг бүтнээр нь нэг гүйлгээгээр шилжүүлнэ.\n- Зууч ХХК гэсэн хүлээн авагчийн нэрийг шалгана.',
        'Манай ажилтнууд дансны хуулгыг тулган шалгаж, шилжүүлгийг ажлын нэг өдрийн дотор баталгаажуулна. Амралтын өдөр шилжүүлсэн бол дараагийн ажлын өдөр баталгаажиж болохыг анхаараарай.',
        'Гүйлгээний утгад захиалгын дугаараа бичихээ мартсан, эсвэл дүнгээс дутуу шилжүүлсэн бол [бидэнтэй холбогдоорой](/about-us). Дутуу шилжүүлсэн захиалга "Дутуу төлсөн" төлөвт шилжиж, үлдэгдлийг нь хэрхэн төлөхийг бид тантай тохирно.',
        '## 48 цагийн дүрэм',
        'Захиалга өгөхөд бараа нь таны нэр дээр нөөцлөгдөж, бусад худалдан авагчид зарагдахаа болино. Барааг үүрд хүлээлгэхгүйн тулд захиалга өгснөөс хойш 48 цагийн дотор төлбөр орж ирэх ёстой. Төлөх эцсийн хугацаа захиалгын хуудсанд цаг минуттайгаа бичигдсэн байдаг.',
        '- 48 цагийн дотор ямар ч төлбөр ороогүй бол захиалга автоматаар "Хугацаа дууссан" болж, бараа нь дахин худалдаанд гарна. Ийм захиалгыг дахин нээх боломжгүй, шинээр захиална.\n- Төлбөрийн тодорхой хэсэг орсон бол захиалга автоматаар цуцлагдахгүй: ажилтан тантай холбогдож үлдэгдлийг тохирно.\n- PayOn, Easy Leasing, Хаан банкны лизингийн хүсэлт хянагдаж байх хугацаанд захиалга цуцлагдахгүй.\n- Хугацаа дууссан захиалга руу мөнгө шилжүүлсэн бол бид тэр мөнгийг танд буцаан шилжүүлнэ.',
        '## Бэлгийн карт болон хуваан төлөлт',
        'Зуучийн бэлгийн карттай бол захиалгын хуудсан дээрх "Бэлгийн картаар төлөх" хэсэгт кодоо оруулна. Карт төлж чадах хэмжээгээрээ төлж, үлдэгдлийг та QPay, дансаар эсвэл хуваан төлөх аргаар төлнө. Хуваан төлөх нөхцлүүдийг [тусгай нийтлэлээс](/media/instalments-storepay-pocket-and-leasing) уншаарай.',
        'Төлбөр бүрэн орсны дараа захиалга тань "Төлбөр баталгаажсан" алхамд шилжиж, бид барааг гадаадын дэлгүүрээс худалдан авч эхэлнэ. Мөн захиалгын хуудсанд И-баримт гарна.',
        'Төлбөрийн талаар өөр асуулт байвал [түгээмэл асуултуудыг](/faq#unpaid-orders) үзээрэй.',
      ),
      en: lines(
        'As soon as you place an order, its payment page opens. Most shoppers pay by QPay, some by bank transfer, and neither costs a fee. Here is how each works, and what the payment deadline means.',
        '## Paying by QPay',
        'QPay is the QR payment system built into nearly every Mongolian bank’s app. Your order page shows a QR code for exactly the amount you owe.',
        '1. If you ordered on a computer, open your bank’s app, choose its QR scanner and scan the code on the screen.\n2. If you ordered on your phone, tap your bank in the list under the QR code: its app opens with the payment ready.\n3. Check the amount and confirm.\n4. The order page is already waiting for the payment, and within seconds it says “Payment confirmed”.',
        'You don’t need to send us a screenshot: QPay tells our system directly. If money has left your account but the page has not changed, **do not pay again**. The store checks the payment with QPay by itself every few minutes, so a payment made in time is never lost.',
        'If your bank app says the QR code has expired, open the order page again: it shows a new code when one is needed. Don’t try to pay the same order from several bank apps at once; one payment is all it takes.',
        '## Paying by bank transfer',
        'The order page lists our accounts at Khan Bank and Golomt Bank. When you transfer to one of them:',
        '- Write **only your order number** in the transfer description (for example 100245).\n- Transfer the order’s whole amount in one transfer.\n- Check that the account holder is Zuuch LLC.',
        'Our staff match transfers against the bank statement and confirm them within one working day. A transfer made at the weekend may be confirmed on the next working day.',
        'If you forgot the order number in the description or sent less than the total, [get in touch](/about-us). An order that received less than its total is marked “Underpaid”, and we agree with you how to pay the rest.',
        '## The 48-hour rule',
        'When you place an order, its items are reserved for you and are no longer sold to anyone else. So that goods are not held forever, payment must arrive within 48 hours of placing the order. The deadline, to the minute, is on your order page.',
        '- If no money at all has arrived within 48 hours, the order expires automatically and its items go back on sale. An expired order cannot be reopened; place a new one.\n- If part of the amount has arrived, the order is not cancelled automatically: our staff contact you to settle the rest.\n- While PayOn, Easy Leasing or Khan Bank leasing is deciding on your application, the order is not cancelled.\n- If money reaches us for an order that has already expired, we send it back to you.',
        '## Gift cards and instalments',
        'If you have a Zuuch gift card, type its code under “Pay with a gift card” on the order page. The card pays what it can, and you pay the rest by QPay, bank transfer or in instalments. The instalment plans are explained in [a separate article](/media/instalments-storepay-pocket-and-leasing).',
        'Once the whole amount is in, your order moves to “Payment confirmed”, we start buying your goods from the shop abroad, and the order page shows your e-receipt.',
        'For other questions about paying, see the [FAQ](/faq#unpaid-orders).',
      ),
    },
  },
  {
    kind: 'article',
    key: 'e-barimt-receipt-and-lottery',
    category: 'guides',
    tags: ['e-barimt', 'receipts', 'vat', 'lottery'],
    authorName: 'Г. Энхжаргал',
    firstPublishedAt: '2026-07-29T02:00:00.000Z',
    updatedAt: '2026-10-01T01:00:00.000Z',
    title: {
      mn: 'И-баримт: захиалгынхаа баримт, сугалааны дугаарыг хэрхэн авч бүртгүүлэх вэ',
      en: 'E-barimt: how to get your order’s e-receipt and lottery number, and register it',
    },
    summary: {
      mn: 'Төлбөр бүрэн төлөгдсөн захиалга бүрд И-баримт автоматаар гардаг. Хувь хүн бол QR кодыг уншуулж өөртөө бүртгүүлнэ, байгууллага бол регистрийн дугаараа урьдчилан оруулна.',
      en: 'Every fully paid order gets an e-receipt automatically. A person registers it by scanning its QR code; a company gives its register number beforehand.',
    },
    text: {
      mn: lines(
        'И-баримт бол Татварын ерөнхий газрын цахим төлбөрийн баримтын систем юм. НӨАТ-тай худалдан авалт бүрд баримт гарч, түүнийг өөрийн нэр дээр бүртгүүлсэн иргэнд хуульд заасны дагуу НӨАТ-ын тодорхой хэсэг буцаан олгогдож, баримт нь сугалааны тохиролд оролцдог. Байгууллагын хувьд И-баримт нь нягтлан бодох бүртгэл, татварын тайланд зайлшгүй хэрэгтэй.',
        'Зуучийн үнэд НӨАТ багтсан тул бид захиалга бүрд баримт гаргадаг. Та юу хийх шаардлагатай, юу нь өөрөө болдгийг доор тайлбарлав.',
        '## Баримт хэзээ гарах вэ',
        'Захиалгын төлбөр бүрэн орж ирмэгц баримт автоматаар үүснэ. Та QPay, дансаар, бэлгийн картаар эсвэл хуваан төлсөн эсэхээс үл хамааран баримт нь захиалгын нийт дүнгээр (хүргэлтийн төлбөр орсон бол түүнийг оролцуулан) нэг удаа гарна. Хуваан төлөхөд зээлдүүлэгч дэлгүүрт бүтэн дүнг төлдөг тул баримт мөн тэр үед гарна.',
        'Ихэвчлэн төлбөр баталгаажсанаас хойш хэдэн минутын дараа захиалгын хуудсанд "И-баримт" хэсэг гарч ирнэ. Тэнд:',
        '- сугалааны дугаар,\n- баримтын дугаар,\n- гаргасан огноо,\n- нийт дүн, түүнд багтсан НӨАТ,\n- баримтын QR код харагдана.',
        'Татварын системтэй холбогдоход саатал гарвал баримт "Гаргаж байна" гэсэн төлөвт хэсэг хугацаанд байж болно. Систем өөрөө дахин оролдох бөгөөд шаардлагатай бол манай ажилтан гараар гаргана. Танаас юу ч шаардахгүй.',
        '## Хувь хүн: баримтаа өөртөө бүртгүүлэх',
        '1. Утсандаа И-баримт аппликейшнийг суулгаж, регистрийн дугаараараа нэвтэрнэ.\n2. Захиалгынхаа хуудсыг (компьютер эсвэл өөр утсан дээр) нээж, И-баримт хэсгийн QR кодыг аппликейшнээр уншуулна. Эсвэл сугалааны дугаарыг гараар оруулна.\n3. Баримт таны нэр дээр бүртгэгдэж, сугалаанд оролцоно.',
        'Баримтаа удаан хойшлуулалгүй бүртгүүлээрэй: баримт бүртгүүлэх хугацааг татварын байгууллага тогтоодог.',
        'Захиалгын "И-баримтын мэдээлэл" хуудсанд регистрийн дугаараа оруулж болно. Гэхдээ хувь хүний баримт таны нэр дээр шууд бичигддэггүй: дээрх шиг QR код эсвэл сугалааны дугаараар өөрөө бүртгүүлнэ.',
        '## Байгууллага: баримтыг компанийн нэр дээр авах',
        'Компанийнхаа нэр дээр баримт авах бол **төлбөрөө бүрэн төлөхөөс өмнө** захиалгын хуудасны "И-баримтын мэдээлэл" холбоосоор орж "Байгууллага"-г сонгоод 7 оронтой улсын бүртгэлийн дугаараа оруулна. Ингэвэл баримт тухайн байгууллагын нэр дээр гарч, байгууллагад автоматаар бүртгэгдэнэ. QR код уншуулах шаардлагагүй.',
        'Баримт гарсны дараа түүнийг хэний нэр дээр гаргасныг өөрчлөх боломжгүй, мөн хаагдсан захиалгын мэдээллийг засах боломжгүй. Тиймээс компанийн нэрээр авах гэж байгаа бол дугаараа эхлээд оруулаад, дараа нь төлөөрэй.',
        'Дугаар хаана бичигдсэн, ямар хэлбэртэй байдаг, ямар алдаа гардгийг [регистрийн дугаарын тусламж](/help/cid) хуудаснаас үзээрэй.',
        '## Түгээмэл асуулт',
        '- **Дутуу төлсөн захиалгад баримт гарах уу?** Үгүй, баримт зөвхөн захиалгын төлбөр бүрэн орсны дараа нийт дүнгээр нь гарна.\n- **Баримтаа бүртгүүлээгүй бол яах вэ?** Баримт хүчинтэй хэвээр, НӨАТ нь төлөгдсөн. Гэхдээ та НӨАТ-ын буцаан олголт авахгүй, сугалаанд оролцохгүй.\n- **Хоёр захиалгын баримтыг нэгтгэж болох уу?** Үгүй, захиалга бүр тусдаа баримттай.\n- **Цаасан баримт хэрэгтэй бол?** Захиалгын хуудсан дээрх баримтыг хэвлэж болно. QR код нь цаасан баримтынхтай адил хүчинтэй.',
        'Бусад асуултыг [түгээмэл асуултууд](/faq#e-receipt) хуудаснаас уншаарай.',
      ),
      en: lines(
        'E-barimt is the electronic receipt system of Mongolia’s General Department of Taxation. Every purchase that carries VAT gets a receipt; a citizen who registers a receipt in their own name gets part of the VAT back as the law provides, and the receipt takes part in the lottery draw. For companies, e-receipts are needed for their accounts and tax returns.',
        'VAT is included in Zuuch’s prices, so we issue a receipt for every order. Here is what happens by itself and what, if anything, you need to do.',
        '## When the receipt is issued',
        'The receipt is made automatically as soon as the order is paid in full. Whether you paid by QPay, bank transfer, gift card or in instalments, the order gets one receipt for its whole total, delivery fee included where there is one. With instalments the lender pays the store the whole amount, so the receipt is issued then.',
        'Usually a few minutes after the payment is confirmed, an “E-receipt” section appears on your order page, showing:',
        '- the lottery number,\n- the receipt number,\n- the date it was issued,\n- the total and the VAT it includes,\n- the receipt’s QR code.',
        'If the tax system is slow to answer, the receipt may show “Being issued” for a while. The store keeps trying by itself and our staff step in when needed; you don’t have to do anything.',
        '## For a person: registering the receipt to yourself',
        '1. Install the e-barimt app on your phone and log in with your civil registration number.\n2. Open your order page (on a computer or another phone) and scan the QR code in its E-receipt section with the app, or type the lottery number in by hand.\n3. The receipt is registered to you and enters the lottery.',
        'Don’t put it off for long: the tax authority sets how long you have to register a receipt.',
        'You can enter your civil registration number on the order’s “E-receipt details” page, but a personal receipt is not written out to you by name: you register it yourself with the QR code or lottery number as above.',
        '## For a company: a receipt in the company’s name',
        'To have the receipt made out to your company, **before you pay in full** open “E-receipt details” from the order page, choose “A company” and enter its 7-digit state register number. The receipt is then issued to that company and registered to it automatically, with no QR code to scan.',
        'Once the receipt is issued, who it is made out to can no longer be changed, and the details of a closed order cannot be edited. If the receipt should go to a company, enter the number first and pay after.',
        'Where these numbers are written, what they look like and the usual mistakes are on our [civil registration number help page](/help/cid).',
        '## Common questions',
        '- **Does a partly paid order get a receipt?** No: the receipt is issued for the whole total once the order is paid in full.\n- **What if I never register my receipt?** The receipt stays valid and its VAT is paid, but you get no VAT back and it does not enter the lottery.\n- **Can two orders share one receipt?** No, each order has its own.\n- **I need a paper receipt.** Print the receipt from your order page; its QR code counts the same as a paper one.',
        'More answers are in the [FAQ](/faq#e-receipt).',
      ),
    },
  },
  {
    kind: 'article',
    key: 'genuine-imported-electronics-and-warranty',
    category: 'guides',
    tags: ['electronics', 'warranty', 'iphone', 'voltage'],
    authorName: 'Э. Тэмүүлэн',
    firstPublishedAt: '2026-08-18T03:00:00.000Z',
    title: {
      mn: 'Гадаадаас электроник авахдаа: жинхэнэ эсэх, хүчдэл, eSIM, баталгаа',
      en: 'Buying electronics from abroad: genuine goods, voltage, eSIM and warranty',
    },
    summary: {
      mn: 'Утас, компьютер, гал тогооны цахилгаан хэрэгслийг гадаадаас авахаас өмнө мэдэх зүйлс: жинхэнэ эсэхийг шалгах, хүчдэл, залгуур, Америкийн iPhone-ы eSIM, манай 1 жилийн баталгаа хэрхэн ажилладаг вэ.',
      en: 'What to know before buying a phone, laptop or kitchen appliance from abroad: checking that it is genuine, voltage and plugs, eSIM on US iPhones, and how our 1-year warranty works.',
    },
    text: {
      mn: lines(
        'Гадаадаас авсан утас, компьютер ихэнхдээ Монголд зарагддагаасаа хямд, шинэ загвар нь эрт гардаг. Гэхдээ улс бүр өөрийн зах зээлд зориулсан хувилбар гаргадаг тул захиалахаасаа өмнө хэдэн зүйлийг шалгах хэрэгтэй. Энэ нийтлэлд манай худалдан авагчдаас хамгийн олон ирдэг асуултуудад хариулж, бараа ирэхэд юуг шалгахыг тайлбарлав.',
        '## Жинхэнэ бараа',
        'Бид бараагаа тухайн брэндийн албан ёсны дэлгүүр болон тухайн улсын томоохон, найдвартай худалдаачдаас худалдан авдаг. Бараа ирэхэд та өөрөө ч шалгаж болно:',
        '- Хайрцаг нь үйлдвэрийн битүүмжтэй, онгойлгогдоогүй байна.\n- Утасны IMEI дугаар (утсан дээр *#06# залгахад гарна) хайрцган дээрх дугаартай таарна.\n- Apple төхөөрөмжийн серийн дугаараар Apple-ийн баталгаа шалгах сайтаас загвар, баталгааны төлөвийг харна.\n- Samsung утасны тохиргооны "Утасны тухай" хэсэгт загварын дугаар, серийн дугаар бичигдсэн байна.',
        'Ямар нэг зүйл таарахгүй бол барааг бүү ашиглаарай: захиалгын дугаар, зурагтайгаа бидэнтэй шууд холбогдоорой.',
        '## Америкийн iPhone ба eSIM',
        'iPhone 14-өөс хойшхи АНУ-д зарагддаг iPhone-д SIM картны үүр байхгүй, зөвхөн eSIM ашиглана. Захиалахаасаа өмнө өөрийн үүрэн холбооны оператороос eSIM үйлчилгээ авч болох эсэхийг лавлаарай. eSIM-ийг ихэвчлэн салбар дээр нь эсвэл операторын аппликейшнээр хэдхэн минутад идэвхжүүлдэг.',
        '[[product:apple-iphone-17-256gb]]',
        '## Хүчдэл ба залгуур',
        'Монголд 230 вольт, 50 герцийн цахилгаан, европ маягийн хоёр дугуй салаатай залгуур хэрэглэдэг.',
        '- Утас, компьютер, камерын цэнэглэгч ихэвчлэн 100-240 вольтод ажилладаг тул зөвхөн залгуурын адаптер хэрэгтэй. Цэнэглэгч дээрх "INPUT" гэсэн бичгийг шалгаарай.\n- Солонгосын цахилгаан хэрэгсэл 220 вольтод зориулагдсан, залгуур нь манайхтай ижил тул шууд хэрэглэнэ.\n- Японы дотоод зах зээлийн цахилгаан хэрэгсэл 100 вольт, Америкийнх 120 вольтод зориулагдсан байж болно. Ийм будаа агшаагч, миксер, үс хатаагчийг трансформаторгүйгээр манай сүлжээнд залгавал шатна.',
        'Барааны тайлбарт хүчдэлийг бичсэн байдаг. Эргэлзвэл захиалахаасаа өмнө бидэнтэй холбогдоорой, тухайн загварын хүчдэлийг шалгаж хэлье.',
        '## Компьютерийн гар',
        'АНУ-аас ирсэн зөөврийн компьютерийн товчлуур дээр зөвхөн латин үсэг хэвлэгдсэн байдаг. Кирилл үсгээр бичихийн тулд Windows эсвэл macOS-ийн тохиргооноос монгол гарын байрлал нэмэхэд хангалттай. Товчлуур дээр наадаг кирилл үсгийн наалт ч тусална. Японы зах зээлд зориулсан компьютерийн гар өөр байрлалтай, зарим тэмдэгт нь өөр газар байдаг тул барааны тайлбараас гарын байрлалыг шалгаарай.',
        '## Манай 1 жилийн баталгаа',
        'Зуучаар авсан бараа бүр 1 жилийн баталгаатай. Олон үйлдвэрлэгчийн баталгаа зөвхөн худалдсан улсад нь хүчинтэй байдаг тул Монголд та баталгааны асуудлаа бидэнтэй шийднэ.',
        '- **Хамаарах**: үйлдвэрийн гэмтэл, ердийн хэрэглээнд гарсан доголдол. Бид барааг засварлуулах эсвэл сольж өгнө.\n- **Хамаарахгүй**: унагаасан, ус орсон, буруу хүчдэлд залгасан, албан бус газар засварлуулсан зэрэг хэрэглэгчийн буруугаас гарсан гэмтэл.',
        'Баталгааны хүсэлт гаргахдаа захиалгын дугаар, барааны зураг, гэмтлийн товч тайлбараа илгээнэ үү. Дэлгэрэнгүйг [баталгааны хуудас](/warranty) болон [үйлчилгээний нөхцлөөс](/legal/terms) уншаарай.',
        '## Товч зөвлөгөө',
        '- Захиалахаасаа өмнө загварын дугаар, санах ойн хэмжээ, өнгөө дахин шалгаарай.\n- Хайрцаг, баримт бичгийг баталгааны хугацаа дуустал хадгална.\n- Ирмэгц нь асааж, камер, дэлгэц, цэнэглэлтийг шалгана.',
      ),
      en: lines(
        'A phone or laptop bought abroad is often cheaper than in Mongolia, and new models come out there first. But every country gets versions made for its own market, so a few things are worth checking before you order. This article answers the questions our shoppers ask most, and says what to check when the goods arrive.',
        '## Genuine goods',
        'We buy from the brands’ official stores and from large, established retailers in each country. When the goods arrive you can check them yourself too:',
        '- The box is factory-sealed and unopened.\n- A phone’s IMEI (dial *#06# to see it) matches the number on the box.\n- Apple’s coverage check site shows an Apple device’s model and warranty status from its serial number.\n- On a Samsung phone, “About phone” in Settings shows the model and serial number.',
        'If anything does not match, don’t use the item: contact us straight away with the order number and photos.',
        '## US iPhones and eSIM',
        'iPhones sold in the USA since the iPhone 14 have no SIM card tray and work with an eSIM only. Before you order one, ask your mobile operator whether you can get an eSIM. Activating one usually takes a few minutes at a branch or in the operator’s app.',
        '[[product:apple-iphone-17-256gb]]',
        '## Voltage and plugs',
        'Mongolia uses 230 volts at 50 hertz and European plugs with two round pins.',
        '- Chargers for phones, laptops and cameras usually work from 100 to 240 volts, so all you need is a plug adapter. Check the “INPUT” line printed on the charger.\n- Korean appliances are made for 220 volts and have the same plug as ours, so they work as they are.\n- Appliances for the Japanese home market may be made for 100 volts, and American ones for 120 volts. Plug such a rice cooker, mixer or hair dryer into our mains without a transformer and it burns out.',
        'The voltage is in the product description. If you are unsure, ask us before you order and we will check that model for you.',
        '## Laptop keyboards',
        'Laptops from the USA have only Latin letters printed on their keys. To type in Cyrillic, add the Mongolian keyboard layout in the Windows or macOS settings; stickers with Cyrillic letters for the keys help too. Laptops made for the Japanese market have a different keyboard layout, with some symbols in other places, so check the layout in the product description.',
        '## Our 1-year warranty',
        'Every item bought through Zuuch carries a 1-year warranty. Many manufacturers’ warranties apply only in the country where the item was sold, so in Mongolia you settle warranty matters with us.',
        '- **Covered**: manufacturing faults and defects that appear in normal use. We have the item repaired or replace it.\n- **Not covered**: damage you caused, such as a drop, water, the wrong voltage or repair by an unauthorised shop.',
        'To make a claim, send us the order number, a photo of the item and a short description of the fault. More on the [warranty page](/warranty) and in our [terms of service](/legal/terms).',
        '## In short',
        '- Before you order, check the model number, storage and colour once more.\n- Keep the box and papers until the warranty ends.\n- Switch the item on as soon as it arrives and check the camera, screen and charging.',
      ),
    },
  },
  {
    kind: 'article',
    key: 'winter-and-tsagaan-sar-shopping',
    category: 'guides',
    tags: ['winter', 'tsagaan-sar', 'gifts', 'air-quality'],
    authorName: 'Д. Солонго',
    firstPublishedAt: '2026-10-20T02:00:00.000Z',
    updatedAt: '2026-11-10T02:00:00.000Z',
    title: {
      mn: 'Өвлийн бэлтгэл ба Цагаан сарын бэлэг: юуг, хэзээ захиалах вэ',
      en: 'Ready for winter and Tsagaan Sar: what to buy, and when to order it',
    },
    summary: {
      mn: 'Улаанбаатарын хүйтэн, утаа, хуурай агаарт тохирох хувцас, гутал, агаар цэвэршүүлэгч, мөн Цагаан сарын бэлгээ цагтаа авахын тулд хэзээ захиалах тухай зөвлөгөө.',
      en: 'Clothes, boots and air purifiers for Ulaanbaatar’s cold, smog and dry indoor air, and when to order so that Tsagaan Sar gifts arrive in time.',
    },
    text: {
      mn: lines(
        'Улаанбаатарын өвөл хүйтэн төдийгүй урт. Арванхоёрдугаар сараас хоёрдугаар сар хүртэл агаарын бохирдол дээд цэгтээ хүрч, төвийн халаалттай байрны агаар маш хуурай болдог. Энэ нийтлэлд өвлийг тав тухтай өнгөрөөхөд юу хэрэгтэй, Цагаан сарын бэлгээ хэзээ захиалбал цагтаа ирэхийг нэгтгэв.',
        '## Давхарлаж өмсөх',
        'Хасах гучин градусын хүйтэнд нэг зузаан хүрэмнээс хэд хэдэн нимгэн давхарга илүү дулаан байдаг: давхарга хооронд дулаан агаар хуримтлагдана.',
        '- **Дотуур давхарга**: биеийн чийгийг гадагшлуулдаг нимгэн дотуур хувцас. Японы Uniqlo брэндийн Heattech цуврал үүнд зориулагдсан.\n- **Дунд давхарга**: ноолууран цамц, флис эсвэл хөнгөн өдөн хантааз.\n- **Гадуур давхарга**: урт, малгайтай өдөн пальто. Өдний дулаалгын зэрэг 600-аас дээш бол маш дулаан.',
        '[[product:uniqlo-mens-heattech-ultra-warm-crew-neck]]',
        'Гутлыг хасах хэмд тэсвэртэй, гулсдаггүй ултай, дулаалгын хэмжээ нь (жишээ нь 400 грамм) бичигдсэн загвараас сонгоорой. Зузаан оймстой өмсөх тул хагас размер томыг авна. Размерын талаар [размерын зөвлөгөөнөөс](/media/shoe-and-clothing-size-guide) уншаарай.',
        '## Гэрийн агаар',
        'Утаатай өдрүүдэд цонх онгойлгох нь тус болдоггүй. HEPA шүүлтүүртэй агаар цэвэршүүлэгч өрөөний нарийн тоосонцрыг шүүнэ. Сонгохдоо өрөөнийхөө талбайг цэвэршүүлэгчийн зориулалтын талбайтай харьцуулж, шүүлтүүрийг хэдэн сар тутам солих, түүний үнийг урьдчилан тооцоорой. Шүүлтүүр өвлийн улиралд илүү хурдан бохирддог. Хүүхэдтэй гэрт цэвэршүүлэгчийг унтлагын өрөөнд байрлуулж, шөнөжин ажиллуулах нь хамгийн үр дүнтэй.',
        '[[product:coway-airmega-150]]',
        'Төвийн халаалт агаарыг хуурайшуулж, хоолой, арьсыг цочроодог. Агаар чийгшүүлэгч өрөөний чийгийг 40-50 хувьд барихад тусална. Арьсанд өвлийн улиралд хамгаалалтын давхаргыг нөхдөг тос, уруулын бальзам хэрэгтэй.',
        '## Машин ба цэнэг',
        'Хүчтэй хүйтэнд машины аккумлятор суларч, өглөө асахгүй байх нь элбэг. Зөөврийн асаагуур (бустер) авч явбал өөр машинаас кабель залгуулах шаардлагагүй. Утасны цэнэг ч хүйтэнд хурдан дуусдаг тул зөөврийн цэнэглэгчээ дотор халаасандаа хийж явбал удаан барина. Гадаа удаан байсан утсаа шууд цэнэглэхгүй, өрөөний хэмд дасгаж байгаад цэнэглээрэй.',
        '## Цагаан сарын бэлэг',
        'Цагаан сараар ахмад настандаа, ойр дотныхондоо бэлэг барих уламжлалтай. Манай худалдан авагчдын дуртай бэлгүүд:',
        '- Монгол ноолууран ороолт, малгай, бээлий: Монголд бэлэн тул дараагийн өдөр нь ирнэ.\n- Солонгосын улаан женьшень: ахмад настнуудад зориулсан уламжлалт бэлэг.\n- Даралтын аппарат, хүзүүний массажер: эцэг эхийн эрүүл мэндэд.\n- Солонгос арьс арчилгааны иж бүрдэл: залуучуудад.',
        '[[product:gobi-cashmere-scarf]]',
        '## Хэзээ захиалах вэ',
        'Цагаан сар ихэвчлэн нэгдүгээр сарын сүүлээс хоёрдугаар сарын дунд хооронд тохиодог. Тэр үед Солонгос, Хятадад ч билгийн тооллын шинэ жил тэмдэглэгддэг тул баярын өмнөх, дараах өдрүүдэд дэлгүүр, карго компаниуд хэдэн өдөр амардаг. Тиймээс:',
        '- АНУ-аас захиалах бол баяраас дор хаяж дөрвөн долоо хоногийн өмнө.\n- Солонгос, Хятад, Японоос бол гурван долоо хоногийн өмнө.\n- "Монголд бэлэн" барааг хамгийн сүүлийн өдрүүдэд ч захиалж болно.',
        'Бараа бүрийн хуудсанд өнөөдөр захиалбал хэзээ ирэхийг харуулдаг. Гэхдээ баярын үеийн ачаалал, амралтын өдрүүдийг тооцож нэмэлт хугацаа үлдээгээрэй. Бэлгийг шууд ах дүүгийнхээ хаягаар хүргүүлж болно: захиалга ирмэгц хүргэлтийн хаягаа сонгоно. Хүргэлтийн нөхцлийг [хүргэлтийн мэдээллээс](/delivery) үзнэ үү.',
        'Та өвөл, баярын бэлтгэлээ эрт эхлүүлбэл тайван байх болно.',
      ),
      en: lines(
        'Winter in Ulaanbaatar is not only cold but long. From December to February air pollution is at its worst, and the air in flats with central heating becomes very dry. This article gathers what makes the winter easier, and when to order so that your Tsagaan Sar gifts arrive in time.',
        '## Dress in layers',
        'At minus thirty, several thin layers keep you warmer than one thick coat, because warm air is trapped between them.',
        '- **Base layer**: thin underwear that moves moisture away from the skin. Uniqlo’s Heattech range from Japan is made for exactly this.\n- **Middle layer**: a cashmere sweater, fleece or a light down vest.\n- **Outer layer**: a long down coat with a hood. The quality of down is given as its “fill power”; above 600 is very warm.',
        '[[product:uniqlo-mens-heattech-ultra-warm-crew-neck]]',
        'Choose winter boots rated for deep frost, with soles that don’t slip and the amount of insulation stated (400 grams, for example). You will wear them with thick socks, so take half a size up. Our [size guide](/media/shoe-and-clothing-size-guide) explains more.',
        '## The air at home',
        'On smoggy days opening a window does not help. An air purifier with a HEPA filter takes fine particles out of a room. When choosing one, compare your room’s area with the area the purifier is rated for, and count in how often its filter must be changed and what a filter costs. Filters clog faster in winter. In a home with children, a purifier in the bedroom running all night does the most good.',
        '[[product:coway-airmega-150]]',
        'Central heating dries the air and irritates the throat and skin. A humidifier helps keep a room at 40 to 50 percent humidity, and in winter your skin needs a cream that restores its barrier, and lip balm.',
        '## The car and your batteries',
        'In hard frost car batteries weaken and a car often won’t start in the morning. With a portable jump starter in the car you don’t need another car and cables. Phone batteries also run down fast in the cold: a power bank kept in an inside pocket lasts much longer. Don’t charge a phone straight after a long time outdoors; let it warm to room temperature first.',
        '## Tsagaan Sar gifts',
        'At Tsagaan Sar we bring gifts to our elders and those close to us. Our shoppers’ favourites:',
        '- Mongolian cashmere scarves, hats and gloves: in stock in Mongolia, so they arrive the next day.\n- Korean red ginseng: a traditional gift for elders.\n- A blood pressure monitor or a neck massager: for parents’ health.\n- A Korean skincare set: for the younger ones.',
        '[[product:gobi-cashmere-scarf]]',
        '## When to order',
        'Tsagaan Sar usually falls between late January and mid-February. Korea and China celebrate the lunar new year at about the same time, so shops and forwarders there close for several days around it. So:',
        '- From the USA, order at least four weeks before the holiday.\n- From Korea, China and Japan, three weeks before.\n- Goods in stock in Mongolia can wait until the last days.',
        'Every product page shows when an order placed today arrives, but leave extra time for the holiday rush and the days off. You can have a gift delivered straight to a relative: you choose the delivery address when the order arrives. The delivery terms are on the [delivery page](/delivery).',
        'Start preparing for winter and the holiday early, and both will be calmer.',
      ),
    },
  },
  {
    kind: 'article',
    key: 'tracking-your-order-stages',
    category: 'delivery-customs',
    tags: ['tracking', 'order-status', 'shipping'],
    authorName: 'Э. Тэмүүлэн',
    firstPublishedAt: '2026-09-09T02:00:00.000Z',
    title: {
      mn: 'Захиалгаа хэрхэн хянах вэ: төлбөрөөс таны гар хүртэлх үе шат бүр',
      en: 'How to follow your order: every stage from payment to your door',
    },
    summary: {
      mn: 'Захиалгын долоон алхам, гадаадаас ирэх барааны таван үе шат (худалдагч баталсан, олон улсын захиалга, улс хоорондын тээвэр, Монголын хил, дотоод хүргэлт) юу гэсэн үг вэ, хаанаас харах вэ.',
      en: 'What the seven steps of an order and the five shipping stages of goods from abroad (verified, international order, interstate shipment, Mongolian border, inner delivery) mean, and where to see them.',
    },
    text: {
      mn: lines(
        'Гадаадаас бараа захиалсны дараа "Одоо хаана явж байна?" гэж бодох нь зүйн хэрэг. Зуучид захиалга бүр хоёр зүйлээр хянагддаг: таны захиалгын **долоон алхам**, мөн гадаадаас ирж буй барааны **таван үе шат**. Хоёулаа захиалгын тань хуудсанд огноотойгоо харагдана.',
        '## Хаанаас харах вэ',
        'Захиалга өгсөн утасны дугаараараа нэвтэрч, [миний захиалгууд](/user/order) хуудаснаас захиалгаа сонгоно. Захиалгын хуудсанд алхмууд, "Тээврийг хянах" холбоосоор тээврийн үе шатууд харагдана. Захиалгыг зөвхөн тухайн утасны дугаараар нэвтэрсэн хүн харах боломжтой тул өөр дугаараар нэвтэрсэн бол захиалга харагдахгүй.',
        '## Захиалгын долоон алхам',
        '1. **Захиалга үүссэн**: захиалгын дугаар олгогдож, бараа таны нэр дээр нөөцлөгдсөн. Одоо 48 цагийн дотор төлнө.\n2. **Төлбөр баталгаажсан**: төлбөр бүрэн орсон. Захиалгын хуудсанд И-баримт гарна.\n3. **Захиалсан**: бид барааг гадаадын дэлгүүрээс худалдан авсан.\n4. **Захиалга ирсэн**: бараа Улаанбаатар дахь манай агуулахад ирсэн. Бид танд мэдэгдэнэ.\n5. **Хүргэлтийн сонголт**: та очиж авах эсвэл хүргүүлэхээ сонгосон.\n6. **Хүргэлт явагдаж байна**: бараа хүргэгчид эсвэл орон нутгийн унаа, каргод хүлээлгэн өгөгдсөн.\n7. **Дууссан**: бараа таны гарт очсон.',
        'Монголд бэлэн байгаа бараа "Захиалсан" алхмыг алгасаж, төлбөр орсны дараагийн өдөр "Захиалга ирсэн" болно.',
        '## Гадаадаас ирэх барааны таван үе шат',
        '"Захиалсан" болон "Захиалга ирсэн" алхмын хооронд бараа урт зам туулдаг. Манай ажилтнууд үе шат бүрд хүрсэн огноог бүртгэдэг:',
        '- **Худалдагч баталсан**: гадаадын дэлгүүр захиалгыг хүлээн авч баталгаажуулсан.\n- **Олон улсын захиалга**: худалдагч барааг олон улсын тээвэрлэгч буюу манай карго түншид хүлээлгэн өгсөн.\n- **Улс хоорондын тээвэр**: ачаа Монгол руу нисч эсвэл замдаа явж байна.\n- **Монголын хил**: ачаа хил дээр ирж, гаалийн бүрдүүлэлт хийгдэж байна. Гаалийн татвар үнэд тань багтсан тул танаас нэмэлт төлбөр шаардахгүй.\n- **Дотоод хүргэлт**: гаалиас гарч Улаанбаатар дахь манай агуулах руу явж байна.',
        'Үе шатын огноо хоцорч харагдвал ажилтан дараагийн бүртгэлээр шинэчилнэ. Хэрэв ирэх хугацаа өнгөрсөн мөртлөө шинэ үе шат нэмэгдээгүй бол бидэнтэй холбогдоорой, ачааг тань шалгаж хэлье. Ирэх хугацааны дэлгэрэнгүйг [гаалийн татвар, ирэх хугацааны нийтлэлээс](/media/customs-duty-vat-and-arrival-times) уншаарай.',
        '## Захиалга ирсний дараа',
        'Бараа агуулахад ирмэгц бид танд мэдэгдэнэ. Захиалгын хуудасны "Хүлээн авах хэлбэрээ сонгох" хэсгээс Зууч төвөөс очиж авах, эсвэл хаягаараа хүргүүлэхийг сонгоно. Улаанбаатар хотод 1–2 хоногт, орон нутагт 2–5 хоногт хүргэнэ. Очиж авахдаа захиалгын дугаараа хэлэхэд хангалттай.',
        '## Түүх',
        'Захиалгын хуудасны доод хэсэгт "Түүх" гэсэн жагсаалт бий. Тэнд захиалгын төлөв хэзээ, юунаас юу болж өөрчлөгдсөн нь бүгд огноотойгоо бичигддэг. Төлбөр хэзээ баталгаажсан, бараа хэзээ агуулахад ирснийг эндээс яг таг харж болно.',
        '## Төлөвийн нэрс',
        'Захиалгын хуудсанд алхмуудаас гадна төлөв бичигддэг. Ихэнх нь ойлгомжтой боловч заримыг тайлбарлая:',
        '- **Дутуу төлсөн**: төлбөрийн зөвхөн хэсэг орсон. Манай ажилтан тантай холбогдоно.\n- **Үлдэгдэлтэй**: захиалга урагшилж байгаа ч төлөх дүн үлдсэн.\n- **Ирсэн, хүлээгдэж буй**: бараа агуулахад ирж, таны сонголтыг хүлээж байна.\n- **Хугацаа дууссан**: 48 цагийн дотор төлөгдөөгүй захиалга.',
        'Асуулт байвал [хүргэлтийн түгээмэл асуултуудыг](/faq#tracking-stages) үзээрэй.',
      ),
      en: lines(
        'Once you have ordered from abroad, “where is it now?” is a natural question. At Zuuch every order is followed in two ways: the **seven steps** of your order, and the **five stages** of goods travelling from abroad. Both appear on your order page with their dates.',
        '## Where to look',
        'Log in with the phone number you ordered with and pick your order under [my orders](/user/order). The order page shows the steps, and its “Track shipping” link the shipping stages. An order can only be seen by someone logged in with its phone number, so if you logged in with another number the order won’t appear.',
        '## The seven steps of an order',
        '1. **Order created**: the order has its number and its items are reserved for you. Pay within 48 hours.\n2. **Payment confirmed**: the whole amount is in. The order page shows your e-receipt.\n3. **Ordered**: we have bought the goods from the shop abroad.\n4. **Order arrived**: the goods are at our warehouse in Ulaanbaatar, and we let you know.\n5. **Delivery choice**: you have chosen to pick up or to have it delivered.\n6. **Delivery in progress**: the goods are with the courier, or with the bus or cargo to the provinces.\n7. **Done**: the goods are in your hands.',
        'Goods in stock in Mongolia skip “Ordered” and reach “Order arrived” the day after payment.',
        '## The five shipping stages of goods from abroad',
        'Between “Ordered” and “Order arrived” the goods travel a long way. Our staff record the date each stage is reached:',
        '- **Verified**: the shop abroad has accepted and confirmed the order.\n- **International order**: the seller has handed the goods to the international carrier, our cargo partner.\n- **Interstate shipment**: the goods are flying or travelling to Mongolia.\n- **Mongolian border**: the goods are at the border, going through customs. Customs duty is already in your price, so nothing more is asked of you.\n- **Inner delivery**: out of customs and on the way to our warehouse in Ulaanbaatar.',
        'A stage can appear a little after it happened; staff bring it up to date with their next entry. If the expected arrival date has passed and no new stage has appeared, contact us and we will look into your shipment. The [article on customs and arrival times](/media/customs-duty-vat-and-arrival-times) explains the times in detail.',
        '## After the order arrives',
        'We let you know as soon as the goods reach our warehouse. On the order page, under “Choose how to receive it”, choose pickup at the Zuuch Center or delivery to your address. In Ulaanbaatar we deliver within 1–2 days, to the provinces in 2–5 days. To pick up, just give your order number.',
        '## History',
        'At the bottom of the order page is a “History” list. It shows every change of the order’s status, from what to what and when. This is where you see exactly when your payment was confirmed or when the goods reached our warehouse.',
        '## The status names',
        'Besides the steps, the order page shows a status. Most are plain, but a few need a word:',
        '- **Underpaid**: only part of the payment has arrived, and our staff will contact you.\n- **Balance due**: the order is going ahead, but an amount is still to pay.\n- **Expected**: the goods are at our warehouse, waiting for your choice.\n- **Expired**: the order was not paid within 48 hours.',
        'Questions? See the [delivery section of the FAQ](/faq#tracking-stages).',
      ),
    },
  },
  {
    kind: 'article',
    key: 'terms-of-service-update-october-2026',
    category: 'news',
    tags: ['terms', 'gift-cards', 'returns', 'e-barimt'],
    authorName: 'Г. Энхжаргал',
    firstPublishedAt: '2026-09-15T03:00:00.000Z',
    title: {
      mn: '10-р сарын 1-нээс үйлчилгээний нөхцөл шинэчлэгдэнэ: юу өөрчлөгдөх вэ',
      en: 'Our terms of service change on 1 October 2026: what is new',
    },
    summary: {
      mn: 'Бэлгийн карт, 48 цагийн дүрмийн тодруулга, гэмтэлтэй бараа мэдэгдэх 7 хоногийн хугацаа, байгууллагын нэр дээрх И-баримт: шинэ хувилбарын дөрвөн өөрчлөлт.',
      en: 'Gift cards, a clearer 48-hour rule, 7 days to report damaged goods and e-receipts in a company’s name: the four changes in the new version.',
    },
    text: {
      mn: lines(
        '2026 оны 10-р сарын 1-нээс манай [үйлчилгээний нөхцлийн](/legal/terms) 2-р хувилбар хүчин төгөлдөр болно. Өөрчлөлтүүд бүгд та бидэнд хандаж ирсэн санал, асуултаас үүдэлтэй. Өмнөх хувилбарыг мөн тэр хуудаснаас уншиж болно.',
        '## Юу өөрчлөгдөх вэ',
        '### 1. Бэлгийн карт',
        'Одооноос Зуучийн бэлгийн картаар захиалгын төлбөр төлөх боломжтой. Картын кодыг захиалгын хуудасны "Бэлгийн картаар төлөх" хэсэгт оруулахад карт үлдэгдлийнхээ хэмжээгээр төлж, үлдсэнийг та өөр аргаар төлнө. Картад үлдсэн мөнгө дараагийн захиалгад хадгалагдана. Зарим карт нэг захиалгад төлөх доод, дээд хэмжээтэй, хүчинтэй хугацаатай байдаг бөгөөд эдгээр нь картын хуудсанд бичигдсэн. Бэлгийн картыг бэлэн мөнгөөр солихгүй. Карт бүр өөрийн гэсэн хуудастай бөгөөд кодыг нь мэдэх хэн ч ашиглах боломжтой тул кодоо бусдад бүү хэлээрэй. Алдсан бол бидэнд яаралтай мэдэгдвэл үлдэгдлийг хаалгана.',
        '### 2. 48 цагийн дүрмийн тодруулга',
        'Захиалга өгснөөс хойш 48 цагийн дотор төлөгдөөгүй захиалга автоматаар цуцлагддаг журам хэвээр. Харин шинэ нөхцөлд ямар захиалга цуцлагдахгүйг тодорхой болгосон: төлбөрийн тодорхой хэсэг нь орсон, лизингийн хүсэлтийг нь зээлдүүлэгч хянаж байгаа, эсвэл төлбөрийн үйлчилгээ үзүүлэгч хариу өгөөгүй байгаа захиалга автоматаар цуцлагдахгүй. Ийм захиалгын талаар манай ажилтан тантай холбогдож шийднэ.',
        '### 3. Гэмтэлтэй, буруу барааг мэдэгдэх хугацаа 7 хоног болно',
        'Тээвэрт гэмтсэн, эсвэл захиалснаас өөр бараа ирснийг мэдэгдэх хугацаа 3 хоногоос 7 хоног болж уртасна. Олон худалдан авагч барааг хүлээн авч, хэд хоногийн дараа л хайрцгийг нь задалдаг гэдгийг бид ойлгосон. Мэдэгдэхдээ захиалгын дугаар, зургаа илгээж, барааг савлагаатай нь хадгалаарай. Бид өөрсдийн зардлаар сольж өгөх эсвэл мөнгийг бүтнээр нь буцаана.',
        'Сэтгэл өөрчлөгдсөн, размер таараагүй барааг хэрэглээгүй, шошго, савлагаа нь бүрэн бол тохиолдол бүрээр нь авч үзэх болсон. Өмнө нь ийм барааг огт буцааж авдаггүй байсан.',
        '### 4. Байгууллагын нэр дээрх И-баримт',
        'Компанийнхаа нэрээр И-баримт авах хүсэлт олон ирсэн. Одоо захиалгын "И-баримтын мэдээлэл" хуудсанд байгууллагын 7 оронтой регистрийн дугаарыг оруулбал баримт тухайн байгууллагын нэр дээр гарч, автоматаар бүртгэгдэнэ. Дугаараа төлбөрөө бүрэн төлөхөөс өмнө оруулах хэрэгтэйг анхаараарай. Дэлгэрэнгүйг [регистрийн дугаарын тусламжаас](/help/cid) үзнэ үү.',
        '## Нөхцөл яагаад хувилбартай вэ',
        'Захиалга бүр түүнийг өгөх үед таны зөвшөөрсөн нөхцлийн хувилбарыг өөртөө хадгалдаг. Ингэснээр нөхцөл хожим өөрчлөгдсөн ч таны захиалгад ямар дүрэм үйлчлэхийг хоёр тал тодорхой мэднэ. Бид нөхцлийг шинэчлэх бүртээ хүчин төгөлдөр болох огноо, юу өөрчлөгдсөнийг нь нийтэлж, өмнөх хувилбарыг устгалгүй үлдээдэг. Жишээ нь, 1-р хувилбарыг [энд](/legal/terms?version=1) уншиж болно.',
        '## Танд юу хийх шаардлагатай вэ',
        'Юу ч хийх шаардлагагүй. 10-р сарын 1-нээс өгөх захиалгад шинэ нөхцөл үйлчилж, та захиалга өгөхдөө түүнийг зөвшөөрнө. Өмнө нь өгсөн захиалгад тухайн үед зөвшөөрсөн хувилбар үйлчилсээр байна. Хэрэв захиалгын маягтаа бөглөж байх хооронд нөхцөл шинэчлэгдвэл бид танаас шинэ хувилбарыг уншиж зөвшөөрөхийг хүснэ.',
        'Асуулт байвал [түгээмэл асуултуудыг](/faq) үзэх эсвэл бидэнтэй холбогдоорой.',
      ),
      en: lines(
        'From 1 October 2026, version 2 of our [terms of service](/legal/terms) takes effect. Every change comes from your suggestions and questions. The earlier version stays readable on the same page.',
        '## What changes',
        '### 1. Gift cards',
        'You can now pay for orders with a Zuuch gift card. Type the card’s code under “Pay with a gift card” on the order page: the card pays up to its balance, and you pay the rest another way. Whatever is left on the card stays there for your next order. Some cards have a least and a most they pay per order and an expiry date, shown on the card’s own page. Gift cards are not exchanged for cash. Every card has its own page, and anyone who knows the code can use it, so keep the code to yourself. If you lose a card, tell us at once and we block what is left on it.',
        '### 2. The 48-hour rule, made clearer',
        'An order that is not paid within 48 hours of placing it is still cancelled automatically. The new terms say plainly which orders are not: an order with part of its payment in, one whose leasing application a lender is reviewing, or one whose payment provider has not answered yet. Our staff contact you about such an order and settle it with you.',
        '### 3. Seven days to report damaged or wrong goods',
        'The time to tell us that goods arrived damaged in transit, or are not what you ordered, grows from 3 days to 7. We have learned that many shoppers collect an order and open the box a few days later. When you report it, send the order number and photos, and keep the goods in their packaging. We replace them at our cost or refund the whole amount.',
        'Goods you no longer want, or a size that doesn’t fit, are now considered case by case if they are unused with their tags and packaging intact. Before, such goods were never taken back.',
        '### 4. E-receipts in a company’s name',
        'Many of you asked for e-receipts in your company’s name. Now, if you enter the company’s 7-digit register number on the order’s “E-receipt details” page, the receipt is made out to that company and registered to it automatically. Remember to enter it before you pay in full. Our [register number help](/help/cid) explains more.',
        '## Why the terms have versions',
        'Every order keeps the version of the terms you accepted when you placed it. So even when the terms change later, both sides know which rules apply to your order. Each time we update the terms we publish the date the change takes effect and what changed, and we never delete the earlier version: version 1, for example, is [here](/legal/terms?version=1).',
        '## What you need to do',
        'Nothing. Orders placed from 1 October follow the new terms, which you accept when you order. Orders placed earlier keep the version accepted at the time. If the terms change while you are filling in the checkout form, we ask you to read and accept the new version.',
        'Questions? See the [FAQ](/faq) or get in touch.',
      ),
    },
  },
];

type Question = { key: string; title: LocalizedText; text: LocalizedText };

/** A topic's FAQ questions, in the order /faq shows them. */
const faqTopic = (topic: FaqTopic, questions: Question[]): ContentSeed[] =>
  questions.map((q, position) => ({ ...q, kind: 'faq', category: topic, position, summary: { mn: '', en: '' }, firstPublishedAt: FAQ_PUBLISHED }));

const FAQ_PUBLISHED = '2026-04-20T02:00:00.000Z';

export const faqs: ContentSeed[] = [
  ...faqTopic('ordering', [
    {
      key: 'how-to-order',
      title: { mn: 'Хэрхэн захиалга өгөх вэ?', en: 'How do I place an order?' },
      text: {
        mn: lines(
          '1. Бараагаа сонгоод сагсандаа нэмнэ.\n2. Сагсаа нээж, захиалга баталгаажуулах алхам руу орно.\n3. Утасны дугаараа оруулж, мессежээр ирсэн 6 оронтой кодоор баталгаажуулна.\n4. Нэр, хүлээн авах хэлбэр, төлбөрийн аргаа сонгож, үйлчилгээний нөхцлийг зөвшөөрнө.\n5. Захиалгын дугаар олгогдож, төлбөрийн хуудас нээгдэнэ. 48 цагийн дотор төлнө.',
          'Алхам бүрийн дэлгэрэнгүйг [захиалгын заавраас](/orderGuidance) уншаарай.',
        ),
        en: lines(
          '1. Add what you like to your cart.\n2. Open the cart and go to checkout.\n3. Enter your phone number and confirm it with the 6-digit code we text you.\n4. Enter your name, choose how to receive the order and how to pay, and accept the terms of service.\n5. You get an order number and the payment page opens. Pay within 48 hours.',
          'Every step is explained in [how to order](/orderGuidance).',
        ),
      },
    },
    {
      key: 'order-without-account',
      title: { mn: 'Захиалга өгөхөд бүртгэл хэрэгтэй юу?', en: 'Do I need an account to order?' },
      text: {
        mn: 'Тусдаа бүртгүүлэх шаардлагагүй, нууц үг ч байхгүй. Захиалга өгөхдөө утасны дугаараа мессежийн кодоор баталгаажуулахад таны бүртгэл автоматаар үүснэ. Дараа нь тэр дугаараараа нэвтэрч захиалгуудаа харна.',
        en: 'There is no separate sign-up and no password. When you check out, you confirm your phone number with a code we text you, and that makes your account. Log in with the same number later to see your orders.',
      },
    },
    {
      key: 'prices-include',
      title: { mn: 'Үнэд бүх зардал багтсан уу?', en: 'Is everything included in the price?' },
      text: {
        mn: lines(
          'Тийм. Манай үнэд гадаад дахь барааны үнэ, олон улсын тээвэр, гаалийн татвар, НӨАТ бүгд багтсан. Та зөвхөн Монгол доторх хүргэлтээ сонгоно: очиж авбал үнэгүй, Улаанбаатарт хүргүүлбэл 6,000₮ (200,000₮-өөс дээш захиалгад үнэгүй).',
          'Захиалга өгөх үеийн үнэ тогтмол: дараа нь барааны үнэ өөрчлөгдсөн ч таны захиалгын дүн өөрчлөгдөхгүй.',
        ),
        en: lines(
          'Yes. Our prices include the price abroad, international shipping, customs duty and VAT. The only thing you add is delivery inside Mongolia: free if you pick up, 6,000₮ for delivery in Ulaanbaatar (free from 200,000₮).',
          'The price is fixed when you place the order: if an item’s price changes later, your order’s total does not.',
        ),
      },
    },
    {
      key: 'change-or-cancel-order',
      title: { mn: 'Захиалгаа өөрчлөх эсвэл цуцлах боломжтой юу?', en: 'Can I change or cancel my order?' },
      text: {
        mn: lines(
          'Өгсөн захиалгын бараа, тоо ширхэгийг засах боломжгүй. Харин:',
          '- **Төлөөгүй захиалга**: төлөхгүй бол 48 цагийн дараа өөрөө цуцлагдана. Шинээр зөв захиалга өгөхөд болно.\n- **Төлсөн, гэхдээ бид гадаадаас хараахан худалдан аваагүй**: бидэнтэй холбогдвол захиалгыг цуцалж, төлбөрийг бүтнээр нь буцаана.\n- **Бид барааг худалдан авсан**: худалдагч буцаан авахыг зөвшөөрсөн тохиолдолд л цуцлах боломжтой. Бидэнтэй холбогдоорой.\n- **Бараа Монголд ирсэн**: цуцлах боломжгүй, [буцаалтын нөхцөл](/faq#return-unwanted) үйлчилнэ.',
        ),
        en: lines(
          'The items and quantities of a placed order cannot be edited. But:',
          '- **Not paid yet**: if you don’t pay, it is cancelled by itself after 48 hours. Just place a new, correct order.\n- **Paid, but we have not bought the goods abroad yet**: contact us and we cancel the order and refund the whole amount.\n- **We have bought the goods**: the order can be cancelled only if the seller agrees to take them back. Contact us.\n- **The goods are in Mongolia**: the order can no longer be cancelled, and [the return rules](/faq#return-unwanted) apply.',
        ),
      },
    },
    {
      key: 'in-stock-in-mongolia',
      title: { mn: '"Монголд бэлэн" гэдэг нь юу гэсэн үг вэ?', en: 'What does “In stock in Mongolia” mean?' },
      text: {
        mn: 'Тухайн бараа Улаанбаатар дахь манай агуулахад байгаа гэсэн үг. Гадаадаас захиалах шаардлагагүй тул төлбөр орсны дараагийн өдөр бэлэн болж, та очиж авах эсвэл хүргүүлнэ.',
        en: 'The item is already at our warehouse in Ulaanbaatar. Nothing has to be ordered from abroad, so it is ready the day after your payment, for pickup or delivery.',
      },
    },
    {
      key: 'out-of-stock',
      title: { mn: 'Бараа "Дууссан" гэж байна. Дахин ирэх үү?', en: 'An item says “Out of stock”. Will it come back?' },
      text: {
        mn: 'Дууссан барааг захиалах боломжгүй. Бид ихэнх барааг дахин нөхдөг тул түүнийг хүслийн жагсаалтдаа нэмээрэй: [хүслийн жагсаалтаасаа](/wishlist) шалгахад бэлэн болсон эсэх нь харагдана. Тухайн ангилалд ижил төстэй бараа ч бий.',
        en: 'An item that is out of stock cannot be ordered. We restock most items, so add it to your wishlist: your [wishlist](/wishlist) shows when it is available again. The same category usually has similar items too.',
      },
    },
  ]),
  ...faqTopic('payment', [
    {
      key: 'payment-methods',
      title: { mn: 'Ямар аргаар төлж болох вэ?', en: 'How can I pay?' },
      text: {
        mn: lines(
          '- QPay: ямар ч банкны аппликейшнээр QR код уншуулж.\n- Дансаар шилжүүлэх: Хаан банк эсвэл Голомт банкны манай данс руу.\n- Хуваан төлөх: Storepay, Pocket zero, Pocket лизинг, PayOn, Easy Leasing, Хаан банкны лизинг.\n- Зуучийн бэлгийн карт.',
          'Дэлгэрэнгүйг [QPay, дансаар төлөх нийтлэлээс](/media/pay-with-qpay-or-bank-transfer) уншаарай.',
        ),
        en: lines(
          '- QPay: scan the QR code with any bank’s app.\n- Bank transfer: to our account at Khan Bank or Golomt Bank.\n- In instalments: Storepay, Pocket zero, Pocket leasing, PayOn, Easy Leasing, Khan Bank leasing.\n- A Zuuch gift card.',
          'See [paying by QPay or bank transfer](/media/pay-with-qpay-or-bank-transfer) for the details.',
        ),
      },
    },
    {
      key: 'unpaid-orders',
      title: { mn: '48 цагийн дотор төлөхгүй бол юу болох вэ?', en: 'What happens if I don’t pay within 48 hours?' },
      text: {
        mn: lines(
          'Захиалга өгснөөс хойш 48 цагийн дотор ямар ч төлбөр ороогүй бол захиалга автоматаар "Хугацаа дууссан" болж, нөөцөлсөн бараа дахин худалдаанд гарна. Төлөх эцсийн хугацаа захиалгын хуудсанд бичигдсэн.',
          'Төлбөрийн тодорхой хэсэг орсон, эсвэл лизингийн хүсэлт тань хянагдаж байгаа бол захиалга автоматаар цуцлагдахгүй. Хугацаа дууссан захиалга руу мөнгө шилжүүлсэн бол бид буцаан шилжүүлнэ.',
        ),
        en: lines(
          'If no payment at all has arrived 48 hours after you placed the order, it expires automatically and its reserved items go back on sale. The deadline is shown on your order page.',
          'An order that has received part of its payment, or whose leasing application is being reviewed, is not cancelled automatically. If you send money for an order that has already expired, we send it back.',
        ),
      },
    },
    {
      key: 'bank-transfer-description',
      title: { mn: 'Дансаар шилжүүлэхдээ гүйлгээний утгад юу бичих вэ?', en: 'What do I write in the bank transfer description?' },
      text: {
        mn: 'Зөвхөн захиалгын дугаараа, жишээ нь 100245. Захиалгын нийт дүнг нэг гүйлгээгээр шилжүүлнэ үү. Бид шилжүүлгийг ажлын нэг өдрийн дотор баталгаажуулна. Дугаараа бичихээ мартсан бол бидэнтэй холбогдоорой.',
        en: 'Only your order number, for example 100245. Please transfer the order’s whole amount in one transfer. We confirm transfers within one working day. If you forgot the number, get in touch with us.',
      },
    },
    {
      key: 'paid-but-not-confirmed',
      title: { mn: 'Төлсөн ч захиалга "Төлөгдөөгүй" хэвээр байна.', en: 'I paid, but the order still says “Not paid”.' },
      text: {
        mn: lines(
          'QPay-ээр төлсөн бол хуудсаа шинэчилнэ үү. Ихэнхдээ хэдхэн секундэд баталгаажна. Үгүй бол дахин бүү төлөөрэй: дэлгүүр QPay-ээс төлбөрийг өөрөө шалгадаг бөгөөд хугацаандаа хийсэн төлбөр баталгаажихаас өмнө захиалга цуцлагдахгүй.',
          'Дансаар шилжүүлсэн бол ажлын нэг өдрийн дотор баталгаажна. Түүнээс удаж байвал гүйлгээний баримттайгаа бидэнтэй холбогдоорой.',
        ),
        en: lines(
          'If you paid by QPay, refresh the page; it is usually confirmed within seconds. If not, don’t pay again: the store checks the payment with QPay by itself, and an order paid in time is not cancelled before its payment is confirmed.',
          'A bank transfer is confirmed within one working day. If it takes longer, contact us with the transfer receipt.',
        ),
      },
    },
    {
      key: 'gift-card',
      title: { mn: 'Бэлгийн картыг хэрхэн ашиглах вэ?', en: 'How do I use a gift card?' },
      text: {
        mn: lines(
          'Захиалгаа өгсний дараа захиалгын хуудасны "Бэлгийн картаар төлөх" хэсэгт картын кодыг оруулна. Дүнг хоосон орхивол карт төлж чадах хэмжээгээрээ төлнө. Үлдсэнийг өөр аргаар төлж, картад үлдсэн мөнгө дараагийн удаад хадгалагдана.',
          'Зарим карт нэг захиалгад төлөх доод, дээд хэмжээтэй, мөн хүчинтэй хугацаатай байдаг. Картын хуудсанд үлдэгдэл, хугацаа, хязгаар нь бичигдсэн.',
        ),
        en: lines(
          'After placing your order, type the card’s code under “Pay with a gift card” on the order page. Leave the amount empty and the card pays as much as it can. Pay the rest another way; whatever is left on the card stays there for next time.',
          'Some cards have a least and a most they pay per order, and an expiry date. The card’s own page shows its balance, expiry and limits.',
        ),
      },
    },
    {
      key: 'e-receipt',
      title: { mn: 'И-баримт авах уу?', en: 'Will I get an e-receipt (e-barimt)?' },
      text: {
        mn: lines(
          'Тийм. Төлбөр бүрэн орсон захиалга бүрд И-баримт автоматаар гарч, захиалгын хуудсанд сугалааны дугаар, QR кодтойгоо харагдана. И-баримт аппликейшнээр QR кодыг уншуулж өөртөө бүртгүүлнэ.',
          'Байгууллагын нэр дээр авах бол төлбөрөө бүрэн төлөхөөс өмнө захиалгын "И-баримтын мэдээлэл" хуудсанд 7 оронтой регистрийн дугаараа оруулна. Дэлгэрэнгүйг [И-баримтын нийтлэл](/media/e-barimt-receipt-and-lottery), [регистрийн дугаарын тусламжаас](/help/cid) үзнэ үү.',
        ),
        en: lines(
          'Yes. Every fully paid order gets an e-receipt automatically; its lottery number and QR code appear on your order page. Scan the QR code with the e-barimt app to register it to yourself.',
          'For a receipt in a company’s name, enter the company’s 7-digit register number on the order’s “E-receipt details” page before you pay in full. See the [e-barimt guide](/media/e-barimt-receipt-and-lottery) and the [register number help](/help/cid).',
        ),
      },
    },
  ]),
  ...faqTopic('instalments', [
    {
      key: 'instalment-options',
      title: { mn: 'Ямар хуваан төлөх нөхцөл байдаг вэ?', en: 'Which instalment plans can I use?' },
      text: {
        mn: lines(
          '- **Storepay**: 45 хоногт 4 төлбөр, хүүгүй, шимтгэлгүй.\n- **Pocket zero**: 90 хоногт 6 төлбөр, хүүгүй.\n- **Pocket лизинг**: 4-12 сар, Boss 1 ба түүнээс дээш зэрэглэлтэй худалдан авагчид.\n- **PayOn**: 24 сар, сарын 3.3%.\n- **Easy Leasing**: 3-30 сар, сарын 3%, 1% шимтгэл.\n- **Хаан банкны лизинг**: 30 сар хүртэл, сарын 1.6% (13 сараас 1.7%), 0.5% шимтгэл.',
          'Storepay, Pocket-ыг захиалгын хуудаснаас шууд сонгоно. PayOn, Easy Leasing, Хаан банкны лизингийн хүсэлтийг [лизингийн хуудаснаас](/leasingRequest) гаргана. Харьцуулсан тайлбарыг [хуваан төлөх нийтлэлээс](/media/instalments-storepay-pocket-and-leasing) уншаарай.',
        ),
        en: lines(
          '- **Storepay**: 4 payments in 45 days, no interest, no fee.\n- **Pocket zero**: 6 payments in 90 days, no interest.\n- **Pocket leasing**: 4 to 12 months, for shoppers rated Boss 1 or higher.\n- **PayOn**: 24 months at 3.3% a month.\n- **Easy Leasing**: 3 to 30 months at 3% a month, 1% fee.\n- **Khan Bank leasing**: up to 30 months at 1.6% a month (1.7% from 13 months), 0.5% fee.',
          'Storepay and Pocket are chosen right on the order page. PayOn, Easy Leasing and Khan Bank leasing are applied for on the [leasing page](/leasingRequest). The [instalments guide](/media/instalments-storepay-pocket-and-leasing) compares them.',
        ),
      },
    },
    {
      key: 'storepay-limit',
      title: { mn: 'Storepay хүсэлт үүсэхгүй байна.', en: 'My Storepay request can’t be made.' },
      text: {
        mn: lines(
          'Storepay хүсэлт илгээхээс өмнө захиалга өгсөн утасны дугаарын тань зээлийн эрхийг шалгадаг. Захиалгын төлөх үлдэгдэл эрхээс их бол хүсэлт үүсэхгүй.',
          '- Storepay аппликейшнээсээ эрхийн хэмжээгээ шалгаарай.\n- Захиалга Storepay-д бүртгэлтэй дугаараар өгөгдсөн эсэхийг шалгаарай.\n- Үнийн тодорхой хэсгийг бэлгийн картаар төлж, үлдэгдлийг Storepay-ээр төлж болно, эсвэл өөр нөхцөл сонгоно.',
        ),
        en: lines(
          'Before sending a request, Storepay checks the limit of the phone number the order was placed with. If what is left to pay on the order is above your limit, no request is made.',
          '- Check your limit in the Storepay app.\n- Check that the order was placed with the number registered at Storepay.\n- Pay part of the price with a gift card and the rest with Storepay, or choose another plan.',
        ),
      },
    },
    {
      key: 'pocket-leasing-rating',
      title: { mn: 'Pocket лизинг яагаад сонгогдохгүй байна вэ?', en: 'Why can’t I choose Pocket leasing?' },
      text: {
        mn: 'Pocket лизинг зөвхөн хэрэглэгчийн зэрэглэл нь Boss 1 ба түүнээс дээш худалдан авагчид нээлттэй. Зэрэглэлээ [миний хуудаснаас](/user) харна уу. Зэрэглэл хүрэхгүй бол Pocket zero, Storepay эсвэл банкны лизинг сонгож болно.',
        en: 'Pocket leasing is open only to shoppers whose customer rating is Boss 1 or higher. Your rating is on [your account page](/user). Until then, Pocket zero, Storepay or a bank lease are open to you.',
      },
    },
    {
      key: 'leasing-documents',
      title: { mn: 'Лизингийн хүсэлтэд юу хэрэгтэй вэ?', en: 'What do I need to apply for leasing?' },
      text: {
        mn: lines(
          '- Орлогын төрөл (цалин, хувийн бизнес, тэтгэвэр, бусад) ба сарын орлого.\n- Нийгмийн даатгал төлсөн сарын тоо.\n- Бусад зээлдээ сар бүр төлдөг дүн (байхгүй бол 0).\n- Нийгмийн даатгалын лавлагаа: PDF, JPG эсвэл PNG, 5MB хүртэл. E-mongolia.mn-ээс татаж авч болно.',
          'Хугацаа, урьдчилгаагаа сонгоход төлбөрийн хуваарь шууд харагдана. Хуваарь нь урьдчилсан тооцоо бөгөөд эцсийн нөхцлийг зээлдүүлэгчийн гэрээ тогтооно.',
        ),
        en: lines(
          '- Your income type (salary, own business, pension, other) and monthly income.\n- How many months of social insurance you have paid.\n- What you repay on other loans each month (0 if none).\n- Your social insurance statement: PDF, JPG or PNG up to 5MB. You can download it from e-mongolia.mn.',
          'As you choose the term and the down payment, the payment schedule appears. It is an estimate; the lender’s contract sets the final terms.',
        ),
      },
    },
    {
      key: 'leasing-decision',
      title: { mn: 'Лизингийн шийдвэр хэр удаан гарах вэ? Татгалзвал яах вэ?', en: 'How long does a leasing decision take, and what if it is declined?' },
      text: {
        mn: lines(
          'Зээлдүүлэгч хүсэлтийг ихэвчлэн нэг ажлын өдөрт хянана. Шийдвэр гартал таны захиалга 48 цагийн дүрмээр цуцлагдахгүй. Хүсэлтийн явцыг лизингийн хүсэлтийн хуудаснаас харна.',
          'Зөвшөөрвөл зээлдүүлэгч дэлгүүрт төлж, урьдчилгаа байвал та түүнийг QPay эсвэл дансаар төлнө. Татгалзвал шалтгаан нь хүсэлтийн хуудсанд харагдана. Тэгвэл өөр зээлдүүлэгчид хүсэлт гаргах эсвэл өөр аргаар төлж болно. Захиалгын төлөх хугацаа энэ хооронд өнгөрсөн бол захиалга цуцлагдах тул шинээр захиалга өгнө үү.',
        ),
        en: lines(
          'The lender usually reviews an application within a working day. Until it decides, your order is not cancelled by the 48-hour rule. You follow the application on its leasing request page.',
          'If it is approved, the lender pays the store, and you pay any down payment by QPay or bank transfer. If it is declined, the reason appears on the request page; you can then apply to another lender or pay another way. If the order’s payment deadline has passed in the meantime, the order expires, so place it again.',
        ),
      },
    },
  ]),
  ...faqTopic('delivery', [
    {
      key: 'arrival-times',
      title: { mn: 'Бараа хэд хоногт ирэх вэ?', en: 'How long does delivery take?' },
      text: {
        mn: lines(
          'Монголд ирэх хугацаа захиалсан гарагаас хамаарна:',
          '- Өмнөд Солонгос: 4–8 хоног\n- АНУ: 10–16 хоног\n- Япон: 10 хоног\n- Хятад: 10 хоног\n- Монголд бэлэн бараа: дараагийн өдөр',
          'Барааны хуудас бүр өнөөдөр захиалбал хэдний өдөр ирэхийг харуулна. Улаанбаатарт хүргэлт үүн дээр 1–2 хоног, орон нутагт 2–5 хоног нэмэгдэнэ.',
        ),
        en: lines(
          'The time to Mongolia depends on the weekday you order:',
          '- South Korea: 4–8 days\n- USA: 10–16 days\n- Japan: 10 days\n- China: 10 days\n- In stock in Mongolia: the next day',
          'Every product page shows the date an order placed today arrives. Delivery in Ulaanbaatar adds 1–2 days, and to the provinces 2–5 days.',
        ),
      },
    },
    {
      key: 'customs-extra-fees',
      title: { mn: 'Бараа ирэхэд гаалийн татвар эсвэл өөр төлбөр төлөх үү?', en: 'Will I pay customs duty or anything else when the goods arrive?' },
      text: {
        mn: 'Үгүй. Гаалийн татвар, НӨАТ, олон улсын тээврийн зардал бүгд барааны үнэд багтсан бөгөөд гаалийн бүрдүүлэлтийг бид хийдэг. Та зөвхөн захиалга өгөхдөө сонгосон Монгол доторх хүргэлтийн төлбөрийг төлнө. Орон нутаг руу илгээхэд унаа, каргоны хөлсийг хүлээн авахдаа тээвэрлэгчид төлнө. Дэлгэрэнгүйг [гаалийн татварын нийтлэлээс](/media/customs-duty-vat-and-arrival-times) уншаарай.',
        en: 'No. Customs duty, VAT and international shipping are all in the price, and we clear customs ourselves. You pay only the delivery inside Mongolia that you chose when ordering. For parcels to the provinces, the bus or cargo fee is paid to the carrier on collection. Read more in [our article on customs duty](/media/customs-duty-vat-and-arrival-times).',
      },
    },
    {
      key: 'delivery-fee',
      title: { mn: 'Хүргэлт хэдэн төгрөг вэ?', en: 'How much does delivery cost?' },
      text: {
        mn: '- Зууч төвөөс очиж авах: үнэгүй.\n- Улаанбаатарын 9 дүүрэгт гэрээр хүргэх: 6,000₮, 200,000₮-өөс дээш захиалгад үнэгүй.\n- Орон нутаг руу унаа, каргогоор: 10,000₮, тээвэрлэгчийн хөлсийг хүлээн авахдаа төлнө.',
        en: '- Pickup at the Zuuch Center: free.\n- Home delivery in Ulaanbaatar’s 9 districts: 6,000₮, free on orders of 200,000₮ or more.\n- To the provinces by bus or cargo: 10,000₮, plus the carrier’s fee paid on collection.',
      },
    },
    {
      key: 'countryside-delivery',
      title: { mn: 'Орон нутаг руу хүргэдэг үү?', en: 'Do you deliver to the provinces?' },
      text: {
        mn: 'Тийм. Бараа Улаанбаатарт ирсний дараа аймгийн төв, сумд руу унаа эсвэл каргогоор 2–5 хоногт илгээнэ. Та ачаагаа тухайн аймаг, сумандаа тээвэрлэгчээс хүлээн авч, тээврийн хөлсийг тэр үед төлнө.',
        en: 'Yes. Once the goods reach Ulaanbaatar, we send them to aimag centres and soums by bus or cargo in 2–5 days. You collect the parcel from the carrier in your aimag or soum and pay the carrier’s fee then.',
      },
    },
    {
      key: 'tracking-stages',
      title: { mn: 'Тээврийн үе шатууд юу гэсэн үг вэ?', en: 'What do the shipping stages mean?' },
      text: {
        mn: lines(
          'Гадаадаас ирэх бараа таван үе шат дамждаг бөгөөд бид үе шат бүрийн огноог бүртгэдэг:',
          '1. Худалдагч баталсан: гадаадын дэлгүүр захиалгыг баталсан.\n2. Олон улсын захиалга: бараа олон улсын тээвэрт хүлээлгэн өгөгдсөн.\n3. Улс хоорондын тээвэр: Монгол руу замдаа явж байна.\n4. Монголын хил: гаалийн бүрдүүлэлт хийгдэж байна.\n5. Дотоод хүргэлт: Улаанбаатар дахь манай агуулах руу явж байна.',
          'Захиалгынхаа "Тээврийг хянах" хуудаснаас харна. Дэлгэрэнгүйг [захиалгаа хянах нийтлэлээс](/media/tracking-your-order-stages) уншаарай.',
        ),
        en: lines(
          'Goods from abroad pass five stages, and we record the date of each:',
          '1. Verified: the shop abroad has confirmed the order.\n2. International order: the goods are handed to the international carrier.\n3. Interstate shipment: on the way to Mongolia.\n4. Mongolian border: going through customs.\n5. Inner delivery: on the way to our warehouse in Ulaanbaatar.',
          'You see them on your order’s “Track shipping” page. More in [how to follow your order](/media/tracking-your-order-stages).',
        ),
      },
    },
    {
      key: 'pickup',
      title: { mn: 'Захиалгаа хаанаас очиж авах вэ?', en: 'Where do I pick up my order?' },
      text: {
        mn: 'Зууч төвөөс ажлын цагаар очиж авна. Хаяг, цагийн хуваарь хуудас бүрийн доод хэсэгт бий. Захиалга ирсний дараа захиалгын хуудсанд "Дэлгүүрээс очиж авах"-ыг сонгоод, ирэхдээ захиалгын дугаараа хэлэхэд хангалттай.',
        en: 'At the Zuuch Center during opening hours; the address and hours are at the foot of every page. Once the order has arrived, choose “Pick up at the store” on the order page and give your order number when you come.',
      },
    },
  ]),
  ...faqTopic('returns', [
    {
      key: 'warranty-claim',
      title: { mn: 'Баталгааны хүсэлтийг хэрхэн гаргах вэ?', en: 'How do I make a warranty claim?' },
      text: {
        mn: lines(
          'Зуучаар авсан бараа бүр 1 жилийн баталгаатай. Үйлдвэрийн гэмтэл илэрвэл бидэнд дараахыг илгээнэ үү:',
          '- захиалгын дугаар,\n- барааны болон гэмтлийн зураг,\n- гэмтэл хэзээ, яаж илэрсэн тухай товч тайлбар.',
          'Бид барааг шалгаад засварлуулах эсвэл сольж өгнө. Унагаасан, ус орсон, буруу хүчдэлд залгасан зэрэг хэрэглэгчийн буруугаас гарсан гэмтэлд баталгаа хамаарахгүй. Дэлгэрэнгүйг [баталгааны хуудаснаас](/warranty) үзнэ үү.',
        ),
        en: lines(
          'Every item bought through Zuuch has a 1-year warranty. If a manufacturing fault appears, send us:',
          '- the order number,\n- photos of the item and the fault,\n- a short description of when and how the fault appeared.',
          'We check the item and have it repaired or replace it. Damage you caused, such as a drop, water or the wrong voltage, is not covered. More on the [warranty page](/warranty).',
        ),
      },
    },
    {
      key: 'damaged-or-wrong-item',
      title: { mn: 'Бараа гэмтэлтэй эсвэл захиалснаас өөр ирсэн.', en: 'My item arrived damaged, or it isn’t what I ordered.' },
      text: {
        mn: 'Хүлээн авснаас хойш 7 хоногийн дотор захиалгын дугаар, зурагтайгаа бидэнтэй холбогдоорой. Барааг савлагаатай нь хадгална уу. Тээвэрт гэмтсэн эсвэл захиалснаас өөр (өөр загвар, өнгө, размер) бараа ирсэн бол бид өөрсдийн зардлаар сольж өгөх эсвэл төлбөрийг бүтнээр нь буцаана.',
        en: 'Contact us within 7 days of receiving it, with the order number and photos, and keep the item with its packaging. If it was damaged in transit or is not what you ordered (another model, colour or size), we replace it at our cost or refund the whole amount.',
      },
    },
    {
      key: 'return-unwanted',
      title: { mn: 'Таалагдаагүй эсвэл размер нь таараагүй барааг буцааж болох уу?', en: 'Can I return an item I don’t want, or that doesn’t fit?' },
      text: {
        mn: lines(
          'Бид барааг таны захиалгаар гадаадаас тусгайлан худалдан авдаг тул сэтгэл өөрчлөгдсөн, эсвэл өөрөө сонгосон размер нь таараагүй барааг ерөнхийдөө буцааж авдаггүй. Харин хэрэглээгүй, шошго, савлагаа нь бүрэн бараа бол хүлээн авснаас хойш 7 хоногийн дотор холбогдоорой: бид өөр худалдан авагчид зарах боломжтой эсэхийг шалгаж, боломжтой бол солих эсвэл буцаах талаар тохирно.',
          'Захиалахаасаа өмнө [размерын зөвлөгөөг](/media/shoe-and-clothing-size-guide) уншаарай. Нөхцлийг [үйлчилгээний нөхцлөөс](/legal/terms) бүрэн эхээр нь үзнэ үү.',
        ),
        en: lines(
          'Because we buy goods abroad specially for your order, we generally don’t take back items because you changed your mind or a size you chose doesn’t fit. If the item is unused, with its tags and packaging intact, contact us within 7 days of receiving it: we check whether we can sell it to someone else, and if we can, we agree an exchange or a return with you.',
          'Before ordering, read our [size guide](/media/shoe-and-clothing-size-guide). The full rules are in the [terms of service](/legal/terms).',
        ),
      },
    },
    {
      key: 'refunds',
      title: { mn: 'Мөнгөө хэрхэн, хэзээ буцааж авах вэ?', en: 'How and when do I get my money back?' },
      text: {
        mn: lines(
          'Цуцлалт эсвэл буцаалтыг зөвшөөрснөөс хойш 7 ажлын өдрийн дотор мөнгийг буцаана:',
          '- QPay эсвэл дансаар төлсөн бол таны заасан банкны данс руу.\n- Storepay, Pocket эсвэл лизингээр төлсөн бол зээлдүүлэгч рүү нь. Зээлдүүлэгч таны гэрээг өөрийн нөхцлөөр хаана.\n- Бэлгийн картаар төлсөн хэсгийг тухайн картад буцааж нэмнэ.',
        ),
        en: lines(
          'We refund within 7 working days of accepting the cancellation or return:',
          '- Paid by QPay or bank transfer: to the bank account you give us.\n- Paid with Storepay, Pocket or leasing: to the lender, which closes your contract on its own terms.\n- The part paid with a gift card goes back onto that card.',
        ),
      },
    },
    {
      key: 'warranty-what-is-covered',
      title: { mn: 'Баталгаа юуг хамардаг вэ?', en: 'What does the warranty cover?' },
      text: {
        mn: lines(
          'Хамаарна: ердийн хэрэглээнд гарсан үйлдвэрийн гэмтэл, доголдол, худалдан авснаас хойш 1 жилийн хугацаанд.',
          'Хамаарахгүй: унагаасан, цохисон, ус, чийг орсон, буруу хүчдэлд залгасан, албан бус газар засварлуулсан, хэрэглээний явцад элэгдсэн (гутлын ул, батарейн багтаамжийн хэвийн буурал гэх мэт) тохиолдол.',
          'Гадаадын үйлдвэрлэгчийн баталгаа ихэнхдээ зөвхөн худалдсан улсад нь хүчинтэй тул Монголд баталгааны асуудлыг бидэнтэй шийднэ.',
        ),
        en: lines(
          'Covered: manufacturing faults and defects that appear in normal use within 1 year of purchase.',
          'Not covered: drops and knocks, water or moisture, the wrong voltage, repair by an unauthorised shop, and normal wear (soles of shoes, the usual loss of battery capacity and the like).',
          'A foreign manufacturer’s warranty often applies only in the country of sale, so in Mongolia warranty matters are settled with us.',
        ),
      },
    },
  ]),
  ...faqTopic('account', [
    {
      key: 'log-in',
      title: { mn: 'Хэрхэн нэвтрэх вэ?', en: 'How do I log in?' },
      text: {
        mn: 'Утасны дугаараа оруулахад бид 6 оронтой код мессежээр илгээнэ. Код 5 минут хүчинтэй. Нууц үг шаардлагагүй. Google бүртгэлээрээ ч нэвтэрч болно. Дараа нь утасны дугаараа нэмбэл тухайн дугаараар өгсөн захиалгууд харагдана.',
        en: 'Enter your mobile number and we text you a 6-digit code, valid for 5 minutes. No password is needed. You can also continue with Google, then add your phone number to see the orders placed with it.',
      },
    },
    {
      key: 'code-not-received',
      title: { mn: 'Нэвтрэх код ирэхгүй байна.', en: 'The login code doesn’t arrive.' },
      text: {
        mn: '- Дугаараа зөв, 8 оронтой оруулсан эсэхээ шалгана уу.\n- Нэг хоёр минут хүлээгээд "Шинэ код авах"-ыг дарна уу.\n- Мессеж илгээж чадаагүй бол хуудсан дээр тухай мэдэгдэл гарна. Тэгвэл манай утсаар залгавал бид тусална.',
        en: '- Check that you entered your 8-digit number correctly.\n- Wait a minute or two, then press “Send a new code”.\n- If the text could not be sent, the page says so; then call our phone number and we will help.',
      },
    },
    {
      key: 'order-not-visible',
      title: { mn: 'Захиалга маань яагаад харагдахгүй байна вэ?', en: 'Why can’t I see my order?' },
      text: {
        mn: 'Захиалга түүнийг өгсөн утасны дугаарт хамаардаг. Тэр дугаараар нэвтэрсэн эсэхээ шалгаарай: өөр дугаараар нэвтэрвэл "Та энэ захиалгыг харах эрхгүй байна" гэж гарна. Захиалгуудаа [миний захиалгууд](/user/order) хуудаснаас харна.',
        en: 'An order belongs to the phone number it was placed with. Check that you are logged in with that number: with another number you see “You are not permitted to view this order”. Your orders are under [my orders](/user/order).',
      },
    },
    {
      key: 'change-phone',
      title: { mn: 'Утасны дугаараа хэрхэн солих вэ?', en: 'How do I change my phone number?' },
      text: {
        mn: '[Миний хуудас](/user) дээрх "Дугаар солих"-ыг дарж шинэ дугаараа оруулахад тэр дугаар руу код очно. Кодыг оруулмагц дугаар солигдоно. Захиалга өгсөн дугаартаа хамаардаг тул хуучин дугаараар өгсөн захиалгууд шинэ дугаартай бүртгэлд харагдахгүй. Тэдгээрийн талаар захиалгын дугаартайгаа бидэнтэй холбогдоорой.',
        en: 'Press “Change number” on [your account page](/user) and enter the new number; we text a code to it, and once you enter the code the number is changed. Orders belong to the number they were placed with, so orders placed with the old number don’t appear under the new one. For those, contact us with the order number.',
      },
    },
    {
      key: 'civil-id-in-profile',
      title: { mn: 'Профайлд регистрийн дугаар яагаад асуудаг вэ?', en: 'Why does my profile ask for a civil registration number?' },
      text: {
        mn: 'Заавал биш. Оруулсан бол захиалгын "И-баримтын мэдээлэл" хуудсанд урьдчилан бөглөгдөнө. Захиалга өгөхөд шаардлагагүй. Дугаар хаана бичигддэг, ямар хэлбэртэйг [тусламжийн хуудаснаас](/help/cid) үзнэ үү.',
        en: 'It is optional. If you enter it, it is filled in for you on an order’s “E-receipt details” page. You don’t need it to order. Where the number is written and what it looks like is on the [help page](/help/cid).',
      },
    },
    {
      key: 'delete-account',
      title: { mn: 'Бүртгэлээ хэрхэн устгах вэ?', en: 'How do I delete my account?' },
      text: {
        mn: 'Бүртгэлтэй утасны дугаараасаа эсвэл имэйлээр бидэнд хүсэлтээ илгээнэ үү. Бид таны хувийн мэдээллийг устгана. Харин хуулиар хадгалах үүрэгтэй захиалга, төлбөрийн бүртгэлийг хуулийн хугацаанд хадгална. Дэлгэрэнгүйг [нууцлалын бодлогоос](/legal/privacy) уншаарай.',
        en: 'Send us a request from your registered phone number or by email, and we delete your personal data. Order and payment records that the law requires us to keep are kept for as long as the law says. Read more in our [privacy policy](/legal/privacy).',
      },
    },
  ]),
];

/** A part of a legal document; `v1` is how version 1 said it (null: version 1 did not have it). */
type Section = LocalizedText & { v1?: LocalizedText | null };

/** The text of one version of a document made of sections. */
function versionText(sections: Section[], version: number): LocalizedText {
  const parts = sections.flatMap((s) => (version === 1 && s.v1 !== undefined ? (s.v1 ? [s.v1] : []) : [s]));
  return { mn: lines(...parts.map((p) => p.mn)), en: lines(...parts.map((p) => p.en)) };
}

const termsSections: Section[] = [
  {
    mn: '## 1. Бид хэн бэ\nЗууч ХХК (цаашид "Зууч", "бид") нь худалдан авагчийн захиалгаар АНУ, Өмнөд Солонгос, Хятад, Японы дэлгүүрүүдээс бараа худалдан авч, Монгол Улсад хүргэдэг онлайн дэлгүүр юм. Энэхүү нөхцөл нь манай вэбсайтаар захиалга өгөх, төлөх, хүлээн авах, буцаах харилцаанд үйлчилнэ. Манай холбоо барих мэдээлэл хуудас бүрийн доод хэсэгт бий.',
    en: '## 1. Who we are\nZuuch LLC (“Zuuch”, “we”) is an online store that buys goods from shops in the USA, South Korea, China and Japan on its shoppers’ orders and delivers them in Mongolia. These terms govern ordering, paying for, receiving and returning goods through our website. Our contact details are at the foot of every page.',
  },
  {
    mn: '## 2. Захиалга\nЗахиалга өгөхдөө та утасны дугаараа нэг удаагийн кодоор баталгаажуулж, нэр, хүлээн авах хэлбэр, төлбөрийн аргаа сонгон, энэхүү нөхцлийг зөвшөөрнө. Таны зөвшөөрсөн нөхцлийн хувилбар захиалгад тань бүртгэгдэж, тухайн захиалгад үйлчилнэ. Захиалга өгөхөд бараа таны нэр дээр нөөцлөгдөнө. Захиалгыг зөвхөн түүнийг өгсөн утасны дугаараар нэвтэрсэн хүн харна.\n\nГадаадын худалдагч барааг дуусгасан, эсвэл өөр шалтгаанаар бид худалдан авч чадахгүй бол танд мэдэгдэж, захиалгыг цуцлан төлсөн мөнгийг бүтнээр буцаана.',
    en: '## 2. Orders\nTo order, you confirm your phone number with a one-time code, give your name, choose how to receive the order and how to pay, and accept these terms. The version of the terms you accept is recorded with your order and applies to it. Placing an order reserves its items for you. An order can be seen only by someone logged in with the phone number it was placed with.\n\nIf the seller abroad has run out of an item, or we cannot buy it for another reason, we tell you, cancel the order and refund everything you paid.',
  },
  {
    mn: '## 3. Үнэ\nҮнэ төгрөгөөр бөгөөд гадаад дахь барааны үнэ, олон улсын тээвэр, гаалийн албан татвар, нэмэгдсэн өртгийн албан татварыг багтаасан. Монгол доторх хүргэлтийн төлбөрийг захиалга өгөхөд тусад нь харуулна. Захиалгын дүн захиалга өгөх үед тогтоно: дараа нь үнэ өөрчлөгдсөн ч таны захиалгад нөлөөлөхгүй. Илт алдаатай үнээр (жишээ нь нэг тэг дутуу) өгсөн захиалгыг бид танд мэдэгдэж цуцлах эрхтэй бөгөөд төлсөн мөнгийг бүтнээр буцаана.',
    en: '## 3. Prices\nPrices are in tugrik and include the price abroad, international shipping, customs duty and value added tax. Delivery inside Mongolia is shown separately when you order. An order’s total is fixed when you place it: a later change of price does not affect it. We may cancel an order placed at an obviously wrong price (a missing zero, for example), telling you and refunding everything you paid.',
  },
  {
    mn: '## 4. Төлбөр ба 48 цагийн дүрэм\nТөлбөрийг QPay, дансаар шилжүүлэх, хуваан төлөх эсвэл зээлийн үйлчилгээ, Зуучийн бэлгийн картаар төлнө. Дансны шилжүүлгийг гүйлгээний утгад бичсэн захиалгын дугаараар тулган ажлын нэг өдрийн дотор баталгаажуулна.\n\nЗахиалга өгснөөс хойш 48 цагийн дотор ямар ч төлбөр ороогүй захиалга автоматаар цуцлагдаж (төлөв нь "Хугацаа дууссан"), нөөцөлсөн бараа дахин худалдаанд гарна. Төлбөрийн тодорхой хэсэг орсон, зээлдүүлэгч лизингийн хүсэлтийг хянаж байгаа, эсвэл төлбөрийн үйлчилгээ үзүүлэгч төлбөрийн талаар хараахан хариу өгөөгүй захиалга автоматаар цуцлагдахгүй. Дутуу төлсөн захиалгын үлдэгдлийг бид тантай тохирно. Цуцлагдсан захиалгад орж ирсэн мөнгийг буцаан шилжүүлнэ.',
    en: '## 4. Payment and the 48-hour rule\nYou pay by QPay, by bank transfer, through an instalment or loan provider, or with a Zuuch gift card. Bank transfers are matched by the order number in the transfer description and confirmed within one working day.\n\nAn order for which no payment at all has arrived within 48 hours of placing it is cancelled automatically (its status becomes “Expired”), and its reserved items go back on sale. An order that has received part of its payment, whose leasing application a lender is reviewing, or whose payment provider has not yet answered about a payment, is not cancelled automatically. We agree with you how to settle what is left on an underpaid order. Money that arrives for a closed order is sent back.',
    v1: {
      mn: '## 4. Төлбөр ба 48 цагийн дүрэм\nТөлбөрийг QPay, дансаар шилжүүлэх, хуваан төлөх эсвэл зээлийн үйлчилгээгээр төлнө. Дансны шилжүүлгийг гүйлгээний утгад бичсэн захиалгын дугаараар тулган ажлын нэг өдрийн дотор баталгаажуулна.\n\nЗахиалга өгснөөс хойш 48 цагийн дотор төлөгдөөгүй захиалга автоматаар цуцлагдаж, нөөцөлсөн бараа дахин худалдаанд гарна. Цуцлагдсан захиалгад орж ирсэн мөнгийг буцаан шилжүүлнэ.',
      en: '## 4. Payment and the 48-hour rule\nYou pay by QPay, by bank transfer, or through an instalment or loan provider. Bank transfers are matched by the order number in the transfer description and confirmed within one working day.\n\nAn order that is not paid within 48 hours of placing it is cancelled automatically, and its reserved items go back on sale. Money that arrives for a cancelled order is sent back.',
    },
  },
  {
    mn: '## 5. Хуваан төлөлт ба лизинг\nStorepay, Pocket, PayOn, Easy Leasing, Хаан банкны лизингийн гэрээ таныг зээлдүүлэгчтэй холбоно. Зээл олгох эсэхийг зээлдүүлэгч шийднэ. Манай сайт дээрх төлбөрийн хуваарь урьдчилсан тооцоо бөгөөд эцсийн дүн, хүү, шимтгэл, огноог зээлдүүлэгчийн гэрээ тогтооно. Pocket лизинг хэрэглэгчийн зэрэглэл нь Boss 1 ба түүнээс дээш худалдан авагчид нээлттэй. Урьдчилгаа шаардлагатай бол түүнийг Зуучид QPay эсвэл дансаар төлнө.',
    en: '## 5. Instalments and leasing\nAn agreement with Storepay, Pocket, PayOn, Easy Leasing or Khan Bank leasing is between you and the lender, and the lender decides whether to lend. The payment schedules on our site are estimates; the lender’s contract sets the final amounts, interest, fees and dates. Pocket leasing is open to shoppers whose customer rating is Boss 1 or higher. A down payment, where required, is paid to Zuuch by QPay or bank transfer.',
  },
  {
    mn: '## 6. Бэлгийн карт\nЗуучийн бэлгийн картыг зөвхөн Зуучийн захиалгын төлбөрт ашиглана. Карт үлдэгдлийнхээ хэмжээгээр, картад заасан нэг захиалгын доод, дээд хязгаарын дотор төлж, хүчинтэй хугацаа нь дуусахад ашиглах боломжгүй болно. Бэлгийн картыг бэлэн мөнгөөр солихгүй. Кодыг мэдсэн хэн ч ашиглах боломжтой тул нууцлан хадгална уу. Алдсан бол яаралтай мэдэгдвэл үлдэгдлийг хаалгах боломжтой.',
    en: '## 6. Gift cards\nA Zuuch gift card pays only for Zuuch orders. It pays up to its balance, within the least and most per order the card states, and cannot be used after its expiry date. Gift cards are not exchanged for cash. Anyone who knows the code can use it, so keep it private; tell us at once if it is lost, and we can block what is left on it.',
    v1: null,
  },
  {
    mn: '## 7. Хүргэлт ба ирэх хугацаа\nГадаадаас ирэх бараа Улаанбаатар дахь манай агуулахад захиалсан гарагаас хамааран Өмнөд Солонгосоос 4–8 хоногт, АНУ-аас 10–16 хоногт, Хятад, Японоос 10 хоногт ирнэ. Монголд бэлэн бараа дараагийн өдөр бэлэн болно. Барааны хуудсанд харуулах огноо нь урьдчилсан тооцоо: худалдагчийн хоцрогдол, гадаад улсын баяр, цаг агаар, хил, гаалийн саатал зэрэг бидний хяналтаас гадуурх шалтгаанаар хугацаа сунаж болно. Бид тээврийн үе шат бүрийг захиалгын хуудсанд бүртгэнэ.\n\nБараа ирсний дараа та Зууч төвөөс үнэгүй очиж авах, Улаанбаатарт 1–2 хоногт гэрээр хүргүүлэх (6,000₮, 200,000₮-өөс дээш захиалгад үнэгүй), эсвэл орон нутаг руу 2–5 хоногт унаа, каргогоор илгээлгэх сонголттой. Барааг танд эсвэл таны заасан хүнд хүлээлгэн өгснөөр хүргэлт дуусна.',
    en: '## 7. Delivery and arrival times\nGoods from abroad reach our warehouse in Ulaanbaatar, depending on the weekday of the order, in 4–8 days from South Korea, 10–16 days from the USA and 10 days from China and Japan. Goods in stock in Mongolia are ready the next day. The date shown on a product page is an estimate: it can be longer for reasons outside our control, such as a late seller, a holiday abroad, weather, or delays at the border or in customs. We record each shipping stage on your order page.\n\nOnce the goods arrive you can pick them up free of charge at the Zuuch Center, have them delivered in Ulaanbaatar within 1–2 days (6,000₮, free on orders of 200,000₮ or more), or have them sent to the provinces by bus or cargo within 2–5 days. Delivery is complete when the goods are handed to you or to the person you name.',
  },
  {
    mn: '## 8. Гааль\nЗууч барааг импортлогчийн хувьд гаалийн бүрдүүлэлтийг өөрөө хийж, татварыг төлнө. Танаас хил дээр эсвэл бараа хүлээн авахад гаалийн татвар, НӨАТ нэхэхгүй.',
    en: '## 8. Customs\nZuuch clears the goods through customs as the importer and pays the duties. You are never asked for customs duty or VAT at the border or when you receive the goods.',
  },
  {
    mn: '## 9. Цуцлах\nТөлбөр төлсөн боловч бид барааг гадаадаас хараахан худалдан аваагүй бол та захиалгаа цуцалж, мөнгөө бүтнээр нь буцааж авна. Бид худалдан авсны дараа худалдагч барааг буцаан авахыг зөвшөөрсөн тохиолдолд л цуцлах боломжтой. Бараа Монголд ирсний дараа захиалгыг цуцлахгүй, доорх буцаалтын нөхцөл үйлчилнэ.',
    en: '## 9. Cancellation\nIf you have paid but we have not yet bought the goods abroad, you may cancel the order and get all your money back. Once we have bought them, the order can be cancelled only if the seller agrees to take the goods back. Once the goods are in Mongolia, the order can no longer be cancelled, and the return rules below apply.',
  },
  {
    mn: '## 10. Буцаалт ба мөнгө буцаах\nТээвэрт гэмтсэн, эсвэл захиалснаас өөр бараа ирсэн бол хүлээн авснаас хойш 7 хоногийн дотор мэдэгдэнэ үү. Бид өөрсдийн зардлаар сольж өгөх эсвэл мөнгийг бүтнээр нь буцаана. Барааг таны захиалгаар гадаадаас тусгайлан худалдан авдаг тул сэтгэл өөрчлөгдсөн, эсвэл өөрөө сонгосон размер нь таараагүй барааг буцаах эсэхийг бид тухайн тохиолдол бүрээр, бараа хэрэглэгдээгүй, шошго, савлагаа нь бүрэн байх нөхцөлтэйгөөр шийднэ.\n\nЦуцлалт, буцаалтыг зөвшөөрснөөс хойш 7 ажлын өдрийн дотор мөнгийг буцаана: QPay, дансаар төлсөн бол таны заасан данс руу, зээлдүүлэгчээр төлсөн бол зээлдүүлэгч рүү, бэлгийн картаар төлсөн хэсгийг тухайн картад.',
    en: '## 10. Returns and refunds\nIf goods arrive damaged in transit or are not what you ordered, tell us within 7 days of receiving them, and we replace them at our cost or refund the whole amount. Because goods are bought abroad specially for your order, whether we take back goods you no longer want, or a size you chose that does not fit, is decided case by case, on condition that the goods are unused with their tags and packaging intact.\n\nWe refund within 7 working days of accepting a cancellation or return: to the bank account you give us if you paid by QPay or bank transfer, to the lender if a lender paid, and onto the gift card for the part a gift card paid.',
    v1: {
      mn: '## 10. Буцаалт ба мөнгө буцаах\nТээвэрт гэмтсэн, эсвэл захиалснаас өөр бараа ирсэн бол хүлээн авснаас хойш 3 хоногийн дотор мэдэгдэнэ үү. Бид өөрсдийн зардлаар сольж өгөх эсвэл мөнгийг бүтнээр нь буцаана. Барааг таны захиалгаар гадаадаас тусгайлан худалдан авдаг тул сэтгэл өөрчлөгдсөн, эсвэл өөрөө сонгосон размер нь таараагүй барааг буцааж авахгүй.\n\nЦуцлалт, буцаалтыг зөвшөөрснөөс хойш 7 ажлын өдрийн дотор мөнгийг буцаана: QPay, дансаар төлсөн бол таны заасан данс руу, зээлдүүлэгчээр төлсөн бол зээлдүүлэгч рүү.',
      en: '## 10. Returns and refunds\nIf goods arrive damaged in transit or are not what you ordered, tell us within 3 days of receiving them, and we replace them at our cost or refund the whole amount. Because goods are bought abroad specially for your order, we do not take back goods you no longer want or a size you chose that does not fit.\n\nWe refund within 7 working days of accepting a cancellation or return: to the bank account you give us if you paid by QPay or bank transfer, and to the lender if a lender paid.',
    },
  },
  {
    mn: '## 11. Баталгаа\nЗуучаар худалдан авсан бараа бүр хүлээн авснаас хойш 1 жилийн баталгаатай. Ердийн хэрэглээнд илэрсэн үйлдвэрийн гэмтлийг бид засварлуулах эсвэл барааг солино. Унагаах, ус чийг орох, буруу хүчдэлд залгах, албан бус газар засварлуулах зэрэг хэрэглэгчийн буруугаас гарсан гэмтэл, мөн хэвийн элэгдэлд баталгаа хамаарахгүй. Баталгааны хүсэлтэд захиалгын дугаар, барааны зураг, гэмтлийн тайлбарыг хавсаргана.',
    en: '## 11. Warranty\nEvery item bought through Zuuch carries a 1-year warranty from the day you receive it. We have manufacturing faults that appear in normal use repaired, or replace the item. The warranty does not cover damage caused by the user, such as a drop, water or moisture, the wrong voltage or repair by an unauthorised shop, nor normal wear. A warranty claim needs the order number, a photo of the item and a description of the fault.',
  },
  {
    mn: '## 12. И-баримт\nТөлбөр бүрэн төлөгдсөн захиалга бүрд нийт дүнгээр нь И-баримт гаргаж, захиалгын хуудсанд сугалааны дугаар, QR кодтой нь харуулна. Хувь хүн баримтаа И-баримт аппликейшнээр өөртөө бүртгүүлнэ. Байгууллагын нэр дээр баримт авахын тулд төлбөр бүрэн төлөгдөхөөс өмнө захиалгын "И-баримтын мэдээлэл" хуудсанд байгууллагын 7 оронтой регистрийн дугаарыг оруулна. Баримт гарсны дараа хэний нэр дээр гаргасныг өөрчлөхгүй.',
    en: '## 12. E-receipts\nEvery fully paid order gets an e-receipt (e-barimt) for its whole total, shown on the order page with its lottery number and QR code. A person registers the receipt to themselves with the e-barimt app. To have the receipt made out to a company, enter the company’s 7-digit register number on the order’s “E-receipt details” page before the order is paid in full. Who a receipt is made out to cannot be changed once it is issued.',
    v1: {
      mn: '## 12. И-баримт\nТөлбөр бүрэн төлөгдсөн захиалга бүрд нийт дүнгээр нь И-баримт гаргаж, захиалгын хуудсанд сугалааны дугаар, QR кодтой нь харуулна. Худалдан авагч баримтаа И-баримт аппликейшнээр өөртөө бүртгүүлнэ.',
      en: '## 12. E-receipts\nEvery fully paid order gets an e-receipt (e-barimt) for its whole total, shown on the order page with its lottery number and QR code. The buyer registers the receipt to themselves with the e-barimt app.',
    },
  },
  {
    mn: '## 13. Хариуцлага\nБид захиалсан барааг энэхүү нөхцлийн дагуу худалдан авч хүргэх үүрэг хүлээнэ. Бидний хяналтаас гадуурх давагдашгүй хүчин зүйл (байгалийн гамшиг, хил хаагдах, тээвэрлэгчийн саатал гэх мэт), зээлдүүлэгчийн шийдвэр, таны буруу өгсөн мэдээллээс үүссэн хохирлыг бид хариуцахгүй. Энэхүү нөхцөл нь Хэрэглэгчийн эрхийг хамгаалах тухай хуулиар танд олгогдсон эрхийг хязгаарлахгүй.',
    en: '## 13. Liability\nWe undertake to buy and deliver the goods you order under these terms. We are not liable for losses caused by events outside our control (natural disasters, border closures, carrier delays and the like), by a lender’s decision, or by wrong information you gave us. Nothing in these terms limits your rights under Mongolia’s Law on Consumer Protection.',
  },
  {
    mn: '## 14. Хувийн мэдээлэл\nБид таны мэдээллийг [нууцлалын бодлогын](/legal/privacy) дагуу цуглуулж, ашиглана.',
    en: '## 14. Personal data\nWe collect and use your data as our [privacy policy](/legal/privacy) describes.',
  },
  {
    mn: '## 15. Нөхцөл өөрчлөгдөх\nБид энэхүү нөхцлийг шинэчлэхдээ шинэ хувилбарыг хүчин төгөлдөр болох огноо, юу өөрчлөгдсөний тайлбартай нь нийтэлнэ. Өмнөх хувилбаруудыг энэ хуудаснаас уншиж болно. Захиалгад тань түүнийг өгөхдөө зөвшөөрсөн хувилбар үйлчилнэ.',
    en: '## 15. Changes to these terms\nWhen we update these terms, we publish the new version with the date it takes effect and a note of what changed. Earlier versions remain readable on this page. Each order is governed by the version you accepted when you placed it.',
  },
  {
    mn: '## 16. Маргаан\nЭнэхүү нөхцөлд Монгол Улсын хууль үйлчилнэ. Маргааныг эхлээд харилцан тохиролцож шийдвэрлэхийг хичээнэ. Тохиролцоонд хүрээгүй бол та Шударга өрсөлдөөн, хэрэглэгчийн төлөө газарт гомдол гаргах, эсвэл Монгол Улсын шүүхэд хандах эрхтэй.',
    en: '## 16. Disputes\nThese terms are governed by the laws of Mongolia. We try to settle any dispute by agreement first. If we cannot agree, you may complain to the Authority for Fair Competition and Consumer Protection or go to the courts of Mongolia.',
  },
  {
    mn: '## 17. Холбоо барих\nАсуулт, гомдлоо хуудас бүрийн доод хэсэгт байгаа утас, имэйл хаягаар эсвэл Зууч төвд биечлэн ирж илэрхийлнэ үү. Бид ажлын 2 өдрийн дотор хариу өгнө.',
    en: '## 17. Contact\nSend questions and complaints to the phone number or email address at the foot of every page, or come to the Zuuch Center in person. We answer within 2 working days.',
  },
];

const privacyText: LocalizedText = {
  mn: lines(
    'Энэхүү бодлого нь Зууч ХХК (цаашид "бид") манай вэбсайтаар үйлчлүүлэгчдийн хувийн мэдээллийг хэрхэн цуглуулж, ашиглаж, хадгалж, хамгаалдгийг Хүний хувийн мэдээлэл хамгаалах тухай хуульд (2021) нийцүүлэн тайлбарлана.',
    '## 1. Бидний цуглуулдаг мэдээлэл',
    '- **Утасны дугаар**: нэвтрэх, захиалга өгөх, захиалгаа харахад. Захиалга түүнийг өгсөн дугаарт хамаарна.\n- **Нэр, имэйл**, мөн таны хүсвэл **хүйс, төрсөн өдөр**: профайл, захиалгад.\n- **Хүргэлтийн хаяг**: аймаг, хот, дүүрэг, сум, хороо, дэлгэрэнгүй хаяг.\n- **Захиалга, төлбөрийн түүх**: бараа, дүн, төлөв, төлбөрийн үйлчилгээний гүйлгээний дугаар. Банкны карт, аппликейшний нэвтрэх мэдээлэл танд ба банканд үлдэх бөгөөд бид хэзээ ч хардаггүй.\n- **Регистрийн дугаар**: зөвхөн И-баримтын мэдээлэлд оруулсан эсвэл профайлдаа хадгалсан бол. Байгууллагын регистрийн дугаарыг байгууллагын нэр дээр баримт гаргахад ашиглана.\n- **Лизингийн хүсэлт**: орлогын төрөл, сарын орлого, бусад зээлийн сарын төлбөр, нийгмийн даатгал төлсөн сарын тоо, нийгмийн даатгалын лавлагааны файл.\n- **Google бүртгэл**: Google-ээр нэвтэрвэл Google-ээс ирэх нэр, имэйл.\n- **Техникийн мэдээлэл**: IP хаяг, хөтөчийн төрөл, нэвтрэлтийн түүх. Аюулгүй байдал, хэт олон хүсэлтээс хамгаалахад ашиглана.',
    '## 2. Ямар зорилгоор ашигладаг вэ',
    '- Захиалгыг хүлээн авч, худалдан авч, хүргэх.\n- Төлбөрийг хүлээн авч, баталгаажуулах, мөнгө буцаах.\n- НӨАТ-ын хуулийн дагуу И-баримт гаргах.\n- Таны сонгосон зээлдүүлэгчид лизингийн хүсэлтийг дамжуулах.\n- Нэвтрэх код илгээх, захиалгын талаар тантай холбогдох.\n- Луйвар, хууль бус нэвтрэлтээс хамгаалах.',
    'Бид таны мэдээллийг худалддаггүй, зар сурталчилгааны зорилгоор гуравдагч этгээдэд өгдөггүй.',
    '## 3. Мэдээллийг хэнд дамжуулдаг вэ',
    '- **Мессежийн үйлчилгээ үзүүлэгч**: нэвтрэх код илгээхэд таны утасны дугаар, мессежийн агуулга.\n- **Төлбөрийн үйлчилгээ үзүүлэгч** (QPay, Storepay, Pocket): төлбөр үүсгэх, шалгахад захиалгын дүн, дугаар, Storepay-д утасны дугаар.\n- **Зээлдүүлэгч** (PayOn, Easy Leasing, Хаан банк): зөвхөн тухайн зээлдүүлэгчид хүсэлт гаргасан бол хүсэлтийн мэдээлэл, лавлагааны файл.\n- **Татварын ерөнхий газрын И-баримтын систем**: баримтын бараа, дүн, НӨАТ, байгууллагын нэр дээр бол тухайн байгууллагын регистрийн дугаар. Хувь хүний баримтад таны нэр, регистрийн дугаарыг дамжуулдаггүй.\n- **Хүргэгч, тээвэрлэгч**: хүлээн авагчийн нэр, утас, хаяг.\n- **Google**: Google-ээр нэвтрэх үед.\n- **Сервер, файл хадгалалтын үйлчилгээ**: манай системийг байршуулсан үйлчилгээ үзүүлэгч.\n- Хуульд заасан тохиолдолд эрх бүхий байгууллага.',
    '## 4. Күүки',
    '- **sid**: нэвтэрсэн төлөвийг 30 хоног хадгална.\n- **user_token**: нэвтрээгүй үед таны сагс, хүслийн жагсаалтыг таних санамсаргүй дугаар, 1 жил.\n- **lang** ба **color-scheme**: сонгосон хэл, өнгөний горим, 1 жил.\n- **gflow**: Google-ээр нэвтрэх явцад 10 минут.',
    'Бид вэбсайтын хандалтыг Google Analytics-ээр хэмжих тохиолдолд Google өөрийн күүкиг тавина. Хөтөчийнхөө тохиргооноос күүкиг устгах боломжтой. Гэхдээ sid-гүйгээр нэвтэрсэн төлөвт үлдэх боломжгүй.',
    '## 5. Хадгалах хугацаа',
    '- Бүртгэл, хаяг, профайлын мэдээлэл: бүртгэл тань байх хугацаанд, эсвэл та устгуулах хүртэл.\n- Захиалга, төлбөр, И-баримтын бүртгэл: татвар, нягтлан бодох бүртгэлийн хуульд заасан хугацаанд.\n- Лизингийн хүсэлт, нийгмийн даатгалын лавлагаа: зээлдүүлэгч шийдвэр гаргаж, захиалга хаагдах хүртэл. Дараа нь таны хүсэлтээр устгана. Зээлдүүлэгчийн гэрээ эсвэл хуулиар хадгалах шаардлагатай бол тэр хугацаанд хадгална.\n- Нэвтрэх код 5 минутын дараа хүчингүй болно. Код, нэвтрэлтийн түлхүүрийг бид зөвхөн буцааж тайлах боломжгүй хувиргасан хэлбэрээр хадгалдаг.',
    '## 6. Таны эрх',
    'Хүний хувийн мэдээлэл хамгаалах тухай хуулийн дагуу та өөрийн мэдээллийн талаар:',
    '- ямар мэдээллийг хэрхэн боловсруулж байгааг мэдэх,\n- мэдээллийнхээ хуулбарыг авах,\n- буруу мэдээллийг засуулах,\n- хуулиар хадгалах үүрэггүй мэдээллээ устгуулах,\n- өгсөн зөвшөөрлөө цуцлах,\n- гомдлоо Хүний эрхийн үндэсний комисст гаргах, эсвэл шүүхэд хандах эрхтэй.',
    'Профайл, хаягаа [миний хуудаснаас](/user) өөрөө засна. Бусад хүсэлтийг бүртгэлтэй утасны дугаараасаа эсвэл имэйлээр илгээнэ үү. Бид ажлын 10 өдрийн дотор хариу өгнө.',
    '## 7. Аюулгүй байдал',
    'Вэбсайт шифрлэгдсэн холболтоор ажилладаг. Лизингийн файлуудыг зөвхөн эрх бүхий ажилтан үзэх боломжтой хаалттай хадгалалтад байршуулдаг. Ажилтнууд зөвхөн ажил үүргийнхээ хүрээнд шаардлагатай мэдээлэлд хандана.',
    '## 8. Өөрчлөлт ба холбоо барих',
    'Бодлогыг өөрчлөхдөө шинэ хувилбарыг хүчин төгөлдөр болох огноо, өөрчлөлтийн тайлбартай нь энд нийтэлнэ. Асуулт байвал хуудас бүрийн доод хэсэгт байгаа утас, имэйл хаягаар холбогдоно уу.',
  ),
  en: lines(
    'This policy explains how Zuuch LLC (“we”) collects, uses, keeps and protects the personal data of people who use our website, in line with Mongolia’s Law on Personal Data Protection (2021).',
    '## 1. What we collect',
    '- **Phone number**: to log in, place orders and see them. An order belongs to the number it was placed with.\n- **Name and email**, and if you choose, **gender and birth date**: for your profile and orders.\n- **Delivery addresses**: aimag or city, district or soum, khoroo and the detailed address.\n- **Orders and payments**: items, amounts, statuses and the payment provider’s transaction numbers. Your bank card and app login details stay between you and your bank; we never see them.\n- **Civil registration number**: only if you enter it for an e-receipt or keep it in your profile. A company’s register number is used to make out a receipt to that company.\n- **Leasing applications**: income type, monthly income, monthly payments on other loans, months of social insurance paid, and the social insurance statement file.\n- **Google account**: the name and email Google gives us if you log in with Google.\n- **Technical data**: IP address, browser type and login history, used for security and to protect the store from floods of requests.',
    '## 2. What we use it for',
    '- To take, buy and deliver your orders.\n- To take and confirm payments, and to refund.\n- To issue e-receipts as the VAT law requires.\n- To pass a leasing application to the lender you chose.\n- To send login codes and contact you about your orders.\n- To protect against fraud and unauthorised access.',
    'We do not sell your data or give it to third parties for advertising.',
    '## 3. Who receives it',
    '- **Our SMS provider**: your phone number and the text of the message, to send login codes.\n- **Payment providers** (QPay, Storepay, Pocket): the order’s amount and number to make and check a payment; Storepay also your phone number.\n- **Lenders** (PayOn, Easy Leasing, Khan Bank): your application and statement, only if you apply to that lender.\n- **The General Department of Taxation’s e-barimt system**: the items, amounts and VAT of the receipt, and for a company receipt the company’s register number. A personal receipt carries neither your name nor your civil registration number.\n- **Couriers and carriers**: the recipient’s name, phone and address.\n- **Google**: when you log in with Google.\n- **Hosting and file storage providers** that run our systems.\n- Authorities, where the law requires it.',
    '## 4. Cookies',
    '- **sid**: keeps you logged in, 30 days.\n- **user_token**: a random number that recognises your cart and wishlist before you log in, 1 year.\n- **lang** and **color-scheme**: your language and colour theme, 1 year.\n- **gflow**: 10 minutes, during a Google login.',
    'Where we measure visits with Google Analytics, Google sets its own cookies. You can delete cookies in your browser settings, but without sid you cannot stay logged in.',
    '## 5. How long we keep it',
    '- Account, address and profile data: while your account exists, or until you ask us to delete it.\n- Order, payment and e-receipt records: for as long as the tax and accounting laws require.\n- Leasing applications and social insurance statements: until the lender has decided and the order is closed; after that we delete them when you ask, unless the lender’s contract or the law requires us to keep them.\n- Login codes expire after 5 minutes. We keep codes and login keys only in hashed form.',
    '## 6. Your rights',
    'Under the Law on Personal Data Protection you have the right:',
    '- to know what data we process and how,\n- to get a copy of your data,\n- to have wrong data corrected,\n- to have data deleted that the law does not require us to keep,\n- to withdraw consent you gave,\n- to complain to the National Human Rights Commission of Mongolia, or go to court.',
    'You can correct your profile and addresses yourself on [your account page](/user). Send other requests from your registered phone number or by email; we answer within 10 working days.',
    '## 7. Security',
    'The website works over encrypted connections. Leasing files are kept in private storage that only authorised staff can open. Staff reach only the data their work needs.',
    '## 8. Changes and contact',
    'When we change this policy, we publish the new version here with the date it takes effect and a note of what changed. For questions, use the phone number or email address at the foot of every page.',
  ),
};

const TERMS_TITLE: LocalizedText = { mn: 'Үйлчилгээний нөхцөл', en: 'Terms of service' };

export const legalDocuments: ContentSeed[] = [
  {
    kind: 'legal',
    key: 'terms',
    title: TERMS_TITLE,
    summary: {
      mn: 'Зуучаар захиалга өгөх, төлөх, хүлээн авах, буцаах нөхцөл: үнэ, 48 цагийн дүрэм, ирэх хугацаа, баталгаа, бэлгийн карт, И-баримт.',
      en: 'The terms of ordering, paying for, receiving and returning goods at Zuuch: prices, the 48-hour rule, arrival times, warranty, gift cards and e-receipts.',
    },
    text: versionText(termsSections, 2),
    firstPublishedAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-09-15T02:00:00.000Z',
    legal: {
      version: 2,
      effectiveAt: '2026-10-01T00:00:00.000Z',
      changes: {
        mn: 'Бэлгийн картын нөхцөл нэмэгдсэн (6-р хэсэг). Хэсэгчлэн төлсөн, лизингийн хүсэлт хянагдаж буй захиалга 48 цагийн дараа автоматаар цуцлагдахгүй болсон (4-р хэсэг). Гэмтэлтэй, буруу бараа ирснийг мэдэгдэх хугацаа 3 хоногоос 7 хоног болж уртассан (10-р хэсэг). И-баримтыг байгууллагын регистрийн дугаараар авах боломжтой болсон (12-р хэсэг).',
        en: 'Gift cards are added (section 6). Orders with part of their payment in, or with a leasing application under review, are no longer cancelled automatically after 48 hours (section 4). The time to report damaged or wrong goods is extended from 3 to 7 days (section 10). E-receipts can be made out to a company by its register number (section 12).',
      },
      earlier: [{ version: 1, effectiveAt: '2026-03-01T00:00:00.000Z', changes: null, text: versionText(termsSections, 1), title: TERMS_TITLE, updatedAt: '2026-03-01T00:00:00.000Z' }],
    },
  },
  {
    kind: 'legal',
    key: 'privacy',
    title: { mn: 'Нууцлалын бодлого', en: 'Privacy policy' },
    summary: {
      mn: 'Бид ямар хувийн мэдээлэл цуглуулж, юунд ашиглаж, хэнд дамжуулж, хэр удаан хадгалдаг, Хүний хувийн мэдээлэл хамгаалах тухай хуулиар танд ямар эрх байдаг вэ.',
      en: 'What personal data we collect, what we use it for, who receives it, how long we keep it, and your rights under Mongolia’s Law on Personal Data Protection.',
    },
    text: privacyText,
    firstPublishedAt: '2026-03-01T00:00:00.000Z',
    legal: { version: 1, effectiveAt: '2026-03-01T00:00:00.000Z', changes: null, earlier: [] },
  },
];

const PAGES_PUBLISHED = '2026-03-01T00:00:00.000Z';

export const pages: ContentSeed[] = [
  {
    kind: 'page',
    key: 'about-us',
    title: { mn: 'Бидний тухай', en: 'About us' },
    summary: {
      mn: 'Зууч бол АНУ, Өмнөд Солонгос, Хятад, Японы дэлгүүрүүдээс таны өмнөөс бараа худалдан авч, Монголд хүргэдэг зууч дэлгүүр.',
      en: 'Zuuch is a go-between store: we buy from shops in the USA, South Korea, China and Japan on your behalf and deliver to you in Mongolia.',
    },
    firstPublishedAt: PAGES_PUBLISHED,
    updatedAt: '2026-10-01T01:00:00.000Z',
    text: {
      mn: lines(
        '"Зууч" гэдэг нь хоёр талыг холбож, нэгнийх нь өмнөөс нөгөөтэй нь харилцдаг хүнийг хэлдэг. Бид яг ийм үүрэг гүйцэтгэдэг: та манай сайтаас бараагаа сонгож, төгрөгөөр төлөхөд бид түүнийг АНУ, Өмнөд Солонгос, Хятад, Японы дэлгүүрээс таны өмнөөс худалдан авч, гаалиар оруулж, таны гарт хүргэнэ.',
        'Гадаадаас өөрөө захиалахад олон асуудал тулгардаг: тухайн дэлгүүр Монгол руу илгээдэггүй, гадаад карт шаарддаг, карго хайх, гаальд татвар төлөх, бараа ирэхгүй бол хэнд хандахаа мэдэхгүй байх. Зууч эдгээрийг таны өмнөөс хариуцдаг.',
        '## Зууч хэрхэн ажилладаг вэ',
        '1. Та манай каталогоос бараа сонгож, захиалга өгнө. Үнэ нь төгрөгөөр, тээвэр, гаалийн татвар, НӨАТ багтсан.\n2. QPay, дансаар эсвэл хуваан төлнө.\n3. Бид барааг гадаадын дэлгүүрээс худалдан авч, карго түншээрээ Монгол руу тээвэрлэнэ.\n4. Гаалийн бүрдүүлэлтийг бид хийж, тээврийн үе шат бүрийг таны захиалгын хуудсанд бүртгэнэ.\n5. Бараа Улаанбаатарт ирэхэд та очиж авах эсвэл хүргүүлнэ.',
        'Дэлгэрэнгүйг [захиалгын заавраас](/orderGuidance) уншаарай.',
        '## Бидний амлалт',
        '- **Жинхэнэ бараа**: брэндийн албан ёсны дэлгүүр, найдвартай худалдаачдаас л худалдан авна.\n- **Тодорхой үнэ**: төлөх дүн захиалга өгөх үед тогтоно, бараа ирэхэд нэмэлт төлбөр гарахгүй.\n- **Тодорхой хугацаа**: барааны хуудас бүр хэзээ ирэхийг харуулж, бид замын үе шат бүрийг бүртгэнэ.\n- **1 жилийн баталгаа**: бараа бүрд, баталгааны асуудлыг Монголд бидэнтэй шийднэ.\n- **И-баримт**: төлбөр бүрэн төлөгдсөн захиалга бүрд.',
        '## Бидэнтэй холбогдох',
        'Утас, имэйл, хаяг, ажлын цагийн хуваарь хуудас бүрийн доод хэсэгт бий. Түгээмэл асуултын хариултыг [тусламжийн хэсгээс](/faq), манай зөвлөгөө, мэдээг [нийтлэлүүдээс](/media) уншаарай.',
      ),
      en: lines(
        'A “zuuch” is a go-between: someone who connects two sides and deals with one on behalf of the other. That is what we do. You choose goods on our site and pay in tugrik; we buy them for you from shops in the USA, South Korea, China and Japan, bring them through customs and deliver them into your hands.',
        'Ordering from abroad yourself brings plenty of trouble: the shop won’t ship to Mongolia, asks for a foreign card, you have to find a forwarder, pay duty at customs, and if the parcel never comes, you don’t know whom to ask. Zuuch takes all of that on for you.',
        '## How Zuuch works',
        '1. You choose goods from our catalog and place an order. Prices are in tugrik, with shipping, customs duty and VAT included.\n2. You pay by QPay, bank transfer or in instalments.\n3. We buy the goods from the shop abroad and our cargo partners carry them to Mongolia.\n4. We clear customs and record every shipping stage on your order page.\n5. When the goods reach Ulaanbaatar, you pick them up or have them delivered.',
        'Read more in [how ordering from abroad works](/orderGuidance).',
        '## Our promises',
        '- **Genuine goods**: bought only from brands’ official stores and established retailers.\n- **Clear prices**: what you pay is fixed when you order, with nothing extra when the goods arrive.\n- **Clear times**: every product page shows when it will arrive, and we record every stage of the journey.\n- **A 1-year warranty**: on every item, settled with us here in Mongolia.\n- **E-receipts**: for every fully paid order.',
        '## Get in touch',
        'Our phone, email, address and opening hours are at the foot of every page. Answers to common questions are in our [help section](/faq), and our guides and news in our [articles](/media).',
      ),
    },
  },
  {
    kind: 'page',
    key: 'help/cid',
    title: { mn: 'Регистрийн дугаар, байгууллагын дугаарыг хэрхэн оруулах вэ', en: 'Entering a civil registration or company number' },
    summary: {
      mn: 'И-баримтад хувь хүний регистрийн дугаар эсвэл байгууллагын 7 оронтой регистрийн дугаарыг хаанаас олж, ямар хэлбэрээр оруулах, түгээмэл алдаанууд.',
      en: 'Where to find a personal civil registration number or a company’s 7-digit register number for the e-receipt, how to type it, and the usual mistakes.',
    },
    firstPublishedAt: PAGES_PUBLISHED,
    updatedAt: '2026-10-01T01:00:00.000Z',
    text: {
      mn: lines(
        'Захиалга бүрийн "И-баримтын мэдээлэл" хуудсанд баримт хэний нэр дээр гарахыг сонгоно: хувь хүн эсвэл байгууллага. Энэ мэдээллийг баримт гарах хүртэл, өөрөөр хэлбэл захиалгын төлбөр бүрэн төлөгдөх хүртэл өөрчилж болно.',
        '## Хувь хүн: регистрийн дугаар',
        'Регистрийн дугаар нь хоёр кирилл үсэг, 8 оронтой тооноос бүрдэнэ, жишээ нь УБ90051234. Мөн 12 оронтой иргэний бүртгэлийн дугаараа оруулж болно. Хаанаас олох вэ:',
        '- Иргэний үнэмлэхийн нүүрэн талд "Регистрийн дугаар" гэж бичигдсэн.\n- И-баримт аппликейшн, E-Mongolia аппликейшний хувийн мэдээллийн хэсэгт.\n- Жолооны үнэмлэх, гадаад паспорт дээр.',
        'Регистрийн дугаарын эхний 6 орон нь төрсөн он, сар, өдөр: 900512 гэвэл 1990 оны 5-р сарын 12. 2000 оноос хойш төрсөн хүний сар дээр 20 нэмэгддэг тул 2005 оны 3-р сард төрсөн бол 0523 гэж эхэлнэ.',
        'Хувь хүний баримт таны нэр дээр шууд бичигддэггүй: баримт гармагц захиалгын хуудсан дээрх QR кодыг И-баримт аппликейшнээр уншуулж өөртөө бүртгүүлнэ. Профайлдаа регистрийн дугаараа хадгалсан бол энэ хуудсанд урьдчилан бөглөгдөнө.',
        '## Байгууллага: улсын бүртгэлийн дугаар',
        'Байгууллагын регистрийн дугаар 7 оронтой тоо. Энэ нь байгууллагын улсын бүртгэлийн гэрчилгээн дээр бичигдсэн байдаг. Нягтлан бодогчоосоо лавлаж болно. Зөв оруулбал баримт тухайн байгууллагын нэр дээр гарч, байгууллагад автоматаар бүртгэгдэнэ.',
        '## Түгээмэл алдаа',
        '- **Латин үсгээр бичих**: "UB90051234" гэж бичсэн ч бид кирилл "УБ" болгон хүлээн авна. Зай, зураас ч хамаагүй.\n- **Орон дутуу, илүү**: регистрийн дугаар үсгээ оролцуулаад 10 тэмдэгт, иргэний бүртгэлийн дугаар 12 орон, байгууллагынх 7 орон байна.\n- **Байгууллагын татвар төлөгчийн 11 оронтой дугаарыг оруулах**: манай маягт 7 оронтой улсын бүртгэлийн дугаарыг хүлээн авна.\n- **Утасны дугаар оруулах**: 8 оронтой утасны дугаар регистрийн дугаар биш.\n- **Хэтэрхий оройтох**: баримт гарсны дараа, эсвэл захиалга хаагдсаны дараа мэдээллийг өөрчлөх боломжгүй. Байгууллагын нэр дээр авах бол дугаараа эхлээд оруулаад, дараа нь төлбөрөө бүрэн төлөөрэй.',
        'Захиалгаа [миний захиалгууд](/user/order) хуудаснаас нээж, "И-баримтын мэдээлэл" холбоосоор орно уу. И-баримтын тухай дэлгэрэнгүйг [энэ нийтлэлээс](/media/e-barimt-receipt-and-lottery) уншаарай.',
      ),
      en: lines(
        'On each order’s “E-receipt details” page you choose who the receipt is made out to: a person or a company. You can change it until the receipt is issued, which happens as soon as the order is paid in full.',
        '## A person: the civil registration number',
        'A register number is two Cyrillic letters followed by 8 digits, for example УБ90051234. You can also enter your 12-digit civil ID number. Where to find it:',
        '- On the front of your national ID card, labelled “Регистрийн дугаар”.\n- In the personal details of the e-barimt app or the E-Mongolia app.\n- On your driving licence or passport.',
        'The first 6 digits of a register number are the date of birth: 900512 means 12 May 1990. For people born in 2000 or later, 20 is added to the month, so someone born in March 2005 has a number starting 0523.',
        'A personal receipt is not written out to you by name: once it is issued, scan the QR code on the order page with the e-barimt app to register it to yourself. If you keep your register number in your profile, it is filled in on this page for you.',
        '## A company: the state register number',
        'A company’s register number has 7 digits. It is printed on the company’s state registration certificate, and your accountant will know it. Entered correctly, it has the receipt made out to that company and registered to it automatically.',
        '## Common mistakes',
        '- **Latin letters**: if you type “UB90051234”, we read it as the Cyrillic “УБ”. Spaces and dashes don’t matter either.\n- **Too few or too many digits**: a register number has 10 characters including the letters, a civil ID number 12 digits, and a company number 7 digits.\n- **A company’s 11-digit taxpayer number**: our form takes the 7-digit state register number.\n- **A phone number**: an 8-digit phone number is not a register number.\n- **Too late**: once the receipt is issued, or the order is closed, the details cannot be changed. For a company receipt, enter the number first and pay in full after.',
        'Open your order from [my orders](/user/order) and follow its “E-receipt details” link. More about e-receipts in [this article](/media/e-barimt-receipt-and-lottery).',
      ),
    },
  },
  {
    kind: 'page',
    key: 'delivery',
    summary: {
      mn: 'Гадаадаас ирэх барааны хугацаа, Улаанбаатар болон орон нутгийн хүргэлтийн нөхцөл, төлбөр.',
      en: 'How long goods from abroad take, and delivery in Ulaanbaatar and to the provinces.',
    },
    firstPublishedAt: PAGES_PUBLISHED,
    title: { mn: 'Хүргэлтийн мэдээлэл', en: 'Delivery information' },
    text: {
      mn: 'Солонгосоос ирэх бараа 4–8 хоногт, АНУ-аас 10–16 хоногт, Хятад, Японоос 10 хоногт Монголд ирнэ: ачаа тогтсон өдрүүдэд нисдэг тул хугацаа нь захиалсан гарагаас хамаарна. Монголд бэлэн байгаа бараа дараагийн өдөр нь хүргэгдэнэ.\n\nБараа ирмэгц бид мессежээр мэдэгдэж, очиж авах эсвэл хүргүүлэх сонголтыг санал болгоно. Улаанбаатарт хүргэлт 6,000₮, 200,000₮-өөс дээш захиалгад үнэгүй.\n\nЗахиалгынхаа явцыг захиалгын хуудаснаас шат бүрээр нь хянах боломжтой.\n\nОрон нутаг руу аймгийн төв, сумд хүртэл унаа, каргогоор 2–5 хоногт илгээнэ. Тээвэрлэгчийн хөлсийг ачаагаа хүлээн авахдаа төлнө. Гаалийн татвар, НӨАТ барааны үнэд багтсан тул бараа ирэхэд нэмэлт төлбөр гарахгүй.\n\nДэлгэрэнгүйг [гаалийн татвар, ирэх хугацааны нийтлэл](/media/customs-duty-vat-and-arrival-times) болон [хүргэлтийн түгээмэл асуултуудаас](/faq#arrival-times) уншаарай.',
      en: 'Goods from Korea reach Mongolia in 4–8 days, from the USA in 10–16 days and from China and Japan in 10 days: cargo flies on fixed days, so the time depends on the weekday you order. Items in stock in Mongolia are delivered the next day.\n\nWhen your order arrives we text you and let you choose pickup or home delivery. Delivery in Ulaanbaatar costs 6,000₮ and is free on orders of 200,000₮ or more.\n\nYou can follow every stage of the journey on your order page.\n\nTo the provinces we send parcels by bus or cargo to aimag centres and soums in 2–5 days; the carrier’s fee is paid on collection. Customs duty and VAT are already in the price, so there is nothing extra to pay when the goods arrive.\n\nRead more in [our article on customs and arrival times](/media/customs-duty-vat-and-arrival-times) and the [delivery questions of our FAQ](/faq#arrival-times).',
    },
  },
  {
    kind: 'page',
    key: 'warranty',
    summary: {
      mn: 'Зуучаар авсан бараа бүрийн 1 жилийн баталгаа, баталгааны хүсэлт гаргах нь.',
      en: 'The 1-year warranty on every item bought through Zuuch, and how to claim it.',
    },
    firstPublishedAt: PAGES_PUBLISHED,
    title: { mn: 'Баталгаат хугацаа', en: 'Warranty' },
    text: {
      mn: 'Зуучаар худалдаж авсан бараа бүр 1 жилийн баталгаатай. Үйлдвэрийн гэмтэлтэй бараа ирвэл бид солих эсвэл засварлуулна.\n\nБаталгааны хүсэлт гаргахдаа захиалгын дугаар, барааны зураг болон гэмтлийн тайлбарыг хавсаргана уу.\n\nУнагаасан, ус орсон, буруу хүчдэлд залгасан, албан бус газар засварлуулсан зэрэг хэрэглэгчийн буруугаас гарсан гэмтэл, хэвийн элэгдэлд баталгаа хамаарахгүй. Тээвэрт гэмтсэн эсвэл захиалснаас өөр бараа ирсэн бол хүлээн авснаас хойш 7 хоногийн дотор мэдэгдээрэй.\n\nДэлгэрэнгүйг [буцаалт, баталгааны түгээмэл асуултууд](/faq#warranty-claim) болон [үйлчилгээний нөхцлөөс](/legal/terms) уншаарай.',
      en: 'Every item bought through Zuuch carries a 1-year warranty. If an item arrives with a manufacturing fault we replace it or have it repaired.\n\nTo make a warranty claim, send us your order number, a photo of the item and a short description of the fault.\n\nThe warranty does not cover damage caused by the user, such as a drop, water, the wrong voltage or repair by an unauthorised shop, nor normal wear. If goods arrive damaged in transit or are not what you ordered, tell us within 7 days of receiving them.\n\nRead more in the [returns and warranty questions of our FAQ](/faq#warranty-claim) and our [terms of service](/legal/terms).',
    },
  },
  {
    // Shown at /orderGuidance. "## " starts a subheading, "- " lines make a list (core/rich-text.ts docFromPlainText).
    kind: 'page',
    key: 'orderGuidance',
    summary: {
      mn: 'Захиалга өгөхөөс бараагаа гартаа авах хүртэлх алхам бүр.',
      en: 'Every step from placing an order to having the goods in your hands.',
    },
    firstPublishedAt: PAGES_PUBLISHED,
    title: { mn: 'Гадаадаас хэрхэн захиалах вэ', en: 'How ordering from abroad works' },
    text: {
      mn: [
        'Зууч таны өмнөөс АНУ, Өмнөд Солонгос, Хятад, Японы дэлгүүрүүдээс жинхэнэ бараа худалдан авч Монголд авчирдаг. Үнэ төгрөгөөр бөгөөд олон улсын тээвэр, гаалийн татвар, НӨАТ үнэд нь багтсан тул нэмэлт төлбөр гарахгүй. Зөвхөн Монгол доторх хүргэлтээ захиалга өгөхдөө сонгоно.',
        '## 1. Захиалга өгөх\nБараагаа сагсандаа нэмээд нэр, утасны дугаараа оруулж, захиалгаа хэрхэн хүлээн авах болон төлбөрийн хэлбэрээ сонгоно. Танд захиалгын дугаар (жишээ нь 100001) олгогдож, баталгаажуулах мессеж ирнэ.',
        '## 2. 48 цагийн дотор төлбөрөө төлөх\nЯмар ч банкны аппликейшнээр QPay-ээр, эсвэл дансаар шилжүүлж төлнө. Дансаар шилжүүлэхдээ гүйлгээний утга дээр захиалгын дугаараа бичээрэй. Мөн Storepay, Pocket, PayOn, Easy Leasing, Хаан банкны лизингээр хуваан төлөх, Зуучийн бэлгийн картаар төлөх боломжтой.',
        'Захиалга өгснөөс хойш 48 цагийн дотор төлбөр орж ирээгүй бол захиалга автоматаар цуцлагдаж, бараа нь буцаад худалдаанд гарна. Төлбөрийн зөвхөн тодорхой хэсгийг төлсөн бол захиалга автоматаар цуцлагдахгүй: үлдэгдлийг тохирохоор манай ажилтан тантай холбогдоно.',
        '## 3. Бид гадаадын дэлгүүрээс худалдан авна\nТөлбөр баталгаажмагц бид таны барааг АНУ, Солонгос, Хятад эсвэл Японы дэлгүүрээс захиална. Монголд бэлэн байгаа бараа энэ алхмыг алгасаж, дараагийн өдөр нь бэлэн болно.',
        '## 4. Олон улсын тээвэр\nГадаадаас ирэх бараа таван үе шатыг дамждаг бөгөөд манай ажилтнууд үе шат бүрийн огноог бүртгэж, та захиалгынхаа хуудаснаас харна:',
        '- Худалдагч баталсан: гадаадын дэлгүүр захиалгыг баталгаажуулсан\n- Олон улсын захиалга: бараа олон улсын тээвэрт хүлээлгэн өгөгдсөн\n- Улс хоорондын тээвэр: Монгол руу замдаа явж байна\n- Монголын хил: хил дээр, гаалийн бүрдүүлэлт хийгдэж байна\n- Дотоод хүргэлт: Улаанбаатар дахь манай агуулах руу явж байна',
        'Монголд ирэх хугацаа (захиалсан гарагаас хамаарна):',
        '- Өмнөд Солонгос: 4–8 хоног\n- АНУ: 10–16 хоног\n- Япон: 10 хоног\n- Хятад: 10 хоног',
        'Барааны хуудас бүр дээр тухайн бараа хэзээ ирэхийг урьдчилан тооцоолж харуулдаг.',
        '## 5. Очиж авах эсвэл хүргүүлэх\nЗахиалга манай агуулахад ирмэгц бид танд мессежээр мэдэгдэнэ. Та Зууч төвөөс (Улаанбаатар, Энхтайваны өргөн чөлөө 15) үнэгүй очиж авах, эсвэл Улаанбаатарын 9 дүүргийн аль ч хаягт 1–2 хоногт хүргүүлэхийг сонгоно. Хотын хүргэлт 6,000₮, 200,000₮-өөс дээш захиалгад үнэгүй.',
        'Орон нутаг руу аймгийн төв, сумд хүртэл унаа, каргогоор 2–5 хоногт илгээнэ.',
        '## 6. Захиалгаа хянах\nЗахиалгынхаа алхам бүрийг /order/{захиалгын дугаар}/tracking хуудаснаас хянаарай, жишээ нь /order/100001/tracking. Захиалгаа харахын тулд захиалга өгсөн утасны дугаараараа нэвтэрнэ үү.',
        '## 7. 1 жилийн баталгаа\nЗуучаар авсан бараа бүр 1 жилийн баталгаатай. Гэмтэлтэй бараа ирвэл захиалгын дугаар, барааны зурагтайгаа бидэнтэй холбогдоорой. Бид сольж өгөх эсвэл засварлуулна.',
        '## Тусламж хэрэгтэй юу?\n+976 7711 2233 дугаарт залгана уу (Даваа–Баасан 09:00–20:00, Бямба–Ням 10:00–18:00) эсвэл hello@zuuch.mn хаягаар бичээрэй.',
      ].join('\n\n'),
      en: [
        'Zuuch buys genuine goods for you from shops in the USA, South Korea, China and Japan and brings them to Mongolia. Prices are in tugrik and already include international shipping, customs duty and VAT, so there is nothing extra to pay on arrival. The only thing you add is delivery inside Mongolia, which you choose when you order.',
        '## 1. Place your order\nAdd items to your cart, enter your name and phone number, and choose how you want to receive the order and how you want to pay. You get an order number (for example 100001) and a text message confirming it.',
        '## 2. Pay within 48 hours\nPay by QPay from any bank app, or by bank transfer with your order number in the transfer description. You can also pay in instalments with Storepay, Pocket, PayOn, Easy Leasing or Khan Bank leasing, or with a Zuuch gift card.',
        'If no payment has arrived 48 hours after you placed the order, the order is cancelled automatically and its items go back on sale. If you have paid part of the amount, the order is not cancelled automatically: our staff will call you to settle the rest.',
        '## 3. We buy from the shop abroad\nAs soon as your payment is confirmed we order your items from the shop in the USA, Korea, China or Japan. Items already in stock in Mongolia skip this step and are ready the next day.',
        '## 4. International shipping\nGoods from abroad pass five stages. Our staff record the date of each one, and you see them on your order page:',
        '- Verified: the shop abroad has confirmed the order\n- International order: the goods are handed to the international carrier\n- Interstate shipment: on the way to Mongolia\n- Mongolian border: at the border, going through customs\n- Inner delivery: on the way to our warehouse in Ulaanbaatar',
        'Times to reach Mongolia (they depend on the weekday you order):',
        '- South Korea: 4–8 days\n- USA: 10–16 days\n- Japan: 10 days\n- China: 10 days',
        'Every product page shows the expected arrival date for that item.',
        '## 5. Pick up or home delivery\nWhen your order reaches our warehouse we text you. Pick it up free of charge at the Zuuch Center (15 Peace Avenue, Ulaanbaatar), or have it delivered to any address in Ulaanbaatar’s 9 districts within 1–2 days. Delivery in the city costs 6,000₮ and is free on orders of 200,000₮ or more.',
        'To the provinces we send parcels by bus or cargo to aimag centres and soums in 2–5 days.',
        '## 6. Track your order\nFollow every step at /order/{your order number}/tracking, for example /order/100001/tracking. Log in with the phone number you ordered with to see it.',
        '## 7. 1-year warranty\nEvery item bought through Zuuch carries a 1-year warranty. If something arrives faulty, contact us with your order number and a photo of the item, and we replace it or have it repaired.',
        '## Need help?\nCall us on +976 7711 2233 (Mon–Fri 09:00–20:00, Sat–Sun 10:00–18:00) or write to hello@zuuch.mn.',
      ].join('\n\n'),
    },
  },
];

/** Every entry the demo store starts with. */
export const contentSeeds: ContentSeed[] = [...pages, ...articles, ...faqs, ...legalDocuments];
