// Seed data for the catalogue: categories, brands, products (some with variant options) and bundles.
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
  /** Variant options; the product's variants are every combination (at most 12), each with its own stock. */
  options?: OptionSeed[];
}

export interface OptionValueSeed { code: string; en: string; mn: string; /** added to the product price, whole MNT */ priceDelta?: number }
export interface OptionSeed { name: 'color' | 'size' | 'storage' | 'volume'; values: OptionValueSeed[] }
export interface BundleSeed {
  slug: string; nameEn: string; nameMn: string; descriptionEn: string; descriptionMn: string;
  /** product slugs with quantities; every product must exist and be active */
  items: { product: string; quantity: number }[];
  /** bundle price in whole MNT, lower than the sum of the items' prices */
  price: number;
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
  { slug: 'garmin', name: 'Garmin', origin: 'US', descriptionEn: 'Kansas-based maker of GPS sports watches and outdoor navigation devices.', descriptionMn: 'GPS-тэй спорт цаг, аяллын навигацийн төхөөрөмж үйлдвэрлэдэг Канзас мужийн компани.' },
  { slug: 'hyperx', name: 'HyperX', origin: 'US', descriptionEn: 'Californian gaming brand for headsets, keyboards and mice.', descriptionMn: 'Тоглоомын чихэвч, гар, хулгана үйлдвэрлэдэг Калифорнийн гейминг брэнд.' },

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
  { slug: 'anua', name: 'Anua', origin: 'KR', descriptionEn: 'Korean skincare brand known for its Heartleaf toner and cleansing oil.', descriptionMn: 'Heartleaf ургамлын хандтай тонер, будаг арилгагч тосоороо алдартай Солонгосын арьс арчилгааны брэнд.' },
  { slug: 'lock-n-lock', name: 'LocknLock', origin: 'KR', descriptionEn: 'Korean maker of airtight food containers and vacuum tumblers.', descriptionMn: 'Агаар нэвтрүүлдэггүй хүнсний сав, термос аяга үйлдвэрлэдэг Солонгосын брэнд.' },
  { slug: 'tamburins', name: 'TAMBURINS', origin: 'KR', descriptionEn: 'Seoul fragrance brand from the Gentle Monster group, known for perfumes and hand creams.', descriptionMn: 'Gentle Monster группийн, үнэртэй ус, гарын тосоороо алдартай Сөүлийн үнэртний брэнд.' },

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
  { slug: 'ugreen', name: 'UGREEN', origin: 'CN', descriptionEn: 'Shenzhen maker of chargers, cables, hubs and laptop stands.', descriptionMn: 'Цэнэглэгч, кабель, хаб, зөөврийн компьютерийн тавиур үйлдвэрлэдэг Шэньжэний брэнд.' },
  { slug: 'pop-mart', name: 'POP MART', origin: 'CN', descriptionEn: 'Beijing designer-toy company behind the LABUBU blind boxes.', descriptionMn: 'LABUBU гэнэтийн хайрцаг тоглоомоор алдартай Бээжингийн дизайнер тоглоомын компани.' },

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
  { slug: 'lhamour', name: 'Lhamour', origin: 'MN', descriptionEn: 'Ulaanbaatar natural skincare and soap brand made with Mongolian herbs and sea buckthorn.', descriptionMn: 'Монгол орны ургамал, чацарганаар Улаанбаатарт үйлдвэрлэдэг байгалийн гаралтай арьс арчилгаа, савангийн брэнд.' },
];

