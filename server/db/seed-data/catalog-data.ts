// Seed data for the catalogue: categories, brands and products.
// Plain data, no imports. Prices are whole Mongolian tugrik (MNT, ₮), VAT included, set for 2026.
// `origin` is the country the goods are imported from ('MN' = local stock).

export type Origin = 'US' | 'KR' | 'CN' | 'JP' | 'MN';

export interface CategorySeed {
  slug: string;
  nameEn: string;
  nameMn: string;
  icon: string;
  children?: CategorySeed[];
}

export interface BrandSeed {
  slug: string;
  name: string;
  origin: Origin;
  descriptionEn: string;
  descriptionMn: string;
}

export interface ProductSeed {
  slug: string;
  nameEn: string;
  nameMn: string;
  descriptionEn: string;
  descriptionMn: string;
  /** BrandSeed.slug */
  brand: string;
  /** CategorySeed.slug (a leaf) */
  category: string;
  origin: Origin;
  price: number;
  compareAtPrice?: number;
  stock: number;
  active?: boolean;
  tags?: string[];
}

export const categories: CategorySeed[] = [
  {
    slug: 'phones-electronics', nameEn: 'Phones & Electronics', nameMn: 'Утас, электроник', icon: '📱',
    children: [
      { slug: 'smartphones', nameEn: 'Smartphones', nameMn: 'Ухаалаг утас', icon: '📱' },
      { slug: 'headphones-audio', nameEn: 'Headphones & Speakers', nameMn: 'Чихэвч, чанга яригч', icon: '🎧' },
      { slug: 'smartwatches-wearables', nameEn: 'Smartwatches & Fitness Bands', nameMn: 'Ухаалаг цаг, бугуйвч', icon: '⌚' },
      { slug: 'phone-accessories', nameEn: 'Chargers & Phone Accessories', nameMn: 'Цэнэглэгч, утасны дагалдах хэрэгсэл', icon: '🔌' },
    ],
  },
  {
    slug: 'laptops-computers', nameEn: 'Laptops & Computers', nameMn: 'Компьютер, зөөврийн компьютер', icon: '💻',
    children: [
      { slug: 'laptops', nameEn: 'Laptops', nameMn: 'Зөөврийн компьютер', icon: '💻' },
      { slug: 'tablets', nameEn: 'Tablets', nameMn: 'Таблет', icon: '📲' },
      { slug: 'computer-accessories', nameEn: 'Monitors, Storage & Accessories', nameMn: 'Дэлгэц, хадгалах төхөөрөмж, дагалдах хэрэгсэл', icon: '🖱️' },
    ],
  },
  {
    slug: 'cameras-drones', nameEn: 'Cameras & Drones', nameMn: 'Камер, дрон', icon: '📷',
    children: [
      { slug: 'cameras', nameEn: 'Cameras', nameMn: 'Камер', icon: '📷' },
      { slug: 'drones', nameEn: 'Drones', nameMn: 'Дрон', icon: '🚁' },
    ],
  },
  {
    slug: 'korean-cosmetics', nameEn: 'Korean Cosmetics & Skincare', nameMn: 'Солонгос гоо сайхан, арьс арчилгаа', icon: '🧴',
    children: [
      { slug: 'skincare', nameEn: 'Skincare', nameMn: 'Арьс арчилгаа', icon: '🧴' },
      { slug: 'face-masks', nameEn: 'Face & Sheet Masks', nameMn: 'Нүүрний маск', icon: '🎭' },
      { slug: 'sunscreen', nameEn: 'Sunscreen', nameMn: 'Нарны тос', icon: '☀️' },
      { slug: 'makeup', nameEn: 'Makeup', nameMn: 'Нүүр будалт', icon: '💄' },
    ],
  },
  {
    slug: 'vitamins-supplements', nameEn: 'Vitamins & Supplements', nameMn: 'Витамин, хүнсний нэмэлт', icon: '💊',
    children: [
      { slug: 'multivitamins', nameEn: 'Multivitamins', nameMn: 'Олон төрлийн витамин', icon: '💊' },
      { slug: 'fish-oil-omega', nameEn: 'Fish Oil & Omega-3', nameMn: 'Загасны тос, омега-3', icon: '🐟' },
      { slug: 'vitamins-minerals', nameEn: 'Single Vitamins & Minerals', nameMn: 'Витамин, эрдэс бодис', icon: '🍊' },
      { slug: 'protein-collagen-ginseng', nameEn: 'Protein, Collagen & Ginseng', nameMn: 'Уураг, коллаген, улаан женьшень', icon: '🏋️' },
    ],
  },
  {
    slug: 'kitchen-home-appliances', nameEn: 'Kitchen & Home Appliances', nameMn: 'Гал тогоо, гэр ахуйн цахилгаан бараа', icon: '🍳',
    children: [
      { slug: 'rice-cookers', nameEn: 'Rice Cookers', nameMn: 'Будаа агшаагч', icon: '🍚' },
      { slug: 'kitchen-appliances', nameEn: 'Kitchen Appliances', nameMn: 'Гал тогооны цахилгаан хэрэгсэл', icon: '🍳' },
      { slug: 'air-cleaning', nameEn: 'Air Purifiers, Humidifiers & Vacuums', nameMn: 'Агаар цэвэршүүлэгч, чийгшүүлэгч, тоос сорогч', icon: '🌀' },
      { slug: 'tvs', nameEn: 'TVs', nameMn: 'Зурагт', icon: '📺' },
    ],
  },
  {
    slug: 'toys-kids', nameEn: 'Toys & Kids', nameMn: 'Тоглоом, хүүхдийн бараа', icon: '🧸',
    children: [
      { slug: 'building-toys', nameEn: 'Building & Model Kits', nameMn: 'Угсрах тоглоом', icon: '🧱' },
      { slug: 'dolls-action-toys', nameEn: 'Dolls, Cars & Action Toys', nameMn: 'Хүүхэлдэй, машин тоглоом', icon: '🪆' },
      { slug: 'games-puzzles', nameEn: 'Board & Card Games', nameMn: 'Ширээний тоглоом', icon: '🎲' },
      { slug: 'educational-toys', nameEn: 'Educational Toys', nameMn: 'Хөгжүүлэх тоглоом', icon: '🔤' },
    ],
  },
  {
    slug: 'clothing', nameEn: 'Clothing', nameMn: 'Хувцас', icon: '👕',
    children: [
      { slug: 'womens-clothing', nameEn: "Women's Clothing", nameMn: 'Эмэгтэй хувцас', icon: '👚' },
      { slug: 'mens-clothing', nameEn: "Men's Clothing", nameMn: 'Эрэгтэй хувцас', icon: '👔' },
    ],
  },
  {
    slug: 'shoes', nameEn: 'Shoes', nameMn: 'Гутал', icon: '👟',
    children: [
      { slug: 'sneakers', nameEn: 'Sneakers & Running Shoes', nameMn: 'Пүүз', icon: '👟' },
      { slug: 'winter-boots', nameEn: 'Winter Boots', nameMn: 'Өвлийн гутал', icon: '🥾' },
      { slug: 'sandals-slippers', nameEn: 'Sandals & Slippers', nameMn: 'Шаахай', icon: '🩴' },
    ],
  },
  {
    slug: 'bags-accessories', nameEn: 'Bags & Accessories', nameMn: 'Цүнх, аксессуар', icon: '👜',
    children: [
      { slug: 'handbags', nameEn: 'Handbags', nameMn: 'Гар цүнх', icon: '👜' },
      { slug: 'backpacks', nameEn: 'Backpacks', nameMn: 'Үүргэвч', icon: '🎒' },
      { slug: 'watches-accessories', nameEn: 'Watches, Wallets & Scarves', nameMn: 'Цаг, түрийвч, ороолт', icon: '⌚' },
    ],
  },
  {
    slug: 'sports-outdoors', nameEn: 'Sports & Outdoors', nameMn: 'Спорт, аялал', icon: '⚽',
    children: [
      { slug: 'fitness', nameEn: 'Fitness & Sports Equipment', nameMn: 'Фитнес, спортын хэрэгсэл', icon: '🏋️' },
      { slug: 'camping-hiking', nameEn: 'Camping & Hiking', nameMn: 'Аялал, кемпинг', icon: '⛺' },
    ],
  },
  {
    slug: 'baby-mother', nameEn: 'Baby & Mother Care', nameMn: 'Эх, нялхсын бараа', icon: '🍼',
    children: [
      { slug: 'diapers', nameEn: 'Diapers', nameMn: 'Хүүхдийн живх', icon: '🧷' },
      { slug: 'baby-feeding', nameEn: 'Baby Formula & Feeding', nameMn: 'Хүүхдийн сүүн тэжээл, хооллолт', icon: '🍼' },
      { slug: 'baby-maternity-care', nameEn: 'Baby & Maternity Care', nameMn: 'Нялхас, эхийн арчилгаа', icon: '🛁' },
    ],
  },
  {
    slug: 'food-snacks', nameEn: 'Food & Snacks', nameMn: 'Хүнс, амттан', icon: '🍜',
    children: [
      { slug: 'instant-noodles', nameEn: 'Instant Noodles', nameMn: 'Шөлтэй гоймон', icon: '🍜' },
      { slug: 'snacks-sweets', nameEn: 'Snacks & Sweets', nameMn: 'Амттан, зууш', icon: '🍫' },
      { slug: 'drinks-coffee-tea', nameEn: 'Drinks, Coffee & Tea', nameMn: 'Ундаа, кофе, цай', icon: '☕' },
      { slug: 'pantry', nameEn: 'Pantry & Sauces', nameMn: 'Хүнсний бүтээгдэхүүн, амтлагч', icon: '🥫' },
    ],
  },
  {
    slug: 'home-furniture', nameEn: 'Home & Furniture', nameMn: 'Гэр ахуй, тавилга', icon: '🛋️',
    children: [
      { slug: 'furniture', nameEn: 'Furniture', nameMn: 'Тавилга', icon: '🪑' },
      { slug: 'bedding-textiles', nameEn: 'Bedding & Blankets', nameMn: 'Ор дэрний хэрэглэл, хөнжил', icon: '🛏️' },
      { slug: 'home-decor-storage', nameEn: 'Lighting, Decor & Storage', nameMn: 'Гэрэл, чимэглэл, хадгалалт', icon: '🕯️' },
    ],
  },
  {
    slug: 'beauty-hair-care', nameEn: 'Hair Care & Beauty Tools', nameMn: 'Үс арчилгаа, гоо сайхны хэрэгсэл', icon: '💇',
    children: [
      { slug: 'hair-care', nameEn: 'Shampoo & Hair Care', nameMn: 'Шампунь, үс арчилгаа', icon: '🧴' },
      { slug: 'beauty-tools', nameEn: 'Hair Dryers & Beauty Tools', nameMn: 'Үс хатаагч, гоо сайхны багаж', icon: '💨' },
      { slug: 'japanese-skincare', nameEn: 'Japanese Skincare', nameMn: 'Японы арьс арчилгаа', icon: '🌸' },
      { slug: 'body-care', nameEn: 'Body Care', nameMn: 'Биеийн арчилгаа', icon: '🧼' },
    ],
  },
  {
    slug: 'car-accessories', nameEn: 'Car Accessories', nameMn: 'Машины дагалдах хэрэгсэл', icon: '🚗',
    children: [
      { slug: 'dash-cams', nameEn: 'Dash Cams', nameMn: 'Машины видео бичигч', icon: '📹' },
      { slug: 'car-electronics', nameEn: 'Car Electronics', nameMn: 'Машины цахилгаан хэрэгсэл', icon: '🔋' },
      { slug: 'car-care', nameEn: 'Car Care', nameMn: 'Машин арчилгаа', icon: '🧽' },
    ],
  },
  {
    slug: 'pet-supplies', nameEn: 'Pet Supplies', nameMn: 'Тэжээвэр амьтны бараа', icon: '🐾',
    children: [
      { slug: 'pet-food', nameEn: 'Pet Food & Treats', nameMn: 'Тэжээвэр амьтны хоол', icon: '🦴' },
      { slug: 'pet-accessories', nameEn: 'Pet Accessories', nameMn: 'Тэжээвэр амьтны хэрэгсэл', icon: '🐈' },
    ],
  },
  {
    slug: 'books-stationery', nameEn: 'Books & Stationery', nameMn: 'Ном, бичиг хэрэг', icon: '📚',
    children: [
      { slug: 'books', nameEn: 'Books & Language Textbooks', nameMn: 'Ном, хэлний сурах бичиг', icon: '📖' },
      { slug: 'stationery', nameEn: 'Stationery', nameMn: 'Бичиг хэрэг', icon: '✏️' },
    ],
  },
  {
    slug: 'health-devices', nameEn: 'Health Devices', nameMn: 'Эрүүл мэндийн төхөөрөмж', icon: '🩺',
    children: [
      { slug: 'health-monitors', nameEn: 'Blood Pressure Monitors & Thermometers', nameMn: 'Даралтын аппарат, халуун хэмжигч', icon: '🩺' },
      { slug: 'massagers', nameEn: 'Massagers', nameMn: 'Массажер', icon: '💆' },
    ],
  },
];

