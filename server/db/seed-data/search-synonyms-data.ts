// The search synonyms the demo store starts with (core/search-synonyms.ts; staff edit them at /console/search): the
// words Mongolian shoppers type for goods that the catalog names otherwise. Russian loanwords in everyday use
// ("пылесос", "куртка", also as typed without the final а: "куртк"), English ones as Mongolians write them ("ноутбук",
// "пауэр банк", "гейминг") and colloquial Mongolian ("гар утас", "угж"), each pointing one way at the words the catalog
// uses ("тоос сорогч", "цэнэглэгч"). Two-way only where the catalog itself names one thing two ways. An alternative is
// a precise phrase, never a short word that starts many others ("гар" is also the hand of "гар цүнх"): each must find
// products of the demo catalog (search-synonyms-data.test.ts). Plain data, no imports.

export const SEARCH_SYNONYMS: { terms: string[]; twoWay: boolean }[] = [
  // Phones, audio, wearables, chargers
  { terms: ['смартфон', 'ухаалаг утас'], twoWay: false },
  { terms: ['гар утас', 'ухаалаг утас'], twoWay: false },
  { terms: ['телефон', 'ухаалаг утас'], twoWay: false },
  { terms: ['наушник', 'чихэвч'], twoWay: false },
  { terms: ['наушники', 'чихэвч'], twoWay: false },
  { terms: ['гарнитура', 'чихэвч'], twoWay: false },
  { terms: ['беспроводной', 'утасгүй'], twoWay: false },
  { terms: ['блютуз', 'bluetooth'], twoWay: false },
  { terms: ['колонка', 'чанга яригч'], twoWay: false },
  { terms: ['колонк', 'чанга яригч'], twoWay: false },
  { terms: ['спикер', 'чанга яригч'], twoWay: false },
  { terms: ['зарядка', 'цэнэглэгч'], twoWay: false },
  { terms: ['зарядк', 'цэнэглэгч'], twoWay: false },
  { terms: ['чаржер', 'цэнэглэгч'], twoWay: false },
  { terms: ['повербанк', 'зөөврийн цэнэглэгч'], twoWay: false },
  { terms: ['павербанк', 'зөөврийн цэнэглэгч'], twoWay: false },
  { terms: ['пауэр банк', 'зөөврийн цэнэглэгч'], twoWay: false },
  { terms: ['шнур', 'кабель'], twoWay: false },
  { terms: ['чехол', 'утасны гэр'], twoWay: false },

  // Computers
  { terms: ['ноутбук', 'зөөврийн компьютер'], twoWay: false },
  { terms: ['ноут', 'зөөврийн компьютер'], twoWay: false },
  { terms: ['планшет', 'таблет'], twoWay: false },
  { terms: ['клавиатура', 'keyboard'], twoWay: false },
  { terms: ['клавиатур', 'keyboard'], twoWay: false },
  { terms: ['мышь', 'хулгана'], twoWay: false },
  { terms: ['мышка', 'хулгана'], twoWay: false },
  { terms: ['хард диск', 'хатуу диск'], twoWay: false },
  { terms: ['флешка', 'санах ойн карт', 'ssd'], twoWay: false },
  { terms: ['гейминг', 'gaming'], twoWay: false },

  // Cameras, drones, dash cams
  { terms: ['камера', 'камер'], twoWay: false },
  { terms: ['фотоаппарат', 'камер'], twoWay: false },
  { terms: ['зургийн аппарат', 'камер'], twoWay: false },
  { terms: ['gopro', 'экшн камер'], twoWay: false },
  { terms: ['квадрокоптер', 'дрон'], twoWay: false },
  { terms: ['видеорегистратор', 'видео бичигч'], twoWay: false },
  { terms: ['регистратор', 'видео бичигч'], twoWay: false },

  // Home and kitchen appliances
  { terms: ['пылесос', 'тоос сорогч'], twoWay: false },
  { terms: ['телевизор', 'зурагт'], twoWay: false },
  { terms: ['микроволновка', 'долгионы зуух'], twoWay: false },
  { terms: ['микроволновк', 'долгионы зуух'], twoWay: false },
  { terms: ['богино долгионы зуух', 'бичил долгионы зуух'], twoWay: true },
  { terms: ['чайник', 'данх'], twoWay: false },
  { terms: ['данх', 'ус буцалгаж'], twoWay: false },
  { terms: ['мультиварка', 'будаа агшаагч'], twoWay: false },
  { terms: ['аэрогриль', 'тосгүй шарагч'], twoWay: false },
  { terms: ['эйр фрайер', 'тосгүй шарагч'], twoWay: false },
  { terms: ['хлебопечка', 'талх жигнэгч'], twoWay: false },
  { terms: ['агаар цэвэрлэгч', 'агаар цэвэршүүлэгч'], twoWay: false },
  { terms: ['увлажнитель', 'агаар чийгшүүлэгч'], twoWay: false },
  { terms: ['фен', 'үс хатаагч'], twoWay: false },
  { terms: ['лампа', 'lamp'], twoWay: false },
  { terms: ['фонарь', 'дэнлүү'], twoWay: false },
  { terms: ['контейнер', 'хүнсний сав', 'хадгалах хайрцаг'], twoWay: false },

  // Furniture and bedding
  { terms: ['мебель', 'тавилга'], twoWay: false },
  { terms: ['диван', 'буйдан'], twoWay: false },
  { terms: ['кресло', 'chair'], twoWay: false },
  { terms: ['полка', 'тавиур'], twoWay: false },
  { terms: ['одеяло', 'хөнжил'], twoWay: false },
  { terms: ['плед', 'хөнжил'], twoWay: false },

  // Cosmetics and care
  { terms: ['косметик', 'гоо сайхан'], twoWay: false },
  { terms: ['скинкэр', 'арьс арчилгаа'], twoWay: false },
  { terms: ['крем', 'cream'], twoWay: false },
  { terms: ['нүүрний тос', 'cream'], twoWay: false },
  { terms: ['санскрин', 'sunscreen'], twoWay: false },
  { terms: ['нарны тос', 'нарны сүү', 'sunscreen'], twoWay: true },
  { terms: ['маска', 'маск'], twoWay: false },
  { terms: ['тоник', 'тонер'], twoWay: false },
  { terms: ['эссенс', 'эссенц'], twoWay: false },
  { terms: ['пенка', 'нүүр угаагч'], twoWay: false },
  { terms: ['гидрофил тос', 'cleansing oil'], twoWay: false },
  { terms: ['помада', 'уруулын тинт'], twoWay: false },
  { terms: ['уруулын будаг', 'уруулын тинт'], twoWay: false },
  { terms: ['гигиен', 'уруулын бальзам'], twoWay: false },
  { terms: ['тональник', 'тональ тос', 'foundation'], twoWay: false },
  { terms: ['тональ крем', 'тональ тос', 'foundation'], twoWay: false },
  { terms: ['мейкап', 'нүүр будалт'], twoWay: false },
  { terms: ['духи', 'үнэртэй ус'], twoWay: false },
  { terms: ['парфюм', 'үнэртэй ус'], twoWay: false },
  { terms: ['сүрчиг', 'үнэртэй ус'], twoWay: false },
  { terms: ['мыло', 'саван'], twoWay: false },
  { terms: ['үсний шампунь', 'шампунь'], twoWay: false },

  // Vitamins and health devices
  { terms: ['рыбий жир', 'загасны тос'], twoWay: false },
  { terms: ['хүн орхоодой', 'женьшень'], twoWay: false },
  { terms: ['цинк', 'цайр'], twoWay: false },
  { terms: ['тонометр', 'даралтын аппарат'], twoWay: false },
  { terms: ['градусник', 'халуун хэмжигч'], twoWay: false },
  { terms: ['термометр', 'халуун хэмжигч'], twoWay: false },
  { terms: ['глюкометр', 'сахар хэмжигч'], twoWay: false },
  { terms: ['ингалятор', 'ингаляц'], twoWay: false },
  { terms: ['оксиметр', 'пульсоксиметр'], twoWay: false },
  { terms: ['весы', 'ухаалаг жин'], twoWay: false },

  // Baby
  { terms: ['памперс', 'живх'], twoWay: false },
  { terms: ['подгузник', 'живх'], twoWay: false },
  { terms: ['влажные салфетки', 'нойтон салфетка'], twoWay: false },
  { terms: ['смесь', 'сүүн тэжээл'], twoWay: false },
  { terms: ['угж', 'сүүний сав'], twoWay: false },
  { terms: ['молокоотсос', 'сүү саагч'], twoWay: false },
  { terms: ['хүүхэд', 'хүүхдийн', 'kids'], twoWay: false },

  // Food
  { terms: ['лапша', 'гоймон'], twoWay: false },
  { terms: ['доширак', 'гоймон'], twoWay: false },
  { terms: ['рамён', 'ramen'], twoWay: true },
  { terms: ['печень', 'жигнэмэг'], twoWay: false },
  { terms: ['соевый соус', 'шар буурцгийн сүмс'], twoWay: false },
  { terms: ['йогурт', 'тараг'], twoWay: false },

  // Clothing
  { terms: ['пуховик', 'өдөн хүрэм', 'өдөн пальто'], twoWay: false },
  { terms: ['куртка', 'хүрэм'], twoWay: false },
  { terms: ['куртк', 'хүрэм'], twoWay: false },
  { terms: ['свитер', 'sweater'], twoWay: false },
  { terms: ['водолазка', 'turtleneck'], twoWay: false },
  { terms: ['толстовка', 'худи'], twoWay: false },
  { terms: ['джинсы', 'жинсэн өмд'], twoWay: false },
  { terms: ['футболка', 'футболк'], twoWay: false },
  { terms: ['подволк', 'футболк'], twoWay: false },
  { terms: ['жилет', 'хантааз'], twoWay: false },
  { terms: ['термобелье', 'heattech'], twoWay: false },
  { terms: ['кашемир', 'ноолуур'], twoWay: false },
  { terms: ['шапка', 'малгай'], twoWay: false },
  { terms: ['перчатки', 'бээлий'], twoWay: false },
  { terms: ['шарф', 'ороолт'], twoWay: false },
  { terms: ['носки', 'оймс'], twoWay: false },
  { terms: ['өвөл', 'өвлийн', 'winter'], twoWay: false },

  // Shoes and bags
  { terms: ['обувь', 'гутал'], twoWay: false },
  { terms: ['кроссовки', 'пүүз'], twoWay: false },
  { terms: ['кроссовк', 'пүүз'], twoWay: false },
  { terms: ['ботинк', 'өвлийн гутал'], twoWay: false },
  { terms: ['тапочки', 'шаахай'], twoWay: false },
  { terms: ['шлепки', 'шаахай'], twoWay: false },
  { terms: ['сумка', 'цүнх'], twoWay: false },
  { terms: ['рюкзак', 'үүргэвч'], twoWay: false },
  { terms: ['сургуулийн цүнх', 'үүргэвч'], twoWay: false },
  { terms: ['кошелек', 'түрийвч'], twoWay: false },
  { terms: ['хэтэвч', 'түрийвч'], twoWay: false },

  // Sports and outdoors
  { terms: ['коврик', 'дэвсгэр'], twoWay: false },
  { terms: ['беговая дорожка', 'алхалтын зам'], twoWay: false },
  { terms: ['гүйлтийн зам', 'алхалтын зам'], twoWay: false },
  { terms: ['скакалка', 'хурдны олс'], twoWay: false },
  { terms: ['үсрэх олс', 'хурдны олс'], twoWay: false },
  { terms: ['ракетка', 'цохиур'], twoWay: false },
  { terms: ['палатка', 'майхан'], twoWay: false },
  { terms: ['спальник', 'унтлагын уут'], twoWay: false },

  // Toys
  { terms: ['лего', 'угсрах тоглоом'], twoWay: false },
  { terms: ['кукла', 'хүүхэлдэй'], twoWay: false },
  { terms: ['машинка', 'машин тоглоом'], twoWay: false },
  { terms: ['настолка', 'ширээний тоглоом'], twoWay: false },
  { terms: ['игрушка', 'toy'], twoWay: false },
  { terms: ['хөзөр', 'хөзрийн тоглоом'], twoWay: false },

  // Pets
  { terms: ['корм', 'амьтны хоол'], twoWay: false },
  { terms: ['собака', 'dog'], twoWay: false },

  // Books and stationery
  { terms: ['книга', 'ном'], twoWay: false },
  { terms: ['учебник', 'сурах бичиг'], twoWay: false },
  { terms: ['ручка', 'үзэг'], twoWay: false },
  { terms: ['тетрадь', 'дэвтэр'], twoWay: false },
  { terms: ['калькулятор', 'тооны машин'], twoWay: false },

  // Car
  { terms: ['авто', 'машины'], twoWay: false },
  { terms: ['держатель', 'утас бэхлэгч'], twoWay: false },
  { terms: ['компрессор', 'дугуй хийлэгч'], twoWay: false },

  // Brand names as typed in Cyrillic that neither the folding nor the sound-alike search brings to the brand
  { terms: ['сяоми', 'xiaomi'], twoWay: false },
  { terms: ['шаоми', 'xiaomi'], twoWay: false },
  { terms: ['гэлакси', 'galaxy'], twoWay: false },
  { terms: ['галакси', 'galaxy'], twoWay: false },
];