export const products: ProductSeed[] = [
  // ── Smartphones ──────────────────────────────────────────────────────────
  {
    slug: 'apple-iphone-17-pro-256gb', nameEn: 'Apple iPhone 17 Pro', nameMn: 'Apple iPhone 17 Pro ухаалаг утас',
    descriptionEn: 'Apple’s pro iPhone with a 6.3-inch ProMotion display, triple 48MP camera system and all-day battery. US version, eSIM and nano-SIM ready for Mongolian operators.',
    descriptionMn: '6.3 инчийн ProMotion дэлгэц, гурван 48MP камертай, өдөржин барих батерейтай iPhone-ы Pro загвар. АНУ-ын хувилбар, Монголын операторуудын eSIM болон сим карттай ажиллана.',
    brand: 'apple', category: 'smartphones', origin: 'US', price: 5290000, compareAtPrice: 5590000, stock: 18, tags: ['phone', 'ios', 'apple', '5g'],
    options: [
      {
        name: 'storage',
        values: [
          { code: '256gb', en: '256GB', mn: '256GB' }, { code: '512gb', en: '512GB', mn: '512GB', priceDelta: 800000 },
          { code: '1tb', en: '1TB', mn: '1TB', priceDelta: 1600000 },
        ],
      },
      {
        name: 'color',
        values: [
          { code: 'cosmic-orange', en: 'Cosmic Orange', mn: 'улбар шар' }, { code: 'deep-blue', en: 'Deep Blue', mn: 'гүн цэнхэр' },
          { code: 'silver', en: 'Silver', mn: 'мөнгөлөг' },
        ],
      },
    ],
  },
  {
    slug: 'apple-iphone-17-256gb', nameEn: 'Apple iPhone 17', nameMn: 'Apple iPhone 17 ухаалаг утас',
    descriptionEn: 'The standard iPhone 17 with a 120Hz display, 48MP dual camera and USB-C. A balanced choice for everyday use.',
    descriptionMn: '120Hz дэлгэц, 48MP хос камер, USB-C оролттой iPhone 17. Өдөр тутмын хэрэглээнд тохирсон тэнцвэртэй сонголт.',
    brand: 'apple', category: 'smartphones', origin: 'US', price: 3890000, stock: 25, tags: ['phone', 'ios', 'apple', '5g'],
    options: [
      { name: 'storage', values: [{ code: '256gb', en: '256GB', mn: '256GB' }, { code: '512gb', en: '512GB', mn: '512GB', priceDelta: 800000 }] },
      {
        name: 'color',
        values: [
          { code: 'black', en: 'Black', mn: 'хар' }, { code: 'white', en: 'White', mn: 'цагаан' },
          { code: 'lavender', en: 'Lavender', mn: 'цайвар нил ягаан' }, { code: 'mist-blue', en: 'Mist Blue', mn: 'цайвар цэнхэр' },
          { code: 'sage', en: 'Sage', mn: 'саарал ногоон' },
        ],
      },
    ],
  },
  {
    slug: 'apple-iphone-16e-128gb', nameEn: 'Apple iPhone 16e', nameMn: 'Apple iPhone 16e ухаалаг утас',
    descriptionEn: 'The most affordable current iPhone, with the A18 chip, a 48MP camera and Face ID.',
    descriptionMn: 'A18 чип, 48MP камер, Face ID-тай, одоогийн iPhone-уудаас хамгийн хямд загвар.',
    brand: 'apple', category: 'smartphones', origin: 'US', price: 2590000, compareAtPrice: 2790000, stock: 30, tags: ['phone', 'ios', 'apple'],
    options: [
      {
        name: 'storage',
        values: [
          { code: '128gb', en: '128GB', mn: '128GB' }, { code: '256gb', en: '256GB', mn: '256GB', priceDelta: 400000 },
          { code: '512gb', en: '512GB', mn: '512GB', priceDelta: 1100000 },
        ],
      },
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'white', en: 'White', mn: 'цагаан' }] },
    ],
  },
  {
    slug: 'samsung-galaxy-s25-ultra-256gb', nameEn: 'Samsung Galaxy S25 Ultra', nameMn: 'Samsung Galaxy S25 Ultra ухаалаг утас',
    descriptionEn: 'Samsung’s flagship with a 200MP camera, built-in S Pen and Galaxy AI features. Korean model with full warranty support.',
    descriptionMn: '200MP камер, дотроо S Pen үзэгтэй, Galaxy AI боломжуудтай Samsung-ийн тэргүүлэх загвар. Солонгос хувилбар, баталгаат үйлчилгээтэй.',
    brand: 'samsung', category: 'smartphones', origin: 'KR', price: 4690000, compareAtPrice: 4990000, stock: 12, tags: ['phone', 'android', 'samsung', '5g'],
    options: [
      {
        name: 'storage',
        values: [
          { code: '256gb', en: '256GB', mn: '256GB' }, { code: '512gb', en: '512GB', mn: '512GB', priceDelta: 500000 },
          { code: '1tb', en: '1TB', mn: '1TB', priceDelta: 1300000 },
        ],
      },
      {
        name: 'color',
        values: [
          { code: 'titanium-silverblue', en: 'Titanium Silverblue', mn: 'титан мөнгөлөг цэнхэр' },
          { code: 'titanium-black', en: 'Titanium Black', mn: 'титан хар' }, { code: 'titanium-gray', en: 'Titanium Gray', mn: 'титан саарал' },
          { code: 'titanium-whitesilver', en: 'Titanium Whitesilver', mn: 'титан мөнгөлөг цагаан' },
        ],
      },
    ],
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
    options: [
      {
        name: 'color',
        values: [
          { code: 'graphite', en: 'Graphite', mn: 'хар саарал' }, { code: 'light-gray', en: 'Light Gray', mn: 'цайвар саарал' },
          { code: 'olive', en: 'Olive', mn: 'чидун ногоон' }, { code: 'pink', en: 'Pink', mn: 'ягаан' },
        ],
      },
    ],
  },
  {
    slug: 'samsung-galaxy-z-flip7-256gb', nameEn: 'Samsung Galaxy Z Flip7', nameMn: 'Samsung Galaxy Z Flip7 эвхэгддэг утас',
    descriptionEn: 'A compact foldable phone with a large cover screen that fits in any pocket.',
    descriptionMn: 'Том гадна дэлгэцтэй, ямар ч халаасанд багтах авсаархан эвхэгддэг утас.',
    brand: 'samsung', category: 'smartphones', origin: 'KR', price: 3990000, stock: 6, tags: ['phone', 'android', 'samsung', 'foldable'],
    options: [
      { name: 'storage', values: [{ code: '256gb', en: '256GB', mn: '256GB' }, { code: '512gb', en: '512GB', mn: '512GB', priceDelta: 400000 }] },
      {
        name: 'color',
        values: [
          { code: 'blue-shadow', en: 'Blue Shadow', mn: 'хар хөх' }, { code: 'jet-black', en: 'Jet Black', mn: 'гялгар хар' },
          { code: 'coral', en: 'Coral', mn: 'шүрэн улаан' }, { code: 'mint', en: 'Mint', mn: 'гаа ногоон' },
        ],
      },
    ],
  },
  {
    slug: 'xiaomi-redmi-note-14-pro-256gb', nameEn: 'Xiaomi Redmi Note 14 Pro 256GB', nameMn: 'Xiaomi Redmi Note 14 Pro ухаалаг утас 256GB',
    descriptionEn: 'Great value: a 200MP camera, curved AMOLED display and 5,500mAh battery.',
    descriptionMn: '200MP камер, муруй AMOLED дэлгэц, 5500mAh батерейтай, үнэ чанарын хувьд маш сайн утас.',
    brand: 'xiaomi', category: 'smartphones', origin: 'CN', price: 1090000, compareAtPrice: 1190000, stock: 50, tags: ['phone', 'android', 'xiaomi'],
    options: [
      {
        name: 'color',
        values: [
          { code: 'black', en: 'Black', mn: 'хар' }, { code: 'purple', en: 'Purple', mn: 'нил ягаан' }, { code: 'blue', en: 'Blue', mn: 'цэнхэр' },
        ],
      },
    ],
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
  {
    slug: 'apple-iphone-17-pro-max', nameEn: 'Apple iPhone 17 Pro Max', nameMn: 'Apple iPhone 17 Pro Max ухаалаг утас',
    descriptionEn: 'The largest Pro iPhone, with a 6.9-inch ProMotion display, a 48MP telephoto camera and Apple’s longest battery life. US version with eSIM and nano-SIM.',
    descriptionMn: '6.9 инчийн ProMotion дэлгэц, 48MP телефото камертай, Apple-ийн хамгийн удаан цэнэг барьдаг хамгийн том Pro iPhone. АНУ-ын хувилбар, eSIM болон сим карттай ажиллана.',
    brand: 'apple', category: 'smartphones', origin: 'US', price: 5990000, compareAtPrice: 6290000, stock: 10, tags: ['phone', 'ios', 'apple', '5g'],
    options: [
      {
        name: 'storage',
        values: [
          { code: '256gb', en: '256GB', mn: '256GB' }, { code: '512gb', en: '512GB', mn: '512GB', priceDelta: 800000 },
          { code: '1tb', en: '1TB', mn: '1TB', priceDelta: 1600000 },
        ],
      },
      {
        name: 'color',
        values: [
          { code: 'cosmic-orange', en: 'Cosmic Orange', mn: 'улбар шар' }, { code: 'deep-blue', en: 'Deep Blue', mn: 'гүн цэнхэр' },
          { code: 'silver', en: 'Silver', mn: 'мөнгөлөг' },
        ],
      },
    ],
  },
  {
    slug: 'samsung-galaxy-s25', nameEn: 'Samsung Galaxy S25', nameMn: 'Samsung Galaxy S25 ухаалаг утас',
    descriptionEn: 'A compact Galaxy flagship with the Snapdragon 8 Elite chip, a 6.2-inch screen and Galaxy AI. Korean model with warranty support.',
    descriptionMn: 'Snapdragon 8 Elite чип, 6.2 инчийн дэлгэц, Galaxy AI боломжтой авсаархан тэргүүлэх загвар. Солонгос хувилбар, баталгаат үйлчилгээтэй.',
    brand: 'samsung', category: 'smartphones', origin: 'KR', price: 3190000, stock: 20, tags: ['phone', 'android', 'samsung', '5g'],
    options: [
      { name: 'storage', values: [{ code: '256gb', en: '256GB', mn: '256GB' }, { code: '512gb', en: '512GB', mn: '512GB', priceDelta: 400000 }] },
      {
        name: 'color',
        values: [
          { code: 'navy', en: 'Navy', mn: 'хар хөх' }, { code: 'icy-blue', en: 'Icy Blue', mn: 'цайвар цэнхэр' },
          { code: 'mint', en: 'Mint', mn: 'гаа ногоон' }, { code: 'silver', en: 'Silver', mn: 'мөнгөлөг' },
        ],
      },
    ],
  },
  {
    slug: 'xiaomi-redmi-15c-128gb', nameEn: 'Xiaomi Redmi 15C 4GB/128GB', nameMn: 'Xiaomi Redmi 15C ухаалаг утас 4GB/128GB',
    descriptionEn: 'A budget phone with a big 6.9-inch screen and a 6,000mAh battery that easily lasts two days.',
    descriptionMn: '6.9 инчийн том дэлгэцтэй, хоёр хоног амархан цэнэг барих 6000mAh батерейтай хямд утас.',
    brand: 'xiaomi', category: 'smartphones', origin: 'CN', price: 390000, stock: 80, tags: ['phone', 'android', 'xiaomi', 'budget'],
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
    options: [
      {
        name: 'color',
        values: [
          { code: 'black', en: 'Black', mn: 'хар' }, { code: 'silver', en: 'Silver', mn: 'мөнгөлөг' },
          { code: 'midnight-blue', en: 'Midnight Blue', mn: 'хар хөх' },
        ],
      },
    ],
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
    options: [
      {
        name: 'color',
        values: [
          { code: 'black', en: 'Black', mn: 'хар' }, { code: 'blue', en: 'Blue', mn: 'цэнхэр' }, { code: 'red', en: 'Red', mn: 'улаан' },
          { code: 'pink', en: 'Pink', mn: 'ягаан' },
        ],
      },
    ],
  },
  {
    slug: 'sony-ult-field-1', nameEn: 'Sony ULT FIELD 1 Bluetooth Speaker', nameMn: 'Sony ULT FIELD 1 Bluetooth чанга яригч',
    descriptionEn: 'A rugged, waterproof speaker with deep ULT bass and a strap for trips to the countryside.',
    descriptionMn: 'Ус, тоос, цохилтод тэсвэртэй, ULT гүн бастай, хөдөө гарахад авч явахад тохиромжтой оосортой чанга яригч.',
    brand: 'sony', category: 'headphones-audio', origin: 'JP', price: 459000, compareAtPrice: 499000, stock: 26, tags: ['speaker', 'bluetooth', 'waterproof', 'sony'],
    options: [
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'white', en: 'White', mn: 'цагаан' }, { code: 'blue', en: 'Blue', mn: 'цэнхэр' }] },
    ],
  },
  {
    slug: 'jbl-tune-520bt', nameEn: 'JBL Tune 520BT Wireless On-Ear Headphones', nameMn: 'JBL Tune 520BT утасгүй чихэвч',
    descriptionEn: 'Light, foldable headphones with JBL Pure Bass and up to 57 hours of playback.',
    descriptionMn: 'JBL Pure Bass дуугаралттай, 57 цаг хүртэл ажилладаг, эвхэгддэг хөнгөн чихэвч.',
    brand: 'jbl', category: 'headphones-audio', origin: 'US', price: 179000, stock: 70, tags: ['headphones', 'wireless', 'budget'],
    options: [
      {
        name: 'color',
        values: [
          { code: 'black', en: 'Black', mn: 'хар' }, { code: 'white', en: 'White', mn: 'цагаан' }, { code: 'blue', en: 'Blue', mn: 'цэнхэр' },
          { code: 'purple', en: 'Purple', mn: 'нил ягаан' },
        ],
      },
    ],
  },
  {
    slug: 'hyperx-cloud-iii-wireless', nameEn: 'HyperX Cloud III Wireless Gaming Headset', nameMn: 'HyperX Cloud III утасгүй тоглоомын чихэвч',
    descriptionEn: 'A comfortable gaming headset with DTS spatial audio, a clear detachable mic and up to 120 hours of battery.',
    descriptionMn: 'DTS орон зайн дуугаралттай, салдаг тод микрофонтой, 120 цаг хүртэл ажилладаг эвтэйхэн тоглоомын чихэвч.',
    brand: 'hyperx', category: 'headphones-audio', origin: 'US', price: 650000, compareAtPrice: 720000, stock: 14, tags: ['headset', 'gaming', 'wireless'],
  },

  // ── Smartwatches & bands ─────────────────────────────────────────────────
  {
    slug: 'apple-watch-series-11-46mm', nameEn: 'Apple Watch Series 11 GPS 46mm', nameMn: 'Apple Watch Series 11 ухаалаг цаг GPS 46мм',
    descriptionEn: 'Tracks workouts, sleep and heart health, with an always-on display and up to 24 hours of battery.',
    descriptionMn: 'Дасгал, нойр, зүрхний эрүүл мэндийг хянах, үргэлж асаалттай дэлгэцтэй, 24 цаг хүртэл ажилладаг ухаалаг цаг.',
    brand: 'apple', category: 'smartwatches-wearables', origin: 'US', price: 1690000, stock: 16, tags: ['smartwatch', 'apple', 'fitness'],
    options: [
      {
        name: 'color',
        values: [
          { code: 'jet-black', en: 'Jet Black', mn: 'гялгар хар' }, { code: 'rose-gold', en: 'Rose Gold', mn: 'ягаан алтлаг' },
          { code: 'silver', en: 'Silver', mn: 'мөнгөлөг' },
        ],
      },
    ],
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
  {
    slug: 'garmin-forerunner-265', nameEn: 'Garmin Forerunner 265 GPS Running Watch', nameMn: 'Garmin Forerunner 265 GPS гүйлтийн цаг',
    descriptionEn: 'A running watch with an AMOLED screen, training readiness and up to 13 days of battery.',
    descriptionMn: 'AMOLED дэлгэцтэй, бэлтгэлийн бэлэн байдлыг үнэлдэг, 13 хоног хүртэл цэнэг барьдаг гүйлтийн цаг.',
    brand: 'garmin', category: 'smartwatches-wearables', origin: 'US', price: 1790000, compareAtPrice: 1990000, stock: 10, tags: ['smartwatch', 'running', 'gps'],
    options: [
      {
        name: 'color',
        values: [
          { code: 'black', en: 'Black', mn: 'хар' }, { code: 'white', en: 'White', mn: 'цагаан' }, { code: 'aqua', en: 'Aqua', mn: 'оюу цэнхэр' },
        ],
      },
    ],
  },
  {
    slug: 'garmin-instinct-3-amoled-45mm', nameEn: 'Garmin Instinct 3 AMOLED 45mm', nameMn: 'Garmin Instinct 3 AMOLED ухаалаг цаг 45мм',
    descriptionEn: 'A tough outdoor watch with a built-in flashlight, multi-band GPS and weeks of battery life in the field.',
    descriptionMn: 'Гар чийдэнтэй, олон давтамжийн GPS-тэй, хээр олон долоо хоног цэнэг барьдаг бат бөх аяллын цаг.',
    brand: 'garmin', category: 'smartwatches-wearables', origin: 'US', price: 1690000, stock: 8, tags: ['smartwatch', 'outdoor', 'gps'],
  },
  {
    slug: 'samsung-galaxy-fit3', nameEn: 'Samsung Galaxy Fit3', nameMn: 'Samsung Galaxy Fit3 ухаалаг бугуйвч',
    descriptionEn: 'A slim fitness band with a large 1.6-inch screen, sleep tracking and up to 13 days of battery.',
    descriptionMn: '1.6 инчийн том дэлгэцтэй, нойр хянадаг, 13 хоног хүртэл цэнэг барьдаг нимгэн фитнес бугуйвч.',
    brand: 'samsung', category: 'smartwatches-wearables', origin: 'KR', price: 219000, stock: 45, tags: ['fitness', 'band', 'samsung'],
    options: [
      {
        name: 'color',
        values: [
          { code: 'gray', en: 'Gray', mn: 'саарал' }, { code: 'silver', en: 'Silver', mn: 'мөнгөлөг' }, { code: 'pink', en: 'Pink', mn: 'ягаан' },
        ],
      },
    ],
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
  {
    slug: 'ugreen-nexode-65w-gan-charger', nameEn: 'UGREEN Nexode 65W GaN Charger (3 ports)', nameMn: 'UGREEN Nexode 65W GaN цэнэглэгч (3 порттой)',
    descriptionEn: 'A compact charger that powers a laptop and a phone at the same time.',
    descriptionMn: 'Зөөврийн компьютер, утсыг нэгэн зэрэг цэнэглэх авсаархан цэнэглэгч.',
    brand: 'ugreen', category: 'phone-accessories', origin: 'CN', price: 139000, compareAtPrice: 159000, stock: 90, tags: ['charger', 'gan', 'usb-c'],
  },
  {
    slug: 'apple-magsafe-charger-1m', nameEn: 'Apple MagSafe Charger (1m)', nameMn: 'Apple MagSafe утасгүй цэнэглэгч (1м)',
    descriptionEn: 'Snaps magnetically onto the back of an iPhone and charges wirelessly at up to 25W.',
    descriptionMn: 'iPhone-ы ар талд соронзоор наалдаж, 25W хүртэл хүчээр утасгүй цэнэглэнэ.',
    brand: 'apple', category: 'phone-accessories', origin: 'US', price: 159000, stock: 40, tags: ['charger', 'wireless', 'apple', 'magsafe'],
  },
  {
    slug: 'samsung-galaxy-s25-ultra-silicone-case', nameEn: 'Samsung Galaxy S25 Ultra Silicone Case', nameMn: 'Samsung Galaxy S25 Ultra силикон гэр',
    descriptionEn: 'The official soft-touch silicone case that protects the phone without adding bulk.',
    descriptionMn: 'Утсыг том болгохгүйгээр хамгаалдаг, гарт зөөлөн, Samsung-ийн албан ёсны силикон гэр.',
    brand: 'samsung', category: 'phone-accessories', origin: 'KR', price: 99000, stock: 50, tags: ['case', 'samsung'],
    options: [
      {
        name: 'color',
        values: [
          { code: 'black', en: 'Black', mn: 'хар' }, { code: 'light-gray', en: 'Light Gray', mn: 'цайвар саарал' },
          { code: 'blue', en: 'Blue', mn: 'цэнхэр' },
        ],
      },
    ],
  },

  // ── Laptops ──────────────────────────────────────────────────────────────
  {
    slug: 'apple-macbook-air-13-m4-16gb-256gb', nameEn: 'Apple MacBook Air 13" M4', nameMn: 'Apple MacBook Air 13" M4 зөөврийн компьютер',
    descriptionEn: 'Thin, silent and fast, with up to 18 hours of battery life. US keyboard layout.',
    descriptionMn: 'Нимгэн, чимээгүй, хурдан, 18 цаг хүртэл цэнэг барьдаг зөөврийн компьютер. Англи (US) гарын байрлалтай.',
    brand: 'apple', category: 'laptops', origin: 'US', price: 4290000, compareAtPrice: 4590000, stock: 14, tags: ['laptop', 'macos', 'apple'],
    options: [
      {
        name: 'storage',
        values: [
          { code: '16gb-256gb', en: '16GB / 256GB', mn: '16GB / 256GB' },
          { code: '16gb-512gb', en: '16GB / 512GB', mn: '16GB / 512GB', priceDelta: 700000 },
          { code: '24gb-512gb', en: '24GB / 512GB', mn: '24GB / 512GB', priceDelta: 1400000 },
        ],
      },
      {
        name: 'color',
        values: [
          { code: 'midnight', en: 'Midnight', mn: 'хар хөх' }, { code: 'starlight', en: 'Starlight', mn: 'цайвар алтлаг' },
          { code: 'silver', en: 'Silver', mn: 'мөнгөлөг' }, { code: 'sky-blue', en: 'Sky Blue', mn: 'тэнгэрийн цэнхэр' },
        ],
      },
    ],
  },
  {
    slug: 'apple-macbook-pro-14-m5-16gb-512gb', nameEn: 'Apple MacBook Pro 14" M5', nameMn: 'Apple MacBook Pro 14" M5 зөөврийн компьютер',
    descriptionEn: 'A Liquid Retina XDR display and the M5 chip for photo, video and development work.',
    descriptionMn: 'Liquid Retina XDR дэлгэц, M5 чиптэй, зураг, видео засвар, програмчлалд зориулсан компьютер.',
    brand: 'apple', category: 'laptops', origin: 'US', price: 6990000, stock: 8, tags: ['laptop', 'macos', 'apple', 'pro'],
    options: [
      {
        name: 'storage',
        values: [
          { code: '16gb-512gb', en: '16GB / 512GB', mn: '16GB / 512GB' },
          { code: '16gb-1tb', en: '16GB / 1TB', mn: '16GB / 1TB', priceDelta: 700000 },
          { code: '24gb-1tb', en: '24GB / 1TB', mn: '24GB / 1TB', priceDelta: 1400000 },
        ],
      },
      { name: 'color', values: [{ code: 'space-black', en: 'Space Black', mn: 'хар' }, { code: 'silver', en: 'Silver', mn: 'мөнгөлөг' }] },
    ],
  },
  {
    slug: 'lenovo-ideapad-slim-5-14', nameEn: 'Lenovo IdeaPad Slim 5 14" Ryzen 7', nameMn: 'Lenovo IdeaPad Slim 5 14" зөөврийн компьютер Ryzen 7',
    descriptionEn: 'A light everyday laptop with an OLED screen, good for students and office work.',
    descriptionMn: 'OLED дэлгэцтэй, оюутан болон оффисын ажилд тохиромжтой хөнгөн зөөврийн компьютер.',
    brand: 'lenovo', category: 'laptops', origin: 'CN', price: 2390000, compareAtPrice: 2590000, stock: 20, tags: ['laptop', 'windows', 'student'],
    options: [
      {
        name: 'storage',
        values: [
          { code: '16gb-512gb', en: '16GB / 512GB', mn: '16GB / 512GB' },
          { code: '16gb-1tb', en: '16GB / 1TB', mn: '16GB / 1TB', priceDelta: 250000 },
        ],
      },
    ],
  },
  {
    slug: 'lenovo-legion-5-rtx-5060', nameEn: 'Lenovo Legion 5 15" RTX 5060 Gaming Laptop', nameMn: 'Lenovo Legion 5 15" RTX 5060 тоглоомын зөөврийн компьютер',
    descriptionEn: 'A gaming laptop with a GeForce RTX 5060, 165Hz display and efficient cooling.',
    descriptionMn: 'GeForce RTX 5060 видео карт, 165Hz дэлгэц, сайн хөргөлттэй тоглоомын зөөврийн компьютер.',
    brand: 'lenovo', category: 'laptops', origin: 'CN', price: 5190000, stock: 7, tags: ['laptop', 'gaming', 'windows'],
  },
  {
    slug: 'lg-gram-16-2025', nameEn: 'LG gram 16" Core Ultra 7', nameMn: 'LG gram 16" зөөврийн компьютер Core Ultra 7',
    descriptionEn: 'A 16-inch laptop that weighs about 1.2kg, with long battery life.',
    descriptionMn: 'Ердөө 1.2 кг орчим жинтэй, удаан цэнэг барьдаг 16 инчийн зөөврийн компьютер.',
    brand: 'lg', category: 'laptops', origin: 'KR', price: 4590000, stock: 9, tags: ['laptop', 'windows', 'lightweight'],
    options: [
      {
        name: 'storage',
        values: [
          { code: '16gb-512gb', en: '16GB / 512GB', mn: '16GB / 512GB' },
          { code: '32gb-1tb', en: '32GB / 1TB', mn: '32GB / 1TB', priceDelta: 900000 },
        ],
      },
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'white', en: 'White', mn: 'цагаан' }] },
    ],
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
  {
    slug: 'apple-macbook-air-15-m4', nameEn: 'Apple MacBook Air 15" M4', nameMn: 'Apple MacBook Air 15" M4 зөөврийн компьютер',
    descriptionEn: 'The big-screen MacBook Air: a 15.3-inch Liquid Retina display, six speakers and up to 18 hours of battery. US keyboard layout.',
    descriptionMn: '15.3 инчийн Liquid Retina дэлгэц, зургаан чанга яригчтай, 18 цаг хүртэл цэнэг барьдаг том дэлгэцтэй MacBook Air. Англи (US) гарын байрлалтай.',
    brand: 'apple', category: 'laptops', origin: 'US', price: 5090000, stock: 6, tags: ['laptop', 'macos', 'apple'],
    options: [
      {
        name: 'storage',
        values: [
          { code: '16gb-256gb', en: '16GB / 256GB', mn: '16GB / 256GB' },
          { code: '16gb-512gb', en: '16GB / 512GB', mn: '16GB / 512GB', priceDelta: 700000 },
          { code: '24gb-512gb', en: '24GB / 512GB', mn: '24GB / 512GB', priceDelta: 1400000 },
        ],
      },
      { name: 'color', values: [{ code: 'midnight', en: 'Midnight', mn: 'хар хөх' }, { code: 'silver', en: 'Silver', mn: 'мөнгөлөг' }] },
    ],
  },
  {
    slug: 'lenovo-thinkpad-e14-gen-6', nameEn: 'Lenovo ThinkPad E14 Gen 6 Core i5', nameMn: 'Lenovo ThinkPad E14 Gen 6 зөөврийн компьютер Core i5',
    descriptionEn: 'A durable business laptop with the famous ThinkPad keyboard, a fingerprint reader and a 2.2K screen.',
    descriptionMn: 'Алдарт ThinkPad гартай, хурууны хээ уншигчтай, 2.2K дэлгэцтэй, бат бөх ажлын зөөврийн компьютер.',
    brand: 'lenovo', category: 'laptops', origin: 'CN', price: 2890000, stock: 12, tags: ['laptop', 'windows', 'business'],
    options: [
      {
        name: 'storage',
        values: [
          { code: '16gb-512gb', en: '16GB / 512GB', mn: '16GB / 512GB' },
          { code: '16gb-1tb', en: '16GB / 1TB', mn: '16GB / 1TB', priceDelta: 250000 },
          { code: '32gb-1tb', en: '32GB / 1TB', mn: '32GB / 1TB', priceDelta: 650000 },
        ],
      },
    ],
  },
  {
    slug: 'hp-victus-15-rtx-4050', nameEn: 'HP Victus 15 Gaming Laptop RTX 4050 16GB/512GB', nameMn: 'HP Victus 15 тоглоомын зөөврийн компьютер RTX 4050 16GB/512GB',
    descriptionEn: 'An affordable gaming laptop with a 144Hz screen and GeForce RTX 4050 graphics.',
    descriptionMn: '144Hz дэлгэц, GeForce RTX 4050 видео карттай, боломжийн үнэтэй тоглоомын зөөврийн компьютер.',
    brand: 'hp', category: 'laptops', origin: 'US', price: 3290000, stock: 0, tags: ['laptop', 'gaming', 'windows'],
  },

  // ── Tablets ──────────────────────────────────────────────────────────────
  {
    slug: 'apple-ipad-11-a16-128gb', nameEn: 'Apple iPad 11" (A16) Wi-Fi', nameMn: 'Apple iPad 11" (A16) таблет Wi-Fi',
    descriptionEn: 'The everyday iPad for study, video and drawing with Apple Pencil (USB-C).',
    descriptionMn: 'Хичээл, видео үзэх, Apple Pencil (USB-C)-ээр зурахад тохиромжтой өдөр тутмын iPad.',
    brand: 'apple', category: 'tablets', origin: 'US', price: 1690000, stock: 26, tags: ['tablet', 'ipad', 'apple'],
    options: [
      {
        name: 'storage',
        values: [
          { code: '128gb', en: '128GB', mn: '128GB' }, { code: '256gb', en: '256GB', mn: '256GB', priceDelta: 400000 },
          { code: '512gb', en: '512GB', mn: '512GB', priceDelta: 1100000 },
        ],
      },
      {
        name: 'color',
        values: [
          { code: 'blue', en: 'Blue', mn: 'цэнхэр' }, { code: 'pink', en: 'Pink', mn: 'ягаан' }, { code: 'yellow', en: 'Yellow', mn: 'шар' },
          { code: 'silver', en: 'Silver', mn: 'мөнгөлөг' },
        ],
      },
    ],
  },
  {
    slug: 'apple-ipad-air-11-m3-128gb', nameEn: 'Apple iPad Air 11" M3 Wi-Fi', nameMn: 'Apple iPad Air 11" M3 таблет Wi-Fi',
    descriptionEn: 'Laptop-class M3 performance in a thin tablet that supports Apple Pencil Pro.',
    descriptionMn: 'Apple Pencil Pro дэмждэг, нимгэн их биед зөөврийн компьютерийн хүчин чадалтай M3 чиптэй таблет.',
    brand: 'apple', category: 'tablets', origin: 'US', price: 2690000, stock: 10, tags: ['tablet', 'ipad', 'apple'],
    options: [
      {
        name: 'storage',
        values: [
          { code: '128gb', en: '128GB', mn: '128GB' }, { code: '256gb', en: '256GB', mn: '256GB', priceDelta: 400000 },
          { code: '512gb', en: '512GB', mn: '512GB', priceDelta: 1100000 },
        ],
      },
      {
        name: 'color',
        values: [
          { code: 'space-gray', en: 'Space Gray', mn: 'саарал' }, { code: 'blue', en: 'Blue', mn: 'цэнхэр' },
          { code: 'purple', en: 'Purple', mn: 'нил ягаан' }, { code: 'starlight', en: 'Starlight', mn: 'цайвар алтлаг' },
        ],
      },
    ],
  },
  {
    slug: 'samsung-galaxy-tab-s10-fe-128gb', nameEn: 'Samsung Galaxy Tab S10 FE', nameMn: 'Samsung Galaxy Tab S10 FE таблет',
    descriptionEn: 'A 10.9-inch tablet with the S Pen in the box and IP68 protection.',
    descriptionMn: 'Хайрцагтаа S Pen үзэгтэй, IP68 хамгаалалттай 10.9 инчийн таблет.',
    brand: 'samsung', category: 'tablets', origin: 'KR', price: 1590000, compareAtPrice: 1790000, stock: 13, tags: ['tablet', 'android', 'samsung'],
    options: [
      { name: 'storage', values: [{ code: '128gb', en: '128GB', mn: '128GB' }, { code: '256gb', en: '256GB', mn: '256GB', priceDelta: 250000 }] },
      {
        name: 'color',
        values: [
          { code: 'gray', en: 'Gray', mn: 'саарал' }, { code: 'silver', en: 'Silver', mn: 'мөнгөлөг' }, { code: 'blue', en: 'Blue', mn: 'цэнхэр' },
        ],
      },
    ],
  },
  {
    slug: 'xiaomi-pad-7-128gb', nameEn: 'Xiaomi Pad 7', nameMn: 'Xiaomi Pad 7 таблет',
    descriptionEn: 'A sharp 11.2-inch 3.2K display and quad speakers for films and games.',
    descriptionMn: 'Кино, тоглоомд зориулсан 11.2 инчийн 3.2K тод дэлгэц, дөрвөн чанга яригчтай таблет.',
    brand: 'xiaomi', category: 'tablets', origin: 'CN', price: 1190000, compareAtPrice: 1290000, stock: 30, tags: ['tablet', 'android'],
    options: [
      {
        name: 'storage',
        values: [
          { code: '8gb-128gb', en: '8GB / 128GB', mn: '8GB / 128GB' },
          { code: '8gb-256gb', en: '8GB / 256GB', mn: '8GB / 256GB', priceDelta: 150000 },
          { code: '12gb-256gb', en: '12GB / 256GB', mn: '12GB / 256GB', priceDelta: 300000 },
        ],
      },
      {
        name: 'color',
        values: [
          { code: 'gray', en: 'Gray', mn: 'саарал' }, { code: 'sage', en: 'Sage', mn: 'саарал ногоон' },
          { code: 'mist-blue', en: 'Mist Blue', mn: 'цайвар цэнхэр' },
        ],
      },
    ],
  },
  {
    slug: 'lenovo-tab-m11-128gb', nameEn: 'Lenovo Tab M11 4GB/128GB', nameMn: 'Lenovo Tab M11 таблет 4GB/128GB',
    descriptionEn: 'An affordable family tablet for online lessons and videos.',
    descriptionMn: 'Цахим хичээл, видео үзэхэд зориулсан гэр бүлийн хямд таблет.',
    brand: 'lenovo', category: 'tablets', origin: 'CN', price: 690000, stock: 40, tags: ['tablet', 'android', 'kids'],
  },
  {
    slug: 'apple-ipad-mini-a17-pro', nameEn: 'Apple iPad mini (A17 Pro) Wi-Fi', nameMn: 'Apple iPad mini (A17 Pro) таблет Wi-Fi',
    descriptionEn: 'An 8.3-inch iPad that fits in one hand, with Apple Pencil Pro support for notes and sketches.',
    descriptionMn: 'Нэг гарт багтах 8.3 инчийн iPad, тэмдэглэл хөтлөх, зурахад Apple Pencil Pro дэмждэг.',
    brand: 'apple', category: 'tablets', origin: 'US', price: 2190000, stock: 15, tags: ['tablet', 'ipad', 'apple'],
    options: [
      {
        name: 'storage',
        values: [
          { code: '128gb', en: '128GB', mn: '128GB' }, { code: '256gb', en: '256GB', mn: '256GB', priceDelta: 400000 },
          { code: '512gb', en: '512GB', mn: '512GB', priceDelta: 1100000 },
        ],
      },
      {
        name: 'color',
        values: [
          { code: 'space-gray', en: 'Space Gray', mn: 'саарал' }, { code: 'blue', en: 'Blue', mn: 'цэнхэр' },
          { code: 'purple', en: 'Purple', mn: 'нил ягаан' }, { code: 'starlight', en: 'Starlight', mn: 'цайвар алтлаг' },
        ],
      },
    ],
  },
  {
    slug: 'huawei-matepad-11-5-128gb', nameEn: 'Huawei MatePad 11.5 8GB/128GB', nameMn: 'Huawei MatePad 11.5 таблет 8GB/128GB',
    descriptionEn: 'A light 11.5-inch tablet with a 120Hz screen, good for online lessons and reading.',
    descriptionMn: '120Hz дэлгэцтэй, цахим хичээл, ном уншихад тохиромжтой 11.5 инчийн хөнгөн таблет.',
    brand: 'huawei', category: 'tablets', origin: 'CN', price: 990000, compareAtPrice: 1090000, stock: 18, tags: ['tablet', 'huawei', 'student'],
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
  {
    slug: 'ugreen-aluminium-laptop-stand', nameEn: 'UGREEN Adjustable Aluminium Laptop Stand', nameMn: 'UGREEN тохируулгатай хөнгөн цагаан зөөврийн компьютерийн тавиур',
    descriptionEn: 'Raises the screen to eye level for better posture and keeps the laptop cool.',
    descriptionMn: 'Дэлгэцийг нүдний түвшинд өргөж биеийн байдлыг зөв байлгах бөгөөд зөөврийн компьютерийг сэрүүн байлгана.',
    brand: 'ugreen', category: 'computer-accessories', origin: 'CN', price: 89000, stock: 70, tags: ['laptop-stand', 'office', 'ergonomic'],
  },
  {
    slug: 'xiaomi-wireless-keyboard-mouse-combo', nameEn: 'Xiaomi Wireless Keyboard and Mouse Combo', nameMn: 'Xiaomi утасгүй гар, хулганы иж бүрдэл',
    descriptionEn: 'A quiet full-size keyboard and mouse sharing one USB receiver. US English layout.',
    descriptionMn: 'Нэг USB хүлээн авагчтай, чимээ багатай бүтэн хэмжээний гар, хулгана. Англи (US) байрлалтай.',
    brand: 'xiaomi', category: 'computer-accessories', origin: 'CN', price: 79000, stock: 55, tags: ['keyboard', 'mouse', 'wireless', 'office'],
  },
  {
    slug: 'samsung-odyssey-g5-27-qhd', nameEn: 'Samsung Odyssey G5 27" QHD 180Hz Gaming Monitor', nameMn: 'Samsung Odyssey G5 27" QHD 180Hz тоглоомын дэлгэц',
    descriptionEn: 'A fast QHD IPS monitor with 1ms response time and AMD FreeSync for smooth games.',
    descriptionMn: '1ms хариу үйлдэлтэй, AMD FreeSync дэмждэг, тоглоомыг жигд харуулах хурдан QHD IPS дэлгэц.',
    brand: 'samsung', category: 'computer-accessories', origin: 'KR', price: 890000, compareAtPrice: 990000, stock: 9, tags: ['monitor', 'gaming'],
  },
  {
    slug: 'samsung-evo-plus-microsd-256gb', nameEn: 'Samsung EVO Plus microSD Card 256GB', nameMn: 'Samsung EVO Plus microSD санах ойн карт 256GB',
    descriptionEn: 'A fast memory card for phones, action cameras, drones and dash cams.',
    descriptionMn: 'Утас, экшн камер, дрон, машины видео бичигчид зориулсан хурдан санах ойн карт.',
    brand: 'samsung', category: 'computer-accessories', origin: 'KR', price: 79000, stock: 120, tags: ['memory-card', 'storage'],
  },
  {
    slug: 'hyperx-pulsefire-haste-2-wireless', nameEn: 'HyperX Pulsefire Haste 2 Wireless Gaming Mouse', nameMn: 'HyperX Pulsefire Haste 2 утасгүй тоглоомын хулгана',
    descriptionEn: 'An ultra-light 61g wireless mouse with a precise 26K sensor for competitive games.',
    descriptionMn: 'Ердөө 61 граммын жинтэй, 26K нарийвчлалтай мэдрэгчтэй, тэмцээний тоглоомд зориулсан утасгүй хулгана.',
    brand: 'hyperx', category: 'computer-accessories', origin: 'US', price: 289000, stock: 25, tags: ['mouse', 'gaming', 'wireless'],
    options: [
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'white', en: 'White', mn: 'цагаан' }] },
    ],
  },
  {
    slug: 'hyperx-alloy-origins-core', nameEn: 'HyperX Alloy Origins Core TKL Mechanical Keyboard', nameMn: 'HyperX Alloy Origins Core механик гар (TKL)',
    descriptionEn: 'A compact tenkeyless mechanical keyboard with an aluminium body and RGB lighting. US English layout.',
    descriptionMn: 'Хөнгөн цагаан их биетэй, RGB гэрэлтэй, тоон хэсэггүй авсаархан механик гар. Англи (US) байрлалтай.',
    brand: 'hyperx', category: 'computer-accessories', origin: 'US', price: 329000, stock: 12, tags: ['keyboard', 'gaming', 'mechanical'],
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
    slug: 'sony-alpha-7-iv-body', nameEn: 'Sony Alpha 7 IV Full-Frame Mirrorless Camera (Body)', nameMn: 'Sony Alpha 7 IV бүтэн кадрын толиргүй камер (их бие)',
    descriptionEn: 'A 33MP full-frame hybrid camera for weddings, portraits and 4K 60p video.',
    descriptionMn: 'Хурим, хөрөг зураг, 4K 60p бичлэгт зориулсан 33MP бүтэн кадрын камер.',
    brand: 'sony', category: 'cameras', origin: 'JP', price: 8990000, compareAtPrice: 9490000, stock: 3, tags: ['camera', 'mirrorless', 'full-frame', 'sony'],
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
  {
    slug: 'dji-mini-4k-fly-more-combo', nameEn: 'DJI Mini 4K Drone Fly More Combo', nameMn: 'DJI Mini 4K дрон Fly More иж бүрдэл',
    descriptionEn: 'An easy beginner drone with 4K video and three batteries for longer flights over the steppe.',
    descriptionMn: '4K бичлэгтэй, гурван батерейтай тул тал нутгийн дээгүүр удаан нисэх, анхлан суралцагчдад хялбар дрон.',
    brand: 'dji', category: 'drones', origin: 'CN', price: 1590000, stock: 14, tags: ['drone', 'camera', '4k', 'beginner'],
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
    slug: 'innisfree-green-tea-seed-hyaluronic-serum-80ml', nameEn: 'Innisfree Green Tea Seed Hyaluronic Serum', nameMn: 'Innisfree ногоон цайны үрийн гиалуроны серум',
    descriptionEn: 'Jeju green tea and hyaluronic acid for deep, long-lasting moisture.',
    descriptionMn: 'Жэжүгийн ногоон цай, гиалуроны хүчлээр арьсыг гүн, удаан чийгшүүлнэ.',
    brand: 'innisfree', category: 'skincare', origin: 'KR', price: 68000, compareAtPrice: 78000, stock: 75, tags: ['skincare', 'serum', 'hydrating'],
    options: [
      { name: 'volume', values: [{ code: '80ml', en: '80ml', mn: '80мл' }, { code: '130ml', en: '130ml', mn: '130мл', priceDelta: 30000 }] },
    ],
  },
  {
    slug: 'missha-time-revolution-first-treatment-essence-150ml', nameEn: 'Missha Time Revolution The First Treatment Essence 150ml', nameMn: 'Missha Time Revolution First Treatment эссенц 150мл',
    descriptionEn: 'A fermented yeast essence that evens skin tone and improves texture.',
    descriptionMn: 'Исгэсэн мөөгөнцрийн хандтай, арьсны өнгийг жигдэлж, гөлгөр болгодог эссенц.',
    brand: 'missha', category: 'skincare', origin: 'KR', price: 89000, stock: 40, tags: ['skincare', 'essence', 'brightening'],
  },
  {
    slug: 'round-lab-1025-dokdo-toner-200ml', nameEn: 'Round Lab 1025 Dokdo Toner', nameMn: 'Round Lab 1025 Dokdo тонер',
    descriptionEn: 'A mild exfoliating toner with deep-sea water that refreshes and hydrates.',
    descriptionMn: 'Далайн гүний ус агуулсан, арьсыг сэргээж чийгшүүлдэг, зөөлөн гуужуулагч тонер.',
    brand: 'round-lab', category: 'skincare', origin: 'KR', price: 52000, stock: 60, tags: ['skincare', 'toner'],
    options: [
      { name: 'volume', values: [{ code: '200ml', en: '200ml', mn: '200мл' }, { code: '500ml', en: '500ml', mn: '500мл', priceDelta: 38000 }] },
    ],
  },
  {
    slug: 'sulwhasoo-first-care-activating-serum-90ml', nameEn: 'Sulwhasoo First Care Activating Serum', nameMn: 'Sulwhasoo First Care идэвхжүүлэгч серум',
    descriptionEn: 'Sulwhasoo’s iconic first-step serum with Korean herbal extracts for firm, radiant skin.',
    descriptionMn: 'Солонгосын ургамлын хандтай, арьсыг чангалж гэрэлтүүлдэг Sulwhasoo-гийн алдарт анхны алхмын серум.',
    brand: 'sulwhasoo', category: 'skincare', origin: 'KR', price: 420000, compareAtPrice: 480000, stock: 12, tags: ['skincare', 'serum', 'luxury', 'anti-aging'],
    options: [
      {
        name: 'volume',
        values: [
          { code: '90ml', en: '90ml', mn: '90мл' }, { code: '120ml', en: '120ml', mn: '120мл', priceDelta: 110000 },
          { code: '150ml', en: '150ml', mn: '150мл', priceDelta: 190000 },
        ],
      },
    ],
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
  {
    slug: 'anua-heartleaf-77-soothing-toner', nameEn: 'Anua Heartleaf 77% Soothing Toner', nameMn: 'Anua Heartleaf 77% тайвшруулах тонер',
    descriptionEn: 'A mild toner with 77% heartleaf extract that calms redness and balances oily skin.',
    descriptionMn: '77% heartleaf ханд агуулсан, улайлтыг дарж, тослог арьсыг тэнцвэржүүлдэг зөөлөн тонер.',
    brand: 'anua', category: 'skincare', origin: 'KR', price: 59000, compareAtPrice: 69000, stock: 90, tags: ['skincare', 'toner', 'sensitive'],
    options: [
      { name: 'volume', values: [{ code: '250ml', en: '250ml', mn: '250мл' }, { code: '500ml', en: '500ml', mn: '500мл', priceDelta: 39000 }] },
    ],
  },
  {
    slug: 'anua-heartleaf-pore-control-cleansing-oil-200ml', nameEn: 'Anua Heartleaf Pore Control Cleansing Oil 200ml', nameMn: 'Anua Heartleaf нүх сүв цэвэрлэх будаг арилгагч тос 200мл',
    descriptionEn: 'A light cleansing oil that melts sunscreen and makeup and rinses off without residue.',
    descriptionMn: 'Нарны тос, будгийг хайлуулж арилгадаг, ул мөр үлдээлгүй угаагддаг хөнгөн тос.',
    brand: 'anua', category: 'skincare', origin: 'KR', price: 55000, stock: 70, tags: ['skincare', 'cleanser', 'oil-cleanser'],
  },
  {
    slug: 'beauty-of-joseon-glow-serum-propolis-30ml', nameEn: 'Beauty of Joseon Glow Serum: Propolis + Niacinamide 30ml', nameMn: 'Beauty of Joseon прополис, ниацинамидтай гэрэлтүүлэгч серум 30мл',
    descriptionEn: 'A honey-toned serum that soothes breakouts and gives dull skin a healthy glow.',
    descriptionMn: 'Батгыг тайвшруулж, уйтгартай арьсанд эрүүл гэрэлтэлт өгдөг зөгийн балны өнгөтэй серум.',
    brand: 'beauty-of-joseon', category: 'skincare', origin: 'KR', price: 42000, stock: 85, tags: ['skincare', 'serum', 'brightening'],
  },
  {
    slug: 'cosrx-advanced-snail-92-all-in-one-cream-100g', nameEn: 'COSRX Advanced Snail 92 All in One Cream 100g', nameMn: 'COSRX Advanced Snail 92 эмгэн хумсны салстай тос 100г',
    descriptionEn: 'A bouncy gel cream with 92% snail mucin that locks in moisture and repairs a damaged skin barrier.',
    descriptionMn: '92% эмгэн хумсны салс агуулсан, чийгийг түгжиж, гэмтсэн арьсны хамгаалалтын давхаргыг сэргээдэг гель тос.',
    brand: 'cosrx', category: 'skincare', origin: 'KR', price: 49000, stock: 100, tags: ['skincare', 'cream', 'hydrating'],
  },
  {
    slug: 'laneige-cream-skin-refiner-170ml', nameEn: 'Laneige Cream Skin Cerapeptide Refiner 170ml', nameMn: 'Laneige Cream Skin керапептидтэй тонер 170мл',
    descriptionEn: 'A milky toner and moisturiser in one, rich enough for dry winter skin.',
    descriptionMn: 'Тонер, чийгшүүлэгч тосны үүргийг хослуулсан, өвлийн хуурай арьсанд хангалттай тэжээллэг сүүн тонер.',
    brand: 'laneige', category: 'skincare', origin: 'KR', price: 89000, stock: 40, tags: ['skincare', 'toner', 'hydrating'],
  },
  {
    slug: 'round-lab-1025-dokdo-cleanser-150ml', nameEn: 'Round Lab 1025 Dokdo Cleanser 150ml', nameMn: 'Round Lab 1025 Dokdo нүүр угаагч 150мл',
    descriptionEn: 'A gentle low-pH foam cleanser with deep-sea water that leaves skin fresh, not tight.',
    descriptionMn: 'Далайн гүний ус агуулсан, арьсыг татуулахгүйгээр сэргэг болгодог, бага pH-тэй зөөлөн хөөсөн угаагч.',
    brand: 'round-lab', category: 'skincare', origin: 'KR', price: 32000, stock: 0, tags: ['skincare', 'cleanser'],
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
  {
    slug: 'cosrx-ultimate-nourishing-rice-overnight-mask-60ml', nameEn: 'COSRX Ultimate Nourishing Rice Overnight Spa Mask 60ml', nameMn: 'COSRX будааны хандтай тэжээллэг шөнийн маск 60мл',
    descriptionEn: 'A rice-extract sleeping mask that softens and brightens rough, dry skin overnight.',
    descriptionMn: 'Будааны ханд агуулсан, ширүүн хуурай арьсыг шөнийн дотор зөөлрүүлж гэрэлтүүлдэг унтлагын маск.',
    brand: 'cosrx', category: 'face-masks', origin: 'KR', price: 39000, stock: 50, tags: ['mask', 'sleeping-mask', 'brightening'],
  },
  {
    slug: 'mediheal-madecassoside-blemish-pad-100', nameEn: 'Mediheal Madecassoside Blemish Pad (100 pads)', nameMn: 'Mediheal мадекассосидтой тайвшруулах пад (100 ширхэг)',
    descriptionEn: 'Toner-soaked cotton pads that calm breakouts and can be used as a quick five-minute mask.',
    descriptionMn: 'Тонерт дэвтээсэн, батгыг тайвшруулдаг, таван минутын түргэн маск болгон хэрэглэж болох хөвөн пад.',
    brand: 'mediheal', category: 'face-masks', origin: 'KR', price: 45000, compareAtPrice: 52000, stock: 60, tags: ['pad', 'acne', 'toner-pad'],
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
  {
    slug: 'beauty-of-joseon-matte-sun-stick-18g', nameEn: 'Beauty of Joseon Matte Sun Stick: Mugwort + Camelia SPF50+ 18g', nameMn: 'Beauty of Joseon матт нарны тос саваа SPF50+ 18г',
    descriptionEn: 'A matte sunscreen stick that is easy to reapply over makeup and fits in a pocket.',
    descriptionMn: 'Будалтан дээгүүр дахин түрхэхэд хялбар, халаасанд багтдаг матт нарны тос саваа.',
    brand: 'beauty-of-joseon', category: 'sunscreen', origin: 'KR', price: 39000, stock: 75, tags: ['sunscreen', 'spf50', 'stick'],
  },
  {
    slug: 'round-lab-mugwort-calming-sunscreen-50ml', nameEn: 'Round Lab Mugwort Calming Moisturizing Sunscreen SPF50+ 50ml', nameMn: 'Round Lab шарилжтай тайвшруулах нарны тос SPF50+ 50мл',
    descriptionEn: 'A soothing mineral-chemical sunscreen with mugwort for sensitive skin.',
    descriptionMn: 'Шарилжны ханд агуулсан, эмзэг арьсанд зориулсан тайвшруулах нарны тос.',
    brand: 'round-lab', category: 'sunscreen', origin: 'KR', price: 48000, stock: 55, tags: ['sunscreen', 'sensitive', 'spf50'],
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
  {
    slug: 'romand-glasting-water-tint', nameEn: 'rom&nd Glasting Water Tint 4g', nameMn: 'rom&nd Glasting Water уруулын тинт 4г',
    descriptionEn: 'A glassy, water-light lip tint that gives a juicy shine without stickiness.',
    descriptionMn: 'Наалдамхай биш, шилэн мэт гялалзсан, усан хөнгөн уруулын тинт.',
    brand: 'romand', category: 'makeup', origin: 'KR', price: 25000, stock: 90, tags: ['makeup', 'lip', 'tint'],
    options: [
      {
        name: 'color',
        values: [
          { code: 'coral', en: 'Coral', mn: 'шүрэн улаан' }, { code: 'rose', en: 'Rose', mn: 'сарнай ягаан' },
          { code: 'red', en: 'Red', mn: 'улаан' }, { code: 'pink', en: 'Pink', mn: 'ягаан' },
        ],
      },
    ],
  },
  {
    slug: 'laneige-lip-glowy-balm-10g', nameEn: 'Laneige Lip Glowy Balm 10g', nameMn: 'Laneige Lip Glowy уруулын бальзам 10г',
    descriptionEn: 'A sheer, glossy balm that keeps lips soft through the day.',
    descriptionMn: 'Уруулыг өдөржин зөөлөн байлгадаг, тунгалаг гялгар бальзам.',
    brand: 'laneige', category: 'makeup', origin: 'KR', price: 42000, stock: 65, tags: ['makeup', 'lip', 'balm'],
  },
  {
    slug: 'etude-double-lasting-foundation-30g', nameEn: 'ETUDE Double Lasting Foundation SPF42 30g', nameMn: 'ETUDE Double Lasting тональ тос SPF42 30г',
    descriptionEn: 'A long-wear, semi-matte foundation that stays fresh for up to 24 hours.',
    descriptionMn: '24 цаг хүртэл шинэлэг харагддаг, удаан тогтдог, хагас матт тональ тос.',
    brand: 'etude', category: 'makeup', origin: 'KR', price: 38000, stock: 45, tags: ['makeup', 'foundation'],
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
  {
    slug: 'centrum-kids-chewable-multivitamin-80', nameEn: 'Centrum Kids Chewable Multivitamin (80 tablets)', nameMn: 'Centrum Kids хүүхдийн зажилдаг витамин (80 шахмал)',
    descriptionEn: 'A fruit-flavoured chewable multivitamin for children aged 4 and up.',
    descriptionMn: '4-өөс дээш насны хүүхдэд зориулсан, жимсний амттай зажилдаг олон төрлийн витамин.',
    brand: 'centrum', category: 'multivitamins', origin: 'US', price: 59000, stock: 40, tags: ['vitamins', 'multivitamin', 'kids'],
  },
  {
    slug: 'vitafusion-mens-multivitamin-gummies-150', nameEn: 'Vitafusion Men’s Multivitamin Gummies (150)', nameMn: 'Vitafusion эрэгтэй олон төрлийн витамин, бохь (150 ширхэг)',
    descriptionEn: 'Berry-flavoured gummies with key vitamins for men’s daily energy.',
    descriptionMn: 'Эрэгтэйчүүдийн өдөр тутмын эрч хүчинд шаардлагатай витамин агуулсан, жимсний амттай бохь.',
    brand: 'vitafusion', category: 'multivitamins', origin: 'US', price: 65000, stock: 30, tags: ['vitamins', 'multivitamin', 'men', 'gummies'],
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
  {
    slug: 'nordic-naturals-childrens-dha-180', nameEn: 'Nordic Naturals Children’s DHA Strawberry (180 soft gels)', nameMn: 'Nordic Naturals хүүхдийн DHA, гүзээлзгэний амттай (180 капсул)',
    descriptionEn: 'Small, chewable omega-3 soft gels that support children’s brain and eye development.',
    descriptionMn: 'Хүүхдийн тархи, нүдний хөгжлийг дэмждэг, жижиг, зажилж болох омега-3 капсул.',
    brand: 'nordic-naturals', category: 'fish-oil-omega', origin: 'US', price: 99000, stock: 25, tags: ['omega-3', 'dha', 'kids'],
  },
  {
    slug: 'dhc-dha-30-days-120', nameEn: 'DHC DHA 30 Days (120 capsules)', nameMn: 'DHC DHA 30 хоногийн (120 капсул)',
    descriptionEn: 'A Japanese fish oil supplement rich in DHA, one month’s supply.',
    descriptionMn: 'DHA-аар баялаг Японы загасны тос, нэг сарын хэрэглээ.',
    brand: 'dhc', category: 'fish-oil-omega', origin: 'JP', price: 35000, stock: 40, tags: ['omega-3', 'dha', 'fish-oil'],
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
  {
    slug: 'nature-made-zinc-30mg-100', nameEn: 'Nature Made Zinc 30mg (100 tablets)', nameMn: 'Nature Made цайр 30мг (100 шахмал)',
    descriptionEn: 'Supports the immune system, especially during the long cold season.',
    descriptionMn: 'Ялангуяа урт хүйтэн улиралд дархлааг дэмжинэ.',
    brand: 'nature-made', category: 'vitamins-minerals', origin: 'US', price: 35000, stock: 60, tags: ['vitamins', 'zinc', 'immunity'],
  },
  {
    slug: 'by-health-calcium-vitamin-d-100', nameEn: 'BY-HEALTH Calcium + Vitamin D (100 tablets)', nameMn: 'BY-HEALTH кальци, D витамин (100 шахмал)',
    descriptionEn: 'Calcium with vitamin D3 for strong bones, for adults and the elderly.',
    descriptionMn: 'Ясыг бэхжүүлэх D3 витаминтай кальци, насанд хүрэгчид болон ахмад настанд.',
    brand: 'by-health', category: 'vitamins-minerals', origin: 'CN', price: 45000, stock: 50, tags: ['vitamins', 'calcium', 'bones'],
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
  {
    slug: 'cheong-kwan-jang-red-ginseng-extract-240g', nameEn: 'Cheong Kwan Jang Korean Red Ginseng Extract 240g', nameMn: 'Cheong Kwan Jang улаан женьшений ханд 240г',
    descriptionEn: 'Concentrated six-year-old Korean red ginseng extract, a classic gift for parents.',
    descriptionMn: 'Зургаан настай Солонгос улаан женьшений өтгөрүүлсэн ханд, аав ээждээ өгөх сонгодог бэлэг.',
    brand: 'cheong-kwan-jang', category: 'protein-collagen-ginseng', origin: 'KR', price: 590000, compareAtPrice: 650000, stock: 8, tags: ['ginseng', 'gift', 'energy'],
  },
  {
    slug: 'optimum-nutrition-micronized-creatine-300g', nameEn: 'Optimum Nutrition Micronized Creatine Powder 300g', nameMn: 'Optimum Nutrition креатин нунтаг 300г',
    descriptionEn: 'Pure creatine monohydrate that mixes easily, for strength and power training.',
    descriptionMn: 'Хүч, тэсрэх хүчний дасгалд зориулсан, амархан уусдаг цэвэр креатин моногидрат.',
    brand: 'optimum-nutrition', category: 'protein-collagen-ginseng', origin: 'US', price: 89000, stock: 35, tags: ['creatine', 'sports-nutrition', 'gym'],
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
  {
    slug: 'cuckoo-cr-0632f-rice-cooker-6-cup', nameEn: 'Cuckoo CR-0632F Electric Rice Cooker (6 cups)', nameMn: 'Cuckoo CR-0632F цахилгаан будаа агшаагч (6 аяга)',
    descriptionEn: 'A simple, reliable rice cooker for a family of three or four, with a keep-warm mode.',
    descriptionMn: 'Гурав, дөрвөн хүнтэй гэр бүлд тохирох, дулаан хадгалах горимтой энгийн, найдвартай будаа агшаагч.',
    brand: 'cuckoo', category: 'rice-cookers', origin: 'KR', price: 249000, stock: 30, tags: ['rice-cooker', 'kitchen'],
  },
  {
    slug: 'xiaomi-mijia-smart-rice-cooker-3l', nameEn: 'Xiaomi Mijia Smart Rice Cooker 3L', nameMn: 'Xiaomi Mijia ухаалаг будаа агшаагч 3л',
    descriptionEn: 'An app-controlled rice cooker with programmes for rice, porridge and soup.',
    descriptionMn: 'Апп-аар удирддаг, будаа, будаатай шөл, шөл хийх олон горимтой будаа агшаагч.',
    brand: 'xiaomi', category: 'rice-cookers', origin: 'CN', price: 139000, stock: 40, tags: ['rice-cooker', 'smart-home'],
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
  {
    slug: 'panasonic-sd-mdx4-bread-maker', nameEn: 'Panasonic SD-MDX4 Bread Maker', nameMn: 'Panasonic SD-MDX4 талх жигнэгч',
    descriptionEn: 'Bakes fresh bread, buns and even jam at home with 41 automatic programmes.',
    descriptionMn: '41 автомат програмтай, гэртээ шинэ талх, боов, тэр ч байтугай жимсний чанамал хийнэ.',
    brand: 'panasonic', category: 'kitchen-appliances', origin: 'JP', price: 790000, stock: 5, tags: ['bread-maker', 'kitchen', 'baking'],
  },
  {
    slug: 'kitchenaid-5-speed-hand-mixer', nameEn: 'KitchenAid 5-Speed Hand Mixer', nameMn: 'KitchenAid 5 хурдтай гар миксер',
    descriptionEn: 'A light hand mixer for cake batter, cream and cookie dough.',
    descriptionMn: 'Бялууны зуурмаг, цөцгий, жигнэмэгийн зуурмаг хутгах хөнгөн гар миксер.',
    brand: 'kitchenaid', category: 'kitchen-appliances', origin: 'US', price: 329000, stock: 12, tags: ['mixer', 'kitchen', 'baking'],
    options: [
      { name: 'color', values: [{ code: 'red', en: 'Red', mn: 'улаан' }, { code: 'white', en: 'White', mn: 'цагаан' }, { code: 'black', en: 'Black', mn: 'хар' }] },
    ],
  },
  {
    slug: 'lg-neochef-smart-inverter-microwave-25l', nameEn: 'LG NeoChef Smart Inverter Microwave 25L', nameMn: 'LG NeoChef инвертер богино долгионы зуух 25л',
    descriptionEn: 'An inverter microwave that heats and defrosts evenly, with an easy-clean interior.',
    descriptionMn: 'Хоолыг жигд халааж, гэсгээдэг, дотор тал нь амархан цэвэрлэгддэг инвертер зуух.',
    brand: 'lg', category: 'kitchen-appliances', origin: 'KR', price: 429000, stock: 10, tags: ['microwave', 'kitchen'],
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
  {
    slug: 'coway-airmega-150', nameEn: 'Coway Airmega 150 Air Purifier', nameMn: 'Coway Airmega 150 агаар цэвэршүүлэгч',
    descriptionEn: 'A compact HEPA purifier for bedrooms and children’s rooms during Ulaanbaatar’s smog season.',
    descriptionMn: 'Улаанбаатарын утаатай улиралд унтлагын болон хүүхдийн өрөөнд зориулсан авсаархан HEPA шүүлтүүртэй цэвэршүүлэгч.',
    brand: 'coway', category: 'air-cleaning', origin: 'KR', price: 590000, compareAtPrice: 650000, stock: 16, tags: ['air-purifier', 'hepa', 'smog'],
    options: [
      {
        name: 'color',
        values: [
          { code: 'white', en: 'White', mn: 'цагаан' }, { code: 'beige', en: 'Beige', mn: 'цайвар шаргал' },
          { code: 'green', en: 'Green', mn: 'ногоон' },
        ],
      },
    ],
  },
  {
    slug: 'xiaomi-robot-vacuum-x20-plus', nameEn: 'Xiaomi Robot Vacuum X20+', nameMn: 'Xiaomi Robot Vacuum X20+ робот тоос сорогч',
    descriptionEn: 'A robot vacuum and mop that empties its own dust bin and washes its mop pads.',
    descriptionMn: 'Тоосоо өөрөө юүлж, моп алчуураа өөрөө угаадаг, тоос сорж шал арчдаг робот.',
    brand: 'xiaomi', category: 'air-cleaning', origin: 'CN', price: 1190000, stock: 9, tags: ['vacuum', 'robot', 'smart-home'],
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
  {
    slug: 'lg-qned80-65-4k-tv', nameEn: 'LG 65" QNED80 4K Smart TV', nameMn: 'LG 65" QNED80 4K ухаалаг зурагт',
    descriptionEn: 'A large 4K TV with rich quantum-dot colour and webOS apps such as YouTube and Netflix.',
    descriptionMn: 'Квант цэгийн тод өнгөтэй, YouTube, Netflix зэрэг webOS апп-тай 65 инчийн 4K зурагт.',
    brand: 'lg', category: 'tvs', origin: 'KR', price: 3290000, compareAtPrice: 3590000, stock: 5, tags: ['tv', '4k', 'smart-tv'],
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
    slug: 'bandai-eg-rx-78-2-gundam', nameEn: 'Bandai Entry Grade RX-78-2 Gundam 1/144', nameMn: 'Bandai Entry Grade RX-78-2 Gundam угсрах загвар 1/144',
    descriptionEn: 'A beginner Gundam kit that snaps together without tools or glue.',
    descriptionMn: 'Багаж, цавуугүйгээр угсардаг, анхлан суралцагчдад зориулсан Gundam загвар.',
    brand: 'bandai', category: 'building-toys', origin: 'JP', price: 29000, stock: 50, tags: ['gundam', 'model-kit', 'beginner'],
  },
  {
    slug: 'magformers-smart-set-144', nameEn: 'Magformers Smart Set 144 pieces', nameMn: 'Magformers Smart соронзон угсрах тоглоом 144 ширхэг',
    descriptionEn: 'A large magnetic building set with wheels and windows for endless 3D creations.',
    descriptionMn: 'Дугуй, цонхтой, гурван хэмжээст олон янзын зүйл бүтээх том соронзон угсрах тоглоом.',
    brand: 'magformers', category: 'building-toys', origin: 'KR', price: 490000, stock: 4, active: false, tags: ['magnetic', 'stem', 'kids'],
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
    slug: 'fisher-price-laugh-learn-smart-stages-puppy', nameEn: 'Fisher-Price Laugh & Learn Smart Stages Puppy', nameMn: 'Fisher-Price Laugh & Learn ярьдаг гөлөг тоглоом',
    descriptionEn: 'A talking plush puppy that teaches first words, numbers and colours in English.',
    descriptionMn: 'Анхны үг, тоо, өнгийг англиар заадаг, ярьдаг зөөлөн гөлөг тоглоом.',
    brand: 'mattel', category: 'educational-toys', origin: 'US', price: 99000, stock: 20, tags: ['baby', 'educational', 'english'],
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
    slug: 'pop-mart-labubu-exciting-macaron-blind-box', nameEn: 'POP MART LABUBU The Monsters Exciting Macaron Blind Box', nameMn: 'POP MART LABUBU The Monsters Exciting Macaron гэнэтийн хайрцаг',
    descriptionEn: 'A collectible LABUBU vinyl plush pendant; the design inside is a surprise.',
    descriptionMn: 'Цуглуулгын LABUBU зүүлт тоглоом, дотор нь аль загвар байгаа нь гэнэтийн бэлэг.',
    brand: 'pop-mart', category: 'dolls-action-toys', origin: 'CN', price: 89000, stock: 0, tags: ['labubu', 'blind-box', 'collectible'],
  },
  {
    slug: 'mattel-hot-wheels-city-ultimate-garage', nameEn: 'Hot Wheels City Ultimate Garage Playset', nameMn: 'Hot Wheels City Ultimate Garage олон давхар гараж',
    descriptionEn: 'A tall garage tower with a car elevator, a fighting dragon and parking for over 100 cars.',
    descriptionMn: 'Машин өргөгчтэй, луутай, 100 гаруй машин зогсох зогсоолтой өндөр гараж.',
    brand: 'mattel', category: 'dolls-action-toys', origin: 'US', price: 390000, compareAtPrice: 450000, stock: 5, tags: ['hot-wheels', 'cars', 'playset'],
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
  {
    slug: 'hasbro-jenga-classic', nameEn: 'Hasbro Jenga Classic', nameMn: 'Hasbro Jenga модон шоо тоглоом',
    descriptionEn: 'The stacking block game of steady hands for the whole family.',
    descriptionMn: 'Гараа хөдөлгөлгүй болгоомжтой байх хэрэгтэй, гэр бүлээрээ тоглох модон шоон цамхаг тоглоом.',
    brand: 'hasbro', category: 'games-puzzles', origin: 'US', price: 45000, stock: 40, tags: ['board-game', 'family'],
  },

  // ── Women's clothing ─────────────────────────────────────────────────────
  {
    slug: 'uniqlo-womens-ultra-light-down-jacket', nameEn: "Uniqlo Women's Ultra Light Down Jacket", nameMn: 'Uniqlo эмэгтэй Ultra Light Down хөнгөн өдөн хүрэм',
    descriptionEn: 'A featherweight down jacket that packs into its own pouch; great for spring and autumn or as a winter layer.',
    descriptionMn: 'Өөрийн уутанд эвхэгддэг маш хөнгөн өдөн хүрэм. Хавар, намарт эсвэл өвөл дотор давхарлаж өмсөхөд тохиромжтой.',
    brand: 'uniqlo', category: 'womens-clothing', origin: 'JP', price: 229000, compareAtPrice: 259000, stock: 40, tags: ['jacket', 'down', 'women'],
    options: [
      { name: 'size', values: [{ code: 's', en: 'S', mn: 'S' }, { code: 'm', en: 'M', mn: 'M' }, { code: 'l', en: 'L', mn: 'L' }, { code: 'xl', en: 'XL', mn: 'XL' }] },
      {
        name: 'color',
        values: [
          { code: 'black', en: 'Black', mn: 'хар' }, { code: 'navy', en: 'Navy', mn: 'хар хөх' }, { code: 'beige', en: 'Beige', mn: 'цайвар шаргал' },
        ],
      },
    ],
  },
  {
    slug: 'uniqlo-womens-heattech-extra-warm-turtleneck', nameEn: "Uniqlo Women's HEATTECH Extra Warm Turtleneck", nameMn: 'Uniqlo эмэгтэй HEATTECH Extra Warm өндөр захтай дулаан цамц',
    descriptionEn: 'A thin thermal top that generates and holds heat, 1.5× warmer than regular HEATTECH.',
    descriptionMn: 'Дулаан ялгаруулж, хадгалдаг нимгэн дулаан цамц. Энгийн HEATTECH-ээс 1.5 дахин дулаан.',
    brand: 'uniqlo', category: 'womens-clothing', origin: 'JP', price: 69000, stock: 90, tags: ['thermal', 'heattech', 'women'],
    options: [
      { name: 'size', values: [{ code: 's', en: 'S', mn: 'S' }, { code: 'm', en: 'M', mn: 'M' }, { code: 'l', en: 'L', mn: 'L' }, { code: 'xl', en: 'XL', mn: 'XL' }] },
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'white', en: 'White', mn: 'цагаан' }, { code: 'gray', en: 'Gray', mn: 'саарал' }] },
    ],
  },
  {
    slug: 'gobi-womens-cashmere-crew-neck-sweater', nameEn: "Gobi Women's 100% Cashmere Crew Neck Sweater", nameMn: 'Говь эмэгтэй 100% ноолууран энгэр захтай цамц',
    descriptionEn: 'A soft, warm sweater knitted in Ulaanbaatar from pure Mongolian cashmere.',
    descriptionMn: 'Цэвэр Монгол ноолуураар Улаанбаатарт нэхсэн, зөөлөн, дулаан цамц.',
    brand: 'gobi', category: 'womens-clothing', origin: 'MN', price: 459000, stock: 35, tags: ['cashmere', 'sweater', 'women', 'mongolian'],
    options: [
      { name: 'size', values: [{ code: 's', en: 'S', mn: 'S' }, { code: 'm', en: 'M', mn: 'M' }, { code: 'l', en: 'L', mn: 'L' }, { code: 'xl', en: 'XL', mn: 'XL' }] },
      {
        name: 'color',
        values: [
          { code: 'beige', en: 'Beige', mn: 'цайвар шаргал' }, { code: 'gray', en: 'Gray', mn: 'саарал' }, { code: 'black', en: 'Black', mn: 'хар' },
        ],
      },
    ],
  },
  {
    slug: 'goyo-womens-cashmere-cardigan', nameEn: "GOYO Women's Cashmere Cardigan", nameMn: 'GOYO эмэгтэй ноолууран кардиган',
    descriptionEn: 'A refined, relaxed-fit cardigan in premium Mongolian cashmere.',
    descriptionMn: 'Дээд зэрэглэлийн Монгол ноолуураар хийсэн, чөлөөтэй загвартай, нарийн хийцтэй кардиган.',
    brand: 'goyo', category: 'womens-clothing', origin: 'MN', price: 690000, stock: 14, tags: ['cashmere', 'cardigan', 'women', 'mongolian'],
    options: [
      { name: 'size', values: [{ code: 's', en: 'S', mn: 'S' }, { code: 'm', en: 'M', mn: 'M' }, { code: 'l', en: 'L', mn: 'L' }] },
      {
        name: 'color',
        values: [
          { code: 'ivory', en: 'Ivory', mn: 'зааны ясан цагаан' }, { code: 'gray', en: 'Gray', mn: 'саарал' },
          { code: 'navy', en: 'Navy', mn: 'хар хөх' },
        ],
      },
    ],
  },
  {
    slug: 'bosideng-womens-long-hooded-down-coat', nameEn: "Bosideng Women's Long Hooded Down Coat", nameMn: 'Bosideng эмэгтэй малгайтай урт өдөн пальто',
    descriptionEn: 'A knee-length goose-down coat built for −30°C winters.',
    descriptionMn: '−30°C хүйтэнд зориулсан, өвдөг хүртэл урт, галууны өдтэй пальто.',
    brand: 'bosideng', category: 'womens-clothing', origin: 'CN', price: 1190000, compareAtPrice: 1390000, stock: 20, tags: ['coat', 'down', 'winter', 'women'],
    options: [
      { name: 'size', values: [{ code: 's', en: 'S', mn: 'S' }, { code: 'm', en: 'M', mn: 'M' }, { code: 'l', en: 'L', mn: 'L' }, { code: 'xl', en: 'XL', mn: 'XL' }] },
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'burgundy', en: 'Burgundy', mn: 'хүрэн улаан' }] },
    ],
  },
  {
    slug: 'levis-womens-501-original-jeans', nameEn: "Levi's Women's 501 Original Jeans", nameMn: "Levi's эмэгтэй 501 Original жинсэн өмд",
    descriptionEn: 'The original straight-leg button-fly jean in rigid cotton denim.',
    descriptionMn: 'Шулуун загвартай, товчин хаалттай, хатуу хөвөн даавуун анхны 501 жинсэн өмд.',
    brand: 'levis', category: 'womens-clothing', origin: 'US', price: 249000, stock: 30, tags: ['jeans', 'denim', 'women'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'w25', en: 'W25', mn: 'W25' }, { code: 'w26', en: 'W26', mn: 'W26' }, { code: 'w27', en: 'W27', mn: 'W27' },
          { code: 'w28', en: 'W28', mn: 'W28' }, { code: 'w29', en: 'W29', mn: 'W29' }, { code: 'w30', en: 'W30', mn: 'W30' },
        ],
      },
      { name: 'color', values: [{ code: 'light-blue', en: 'Light Blue', mn: 'цайвар цэнхэр' }, { code: 'navy', en: 'Navy', mn: 'хар хөх' }] },
    ],
  },
  {
    slug: 'uniqlo-womens-fleece-full-zip-jacket', nameEn: 'Uniqlo Women’s Fleece Full-Zip Jacket', nameMn: 'Uniqlo эмэгтэй флис цахилгаантай цамц',
    descriptionEn: 'A soft, warm fleece layer for autumn days or under a winter coat.',
    descriptionMn: 'Намрын өдрүүдэд болон өвлийн хүрэмний доор өмсөх зөөлөн, дулаан флис цамц.',
    brand: 'uniqlo', category: 'womens-clothing', origin: 'JP', price: 89000, stock: 55, tags: ['fleece', 'jacket', 'women'],
    options: [
      { name: 'size', values: [{ code: 's', en: 'S', mn: 'S' }, { code: 'm', en: 'M', mn: 'M' }, { code: 'l', en: 'L', mn: 'L' }, { code: 'xl', en: 'XL', mn: 'XL' }] },
      {
        name: 'color',
        values: [
          { code: 'white', en: 'White', mn: 'цагаан' }, { code: 'gray', en: 'Gray', mn: 'саарал' },
          { code: 'beige', en: 'Beige', mn: 'цайвар шаргал' },
        ],
      },
    ],
  },
  {
    slug: 'goyo-womens-cashmere-turtleneck', nameEn: 'GOYO Women’s Cashmere Turtleneck Sweater', nameMn: 'GOYO эмэгтэй ноолууран эргэмэл захтай цамц',
    descriptionEn: 'A fine-gauge turtleneck in soft Mongolian cashmere that keeps the neck warm.',
    descriptionMn: 'Хүзүүг дулаан байлгадаг, зөөлөн Монгол ноолуураар нарийн сүлжсэн эргэмэл захтай цамц.',
    brand: 'goyo', category: 'womens-clothing', origin: 'MN', price: 590000, stock: 18, tags: ['cashmere', 'sweater', 'women', 'mongolian'],
    options: [
      { name: 'size', values: [{ code: 's', en: 'S', mn: 'S' }, { code: 'm', en: 'M', mn: 'M' }, { code: 'l', en: 'L', mn: 'L' }] },
      {
        name: 'color',
        values: [
          { code: 'black', en: 'Black', mn: 'хар' }, { code: 'beige', en: 'Beige', mn: 'цайвар шаргал' }, { code: 'red', en: 'Red', mn: 'улаан' },
        ],
      },
    ],
  },
  {
    slug: 'the-north-face-womens-nuptse-short-jacket', nameEn: 'The North Face Women’s Nuptse Short Jacket', nameMn: 'The North Face эмэгтэй Nuptse богино өдөн хүрэм',
    descriptionEn: 'A cropped version of the iconic 700-fill Nuptse down jacket.',
    descriptionMn: 'Алдарт 700 fill өдтэй Nuptse хүрэмний богино загвар.',
    brand: 'the-north-face', category: 'womens-clothing', origin: 'US', price: 1190000, stock: 8, tags: ['jacket', 'down', 'winter', 'women'],
    options: [
      { name: 'size', values: [{ code: 's', en: 'S', mn: 'S' }, { code: 'm', en: 'M', mn: 'M' }, { code: 'l', en: 'L', mn: 'L' }] },
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'white', en: 'White', mn: 'цагаан' }] },
    ],
  },

  // ── Men's clothing ───────────────────────────────────────────────────────
  {
    slug: 'uniqlo-mens-heattech-ultra-warm-crew-neck', nameEn: "Uniqlo Men's HEATTECH Ultra Warm Crew Neck Long Sleeve", nameMn: 'Uniqlo эрэгтэй HEATTECH Ultra Warm урт ханцуйтай дулаан цамц',
    descriptionEn: 'The warmest HEATTECH layer, 2.25× warmer than the original, for the coldest days.',
    descriptionMn: 'Энгийн HEATTECH-ээс 2.25 дахин дулаан, хамгийн хүйтэн өдрүүдэд зориулсан дотуур цамц.',
    brand: 'uniqlo', category: 'mens-clothing', origin: 'JP', price: 89000, stock: 80, tags: ['thermal', 'heattech', 'men'],
    options: [
      { name: 'size', values: [{ code: 's', en: 'S', mn: 'S' }, { code: 'm', en: 'M', mn: 'M' }, { code: 'l', en: 'L', mn: 'L' }, { code: 'xl', en: 'XL', mn: 'XL' }] },
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'gray', en: 'Gray', mn: 'саарал' }, { code: 'navy', en: 'Navy', mn: 'хар хөх' }] },
    ],
  },
  {
    slug: 'gobi-mens-cashmere-v-neck-sweater', nameEn: "Gobi Men's 100% Cashmere V-Neck Sweater", nameMn: 'Говь эрэгтэй 100% ноолууран V захтай цамц',
    descriptionEn: 'A classic V-neck in pure Mongolian cashmere, perfect over a shirt.',
    descriptionMn: 'Цэвэр Монгол ноолуураар хийсэн, цамцан дээрээс өмсөхөд тохирох сонгодог V захтай цамц.',
    brand: 'gobi', category: 'mens-clothing', origin: 'MN', price: 529000, stock: 28, tags: ['cashmere', 'sweater', 'men', 'mongolian'],
    options: [
      { name: 'size', values: [{ code: 'm', en: 'M', mn: 'M' }, { code: 'l', en: 'L', mn: 'L' }, { code: 'xl', en: 'XL', mn: 'XL' }] },
      { name: 'color', values: [{ code: 'navy', en: 'Navy', mn: 'хар хөх' }, { code: 'gray', en: 'Gray', mn: 'саарал' }, { code: 'black', en: 'Black', mn: 'хар' }] },
    ],
  },
  {
    slug: 'nike-sportswear-club-fleece-hoodie', nameEn: 'Nike Sportswear Club Fleece Pullover Hoodie', nameMn: 'Nike Sportswear Club дулаан малгайтай цамц (худи)',
    descriptionEn: 'A soft brushed-fleece hoodie for everyday comfort.',
    descriptionMn: 'Дотроо зөөлөн хөвсгөр, өдөр тутам өмсөхөд эвтэйхэн малгайтай цамц.',
    brand: 'nike', category: 'mens-clothing', origin: 'US', price: 189000, stock: 45, tags: ['hoodie', 'fleece', 'men'],
    options: [
      { name: 'size', values: [{ code: 's', en: 'S', mn: 'S' }, { code: 'm', en: 'M', mn: 'M' }, { code: 'l', en: 'L', mn: 'L' }, { code: 'xl', en: 'XL', mn: 'XL' }] },
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'gray', en: 'Gray', mn: 'саарал' }] },
    ],
  },
  {
    slug: 'the-north-face-1996-retro-nuptse-jacket', nameEn: 'The North Face Men’s 1996 Retro Nuptse Jacket', nameMn: 'The North Face эрэгтэй 1996 Retro Nuptse өдөн хүрэм',
    descriptionEn: 'The iconic boxy 700-fill down jacket with a stowable hood.',
    descriptionMn: '700 fill өдтэй, малгайгаа захандаа хийдэг, алдарт өргөн загвартай өдөн хүрэм.',
    brand: 'the-north-face', category: 'mens-clothing', origin: 'US', price: 1290000, compareAtPrice: 1450000, stock: 15, tags: ['jacket', 'down', 'winter', 'men'],
    options: [
      { name: 'size', values: [{ code: 's', en: 'S', mn: 'S' }, { code: 'm', en: 'M', mn: 'M' }, { code: 'l', en: 'L', mn: 'L' }, { code: 'xl', en: 'XL', mn: 'XL' }] },
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'navy', en: 'Navy', mn: 'хар хөх' }] },
    ],
  },
  {
    slug: 'bosideng-mens-hooded-down-jacket', nameEn: "Bosideng Men's Hooded Goose Down Jacket", nameMn: 'Bosideng эрэгтэй малгайтай галууны өдөн хүрэм',
    descriptionEn: 'A wind-resistant down jacket made for harsh continental winters.',
    descriptionMn: 'Салхи нэвтрүүлдэггүй, эх газрын эрс тэс өвөлд зориулсан өдөн хүрэм.',
    brand: 'bosideng', category: 'mens-clothing', origin: 'CN', price: 990000, stock: 22, tags: ['jacket', 'down', 'winter', 'men'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'm', en: 'M', mn: 'M' }, { code: 'l', en: 'L', mn: 'L' }, { code: 'xl', en: 'XL', mn: 'XL' }, { code: 'xxl', en: 'XXL', mn: 'XXL' },
        ],
      },
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'navy', en: 'Navy', mn: 'хар хөх' }] },
    ],
  },
  {
    slug: 'levis-mens-511-slim-jeans', nameEn: "Levi's Men's 511 Slim Fit Jeans", nameMn: "Levi's эрэгтэй 511 нарийн загварын жинсэн өмд",
    descriptionEn: 'A modern slim jean with a little stretch for comfort.',
    descriptionMn: 'Бага зэрэг сунадаг, эвтэйхэн, орчин үеийн нарийн загварын жинсэн өмд.',
    brand: 'levis', category: 'mens-clothing', origin: 'US', price: 259000, stock: 32, tags: ['jeans', 'denim', 'men'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'w30', en: 'W30', mn: 'W30' }, { code: 'w31', en: 'W31', mn: 'W31' }, { code: 'w32', en: 'W32', mn: 'W32' },
          { code: 'w33', en: 'W33', mn: 'W33' }, { code: 'w34', en: 'W34', mn: 'W34' }, { code: 'w36', en: 'W36', mn: 'W36' },
        ],
      },
    ],
  },
  {
    slug: 'uniqlo-mens-ultra-light-down-vest', nameEn: 'Uniqlo Men’s Ultra Light Down Vest', nameMn: 'Uniqlo эрэгтэй Ultra Light Down өдөн хантааз',
    descriptionEn: 'A light down vest that packs into its own pouch, ideal under a coat.',
    descriptionMn: 'Өөрийн уутанд эвхэгддэг, пальтоны доор өмсөхөд тохиромжтой хөнгөн өдөн хантааз.',
    brand: 'uniqlo', category: 'mens-clothing', origin: 'JP', price: 119000, compareAtPrice: 139000, stock: 40, tags: ['vest', 'down', 'men'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'm', en: 'M', mn: 'M' }, { code: 'l', en: 'L', mn: 'L' }, { code: 'xl', en: 'XL', mn: 'XL' }, { code: 'xxl', en: 'XXL', mn: 'XXL' },
        ],
      },
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'navy', en: 'Navy', mn: 'хар хөх' }] },
    ],
  },
  {
    slug: 'nike-tech-fleece-joggers', nameEn: 'Nike Sportswear Tech Fleece Joggers', nameMn: 'Nike Sportswear Tech Fleece спорт өмд',
    descriptionEn: 'Slim, tapered joggers in light, warm Tech Fleece with zip pockets.',
    descriptionMn: 'Хөнгөн, дулаан Tech Fleece даавуун, цахилгаантай халаастай, нарийн загварын спорт өмд.',
    brand: 'nike', category: 'mens-clothing', origin: 'US', price: 349000, stock: 24, tags: ['joggers', 'fleece', 'men'],
    options: [
      { name: 'size', values: [{ code: 's', en: 'S', mn: 'S' }, { code: 'm', en: 'M', mn: 'M' }, { code: 'l', en: 'L', mn: 'L' }, { code: 'xl', en: 'XL', mn: 'XL' }] },
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'gray', en: 'Gray', mn: 'саарал' }] },
    ],
  },
  {
    slug: 'li-ning-mens-quick-dry-training-t-shirt', nameEn: 'Li-Ning Men’s Quick-Dry Training T-Shirt', nameMn: 'Li-Ning эрэгтэй хурдан хатдаг спорт футболк',
    descriptionEn: 'A breathable, quick-drying tee for the gym, badminton or running.',
    descriptionMn: 'Агаар нэвтрүүлдэг, хурдан хатдаг, фитнес, бадминтон, гүйлтэд өмсөх футболк.',
    brand: 'li-ning', category: 'mens-clothing', origin: 'CN', price: 69000, stock: 50, tags: ['t-shirt', 'sports', 'men'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'm', en: 'M', mn: 'M' }, { code: 'l', en: 'L', mn: 'L' }, { code: 'xl', en: 'XL', mn: 'XL' }, { code: 'xxl', en: 'XXL', mn: 'XXL' },
        ],
      },
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'white', en: 'White', mn: 'цагаан' }, { code: 'blue', en: 'Blue', mn: 'цэнхэр' }] },
    ],
  },

  // ── Sneakers ─────────────────────────────────────────────────────────────
  {
    slug: 'nike-air-force-1-07', nameEn: "Nike Air Force 1 '07 White", nameMn: "Nike Air Force 1 '07 цагаан пүүз",
    descriptionEn: 'The timeless white leather sneaker with Air cushioning.',
    descriptionMn: 'Air дэвсгэртэй, цаг үеэ үл хамаарах цагаан арьсан пүүз.',
    brand: 'nike', category: 'sneakers', origin: 'US', price: 429000, compareAtPrice: 469000, stock: 38, tags: ['sneakers', 'shoes', 'classic'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'eu-40', en: '40', mn: '40' }, { code: 'eu-41', en: '41', mn: '41' }, { code: 'eu-42', en: '42', mn: '42' },
          { code: 'eu-43', en: '43', mn: '43' }, { code: 'eu-44', en: '44', mn: '44' }, { code: 'eu-45', en: '45', mn: '45' },
        ],
      },
    ],
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
    options: [
      {
        name: 'size',
        values: [
          { code: 'eu-38', en: '38', mn: '38' }, { code: 'eu-39', en: '39', mn: '39' }, { code: 'eu-40', en: '40', mn: '40' },
          { code: 'eu-41', en: '41', mn: '41' }, { code: 'eu-42', en: '42', mn: '42' }, { code: 'eu-43', en: '43', mn: '43' },
          { code: 'eu-44', en: '44', mn: '44' },
        ],
      },
    ],
  },
  {
    slug: 'asics-gel-kayano-31', nameEn: 'ASICS GEL-KAYANO 31 Running Shoes', nameMn: 'ASICS GEL-KAYANO 31 гүйлтийн пүүз',
    descriptionEn: 'A stable, cushioned running shoe for long distances.',
    descriptionMn: 'Хол зайн гүйлтэд зориулсан, тогтвортой, зөөлөн ултай пүүз.',
    brand: 'asics', category: 'sneakers', origin: 'JP', price: 649000, stock: 16, tags: ['running', 'shoes', 'stability'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'eu-40', en: '40', mn: '40' }, { code: 'eu-41', en: '41', mn: '41' }, { code: 'eu-42', en: '42', mn: '42' },
          { code: 'eu-43', en: '43', mn: '43' }, { code: 'eu-44', en: '44', mn: '44' }, { code: 'eu-45', en: '45', mn: '45' },
        ],
      },
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'blue', en: 'Blue', mn: 'цэнхэр' }] },
    ],
  },
  {
    slug: 'skechers-go-walk-7', nameEn: 'Skechers GO WALK 7 Slip-On Shoes', nameMn: 'Skechers GO WALK 7 үдээсгүй алхалтын гутал',
    descriptionEn: 'Light slip-on walking shoes with a cushioned insole, popular with parents and grandparents.',
    descriptionMn: 'Зөөлөн улавчтай, үдээсгүй, хөнгөн алхалтын гутал. Аав ээж, өвөө эмээ нарт их таалагддаг.',
    brand: 'skechers', category: 'sneakers', origin: 'US', price: 249000, stock: 36, tags: ['walking', 'shoes', 'comfort'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'eu-38', en: '38', mn: '38' }, { code: 'eu-39', en: '39', mn: '39' }, { code: 'eu-40', en: '40', mn: '40' },
          { code: 'eu-41', en: '41', mn: '41' }, { code: 'eu-42', en: '42', mn: '42' }, { code: 'eu-43', en: '43', mn: '43' },
        ],
      },
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'gray', en: 'Gray', mn: 'саарал' }] },
    ],
  },
  {
    slug: 'li-ning-red-hare-7-running-shoes', nameEn: 'Li-Ning Red Hare 7 Running Shoes', nameMn: 'Li-Ning Red Hare 7 гүйлтийн пүүз',
    descriptionEn: 'A light, bouncy trainer for daily runs at a friendly price.',
    descriptionMn: 'Өдөр тутмын гүйлтэд зориулсан, хөнгөн, уян, боломжийн үнэтэй пүүз.',
    brand: 'li-ning', category: 'sneakers', origin: 'CN', price: 279000, stock: 24, tags: ['running', 'shoes'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'eu-39', en: '39', mn: '39' }, { code: 'eu-40', en: '40', mn: '40' }, { code: 'eu-41', en: '41', mn: '41' },
          { code: 'eu-42', en: '42', mn: '42' }, { code: 'eu-43', en: '43', mn: '43' }, { code: 'eu-44', en: '44', mn: '44' },
        ],
      },
    ],
  },
  {
    slug: 'nike-vomero-18', nameEn: 'Nike Vomero 18 Road Running Shoes', nameMn: 'Nike Vomero 18 гүйлтийн пүүз',
    descriptionEn: 'Nike’s most cushioned everyday trainer for long, easy runs.',
    descriptionMn: 'Урт, тайван гүйлтэд зориулсан, Nike-ийн хамгийн зөөлөн ултай өдөр тутмын пүүз.',
    brand: 'nike', category: 'sneakers', origin: 'US', price: 589000, stock: 18, tags: ['running', 'shoes', 'cushioned'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'eu-40', en: '40', mn: '40' }, { code: 'eu-41', en: '41', mn: '41' }, { code: 'eu-42', en: '42', mn: '42' },
          { code: 'eu-43', en: '43', mn: '43' }, { code: 'eu-44', en: '44', mn: '44' }, { code: 'eu-45', en: '45', mn: '45' },
        ],
      },
    ],
  },
  {
    slug: 'asics-gel-1130', nameEn: 'ASICS GEL-1130 Sneakers', nameMn: 'ASICS GEL-1130 пүүз',
    descriptionEn: 'A 2000s-style running silhouette with GEL cushioning, popular as an everyday sneaker.',
    descriptionMn: 'GEL зөөлөвчтэй, 2000-аад оны гүйлтийн загвартай, өдөр тутам өмсөхөд их таалагддаг пүүз.',
    brand: 'asics', category: 'sneakers', origin: 'JP', price: 349000, compareAtPrice: 389000, stock: 30, tags: ['sneakers', 'shoes', 'retro'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'eu-38', en: '38', mn: '38' }, { code: 'eu-39', en: '39', mn: '39' }, { code: 'eu-40', en: '40', mn: '40' },
          { code: 'eu-41', en: '41', mn: '41' }, { code: 'eu-42', en: '42', mn: '42' }, { code: 'eu-43', en: '43', mn: '43' },
        ],
      },
      { name: 'color', values: [{ code: 'white', en: 'White', mn: 'цагаан' }, { code: 'black', en: 'Black', mn: 'хар' }] },
    ],
  },
  {
    slug: 'new-balance-9060', nameEn: 'New Balance 9060 Sneakers', nameMn: 'New Balance 9060 пүүз',
    descriptionEn: 'A chunky, futuristic sneaker with soft ABZORB and SBS cushioning.',
    descriptionMn: 'ABZORB, SBS зөөлөвчтэй, бүдүүн ултай, орчин үеийн загварын пүүз.',
    brand: 'new-balance', category: 'sneakers', origin: 'US', price: 589000, stock: 12, tags: ['sneakers', 'shoes', 'chunky'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'eu-39', en: '39', mn: '39' }, { code: 'eu-40', en: '40', mn: '40' }, { code: 'eu-41', en: '41', mn: '41' },
          { code: 'eu-42', en: '42', mn: '42' }, { code: 'eu-43', en: '43', mn: '43' }, { code: 'eu-44', en: '44', mn: '44' },
          { code: 'eu-45', en: '45', mn: '45' },
        ],
      },
    ],
  },

  // ── Winter boots ─────────────────────────────────────────────────────────
  {
    slug: 'the-north-face-chilkat-v-400-boots', nameEn: "The North Face Men's Chilkat V 400 Waterproof Winter Boots", nameMn: 'The North Face эрэгтэй Chilkat V 400 ус нэвтэрдэггүй өвлийн гутал',
    descriptionEn: 'Insulated, waterproof boots with a grippy sole for icy streets.',
    descriptionMn: 'Дулаалгатай, ус нэвтрүүлдэггүй, мөсөн замд гулсдаггүй ултай өвлийн гутал.',
    brand: 'the-north-face', category: 'winter-boots', origin: 'US', price: 590000, stock: 18, tags: ['boots', 'winter', 'waterproof'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'eu-40', en: '40', mn: '40' }, { code: 'eu-41', en: '41', mn: '41' }, { code: 'eu-42', en: '42', mn: '42' },
          { code: 'eu-43', en: '43', mn: '43' }, { code: 'eu-44', en: '44', mn: '44' }, { code: 'eu-45', en: '45', mn: '45' },
        ],
      },
    ],
  },
  {
    slug: 'ugg-classic-mini-ii-boots', nameEn: "UGG Women's Classic Mini II Boots", nameMn: 'UGG эмэгтэй Classic Mini II хонины арьсан гутал',
    descriptionEn: 'Short sheepskin boots lined with soft wool, warm and light.',
    descriptionMn: 'Дотроо зөөлөн ноостой, дулаан, хөнгөн, богино түрийтэй хонины арьсан гутал.',
    brand: 'ugg', category: 'winter-boots', origin: 'US', price: 690000, stock: 0, tags: ['boots', 'winter', 'sheepskin', 'women'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'eu-36', en: '36', mn: '36' }, { code: 'eu-37', en: '37', mn: '37' }, { code: 'eu-38', en: '38', mn: '38' },
          { code: 'eu-39', en: '39', mn: '39' }, { code: 'eu-40', en: '40', mn: '40' }, { code: 'eu-41', en: '41', mn: '41' },
        ],
      },
      { name: 'color', values: [{ code: 'chestnut', en: 'Chestnut', mn: 'хүрэн' }, { code: 'black', en: 'Black', mn: 'хар' }] },
    ],
  },
  {
    slug: 'the-north-face-womens-shellista-iv-boots', nameEn: 'The North Face Women’s Shellista IV Mid Waterproof Boots', nameMn: 'The North Face эмэгтэй Shellista IV ус нэвтэрдэггүй өвлийн гутал',
    descriptionEn: 'Warm, waterproof winter boots with a faux-fur collar and a non-slip sole.',
    descriptionMn: 'Хиймэл үслэг захтай, гулсдаггүй ултай, ус нэвтрүүлдэггүй дулаан өвлийн гутал.',
    brand: 'the-north-face', category: 'winter-boots', origin: 'US', price: 490000, stock: 14, tags: ['boots', 'winter', 'waterproof', 'women'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'eu-36', en: '36', mn: '36' }, { code: 'eu-37', en: '37', mn: '37' }, { code: 'eu-38', en: '38', mn: '38' },
          { code: 'eu-39', en: '39', mn: '39' }, { code: 'eu-40', en: '40', mn: '40' }, { code: 'eu-41', en: '41', mn: '41' },
        ],
      },
    ],
  },

  // ── Sandals & slippers ───────────────────────────────────────────────────
  {
    slug: 'crocs-classic-clog', nameEn: 'Crocs Classic Clog', nameMn: 'Crocs Classic шаахай',
    descriptionEn: 'The original light, comfortable foam clog; easy to clean.',
    descriptionMn: 'Хөнгөн, тав тухтай, угаахад амар анхны хөөсөн шаахай.',
    brand: 'crocs', category: 'sandals-slippers', origin: 'US', price: 179000, stock: 50, tags: ['clogs', 'slippers', 'summer'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'eu-37-38', en: '37-38', mn: '37-38' }, { code: 'eu-39-40', en: '39-40', mn: '39-40' },
          { code: 'eu-41-42', en: '41-42', mn: '41-42' }, { code: 'eu-43-44', en: '43-44', mn: '43-44' },
          { code: 'eu-45-46', en: '45-46', mn: '45-46' },
        ],
      },
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'white', en: 'White', mn: 'цагаан' }] },
    ],
  },
  {
    slug: 'nike-victori-one-slides', nameEn: 'Nike Victori One Slides', nameMn: 'Nike Victori One шаахай',
    descriptionEn: 'Soft foam slides for the shower, gym or home.',
    descriptionMn: 'Шүршүүр, фитнес, гэрт өмсөх зөөлөн хөөсөн шаахай.',
    brand: 'nike', category: 'sandals-slippers', origin: 'US', price: 99000, stock: 60, tags: ['slides', 'slippers'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'eu-38', en: '38', mn: '38' }, { code: 'eu-39', en: '39', mn: '39' }, { code: 'eu-40', en: '40', mn: '40' },
          { code: 'eu-41', en: '41', mn: '41' }, { code: 'eu-42', en: '42', mn: '42' }, { code: 'eu-43', en: '43', mn: '43' },
          { code: 'eu-44', en: '44', mn: '44' }, { code: 'eu-45', en: '45', mn: '45' },
        ],
      },
    ],
  },
  {
    slug: 'muji-cotton-pile-room-slippers', nameEn: 'MUJI Cotton Pile Room Slippers', nameMn: 'MUJI хөвөн даавуун гэрийн шаахай',
    descriptionEn: 'Soft, washable indoor slippers in natural colours.',
    descriptionMn: 'Байгалийн өнгөтэй, угааж болдог, зөөлөн гэрийн шаахай.',
    brand: 'muji', category: 'sandals-slippers', origin: 'JP', price: 35000, stock: 70, tags: ['slippers', 'home'],
  },
  {
    slug: 'crocs-classic-lined-clog', nameEn: 'Crocs Classic Lined Clog', nameMn: 'Crocs Classic дулаан доторлогоотой шаахай',
    descriptionEn: 'The classic clog with a soft, fuzzy lining, cosy for winter at home or in the dormitory.',
    descriptionMn: 'Дотроо зөөлөн хөвсгөр доторлогоотой сонгодог шаахай, өвөл гэртээ болон дотуур байранд өмсөхөд дулаахан.',
    brand: 'crocs', category: 'sandals-slippers', origin: 'US', price: 229000, stock: 35, tags: ['clogs', 'slippers', 'winter'],
    options: [
      {
        name: 'size',
        values: [
          { code: 'eu-37-38', en: '37-38', mn: '37-38' }, { code: 'eu-39-40', en: '39-40', mn: '39-40' },
          { code: 'eu-41-42', en: '41-42', mn: '41-42' }, { code: 'eu-43-44', en: '43-44', mn: '43-44' },
        ],
      },
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'gray', en: 'Gray', mn: 'саарал' }] },
    ],
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
    options: [
      {
        name: 'color',
        values: [
          { code: 'black', en: 'Black', mn: 'хар' }, { code: 'ivory', en: 'Ivory', mn: 'зааны ясан цагаан' },
          { code: 'brown', en: 'Brown', mn: 'бор' },
        ],
      },
    ],
  },
  {
    slug: 'coach-willow-tote-24', nameEn: 'Coach Willow Tote 24', nameMn: 'Coach Willow 24 арьсан цүнх',
    descriptionEn: 'A polished pebble-leather tote with a detachable strap for the office or evenings out.',
    descriptionMn: 'Салдаг оосортой, ажил болон оройн уулзалтад тохирох, өнгөлсөн арьсан цүнх.',
    brand: 'coach', category: 'handbags', origin: 'US', price: 1290000, stock: 4, tags: ['bag', 'leather', 'women'],
    options: [
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'ivory', en: 'Ivory', mn: 'зааны ясан цагаан' }] },
    ],
  },
  {
    slug: 'marhen-j-mini-cross-bag', nameEn: 'Marhen.J Mini Vegan Leather Cross Bag', nameMn: 'Marhen.J хиймэл арьсан жижиг мөрний цүнх',
    descriptionEn: 'A small, light crossbody bag that fits a phone, wallet and lip tint.',
    descriptionMn: 'Утас, түрийвч, уруулын тинт багтах, хөнгөн, жижиг мөрний цүнх.',
    brand: 'marhen-j', category: 'handbags', origin: 'KR', price: 159000, stock: 28, tags: ['bag', 'vegan', 'crossbody'],
    options: [
      {
        name: 'color',
        values: [
          { code: 'black', en: 'Black', mn: 'хар' }, { code: 'ivory', en: 'Ivory', mn: 'зааны ясан цагаан' },
          { code: 'brown', en: 'Brown', mn: 'бор' },
        ],
      },
    ],
  },

  // ── Backpacks ────────────────────────────────────────────────────────────
  {
    slug: 'the-north-face-borealis-backpack', nameEn: 'The North Face Borealis Backpack 28L', nameMn: 'The North Face Borealis үүргэвч 28л',
    descriptionEn: 'A durable school and commute pack with a padded laptop sleeve.',
    descriptionMn: 'Зөөврийн компьютерийн жийргэвчтэй тасагтай, сургууль, ажилд явахад тохиромжтой бат бөх үүргэвч.',
    brand: 'the-north-face', category: 'backpacks', origin: 'US', price: 329000, stock: 30, tags: ['backpack', 'school', 'laptop'],
    options: [
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'navy', en: 'Navy', mn: 'хар хөх' }, { code: 'gray', en: 'Gray', mn: 'саарал' }] },
    ],
  },
  {
    slug: 'anello-cross-bottle-backpack', nameEn: 'anello Cross Bottle Wide-Mouth Backpack', nameMn: 'anello Cross Bottle өргөн амсартай үүргэвч',
    descriptionEn: 'A Japanese backpack with a clasp-style wide opening for easy packing.',
    descriptionMn: 'Хавчаартай өргөн амсартай тул юмаа хийхэд амар Япон үүргэвч.',
    brand: 'anello', category: 'backpacks', origin: 'JP', price: 149000, stock: 34, tags: ['backpack', 'daily'],
    options: [
      {
        name: 'color',
        values: [
          { code: 'black', en: 'Black', mn: 'хар' }, { code: 'navy', en: 'Navy', mn: 'хар хөх' }, { code: 'beige', en: 'Beige', mn: 'цайвар шаргал' },
          { code: 'gray', en: 'Gray', mn: 'саарал' },
        ],
      },
    ],
  },
  {
    slug: 'xiaomi-business-casual-backpack', nameEn: 'Xiaomi Business Casual Backpack', nameMn: 'Xiaomi ажлын үүргэвч',
    descriptionEn: 'A minimalist water-repellent backpack for a 15.6-inch laptop.',
    descriptionMn: '15.6 инчийн зөөврийн компьютер багтах, ус үл нэвтрүүлэх бүрхүүлтэй энгийн загварын үүргэвч.',
    brand: 'xiaomi', category: 'backpacks', origin: 'CN', price: 79000, stock: 65, tags: ['backpack', 'laptop'],
  },
  {
    slug: 'the-north-face-jester-backpack-27l', nameEn: 'The North Face Jester Backpack 27L', nameMn: 'The North Face Jester үүргэвч 27л',
    descriptionEn: 'A classic school backpack with a padded laptop sleeve and a water bottle pocket.',
    descriptionMn: 'Зөөврийн компьютерийн жийргэвчтэй тасаг, усны савны халаастай сонгодог сургуулийн үүргэвч.',
    brand: 'the-north-face', category: 'backpacks', origin: 'US', price: 259000, stock: 32, tags: ['backpack', 'school', 'laptop'],
    options: [
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'navy', en: 'Navy', mn: 'хар хөх' }, { code: 'pink', en: 'Pink', mn: 'ягаан' }] },
    ],
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
  {
    slug: 'casio-vintage-a168wa', nameEn: 'Casio Vintage A168 Digital Watch', nameMn: 'Casio Vintage A168 электрон бугуйн цаг',
    descriptionEn: 'The retro steel digital watch with a backlight, alarm and stopwatch.',
    descriptionMn: 'Гэрэлтэй, сэрүүлэг, секундомертой, ретро загварын ган электрон цаг.',
    brand: 'casio', category: 'watches-accessories', origin: 'JP', price: 89000, stock: 40, tags: ['watch', 'retro', 'digital'],
    options: [
      { name: 'color', values: [{ code: 'silver', en: 'Silver', mn: 'мөнгөлөг' }, { code: 'gold', en: 'Gold', mn: 'алтлаг', priceDelta: 40000 }] },
    ],
  },
  {
    slug: 'gobi-cashmere-wrap-shawl', nameEn: 'Gobi Cashmere Wrap Shawl', nameMn: 'Говь ноолууран нөмрөг ороолт',
    descriptionEn: 'A wide, light cashmere wrap to wear as a scarf or over the shoulders.',
    descriptionMn: 'Ороолт болгон ороох юм уу мөрөн дээрээ нөмрөх, өргөн, хөнгөн ноолууран нөмрөг.',
    brand: 'gobi', category: 'watches-accessories', origin: 'MN', price: 329000, stock: 22, tags: ['cashmere', 'shawl', 'gift', 'mongolian'],
    options: [
      {
        name: 'color',
        values: [
          { code: 'gray', en: 'Gray', mn: 'саарал' }, { code: 'beige', en: 'Beige', mn: 'цайвар шаргал' },
          { code: 'navy', en: 'Navy', mn: 'хар хөх' },
        ],
      },
    ],
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
  {
    slug: 'li-ning-a-plus-60-shuttlecocks-12', nameEn: 'Li-Ning A+60 Feather Shuttlecocks (12)', nameMn: 'Li-Ning A+60 өдөн бөмбөг (12 ширхэг)',
    descriptionEn: 'Durable duck-feather shuttlecocks for club and training play.',
    descriptionMn: 'Клуб, бэлтгэлд зориулсан нугасны өдөн, удаан эдэлгээтэй бадминтоны бөмбөг.',
    brand: 'li-ning', category: 'fitness', origin: 'CN', price: 39000, stock: 80, tags: ['badminton', 'shuttlecock', 'sports'],
  },
  {
    slug: 'nike-fundamental-speed-rope', nameEn: 'Nike Fundamental Speed Rope', nameMn: 'Nike Fundamental хурдны олс',
    descriptionEn: 'A light, adjustable skipping rope for cardio workouts at home.',
    descriptionMn: 'Гэртээ кардио дасгал хийх, уртыг нь тохируулдаг хөнгөн дээсэн олс.',
    brand: 'nike', category: 'fitness', origin: 'US', price: 49000, stock: 45, tags: ['jump-rope', 'fitness', 'cardio'],
  },
  {
    slug: 'nike-everyday-cushioned-crew-socks-3-pack', nameEn: 'Nike Everyday Cushioned Training Crew Socks (3 pairs)', nameMn: 'Nike Everyday зөөлөвчтэй спорт оймс (3 хос)',
    descriptionEn: 'Cushioned, sweat-wicking socks for running and training.',
    descriptionMn: 'Гүйлт, дасгалд зориулсан, хөлсийг шингээдэг, зөөлөвчтэй оймс.',
    brand: 'nike', category: 'fitness', origin: 'US', price: 55000, stock: 100, tags: ['socks', 'running', 'training'],
    options: [
      { name: 'size', values: [{ code: 'm', en: 'M (38-42)', mn: 'M (38-42)' }, { code: 'l', en: 'L (42-46)', mn: 'L (42-46)' }] },
      { name: 'color', values: [{ code: 'white', en: 'White', mn: 'цагаан' }, { code: 'black', en: 'Black', mn: 'хар' }] },
    ],
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
    options: [
      {
        name: 'color',
        values: [
          { code: 'black', en: 'Black', mn: 'хар' }, { code: 'cream', en: 'Cream', mn: 'цөцгийн өнгө' }, { code: 'pink', en: 'Pink', mn: 'ягаан' },
          { code: 'light-blue', en: 'Light Blue', mn: 'цайвар цэнхэр' }, { code: 'sage', en: 'Sage', mn: 'саарал ногоон' },
        ],
      },
    ],
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
  {
    slug: 'stanley-iceflow-flip-straw-bottle-0-65l', nameEn: 'Stanley IceFlow Flip Straw Water Bottle 0.65L', nameMn: 'Stanley IceFlow сорууртай усны сав 0.65л',
    descriptionEn: 'A leak-resistant insulated bottle with a flip-up straw for the gym, running and school.',
    descriptionMn: 'Фитнес, гүйлт, сургуульд авч явах, асгардаггүй, эвхэгддэг сорууртай дулаан хадгалах сав.',
    brand: 'stanley', category: 'camping-hiking', origin: 'US', price: 99000, stock: 60, tags: ['bottle', 'drinkware', 'sports'],
    options: [
      {
        name: 'color',
        values: [
          { code: 'black', en: 'Black', mn: 'хар' }, { code: 'blue', en: 'Blue', mn: 'цэнхэр' }, { code: 'pink', en: 'Pink', mn: 'ягаан' },
          { code: 'cream', en: 'Cream', mn: 'цөцгийн өнгө' },
        ],
      },
    ],
  },
  {
    slug: 'snow-peak-home-camp-burner', nameEn: 'Snow Peak Home & Camp Burner', nameMn: 'Snow Peak Home & Camp зөөврийн хийн түлшний зуух',
    descriptionEn: 'A stylish folding gas stove that works on the kitchen table and at the campsite.',
    descriptionMn: 'Гал тогооны ширээн дээр ч, майхны дэргэд ч хэрэглэж болох, эвхэгддэг загварлаг хийн зуух.',
    brand: 'snow-peak', category: 'camping-hiking', origin: 'JP', price: 490000, stock: 6, tags: ['camping', 'stove', 'cooking'],
  },
  {
    slug: 'coleman-classic-led-lantern', nameEn: 'Coleman Classic LED Lantern 400 lumens', nameMn: 'Coleman Classic LED дэнлүү 400 люмен',
    descriptionEn: 'A bright, battery-powered lantern for the tent or power cuts at home.',
    descriptionMn: 'Майханд болон гэрт цахилгаан тасрахад хэрэглэх, батарейгаар ажилладаг тод дэнлүү.',
    brand: 'coleman', category: 'camping-hiking', origin: 'US', price: 89000, stock: 35, tags: ['lantern', 'camping', 'led'],
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
  {
    slug: 'merries-pants-l-44', nameEn: 'Merries Pull-Up Pants Size L (44)', nameMn: 'Merries өмдөн живх L хэмжээ (44 ширхэг)',
    descriptionEn: 'Soft, breathable Japanese pull-up diapers for active toddlers of 9–14kg.',
    descriptionMn: '9–14 кг жинтэй, хөдөлгөөнтэй бяцхан хүүхдэд зориулсан, зөөлөн, агаар нэвтрүүлдэг Япон өмдөн живх.',
    brand: 'merries', category: 'diapers', origin: 'JP', price: 72000, stock: 45, tags: ['diapers', 'pants', 'baby'],
  },
  {
    slug: 'huggies-snug-dry-size-3-104', nameEn: 'Huggies Snug & Dry Diapers Size 3 (104)', nameMn: 'Huggies Snug & Dry живх 3-р хэмжээ (104 ширхэг)',
    descriptionEn: 'Everyday diapers with up to 12 hours of leak protection, a value box.',
    descriptionMn: '12 цаг хүртэл нэвчилтээс хамгаалдаг өдөр тутмын живх, хэмнэлттэй том хайрцаг.',
    brand: 'huggies', category: 'diapers', origin: 'US', price: 99000, compareAtPrice: 115000, stock: 38, tags: ['diapers', 'baby', 'value-pack'],
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
  {
    slug: 'pigeon-magmag-step-up-cup-set', nameEn: 'Pigeon MagMag Step-Up Training Cup Set', nameMn: 'Pigeon MagMag хүүхдийн сургах аяганы иж бүрдэл',
    descriptionEn: 'A cup with interchangeable spouts that helps babies move from bottle to cup step by step.',
    descriptionMn: 'Солигддог хошуутай, хүүхдийг сүүний савнаас аяганд алхам алхмаар шилжүүлэхэд тусалдаг аяга.',
    brand: 'pigeon', category: 'baby-feeding', origin: 'JP', price: 45000, stock: 35, tags: ['baby', 'cup', 'feeding'],
  },
  {
    slug: 'meiji-step-growing-up-formula-800g', nameEn: 'Meiji Step Growing-Up Formula 800g (1–3 years)', nameMn: 'Meiji Step хүүхдийн сүүн тэжээл 800г (1–3 нас)',
    descriptionEn: 'A Japanese follow-on milk with iron and DHA for toddlers from one to three years.',
    descriptionMn: 'Төмөр, DHA агуулсан, нэгээс гурван насны хүүхдэд зориулсан Японы сүүн тэжээл.',
    brand: 'meiji', category: 'baby-feeding', origin: 'JP', price: 75000, stock: 30, tags: ['formula', 'baby', 'toddler'],
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
  {
    slug: 'pigeon-baby-milky-lotion-120ml', nameEn: 'Pigeon Baby Milky Lotion 120ml', nameMn: 'Pigeon хүүхдийн сүүн лосьон 120мл',
    descriptionEn: 'A gentle lotion that keeps a baby’s skin soft in dry, heated rooms.',
    descriptionMn: 'Халаалттай хуурай өрөөнд хүүхдийн арьсыг зөөлөн байлгадаг зөөлөн лосьон.',
    brand: 'pigeon', category: 'baby-maternity-care', origin: 'JP', price: 19500, stock: 70, tags: ['baby', 'lotion', 'skincare'],
  },
  {
    slug: 'cerave-baby-moisturizing-lotion-237ml', nameEn: 'CeraVe Baby Moisturizing Lotion 237ml', nameMn: 'CeraVe Baby хүүхдийн чийгшүүлэгч лосьон 237мл',
    descriptionEn: 'A fragrance-free, tear-free lotion with ceramides for a baby’s delicate skin.',
    descriptionMn: 'Керамид агуулсан, үнэргүй, нялх хүүхдийн эмзэг арьсанд зориулсан чийгшүүлэгч лосьон.',
    brand: 'cerave', category: 'baby-maternity-care', origin: 'US', price: 49000, stock: 40, tags: ['baby', 'lotion', 'sensitive'],
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
  {
    slug: 'samyang-buldak-carbonara-5-pack', nameEn: 'Samyang Buldak Carbonara Hot Chicken Ramen (5 pack)', nameMn: 'Samyang Бульдак карбонара халуун ногоотой рамён (5 ширхэг)',
    descriptionEn: 'The creamy, slightly milder carbonara version of the famous fiery Buldak noodles.',
    descriptionMn: 'Алдарт халуун Бульдак гоймонгийн цөцгийлөг, арай зөөлөн карбонара хувилбар.',
    brand: 'samyang', category: 'instant-noodles', origin: 'KR', price: 14500, stock: 160, tags: ['ramen', 'spicy', 'korean-food'],
  },
  {
    slug: 'nongshim-neoguri-spicy-seafood-5-pack', nameEn: 'Nongshim Neoguri Spicy Seafood Udon (5 pack)', nameMn: 'Nongshim Neoguri далайн бүтээгдэхүүний амттай халуун гоймон (5 ширхэг)',
    descriptionEn: 'Thick, chewy udon-style noodles in a spicy seafood broth with a piece of kelp.',
    descriptionMn: 'Далайн байцааны хэсэгтэй, халуун ногоотой далайн амттай шөлтэй, бүдүүн зөөлөн гоймон.',
    brand: 'nongshim', category: 'instant-noodles', origin: 'KR', price: 10900, stock: 120, tags: ['ramen', 'seafood', 'korean-food'],
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
  {
    slug: 'orion-pocachip-original-110g', nameEn: 'Orion Pocachip Original Potato Chips 110g', nameMn: 'Orion Pocachip төмсний чипс, давстай 110г',
    descriptionEn: 'Thin, crispy Korean potato chips with a light salted taste.',
    descriptionMn: 'Бага зэрэг давсалсан, нимгэн, шаржигнуур Солонгос төмсний чипс.',
    brand: 'orion', category: 'snacks-sweets', origin: 'KR', price: 6900, stock: 110, tags: ['chips', 'snack'],
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
  {
    slug: 'maxim-white-gold-coffee-mix-100', nameEn: 'Maxim White Gold Coffee Mix (100 sticks)', nameMn: 'Maxim White Gold 3-ын-1 кофе (100 ширхэг)',
    descriptionEn: 'A smooth, milky instant coffee mix made with skimmed milk instead of creamer.',
    descriptionMn: 'Хиймэл цөцгийн оронд тосгүй сүү агуулсан, зөөлөн амттай 3-ын-1 кофе.',
    brand: 'maxim', category: 'drinks-coffee-tea', origin: 'KR', price: 42000, compareAtPrice: 47000, stock: 90, tags: ['coffee', 'instant', 'korean-food'],
  },
  {
    slug: 'ito-en-oi-ocha-green-tea-bags-50', nameEn: 'Ito En Oi Ocha Green Tea Bags (50)', nameMn: 'Ito En Oi Ocha ногоон цай, уутлагдсан (50 ширхэг)',
    descriptionEn: 'Japanese sencha with a little matcha, ready in a minute in hot water.',
    descriptionMn: 'Бага зэрэг матча нэмсэн, халуун усанд нэг минутад бэлэн болох Японы сэнча цай.',
    brand: 'ito-en', category: 'drinks-coffee-tea', origin: 'JP', price: 19000, stock: 55, tags: ['tea', 'green-tea', 'japanese-food'],
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
  {
    slug: 'calbee-frugra-granola-750g', nameEn: 'Calbee Frugra Fruit Granola 750g', nameMn: 'Calbee Frugra жимстэй гранола 750г',
    descriptionEn: 'Japan’s favourite crunchy granola with dried fruit, great with milk or yoghurt.',
    descriptionMn: 'Хатаасан жимстэй, шаржигнуур, сүү юм уу тарагтай идэхэд тохиромжтой Японы хамгийн алдартай гранола.',
    brand: 'calbee', category: 'pantry', origin: 'JP', price: 29000, stock: 35, tags: ['granola', 'breakfast', 'japanese-food'],
  },
  {
    slug: 'kikkoman-teriyaki-marinade-250ml', nameEn: 'Kikkoman Teriyaki Marinade & Sauce 250ml', nameMn: 'Kikkoman терияки соус 250мл',
    descriptionEn: 'A sweet soy glaze for grilled chicken, beef and stir-fries.',
    descriptionMn: 'Шарсан тахиа, үхрийн мах, хуурганд хэрэглэх чихэрлэг шар буурцгийн соус.',
    brand: 'kikkoman', category: 'pantry', origin: 'JP', price: 12900, stock: 60, tags: ['sauce', 'japanese-food'],
  },
  {
    slug: 'ottogi-sesame-oil-320ml', nameEn: 'Ottogi Roasted Sesame Oil 320ml', nameMn: 'Ottogi шарсан гүнжидийн тос 320мл',
    descriptionEn: 'Fragrant Korean sesame oil for bibimbap, salads and marinades.',
    descriptionMn: 'Бибимбап, салат, маринадад хэрэглэх анхилуун үнэртэй Солонгос гүнжидийн тос.',
    brand: 'ottogi', category: 'pantry', origin: 'KR', price: 24000, stock: 50, tags: ['oil', 'sesame', 'korean-food'],
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
  {
    slug: 'sidiz-t20-ergonomic-chair', nameEn: 'SIDIZ T20 Ergonomic Mesh Chair', nameMn: 'SIDIZ T20 эргономик торон сандал',
    descriptionEn: 'An affordable ergonomic chair with a breathable mesh back and adjustable lumbar support.',
    descriptionMn: 'Агаар нэвтрүүлдэг торон нуруутай, бүсэлхийн түшлэгээ тохируулдаг, боломжийн үнэтэй эргономик сандал.',
    brand: 'sidiz', category: 'furniture', origin: 'KR', price: 590000, compareAtPrice: 650000, stock: 12, tags: ['chair', 'office', 'ergonomic'],
    options: [
      { name: 'color', values: [{ code: 'black', en: 'Black', mn: 'хар' }, { code: 'gray', en: 'Gray', mn: 'саарал' }] },
    ],
  },
  {
    slug: 'nitori-work-desk-120', nameEn: 'Nitori Work Desk 120cm', nameMn: 'Nitori ажлын ширээ 120см',
    descriptionEn: 'A simple wooden-look desk with a cable tray, sized for small apartments.',
    descriptionMn: 'Кабель хийх тавиуртай, жижиг байранд багтахуйц хэмжээтэй, модон өнгөлгөөтэй энгийн ширээ.',
    brand: 'nitori', category: 'furniture', origin: 'JP', price: 390000, stock: 4, tags: ['desk', 'home-office', 'furniture'],
    options: [
      { name: 'color', values: [{ code: 'brown', en: 'Brown', mn: 'бор' }, { code: 'white', en: 'White', mn: 'цагаан' }] },
    ],
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
  {
    slug: 'gobi-yak-wool-throw-blanket', nameEn: 'Gobi Yak Wool Throw Blanket', nameMn: 'Говь сарлагийн ноосон хөнжил',
    descriptionEn: 'A warm, breathable throw woven from soft Mongolian yak down.',
    descriptionMn: 'Монгол сарлагийн зөөлөн хөөвөр ноосоор нэхсэн, дулаан, агаар нэвтрүүлдэг хөнжил.',
    brand: 'gobi', category: 'bedding-textiles', origin: 'MN', price: 590000, stock: 10, tags: ['yak-wool', 'blanket', 'mongolian', 'gift'],
  },
  {
    slug: 'nitori-n-warm-duvet-double', nameEn: 'Nitori N Warm Duvet, Double', nameMn: 'Nitori N Warm дулаан хөнжил, хоёр хүний',
    descriptionEn: 'A heat-generating fibre duvet that warms up quickly on cold nights.',
    descriptionMn: 'Хүйтэн шөнө хурдан дулаацдаг, дулаан ялгаруулах эслэгтэй хоёр хүний хөнжил.',
    brand: 'nitori', category: 'bedding-textiles', origin: 'JP', price: 169000, stock: 20, tags: ['duvet', 'winter', 'bedding'],
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
  {
    slug: 'lock-n-lock-classic-food-container-set-10', nameEn: 'LocknLock Classic Food Container Set (10 pieces)', nameMn: 'LocknLock хүнсний савны иж бүрдэл (10 ширхэг)',
    descriptionEn: 'Airtight, leak-proof containers with four-side locking lids for the fridge and lunch boxes.',
    descriptionMn: 'Дөрвөн талдаа түгждэг тагтай, агаар, шингэн нэвтрүүлдэггүй, хөргөгч болон хоолны саванд тохиромжтой сав.',
    brand: 'lock-n-lock', category: 'home-decor-storage', origin: 'KR', price: 89000, stock: 45, tags: ['food-storage', 'kitchen', 'containers'],
  },
  {
    slug: 'xiaomi-mijia-motion-night-light-2', nameEn: 'Xiaomi Mijia Motion-Activated Night Light 2', nameMn: 'Xiaomi Mijia хөдөлгөөн мэдрэгчтэй шөнийн гэрэл 2',
    descriptionEn: 'A soft warm light that turns on when you walk past, for hallways and children’s rooms.',
    descriptionMn: 'Хажуугаар нь өнгөрөхөд асдаг, коридор, хүүхдийн өрөөнд зориулсан зөөлөн дулаан гэрэл.',
    brand: 'xiaomi', category: 'home-decor-storage', origin: 'CN', price: 29000, stock: 90, tags: ['lighting', 'night-light', 'smart-home'],
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
    slug: 'olaplex-no-3-hair-perfector-100ml', nameEn: 'Olaplex No.3 Hair Perfector', nameMn: 'Olaplex No.3 үс нөхөн сэргээх эмчилгээ',
    descriptionEn: 'A weekly at-home treatment that repairs bleached and damaged hair.',
    descriptionMn: 'Будаж цайруулсан, гэмтсэн үсийг долоо хоногт нэг удаа гэртээ нөхөн сэргээх эмчилгээ.',
    brand: 'olaplex', category: 'hair-care', origin: 'US', price: 99000, compareAtPrice: 115000, stock: 30, tags: ['hair-treatment', 'repair'],
    options: [
      { name: 'volume', values: [{ code: '100ml', en: '100ml', mn: '100мл' }, { code: '250ml', en: '250ml', mn: '250мл', priceDelta: 95000 }] },
    ],
  },
  {
    slug: 'mise-en-scene-perfect-serum-shampoo-680ml', nameEn: 'Mise en scène Perfect Serum Shampoo 680ml', nameMn: 'Mise en scène Perfect Serum шампунь 680мл',
    descriptionEn: 'A nourishing shampoo with argan and camellia oils for dry, damaged hair.',
    descriptionMn: 'Арган, камелийн тос агуулсан, хуурай гэмтсэн үсийг тэжээдэг шампунь.',
    brand: 'mise-en-scene', category: 'hair-care', origin: 'KR', price: 29000, stock: 65, tags: ['shampoo', 'damaged-hair'],
  },
  {
    slug: 'olaplex-no-4-bond-maintenance-shampoo', nameEn: 'Olaplex No.4 Bond Maintenance Shampoo', nameMn: 'Olaplex No.4 үс бэхжүүлэх шампунь',
    descriptionEn: 'A repairing shampoo that keeps coloured and bleached hair strong between treatments.',
    descriptionMn: 'Будсан, цайруулсан үсийг эмчилгээний хооронд бат бөх байлгадаг нөхөн сэргээх шампунь.',
    brand: 'olaplex', category: 'hair-care', origin: 'US', price: 109000, stock: 25, tags: ['shampoo', 'repair', 'colored-hair'],
    options: [
      { name: 'volume', values: [{ code: '250ml', en: '250ml', mn: '250мл' }, { code: '1000ml', en: '1000ml', mn: '1000мл', priceDelta: 190000 }] },
    ],
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
  {
    slug: 'xiaomi-mijia-hair-dryer-h300', nameEn: 'Xiaomi Mijia Negative Ion Hair Dryer H300', nameMn: 'Xiaomi Mijia H300 сөрөг ионтой үс хатаагч',
    descriptionEn: 'A quick-drying ionic hair dryer with a smart temperature sensor that protects hair.',
    descriptionMn: 'Үсийг хамгаалах ухаалаг температур мэдрэгчтэй, хурдан хатаадаг ионтой үс хатаагч.',
    brand: 'xiaomi', category: 'beauty-tools', origin: 'CN', price: 109000, stock: 40, tags: ['hair-dryer', 'ionic'],
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
    slug: 'hada-labo-gokujyun-hyaluronic-lotion-170ml', nameEn: 'Hada Labo Gokujyun Hyaluronic Lotion', nameMn: 'Hada Labo Gokujyun гиалуроны лосьон',
    descriptionEn: 'A deeply hydrating lotion with several types of hyaluronic acid.',
    descriptionMn: 'Хэд хэдэн төрлийн гиалуроны хүчил агуулсан, гүн чийгшүүлэгч лосьон.',
    brand: 'hada-labo', category: 'japanese-skincare', origin: 'JP', price: 35000, stock: 75, tags: ['lotion', 'hydrating', 'skincare'],
    options: [
      { name: 'volume', values: [{ code: '170ml', en: '170ml', mn: '170мл' }, { code: '400ml', en: '400ml', mn: '400мл', priceDelta: 32000 }] },
    ],
  },
  {
    slug: 'dhc-deep-cleansing-oil-200ml', nameEn: 'DHC Deep Cleansing Oil 200ml', nameMn: 'DHC гүн цэвэрлэгч тос 200мл',
    descriptionEn: 'An olive-oil cleanser that melts away makeup and sunscreen.',
    descriptionMn: 'Будалт, нарны тосыг хайлуулж арилгадаг, чидуны тостой цэвэрлэгч.',
    brand: 'dhc', category: 'japanese-skincare', origin: 'JP', price: 69000, stock: 35, tags: ['cleanser', 'makeup-remover'],
  },
  {
    slug: 'hada-labo-gokujyun-premium-lotion-170ml', nameEn: 'Hada Labo Gokujyun Premium Hyaluronic Lotion 170ml', nameMn: 'Hada Labo Gokujyun Premium гиалуроны лосьон 170мл',
    descriptionEn: 'The richer Premium version with seven types of hyaluronic acid for very dry skin.',
    descriptionMn: 'Долоон төрлийн гиалуроны хүчил агуулсан, маш хуурай арьсанд зориулсан илүү тэжээллэг Premium хувилбар.',
    brand: 'hada-labo', category: 'japanese-skincare', origin: 'JP', price: 45000, stock: 50, tags: ['lotion', 'hydrating', 'skincare'],
  },
  {
    slug: 'biore-uv-aqua-rich-watery-gel-90ml', nameEn: 'Bioré UV Aqua Rich Watery Gel SPF50+ 90ml', nameMn: 'Bioré UV Aqua Rich усан гель нарны тос SPF50+ 90мл',
    descriptionEn: 'A refreshing gel sunscreen for face and body that absorbs instantly.',
    descriptionMn: 'Нүүр, биед түрхэх, даруй шингэдэг, сэрүүцүүлэх гель нарны тос.',
    brand: 'biore', category: 'japanese-skincare', origin: 'JP', price: 35000, stock: 80, tags: ['sunscreen', 'spf50', 'gel'],
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
  {
    slug: 'tamburins-perfume-chamo', nameEn: 'TAMBURINS Perfume CHAMO', nameMn: 'TAMBURINS CHAMO үнэртэй ус',
    descriptionEn: 'A soft, powdery scent of chamomile and musk from the popular Seoul fragrance house.',
    descriptionMn: 'Сөүлийн алдартай үнэртний брэндийн, ромашк, мускусын зөөлөн нунтаг үнэртэй үнэртэй ус.',
    brand: 'tamburins', category: 'body-care', origin: 'KR', price: 95000, stock: 20, tags: ['perfume', 'fragrance'],
    options: [
      { name: 'volume', values: [{ code: '11ml', en: '11ml', mn: '11мл' }, { code: '50ml', en: '50ml', mn: '50мл', priceDelta: 215000 }] },
    ],
  },
  {
    slug: 'lhamour-sea-buckthorn-natural-soap-100g', nameEn: 'Lhamour Sea Buckthorn Natural Soap 100g', nameMn: 'Lhamour чацарганатай байгалийн саван 100г',
    descriptionEn: 'A handmade Mongolian soap with sea buckthorn oil that cleans without drying the skin.',
    descriptionMn: 'Чацарганы тос агуулсан, арьсыг хатаалгүй цэвэрлэдэг, гар аргаар хийсэн Монгол саван.',
    brand: 'lhamour', category: 'body-care', origin: 'MN', price: 14900, stock: 80, tags: ['soap', 'sea-buckthorn', 'mongolian', 'natural'],
  },
  {
    slug: 'lhamour-natural-lip-balm', nameEn: 'Lhamour Natural Lip Balm', nameMn: 'Lhamour байгалийн гаралтай уруулын бальзам',
    descriptionEn: 'A beeswax and plant-oil lip balm that protects lips from Mongolian wind and frost.',
    descriptionMn: 'Зөгийн лав, ургамлын тосоор хийсэн, уруулыг Монголын салхи, хүйтнээс хамгаалдаг бальзам.',
    brand: 'lhamour', category: 'body-care', origin: 'MN', price: 12900, stock: 95, tags: ['lip-balm', 'mongolian', 'natural'],
  },
  {
    slug: 'cerave-sa-smoothing-cream-340g', nameEn: 'CeraVe SA Smoothing Cream 340g', nameMn: 'CeraVe SA зөөлрүүлэгч тос 340г',
    descriptionEn: 'A salicylic-acid cream that smooths rough, bumpy skin on arms and legs.',
    descriptionMn: 'Салицилын хүчил агуулсан, гар хөлийн ширүүн, барзгар арьсыг зөөлрүүлдэг тос.',
    brand: 'cerave', category: 'body-care', origin: 'US', price: 79000, stock: 30, tags: ['moisturizer', 'body', 'rough-skin'],
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
  {
    slug: '70mai-dash-cam-4k-a810', nameEn: '70mai Dash Cam 4K A810 with Rear Camera', nameMn: '70mai A810 4K машины видео бичигч, арын камертай',
    descriptionEn: 'Records sharp 4K video day and night, with a rear camera and built-in GPS.',
    descriptionMn: 'Өдөр шөнөгүй тод 4K бичлэг хийдэг, арын камер, GPS-тэй машины видео бичигч.',
    brand: '70mai', category: 'dash-cams', origin: 'CN', price: 449000, compareAtPrice: 499000, stock: 12, tags: ['dash-cam', 'car', '4k'],
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
  {
    slug: 'ugreen-69w-car-charger', nameEn: 'UGREEN 69W USB-C Car Charger', nameMn: 'UGREEN 69W USB-C машины цэнэглэгч',
    descriptionEn: 'Fast-charges a phone and a tablet or laptop from the car’s 12V socket.',
    descriptionMn: 'Машины 12V залгуураас утас болон таблет, зөөврийн компьютерийг хурдан цэнэглэнэ.',
    brand: 'ugreen', category: 'car-electronics', origin: 'CN', price: 49000, stock: 75, tags: ['car', 'charger', 'usb-c'],
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
  {
    slug: 'meguiars-quik-detailer-473ml', nameEn: 'Meguiar’s Quik Detailer Mist & Wipe 473ml', nameMn: 'Meguiar’s Quik Detailer хурдан өнгөлгөөний шүршигч 473мл',
    descriptionEn: 'Removes dust and fingerprints between washes and leaves a glossy finish.',
    descriptionMn: 'Угаалгын хооронд тоос, хурууны мөрийг арилгаж, гялалзсан өнгө өгнө.',
    brand: 'meguiars', category: 'car-care', origin: 'US', price: 39000, stock: 40, tags: ['car-care', 'detailer'],
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
  {
    slug: 'inaba-churu-dog-chicken-20', nameEn: 'INABA Churu for Dogs, Chicken (20 tubes)', nameMn: 'INABA Churu нохойн амттан, тахианы махтай (20 ширхэг)',
    descriptionEn: 'Lickable puree treats for dogs, handy for training and giving medicine.',
    descriptionMn: 'Сургалтын үед болон эм өгөхөд тохиромжтой, долоодог зөөлөн нохойн амттан.',
    brand: 'inaba', category: 'pet-food', origin: 'JP', price: 24000, stock: 70, tags: ['dog', 'treats'],
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
  {
    slug: 'petkit-purobot-max-pro-litter-box', nameEn: 'PETKIT PuroBot Max Pro Self-Cleaning Litter Box', nameMn: 'PETKIT PuroBot Max Pro өөрөө цэвэрлэгддэг муурны бие засах сав',
    descriptionEn: 'An automatic litter box with a camera and app alerts, for multi-cat homes.',
    descriptionMn: 'Камертай, апп-аар мэдэгдэл өгдөг, олон мууртай айлд зориулсан автомат бие засах сав.',
    brand: 'petkit', category: 'pet-accessories', origin: 'CN', price: 1290000, stock: 2, active: false, tags: ['cat', 'litter-box', 'smart'],
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
  {
    slug: 'dune-frank-herbert-paperback', nameEn: 'Dune by Frank Herbert (paperback, English)', nameMn: 'Фрэнк Херберт «Элсэн манхан» (Dune), англи хэлээр, зөөлөн хавтастай',
    descriptionEn: 'The classic science-fiction epic of the desert planet Arrakis.',
    descriptionMn: 'Элсэн цөлт Арракис гаригийн тухай шинжлэх ухааны уран зөгнөлт сонгодог туульс.',
    brand: 'penguin-random-house', category: 'books', origin: 'US', price: 49000, stock: 22, tags: ['book', 'english', 'sci-fi'],
  },
  {
    slug: 'korean-grammar-in-use-intermediate', nameEn: 'Korean Grammar in Use: Intermediate', nameMn: 'Korean Grammar in Use: дунд шат (солонгос хэлний дүрэм)',
    descriptionEn: 'The next step for TOPIK II learners, with clear explanations and exercises.',
    descriptionMn: 'TOPIK II-т бэлдэж буй суралцагчдад зориулсан, ойлгомжтой тайлбар, дасгалтай дараагийн шатны ном.',
    brand: 'darakwon', category: 'books', origin: 'KR', price: 72000, stock: 16, tags: ['textbook', 'korean', 'topik'],
  },
  {
    slug: 'hsk-standard-course-2-textbook', nameEn: 'HSK Standard Course 2 Textbook', nameMn: 'HSK Standard Course 2 хятад хэлний сурах бичиг',
    descriptionEn: 'The official textbook for HSK level 2, with audio for listening practice.',
    descriptionMn: 'Сонсох дасгалын аудиотой, HSK-ийн хоёрдугаар түвшний албан ёсны сурах бичиг.',
    brand: 'blcup', category: 'books', origin: 'CN', price: 39000, stock: 15, tags: ['textbook', 'chinese', 'hsk'],
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
  {
    slug: 'pilot-kakuno-fountain-pen', nameEn: 'Pilot Kakuno Fountain Pen (Fine)', nameMn: 'Pilot Kakuno бэхэн үзэг (нарийн)',
    descriptionEn: 'A friendly beginner fountain pen with a smooth steel nib and an ink cartridge included.',
    descriptionMn: 'Гөлгөр ган үзүүртэй, бэхний хайрцагтай, бэхэн үзгээр анх бичиж буй хүнд тохиромжтой үзэг.',
    brand: 'pilot', category: 'stationery', origin: 'JP', price: 25000, stock: 45, tags: ['pen', 'fountain-pen'],
    options: [
      {
        name: 'color',
        values: [
          { code: 'gray', en: 'Gray', mn: 'саарал' }, { code: 'blue', en: 'Blue', mn: 'цэнхэр' }, { code: 'pink', en: 'Pink', mn: 'ягаан' },
          { code: 'green', en: 'Green', mn: 'ногоон' },
        ],
      },
    ],
  },
  {
    slug: 'deli-a4-copy-paper-500', nameEn: 'Deli A4 Copy Paper 80gsm (500 sheets)', nameMn: 'Deli A4 цаас 80гр (500 хуудас)',
    descriptionEn: 'Bright white paper for home and office printers.',
    descriptionMn: 'Гэр, оффисын хэвлэгчид зориулсан цагаан цаас.',
    brand: 'deli', category: 'stationery', origin: 'CN', price: 19900, stock: 200, tags: ['paper', 'office'],
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
  {
    slug: 'yuwell-580-blood-glucose-meter', nameEn: 'Yuwell 580 Blood Glucose Meter with 50 Strips', nameMn: 'Yuwell 580 цусан дахь сахар хэмжигч, 50 туузтай',
    descriptionEn: 'An easy home glucose meter with a large display and results in five seconds.',
    descriptionMn: 'Том дэлгэцтэй, таван секундэд хариу гаргадаг, гэртээ хэрэглэхэд хялбар сахар хэмжигч.',
    brand: 'yuwell', category: 'health-monitors', origin: 'CN', price: 69000, stock: 30, tags: ['glucose', 'diabetes', 'health'],
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
  {
    slug: 'breo-isee-eye-massager', nameEn: 'Breo iSee Eye Massager with Heat', nameMn: 'Breo iSee халаалттай нүдний массажер',
    descriptionEn: 'Gentle air pressure, warmth and music relax eyes tired from screens.',
    descriptionMn: 'Зөөлөн агаарын даралт, дулаан, хөгжмөөр дэлгэцэнд ядарсан нүдийг тайвшруулна.',
    brand: 'breo', category: 'massagers', origin: 'CN', price: 229000, compareAtPrice: 259000, stock: 15, tags: ['massager', 'eye', 'relax'],
  },
];

export const bundles: BundleSeed[] = [
  {
    slug: 'korean-4-step-skincare-set', nameEn: 'Korean 4-Step Skincare Set (COSRX & Laneige)', nameMn: 'Солонгос арьс арчилгааны 4 алхамт иж бүрдэл (COSRX, Laneige)',
    descriptionEn: 'A complete Korean routine: gentle cleanser, snail essence, snail cream and an overnight mask for dry winter skin.',
    descriptionMn: 'Бүрэн Солонгос арчилгаа: зөөлөн нүүр угаагч, эмгэн хумсны эссенц, тос болон өвлийн хуурай арьсанд зориулсан шөнийн маск.',
    items: [
      { product: 'cosrx-low-ph-good-morning-gel-cleanser-150ml', quantity: 1 },
      { product: 'cosrx-advanced-snail-96-mucin-essence-100ml', quantity: 1 },
      { product: 'cosrx-advanced-snail-92-all-in-one-cream-100g', quantity: 1 },
      { product: 'laneige-water-sleeping-mask-70ml', quantity: 1 },
    ],
    price: 169000, // items ₮190,000, 11% off
  },
  {
    slug: 'home-office-set', nameEn: 'Home Office Set', nameMn: 'Гэрийн оффисын иж бүрдэл',
    descriptionEn: 'A laptop stand, a wireless keyboard and mouse and an LED desk lamp for a comfortable desk at home.',
    descriptionMn: 'Гэртээ эвтэйхэн ажиллахад зориулсан зөөврийн компьютерийн тавиур, утасгүй гар, хулгана, LED ширээний гэрэл.',
    items: [
      { product: 'ugreen-aluminium-laptop-stand', quantity: 1 },
      { product: 'xiaomi-wireless-keyboard-mouse-combo', quantity: 1 },
      { product: 'xiaomi-mijia-led-desk-lamp-1s', quantity: 1 },
    ],
    price: 239000, // items ₮267,000, 10% off
  },
  {
    slug: 'baby-starter-pack', nameEn: 'Baby Starter Pack', nameMn: 'Нярай хүүхдийн анхны иж бүрдэл',
    descriptionEn: 'Newborn diapers, a PPSU feeding bottle, water wipes and a gentle baby lotion: the first-month basics.',
    descriptionMn: 'Нярайн живх, PPSU сүүний сав, нойтон салфетка, зөөлөн лосьон: эхний сард хэрэгтэй бүх зүйл.',
    items: [
      { product: 'pampers-swaddlers-newborn-84', quantity: 1 },
      { product: 'pigeon-softouch-ppsu-bottle-240ml', quantity: 1 },
      { product: 'pigeon-baby-wipes-99-water-6x80', quantity: 1 },
      { product: 'cerave-baby-moisturizing-lotion-237ml', quantity: 1 },
    ],
    price: 176000, // items ₮196,000, 10% off
  },
  {
    slug: 'vitamin-family-pack', nameEn: 'Vitamin Family Pack', nameMn: 'Гэр бүлийн витамины багц',
    descriptionEn: 'Multivitamins for adults and children, vitamin D3 and fish oil to get the whole family through the long winter.',
    descriptionMn: 'Урт өвлийг гэр бүлээрээ эрүүл давахад зориулсан насанд хүрэгчид, хүүхдийн витамин, D3 витамин, загасны тос.',
    items: [
      { product: 'centrum-adults-multivitamin-200', quantity: 1 },
      { product: 'centrum-kids-chewable-multivitamin-80', quantity: 1 },
      { product: 'nature-made-vitamin-d3-2000iu-220', quantity: 1 },
      { product: 'kirkland-signature-fish-oil-1000mg-400', quantity: 1 },
    ],
    price: 249000, // items ₮279,000, 11% off
  },
  {
    slug: 'gaming-setup', nameEn: 'Gaming Setup: QHD Monitor, Mouse, Keyboard & Headset', nameMn: 'Тоглоомын иж бүрдэл: QHD дэлгэц, хулгана, гар, чихэвч',
    descriptionEn: 'A 180Hz QHD monitor with HyperX wireless mouse, mechanical keyboard and wireless headset.',
    descriptionMn: '180Hz QHD дэлгэц, HyperX-ийн утасгүй хулгана, механик гар, утасгүй чихэвч.',
    items: [
      { product: 'samsung-odyssey-g5-27-qhd', quantity: 1 },
      { product: 'hyperx-pulsefire-haste-2-wireless', quantity: 1 },
      { product: 'hyperx-alloy-origins-core', quantity: 1 },
      { product: 'hyperx-cloud-iii-wireless', quantity: 1 },
    ],
    price: 1949000, // items ₮2,158,000, 10% off
  },
  {
    slug: 'running-kit', nameEn: 'Running Kit', nameMn: 'Гүйлтийн иж бүрдэл',
    descriptionEn: 'Cushioned ASICS running shoes, two packs of Nike running socks and a Stanley water bottle.',
    descriptionMn: 'Зөөлөн ултай ASICS гүйлтийн пүүз, хоёр багц Nike спорт оймс, Stanley усны сав.',
    items: [
      { product: 'asics-gel-kayano-31', quantity: 1 },
      { product: 'nike-everyday-cushioned-crew-socks-3-pack', quantity: 2 },
      { product: 'stanley-iceflow-flip-straw-bottle-0-65l', quantity: 1 },
    ],
    price: 779000, // items ₮858,000, 9% off
  },
  {
    slug: 'kitchen-essentials', nameEn: 'Kitchen Essentials', nameMn: 'Гал тогооны хэрэгцээт иж бүрдэл',
    descriptionEn: 'An air fryer, an electric kettle, airtight food containers and Kikkoman soy sauce for a new kitchen.',
    descriptionMn: 'Шинэ гал тогоонд хэрэгтэй агаарын шарагч, цахилгаан данх, агаар нэвтрүүлдэггүй хүнсний сав, Kikkoman шар буурцгийн сүмс.',
    items: [
      { product: 'xiaomi-smart-air-fryer-6-5l', quantity: 1 },
      { product: 'xiaomi-electric-kettle-2', quantity: 1 },
      { product: 'lock-n-lock-classic-food-container-set-10', quantity: 1 },
      { product: 'kikkoman-soy-sauce-1l', quantity: 1 },
    ],
    price: 415000, // items ₮456,500, 9% off
  },
  {
    slug: 'travel-set', nameEn: 'Travel Set', nameMn: 'Аяллын иж бүрдэл',
    descriptionEn: 'A laptop backpack, a pocket power bank, a 65W charger for all your devices and a vacuum mug for hot tea on the road.',
    descriptionMn: 'Зөөврийн компьютерийн үүргэвч, халаасны зөөврийн цэнэглэгч, бүх төхөөрөмжид тохирох 65W цэнэглэгч, замд халуун цай барих термос аяга.',
    items: [
      { product: 'the-north-face-borealis-backpack', quantity: 1 },
      { product: 'anker-nano-power-bank-10000-30w', quantity: 1 },
      { product: 'ugreen-nexode-65w-gan-charger', quantity: 1 },
      { product: 'zojirushi-sm-sd48-stainless-mug', quantity: 1 },
    ],
    price: 625000, // items ₮692,000, 10% off
  },
];