export const brands: BrandSeed[] = [
  // USA
  { slug: 'apple', name: 'Apple', origin: 'US', descriptionEn: 'Californian maker of the iPhone, iPad, Mac, Apple Watch and AirPods.', descriptionMn: 'iPhone, iPad, Mac, Apple Watch, AirPods үйлдвэрлэдэг Калифорнийн компани.' },
  { slug: 'hp', name: 'HP', origin: 'US', descriptionEn: 'American maker of laptops, desktops and printers for home and office.', descriptionMn: 'Гэр, оффисын зөөврийн компьютер, хэвлэгч үйлдвэрлэдэг Америкийн брэнд.' },
  { slug: 'jbl', name: 'JBL', origin: 'US', descriptionEn: 'American audio brand known for portable Bluetooth speakers and headphones.', descriptionMn: 'Зөөврийн Bluetooth чанга яригч, чихэвчээрээ алдартай Америкийн аудио брэнд.' },
  { slug: 'nature-made', name: 'Nature Made', origin: 'US', descriptionEn: 'One of the best-selling vitamin brands in American pharmacies.', descriptionMn: 'Америкийн эмийн сангуудад хамгийн их борлуулагддаг витамины брэндүүдийн нэг.' },
  { slug: 'kirkland-signature', name: 'Kirkland Signature', origin: 'US', descriptionEn: 'Costco’s own label: vitamins, nuts and household goods in value sizes.', descriptionMn: 'Costco сүлжээний өөрийн брэнд: витамин, самар, ахуйн бараа том савлагаатай, хямд үнээр.' },
  { slug: 'now-foods', name: 'NOW Foods', origin: 'US', descriptionEn: 'Family-owned American maker of vitamins, minerals and natural supplements.', descriptionMn: 'Витамин, эрдэс бодис, байгалийн гаралтай нэмэлт үйлдвэрлэдэг Америкийн гэр бүлийн компани.' },
  { slug: 'centrum', name: 'Centrum', origin: 'US', descriptionEn: 'Widely trusted multivitamin range for adults, women, men and over-50s.', descriptionMn: 'Насанд хүрэгчид, эрэгтэй, эмэгтэй, 50-аас дээш насныханд зориулсан олон төрлийн витамины нэртэй брэнд.' },
  { slug: 'vitafusion', name: 'Vitafusion', origin: 'US', descriptionEn: 'American gummy vitamins with fruit flavours.', descriptionMn: 'Жимсний амттай, зажилдаг бохь хэлбэрийн Америкийн витамин.' },
  { slug: 'nordic-naturals', name: 'Nordic Naturals', origin: 'US', descriptionEn: 'Californian omega-3 fish oil specialist, third-party tested for purity.', descriptionMn: 'Цэвэр байдлыг нь бие даасан лабораторид шалгуулдаг, омега-3 загасны тосоор мэргэшсэн Калифорнийн брэнд.' },
  { slug: 'optimum-nutrition', name: 'Optimum Nutrition', origin: 'US', descriptionEn: 'Sports nutrition brand behind the Gold Standard whey protein.', descriptionMn: 'Gold Standard сийвэнгийн уургаараа алдартай спортын хоол тэжээлийн брэнд.' },
  { slug: 'kitchenaid', name: 'KitchenAid', origin: 'US', descriptionEn: 'American kitchen appliance brand famous for its tilt-head stand mixers.', descriptionMn: 'Суурин миксерээрээ алдартай Америкийн гал тогооны цахилгаан хэрэгслийн брэнд.' },
  { slug: 'mattel', name: 'Mattel', origin: 'US', descriptionEn: 'American toy company behind Barbie, Hot Wheels and UNO.', descriptionMn: 'Barbie, Hot Wheels, UNO тоглоомын эзэн Америкийн тоглоомын компани.' },
  { slug: 'hasbro', name: 'Hasbro', origin: 'US', descriptionEn: 'American maker of Monopoly, Nerf and many family games.', descriptionMn: 'Monopoly, Nerf болон гэр бүлийн олон тоглоом үйлдвэрлэдэг Америкийн компани.' },
  { slug: 'nike', name: 'Nike', origin: 'US', descriptionEn: 'World-leading American sportswear and sneaker brand.', descriptionMn: 'Дэлхийд тэргүүлэгч Америкийн спорт хувцас, пүүзний брэнд.' },
  { slug: 'levis', name: "Levi's", origin: 'US', descriptionEn: 'The original American denim brand, making jeans since 1853.', descriptionMn: '1853 оноос жинсэн өмд үйлдвэрлэж буй Америкийн анхны жинсэн хувцасны брэнд.' },
  { slug: 'the-north-face', name: 'The North Face', origin: 'US', descriptionEn: 'American outdoor brand for down jackets, backpacks and winter boots.', descriptionMn: 'Өдөн хүрэм, үүргэвч, өвлийн гутлаараа алдартай Америкийн аялал, гадаа спортын брэнд.' },
  { slug: 'new-balance', name: 'New Balance', origin: 'US', descriptionEn: 'Boston-based maker of comfortable running and lifestyle sneakers.', descriptionMn: 'Тав тухтай гүйлтийн болон өдөр тутмын пүүз үйлдвэрлэдэг Бостоны брэнд.' },
  { slug: 'skechers', name: 'Skechers', origin: 'US', descriptionEn: 'Californian footwear brand focused on light, cushioned walking shoes.', descriptionMn: 'Хөнгөн, зөөлөн ултай алхалтын гутлаар мэргэшсэн Калифорнийн брэнд.' },
  { slug: 'ugg', name: 'UGG', origin: 'US', descriptionEn: 'Californian brand of sheepskin boots and slippers.', descriptionMn: 'Хонины арьсан гутал, шаахайгаараа алдартай Калифорнийн брэнд.' },
  { slug: 'crocs', name: 'Crocs', origin: 'US', descriptionEn: 'Colorado brand of light, comfortable foam clogs.', descriptionMn: 'Хөнгөн, тав тухтай хөөсөн шаахайн Колорадогийн брэнд.' },
  { slug: 'coach', name: 'Coach', origin: 'US', descriptionEn: 'New York leather goods house known for handbags and wallets.', descriptionMn: 'Арьсан гар цүнх, түрийвчээрээ алдартай Нью-Йоркийн загварын брэнд.' },
  { slug: 'stanley', name: 'Stanley', origin: 'US', descriptionEn: 'American maker of rugged vacuum bottles and tumblers since 1913.', descriptionMn: '1913 оноос хойш бат бөх термос, аяга үйлдвэрлэж буй Америкийн брэнд.' },
  { slug: 'coleman', name: 'Coleman', origin: 'US', descriptionEn: 'American camping brand for tents, sleeping bags and outdoor gear.', descriptionMn: 'Майхан, унтлагын уут, аяллын хэрэгслийн Америкийн брэнд.' },
  { slug: 'pampers', name: 'Pampers', origin: 'US', descriptionEn: 'Procter & Gamble’s diaper and baby wipe brand.', descriptionMn: 'Procter & Gamble компанийн хүүхдийн живх, нойтон салфеткийн брэнд.' },
  { slug: 'huggies', name: 'Huggies', origin: 'US', descriptionEn: 'Kimberly-Clark’s diaper brand, soft and leak-resistant.', descriptionMn: 'Kimberly-Clark компанийн зөөлөн, нэвчилтээс хамгаалсан живхний брэнд.' },
  { slug: 'olaplex', name: 'Olaplex', origin: 'US', descriptionEn: 'American bond-building hair repair treatments.', descriptionMn: 'Гэмтсэн үсийг дотроос нь нөхөн сэргээдэг Америкийн үс арчилгааны брэнд.' },
  { slug: 'cerave', name: 'CeraVe', origin: 'US', descriptionEn: 'Dermatologist-developed American skincare with ceramides.', descriptionMn: 'Арьсны эмч нартай хамтран боловсруулсан, керамид агуулсан Америкийн арьс арчилгааны брэнд.' },
  { slug: 'meguiars', name: "Meguiar's", origin: 'US', descriptionEn: 'Californian car-care brand for waxes, polishes and shampoos.', descriptionMn: 'Машины лав, өнгөлгөө, шампуниар мэргэшсэн Калифорнийн брэнд.' },
  { slug: 'hills', name: "Hill's Science Diet", origin: 'US', descriptionEn: 'Vet-recommended American dog and cat food.', descriptionMn: 'Мал эмнэлгийн эмч нарын зөвлөдөг Америкийн нохой, муурны хоол.' },
  { slug: 'purina', name: 'Purina Pro Plan', origin: 'US', descriptionEn: 'Premium pet food line from Purina, St. Louis.', descriptionMn: 'Сент-Луисийн Purina компанийн дээд зэрэглэлийн тэжээвэр амьтны хоол.' },
  { slug: 'kong', name: 'KONG', origin: 'US', descriptionEn: 'Colorado maker of nearly indestructible rubber dog toys.', descriptionMn: 'Бараг эвдэрдэггүй резинэн нохойн тоглоом үйлдвэрлэдэг Колорадогийн брэнд.' },
  { slug: 'penguin-random-house', name: 'Penguin Random House', origin: 'US', descriptionEn: 'The world’s largest trade book publisher, based in New York.', descriptionMn: 'Нью-Йоркт төвтэй, дэлхийн хамгийн том номын хэвлэлийн газар.' },
  { slug: 'scholastic', name: 'Scholastic', origin: 'US', descriptionEn: 'American children’s publisher, US home of Harry Potter.', descriptionMn: 'Харри Поттерыг АНУ-д хэвлэдэг, хүүхдийн номоор мэргэшсэн Америкийн хэвлэлийн газар.' },

  // South Korea
  { slug: 'samsung', name: 'Samsung', origin: 'KR', descriptionEn: 'Korean electronics giant: Galaxy phones, tablets, TVs and home appliances.', descriptionMn: 'Galaxy утас, таблет, зурагт, гэр ахуйн цахилгаан бараа үйлдвэрлэдэг Солонгосын аварга компани.' },
  { slug: 'lg', name: 'LG', origin: 'KR', descriptionEn: 'Korean maker of OLED TVs, gram laptops, monitors and appliances.', descriptionMn: 'OLED зурагт, gram зөөврийн компьютер, дэлгэц, гэр ахуйн бараа үйлдвэрлэдэг Солонгосын брэнд.' },
  { slug: 'cosrx', name: 'COSRX', origin: 'KR', descriptionEn: 'Korean skincare with simple, effective formulas such as snail mucin.', descriptionMn: 'Эмгэн хумсны салстай эссенц зэрэг энгийн, үр дүнтэй найрлагатай Солонгосын арьс арчилгааны брэнд.' },
  { slug: 'innisfree', name: 'Innisfree', origin: 'KR', descriptionEn: 'Korean natural beauty brand with ingredients from Jeju Island.', descriptionMn: 'Жэжү арлын байгалийн түүхий эдийг ашигладаг Солонгосын гоо сайхны брэнд.' },
  { slug: 'laneige', name: 'Laneige', origin: 'KR', descriptionEn: 'Amorepacific’s hydration-focused brand, famous for sleeping masks.', descriptionMn: 'Унтлагын маскаараа алдартай, чийгшүүлэлтэд төвлөрсөн Amorepacific-ийн брэнд.' },
  { slug: 'missha', name: 'Missha', origin: 'KR', descriptionEn: 'Affordable Korean cosmetics: BB creams, essences and sun care.', descriptionMn: 'BB тос, эссенц, нарны тос зэрэг хямд, чанартай Солонгос гоо сайхны бүтээгдэхүүн.' },
  { slug: 'mediheal', name: 'Mediheal', origin: 'KR', descriptionEn: 'Korea’s best-known sheet mask brand.', descriptionMn: 'Солонгосын хамгийн алдартай хуудсан маскны брэнд.' },
  { slug: 'beauty-of-joseon', name: 'Beauty of Joseon', origin: 'KR', descriptionEn: 'Korean skincare inspired by traditional hanbang herbal recipes.', descriptionMn: 'Солонгосын уламжлалт ургамлын жороос санаа авсан арьс арчилгааны брэнд.' },
  { slug: 'round-lab', name: 'Round Lab', origin: 'KR', descriptionEn: 'Gentle Korean skincare made with Dokdo deep-sea water and birch sap.', descriptionMn: 'Догдо арлын гүний ус, хусны шүүс агуулсан зөөлөн найрлагатай Солонгос арьс арчилгаа.' },
  { slug: 'sulwhasoo', name: 'Sulwhasoo', origin: 'KR', descriptionEn: 'Amorepacific’s luxury ginseng-based skincare house.', descriptionMn: 'Женьшень агуулсан, Amorepacific-ийн тансаг зэрэглэлийн арьс арчилгааны брэнд.' },
  { slug: 'some-by-mi', name: 'SOME BY MI', origin: 'KR', descriptionEn: 'Korean brand for acne-prone and sensitive skin.', descriptionMn: 'Батга гардаг, эмзэг арьсанд зориулсан Солонгосын брэнд.' },
  { slug: 'dr-jart', name: 'Dr.Jart+', origin: 'KR', descriptionEn: 'Seoul dermatology-inspired skincare, known for the Cicapair line.', descriptionMn: 'Cicapair цувралаараа алдартай, арьс судлалд суурилсан Сөүлийн брэнд.' },
  { slug: 'etude', name: 'ETUDE', origin: 'KR', descriptionEn: 'Playful Korean makeup brand from Amorepacific.', descriptionMn: 'Amorepacific-ийн залуусд зориулсан Солонгосын будалтын брэнд.' },
  { slug: 'romand', name: 'rom&nd', origin: 'KR', descriptionEn: 'Korean makeup brand best known for its juicy lip tints.', descriptionMn: 'Уруулын тинтээрээ алдартай Солонгосын будалтын брэнд.' },
  { slug: 'cheong-kwan-jang', name: 'Cheong Kwan Jang', origin: 'KR', descriptionEn: 'Korea Ginseng Corporation’s red ginseng brand.', descriptionMn: 'Солонгосын Женьшень корпорацийн улаан женьшений брэнд.' },
  { slug: 'cuckoo', name: 'Cuckoo', origin: 'KR', descriptionEn: 'Korea’s leading maker of pressure rice cookers.', descriptionMn: 'Даралтат будаа агшаагчаар тэргүүлэгч Солонгосын брэнд.' },
  { slug: 'coway', name: 'Coway', origin: 'KR', descriptionEn: 'Korean maker of air purifiers and water purifiers.', descriptionMn: 'Агаар болон ус цэвэршүүлэгч үйлдвэрлэдэг Солонгосын компани.' },
  { slug: 'magformers', name: 'Magformers', origin: 'KR', descriptionEn: 'Magnetic construction sets developed in Korea.', descriptionMn: 'Солонгост бүтээгдсэн соронзон угсрах тоглоом.' },
  { slug: 'pinkfong', name: 'Pinkfong', origin: 'KR', descriptionEn: 'Seoul studio behind Baby Shark, with toys and sound books.', descriptionMn: '«Baby Shark» дууг бүтээсэн Сөүлийн студи, тоглоом, дуут ном гаргадаг.' },
  { slug: 'marhen-j', name: 'Marhen.J', origin: 'KR', descriptionEn: 'Korean vegan-leather bag brand with light, everyday designs.', descriptionMn: 'Хиймэл (vegan) арьсан, хөнгөн, өдөр тутмын загвартай цүнхний Солонгос брэнд.' },
  { slug: 'sidiz', name: 'SIDIZ', origin: 'KR', descriptionEn: 'Korean maker of ergonomic office and study chairs.', descriptionMn: 'Эргономик оффисын болон сурагчийн сандал үйлдвэрлэдэг Солонгосын брэнд.' },
  { slug: 'nongshim', name: 'Nongshim', origin: 'KR', descriptionEn: 'Korean food company famous for Shin Ramyun.', descriptionMn: 'Шин рамёноороо алдартай Солонгосын хүнсний компани.' },
  { slug: 'samyang', name: 'Samyang', origin: 'KR', descriptionEn: 'Korean noodle maker behind the fiery Buldak ramen.', descriptionMn: 'Маш халуун ногоотой Бульдак рамёны үйлдвэрлэгч Солонгосын компани.' },
  { slug: 'ottogi', name: 'Ottogi', origin: 'KR', descriptionEn: 'Korean food brand for ramen, curry and sauces.', descriptionMn: 'Рамён, карри, соус үйлдвэрлэдэг Солонгосын хүнсний брэнд.' },
  { slug: 'orion', name: 'Orion', origin: 'KR', descriptionEn: 'Korean confectioner known for Choco Pie.', descriptionMn: 'Чокопайгаараа алдартай Солонгосын чихэр, жигнэмэгийн үйлдвэр.' },
  { slug: 'binggrae', name: 'Binggrae', origin: 'KR', descriptionEn: 'Korean dairy company famous for its banana milk.', descriptionMn: 'Гадилтай сүүгээрээ алдартай Солонгосын сүүн бүтээгдэхүүний компани.' },
  { slug: 'maxim', name: 'Maxim', origin: 'KR', descriptionEn: 'Dongsuh Foods’ instant coffee mix, a Korean office classic.', descriptionMn: 'Dongsuh Foods компанийн 3-ын-1 кофе, Солонгос оффисын салшгүй хэсэг.' },
  { slug: 'ryo', name: 'Ryo', origin: 'KR', descriptionEn: 'Amorepacific hair care with Korean herbal ingredients.', descriptionMn: 'Солонгосын ургамлын найрлагатай Amorepacific-ийн үс арчилгааны брэнд.' },
  { slug: 'mise-en-scene', name: 'Mise en scène', origin: 'KR', descriptionEn: 'Korean hair care brand known for its Perfect Serum.', descriptionMn: 'Perfect Serum-ээрээ алдартай Солонгосын үс арчилгааны брэнд.' },
  { slug: 'thinkware', name: 'Thinkware', origin: 'KR', descriptionEn: 'Korean dash cam specialist with parking-mode recording.', descriptionMn: 'Зогсоолын горимд бичлэг хийдэг машины видео бичигчээр мэргэшсэн Солонгосын брэнд.' },
  { slug: 'monami', name: 'Monami', origin: 'KR', descriptionEn: 'Korean stationery maker of the classic 153 ballpoint pen.', descriptionMn: 'Алдарт 153 бал үзгийг үйлдвэрлэдэг Солонгосын бичиг хэргийн брэнд.' },
  { slug: 'darakwon', name: 'Darakwon', origin: 'KR', descriptionEn: 'Seoul publisher of Korean-language textbooks.', descriptionMn: 'Солонгос хэлний сурах бичиг хэвлэдэг Сөүлийн хэвлэлийн газар.' },

  // China
  { slug: 'xiaomi', name: 'Xiaomi', origin: 'CN', descriptionEn: 'Chinese maker of phones, smart home devices and value electronics.', descriptionMn: 'Утас, ухаалаг гэрийн төхөөрөмж, хямд үнэтэй электроникийн Хятадын брэнд.' },
  { slug: 'huawei', name: 'Huawei', origin: 'CN', descriptionEn: 'Chinese technology company making phones, watches and laptops.', descriptionMn: 'Утас, ухаалаг цаг, зөөврийн компьютер үйлдвэрлэдэг Хятадын технологийн компани.' },
  { slug: 'lenovo', name: 'Lenovo', origin: 'CN', descriptionEn: 'The world’s largest PC maker, from Beijing.', descriptionMn: 'Бээжинд төвтэй, дэлхийн хамгийн том компьютер үйлдвэрлэгч.' },
  { slug: 'dji', name: 'DJI', origin: 'CN', descriptionEn: 'Shenzhen company leading the world in camera drones and gimbals.', descriptionMn: 'Камертай дрон, тогтворжуулагчаар дэлхийд тэргүүлэгч Шэньжэний компани.' },
  { slug: 'anker', name: 'Anker', origin: 'CN', descriptionEn: 'Charging brand: power banks, GaN chargers and Soundcore audio.', descriptionMn: 'Зөөврийн цэнэглэгч, GaN цэнэглэгч, Soundcore аудио бүтээгдэхүүний брэнд.' },
  { slug: 'baseus', name: 'Baseus', origin: 'CN', descriptionEn: 'Shenzhen brand for cables, car chargers and phone holders.', descriptionMn: 'Кабель, машины цэнэглэгч, утас бэхлэгч үйлдвэрлэдэг Шэньжэний брэнд.' },
  { slug: '70mai', name: '70mai', origin: 'CN', descriptionEn: 'Xiaomi-backed maker of dash cams and car gadgets.', descriptionMn: 'Xiaomi-гийн дэмжлэгтэй машины видео бичигч, машины хэрэгслийн брэнд.' },
  { slug: 'by-health', name: 'BY-HEALTH', origin: 'CN', descriptionEn: 'China’s leading vitamin and dietary supplement brand.', descriptionMn: 'Хятадын тэргүүлэгч витамин, хүнсний нэмэлтийн брэнд.' },
  { slug: 'bosideng', name: 'Bosideng', origin: 'CN', descriptionEn: 'China’s largest down jacket brand, made for severe cold.', descriptionMn: 'Тэсгэм хүйтэнд зориулсан өдөн хүрэмний Хятадын хамгийн том брэнд.' },
  { slug: 'li-ning', name: 'Li-Ning', origin: 'CN', descriptionEn: 'Chinese sportswear brand founded by Olympic gymnast Li Ning.', descriptionMn: 'Олимпийн аварга Ли Нинийн үүсгэн байгуулсан Хятадын спорт хувцасны брэнд.' },
  { slug: 'kingsmith', name: 'KingSmith', origin: 'CN', descriptionEn: 'Beijing maker of the foldable WalkingPad treadmills.', descriptionMn: 'Эвхэгддэг WalkingPad гүйлтийн зам үйлдвэрлэдэг Бээжингийн брэнд.' },
  { slug: 'petkit', name: 'PETKIT', origin: 'CN', descriptionEn: 'Smart pet feeders, fountains and litter boxes from Shanghai.', descriptionMn: 'Тэжээвэр амьтны ухаалаг хооллогч, усны сав үйлдвэрлэдэг Шанхайн брэнд.' },
  { slug: 'lao-gan-ma', name: 'Lao Gan Ma', origin: 'CN', descriptionEn: 'Guizhou’s famous chili crisp sauce.', descriptionMn: 'Гуйжоу мужийн алдарт чинжүүтэй тосон соус.' },
  { slug: 'deli', name: 'Deli', origin: 'CN', descriptionEn: 'Chinese office and school stationery brand.', descriptionMn: 'Оффис, сургуулийн бичиг хэргийн Хятадын брэнд.' },
  { slug: 'yuwell', name: 'Yuwell', origin: 'CN', descriptionEn: 'Chinese medical device maker: oximeters, nebulizers and monitors.', descriptionMn: 'Пульсоксиметр, ингаляц, даралтын аппарат үйлдвэрлэдэг Хятадын эмнэлгийн тоног төхөөрөмжийн компани.' },
  { slug: 'breo', name: 'Breo', origin: 'CN', descriptionEn: 'Shenzhen brand of neck, eye and scalp massagers.', descriptionMn: 'Хүзүү, нүд, толгойн массажер үйлдвэрлэдэг Шэньжэний брэнд.' },
  { slug: 'blcup', name: 'Beijing Language and Culture University Press', origin: 'CN', descriptionEn: 'Publisher of the official HSK Chinese textbooks.', descriptionMn: 'HSK хятад хэлний албан ёсны сурах бичгийг хэвлэдэг хэвлэлийн газар.' },

  // Japan
  { slug: 'sony', name: 'Sony', origin: 'JP', descriptionEn: 'Japanese electronics maker of headphones, cameras and TVs.', descriptionMn: 'Чихэвч, камер, зурагт үйлдвэрлэдэг Японы электроникийн компани.' },
  { slug: 'canon', name: 'Canon', origin: 'JP', descriptionEn: 'Japanese maker of cameras, lenses and printers.', descriptionMn: 'Камер, линз, хэвлэгч үйлдвэрлэдэг Японы компани.' },
  { slug: 'panasonic', name: 'Panasonic', origin: 'JP', descriptionEn: 'Japanese maker of home appliances, hair dryers and shavers.', descriptionMn: 'Гэр ахуйн цахилгаан бараа, үс хатаагч, сахлын машин үйлдвэрлэдэг Японы компани.' },
  { slug: 'zojirushi', name: 'Zojirushi', origin: 'JP', descriptionEn: 'Osaka maker of premium rice cookers, water boilers and vacuum mugs.', descriptionMn: 'Дээд зэрэглэлийн будаа агшаагч, ус буцалгагч, термос аяга үйлдвэрлэдэг Осакагийн компани.' },
  { slug: 'uniqlo', name: 'Uniqlo', origin: 'JP', descriptionEn: 'Japanese basics brand behind HEATTECH and Ultra Light Down.', descriptionMn: 'HEATTECH дулаан дотуур хувцас, Ultra Light Down хүрэмээрээ алдартай Японы брэнд.' },
  { slug: 'muji', name: 'MUJI', origin: 'JP', descriptionEn: 'Japanese no-brand goods: simple home, stationery and living items.', descriptionMn: 'Энгийн загвартай гэр ахуй, бичиг хэрэг, өдөр тутмын барааны Японы брэнд.' },
  { slug: 'nitori', name: 'Nitori', origin: 'JP', descriptionEn: 'Japan’s largest furniture and home furnishings chain.', descriptionMn: 'Японы хамгийн том тавилга, гэр ахуйн барааны сүлжээ.' },
  { slug: 'shiseido', name: 'Shiseido', origin: 'JP', descriptionEn: 'Tokyo beauty house since 1872, also owner of Anessa sun care.', descriptionMn: '1872 оноос хойш үйл ажиллагаа явуулж буй Токиогийн гоо сайхны компани, Anessa нарны тос ч мөн түүнийх.' },
  { slug: 'dhc', name: 'DHC', origin: 'JP', descriptionEn: 'Japanese cosmetics and supplement brand known for its cleansing oil.', descriptionMn: 'Будаг арилгагч тосоороо алдартай Японы гоо сайхан, хүнсний нэмэлтийн брэнд.' },
  { slug: 'biore', name: 'Bioré', origin: 'JP', descriptionEn: 'Kao’s skincare brand, famous for light watery sunscreens.', descriptionMn: 'Хөнгөн, устай нарны тосоороо алдартай Kao компанийн арьс арчилгааны брэнд.' },
  { slug: 'hada-labo', name: 'Hada Labo', origin: 'JP', descriptionEn: 'Rohto’s hyaluronic acid skincare line.', descriptionMn: 'Гиалуроны хүчил агуулсан Rohto компанийн арьс арчилгааны цуврал.' },
  { slug: 'tsubaki', name: 'TSUBAKI', origin: 'JP', descriptionEn: 'Japanese camellia-oil hair care.', descriptionMn: 'Камелийн тос агуулсан Японы үс арчилгааны брэнд.' },
  { slug: 'meiji', name: 'Meiji', origin: 'JP', descriptionEn: 'Japanese food company: chocolate, snacks and baby formula.', descriptionMn: 'Шоколад, амттан, хүүхдийн сүүн тэжээл үйлдвэрлэдэг Японы хүнсний компани.' },
  { slug: 'glico', name: 'Glico', origin: 'JP', descriptionEn: 'Osaka confectioner behind Pocky.', descriptionMn: 'Pocky амттаныг бүтээсэн Осакагийн чихрийн үйлдвэр.' },
  { slug: 'calbee', name: 'Calbee', origin: 'JP', descriptionEn: 'Japan’s biggest potato snack maker.', descriptionMn: 'Японы хамгийн том төмсний зуушны үйлдвэрлэгч.' },
  { slug: 'nissin', name: 'Nissin', origin: 'JP', descriptionEn: 'Inventor of instant ramen and Cup Noodle.', descriptionMn: 'Шуурхай гоймон болон Cup Noodle-ийг анх зохион бүтээсэн Японы компани.' },
  { slug: 'ito-en', name: 'Ito En', origin: 'JP', descriptionEn: 'Japan’s leading green tea company.', descriptionMn: 'Японы тэргүүлэгч ногоон цайны компани.' },
  { slug: 'kikkoman', name: 'Kikkoman', origin: 'JP', descriptionEn: 'Naturally brewed Japanese soy sauce.', descriptionMn: 'Байгалийн аргаар исгэсэн Японы шар буурцгийн сүмс.' },
  { slug: 'bandai', name: 'Bandai', origin: 'JP', descriptionEn: 'Japanese toy maker of Gundam model kits and Tamagotchi.', descriptionMn: 'Gundam угсрах загвар, Tamagotchi тоглоом үйлдвэрлэдэг Японы компани.' },
  { slug: 'asics', name: 'ASICS', origin: 'JP', descriptionEn: 'Kobe-based running shoe specialist.', descriptionMn: 'Гүйлтийн пүүзээр мэргэшсэн Кобе хотын брэнд.' },
  { slug: 'casio', name: 'Casio', origin: 'JP', descriptionEn: 'Japanese maker of G-SHOCK watches and calculators.', descriptionMn: 'G-SHOCK цаг, тооны машин үйлдвэрлэдэг Японы компани.' },
  { slug: 'anello', name: 'anello', origin: 'JP', descriptionEn: 'Japanese everyday backpack brand with wide-mouth designs.', descriptionMn: 'Өргөн амсартай, өдөр тутмын үүргэвчний Японы брэнд.' },
  { slug: 'snow-peak', name: 'Snow Peak', origin: 'JP', descriptionEn: 'Premium Japanese camping gear from Niigata.', descriptionMn: 'Ниигата мужийн дээд зэрэглэлийн кемпингийн хэрэгслийн брэнд.' },
  { slug: 'merries', name: 'Merries', origin: 'JP', descriptionEn: 'Kao’s soft, breathable Japanese diapers.', descriptionMn: 'Kao компанийн зөөлөн, агаар нэвтрүүлдэг Япон живх.' },
  { slug: 'pigeon', name: 'Pigeon', origin: 'JP', descriptionEn: 'Japanese baby care brand: bottles, wipes and breast pumps.', descriptionMn: 'Хүүхдийн сүүний сав, нойтон салфетка, сүү саагч үйлдвэрлэдэг Японы брэнд.' },
  { slug: 'inaba', name: 'INABA', origin: 'JP', descriptionEn: 'Japanese pet treat maker behind Ciao Churu.', descriptionMn: 'Ciao Churu муурны амттаны Японы үйлдвэрлэгч.' },
  { slug: 'pilot', name: 'Pilot', origin: 'JP', descriptionEn: 'Japanese pen maker of the erasable FriXion.', descriptionMn: 'Баллуурдаг FriXion үзгийг бүтээсэн Японы үзэгний компани.' },
  { slug: 'zebra', name: 'Zebra', origin: 'JP', descriptionEn: 'Japanese maker of Sarasa gel pens.', descriptionMn: 'Sarasa гель үзгийн Японы үйлдвэрлэгч.' },
  { slug: 'omron', name: 'Omron', origin: 'JP', descriptionEn: 'Kyoto company, world leader in home blood pressure monitors.', descriptionMn: 'Гэрийн даралтын аппаратаар дэлхийд тэргүүлэгч Киотогийн компани.' },
  { slug: 'japan-times', name: 'The Japan Times', origin: 'JP', descriptionEn: 'Tokyo publisher of the GENKI Japanese textbooks.', descriptionMn: 'GENKI япон хэлний сурах бичгийг хэвлэдэг Токиогийн хэвлэлийн газар.' },

  // Mongolia (local stock)
  { slug: 'gobi', name: 'Gobi Cashmere', origin: 'MN', descriptionEn: 'Mongolia’s largest cashmere maker, founded in Ulaanbaatar in 1981.', descriptionMn: '1981 онд Улаанбаатарт байгуулагдсан, Монголын хамгийн том ноолууран бүтээгдэхүүн үйлдвэрлэгч.' },
  { slug: 'goyo', name: 'GOYO', origin: 'MN', descriptionEn: 'Premium Mongolian cashmere label with timeless knitwear.', descriptionMn: 'Цаг үеэ үл хамаарах загвартай, дээд зэрэглэлийн Монгол ноолууран хувцасны брэнд.' },
  { slug: 'apu', name: 'APU', origin: 'MN', descriptionEn: 'Mongolia’s long-established food and beverage company, including APU Dairy.', descriptionMn: 'АПУ Дэйри зэрэг охин компанитай, Монголын хүнс, ундааны түүхэн компани.' },
  { slug: 'altan-taria', name: 'Altan Taria', origin: 'MN', descriptionEn: 'Mongolian flour mill producing wheat flour from local grain.', descriptionMn: 'Дотоодын буудайгаар гурил үйлдвэрлэдэг Монголын гурилын үйлдвэр.' },
];

