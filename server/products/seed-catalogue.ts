/** The demo sellers' catalogues (docs/decisions/0239): what `seed.ts` saves through the catalogue's own rules. */

export interface DemoProduct {
  name: string;
  description: string;
  price: number;
  cost: number;
  quantity: number;
  discount?: number;
  size?: 'S' | 'M' | 'L';
  category: string[];
  /** 12 digits; the check digit is computed */
  ean?: string;
  /** the low-stock alert, when not the default 5 (decision 0229) */
  lowStock?: number;
  /** priced at the till for each sale (decision 0231) */
  openPrice?: boolean;
  /** part of `quantity` that came in a delivery after the product was added: its history shows both (0228) */
  received?: { units: number; note: string };
  /** sold by weight (decision 0233): price, cost and quantity are per this unit */
  unit?: 'catty' | 'tael' | 'kg';
  /** the online step of a weighed product */
  step?: number;
  /** the item code her label scale prints (decision 0234), as the product's barcode */
  plu?: string;
  /** its kinds, each with its own price, stock and barcode (decision 0236) */
  variants?: {
    name: string;
    price: number;
    cost: number;
    quantity: number;
    ean: string;
    lowStock?: number;
  }[];
}

/** Mei: a Hong Kong dried-goods stall — dried seafood, snacks and tea. Prices in HK$. */
export const MEI: DemoProduct[] = [
  // weighed at the stall and online in steps (decision 0233); first, so they are the oldest of her catalogue
  {
    name: 'Loose dried scallops 散裝元貝',
    description: 'Medium Japanese scallops from the sack, weighed for you. Priced per catty (斤, 604.79 g).',
    price: 680,
    cost: 450,
    quantity: 8.5,
    unit: 'catty',
    step: 0.25,
    lowStock: 2,
    category: ['Dried seafood'],
    // weighed on her label scale: its labels carry item code 00101 (decision 0234)
    plu: '00101',
  },
  {
    name: 'Loose Tieguanyin 散裝鐵觀音',
    description: 'Anxi Tieguanyin oolong from the tin, weighed to order. Priced per tael (兩, 37.8 g).',
    price: 38,
    cost: 18,
    quantity: 64,
    unit: 'tael',
    step: 2,
    lowStock: 16,
    category: ['Tea'],
  },
  // one tea in two tins, each with its own price, stock and barcode (decision 0236)
  {
    name: 'Shui Xian tea tins 水仙茶',
    description:
      'Wuyi rock oolong, charcoal roasted. In a 150 g tin for home or a 500 g tin for the shop counter.',
    price: 0,
    cost: 0,
    quantity: 0,
    category: ['Tea'],
    variants: [
      { name: '150 g', price: 88, cost: 45, quantity: 14, ean: '489123456801' },
      { name: '500 g', price: 268, cost: 140, quantity: 3, ean: '489123456802', lowStock: 2 },
    ],
  },
  {
    name: 'Hokkaido dried scallops 北海道元貝',
    description: 'Large sun-dried scallops, 300 g. Sweet and rich for congee and soup.',
    price: 388,
    cost: 260,
    quantity: 15,
    size: 'M',
    category: ['Dried seafood', 'Gifts'],
    ean: '489123456789',
    // sells fast before festivals: Mei reorders below 20, so it is on her "to reorder" list
    lowStock: 20,
    received: { units: 10, note: 'Delivery from Sheung Wan supplier' },
  },
  {
    name: 'Flower shiitake mushrooms 花菇',
    description: 'Thick-capped flower mushrooms from Hubei, 250 g. Soak overnight.',
    price: 128,
    cost: 80,
    quantity: 30,
    discount: 10,
    category: ['Dried goods'],
    ean: '489123456790',
  },
  {
    name: 'Dried mango slices 芒果乾',
    description: 'Soft Philippine mango slices, 500 g bag. No sugar added.',
    price: 68,
    cost: 36,
    quantity: 24,
    category: ['Dried goods', 'Snacks'],
    ean: '489123456795',
  },
  {
    name: 'South African dried abalone 南非鮑魚',
    description: 'Twelve-head dried abalone, 150 g, in a gift box.',
    price: 680,
    cost: 450,
    quantity: 0,
    category: ['Dried seafood', 'Gifts'],
  },
  {
    name: 'Butter egg rolls 牛油蛋卷',
    description: 'Crisp hand-rolled egg rolls, a tin of 24. Made in Sham Shui Po.',
    price: 78,
    cost: 40,
    quantity: 40,
    discount: 15,
    category: ['Snacks', 'Gifts'],
    ean: '489123456791',
  },
  {
    name: 'Ten-year mandarin peel 十年陳皮',
    description: 'Xinhui aged tangerine peel, 100 g. For tea, soup and red bean dessert.',
    price: 238,
    cost: 150,
    quantity: 8,
    category: ['Dried goods', 'Tea'],
    lowStock: 10,
  },
  {
    name: 'Tieguanyin oolong 鐵觀音',
    description: 'Lightly roasted Anxi oolong, 150 g tin. Brews five or six times.',
    price: 168,
    cost: 90,
    quantity: 20,
    size: 'M',
    category: ['Tea'],
    ean: '489123456792',
  },
  {
    name: 'Pu-erh tea cake 2015 普洱茶餅',
    description: 'Ripe pu-erh pressed cake, 357 g, vintage 2015.',
    price: 298,
    cost: 180,
    quantity: 0,
    size: 'L',
    category: ['Tea', 'Gifts'],
  },
  {
    name: 'Jasmine pearls 茉莉龍珠',
    description: 'Hand-rolled green tea scented with jasmine, 100 g.',
    price: 98,
    cost: 55,
    quantity: 25,
    discount: 5,
    size: 'S',
    category: ['Tea'],
  },
  {
    name: 'Preserved plums 話梅',
    description: 'Sweet and salty dried plums, 200 g bag. A childhood favourite.',
    price: 32,
    cost: 15,
    quantity: 60,
    category: ['Snacks'],
    ean: '489123456793',
  },
  {
    name: 'Mixed dried seafood bag 雜錦海味袋',
    description:
      'A bag of whatever is best this week: scallop pieces, shrimp, fish maw. Weighed and priced at the stall.',
    price: 0,
    cost: 60,
    quantity: 12,
    category: ['Dried seafood'],
    openPrice: true,
  },
  {
    name: 'Dried shrimp 蝦米',
    description: 'Small sun-dried shrimp, 200 g, for turnip cake and fried rice.',
    price: 88,
    cost: 55,
    quantity: 18,
    category: ['Dried seafood'],
  },
  {
    name: 'Spicy beef jerky 麻辣牛肉乾',
    description: 'Macau-style beef jerky with Sichuan pepper, 250 g.',
    price: 68,
    cost: 38,
    quantity: 35,
    discount: 20,
    category: ['Snacks'],
  },
  {
    name: 'Almond cookies 杏仁餅',
    description: 'Crumbly almond cookies baked in charcoal ovens, box of 20.',
    price: 58,
    cost: 30,
    quantity: 0,
    category: ['Snacks', 'Gifts'],
    ean: '489123456794',
  },
  {
    name: 'Goji berries 寧夏杞子',
    description: 'Ningxia goji berries, 300 g. Add to tea or chicken soup.',
    price: 45,
    cost: 25,
    quantity: 50,
    size: 'S',
    category: ['Dried goods'],
  },
];

/** Kenji: handmade crafts — ceramics, woodwork, textiles. */
export const KENJI: DemoProduct[] = [
  {
    name: 'Hand-thrown ceramic mug',
    description: 'Stoneware mug with a speckled ash glaze, 350 ml. Each one differs a little.',
    price: 180,
    cost: 70,
    quantity: 6,
    size: 'M',
    category: ['Ceramics', 'Kitchen'],
  },
  {
    name: 'Walnut serving board',
    description: 'Oiled black walnut board, 40 × 20 cm, with a carved handle.',
    price: 320,
    cost: 150,
    quantity: 4,
    size: 'L',
    category: ['Woodwork', 'Kitchen'],
    ean: '450123400001',
  },
  {
    name: 'Indigo tenugui towel',
    description: 'Cotton tenugui hand-dyed with natural indigo, 90 × 35 cm.',
    price: 95,
    cost: 35,
    quantity: 20,
    discount: 10,
    category: ['Textiles'],
  },
  {
    name: 'Hinoki chopsticks',
    description: 'A pair of hand-planed hinoki cypress chopsticks with a rest.',
    price: 60,
    cost: 20,
    quantity: 30,
    size: 'S',
    category: ['Woodwork', 'Kitchen'],
    ean: '450123400002',
  },
  {
    name: 'Leather card wallet',
    description: 'Vegetable-tanned leather, saddle-stitched by hand. Holds six cards.',
    price: 260,
    cost: 110,
    quantity: 0,
    category: ['Leather'],
  },
  {
    name: 'Kintsugi repair kit',
    description: 'Everything to mend a broken bowl with lacquer and gold powder, with instructions.',
    price: 420,
    cost: 230,
    quantity: 5,
    discount: 15,
    category: ['Ceramics', 'DIY kits'],
    ean: '450123400003',
  },
  {
    name: 'Hand-bound notebook',
    description: 'A5 notebook, Japanese stab binding, 96 pages of cotton paper.',
    price: 88,
    cost: 30,
    quantity: 25,
    category: ['Paper goods'],
  },
  {
    name: 'Brass incense holder',
    description: 'Cast brass leaf-shaped holder for stick incense.',
    price: 150,
    cost: 60,
    quantity: 10,
    category: ['Home'],
  },
  {
    name: 'Macramé plant hanger',
    description: 'Knotted cotton hanger for pots up to 18 cm, 90 cm long.',
    price: 130,
    cost: 45,
    quantity: 0,
    category: ['Textiles', 'Home'],
  },
  {
    name: 'Beeswax candle set',
    description: 'Three hand-dipped beeswax taper candles, about 8 hours each.',
    price: 110,
    cost: 40,
    quantity: 18,
    discount: 5,
    category: ['Home', 'Gifts'],
    ean: '450123400004',
  },
  {
    name: 'Furoshiki wrapping cloth',
    description: 'Printed cotton furoshiki, 70 × 70 cm, for gifts and bento.',
    price: 140,
    cost: 55,
    quantity: 12,
    size: 'L',
    category: ['Textiles', 'Gifts'],
  },
];