export const products: ProductSeed[] = [
  // ── Smartphones ──────────────────────────────────────────────────────────
  {
    slug: 'apple-iphone-17-pro-256gb', nameEn: 'Apple iPhone 17 Pro 256GB', nameMn: 'Apple iPhone 17 Pro ухаалаг утас 256GB',
    descriptionEn: 'Apple’s pro iPhone with a 6.3-inch ProMotion display, triple 48MP camera system and all-day battery. US version, eSIM and nano-SIM ready for Mongolian operators.',
    descriptionMn: '6.3 инчийн ProMotion дэлгэц, гурван 48MP камертай, өдөржин барих батерейтай iPhone-ы Pro загвар. АНУ-ын хувилбар, Монголын операторуудын eSIM болон сим карттай ажиллана.',
    brand: 'apple', category: 'smartphones', origin: 'US', price: 5290000, compareAtPrice: 5590000, stock: 18, tags: ['phone', 'ios', 'apple', '5g'],
  },
  {
    slug: 'apple-iphone-17-256gb', nameEn: 'Apple iPhone 17 256GB', nameMn: 'Apple iPhone 17 ухаалаг утас 256GB',
    descriptionEn: 'The standard iPhone 17 with a 120Hz display, 48MP dual camera and USB-C. A balanced choice for everyday use.',
    descriptionMn: '120Hz дэлгэц, 48MP хос камер, USB-C оролттой iPhone 17. Өдөр тутмын хэрэглээнд тохирсон тэнцвэртэй сонголт.',
    brand: 'apple', category: 'smartphones', origin: 'US', price: 3890000, stock: 25, tags: ['phone', 'ios', 'apple', '5g'],
  },
  {
    slug: 'apple-iphone-16e-128gb', nameEn: 'Apple iPhone 16e 128GB', nameMn: 'Apple iPhone 16e ухаалаг утас 128GB',
    descriptionEn: 'The most affordable current iPhone, with the A18 chip, a 48MP camera and Face ID.',
    descriptionMn: 'A18 чип, 48MP камер, Face ID-тай, одоогийн iPhone-уудаас хамгийн хямд загвар.',
    brand: 'apple', category: 'smartphones', origin: 'US', price: 2590000, compareAtPrice: 2790000, stock: 30, tags: ['phone', 'ios', 'apple'],
  },
  {
    slug: 'samsung-galaxy-s25-ultra-256gb', nameEn: 'Samsung Galaxy S25 Ultra 256GB', nameMn: 'Samsung Galaxy S25 Ultra ухаалаг утас 256GB',
    descriptionEn: 'Samsung’s flagship with a 200MP camera, built-in S Pen and Galaxy AI features. Korean model with full warranty support.',
    descriptionMn: '200MP камер, дотроо S Pen үзэгтэй, Galaxy AI боломжуудтай Samsung-ийн тэргүүлэх загвар. Солонгос хувилбар, баталгаат үйлчилгээтэй.',
    brand: 'samsung', category: 'smartphones', origin: 'KR', price: 4690000, compareAtPrice: 4990000, stock: 12, tags: ['phone', 'android', 'samsung', '5g'],
  },
  {
    slug: 'samsung-galaxy-a55-5g-128gb', nameEn: 'Samsung Galaxy A55 5G 128GB', nameMn: 'Samsung Galaxy A55 5G ухаалаг утас 128GB',
    descriptionEn: 'A mid-range Galaxy with a metal frame, 6.6-inch AMOLED screen and IP67 water resistance.',
    descriptionMn: 'Металл хүрээтэй, 6.6 инчийн AMOLED дэлгэцтэй, IP67 усны хамгаалалттай дунд ангиллын Galaxy утас.',
    brand: 'samsung', category: 'smartphones', origin: 'KR', price: 1290000, compareAtPrice: 1450000, stock: 40, tags: ['phone', 'android', 'samsung', '5g'],
  },
  {
    slug: 'samsung-galaxy-a56-5g-256gb', nameEn: 'Samsung Galaxy A56 5G 256GB', nameMn: 'Samsung Galaxy A56 5G ухаалаг утас 256GB',
    descriptionEn: 'The newer A-series Galaxy with 45W fast charging, a 50MP camera and six years of updates.',
    descriptionMn: '45W хурдан цэнэглэлт, 50MP камертай, зургаан жилийн шинэчлэлт авах A цувралын шинэ Galaxy.',
    brand: 'samsung', category: 'smartphones', origin: 'KR', price: 1590000, stock: 35, tags: ['phone', 'android', 'samsung', '5g'],
  },
  {
    slug: 'samsung-galaxy-z-flip7-256gb', nameEn: 'Samsung Galaxy Z Flip7 256GB', nameMn: 'Samsung Galaxy Z Flip7 эвхэгддэг утас 256GB',
    descriptionEn: 'A compact foldable phone with a large cover screen that fits in any pocket.',
    descriptionMn: 'Том гадна дэлгэцтэй, ямар ч халаасанд багтах авсаархан эвхэгддэг утас.',
    brand: 'samsung', category: 'smartphones', origin: 'KR', price: 3990000, stock: 6, tags: ['phone', 'android', 'samsung', 'foldable'],
  },
  {
    slug: 'xiaomi-redmi-note-14-pro-256gb', nameEn: 'Xiaomi Redmi Note 14 Pro 256GB', nameMn: 'Xiaomi Redmi Note 14 Pro ухаалаг утас 256GB',
    descriptionEn: 'Great value: a 200MP camera, curved AMOLED display and 5,500mAh battery.',
    descriptionMn: '200MP камер, муруй AMOLED дэлгэц, 5500mAh батерейтай, үнэ чанарын хувьд маш сайн утас.',
    brand: 'xiaomi', category: 'smartphones', origin: 'CN', price: 1090000, compareAtPrice: 1190000, stock: 50, tags: ['phone', 'android', 'xiaomi'],
  },
  {
    slug: 'xiaomi-15-ultra-512gb', nameEn: 'Xiaomi 15 Ultra 512GB', nameMn: 'Xiaomi 15 Ultra ухаалаг утас 512GB',
    descriptionEn: 'A camera-first flagship with Leica optics and a one-inch main sensor.',
    descriptionMn: 'Leica оптиктой, нэг инчийн үндсэн мэдрэгчтэй, камерт төвлөрсөн тэргүүлэх загвар.',
    brand: 'xiaomi', category: 'smartphones', origin: 'CN', price: 4390000, stock: 0, tags: ['phone', 'android', 'xiaomi', 'camera'],
  },
  {
    slug: 'huawei-nova-13-256gb', nameEn: 'Huawei nova 13 256GB', nameMn: 'Huawei nova 13 ухаалаг утас 256GB',
    descriptionEn: 'A slim, stylish phone with a 60MP front camera made for selfies and video calls.',
    descriptionMn: 'Селфи, видео дуудлагад зориулсан 60MP урд камертай, нимгэн, загварлаг утас.',
    brand: 'huawei', category: 'smartphones', origin: 'CN', price: 1490000, compareAtPrice: 1690000, stock: 15, tags: ['phone', 'huawei', 'selfie'],
  },

  // ── Headphones & speakers ────────────────────────────────────────────────
  {
    slug: 'apple-airpods-pro-3', nameEn: 'Apple AirPods Pro 3', nameMn: 'Apple AirPods Pro 3 утасгүй чихэвч',
    descriptionEn: 'Wireless earbuds with Apple’s strongest noise cancellation, heart-rate sensing and a USB-C case.',
    descriptionMn: 'Apple-ийн хамгийн хүчтэй дуу чимээ намсгагч, зүрхний цохилт хэмжигч, USB-C хайрцагтай утасгүй чихэвч.',
    brand: 'apple', category: 'headphones-audio', origin: 'US', price: 1090000, stock: 40, tags: ['earbuds', 'wireless', 'anc', 'apple'],
  },
  {
    slug: 'apple-airpods-4-anc', nameEn: 'Apple AirPods 4 with Active Noise Cancellation', nameMn: 'Apple AirPods 4 дуу чимээ намсгагчтай утасгүй чихэвч',
    descriptionEn: 'Open-fit AirPods with active noise cancellation and up to 30 hours with the case.',
    descriptionMn: 'Идэвхтэй дуу чимээ намсгагчтай, хайрцагтайгаа нийт 30 цаг хүртэл ажиллах AirPods.',
    brand: 'apple', category: 'headphones-audio', origin: 'US', price: 690000, compareAtPrice: 750000, stock: 45, tags: ['earbuds', 'wireless', 'apple'],
  },
  {
    slug: 'sony-wh-1000xm6', nameEn: 'Sony WH-1000XM6 Wireless Headphones', nameMn: 'Sony WH-1000XM6 утасгүй чихэвч',
    descriptionEn: 'Industry-leading noise-cancelling over-ear headphones with 30-hour battery life.',
    descriptionMn: 'Дуу чимээ намсгалтаараа тэргүүлэгч, 30 цаг ажилладаг, чих бүрхдэг утасгүй чихэвч.',
    brand: 'sony', category: 'headphones-audio', origin: 'JP', price: 1590000, compareAtPrice: 1750000, stock: 14, tags: ['headphones', 'wireless', 'anc', 'sony'],
  },
  {
    slug: 'sony-wf-1000xm5', nameEn: 'Sony WF-1000XM5 Wireless Earbuds', nameMn: 'Sony WF-1000XM5 утасгүй чихэвч',
    descriptionEn: 'Small, comfortable earbuds with excellent sound and noise cancellation.',
    descriptionMn: 'Жижиг, эвтэйхэн, гайхалтай дуугаралт, дуу чимээ намсгагчтай утасгүй чихэвч.',
    brand: 'sony', category: 'headphones-audio', origin: 'JP', price: 1050000, stock: 20, tags: ['earbuds', 'wireless', 'anc', 'sony'],
  },
  {
    slug: 'samsung-galaxy-buds3-pro', nameEn: 'Samsung Galaxy Buds3 Pro', nameMn: 'Samsung Galaxy Buds3 Pro утасгүй чихэвч',
    descriptionEn: 'Galaxy earbuds with adaptive noise control and real-time interpreter support on Galaxy phones.',
    descriptionMn: 'Орчноо мэдэрч дуу чимээг тохируулдаг, Galaxy утастай бодит цагийн орчуулга хийдэг утасгүй чихэвч.',
    brand: 'samsung', category: 'headphones-audio', origin: 'KR', price: 790000, compareAtPrice: 950000, stock: 22, tags: ['earbuds', 'wireless', 'anc', 'samsung'],
  },
  {
    slug: 'xiaomi-redmi-buds-6', nameEn: 'Xiaomi Redmi Buds 6', nameMn: 'Xiaomi Redmi Buds 6 утасгүй чихэвч',
    descriptionEn: 'Budget earbuds with dual drivers, noise cancellation and up to 42 hours of playback.',
    descriptionMn: 'Хос динамиктай, дуу чимээ намсгагчтай, 42 цаг хүртэл ажилладаг хямд үнэтэй чихэвч.',
    brand: 'xiaomi', category: 'headphones-audio', origin: 'CN', price: 119000, stock: 120, tags: ['earbuds', 'wireless', 'budget'],
  },
  {
    slug: 'anker-soundcore-liberty-4-nc', nameEn: 'Anker Soundcore Liberty 4 NC', nameMn: 'Anker Soundcore Liberty 4 NC утасгүй чихэвч',
    descriptionEn: 'Strong noise cancellation and rich bass at a mid-range price.',
    descriptionMn: 'Дунд үнэтэй ч дуу чимээг сайн намсгадаг, бас сайтай утасгүй чихэвч.',
    brand: 'anker', category: 'headphones-audio', origin: 'CN', price: 290000, stock: 60, tags: ['earbuds', 'wireless', 'anc'],
  },
  {
    slug: 'jbl-flip-7', nameEn: 'JBL Flip 7 Bluetooth Speaker', nameMn: 'JBL Flip 7 Bluetooth чанга яригч',
    descriptionEn: 'A waterproof, drop-resistant portable speaker with powerful JBL sound.',
    descriptionMn: 'Ус, цохилтод тэсвэртэй, JBL-ийн хүчтэй дуугаралттай зөөврийн чанга яригч.',
    brand: 'jbl', category: 'headphones-audio', origin: 'US', price: 520000, stock: 28, tags: ['speaker', 'bluetooth', 'waterproof'],
  },

  // ── Smartwatches & bands ─────────────────────────────────────────────────
  {
    slug: 'apple-watch-series-11-46mm', nameEn: 'Apple Watch Series 11 GPS 46mm', nameMn: 'Apple Watch Series 11 ухаалаг цаг GPS 46мм',
    descriptionEn: 'Tracks workouts, sleep and heart health, with an always-on display and up to 24 hours of battery.',
    descriptionMn: 'Дасгал, нойр, зүрхний эрүүл мэндийг хянах, үргэлж асаалттай дэлгэцтэй, 24 цаг хүртэл ажилладаг ухаалаг цаг.',
    brand: 'apple', category: 'smartwatches-wearables', origin: 'US', price: 1690000, stock: 16, tags: ['smartwatch', 'apple', 'fitness'],
  },
  {
    slug: 'apple-watch-se-3-40mm', nameEn: 'Apple Watch SE 3 GPS 40mm', nameMn: 'Apple Watch SE 3 ухаалаг цаг GPS 40мм',
    descriptionEn: 'The essential Apple Watch for activity tracking, notifications and fall detection.',
    descriptionMn: 'Хөдөлгөөн хянах, мэдэгдэл хүлээн авах, унасныг илрүүлэх үндсэн боломжуудтай Apple Watch.',
    brand: 'apple', category: 'smartwatches-wearables', origin: 'US', price: 1050000, stock: 20, tags: ['smartwatch', 'apple'],
  },
  {
    slug: 'samsung-galaxy-watch8-44mm', nameEn: 'Samsung Galaxy Watch8 44mm', nameMn: 'Samsung Galaxy Watch8 ухаалаг цаг 44мм',
    descriptionEn: 'A slim Wear OS smartwatch with advanced sleep coaching and body composition measurement.',
    descriptionMn: 'Нойрны зөвлөгөө өгч, биеийн бүтцийг хэмждэг нимгэн Wear OS ухаалаг цаг.',
    brand: 'samsung', category: 'smartwatches-wearables', origin: 'KR', price: 1190000, compareAtPrice: 1390000, stock: 18, tags: ['smartwatch', 'samsung', 'android'],
  },
  {
    slug: 'xiaomi-smart-band-10', nameEn: 'Xiaomi Smart Band 10', nameMn: 'Xiaomi Smart Band 10 ухаалаг бугуйвч',
    descriptionEn: 'A light fitness band with an AMOLED screen and up to 21 days of battery.',
    descriptionMn: 'AMOLED дэлгэцтэй, 21 хоног хүртэл цэнэг барьдаг хөнгөн фитнес бугуйвч.',
    brand: 'xiaomi', category: 'smartwatches-wearables', origin: 'CN', price: 165000, compareAtPrice: 189000, stock: 90, tags: ['fitness', 'band', 'budget'],
  },
  {
    slug: 'huawei-watch-gt-5-46mm', nameEn: 'Huawei Watch GT 5 46mm', nameMn: 'Huawei Watch GT 5 ухаалаг цаг 46мм',
    descriptionEn: 'A classic-looking smartwatch with up to two weeks of battery and accurate GPS.',
    descriptionMn: 'Сонгодог загвартай, хоёр долоо хоног хүртэл цэнэг барих, нарийвчлал сайтай GPS-тэй ухаалаг цаг.',
    brand: 'huawei', category: 'smartwatches-wearables', origin: 'CN', price: 790000, compareAtPrice: 890000, stock: 24, tags: ['smartwatch', 'huawei', 'gps'],
  },

  // ── Chargers & phone accessories ─────────────────────────────────────────
  {
    slug: 'anker-nano-power-bank-10000-30w', nameEn: 'Anker Nano Power Bank 10,000mAh 30W', nameMn: 'Anker Nano зөөврийн цэнэглэгч 10000mAh 30W',
    descriptionEn: 'A pocket-size power bank with a built-in USB-C cable that fast-charges phones.',
    descriptionMn: 'Дотроо USB-C кабельтай, утсыг хурдан цэнэглэдэг, халаасны хэмжээтэй зөөврийн цэнэглэгч.',
    brand: 'anker', category: 'phone-accessories', origin: 'CN', price: 129000, stock: 80, tags: ['powerbank', 'charger', 'usb-c'],
  },
  {
    slug: 'anker-prime-charger-67w', nameEn: 'Anker Prime 67W GaN Charger (3 ports)', nameMn: 'Anker Prime 67W GaN цэнэглэгч (3 порттой)',
    descriptionEn: 'Charges a laptop, phone and earbuds at once from one compact plug.',
    descriptionMn: 'Нэг жижиг цэнэглэгчээр зөөврийн компьютер, утас, чихэвчийг зэрэг цэнэглэнэ.',
    brand: 'anker', category: 'phone-accessories', origin: 'CN', price: 199000, compareAtPrice: 229000, stock: 45, tags: ['charger', 'gan', 'usb-c'],
  },
  {
    slug: 'apple-20w-usb-c-power-adapter', nameEn: 'Apple 20W USB-C Power Adapter', nameMn: 'Apple 20W USB-C цэнэглэгчийн толгой',
    descriptionEn: 'The official Apple fast charger for iPhone and iPad.',
    descriptionMn: 'iPhone, iPad-д зориулсан Apple-ийн албан ёсны хурдан цэнэглэгч.',
    brand: 'apple', category: 'phone-accessories', origin: 'US', price: 89000, stock: 100, tags: ['charger', 'apple', 'usb-c'],
  },
  {
    slug: 'baseus-usb-c-cable-100w-2m', nameEn: 'Baseus USB-C to USB-C Cable 100W 2m', nameMn: 'Baseus USB-C кабель 100W 2м',
    descriptionEn: 'A braided, tangle-free cable that carries up to 100W for phones and laptops.',
    descriptionMn: 'Утас, зөөврийн компьютерт 100W хүртэл цэнэг дамжуулах, сүлжмэл бүрхүүлтэй, орооцолддоггүй кабель.',
    brand: 'baseus', category: 'phone-accessories', origin: 'CN', price: 25000, stock: 200, tags: ['cable', 'usb-c'],
  },
  {
    slug: 'samsung-45w-power-adapter', nameEn: 'Samsung 45W Super Fast Charger', nameMn: 'Samsung 45W супер хурдан цэнэглэгч',
    descriptionEn: 'Official Samsung charger for Super Fast Charging 2.0 on Galaxy phones.',
    descriptionMn: 'Galaxy утсыг Super Fast Charging 2.0 горимоор цэнэглэх Samsung-ийн албан ёсны цэнэглэгч.',
    brand: 'samsung', category: 'phone-accessories', origin: 'KR', price: 119000, stock: 55, tags: ['charger', 'samsung', 'usb-c'],
  },
  {
    slug: 'xiaomi-power-bank-20000-33w', nameEn: 'Xiaomi Power Bank 20,000mAh 33W', nameMn: 'Xiaomi зөөврийн цэнэглэгч 20000mAh 33W',
    descriptionEn: 'High-capacity power bank that charges a phone four to five times.',
    descriptionMn: 'Утсыг 4–5 удаа бүрэн цэнэглэх багтаамжтай зөөврийн цэнэглэгч.',
    brand: 'xiaomi', category: 'phone-accessories', origin: 'CN', price: 99000, stock: 70, tags: ['powerbank', 'charger'],
  },

  // ── Laptops ──────────────────────────────────────────────────────────────
  {
    slug: 'apple-macbook-air-13-m4-16gb-256gb', nameEn: 'Apple MacBook Air 13" M4 16GB/256GB', nameMn: 'Apple MacBook Air 13" M4 зөөврийн компьютер 16GB/256GB',
    descriptionEn: 'Thin, silent and fast, with up to 18 hours of battery life. US keyboard layout.',
    descriptionMn: 'Нимгэн, чимээгүй, хурдан, 18 цаг хүртэл цэнэг барьдаг зөөврийн компьютер. Англи (US) гарын байрлалтай.',
    brand: 'apple', category: 'laptops', origin: 'US', price: 4290000, compareAtPrice: 4590000, stock: 14, tags: ['laptop', 'macos', 'apple'],
  },
  {
    slug: 'apple-macbook-pro-14-m5-16gb-512gb', nameEn: 'Apple MacBook Pro 14" M5 16GB/512GB', nameMn: 'Apple MacBook Pro 14" M5 зөөврийн компьютер 16GB/512GB',
    descriptionEn: 'A Liquid Retina XDR display and the M5 chip for photo, video and development work.',
    descriptionMn: 'Liquid Retina XDR дэлгэц, M5 чиптэй, зураг, видео засвар, програмчлалд зориулсан компьютер.',
    brand: 'apple', category: 'laptops', origin: 'US', price: 6990000, stock: 8, tags: ['laptop', 'macos', 'apple', 'pro'],
  },
  {
    slug: 'lenovo-ideapad-slim-5-14', nameEn: 'Lenovo IdeaPad Slim 5 14" Ryzen 7 16GB/512GB', nameMn: 'Lenovo IdeaPad Slim 5 14" зөөврийн компьютер Ryzen 7 16GB/512GB',
    descriptionEn: 'A light everyday laptop with an OLED screen, good for students and office work.',
    descriptionMn: 'OLED дэлгэцтэй, оюутан болон оффисын ажилд тохиромжтой хөнгөн зөөврийн компьютер.',
    brand: 'lenovo', category: 'laptops', origin: 'CN', price: 2390000, compareAtPrice: 2590000, stock: 20, tags: ['laptop', 'windows', 'student'],
  },
  {
    slug: 'lenovo-legion-5-rtx-5060', nameEn: 'Lenovo Legion 5 15" RTX 5060 Gaming Laptop', nameMn: 'Lenovo Legion 5 15" RTX 5060 тоглоомын зөөврийн компьютер',
    descriptionEn: 'A gaming laptop with a GeForce RTX 5060, 165Hz display and efficient cooling.',
    descriptionMn: 'GeForce RTX 5060 видео карт, 165Hz дэлгэц, сайн хөргөлттэй тоглоомын зөөврийн компьютер.',
    brand: 'lenovo', category: 'laptops', origin: 'CN', price: 5190000, stock: 7, tags: ['laptop', 'gaming', 'windows'],
  },
  {
    slug: 'lg-gram-16-2025', nameEn: 'LG gram 16" Core Ultra 7 16GB/512GB', nameMn: 'LG gram 16" зөөврийн компьютер Core Ultra 7 16GB/512GB',
    descriptionEn: 'A 16-inch laptop that weighs about 1.2kg, with long battery life.',
    descriptionMn: 'Ердөө 1.2 кг орчим жинтэй, удаан цэнэг барьдаг 16 инчийн зөөврийн компьютер.',
    brand: 'lg', category: 'laptops', origin: 'KR', price: 4590000, stock: 9, tags: ['laptop', 'windows', 'lightweight'],
  },
  {
    slug: 'samsung-galaxy-book5-pro-14', nameEn: 'Samsung Galaxy Book5 Pro 14"', nameMn: 'Samsung Galaxy Book5 Pro 14" зөөврийн компьютер',
    descriptionEn: 'A premium AMOLED laptop that works seamlessly with Galaxy phones and tablets.',
    descriptionMn: 'Galaxy утас, таблеттай уялдаж ажилладаг, AMOLED дэлгэцтэй дээд зэрэглэлийн зөөврийн компьютер.',
    brand: 'samsung', category: 'laptops', origin: 'KR', price: 4990000, stock: 4, active: false, tags: ['laptop', 'windows', 'samsung'],
  },
  {
    slug: 'huawei-matebook-d16', nameEn: 'Huawei MateBook D 16 i5 16GB/512GB', nameMn: 'Huawei MateBook D 16 зөөврийн компьютер i5 16GB/512GB',
    descriptionEn: 'A large-screen laptop with a metal body at a reasonable price.',
    descriptionMn: 'Металл их биетэй, том дэлгэцтэй, боломжийн үнэтэй зөөврийн компьютер.',
    brand: 'huawei', category: 'laptops', origin: 'CN', price: 2690000, stock: 12, tags: ['laptop', 'windows'],
  },
  {
    slug: 'hp-pavilion-15-i5', nameEn: 'HP Pavilion 15 i5 8GB/512GB', nameMn: 'HP Pavilion 15 зөөврийн компьютер i5 8GB/512GB',
    descriptionEn: 'A dependable 15.6-inch laptop for home, school and office.',
    descriptionMn: 'Гэр, сургууль, оффисын хэрэглээнд найдвартай 15.6 инчийн зөөврийн компьютер.',
    brand: 'hp', category: 'laptops', origin: 'US', price: 2190000, compareAtPrice: 2390000, stock: 15, tags: ['laptop', 'windows', 'student'],
  },

  // ── Tablets ──────────────────────────────────────────────────────────────
  {
    slug: 'apple-ipad-11-a16-128gb', nameEn: 'Apple iPad 11" (A16) Wi-Fi 128GB', nameMn: 'Apple iPad 11" (A16) таблет Wi-Fi 128GB',
    descriptionEn: 'The everyday iPad for study, video and drawing with Apple Pencil (USB-C).',
    descriptionMn: 'Хичээл, видео үзэх, Apple Pencil (USB-C)-ээр зурахад тохиромжтой өдөр тутмын iPad.',
    brand: 'apple', category: 'tablets', origin: 'US', price: 1690000, stock: 26, tags: ['tablet', 'ipad', 'apple'],
  },
  {
    slug: 'apple-ipad-air-11-m3-128gb', nameEn: 'Apple iPad Air 11" M3 Wi-Fi 128GB', nameMn: 'Apple iPad Air 11" M3 таблет Wi-Fi 128GB',
    descriptionEn: 'Laptop-class M3 performance in a thin tablet that supports Apple Pencil Pro.',
    descriptionMn: 'Apple Pencil Pro дэмждэг, нимгэн их биед зөөврийн компьютерийн хүчин чадалтай M3 чиптэй таблет.',
    brand: 'apple', category: 'tablets', origin: 'US', price: 2690000, stock: 10, tags: ['tablet', 'ipad', 'apple'],
  },
  {
    slug: 'samsung-galaxy-tab-s10-fe-128gb', nameEn: 'Samsung Galaxy Tab S10 FE 128GB', nameMn: 'Samsung Galaxy Tab S10 FE таблет 128GB',
    descriptionEn: 'A 10.9-inch tablet with the S Pen in the box and IP68 protection.',
    descriptionMn: 'Хайрцагтаа S Pen үзэгтэй, IP68 хамгаалалттай 10.9 инчийн таблет.',
    brand: 'samsung', category: 'tablets', origin: 'KR', price: 1590000, compareAtPrice: 1790000, stock: 13, tags: ['tablet', 'android', 'samsung'],
  },
  {
    slug: 'xiaomi-pad-7-128gb', nameEn: 'Xiaomi Pad 7 8GB/128GB', nameMn: 'Xiaomi Pad 7 таблет 8GB/128GB',
    descriptionEn: 'A sharp 11.2-inch 3.2K display and quad speakers for films and games.',
    descriptionMn: 'Кино, тоглоомд зориулсан 11.2 инчийн 3.2K тод дэлгэц, дөрвөн чанга яригчтай таблет.',
    brand: 'xiaomi', category: 'tablets', origin: 'CN', price: 1190000, compareAtPrice: 1290000, stock: 30, tags: ['tablet', 'android'],
  },
  {
    slug: 'lenovo-tab-m11-128gb', nameEn: 'Lenovo Tab M11 4GB/128GB', nameMn: 'Lenovo Tab M11 таблет 4GB/128GB',
    descriptionEn: 'An affordable family tablet for online lessons and videos.',
    descriptionMn: 'Цахим хичээл, видео үзэхэд зориулсан гэр бүлийн хямд таблет.',
    brand: 'lenovo', category: 'tablets', origin: 'CN', price: 690000, stock: 40, tags: ['tablet', 'android', 'kids'],
  },

  // ── Computer accessories ─────────────────────────────────────────────────
  {
    slug: 'samsung-t7-portable-ssd-1tb', nameEn: 'Samsung T7 Portable SSD 1TB', nameMn: 'Samsung T7 зөөврийн SSD хатуу диск 1TB',
    descriptionEn: 'A pocket-size external SSD with transfer speeds up to 1,050MB/s.',
    descriptionMn: 'Секундэд 1050MB хүртэл хурдтай, халаасны хэмжээтэй гадаад SSD диск.',
    brand: 'samsung', category: 'computer-accessories', origin: 'KR', price: 390000, compareAtPrice: 450000, stock: 35, tags: ['ssd', 'storage'],
  },
  {
    slug: 'anker-7-in-1-usb-c-hub', nameEn: 'Anker 7-in-1 USB-C Hub', nameMn: 'Anker 7-in-1 USB-C хаб (салаалагч)',
    descriptionEn: 'Adds HDMI 4K, USB-A, SD card and 100W pass-through charging to a laptop.',
    descriptionMn: 'Зөөврийн компьютерт HDMI 4K, USB-A, SD карт болон 100W цэнэглэх порт нэмнэ.',
    brand: 'anker', category: 'computer-accessories', origin: 'CN', price: 149000, stock: 50, tags: ['hub', 'usb-c', 'laptop'],
  },
  {
    slug: 'xiaomi-wireless-mouse-lite', nameEn: 'Xiaomi Wireless Mouse Lite', nameMn: 'Xiaomi утасгүй хулгана Lite',
    descriptionEn: 'A simple, quiet wireless mouse with a USB receiver.',
    descriptionMn: 'USB хүлээн авагчтай, энгийн, чимээгүй утасгүй хулгана.',
    brand: 'xiaomi', category: 'computer-accessories', origin: 'CN', price: 29000, stock: 150, tags: ['mouse', 'wireless'],
  },
  {
    slug: 'apple-magic-keyboard-touch-id', nameEn: 'Apple Magic Keyboard with Touch ID (US English)', nameMn: 'Apple Magic Keyboard Touch ID-тай гар (англи)',
    descriptionEn: 'A wireless keyboard with Touch ID for Macs with Apple silicon.',
    descriptionMn: 'Apple чиптэй Mac компьютерт зориулсан, Touch ID-тай утасгүй гар.',
    brand: 'apple', category: 'computer-accessories', origin: 'US', price: 590000, stock: 11, tags: ['keyboard', 'apple', 'wireless'],
  },
  {
    slug: 'canon-pixma-g3470-printer', nameEn: 'Canon PIXMA G3470 Ink Tank Printer', nameMn: 'Canon PIXMA G3470 бэхний савтай хэвлэгч',
    descriptionEn: 'A Wi-Fi all-in-one printer with refillable ink tanks for very low cost per page.',
    descriptionMn: 'Бэхээ дахин дүүргэдэг тул нэг хуудас хэвлэх зардал маш бага, Wi-Fi-тай олон үйлдэлт хэвлэгч.',
    brand: 'canon', category: 'computer-accessories', origin: 'JP', price: 690000, stock: 9, tags: ['printer', 'office'],
  },
  {
    slug: 'lg-ultragear-27-qhd-180hz', nameEn: 'LG UltraGear 27" QHD 180Hz Gaming Monitor', nameMn: 'LG UltraGear 27" QHD 180Hz тоглоомын дэлгэц',
    descriptionEn: 'A fast IPS gaming monitor with 1ms response time and HDR10.',
    descriptionMn: '1ms хариу үйлдэлтэй, HDR10 дэмждэг, хурдан IPS тоглоомын дэлгэц.',
    brand: 'lg', category: 'computer-accessories', origin: 'KR', price: 1090000, stock: 10, tags: ['monitor', 'gaming'],
  },

  // ── Cameras & drones ─────────────────────────────────────────────────────
  {
    slug: 'canon-eos-r50-kit-18-45', nameEn: 'Canon EOS R50 Mirrorless Camera with RF-S 18-45mm', nameMn: 'Canon EOS R50 толиргүй камер, RF-S 18-45мм линзтэй',
    descriptionEn: 'A compact, beginner-friendly mirrorless camera with 4K video and fast autofocus.',
    descriptionMn: '4K бичлэг, хурдан автомат фокустэй, анхлан суралцагчдад тохиромжтой авсаархан толиргүй камер.',
    brand: 'canon', category: 'cameras', origin: 'JP', price: 3290000, stock: 6, tags: ['camera', 'mirrorless', 'vlog'],
  },
  {
    slug: 'sony-zv-e10-ii-kit', nameEn: 'Sony ZV-E10 II Vlog Camera Kit 16-50mm', nameMn: 'Sony ZV-E10 II влог камер, 16-50мм линзтэй',
    descriptionEn: 'An interchangeable-lens camera designed for vloggers, with a flip screen and great audio.',
    descriptionMn: 'Эргэдэг дэлгэц, сайн микрофонтой, влогчдод зориулсан солих линзтэй камер.',
    brand: 'sony', category: 'cameras', origin: 'JP', price: 4190000, compareAtPrice: 4490000, stock: 5, tags: ['camera', 'vlog', 'sony'],
  },
  {
    slug: 'dji-osmo-pocket-3', nameEn: 'DJI Osmo Pocket 3', nameMn: 'DJI Osmo Pocket 3 халаасны камер',
    descriptionEn: 'A pocket gimbal camera with a one-inch sensor for smooth 4K video.',
    descriptionMn: 'Нэг инчийн мэдрэгчтэй, 4K бичлэгийг жигд тогтвортой авдаг халаасны тогтворжуулагчтай камер.',
    brand: 'dji', category: 'cameras', origin: 'CN', price: 2190000, compareAtPrice: 2390000, stock: 12, tags: ['camera', 'gimbal', 'vlog'],
  },
  {
    slug: 'dji-osmo-action-5-pro', nameEn: 'DJI Osmo Action 5 Pro', nameMn: 'DJI Osmo Action 5 Pro экшн камер',
    descriptionEn: 'A rugged, waterproof action camera that works down to −20°C.',
    descriptionMn: '−20°C хүйтэнд ч ажилладаг, ус цохилтод тэсвэртэй экшн камер.',
    brand: 'dji', category: 'cameras', origin: 'CN', price: 1590000, stock: 15, tags: ['camera', 'action', 'waterproof'],
  },
  {
    slug: 'dji-mini-4-pro-rc-2', nameEn: 'DJI Mini 4 Pro Drone with DJI RC 2', nameMn: 'DJI Mini 4 Pro дрон, DJI RC 2 удирдлагатай',
    descriptionEn: 'A sub-249g drone with 4K HDR video and omnidirectional obstacle sensing.',
    descriptionMn: '249 граммаас бага жинтэй, 4K HDR бичлэгтэй, бүх чиглэлд саад мэдэрдэг дрон.',
    brand: 'dji', category: 'drones', origin: 'CN', price: 3690000, compareAtPrice: 3990000, stock: 0, tags: ['drone', 'camera', '4k'],
  },
  {
    slug: 'dji-neo', nameEn: 'DJI Neo Selfie Drone', nameMn: 'DJI Neo селфи дрон',
    descriptionEn: 'A palm-sized drone that takes off from your hand and follows you for selfies.',
    descriptionMn: 'Алган дээрээс хөөрч, таныг дагаж селфи бичлэг хийдэг жижигхэн дрон.',
    brand: 'dji', category: 'drones', origin: 'CN', price: 790000, stock: 18, tags: ['drone', 'selfie'],
  },

  // ── Korean skincare ──────────────────────────────────────────────────────
  {
    slug: 'cosrx-advanced-snail-96-mucin-essence-100ml', nameEn: 'COSRX Advanced Snail 96 Mucin Power Essence 100ml', nameMn: 'COSRX Advanced Snail 96 эмгэн хумсны салстай эссенц 100мл',
    descriptionEn: 'A lightweight essence with 96% snail secretion filtrate that soothes and hydrates dry, tired skin.',
    descriptionMn: '96% эмгэн хумсны салс агуулсан, хуурай, ядарсан арьсыг тайвшруулж чийгшүүлдэг хөнгөн эссенц.',
    brand: 'cosrx', category: 'skincare', origin: 'KR', price: 45000, compareAtPrice: 52000, stock: 120, tags: ['skincare', 'essence', 'hydrating'],
  },
  {
    slug: 'cosrx-low-ph-good-morning-gel-cleanser-150ml', nameEn: 'COSRX Low pH Good Morning Gel Cleanser 150ml', nameMn: 'COSRX Low pH Good Morning нүүр угаагч гель 150мл',
    descriptionEn: 'A gentle, low-pH morning cleanser with tea tree oil that does not dry the skin.',
    descriptionMn: 'Цайны модны тос агуулсан, арьсыг хатаадаггүй, бага pH-тэй зөөлөн нүүр угаагч.',
    brand: 'cosrx', category: 'skincare', origin: 'KR', price: 24000, stock: 140, tags: ['skincare', 'cleanser'],
  },
  {
    slug: 'cosrx-acne-pimple-master-patch-24', nameEn: 'COSRX Acne Pimple Master Patch (24 patches)', nameMn: 'COSRX батганы наалт (24 ширхэг)',
    descriptionEn: 'Hydrocolloid patches that protect blemishes and help them heal overnight.',
    descriptionMn: 'Батгыг хамгаалж, шөнийн дотор эдгэрэхэд нь тусалдаг гидроколлоид наалт.',
    brand: 'cosrx', category: 'skincare', origin: 'KR', price: 13500, stock: 200, tags: ['skincare', 'acne', 'patch'],
  },
  {
    slug: 'innisfree-green-tea-seed-hyaluronic-serum-80ml', nameEn: 'Innisfree Green Tea Seed Hyaluronic Serum 80ml', nameMn: 'Innisfree ногоон цайны үрийн гиалуроны серум 80мл',
    descriptionEn: 'Jeju green tea and hyaluronic acid for deep, long-lasting moisture.',
    descriptionMn: 'Жэжүгийн ногоон цай, гиалуроны хүчлээр арьсыг гүн, удаан чийгшүүлнэ.',
    brand: 'innisfree', category: 'skincare', origin: 'KR', price: 68000, compareAtPrice: 78000, stock: 75, tags: ['skincare', 'serum', 'hydrating'],
  },
  {
    slug: 'missha-time-revolution-first-treatment-essence-150ml', nameEn: 'Missha Time Revolution The First Treatment Essence 150ml', nameMn: 'Missha Time Revolution First Treatment эссенц 150мл',
    descriptionEn: 'A fermented yeast essence that evens skin tone and improves texture.',
    descriptionMn: 'Исгэсэн мөөгөнцрийн хандтай, арьсны өнгийг жигдэлж, гөлгөр болгодог эссенц.',
    brand: 'missha', category: 'skincare', origin: 'KR', price: 89000, stock: 40, tags: ['skincare', 'essence', 'brightening'],
  },
  {
    slug: 'round-lab-1025-dokdo-toner-200ml', nameEn: 'Round Lab 1025 Dokdo Toner 200ml', nameMn: 'Round Lab 1025 Dokdo тонер 200мл',
    descriptionEn: 'A mild exfoliating toner with deep-sea water that refreshes and hydrates.',
    descriptionMn: 'Далайн гүний ус агуулсан, арьсыг сэргээж чийгшүүлдэг, зөөлөн гуужуулагч тонер.',
    brand: 'round-lab', category: 'skincare', origin: 'KR', price: 52000, stock: 60, tags: ['skincare', 'toner'],
  },
  {
    slug: 'sulwhasoo-first-care-activating-serum-90ml', nameEn: 'Sulwhasoo First Care Activating Serum 90ml', nameMn: 'Sulwhasoo First Care идэвхжүүлэгч серум 90мл',
    descriptionEn: 'Sulwhasoo’s iconic first-step serum with Korean herbal extracts for firm, radiant skin.',
    descriptionMn: 'Солонгосын ургамлын хандтай, арьсыг чангалж гэрэлтүүлдэг Sulwhasoo-гийн алдарт анхны алхмын серум.',
    brand: 'sulwhasoo', category: 'skincare', origin: 'KR', price: 420000, compareAtPrice: 480000, stock: 12, tags: ['skincare', 'serum', 'luxury', 'anti-aging'],
  },
  {
    slug: 'some-by-mi-aha-bha-pha-30-days-miracle-toner-150ml', nameEn: 'SOME BY MI AHA-BHA-PHA 30 Days Miracle Toner 150ml', nameMn: 'SOME BY MI AHA-BHA-PHA 30 Days Miracle тонер 150мл',
    descriptionEn: 'A tea tree toner with gentle acids for oily and acne-prone skin.',
    descriptionMn: 'Цайны модны ханд, зөөлөн хүчил агуулсан, тослог, батга гардаг арьсанд зориулсан тонер.',
    brand: 'some-by-mi', category: 'skincare', origin: 'KR', price: 46000, stock: 55, tags: ['skincare', 'toner', 'acne'],
  },
  {
    slug: 'dr-jart-cicapair-tiger-grass-cream-50ml', nameEn: 'Dr.Jart+ Cicapair Tiger Grass Cream 50ml', nameMn: 'Dr.Jart+ Cicapair тайвшруулах тос 50мл',
    descriptionEn: 'A centella cream that calms redness and protects skin from cold, dry air.',
    descriptionMn: 'Центелла ханд агуулсан, улайлтыг дарж, арьсыг хүйтэн хуурай агаараас хамгаалдаг тос.',
    brand: 'dr-jart', category: 'skincare', origin: 'KR', price: 115000, stock: 25, tags: ['skincare', 'cream', 'sensitive'],
  },

  // ── Face & sheet masks ───────────────────────────────────────────────────
  {
    slug: 'mediheal-tea-tree-care-solution-sheet-mask', nameEn: 'Mediheal Tea Tree Care Solution Essential Sheet Mask', nameMn: 'Mediheal цайны модны хандтай хуудсан нүүрний маск',
    descriptionEn: 'A soothing sheet mask for oily and troubled skin. Price per single mask.',
    descriptionMn: 'Тослог, асуудалтай арьсыг тайвшруулах хуудсан маск. Үнэ нь нэг ширхэгийнх.',
    brand: 'mediheal', category: 'face-masks', origin: 'KR', price: 3500, stock: 200, tags: ['mask', 'sheet-mask', 'acne'],
  },
  {
    slug: 'mediheal-nmf-aquaring-ampoule-mask-10', nameEn: 'Mediheal N.M.F Aquaring Ampoule Mask (10 pack)', nameMn: 'Mediheal N.M.F чийгшүүлэх ампул нүүрний маск (10 ширхэг)',
    descriptionEn: 'Ten intensely hydrating masks, ideal for Ulaanbaatar’s dry winter air.',
    descriptionMn: 'Улаанбаатарын хуурай өвлийн агаарт тохиромжтой, арьсыг хүчтэй чийгшүүлэх 10 маск.',
    brand: 'mediheal', category: 'face-masks', origin: 'KR', price: 32000, compareAtPrice: 38000, stock: 90, tags: ['mask', 'sheet-mask', 'hydrating'],
  },
  {
    slug: 'laneige-water-sleeping-mask-70ml', nameEn: 'Laneige Water Sleeping Mask 70ml', nameMn: 'Laneige Water Sleeping унтлагын маск 70мл',
    descriptionEn: 'An overnight gel mask that wakes up tired, dehydrated skin.',
    descriptionMn: 'Шөнөжин түрхэж унтдаг, ядарч усгүйжсэн арьсыг сэргээдэг гель маск.',
    brand: 'laneige', category: 'face-masks', origin: 'KR', price: 72000, stock: 45, tags: ['mask', 'sleeping-mask', 'hydrating'],
  },
  {
    slug: 'laneige-lip-sleeping-mask-berry-20g', nameEn: 'Laneige Lip Sleeping Mask Berry 20g', nameMn: 'Laneige уруулын унтлагын маск, жимсний үнэртэй 20г',
    descriptionEn: 'A rich overnight lip mask that repairs chapped lips.',
    descriptionMn: 'Хагарсан уруулыг шөнийн дотор зөөлрүүлж нөхөн сэргээдэг өтгөн маск.',
    brand: 'laneige', category: 'face-masks', origin: 'KR', price: 55000, compareAtPrice: 62000, stock: 80, tags: ['lip', 'mask'],
  },
  {
    slug: 'innisfree-super-volcanic-pore-clay-mask-100ml', nameEn: 'Innisfree Super Volcanic Pore Clay Mask 100ml', nameMn: 'Innisfree галт уулын шавартай нүх сүв цэвэрлэх маск 100мл',
    descriptionEn: 'Jeju volcanic clay absorbs excess oil and cleans pores.',
    descriptionMn: 'Жэжүгийн галт уулын шавар илүүдэл тосыг шингээж, нүх сүвийг цэвэрлэнэ.',
    brand: 'innisfree', category: 'face-masks', origin: 'KR', price: 42000, stock: 0, tags: ['mask', 'clay', 'pores'],
  },

  // ── Sunscreen ────────────────────────────────────────────────────────────
  {
    slug: 'beauty-of-joseon-relief-sun-spf50-50ml', nameEn: 'Beauty of Joseon Relief Sun: Rice + Probiotics SPF50+ 50ml', nameMn: 'Beauty of Joseon будаа, пробиотиктой нарны тос SPF50+ 50мл',
    descriptionEn: 'A light, creamy sunscreen with no white cast, comfortable under makeup.',
    descriptionMn: 'Цагаан ул мөр үлдээдэггүй, будалтын доор эвтэйхэн, хөнгөн нарны тос.',
    brand: 'beauty-of-joseon', category: 'sunscreen', origin: 'KR', price: 45000, compareAtPrice: 52000, stock: 110, tags: ['sunscreen', 'spf50'],
  },
  {
    slug: 'round-lab-birch-juice-moisturizing-sunscreen-50ml', nameEn: 'Round Lab Birch Juice Moisturizing Sunscreen SPF45 50ml', nameMn: 'Round Lab хусны шүүстэй чийгшүүлэгч нарны тос SPF45 50мл',
    descriptionEn: 'A moisturizing sunscreen for dry skin, with birch sap.',
    descriptionMn: 'Хусны шүүс агуулсан, хуурай арьсанд зориулсан чийгшүүлэгч нарны тос.',
    brand: 'round-lab', category: 'sunscreen', origin: 'KR', price: 48000, stock: 70, tags: ['sunscreen', 'hydrating'],
  },
  {
    slug: 'missha-all-around-safe-block-essence-sun-milk-70ml', nameEn: 'Missha All Around Safe Block Essence Sun Milk SPF50+ 70ml', nameMn: 'Missha All Around Safe Block нарны сүү SPF50+ 70мл',
    descriptionEn: 'A fast-absorbing sun milk for face and body, for daily city use.',
    descriptionMn: 'Нүүр, биед хэрэглэх, хурдан шингэдэг, өдөр тутмын нарны сүү.',
    brand: 'missha', category: 'sunscreen', origin: 'KR', price: 35000, stock: 65, tags: ['sunscreen', 'spf50'],
  },

  // ── Makeup ───────────────────────────────────────────────────────────────
  {
    slug: 'missha-m-perfect-cover-bb-cream-50ml', nameEn: 'Missha M Perfect Cover BB Cream SPF42 50ml', nameMn: 'Missha M Perfect Cover BB тос SPF42 50мл',
    descriptionEn: 'A classic Korean BB cream with good coverage and sun protection.',
    descriptionMn: 'Сайн далдалдаг, нарнаас хамгаалалттай, Солонгосын сонгодог BB тос.',
    brand: 'missha', category: 'makeup', origin: 'KR', price: 36000, stock: 85, tags: ['makeup', 'bb-cream'],
  },
  {
    slug: 'laneige-neo-cushion-matte', nameEn: 'Laneige Neo Cushion Matte SPF42 (with refill)', nameMn: 'Laneige Neo Cushion матт кушон пудра SPF42 (нөөцтэй)',
    descriptionEn: 'A long-wearing matte cushion foundation with a refill included.',
    descriptionMn: 'Удаан тогтдог, матт өнгөтэй, нөөц савтай кушон пудра.',
    brand: 'laneige', category: 'makeup', origin: 'KR', price: 118000, compareAtPrice: 135000, stock: 30, tags: ['makeup', 'cushion', 'foundation'],
  },
  {
    slug: 'romand-juicy-lasting-tint', nameEn: 'rom&nd Juicy Lasting Tint 5.5g', nameMn: 'rom&nd Juicy Lasting уруулын тинт 5.5г',
    descriptionEn: 'A glossy, long-lasting lip tint in bright fruity shades.',
    descriptionMn: 'Гялалзсан, удаан тогтдог, тод жимсний өнгөтэй уруулын тинт.',
    brand: 'romand', category: 'makeup', origin: 'KR', price: 24000, stock: 100, tags: ['makeup', 'lip', 'tint'],
  },
  {
    slug: 'etude-fixing-tint', nameEn: 'ETUDE Fixing Tint 4g', nameMn: 'ETUDE Fixing уруулын тинт 4г',
    descriptionEn: 'A velvet-matte lip tint that stays put through meals.',
    descriptionMn: 'Хоол идэхэд ч арилдаггүй, хилэн мэт матт уруулын тинт.',
    brand: 'etude', category: 'makeup', origin: 'KR', price: 22000, stock: 70, tags: ['makeup', 'lip', 'matte'],
  },

  // ── Multivitamins ────────────────────────────────────────────────────────
  {
    slug: 'centrum-adults-multivitamin-200', nameEn: 'Centrum Adults Multivitamin (200 tablets)', nameMn: 'Centrum насанд хүрэгчдийн олон төрлийн витамин (200 шахмал)',
    descriptionEn: 'A complete daily multivitamin and multimineral for adults, about six months’ supply.',
    descriptionMn: 'Насанд хүрэгчдэд зориулсан өдөр тутмын бүрэн найрлагатай витамин, эрдэс бодис. Зургаа орчим сарын хэрэглээ.',
    brand: 'centrum', category: 'multivitamins', origin: 'US', price: 92000, compareAtPrice: 105000, stock: 60, tags: ['vitamins', 'multivitamin', 'adults'],
  },
  {
    slug: 'centrum-silver-adults-50-plus-125', nameEn: 'Centrum Silver Adults 50+ (125 tablets)', nameMn: 'Centrum Silver 50-аас дээш насныханд зориулсан витамин (125 шахмал)',
    descriptionEn: 'A multivitamin tailored for people over 50, supporting heart, brain and eyes.',
    descriptionMn: '50-аас дээш насныханд зориулсан, зүрх, тархи, нүдний эрүүл мэндийг дэмжих витамин.',
    brand: 'centrum', category: 'multivitamins', origin: 'US', price: 85000, stock: 40, tags: ['vitamins', 'multivitamin', 'seniors'],
  },
  {
    slug: 'kirkland-signature-daily-multi-500', nameEn: 'Kirkland Signature Daily Multi (500 tablets)', nameMn: 'Kirkland Signature өдөр тутмын олон төрлийн витамин (500 шахмал)',
    descriptionEn: 'A great-value multivitamin in a large family-size bottle.',
    descriptionMn: 'Гэр бүлд хүрэлцэхүйц том савлагаатай, үнэ цэнэтэй олон төрлийн витамин.',
    brand: 'kirkland-signature', category: 'multivitamins', origin: 'US', price: 89000, compareAtPrice: 99000, stock: 55, tags: ['vitamins', 'multivitamin', 'value'],
  },
  {
    slug: 'vitafusion-womens-multivitamin-gummies-150', nameEn: "Vitafusion Women's Multivitamin Gummies (150)", nameMn: 'Vitafusion эмэгтэйчүүдийн олон төрлийн витамин, зажилдаг (150 ширхэг)',
    descriptionEn: 'Berry-flavoured gummy multivitamins formulated for women.',
    descriptionMn: 'Эмэгтэйчүүдэд зориулсан, жимсний амттай зажилдаг витамин.',
    brand: 'vitafusion', category: 'multivitamins', origin: 'US', price: 65000, stock: 35, tags: ['vitamins', 'gummies', 'women'],
  },
  {
    slug: 'by-health-multivitamin-minerals-100', nameEn: 'BY-HEALTH Multivitamin & Minerals (100 tablets)', nameMn: 'BY-HEALTH олон төрлийн витамин, эрдэс бодис (100 шахмал)',
    descriptionEn: 'China’s best-selling daily multivitamin for adults.',
    descriptionMn: 'Хятадад хамгийн их борлуулагддаг, насанд хүрэгчдийн өдөр тутмын витамин.',
    brand: 'by-health', category: 'multivitamins', origin: 'CN', price: 59000, stock: 45, tags: ['vitamins', 'multivitamin'],
  },

  // ── Fish oil ─────────────────────────────────────────────────────────────
  {
    slug: 'nature-made-fish-oil-1200mg-200', nameEn: 'Nature Made Fish Oil 1200mg (200 softgels)', nameMn: 'Nature Made загасны тос 1200мг (200 капсул)',
    descriptionEn: 'Omega-3 EPA and DHA to support heart health.',
    descriptionMn: 'Зүрхний эрүүл мэндийг дэмжих омега-3 (EPA, DHA) агуулсан загасны тос.',
    brand: 'nature-made', category: 'fish-oil-omega', origin: 'US', price: 72000, stock: 70, tags: ['fish-oil', 'omega-3', 'heart'],
  },
  {
    slug: 'kirkland-signature-fish-oil-1000mg-400', nameEn: 'Kirkland Signature Fish Oil 1000mg (400 softgels)', nameMn: 'Kirkland Signature загасны тос 1000мг (400 капсул)',
    descriptionEn: 'A year’s supply of omega-3 fish oil for the whole family.',
    descriptionMn: 'Гэр бүлээрээ хэрэглэхэд хүрэлцэх, жилийн хэрэглээний омега-3 загасны тос.',
    brand: 'kirkland-signature', category: 'fish-oil-omega', origin: 'US', price: 79000, compareAtPrice: 89000, stock: 65, tags: ['fish-oil', 'omega-3', 'value'],
  },
  {
    slug: 'nordic-naturals-ultimate-omega-120', nameEn: 'Nordic Naturals Ultimate Omega 1280mg (120 softgels)', nameMn: 'Nordic Naturals Ultimate Omega 1280мг (120 капсул)',
    descriptionEn: 'High-potency, lemon-flavoured omega-3 with no fishy aftertaste.',
    descriptionMn: 'Өндөр агууламжтай, нимбэгний амттай, загасны үнэргүй омега-3.',
    brand: 'nordic-naturals', category: 'fish-oil-omega', origin: 'US', price: 145000, stock: 25, tags: ['fish-oil', 'omega-3', 'premium'],
  },

  // ── Single vitamins & minerals ───────────────────────────────────────────
  {
    slug: 'nature-made-vitamin-d3-2000iu-220', nameEn: 'Nature Made Vitamin D3 2000 IU (220 softgels)', nameMn: 'Nature Made Д3 витамин 2000 IU (220 капсул)',
    descriptionEn: 'Vitamin D for bones, teeth and immunity, especially useful during long Mongolian winters.',
    descriptionMn: 'Яс, шүд, дархлааг дэмжих Д витамин. Нар багатай урт өвлийн улиралд ялангуяа хэрэгтэй.',
    brand: 'nature-made', category: 'vitamins-minerals', origin: 'US', price: 49000, compareAtPrice: 55000, stock: 150, tags: ['vitamins', 'vitamin-d', 'immunity'],
  },
  {
    slug: 'now-foods-vitamin-c-1000-100', nameEn: 'NOW Foods Vitamin C-1000 with Rose Hips (100 tablets)', nameMn: 'NOW Foods С витамин 1000мг, нохойн хошууны хандтай (100 шахмал)',
    descriptionEn: 'Sustained-release vitamin C to support the immune system.',
    descriptionMn: 'Аажмаар шингэдэг, дархлааг дэмжих С витамин.',
    brand: 'now-foods', category: 'vitamins-minerals', origin: 'US', price: 52000, stock: 80, tags: ['vitamins', 'vitamin-c', 'immunity'],
  },
  {
    slug: 'now-foods-magnesium-citrate-120', nameEn: 'NOW Foods Magnesium Citrate 200mg (120 tablets)', nameMn: 'NOW Foods магнийн цитрат 200мг (120 шахмал)',
    descriptionEn: 'A well-absorbed magnesium for muscles, nerves and sleep.',
    descriptionMn: 'Булчин, мэдрэлийн систем, нойрыг дэмжих, сайн шингэдэг магни.',
    brand: 'now-foods', category: 'vitamins-minerals', origin: 'US', price: 58000, stock: 50, tags: ['minerals', 'magnesium', 'sleep'],
  },

  // ── Protein, collagen & ginseng ──────────────────────────────────────────
  {
    slug: 'optimum-nutrition-gold-standard-whey-2lb', nameEn: 'Optimum Nutrition Gold Standard 100% Whey, Double Rich Chocolate, 2 lb', nameMn: 'Optimum Nutrition Gold Standard сийвэнгийн уураг, шоколадны амттай, 907г',
    descriptionEn: '24g of protein per scoop for muscle recovery after training.',
    descriptionMn: 'Нэг халбагад 24г уураг агуулсан, дасгалын дараа булчинг сэргээхэд тусална.',
    brand: 'optimum-nutrition', category: 'protein-collagen-ginseng', origin: 'US', price: 199000, stock: 30, tags: ['protein', 'whey', 'fitness'],
  },
  {
    slug: 'optimum-nutrition-gold-standard-whey-5lb', nameEn: 'Optimum Nutrition Gold Standard 100% Whey, Vanilla Ice Cream, 5 lb', nameMn: 'Optimum Nutrition Gold Standard сийвэнгийн уураг, ванилийн амттай, 2.27кг',
    descriptionEn: 'The large tub of the world’s best-selling whey protein, about 74 servings.',
    descriptionMn: 'Дэлхийд хамгийн их борлуулагддаг сийвэнгийн уургийн том сав, 74 орчим удаагийн хэрэглээ.',
    brand: 'optimum-nutrition', category: 'protein-collagen-ginseng', origin: 'US', price: 389000, compareAtPrice: 429000, stock: 16, tags: ['protein', 'whey', 'fitness'],
  },
  {
    slug: 'cheong-kwan-jang-everytime-red-ginseng-30', nameEn: 'Cheong Kwan Jang Everytime Korean Red Ginseng (30 sticks)', nameMn: 'Cheong Kwan Jang Everytime улаан женьшений ханд (30 уут)',
    descriptionEn: 'Six-year-old Korean red ginseng extract in handy daily sticks for energy.',
    descriptionMn: 'Зургаан настай Солонгос улаан женьшений хандыг өдөр бүр ууж болохоор савласан, эрч хүч нэмнэ.',
    brand: 'cheong-kwan-jang', category: 'protein-collagen-ginseng', origin: 'KR', price: 189000, compareAtPrice: 215000, stock: 28, tags: ['ginseng', 'energy', 'gift'],
  },
  {
    slug: 'dhc-collagen-60-days', nameEn: 'DHC Collagen Supplement (60 days, 360 tablets)', nameMn: 'DHC коллаген (60 хоногийн, 360 шахмал)',
    descriptionEn: 'Japanese fish collagen peptide tablets for skin elasticity.',
    descriptionMn: 'Арьсны уян хатан чанарыг дэмжих загасны коллагентай Япон шахмал.',
    brand: 'dhc', category: 'protein-collagen-ginseng', origin: 'JP', price: 49000, stock: 40, tags: ['collagen', 'beauty'],
  },

  // ── Rice cookers ─────────────────────────────────────────────────────────
  {
    slug: 'zojirushi-np-nwc10-pressure-ih-rice-cooker', nameEn: 'Zojirushi NP-NWC10 Pressure Induction Rice Cooker 5.5 cups', nameMn: 'Zojirushi NP-NWC10 даралтат индукц будаа агшаагч 1л',
    descriptionEn: 'Pressure and induction heating for perfectly fluffy rice, with settings for brown rice and porridge.',
    descriptionMn: 'Даралт, индукц халаалтаар будааг яг тохируулж агшаадаг, бор будаа, будааны зутангийн горимтой.',
    brand: 'zojirushi', category: 'rice-cookers', origin: 'JP', price: 1490000, stock: 7, tags: ['rice-cooker', 'kitchen', 'premium'],
  },
  {
    slug: 'zojirushi-ns-lgc05-micom-rice-cooker', nameEn: 'Zojirushi NS-LGC05 Micom Rice Cooker 3 cups', nameMn: 'Zojirushi NS-LGC05 микрокомпьютерт будаа агшаагч 0.54л',
    descriptionEn: 'A compact rice cooker for one or two people.',
    descriptionMn: 'Нэг, хоёр хүнд тохирох жижиг оврын будаа агшаагч.',
    brand: 'zojirushi', category: 'rice-cookers', origin: 'JP', price: 690000, stock: 10, tags: ['rice-cooker', 'kitchen'],
  },
  {
    slug: 'cuckoo-crp-p0609s-pressure-rice-cooker', nameEn: 'Cuckoo CRP-P0609S Electric Pressure Rice Cooker 6 cups', nameMn: 'Cuckoo CRP-P0609S цахилгаан даралтат будаа агшаагч (6 хүний)',
    descriptionEn: 'A Korean pressure rice cooker with voice guide and a non-stick inner pot.',
    descriptionMn: 'Дуут заавартай, наалддаггүй дотор савтай Солонгос даралтат будаа агшаагч.',
    brand: 'cuckoo', category: 'rice-cookers', origin: 'KR', price: 890000, compareAtPrice: 990000, stock: 11, tags: ['rice-cooker', 'kitchen', 'pressure'],
  },

  // ── Kitchen appliances ───────────────────────────────────────────────────
  {
    slug: 'zojirushi-cd-nac40-water-boiler-4l', nameEn: 'Zojirushi CD-NAC40 Micom Water Boiler & Warmer 4L', nameMn: 'Zojirushi CD-NAC40 ус буцалгаж, халуун хадгалагч 4л',
    descriptionEn: 'Keeps hot water ready all day at four temperature settings: perfect for tea and coffee.',
    descriptionMn: 'Халуун усыг өдөржин дөрвөн температурт бэлэн байлгана: цай, кофенд яг тохиромжтой.',
    brand: 'zojirushi', category: 'kitchen-appliances', origin: 'JP', price: 590000, stock: 8, tags: ['kettle', 'water-boiler', 'kitchen'],
  },
  {
    slug: 'panasonic-nn-st34-microwave-25l', nameEn: 'Panasonic NN-ST34 Microwave Oven 25L', nameMn: 'Panasonic NN-ST34 бичил долгионы зуух 25л',
    descriptionEn: 'A reliable 800W microwave with auto-cook and defrost programmes.',
    descriptionMn: 'Автомат болгох, гэсгээх программтай, 800W чадалтай найдвартай бичил долгионы зуух.',
    brand: 'panasonic', category: 'kitchen-appliances', origin: 'JP', price: 490000, stock: 12, tags: ['microwave', 'kitchen'],
  },
  {
    slug: 'xiaomi-smart-air-fryer-6-5l', nameEn: 'Xiaomi Smart Air Fryer 6.5L', nameMn: 'Xiaomi ухаалаг тосгүй шарагч (air fryer) 6.5л',
    descriptionEn: 'Cooks crispy food with little or no oil; control it from your phone.',
    descriptionMn: 'Бага тостой эсвэл тосгүйгээр шаржигнуур хоол хийнэ, утаснаасаа удирдана.',
    brand: 'xiaomi', category: 'kitchen-appliances', origin: 'CN', price: 269000, compareAtPrice: 310000, stock: 33, tags: ['air-fryer', 'kitchen', 'smart-home'],
  },
  {
    slug: 'xiaomi-electric-kettle-2', nameEn: 'Xiaomi Electric Kettle 2 1.7L', nameMn: 'Xiaomi цахилгаан данх 2 1.7л',
    descriptionEn: 'A double-wall stainless kettle that boils fast and stays cool to the touch.',
    descriptionMn: 'Хурдан буцалгадаг, гадна тал нь халдаггүй, давхар ханатай зэвэрдэггүй ган данх.',
    brand: 'xiaomi', category: 'kitchen-appliances', origin: 'CN', price: 79000, stock: 60, tags: ['kettle', 'kitchen'],
  },
  {
    slug: 'kitchenaid-artisan-stand-mixer-4-8l', nameEn: 'KitchenAid Artisan Tilt-Head Stand Mixer 4.8L', nameMn: 'KitchenAid Artisan суурин миксер 4.8л',
    descriptionEn: 'The iconic stand mixer for bread, cakes and buuz dough, with ten speeds.',
    descriptionMn: 'Талх, бялуу, бууз банштай гурилын зуурмагт зориулсан, арван хурдтай алдарт суурин миксер.',
    brand: 'kitchenaid', category: 'kitchen-appliances', origin: 'US', price: 2390000, stock: 0, tags: ['mixer', 'baking', 'kitchen'],
  },

  // ── Air purifiers, humidifiers & vacuums ─────────────────────────────────
  {
    slug: 'coway-airmega-ap-1512hhs', nameEn: 'Coway Airmega AP-1512HHS True HEPA Air Purifier', nameMn: 'Coway Airmega AP-1512HHS HEPA шүүлтүүртэй агаар цэвэршүүлэгч',
    descriptionEn: 'Removes PM2.5 smoke and dust in rooms up to 33m², essential in Ulaanbaatar’s winter smog.',
    descriptionMn: '33м² хүртэл өрөөнд PM2.5 утаа, тоосыг шүүнэ. Улаанбаатарын өвлийн утаанд зайлшгүй хэрэгтэй.',
    brand: 'coway', category: 'air-cleaning', origin: 'KR', price: 890000, compareAtPrice: 990000, stock: 25, tags: ['air-purifier', 'hepa', 'smog'],
  },
  {
    slug: 'xiaomi-smart-air-purifier-4-pro', nameEn: 'Xiaomi Smart Air Purifier 4 Pro', nameMn: 'Xiaomi Smart Air Purifier 4 Pro агаар цэвэршүүлэгч',
    descriptionEn: 'Cleans rooms up to 60m² and shows live PM2.5 readings in the app.',
    descriptionMn: '60м² хүртэл өрөөг цэвэршүүлж, PM2.5-ын үзүүлэлтийг апп дээр бодит цагт харуулна.',
    brand: 'xiaomi', category: 'air-cleaning', origin: 'CN', price: 590000, stock: 40, tags: ['air-purifier', 'smog', 'smart-home'],
  },
  {
    slug: 'xiaomi-smart-humidifier-2', nameEn: 'Xiaomi Smart Humidifier 2 4.5L', nameMn: 'Xiaomi ухаалаг агаар чийгшүүлэгч 2 4.5л',
    descriptionEn: 'Adds moisture to dry, heated winter air; UV-C sterilises the water.',
    descriptionMn: 'Өвлийн халаалттай хуурай агаарыг чийгшүүлнэ, усыг UV-C гэрлээр ариутгана.',
    brand: 'xiaomi', category: 'air-cleaning', origin: 'CN', price: 139000, stock: 50, tags: ['humidifier', 'smart-home'],
  },
  {
    slug: 'xiaomi-robot-vacuum-s20', nameEn: 'Xiaomi Robot Vacuum S20', nameMn: 'Xiaomi Robot Vacuum S20 робот тоос сорогч',
    descriptionEn: 'A robot vacuum and mop with laser navigation and 5,000Pa suction.',
    descriptionMn: 'Лазер навигацтай, 5000Pa сорох хүчтэй, шал угаах боломжтой робот тоос сорогч.',
    brand: 'xiaomi', category: 'air-cleaning', origin: 'CN', price: 690000, compareAtPrice: 790000, stock: 18, tags: ['vacuum', 'robot', 'smart-home'],
  },
  {
    slug: 'samsung-bespoke-jet-ai-cordless-vacuum', nameEn: 'Samsung Bespoke Jet AI Cordless Stick Vacuum', nameMn: 'Samsung Bespoke Jet AI утасгүй босоо тоос сорогч',
    descriptionEn: 'A powerful cordless vacuum with an automatic emptying station.',
    descriptionMn: 'Хогоо автоматаар цэвэрлэдэг суурьтай, хүчтэй утасгүй тоос сорогч.',
    brand: 'samsung', category: 'air-cleaning', origin: 'KR', price: 2490000, stock: 5, tags: ['vacuum', 'cordless'],
  },

  // ── TVs ──────────────────────────────────────────────────────────────────
  {
    slug: 'samsung-55-crystal-uhd-4k-tv', nameEn: 'Samsung 55" Crystal UHD 4K Smart TV', nameMn: 'Samsung 55" Crystal UHD 4K ухаалаг зурагт',
    descriptionEn: 'A 4K smart TV with Tizen apps, YouTube and Netflix built in.',
    descriptionMn: 'YouTube, Netflix зэрэг аппуудтай, Tizen үйлдлийн системтэй 4K ухаалаг зурагт.',
    brand: 'samsung', category: 'tvs', origin: 'KR', price: 1790000, compareAtPrice: 1990000, stock: 10, tags: ['tv', '4k', 'smart-tv'],
  },
  {
    slug: 'lg-oled-evo-c5-55', nameEn: 'LG OLED evo C5 55" 4K Smart TV', nameMn: 'LG OLED evo C5 55" 4K ухаалаг зурагт',
    descriptionEn: 'Perfect blacks and vivid colour from a self-lit OLED panel, with 144Hz for gaming.',
    descriptionMn: 'Өөрөө гэрэлтдэг OLED дэлгэцээр төгс хар, тод өнгө гаргадаг, тоглоомд 144Hz дэмждэг зурагт.',
    brand: 'lg', category: 'tvs', origin: 'KR', price: 5490000, stock: 4, tags: ['tv', 'oled', '4k'],
  },
  {
    slug: 'xiaomi-tv-a-pro-55-2025', nameEn: 'Xiaomi TV A Pro 55" QLED 2025', nameMn: 'Xiaomi TV A Pro 55" QLED зурагт 2025',
    descriptionEn: 'An affordable QLED Google TV with a slim metal frame.',
    descriptionMn: 'Нимгэн металл хүрээтэй, хямд үнэтэй QLED Google TV.',
    brand: 'xiaomi', category: 'tvs', origin: 'CN', price: 1390000, stock: 14, tags: ['tv', 'qled', 'google-tv'],
  },
  {
    slug: 'sony-bravia-7-65', nameEn: 'Sony BRAVIA 7 65" Mini LED 4K TV', nameMn: 'Sony BRAVIA 7 65" Mini LED 4K зурагт',
    descriptionEn: 'A bright Mini LED TV with Sony’s picture processing, ideal for large living rooms.',
    descriptionMn: 'Sony-гийн дүрс боловсруулалттай, тод Mini LED зурагт, том зочны өрөөнд тохиромжтой.',
    brand: 'sony', category: 'tvs', origin: 'JP', price: 6990000, stock: 2, active: false, tags: ['tv', 'mini-led', '4k'],
  },

  // ── Toys ─────────────────────────────────────────────────────────────────
  {
    slug: 'bandai-gundam-hg-rx-78-2', nameEn: 'Bandai HG 1/144 RX-78-2 Gundam Model Kit', nameMn: 'Bandai HG 1/144 RX-78-2 Gundam угсрах загвар',
    descriptionEn: 'A snap-fit Gundam model kit; no glue or paint needed.',
    descriptionMn: 'Цавуу, будаг шаардлагагүй, хавчуулж угсардаг Gundam загвар.',
    brand: 'bandai', category: 'building-toys', origin: 'JP', price: 49000, stock: 40, tags: ['toy', 'model-kit', 'gundam'],
  },
  {
    slug: 'bandai-mg-gundam-barbatos', nameEn: 'Bandai MG 1/100 Gundam Barbatos Model Kit', nameMn: 'Bandai MG 1/100 Gundam Barbatos угсрах загвар',
    descriptionEn: 'A detailed Master Grade kit with an inner frame for experienced builders.',
    descriptionMn: 'Дотор араг ястай, нарийн хийцтэй, туршлагатай хүмүүст зориулсан Master Grade загвар.',
    brand: 'bandai', category: 'building-toys', origin: 'JP', price: 145000, stock: 12, tags: ['toy', 'model-kit', 'gundam'],
  },
  {
    slug: 'magformers-basic-set-62', nameEn: 'Magformers Basic Set 62 pieces', nameMn: 'Magformers соронзон угсрах тоглоом 62 хэсэгтэй',
    descriptionEn: 'Magnetic shapes that click together into 2D and 3D models; ages 3 and up.',
    descriptionMn: 'Соронзон дүрсүүдийг нийлүүлж хавтгай, гурван хэмжээст загвар бүтээнэ. 3-аас дээш насны хүүхдэд.',
    brand: 'magformers', category: 'educational-toys', origin: 'KR', price: 189000, compareAtPrice: 219000, stock: 20, tags: ['toy', 'stem', 'magnetic'],
  },
  {
    slug: 'pinkfong-baby-shark-sound-book', nameEn: 'Pinkfong Baby Shark Sound Book', nameMn: 'Pinkfong Baby Shark дуут ном',
    descriptionEn: 'Press the buttons to sing along with Baby Shark and friends.',
    descriptionMn: 'Товчийг дарахад Baby Shark болон түүний найзуудын дуу эгшиглэнэ.',
    brand: 'pinkfong', category: 'educational-toys', origin: 'KR', price: 55000, stock: 30, tags: ['toy', 'kids', 'book', 'music'],
  },
  {
    slug: 'pinkfong-baby-shark-song-puppet', nameEn: 'Pinkfong Baby Shark Official Song Puppet', nameMn: 'Pinkfong Baby Shark дуулдаг хүүхэлдэй',
    descriptionEn: 'A soft hand puppet that sings the Baby Shark song.',
    descriptionMn: 'Baby Shark дууг дуулдаг, зөөлөн гар хүүхэлдэй.',
    brand: 'pinkfong', category: 'dolls-action-toys', origin: 'KR', price: 69000, stock: 25, tags: ['toy', 'kids', 'plush'],
  },
  {
    slug: 'mattel-hot-wheels-20-car-pack', nameEn: 'Hot Wheels 20-Car Gift Pack', nameMn: 'Hot Wheels 20 машинтай бэлгийн багц',
    descriptionEn: 'Twenty 1:64 die-cast cars, an instant collection for young car fans.',
    descriptionMn: 'Машинд дуртай хүүхдэд зориулсан 1:64 хэмжээтэй, металл 20 тоглоомон машин.',
    brand: 'mattel', category: 'dolls-action-toys', origin: 'US', price: 79000, stock: 35, tags: ['toy', 'cars', 'gift'],
  },
  {
    slug: 'mattel-barbie-dreamhouse', nameEn: 'Barbie Dreamhouse Playset', nameMn: 'Barbie мөрөөдлийн байшин тоглоомын иж бүрдэл',
    descriptionEn: 'A three-storey dollhouse with a pool, slide, elevator and 75+ accessories.',
    descriptionMn: 'Усан сан, гулгуур, лифттэй, 75 гаруй жижиг хэрэгсэлтэй гурван давхар хүүхэлдэйн байшин.',
    brand: 'mattel', category: 'dolls-action-toys', origin: 'US', price: 990000, stock: 3, active: false, tags: ['toy', 'doll', 'barbie'],
  },
  {
    slug: 'hasbro-nerf-elite-2-0-commander', nameEn: 'Nerf Elite 2.0 Commander RD-6 Blaster', nameMn: 'Nerf Elite 2.0 Commander RD-6 хөөсөн сумтай тоглоомон буу',
    descriptionEn: 'A six-dart rotating drum blaster with 12 foam darts.',
    descriptionMn: 'Зургаан сумтай эргэдэг хүрдтэй, 12 хөөсөн сумтай тоглоом.',
    brand: 'hasbro', category: 'dolls-action-toys', origin: 'US', price: 69000, stock: 22, tags: ['toy', 'nerf', 'outdoor'],
  },
  {
    slug: 'hasbro-monopoly-classic', nameEn: 'Monopoly Classic Board Game', nameMn: 'Монополи сонгодог ширээний тоглоом',
    descriptionEn: 'The classic property-trading game for 2–8 players, English edition.',
    descriptionMn: '2–8 тоглогчтой, үл хөдлөх хөрөнгө худалдаалах сонгодог тоглоом, англи хэл дээр.',
    brand: 'hasbro', category: 'games-puzzles', origin: 'US', price: 89000, stock: 20, tags: ['game', 'board-game', 'family'],
  },
  {
    slug: 'mattel-uno-card-game', nameEn: 'UNO Card Game', nameMn: 'UNO хөзрийн тоглоом',
    descriptionEn: 'The fast, fun colour-matching card game for the whole family.',
    descriptionMn: 'Өнгө, тоогоо тааруулдаг, гэр бүлээрээ тоглох хурдан, хөгжилтэй хөзрийн тоглоом.',
    brand: 'mattel', category: 'games-puzzles', origin: 'US', price: 16000, stock: 150, tags: ['game', 'cards', 'family'],
  },
  {
    slug: 'bandai-tamagotchi-uni', nameEn: 'Bandai Tamagotchi Uni', nameMn: 'Bandai Tamagotchi Uni цахим тэжээвэр амьтан',
    descriptionEn: 'The Wi-Fi Tamagotchi: raise your pet and visit the online Tamaverse.',
    descriptionMn: 'Wi-Fi-тай Тамагочи: цахим тэжээвэр амьтнаа өсгөж, онлайн Tamaverse-д зочилно.',
    brand: 'bandai', category: 'games-puzzles', origin: 'JP', price: 119000, stock: 15, tags: ['toy', 'electronic', 'tamagotchi'],
  },

  // ── Women's clothing ─────────────────────────────────────────────────────
  {
    slug: 'uniqlo-womens-ultra-light-down-jacket', nameEn: "Uniqlo Women's Ultra Light Down Jacket", nameMn: 'Uniqlo эмэгтэй Ultra Light Down хөнгөн өдөн хүрэм',
    descriptionEn: 'A featherweight down jacket that packs into its own pouch; great for spring and autumn or as a winter layer.',
    descriptionMn: 'Өөрийн уутанд эвхэгддэг маш хөнгөн өдөн хүрэм. Хавар, намарт эсвэл өвөл дотор давхарлаж өмсөхөд тохиромжтой.',
    brand: 'uniqlo', category: 'womens-clothing', origin: 'JP', price: 229000, compareAtPrice: 259000, stock: 40, tags: ['jacket', 'down', 'women'],
  },
  {
    slug: 'uniqlo-womens-heattech-extra-warm-turtleneck', nameEn: "Uniqlo Women's HEATTECH Extra Warm Turtleneck", nameMn: 'Uniqlo эмэгтэй HEATTECH Extra Warm өндөр захтай дулаан цамц',
    descriptionEn: 'A thin thermal top that generates and holds heat, 1.5× warmer than regular HEATTECH.',
    descriptionMn: 'Дулаан ялгаруулж, хадгалдаг нимгэн дулаан цамц. Энгийн HEATTECH-ээс 1.5 дахин дулаан.',
    brand: 'uniqlo', category: 'womens-clothing', origin: 'JP', price: 69000, stock: 90, tags: ['thermal', 'heattech', 'women'],
  },
  {
    slug: 'gobi-womens-cashmere-crew-neck-sweater', nameEn: "Gobi Women's 100% Cashmere Crew Neck Sweater", nameMn: 'Говь эмэгтэй 100% ноолууран энгэр захтай цамц',
    descriptionEn: 'A soft, warm sweater knitted in Ulaanbaatar from pure Mongolian cashmere.',
    descriptionMn: 'Цэвэр Монгол ноолуураар Улаанбаатарт нэхсэн, зөөлөн, дулаан цамц.',
    brand: 'gobi', category: 'womens-clothing', origin: 'MN', price: 459000, stock: 35, tags: ['cashmere', 'sweater', 'women', 'mongolian'],
  },
  {
    slug: 'goyo-womens-cashmere-cardigan', nameEn: "GOYO Women's Cashmere Cardigan", nameMn: 'GOYO эмэгтэй ноолууран кардиган',
    descriptionEn: 'A refined, relaxed-fit cardigan in premium Mongolian cashmere.',
    descriptionMn: 'Дээд зэрэглэлийн Монгол ноолуураар хийсэн, чөлөөтэй загвартай, нарийн хийцтэй кардиган.',
    brand: 'goyo', category: 'womens-clothing', origin: 'MN', price: 690000, stock: 14, tags: ['cashmere', 'cardigan', 'women', 'mongolian'],
  },
  {
    slug: 'bosideng-womens-long-hooded-down-coat', nameEn: "Bosideng Women's Long Hooded Down Coat", nameMn: 'Bosideng эмэгтэй малгайтай урт өдөн пальто',
    descriptionEn: 'A knee-length goose-down coat built for −30°C winters.',
    descriptionMn: '−30°C хүйтэнд зориулсан, өвдөг хүртэл урт, галууны өдтэй пальто.',
    brand: 'bosideng', category: 'womens-clothing', origin: 'CN', price: 1190000, compareAtPrice: 1390000, stock: 20, tags: ['coat', 'down', 'winter', 'women'],
  },
  {
    slug: 'levis-womens-501-original-jeans', nameEn: "Levi's Women's 501 Original Jeans", nameMn: "Levi's эмэгтэй 501 Original жинсэн өмд",
    descriptionEn: 'The original straight-leg button-fly jean in rigid cotton denim.',
    descriptionMn: 'Шулуун загвартай, товчин хаалттай, хатуу хөвөн даавуун анхны 501 жинсэн өмд.',
    brand: 'levis', category: 'womens-clothing', origin: 'US', price: 249000, stock: 30, tags: ['jeans', 'denim', 'women'],
  },

  // ── Men's clothing ───────────────────────────────────────────────────────
  {
    slug: 'uniqlo-mens-heattech-ultra-warm-crew-neck', nameEn: "Uniqlo Men's HEATTECH Ultra Warm Crew Neck Long Sleeve", nameMn: 'Uniqlo эрэгтэй HEATTECH Ultra Warm урт ханцуйтай дулаан цамц',
    descriptionEn: 'The warmest HEATTECH layer, 2.25× warmer than the original, for the coldest days.',
    descriptionMn: 'Энгийн HEATTECH-ээс 2.25 дахин дулаан, хамгийн хүйтэн өдрүүдэд зориулсан дотуур цамц.',
    brand: 'uniqlo', category: 'mens-clothing', origin: 'JP', price: 89000, stock: 80, tags: ['thermal', 'heattech', 'men'],
  },
  {
    slug: 'gobi-mens-cashmere-v-neck-sweater', nameEn: "Gobi Men's 100% Cashmere V-Neck Sweater", nameMn: 'Говь эрэгтэй 100% ноолууран V захтай цамц',
    descriptionEn: 'A classic V-neck in pure Mongolian cashmere, perfect over a shirt.',
    descriptionMn: 'Цэвэр Монгол ноолуураар хийсэн, цамцан дээрээс өмсөхөд тохирох сонгодог V захтай цамц.',
    brand: 'gobi', category: 'mens-clothing', origin: 'MN', price: 529000, stock: 28, tags: ['cashmere', 'sweater', 'men', 'mongolian'],
  },
  {
    slug: 'nike-sportswear-club-fleece-hoodie', nameEn: 'Nike Sportswear Club Fleece Pullover Hoodie', nameMn: 'Nike Sportswear Club дулаан малгайтай цамц (худи)',
    descriptionEn: 'A soft brushed-fleece hoodie for everyday comfort.',
    descriptionMn: 'Дотроо зөөлөн хөвсгөр, өдөр тутам өмсөхөд эвтэйхэн малгайтай цамц.',
    brand: 'nike', category: 'mens-clothing', origin: 'US', price: 189000, stock: 45, tags: ['hoodie', 'fleece', 'men'],
  },
  {
    slug: 'the-north-face-1996-retro-nuptse-jacket', nameEn: 'The North Face Men’s 1996 Retro Nuptse Jacket', nameMn: 'The North Face эрэгтэй 1996 Retro Nuptse өдөн хүрэм',
    descriptionEn: 'The iconic boxy 700-fill down jacket with a stowable hood.',
    descriptionMn: '700 fill өдтэй, малгайгаа захандаа хийдэг, алдарт өргөн загвартай өдөн хүрэм.',
    brand: 'the-north-face', category: 'mens-clothing', origin: 'US', price: 1290000, compareAtPrice: 1450000, stock: 15, tags: ['jacket', 'down', 'winter', 'men'],
  },
  {
    slug: 'bosideng-mens-hooded-down-jacket', nameEn: "Bosideng Men's Hooded Goose Down Jacket", nameMn: 'Bosideng эрэгтэй малгайтай галууны өдөн хүрэм',
    descriptionEn: 'A wind-resistant down jacket made for harsh continental winters.',
    descriptionMn: 'Салхи нэвтрүүлдэггүй, эх газрын эрс тэс өвөлд зориулсан өдөн хүрэм.',
    brand: 'bosideng', category: 'mens-clothing', origin: 'CN', price: 990000, stock: 22, tags: ['jacket', 'down', 'winter', 'men'],
  },
  {
    slug: 'levis-mens-511-slim-jeans', nameEn: "Levi's Men's 511 Slim Fit Jeans", nameMn: "Levi's эрэгтэй 511 нарийн загварын жинсэн өмд",
    descriptionEn: 'A modern slim jean with a little stretch for comfort.',
    descriptionMn: 'Бага зэрэг сунадаг, эвтэйхэн, орчин үеийн нарийн загварын жинсэн өмд.',
    brand: 'levis', category: 'mens-clothing', origin: 'US', price: 259000, stock: 32, tags: ['jeans', 'denim', 'men'],
  },

  // ── Sneakers ─────────────────────────────────────────────────────────────
  {
    slug: 'nike-air-force-1-07', nameEn: "Nike Air Force 1 '07 White", nameMn: "Nike Air Force 1 '07 цагаан пүүз",
    descriptionEn: 'The timeless white leather sneaker with Air cushioning.',
    descriptionMn: 'Air дэвсгэртэй, цаг үеэ үл хамаарах цагаан арьсан пүүз.',
    brand: 'nike', category: 'sneakers', origin: 'US', price: 429000, compareAtPrice: 469000, stock: 38, tags: ['sneakers', 'shoes', 'classic'],
  },
  {
    slug: 'nike-pegasus-41', nameEn: 'Nike Pegasus 41 Road Running Shoes', nameMn: 'Nike Pegasus 41 гүйлтийн пүүз',
    descriptionEn: 'A responsive everyday running shoe with ReactX foam.',
    descriptionMn: 'ReactX хөөсөн ултай, өдөр бүрийн гүйлтэд зориулсан уян пүүз.',
    brand: 'nike', category: 'sneakers', origin: 'US', price: 489000, compareAtPrice: 549000, stock: 10, active: false, tags: ['running', 'shoes'],
  },
  {
    slug: 'new-balance-530', nameEn: 'New Balance 530 Sneakers', nameMn: 'New Balance 530 пүүз',
    descriptionEn: 'A retro running-inspired sneaker with a comfortable ABZORB midsole.',
    descriptionMn: 'ABZORB зөөлөвчтэй, ретро гүйлтийн загвартай пүүз.',
    brand: 'new-balance', category: 'sneakers', origin: 'US', price: 369000, compareAtPrice: 399000, stock: 42, tags: ['sneakers', 'shoes', 'retro'],
  },
  {
    slug: 'asics-gel-kayano-31', nameEn: 'ASICS GEL-KAYANO 31 Running Shoes', nameMn: 'ASICS GEL-KAYANO 31 гүйлтийн пүүз',
    descriptionEn: 'A stable, cushioned running shoe for long distances.',
    descriptionMn: 'Хол зайн гүйлтэд зориулсан, тогтвортой, зөөлөн ултай пүүз.',
    brand: 'asics', category: 'sneakers', origin: 'JP', price: 649000, stock: 16, tags: ['running', 'shoes', 'stability'],
  },
  {
    slug: 'skechers-go-walk-7', nameEn: 'Skechers GO WALK 7 Slip-On Shoes', nameMn: 'Skechers GO WALK 7 үдээсгүй алхалтын гутал',
    descriptionEn: 'Light slip-on walking shoes with a cushioned insole, popular with parents and grandparents.',
    descriptionMn: 'Зөөлөн улавчтай, үдээсгүй, хөнгөн алхалтын гутал. Аав ээж, өвөө эмээ нарт их таалагддаг.',
    brand: 'skechers', category: 'sneakers', origin: 'US', price: 249000, stock: 36, tags: ['walking', 'shoes', 'comfort'],
  },
  {
    slug: 'li-ning-red-hare-7-running-shoes', nameEn: 'Li-Ning Red Hare 7 Running Shoes', nameMn: 'Li-Ning Red Hare 7 гүйлтийн пүүз',
    descriptionEn: 'A light, bouncy trainer for daily runs at a friendly price.',
    descriptionMn: 'Өдөр тутмын гүйлтэд зориулсан, хөнгөн, уян, боломжийн үнэтэй пүүз.',
    brand: 'li-ning', category: 'sneakers', origin: 'CN', price: 279000, stock: 24, tags: ['running', 'shoes'],
  },

  // ── Winter boots ─────────────────────────────────────────────────────────
  {
    slug: 'the-north-face-chilkat-v-400-boots', nameEn: "The North Face Men's Chilkat V 400 Waterproof Winter Boots", nameMn: 'The North Face эрэгтэй Chilkat V 400 ус нэвтэрдэггүй өвлийн гутал',
    descriptionEn: 'Insulated, waterproof boots with a grippy sole for icy streets.',
    descriptionMn: 'Дулаалгатай, ус нэвтрүүлдэггүй, мөсөн замд гулсдаггүй ултай өвлийн гутал.',
    brand: 'the-north-face', category: 'winter-boots', origin: 'US', price: 590000, stock: 18, tags: ['boots', 'winter', 'waterproof'],
  },
  {
    slug: 'ugg-classic-mini-ii-boots', nameEn: "UGG Women's Classic Mini II Boots", nameMn: 'UGG эмэгтэй Classic Mini II хонины арьсан гутал',
    descriptionEn: 'Short sheepskin boots lined with soft wool, warm and light.',
    descriptionMn: 'Дотроо зөөлөн ноостой, дулаан, хөнгөн, богино түрийтэй хонины арьсан гутал.',
    brand: 'ugg', category: 'winter-boots', origin: 'US', price: 690000, stock: 0, tags: ['boots', 'winter', 'sheepskin', 'women'],
  },

  // ── Sandals & slippers ───────────────────────────────────────────────────
  {
    slug: 'crocs-classic-clog', nameEn: 'Crocs Classic Clog', nameMn: 'Crocs Classic шаахай',
    descriptionEn: 'The original light, comfortable foam clog; easy to clean.',
    descriptionMn: 'Хөнгөн, тав тухтай, угаахад амар анхны хөөсөн шаахай.',
    brand: 'crocs', category: 'sandals-slippers', origin: 'US', price: 179000, stock: 50, tags: ['clogs', 'slippers', 'summer'],
  },
  {
    slug: 'nike-victori-one-slides', nameEn: 'Nike Victori One Slides', nameMn: 'Nike Victori One шаахай',
    descriptionEn: 'Soft foam slides for the shower, gym or home.',
    descriptionMn: 'Шүршүүр, фитнес, гэрт өмсөх зөөлөн хөөсөн шаахай.',
    brand: 'nike', category: 'sandals-slippers', origin: 'US', price: 99000, stock: 60, tags: ['slides', 'slippers'],
  },
  {
    slug: 'muji-cotton-pile-room-slippers', nameEn: 'MUJI Cotton Pile Room Slippers', nameMn: 'MUJI хөвөн даавуун гэрийн шаахай',
    descriptionEn: 'Soft, washable indoor slippers in natural colours.',
    descriptionMn: 'Байгалийн өнгөтэй, угааж болдог, зөөлөн гэрийн шаахай.',
    brand: 'muji', category: 'sandals-slippers', origin: 'JP', price: 35000, stock: 70, tags: ['slippers', 'home'],
  },

  // ── Handbags ─────────────────────────────────────────────────────────────
  {
    slug: 'coach-tabby-shoulder-bag-26', nameEn: 'Coach Tabby Shoulder Bag 26', nameMn: 'Coach Tabby 26 мөрний цүнх',
    descriptionEn: 'A structured leather shoulder bag with the signature C hardware.',
    descriptionMn: 'C үсгэн чимэглэлтэй, хэлбэрээ барьдаг арьсан мөрний цүнх.',
    brand: 'coach', category: 'handbags', origin: 'US', price: 1690000, stock: 0, tags: ['bag', 'leather', 'women'],
  },
  {
    slug: 'coach-city-tote', nameEn: 'Coach City Tote in Signature Canvas', nameMn: 'Coach City Signature даавуун том цүнх',
    descriptionEn: 'A roomy everyday tote that fits a laptop and more.',
    descriptionMn: 'Зөөврийн компьютер болон бусад зүйлс багтах, өдөр тутмын том цүнх.',
    brand: 'coach', category: 'handbags', origin: 'US', price: 1190000, compareAtPrice: 1390000, stock: 6, tags: ['bag', 'tote', 'women'],
  },
  {
    slug: 'marhen-j-ricky-bag', nameEn: 'Marhen.J Ricky Vegan Leather Bag', nameMn: 'Marhen.J Ricky хиймэл арьсан цүнх',
    descriptionEn: 'A light, soft vegan-leather shoulder bag loved in Seoul.',
    descriptionMn: 'Сөүлд их алдартай, хөнгөн, зөөлөн хиймэл арьсан мөрний цүнх.',
    brand: 'marhen-j', category: 'handbags', origin: 'KR', price: 189000, stock: 26, tags: ['bag', 'vegan', 'women'],
  },

  // ── Backpacks ────────────────────────────────────────────────────────────
  {
    slug: 'the-north-face-borealis-backpack', nameEn: 'The North Face Borealis Backpack 28L', nameMn: 'The North Face Borealis үүргэвч 28л',
    descriptionEn: 'A durable school and commute pack with a padded laptop sleeve.',
    descriptionMn: 'Зөөврийн компьютерийн жийргэвчтэй тасагтай, сургууль, ажилд явахад тохиромжтой бат бөх үүргэвч.',
    brand: 'the-north-face', category: 'backpacks', origin: 'US', price: 329000, stock: 30, tags: ['backpack', 'school', 'laptop'],
  },
  {
    slug: 'anello-cross-bottle-backpack', nameEn: 'anello Cross Bottle Wide-Mouth Backpack', nameMn: 'anello Cross Bottle өргөн амсартай үүргэвч',
    descriptionEn: 'A Japanese backpack with a clasp-style wide opening for easy packing.',
    descriptionMn: 'Хавчаартай өргөн амсартай тул юмаа хийхэд амар Япон үүргэвч.',
    brand: 'anello', category: 'backpacks', origin: 'JP', price: 149000, stock: 34, tags: ['backpack', 'daily'],
  },
  {
    slug: 'xiaomi-business-casual-backpack', nameEn: 'Xiaomi Business Casual Backpack', nameMn: 'Xiaomi ажлын үүргэвч',
    descriptionEn: 'A minimalist water-repellent backpack for a 15.6-inch laptop.',
    descriptionMn: '15.6 инчийн зөөврийн компьютер багтах, ус үл нэвтрүүлэх бүрхүүлтэй энгийн загварын үүргэвч.',
    brand: 'xiaomi', category: 'backpacks', origin: 'CN', price: 79000, stock: 65, tags: ['backpack', 'laptop'],
  },

  // ── Watches, wallets & scarves ───────────────────────────────────────────
  {
    slug: 'casio-g-shock-ga-2100', nameEn: 'Casio G-SHOCK GA-2100 Watch', nameMn: 'Casio G-SHOCK GA-2100 бугуйн цаг',
    descriptionEn: 'A slim, shock-resistant octagonal G-SHOCK, water-resistant to 200m.',
    descriptionMn: 'Нимгэн, цохилтод тэсвэртэй, 200м хүртэл усанд орох найман өнцөгт G-SHOCK цаг.',
    brand: 'casio', category: 'watches-accessories', origin: 'JP', price: 429000, stock: 20, tags: ['watch', 'g-shock'],
  },
  {
    slug: 'coach-long-zip-around-wallet', nameEn: 'Coach Long Zip Around Wallet', nameMn: 'Coach урт цахилгаантай түрийвч',
    descriptionEn: 'A full-zip leather wallet with twelve card slots.',
    descriptionMn: 'Арван хоёр картын үүртэй, бүтэн цахилгаантай арьсан түрийвч.',
    brand: 'coach', category: 'watches-accessories', origin: 'US', price: 590000, stock: 10, tags: ['wallet', 'leather'],
  },
  {
    slug: 'gobi-cashmere-scarf', nameEn: 'Gobi 100% Cashmere Scarf', nameMn: 'Говь 100% ноолууран ороолт',
    descriptionEn: 'A soft, warm scarf in pure Mongolian cashmere, a favourite gift.',
    descriptionMn: 'Цэвэр Монгол ноолууран зөөлөн, дулаан ороолт, бэлэгт хамгийн тохиромжтой.',
    brand: 'gobi', category: 'watches-accessories', origin: 'MN', price: 189000, compareAtPrice: 219000, stock: 60, tags: ['scarf', 'cashmere', 'gift', 'mongolian'],
  },
  {
    slug: 'gobi-cashmere-beanie', nameEn: 'Gobi Cashmere Beanie', nameMn: 'Говь ноолууран малгай',
    descriptionEn: 'A rib-knit cashmere hat for everyday winter wear.',
    descriptionMn: 'Өвлийн өдөр тутам өмсөх, сүлжмэл ноолууран малгай.',
    brand: 'gobi', category: 'watches-accessories', origin: 'MN', price: 129000, stock: 45, tags: ['hat', 'cashmere', 'winter', 'mongolian'],
  },
  {
    slug: 'goyo-cashmere-gloves', nameEn: 'GOYO Cashmere Gloves', nameMn: 'GOYO ноолууран бээлий',
    descriptionEn: 'Fine-knit cashmere gloves with touchscreen-friendly fingertips.',
    descriptionMn: 'Мэдрэгч дэлгэцэнд хэрэглэж болохуйц хуруутай, нарийн сүлжмэл ноолууран бээлий.',
    brand: 'goyo', category: 'watches-accessories', origin: 'MN', price: 119000, stock: 30, tags: ['gloves', 'cashmere', 'winter', 'mongolian'],
  },

  // ── Fitness ──────────────────────────────────────────────────────────────
  {
    slug: 'kingsmith-walkingpad-c2', nameEn: 'KingSmith WalkingPad C2 Foldable Walking Treadmill', nameMn: 'KingSmith WalkingPad C2 эвхэгддэг алхалтын зам',
    descriptionEn: 'A folding under-desk walking pad for staying active indoors through winter.',
    descriptionMn: 'Өвөл гэртээ хөдөлгөөнтэй байхад зориулсан, ширээн доор багтдаг эвхэгддэг алхалтын зам.',
    brand: 'kingsmith', category: 'fitness', origin: 'CN', price: 890000, compareAtPrice: 990000, stock: 9, tags: ['fitness', 'treadmill', 'home-gym'],
  },
  {
    slug: 'nike-move-yoga-mat-4mm', nameEn: 'Nike Move Yoga Mat 4mm', nameMn: 'Nike Move йогийн дэвсгэр 4мм',
    descriptionEn: 'A grippy, lightweight mat for yoga and home workouts.',
    descriptionMn: 'Гулсдаггүй, хөнгөн, йог болон гэрийн дасгалд зориулсан дэвсгэр.',
    brand: 'nike', category: 'fitness', origin: 'US', price: 119000, stock: 40, tags: ['yoga', 'mat', 'fitness'],
  },
  {
    slug: 'li-ning-windstorm-72-badminton-racket', nameEn: 'Li-Ning Windstorm 72 Badminton Racket', nameMn: 'Li-Ning Windstorm 72 бадминтоны цохиур',
    descriptionEn: 'An ultra-light carbon racket for fast, easy swings.',
    descriptionMn: 'Хурдан, хялбар цохилт хийх маш хөнгөн карбон цохиур.',
    brand: 'li-ning', category: 'fitness', origin: 'CN', price: 249000, stock: 18, tags: ['badminton', 'racket', 'sports'],
  },

  // ── Camping & hiking ─────────────────────────────────────────────────────
  {
    slug: 'coleman-sundome-4-person-tent', nameEn: 'Coleman Sundome 4-Person Dome Tent', nameMn: 'Coleman Sundome 4 хүний майхан',
    descriptionEn: 'An easy-to-pitch dome tent for weekend trips to the countryside.',
    descriptionMn: 'Амралтын өдрүүдэд хөдөө гарахад зориулсан, амархан барьдаг бөмбөгөр майхан.',
    brand: 'coleman', category: 'camping-hiking', origin: 'US', price: 459000, stock: 12, tags: ['tent', 'camping'],
  },
  {
    slug: 'coleman-north-rim-sleeping-bag', nameEn: 'Coleman North Rim 0°F Mummy Sleeping Bag', nameMn: 'Coleman North Rim −18°C унтлагын уут',
    descriptionEn: 'A warm mummy sleeping bag rated to about −18°C for cold nights outdoors.',
    descriptionMn: 'Гадаа хүйтэн шөнө −18°C орчимд дулаан байлгах унтлагын уут.',
    brand: 'coleman', category: 'camping-hiking', origin: 'US', price: 289000, stock: 14, tags: ['sleeping-bag', 'camping', 'winter'],
  },
  {
    slug: 'stanley-quencher-h2-0-tumbler-1-18l', nameEn: 'Stanley Quencher H2.0 FlowState Tumbler 1.18L', nameMn: 'Stanley Quencher H2.0 термос аяга 1.18л',
    descriptionEn: 'Keeps drinks cold for hours, with a handle and car-cup-holder-friendly base.',
    descriptionMn: 'Ундааг олон цаг хүйтэн байлгадаг, бариултай, машины аяганы тавиурт багтдаг термос аяга.',
    brand: 'stanley', category: 'camping-hiking', origin: 'US', price: 149000, compareAtPrice: 179000, stock: 55, tags: ['tumbler', 'drinkware'],
  },
  {
    slug: 'zojirushi-sm-sd48-stainless-mug', nameEn: 'Zojirushi SM-SD48 Stainless Vacuum Mug 0.48L', nameMn: 'Zojirushi SM-SD48 зэвэрдэггүй ган термос аяга 0.48л',
    descriptionEn: 'A light, leak-proof vacuum mug that keeps tea hot for hours in the cold.',
    descriptionMn: 'Хүйтэнд цайг олон цаг халуун байлгадаг, асгардаггүй, хөнгөн термос аяга.',
    brand: 'zojirushi', category: 'camping-hiking', origin: 'JP', price: 95000, stock: 48, tags: ['thermos', 'drinkware'],
  },
  {
    slug: 'snow-peak-titanium-single-wall-mug-450', nameEn: 'Snow Peak Titanium Single Wall Mug 450ml', nameMn: 'Snow Peak титан аяга 450мл',
    descriptionEn: 'A feather-light titanium camping mug you can heat over a stove.',
    descriptionMn: 'Зуухан дээр шууд халааж болдог, маш хөнгөн титан аяллын аяга.',
    brand: 'snow-peak', category: 'camping-hiking', origin: 'JP', price: 129000, stock: 15, tags: ['camping', 'titanium', 'mug'],
  },

  // ── Diapers ──────────────────────────────────────────────────────────────
  {
    slug: 'pampers-baby-dry-size-4-124', nameEn: 'Pampers Baby-Dry Diapers Size 4 (124 count)', nameMn: 'Pampers Baby-Dry хүүхдийн живх 4-р хэмжээ (124 ширхэг)',
    descriptionEn: 'Up to 12 hours of overnight dryness; for babies 10–17kg.',
    descriptionMn: 'Шөнөжин 12 цаг хүртэл хуурай байлгана. 10–17 кг жинтэй хүүхдэд.',
    brand: 'pampers', category: 'diapers', origin: 'US', price: 109000, compareAtPrice: 125000, stock: 70, tags: ['diapers', 'baby'],
  },
  {
    slug: 'pampers-swaddlers-newborn-84', nameEn: 'Pampers Swaddlers Newborn Diapers (84 count)', nameMn: 'Pampers Swaddlers нярай хүүхдийн живх (84 ширхэг)',
    descriptionEn: 'Extra-soft newborn diapers with a wetness indicator.',
    descriptionMn: 'Нойтон болсныг харуулах заагууртай, маш зөөлөн нярайн живх.',
    brand: 'pampers', category: 'diapers', origin: 'US', price: 69000, stock: 50, tags: ['diapers', 'newborn', 'baby'],
  },
  {
    slug: 'huggies-little-snugglers-size-1-84', nameEn: 'Huggies Little Snugglers Size 1 (84 count)', nameMn: 'Huggies Little Snugglers хүүхдийн живх 1-р хэмжээ (84 ширхэг)',
    descriptionEn: 'Gentle, hypoallergenic diapers with a pocketed back waistband.',
    descriptionMn: 'Харшил үүсгэдэггүй, ар талдаа халаасан бүстэй зөөлөн живх.',
    brand: 'huggies', category: 'diapers', origin: 'US', price: 89000, stock: 40, tags: ['diapers', 'baby'],
  },
  {
    slug: 'merries-tape-diapers-m-64', nameEn: 'Merries Tape Diapers Size M (64 count)', nameMn: 'Merries наалттай живх M хэмжээ (64 ширхэг)',
    descriptionEn: 'Japanese diapers with an airy, breathable surface that keeps skin dry.',
    descriptionMn: 'Агаар сайн нэвтрүүлдэг гадаргуутай, арьсыг хуурай байлгадаг Япон живх.',
    brand: 'merries', category: 'diapers', origin: 'JP', price: 69000, stock: 55, tags: ['diapers', 'baby', 'japan'],
  },

  // ── Baby formula & feeding ───────────────────────────────────────────────
  {
    slug: 'meiji-hohoemi-infant-formula-800g', nameEn: 'Meiji Hohoemi Infant Formula 800g (0–12 months)', nameMn: 'Meiji Hohoemi нярайн сүүн тэжээл 800г (0–12 сар)',
    descriptionEn: 'Japan’s popular infant formula, closely modelled on breast milk.',
    descriptionMn: 'Эхийн сүүнд ойртуулсан найрлагатай, Японд түгээмэл хэрэглэгддэг нярайн сүүн тэжээл.',
    brand: 'meiji', category: 'baby-feeding', origin: 'JP', price: 79000, compareAtPrice: 89000, stock: 45, tags: ['formula', 'baby', 'japan'],
  },
  {
    slug: 'pigeon-softouch-ppsu-bottle-240ml', nameEn: 'Pigeon SofTouch Wide-Neck PPSU Bottle 240ml', nameMn: 'Pigeon SofTouch өргөн амсартай PPSU сүүний сав 240мл',
    descriptionEn: 'A heat-resistant bottle with a teat that feels like mother’s breast.',
    descriptionMn: 'Халуунд тэсвэртэй, эхийн хөхтэй төстэй мэдрэмжтэй хөхтэй сүүний сав.',
    brand: 'pigeon', category: 'baby-feeding', origin: 'JP', price: 49000, stock: 60, tags: ['bottle', 'baby', 'feeding'],
  },

  // ── Baby & maternity care ────────────────────────────────────────────────
  {
    slug: 'pigeon-baby-wipes-99-water-6x80', nameEn: 'Pigeon Baby Wipes 99% Pure Water (6 × 80)', nameMn: 'Pigeon 99% цэвэр устай хүүхдийн нойтон салфетка (6 × 80)',
    descriptionEn: 'Thick, gentle wipes for baby’s face, hands and bottom.',
    descriptionMn: 'Хүүхдийн нүүр, гар, өгзөг арчихад зориулсан зузаан, зөөлөн салфетка.',
    brand: 'pigeon', category: 'baby-maternity-care', origin: 'JP', price: 29000, stock: 90, tags: ['wipes', 'baby'],
  },
  {
    slug: 'pampers-sensitive-wipes-6x56', nameEn: 'Pampers Sensitive Baby Wipes (6 × 56)', nameMn: 'Pampers Sensitive хүүхдийн нойтон салфетка (6 × 56)',
    descriptionEn: 'Fragrance-free wipes for sensitive skin.',
    descriptionMn: 'Эмзэг арьсанд зориулсан, үнэргүй нойтон салфетка.',
    brand: 'pampers', category: 'baby-maternity-care', origin: 'US', price: 39000, stock: 75, tags: ['wipes', 'baby', 'sensitive'],
  },
  {
    slug: 'pigeon-gomini-electric-breast-pump', nameEn: 'Pigeon GoMini Electric Breast Pump', nameMn: 'Pigeon GoMini цахилгаан сүү саагч',
    descriptionEn: 'A compact, quiet, rechargeable single breast pump for working mothers.',
    descriptionMn: 'Ажил дээрээ ч хэрэглэж болох, жижиг, чимээ багатай, цэнэглэдэг сүү саагч.',
    brand: 'pigeon', category: 'baby-maternity-care', origin: 'JP', price: 289000, compareAtPrice: 329000, stock: 8, tags: ['breast-pump', 'maternity'],
  },

  // ── Instant noodles ──────────────────────────────────────────────────────
  {
    slug: 'nongshim-shin-ramyun-5-pack', nameEn: 'Nongshim Shin Ramyun (5 × 120g)', nameMn: 'Nongshim Шин рамён шөлтэй гоймон (5 × 120г)',
    descriptionEn: 'Korea’s favourite spicy beef-broth ramen.',
    descriptionMn: 'Солонгосчуудын хамгийн дуртай, үхрийн махан шөлтэй, халуун ногоотой рамён.',
    brand: 'nongshim', category: 'instant-noodles', origin: 'KR', price: 9800, stock: 200, tags: ['ramen', 'spicy', 'korean-food'],
  },
  {
    slug: 'nongshim-chapagetti-5-pack', nameEn: 'Nongshim Chapagetti Black Bean Noodles (5 × 140g)', nameMn: 'Nongshim Чапагетти хар шошны соустай гоймон (5 × 140г)',
    descriptionEn: 'Instant jjajangmyeon noodles with savoury black bean sauce.',
    descriptionMn: 'Хар шошны амтат соустай, шуурхай жажанмён гоймон.',
    brand: 'nongshim', category: 'instant-noodles', origin: 'KR', price: 10500, stock: 160, tags: ['ramen', 'korean-food'],
  },
  {
    slug: 'samyang-buldak-hot-chicken-ramen-5-pack', nameEn: 'Samyang Buldak Hot Chicken Flavour Ramen (5 × 140g)', nameMn: 'Samyang Бульдак халуун ногоотой тахианы амттай гоймон (5 × 140г)',
    descriptionEn: 'The famously fiery stir-fried noodles; not for the faint-hearted.',
    descriptionMn: 'Маш халуун ногоотой гэдгээрээ алдартай хуурсан гоймон. Зоригтой хүмүүст!',
    brand: 'samyang', category: 'instant-noodles', origin: 'KR', price: 13500, compareAtPrice: 15500, stock: 180, tags: ['ramen', 'spicy', 'korean-food'],
  },
  {
    slug: 'ottogi-jin-ramen-mild-5-pack', nameEn: 'Ottogi Jin Ramen Mild (5 × 120g)', nameMn: 'Ottogi Жин рамён, бага халуун ногоотой (5 × 120г)',
    descriptionEn: 'A milder, rich-broth ramen that children enjoy too.',
    descriptionMn: 'Хүүхдүүд ч дуртай идэх, бага халуун ногоотой, өтгөн шөлтэй рамён.',
    brand: 'ottogi', category: 'instant-noodles', origin: 'KR', price: 8900, stock: 150, tags: ['ramen', 'mild', 'korean-food'],
  },
  {
    slug: 'nissin-cup-noodle-original-78g', nameEn: 'Nissin Cup Noodle Original 78g', nameMn: 'Nissin Cup Noodle аягатай гоймон 78г',
    descriptionEn: 'The original Japanese cup noodle, ready in three minutes.',
    descriptionMn: 'Гурван минутад бэлэн болдог, анхны Япон аягатай гоймон.',
    brand: 'nissin', category: 'instant-noodles', origin: 'JP', price: 4500, stock: 130, tags: ['noodles', 'japanese-food'],
  },

  // ── Snacks & sweets ──────────────────────────────────────────────────────
  {
    slug: 'orion-choco-pie-12', nameEn: 'Orion Choco Pie (12 pieces)', nameMn: 'Orion Чокопай (12 ширхэг)',
    descriptionEn: 'Soft cakes with marshmallow filling and a chocolate coating.',
    descriptionMn: 'Зефир чихэртэй, шоколадан бүрхүүлтэй зөөлөн бялуу.',
    brand: 'orion', category: 'snacks-sweets', origin: 'KR', price: 12500, compareAtPrice: 14500, stock: 140, tags: ['snacks', 'chocolate', 'korean-food'],
  },
  {
    slug: 'orion-turtle-chips-corn-soup-160g', nameEn: 'Orion Turtle Chips Corn Soup Flavour 160g', nameMn: 'Orion Turtle Chips эрдэнэ шишийн амттай чипс 160г',
    descriptionEn: 'Four-layer crunchy corn chips in a sweet-savoury corn soup flavour.',
    descriptionMn: 'Дөрвөн давхар, шаржигнуур, эрдэнэ шишийн шөлний амттай чипс.',
    brand: 'orion', category: 'snacks-sweets', origin: 'KR', price: 8900, stock: 100, tags: ['snacks', 'chips', 'korean-food'],
  },
  {
    slug: 'meiji-kinoko-no-yama-74g', nameEn: 'Meiji Kinoko no Yama Chocolate Biscuits 74g', nameMn: 'Meiji Kinoko no Yama мөөг хэлбэртэй шоколадтай жигнэмэг 74г',
    descriptionEn: 'Mushroom-shaped crackers topped with milk chocolate.',
    descriptionMn: 'Сүүтэй шоколадан малгайтай, мөөг хэлбэртэй жигнэмэг.',
    brand: 'meiji', category: 'snacks-sweets', origin: 'JP', price: 6900, stock: 85, tags: ['snacks', 'chocolate', 'japanese-food'],
  },
  {
    slug: 'meiji-milk-chocolate-50g', nameEn: 'Meiji Milk Chocolate 50g', nameMn: 'Meiji сүүтэй шоколад 50г',
    descriptionEn: 'Japan’s classic smooth milk chocolate bar.',
    descriptionMn: 'Японы сонгодог, зөөлөн амттай сүүтэй шоколад.',
    brand: 'meiji', category: 'snacks-sweets', origin: 'JP', price: 4900, stock: 120, tags: ['chocolate', 'japanese-food'],
  },
  {
    slug: 'glico-pocky-chocolate', nameEn: 'Glico Pocky Chocolate Biscuit Sticks 47g', nameMn: 'Glico Pocky шоколадтай саваа жигнэмэг 47г',
    descriptionEn: 'Crisp biscuit sticks dipped in chocolate.',
    descriptionMn: 'Шоколадаар бүрсэн шаржигнуур саваа жигнэмэг.',
    brand: 'glico', category: 'snacks-sweets', origin: 'JP', price: 4500, stock: 150, tags: ['snacks', 'chocolate', 'japanese-food'],
  },
  {
    slug: 'calbee-jagarico-salad-57g', nameEn: 'Calbee Jagarico Salad Potato Sticks 57g', nameMn: 'Calbee Jagarico ногооны амттай төмсний саваа 57г',
    descriptionEn: 'Crunchy potato sticks in a handy cup.',
    descriptionMn: 'Аяганд савласан, шаржигнуур төмсний саваа.',
    brand: 'calbee', category: 'snacks-sweets', origin: 'JP', price: 5500, stock: 0, tags: ['snacks', 'potato', 'japanese-food'],
  },

  // ── Drinks, coffee & tea ─────────────────────────────────────────────────
  {
    slug: 'binggrae-banana-milk-6-pack', nameEn: 'Binggrae Banana Milk (6 × 240ml)', nameMn: 'Binggrae гадилтай сүү (6 × 240мл)',
    descriptionEn: 'Korea’s beloved banana-flavoured milk in its iconic jar-shaped bottle.',
    descriptionMn: 'Солонгосчуудын дуртай, алдарт ваартай савлагаатай, гадилын амттай сүү.',
    brand: 'binggrae', category: 'drinks-coffee-tea', origin: 'KR', price: 14500, stock: 80, tags: ['milk', 'drink', 'korean-food'],
  },
  {
    slug: 'maxim-mocha-gold-coffee-mix-100', nameEn: 'Maxim Mocha Gold Mild Coffee Mix (100 sticks)', nameMn: 'Maxim Mocha Gold 3-ын-1 кофе (100 уут)',
    descriptionEn: 'Korea’s best-selling three-in-one instant coffee.',
    descriptionMn: 'Солонгост хамгийн их борлуулагддаг, 3-ын-1 шуурхай кофе.',
    brand: 'maxim', category: 'drinks-coffee-tea', origin: 'KR', price: 39000, compareAtPrice: 45000, stock: 120, tags: ['coffee', 'instant', 'korean-food'],
  },
  {
    slug: 'ito-en-oi-ocha-green-tea-500ml', nameEn: 'Ito En Oi Ocha Unsweetened Green Tea 500ml', nameMn: 'Ito En Oi Ocha чихэргүй ногоон цай 500мл',
    descriptionEn: 'Authentic Japanese green tea with no sugar or calories.',
    descriptionMn: 'Чихэр, илчлэггүй жинхэнэ Япон ногоон цай.',
    brand: 'ito-en', category: 'drinks-coffee-tea', origin: 'JP', price: 4500, stock: 60, active: false, tags: ['tea', 'green-tea', 'japanese-food'],
  },
  {
    slug: 'apu-pasteurized-milk-3-2-1l', nameEn: 'APU Dairy Pasteurized Milk 3.2% 1L', nameMn: 'АПУ Дэйри пастержуулсан сүү 3.2% 1л',
    descriptionEn: 'Fresh Mongolian cow’s milk, pasteurized and packed in Ulaanbaatar.',
    descriptionMn: 'Улаанбаатарт пастержуулж савласан, шинэхэн Монгол үнээний сүү.',
    brand: 'apu', category: 'drinks-coffee-tea', origin: 'MN', price: 4500, stock: 100, tags: ['milk', 'dairy', 'mongolian'],
  },
  {
    slug: 'apu-drinking-yoghurt-tarag-1l', nameEn: 'APU Dairy Drinking Yoghurt (Tarag) 1L', nameMn: 'АПУ Дэйри уух тараг 1л',
    descriptionEn: 'Traditional Mongolian-style cultured yoghurt drink.',
    descriptionMn: 'Уламжлалт Монгол аргаар исгэсэн уух тараг.',
    brand: 'apu', category: 'drinks-coffee-tea', origin: 'MN', price: 5900, stock: 80, tags: ['yoghurt', 'dairy', 'mongolian'],
  },

  // ── Pantry & sauces ──────────────────────────────────────────────────────
  {
    slug: 'altan-taria-wheat-flour-premium-5kg', nameEn: 'Altan Taria Premium Wheat Flour 5kg', nameMn: 'Алтан тариа дээд зэргийн гурил 5кг',
    descriptionEn: 'Fine white flour milled from Mongolian wheat, ideal for buuz, khuushuur and bread.',
    descriptionMn: 'Монгол буудайгаар тээрэмдсэн нарийн цагаан гурил. Бууз, хуушуур, талханд тохиромжтой.',
    brand: 'altan-taria', category: 'pantry', origin: 'MN', price: 14900, stock: 120, tags: ['flour', 'baking', 'mongolian'],
  },
  {
    slug: 'altan-taria-wheat-flour-first-grade-25kg', nameEn: 'Altan Taria First-Grade Wheat Flour 25kg', nameMn: 'Алтан тариа нэгдүгээр зэргийн гурил 25кг',
    descriptionEn: 'A large family sack of everyday flour for noodles and dumplings.',
    descriptionMn: 'Гурилтай шөл, бууз банш хийхэд зориулсан, гэр бүлийн том шуудай гурил.',
    brand: 'altan-taria', category: 'pantry', origin: 'MN', price: 62000, stock: 40, tags: ['flour', 'mongolian', 'bulk'],
  },
  {
    slug: 'lao-gan-ma-spicy-chili-crisp-210g', nameEn: 'Lao Gan Ma Spicy Chili Crisp 210g', nameMn: 'Lao Gan Ma чинжүүтэй тосон соус 210г',
    descriptionEn: 'Crunchy chili in oil that livens up noodles, rice and dumplings.',
    descriptionMn: 'Гоймон, будаа, банштай хамт идэхэд амт оруулдаг, шаржигнуур чинжүүтэй тос.',
    brand: 'lao-gan-ma', category: 'pantry', origin: 'CN', price: 11500, stock: 90, tags: ['sauce', 'spicy', 'chinese-food'],
  },
  {
    slug: 'kikkoman-soy-sauce-1l', nameEn: 'Kikkoman Naturally Brewed Soy Sauce 1L', nameMn: 'Kikkoman байгалийн аргаар исгэсэн шар буурцгийн сүмс 1л',
    descriptionEn: 'All-purpose Japanese soy sauce for cooking and dipping.',
    descriptionMn: 'Хоол хийх, дүрж идэхэд тохирох Япон шар буурцгийн сүмс.',
    brand: 'kikkoman', category: 'pantry', origin: 'JP', price: 19500, stock: 70, tags: ['sauce', 'soy', 'japanese-food'],
  },
  {
    slug: 'kirkland-signature-mixed-nuts-1-13kg', nameEn: 'Kirkland Signature Extra Fancy Mixed Nuts 1.13kg', nameMn: 'Kirkland Signature холимог самар 1.13кг',
    descriptionEn: 'Salted cashews, almonds, pecans, macadamias and Brazil nuts in a resealable tub.',
    descriptionMn: 'Кешью, бүйлс, пекан, макадами, бразил самар холисон, давсалсан, дахин таглагддаг сав.',
    brand: 'kirkland-signature', category: 'pantry', origin: 'US', price: 79000, compareAtPrice: 89000, stock: 35, tags: ['nuts', 'snacks', 'value'],
  },
  {
    slug: 'ottogi-curry-mild-100g', nameEn: 'Ottogi Curry Powder Mild 100g', nameMn: 'Ottogi карри нунтаг, бага халуун 100г',
    descriptionEn: 'Korean-style curry mix; just add meat and vegetables.',
    descriptionMn: 'Мах, ногоо нэмээд л болох Солонгос маягийн карри.',
    brand: 'ottogi', category: 'pantry', origin: 'KR', price: 5900, stock: 95, tags: ['curry', 'korean-food'],
  },

  // ── Furniture ────────────────────────────────────────────────────────────
  {
    slug: 'sidiz-t50-ergonomic-chair', nameEn: 'SIDIZ T50 Ergonomic Office Chair', nameMn: 'SIDIZ T50 эргономик оффисын сандал',
    descriptionEn: 'A breathable mesh-back chair with adjustable lumbar support and armrests.',
    descriptionMn: 'Агаар нэвтрүүлдэг торон түшлэгтэй, бүсэлхий болон гарын түшлэг нь тохируулагддаг сандал.',
    brand: 'sidiz', category: 'furniture', origin: 'KR', price: 990000, compareAtPrice: 1150000, stock: 8, tags: ['chair', 'office', 'ergonomic'],
  },
  {
    slug: 'muji-stacking-shelf-oak-3-tier', nameEn: 'MUJI Stacking Shelf, Oak, 3 Tiers', nameMn: 'MUJI царс модон 3 давхар тавиур',
    descriptionEn: 'A solid oak modular shelf that can be extended as your home grows.',
    descriptionMn: 'Хэрэгцээгээрээ нэмж өргөтгөж болох, царс модон модуль тавиур.',
    brand: 'muji', category: 'furniture', origin: 'JP', price: 590000, stock: 5, tags: ['shelf', 'wood', 'storage'],
  },
  {
    slug: 'nitori-compact-2-seater-sofa', nameEn: 'Nitori Compact 2-Seater Fabric Sofa', nameMn: 'Nitori авсаархан 2 хүний даавуун буйдан',
    descriptionEn: 'A small, comfortable sofa sized for Ulaanbaatar apartments, with washable covers.',
    descriptionMn: 'Улаанбаатарын орон сууцанд багтах жижиг, тухтай, бүрээсийг нь угааж болдог буйдан.',
    brand: 'nitori', category: 'furniture', origin: 'JP', price: 1490000, stock: 3, tags: ['sofa', 'living-room'],
  },

  // ── Bedding & blankets ───────────────────────────────────────────────────
  {
    slug: 'goyo-cashmere-throw-blanket', nameEn: 'GOYO Cashmere Throw Blanket 130 × 180cm', nameMn: 'GOYO ноолууран хөнжил 130 × 180см',
    descriptionEn: 'A luxurious, light and very warm throw woven from Mongolian cashmere.',
    descriptionMn: 'Монгол ноолуураар нэхсэн, хөнгөн атлаа маш дулаан, тансаг хөнжил.',
    brand: 'goyo', category: 'bedding-textiles', origin: 'MN', price: 890000, stock: 10, tags: ['blanket', 'cashmere', 'gift', 'mongolian'],
  },
  {
    slug: 'nitori-n-warm-blanket-single', nameEn: 'Nitori N-Warm Heat-Generating Blanket, Single', nameMn: 'Nitori N-Warm дулаан ялгаруулдаг хөнжил, нэг хүний',
    descriptionEn: 'A soft, moisture-absorbing blanket that gently generates warmth.',
    descriptionMn: 'Чийг шингээж, зөөлөн дулаан ялгаруулдаг хөнжил.',
    brand: 'nitori', category: 'bedding-textiles', origin: 'JP', price: 89000, stock: 40, tags: ['blanket', 'winter', 'bedroom'],
  },
  {
    slug: 'muji-organic-cotton-duvet-cover-double', nameEn: 'MUJI Organic Cotton Duvet Cover, Double', nameMn: 'MUJI органик хөвөн хөнжлийн уут, хоёр хүний',
    descriptionEn: 'A breathable organic cotton cover that gets softer with every wash.',
    descriptionMn: 'Агаар нэвтрүүлдэг, угаах тусам зөөлөрдөг органик хөвөн даавуун уут.',
    brand: 'muji', category: 'bedding-textiles', origin: 'JP', price: 119000, stock: 22, tags: ['bedding', 'cotton', 'bedroom'],
  },

  // ── Lighting, decor & storage ────────────────────────────────────────────
  {
    slug: 'muji-ultrasonic-aroma-diffuser', nameEn: 'MUJI Ultrasonic Aroma Diffuser', nameMn: 'MUJI хэт авианы үнэртүүлэгч',
    descriptionEn: 'Fills the room with essential-oil scent and a soft light.',
    descriptionMn: 'Ханд тосны анхилуун үнэр, зөөлөн гэрлээр өрөөгөө дүүргэнэ.',
    brand: 'muji', category: 'home-decor-storage', origin: 'JP', price: 189000, stock: 20, tags: ['diffuser', 'aroma', 'decor'],
  },
  {
    slug: 'muji-pp-storage-case-drawer-deep', nameEn: 'MUJI Polypropylene Storage Case with Drawer, Deep', nameMn: 'MUJI шургуулгатай хадгалах хайрцаг, гүн',
    descriptionEn: 'A stackable clear drawer for wardrobes and shelves.',
    descriptionMn: 'Шүүгээ, тавиурт давхарлан тавьж болох тунгалаг шургуулга.',
    brand: 'muji', category: 'home-decor-storage', origin: 'JP', price: 39000, stock: 55, tags: ['storage', 'organizer'],
  },
  {
    slug: 'xiaomi-mijia-led-desk-lamp-1s', nameEn: 'Xiaomi Mijia LED Desk Lamp 1S', nameMn: 'Xiaomi Mijia LED ширээний гэрэл 1S',
    descriptionEn: 'A flicker-free desk lamp with adjustable brightness and colour temperature.',
    descriptionMn: 'Анивчдаггүй, гэрлийн хүч, өнгөний дулаан нь тохируулагддаг ширээний гэрэл.',
    brand: 'xiaomi', category: 'home-decor-storage', origin: 'CN', price: 99000, stock: 45, tags: ['lamp', 'study', 'smart-home'],
  },

  // ── Shampoo & hair care ──────────────────────────────────────────────────
  {
    slug: 'ryo-hair-loss-care-shampoo-400ml', nameEn: 'Ryo Jayangyunmo Hair Loss Care Shampoo 400ml', nameMn: 'Ryo Jayangyunmo үс уналтаас сэргийлэх шампунь 400мл',
    descriptionEn: 'A Korean herbal shampoo with ginseng that strengthens thinning hair.',
    descriptionMn: 'Женьшень агуулсан, сийрэгжсэн үсийг бэхжүүлдэг Солонгос ургамлын шампунь.',
    brand: 'ryo', category: 'hair-care', origin: 'KR', price: 32000, stock: 70, tags: ['shampoo', 'hair-loss'],
  },
  {
    slug: 'mise-en-scene-perfect-serum-original-80ml', nameEn: 'Mise en scène Perfect Serum Original 80ml', nameMn: 'Mise en scène Perfect үсний серум 80мл',
    descriptionEn: 'A light hair oil serum that tames frizz and adds shine.',
    descriptionMn: 'Үсийг гөлгөр, гялалзсан болгож, сэгсийхээс сэргийлдэг хөнгөн тосон серум.',
    brand: 'mise-en-scene', category: 'hair-care', origin: 'KR', price: 24000, stock: 85, tags: ['hair-oil', 'serum'],
  },
  {
    slug: 'tsubaki-premium-moist-shampoo-490ml', nameEn: 'TSUBAKI Premium Moist Shampoo 490ml', nameMn: 'TSUBAKI Premium Moist чийгшүүлэгч шампунь 490мл',
    descriptionEn: 'A camellia-oil shampoo for soft, glossy hair.',
    descriptionMn: 'Камелийн тостой, үсийг зөөлөн, гялалзсан болгодог шампунь.',
    brand: 'tsubaki', category: 'hair-care', origin: 'JP', price: 29000, stock: 60, tags: ['shampoo', 'moisture'],
  },
  {
    slug: 'olaplex-no-3-hair-perfector-100ml', nameEn: 'Olaplex No.3 Hair Perfector 100ml', nameMn: 'Olaplex No.3 үс нөхөн сэргээх эмчилгээ 100мл',
    descriptionEn: 'A weekly at-home treatment that repairs bleached and damaged hair.',
    descriptionMn: 'Будаж цайруулсан, гэмтсэн үсийг долоо хоногт нэг удаа гэртээ нөхөн сэргээх эмчилгээ.',
    brand: 'olaplex', category: 'hair-care', origin: 'US', price: 99000, compareAtPrice: 115000, stock: 30, tags: ['hair-treatment', 'repair'],
  },

  // ── Hair dryers & beauty tools ───────────────────────────────────────────
  {
    slug: 'panasonic-nanoe-hair-dryer-eh-na0j', nameEn: 'Panasonic nanoe Hair Dryer EH-NA0J', nameMn: 'Panasonic nanoe үс хатаагч EH-NA0J',
    descriptionEn: 'Japan’s bestselling premium dryer; nanoe ions keep hair moist and smooth.',
    descriptionMn: 'Японд хамгийн их зарагддаг дээд зэрэглэлийн үс хатаагч. nanoe ион нь үсийг чийглэг, гөлгөр байлгана.',
    brand: 'panasonic', category: 'beauty-tools', origin: 'JP', price: 690000, compareAtPrice: 790000, stock: 9, tags: ['hair-dryer', 'premium'],
  },
  {
    slug: 'xiaomi-compact-hair-dryer-h101', nameEn: 'Xiaomi Compact Hair Dryer H101', nameMn: 'Xiaomi авсаархан үс хатаагч H101',
    descriptionEn: 'A foldable 1,600W ionic dryer, great for travel.',
    descriptionMn: 'Эвхэгддэг, 1600W, ионтой, аялалд авч явахад тохиромжтой үс хатаагч.',
    brand: 'xiaomi', category: 'beauty-tools', origin: 'CN', price: 69000, stock: 65, tags: ['hair-dryer', 'travel'],
  },
  {
    slug: 'xiaomi-electric-toothbrush-t302', nameEn: 'Xiaomi Electric Toothbrush T302', nameMn: 'Xiaomi цахилгаан шүдний сойз T302',
    descriptionEn: 'A sonic toothbrush with four modes and up to 150 days per charge.',
    descriptionMn: 'Дөрвөн горимтой, нэг цэнэглэлтээр 150 хоног хүртэл ажилладаг соник шүдний сойз.',
    brand: 'xiaomi', category: 'beauty-tools', origin: 'CN', price: 79000, stock: 50, tags: ['toothbrush', 'oral-care'],
  },
  {
    slug: 'panasonic-arc5-shaver-es-lv67', nameEn: 'Panasonic ARC5 Electric Shaver ES-LV67', nameMn: 'Panasonic ARC5 цахилгаан сахлын машин ES-LV67',
    descriptionEn: 'A five-blade wet/dry shaver for a close, comfortable shave.',
    descriptionMn: 'Таван иртэй, нойтон болон хуурай хэрэглэж болох, гөлгөр хусдаг сахлын машин.',
    brand: 'panasonic', category: 'beauty-tools', origin: 'JP', price: 790000, stock: 6, active: false, tags: ['shaver', 'men'],
  },

  // ── Japanese skincare ────────────────────────────────────────────────────
  {
    slug: 'anessa-perfect-uv-sunscreen-skincare-milk-60ml', nameEn: 'Shiseido ANESSA Perfect UV Sunscreen Skincare Milk SPF50+ 60ml', nameMn: 'Shiseido ANESSA Perfect UV нарны сүү SPF50+ 60мл',
    descriptionEn: 'Japan’s No.1 sunscreen: waterproof, sweat-proof and strong against UV, for mountains and summer trips.',
    descriptionMn: 'Японы №1 нарны тос: ус, хөлсөнд тэсвэртэй, хэт ягаан туяанаас сайн хамгаална. Уул, зуны аялалд тохиромжтой.',
    brand: 'shiseido', category: 'japanese-skincare', origin: 'JP', price: 89000, stock: 40, tags: ['sunscreen', 'spf50', 'waterproof'],
  },
  {
    slug: 'shiseido-ultimune-power-infusing-serum-50ml', nameEn: 'Shiseido Ultimune Power Infusing Serum 50ml', nameMn: 'Shiseido Ultimune арьс хамгаалах серум 50мл',
    descriptionEn: 'Shiseido’s signature serum that strengthens the skin barrier.',
    descriptionMn: 'Арьсны хамгаалалтын давхаргыг бэхжүүлдэг Shiseido-гийн алдарт серум.',
    brand: 'shiseido', category: 'japanese-skincare', origin: 'JP', price: 390000, compareAtPrice: 450000, stock: 10, tags: ['serum', 'luxury', 'skincare'],
  },
  {
    slug: 'biore-uv-aqua-rich-watery-essence-70g', nameEn: 'Bioré UV Aqua Rich Watery Essence SPF50+ 70g', nameMn: 'Bioré UV Aqua Rich устай нарны эссенц SPF50+ 70г',
    descriptionEn: 'A very light, water-like sunscreen that feels like nothing on the skin.',
    descriptionMn: 'Арьсан дээр мэдрэгддэггүй, ус шиг маш хөнгөн нарны тос.',
    brand: 'biore', category: 'japanese-skincare', origin: 'JP', price: 29000, stock: 95, tags: ['sunscreen', 'spf50', 'lightweight'],
  },
  {
    slug: 'hada-labo-gokujyun-hyaluronic-lotion-170ml', nameEn: 'Hada Labo Gokujyun Hyaluronic Lotion 170ml', nameMn: 'Hada Labo Gokujyun гиалуроны лосьон 170мл',
    descriptionEn: 'A deeply hydrating lotion with several types of hyaluronic acid.',
    descriptionMn: 'Хэд хэдэн төрлийн гиалуроны хүчил агуулсан, гүн чийгшүүлэгч лосьон.',
    brand: 'hada-labo', category: 'japanese-skincare', origin: 'JP', price: 35000, stock: 75, tags: ['lotion', 'hydrating', 'skincare'],
  },
  {
    slug: 'dhc-deep-cleansing-oil-200ml', nameEn: 'DHC Deep Cleansing Oil 200ml', nameMn: 'DHC гүн цэвэрлэгч тос 200мл',
    descriptionEn: 'An olive-oil cleanser that melts away makeup and sunscreen.',
    descriptionMn: 'Будалт, нарны тосыг хайлуулж арилгадаг, чидуны тостой цэвэрлэгч.',
    brand: 'dhc', category: 'japanese-skincare', origin: 'JP', price: 69000, stock: 35, tags: ['cleanser', 'makeup-remover'],
  },

  // ── Body care ────────────────────────────────────────────────────────────
  {
    slug: 'cerave-moisturizing-cream-453g', nameEn: 'CeraVe Moisturizing Cream 453g', nameMn: 'CeraVe чийгшүүлэгч тос 453г',
    descriptionEn: 'A rich, fragrance-free cream with ceramides for very dry skin on face and body.',
    descriptionMn: 'Керамид агуулсан, үнэргүй, маш хуурай арьсанд нүүр, биед хэрэглэх өтгөн тос.',
    brand: 'cerave', category: 'body-care', origin: 'US', price: 79000, compareAtPrice: 89000, stock: 50, tags: ['moisturizer', 'dry-skin', 'body'],
  },
  {
    slug: 'cerave-hydrating-facial-cleanser-473ml', nameEn: 'CeraVe Hydrating Facial Cleanser 473ml', nameMn: 'CeraVe чийгшүүлэгч нүүр угаагч 473мл',
    descriptionEn: 'A gentle, non-foaming cleanser that does not strip moisture.',
    descriptionMn: 'Арьсны чийгийг хуулдаггүй, хөөсрөхгүй зөөлөн нүүр угаагч.',
    brand: 'cerave', category: 'body-care', origin: 'US', price: 65000, stock: 45, tags: ['cleanser', 'dry-skin'],
  },

  // ── Dash cams ────────────────────────────────────────────────────────────
  {
    slug: '70mai-dash-cam-a510', nameEn: '70mai Dash Cam A510 with Rear Camera', nameMn: '70mai A510 машины видео бичигч, арын камертай',
    descriptionEn: 'Records front and rear in sharp detail, with night vision and GPS.',
    descriptionMn: 'Урд, хойд талыг тод бичдэг, шөнийн харагдацтай, GPS-тэй видео бичигч.',
    brand: '70mai', category: 'dash-cams', origin: 'CN', price: 239000, stock: 30, tags: ['dash-cam', 'car'],
  },
  {
    slug: 'thinkware-q1000-dash-cam', nameEn: 'Thinkware Q1000 2K Dash Cam (Front + Rear)', nameMn: 'Thinkware Q1000 2K машины видео бичигч (урд + хойд)',
    descriptionEn: 'A Korean 2K dash cam with parking surveillance and a wide operating temperature range.',
    descriptionMn: 'Зогсоол дээр ч хамгаалалт хийдэг, өргөн температурт ажилладаг Солонгос 2K видео бичигч.',
    brand: 'thinkware', category: 'dash-cams', origin: 'KR', price: 690000, compareAtPrice: 790000, stock: 8, tags: ['dash-cam', 'car', 'parking'],
  },

  // ── Car electronics ──────────────────────────────────────────────────────
  {
    slug: 'baseus-magnetic-car-phone-holder', nameEn: 'Baseus Magnetic Car Phone Holder', nameMn: 'Baseus соронзон машины утас бэхлэгч',
    descriptionEn: 'Holds your phone firmly on the dashboard or air vent.',
    descriptionMn: 'Утсыг самбар эсвэл агааржуулалтын нүхэнд бат бэх барина.',
    brand: 'baseus', category: 'car-electronics', origin: 'CN', price: 39000, stock: 110, tags: ['car', 'phone-holder'],
  },
  {
    slug: 'baseus-super-energy-jump-starter', nameEn: 'Baseus Super Energy Car Jump Starter 10,000mAh', nameMn: 'Baseus Super Energy машин асаагч, зөөврийн цэнэглэгч 10000mAh',
    descriptionEn: 'Starts a car with a flat battery on frozen mornings and doubles as a power bank.',
    descriptionMn: 'Хүйтэн өглөө аккумлятор нь суусан машиныг асаах бөгөөд зөөврийн цэнэглэгчээр ч хэрэглэнэ.',
    brand: 'baseus', category: 'car-electronics', origin: 'CN', price: 249000, compareAtPrice: 289000, stock: 20, tags: ['car', 'jump-starter', 'winter'],
  },
  {
    slug: 'xiaomi-portable-air-compressor-2', nameEn: 'Xiaomi Portable Electric Air Compressor 2', nameMn: 'Xiaomi зөөврийн дугуй хийлэгч 2',
    descriptionEn: 'A cordless tyre inflator with a digital pressure gauge.',
    descriptionMn: 'Тоон даралт хэмжигчтэй, утасгүй дугуй хийлэгч.',
    brand: 'xiaomi', category: 'car-electronics', origin: 'CN', price: 159000, stock: 28, tags: ['car', 'tyre', 'inflator'],
  },

  // ── Car care ─────────────────────────────────────────────────────────────
  {
    slug: 'meguiars-ultimate-liquid-wax-473ml', nameEn: "Meguiar's Ultimate Liquid Wax 473ml", nameMn: "Meguiar's Ultimate машины шингэн лав 473мл",
    descriptionEn: 'A synthetic wax that gives deep gloss and protection against dust and road salt.',
    descriptionMn: 'Машины будгийг гүн гялалзуулж, тоос болон замын давснаас хамгаална.',
    brand: 'meguiars', category: 'car-care', origin: 'US', price: 89000, stock: 25, tags: ['car', 'wax'],
  },
  {
    slug: 'meguiars-gold-class-car-wash-1-89l', nameEn: "Meguiar's Gold Class Car Wash 1.89L", nameMn: "Meguiar's Gold Class машины шампунь 1.89л",
    descriptionEn: 'A rich, pH-balanced car shampoo that conditions the paint.',
    descriptionMn: 'Будгийг арчилдаг, pH тэнцвэртэй, сайн хөөсрөх машины шампунь.',
    brand: 'meguiars', category: 'car-care', origin: 'US', price: 49000, stock: 30, tags: ['car', 'shampoo'],
  },

  // ── Pet food ─────────────────────────────────────────────────────────────
  {
    slug: 'hills-science-diet-adult-dog-7kg', nameEn: "Hill's Science Diet Adult Dog Food, Chicken & Barley, 7kg", nameMn: "Hill's Science Diet насанд хүрсэн нохойн хоол, тахиа, арвайтай 7кг",
    descriptionEn: 'Balanced nutrition for adult dogs aged 1–6.',
    descriptionMn: '1–6 настай нохойд зориулсан тэнцвэртэй тэжээл.',
    brand: 'hills', category: 'pet-food', origin: 'US', price: 279000, stock: 0, tags: ['dog', 'pet-food'],
  },
  {
    slug: 'purina-pro-plan-adult-cat-salmon-3kg', nameEn: 'Purina Pro Plan Adult Cat Food, Salmon, 3kg', nameMn: 'Purina Pro Plan насанд хүрсэн муурны хоол, хулд загастай 3кг',
    descriptionEn: 'High-protein dry food with salmon for healthy adult cats.',
    descriptionMn: 'Хулд загас агуулсан, уураг ихтэй, насанд хүрсэн муурны хуурай хоол.',
    brand: 'purina', category: 'pet-food', origin: 'US', price: 139000, stock: 24, tags: ['cat', 'pet-food'],
  },
  {
    slug: 'inaba-ciao-churu-tuna-20', nameEn: 'INABA Ciao Churu Cat Treats, Tuna (20 tubes)', nameMn: 'INABA Ciao Churu муурны амттан, туна загастай (20 ширхэг)',
    descriptionEn: 'Lickable purée treats that cats go crazy for.',
    descriptionMn: 'Муурны хамгийн дуртай, долоож иддэг зөөлөн амттан.',
    brand: 'inaba', category: 'pet-food', origin: 'JP', price: 23000, stock: 100, tags: ['cat', 'treats'],
  },

  // ── Pet accessories ──────────────────────────────────────────────────────
  {
    slug: 'petkit-eversweet-3-pro-water-fountain', nameEn: 'PETKIT Eversweet 3 Pro Pet Water Fountain', nameMn: 'PETKIT Eversweet 3 Pro тэжээвэр амьтны усны усан оргилуур',
    descriptionEn: 'A quiet, filtered fountain that encourages pets to drink more.',
    descriptionMn: 'Шүүлтүүртэй, чимээгүй ажилладаг, амьтныг илүү ус уухад урамшуулдаг усан оргилуур.',
    brand: 'petkit', category: 'pet-accessories', origin: 'CN', price: 149000, stock: 20, tags: ['cat', 'dog', 'fountain'],
  },
  {
    slug: 'petkit-fresh-element-solo-feeder', nameEn: 'PETKIT Fresh Element Solo Smart Feeder', nameMn: 'PETKIT Fresh Element Solo ухаалаг хооллогч',
    descriptionEn: 'An app-controlled feeder that serves meals on schedule while you are away.',
    descriptionMn: 'Таныг гэрт байхгүй үед хуваарийн дагуу хоол өгдөг, апп-аар удирддаг хооллогч.',
    brand: 'petkit', category: 'pet-accessories', origin: 'CN', price: 229000, stock: 12, tags: ['cat', 'dog', 'feeder', 'smart-home'],
  },
  {
    slug: 'kong-classic-dog-toy-medium', nameEn: 'KONG Classic Dog Toy, Medium', nameMn: 'KONG Classic нохойн тоглоом, дунд',
    descriptionEn: 'A tough rubber toy you can stuff with treats to keep dogs busy.',
    descriptionMn: 'Дотор нь амттан хийж өгөхөд нохой удаан тоглодог бат бөх резинэн тоглоом.',
    brand: 'kong', category: 'pet-accessories', origin: 'US', price: 39000, stock: 40, tags: ['dog', 'toy'],
  },

  // ── Books & textbooks ────────────────────────────────────────────────────
  {
    slug: 'atomic-habits-james-clear-paperback', nameEn: 'Atomic Habits by James Clear (Paperback, English)', nameMn: 'Жеймс Клир «Atomic Habits» (англи хэл дээр, зөөлөн хавтастай)',
    descriptionEn: 'The bestselling guide to building good habits and breaking bad ones.',
    descriptionMn: 'Сайн зуршил бий болгож, муу зуршлаа орхих тухай бестселлер ном.',
    brand: 'penguin-random-house', category: 'books', origin: 'US', price: 59000, stock: 25, tags: ['book', 'english', 'self-help'],
  },
  {
    slug: 'harry-potter-sorcerers-stone-paperback', nameEn: "Harry Potter and the Sorcerer's Stone (Paperback, English)", nameMn: 'Харри Поттер ба Шидтэний чулуу (англи хэл дээр, зөөлөн хавтастай)',
    descriptionEn: 'The first Harry Potter book, a great read for English learners.',
    descriptionMn: 'Харри Поттерын анхны ном. Англи хэл сурч буй хүмүүст уншихад тохиромжтой.',
    brand: 'scholastic', category: 'books', origin: 'US', price: 45000, stock: 30, tags: ['book', 'english', 'kids'],
  },
  {
    slug: 'korean-grammar-in-use-beginning', nameEn: 'Korean Grammar in Use: Beginning', nameMn: 'Korean Grammar in Use: анхан шат (солонгос хэлний дүрэм)',
    descriptionEn: 'A popular Korean grammar textbook with explanations in English.',
    descriptionMn: 'Англи тайлбартай, солонгос хэлний дүрмийн түгээмэл сурах бичиг.',
    brand: 'darakwon', category: 'books', origin: 'KR', price: 69000, stock: 20, tags: ['book', 'korean', 'language'],
  },
  {
    slug: 'hsk-standard-course-1-textbook', nameEn: 'HSK Standard Course 1 Textbook', nameMn: 'HSK стандарт сургалт 1 сурах бичиг (хятад хэл)',
    descriptionEn: 'The official textbook for the HSK 1 Chinese proficiency exam.',
    descriptionMn: 'HSK 1 хятад хэлний шалгалтын албан ёсны сурах бичиг.',
    brand: 'blcup', category: 'books', origin: 'CN', price: 39000, stock: 18, tags: ['book', 'chinese', 'language'],
  },
  {
    slug: 'genki-1-japanese-textbook-3rd-edition', nameEn: 'GENKI I: An Integrated Course in Elementary Japanese (3rd ed.)', nameMn: 'GENKI I япон хэлний анхан шатны сурах бичиг (3-р хэвлэл)',
    descriptionEn: 'The standard beginner Japanese textbook used worldwide.',
    descriptionMn: 'Дэлхий даяар хэрэглэгддэг япон хэлний анхан шатны сурах бичиг.',
    brand: 'japan-times', category: 'books', origin: 'JP', price: 129000, stock: 0, tags: ['book', 'japanese', 'language'],
  },

  // ── Stationery ───────────────────────────────────────────────────────────
  {
    slug: 'pilot-frixion-ball-0-5-3-pack', nameEn: 'Pilot FriXion Ball Erasable Gel Pens 0.5mm (3 pack)', nameMn: 'Pilot FriXion баллуурдаг гель үзэг 0.5мм (3 ширхэг)',
    descriptionEn: 'Write, erase and rewrite: the ink disappears with friction.',
    descriptionMn: 'Бичээд, баллуурдаад, дахин бичнэ: бэх нь үрэхэд алга болдог.',
    brand: 'pilot', category: 'stationery', origin: 'JP', price: 15900, stock: 120, tags: ['pen', 'erasable', 'school'],
  },
  {
    slug: 'zebra-sarasa-clip-0-5-10-colours', nameEn: 'Zebra Sarasa Clip Gel Pens 0.5mm (10 colours)', nameMn: 'Zebra Sarasa Clip гель үзэг 0.5мм (10 өнгө)',
    descriptionEn: 'Smooth, quick-drying gel pens in ten vivid colours.',
    descriptionMn: 'Зөөлөн бичдэг, хурдан хатдаг, арван тод өнгийн гель үзэг.',
    brand: 'zebra', category: 'stationery', origin: 'JP', price: 29000, stock: 80, tags: ['pen', 'gel', 'school'],
  },
  {
    slug: 'muji-notebook-b5-5-pack', nameEn: 'MUJI Recycled Paper Notebook B5 (5 pack)', nameMn: 'MUJI дахин боловсруулсан цаасан дэвтэр B5 (5 ширхэг)',
    descriptionEn: 'Simple lined notebooks with smooth paper.',
    descriptionMn: 'Гөлгөр цаастай, энгийн шугамтай дэвтэр.',
    brand: 'muji', category: 'stationery', origin: 'JP', price: 12900, stock: 100, tags: ['notebook', 'school'],
  },
  {
    slug: 'monami-153-ballpoint-pens-12', nameEn: 'Monami 153 Ballpoint Pens (12 pack)', nameMn: 'Monami 153 бал үзэг (12 ширхэг)',
    descriptionEn: 'Korea’s classic everyday ballpoint pen since 1963.',
    descriptionMn: '1963 оноос хойш хэрэглэгдэж буй Солонгосын сонгодог бал үзэг.',
    brand: 'monami', category: 'stationery', origin: 'KR', price: 8500, stock: 150, tags: ['pen', 'school', 'office'],
  },
  {
    slug: 'deli-scientific-calculator-240-functions', nameEn: 'Deli Scientific Calculator, 240 Functions', nameMn: 'Deli инженерийн тооны машин, 240 үйлдэлтэй',
    descriptionEn: 'A dependable scientific calculator for high school and university.',
    descriptionMn: 'Ахлах сургууль, их сургуульд хэрэглэх найдвартай инженерийн тооны машин.',
    brand: 'deli', category: 'stationery', origin: 'CN', price: 29000, stock: 60, tags: ['calculator', 'school'],
  },

  // ── Health monitors ──────────────────────────────────────────────────────
  {
    slug: 'omron-m3-comfort-blood-pressure-monitor', nameEn: 'Omron M3 Comfort Upper Arm Blood Pressure Monitor', nameMn: 'Omron M3 Comfort бугуйвчтай даралтын аппарат',
    descriptionEn: 'A clinically validated monitor with an easy-wrap cuff and irregular heartbeat detection.',
    descriptionMn: 'Эмнэлзүйн баталгаажуулалттай, амархан ороох ханцуйвчтай, зүрхний хэм алдагдлыг илрүүлдэг даралтын аппарат.',
    brand: 'omron', category: 'health-monitors', origin: 'JP', price: 189000, compareAtPrice: 219000, stock: 30, tags: ['blood-pressure', 'health'],
  },
  {
    slug: 'omron-mc-720-forehead-thermometer', nameEn: 'Omron MC-720 Non-Contact Forehead Thermometer', nameMn: 'Omron MC-720 хүрэлцэхгүй хэмждэг духны халуун хэмжигч',
    descriptionEn: 'Measures body temperature in one second without touching; ideal for babies.',
    descriptionMn: 'Хүрэлцэхгүйгээр нэг секундэд биеийн халууныг хэмжинэ, нялх хүүхдэд тохиромжтой.',
    brand: 'omron', category: 'health-monitors', origin: 'JP', price: 99000, stock: 35, tags: ['thermometer', 'health', 'baby'],
  },
  {
    slug: 'omron-ne-c101-nebulizer', nameEn: 'Omron NE-C101 Compressor Nebulizer', nameMn: 'Omron NE-C101 ингаляц (небулайзер)',
    descriptionEn: 'A simple home nebulizer for asthma and respiratory treatment.',
    descriptionMn: 'Багтраа, амьсгалын замын эмчилгээнд гэртээ хэрэглэх энгийн ингаляц.',
    brand: 'omron', category: 'health-monitors', origin: 'JP', price: 189000, stock: 14, tags: ['nebulizer', 'health', 'respiratory'],
  },
  {
    slug: 'yuwell-fingertip-pulse-oximeter', nameEn: 'Yuwell Fingertip Pulse Oximeter', nameMn: 'Yuwell хуруунд зүүдэг пульсоксиметр',
    descriptionEn: 'Reads blood oxygen (SpO2) and pulse rate in seconds.',
    descriptionMn: 'Цусны хүчилтөрөгч (SpO2), зүрхний цохилтыг хэдхэн секундэд хэмжинэ.',
    brand: 'yuwell', category: 'health-monitors', origin: 'CN', price: 49000, stock: 60, tags: ['oximeter', 'health'],
  },
  {
    slug: 'xiaomi-body-composition-scale-s400', nameEn: 'Xiaomi Body Composition Scale S400', nameMn: 'Xiaomi S400 биеийн бүтэц хэмжигч ухаалаг жин',
    descriptionEn: 'A smart scale that tracks weight, body fat and muscle mass in the app.',
    descriptionMn: 'Жин, өөхний хэмжээ, булчингийн массыг хэмжиж апп-д хадгалдаг ухаалаг жин.',
    brand: 'xiaomi', category: 'health-monitors', origin: 'CN', price: 89000, stock: 45, tags: ['scale', 'fitness', 'health'],
  },

  // ── Massagers ────────────────────────────────────────────────────────────
  {
    slug: 'breo-neck-massager', nameEn: 'Breo Neck Massager with Heat', nameMn: 'Breo халаалттай хүзүүний массажер',
    descriptionEn: 'Relieves neck stiffness from long hours at a desk with gentle pulses and warmth.',
    descriptionMn: 'Ширээний ард удаан суусны улмаас хөшсөн хүзүүг зөөлөн импульс, дулаанаар тайвшруулна.',
    brand: 'breo', category: 'massagers', origin: 'CN', price: 249000, stock: 16, tags: ['massager', 'neck', 'relax'],
  },
  {
    slug: 'xiaomi-mijia-massage-gun-mini', nameEn: 'Xiaomi Mijia Massage Gun Mini', nameMn: 'Xiaomi Mijia жижиг массажны буу',
    descriptionEn: 'A compact percussion massager for muscle recovery after sport.',
    descriptionMn: 'Спортын дараа булчинг сэргээх, авсаархан цохилтот массажер.',
    brand: 'xiaomi', category: 'massagers', origin: 'CN', price: 159000, stock: 26, tags: ['massager', 'fitness', 'recovery'],
  },
  {
    slug: 'panasonic-steam-eye-spa-eh-sw68', nameEn: 'Panasonic Steam Eye Spa EH-SW68', nameMn: 'Panasonic EH-SW68 нүдний уурын массажер',
    descriptionEn: 'Warm steam soothes tired eyes after screen time.',
    descriptionMn: 'Дэлгэц удаан харж ядарсан нүдийг бүлээн уураар тайвшруулна.',
    brand: 'panasonic', category: 'massagers', origin: 'JP', price: 390000, stock: 7, tags: ['massager', 'eye', 'relax'],
  },
];
