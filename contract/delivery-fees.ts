import { z } from 'zod';
import { defineCall } from './call';
import { Id, Money } from './common';
import { toCents } from './money';

/**
 * What a shop charges to deliver an online order (docs/decisions/0248-delivery-fees.md): nothing, one flat
 * fee, or a fee per area of Hong Kong (an area left empty is one the shop does not deliver to), and free
 * from an amount of goods up. Store pickup is always free. The fee is fixed when the order is placed and
 * counts in its total, its transaction fee and its refunds.
 */
export const HK_AREAS = ['hk_island', 'kowloon', 'new_territories', 'outlying_islands'] as const;
export const HkArea = z.enum(HK_AREAS);
export type HkArea = z.infer<typeof HkArea>;

export const DELIVERY_FEE_MODES = ['free', 'flat', 'by_area'] as const;
export type DeliveryFeeMode = (typeof DELIVERY_FEE_MODES)[number];

const AreaFees = z.object({
  hk_island: Money.nullable(),
  kowloon: Money.nullable(),
  new_territories: Money.nullable(),
  outlying_islands: Money.nullable(),
});

export const DeliveryFees = z.object({
  seller_id: Id,
  mode: z.enum(DELIVERY_FEE_MODES),
  /** the fee everywhere (mode flat) */
  flat: Money.nullable(),
  /** the fee per area (mode by_area); null: the shop does not deliver there */
  areas: AreaFees,
  /** goods worth this much or more travel free (null: never) */
  free_above: Money.nullable(),
});
export type DeliveryFees = z.infer<typeof DeliveryFees>;

export const DeliveryFeesInput = z
  .strictObject({
    mode: z.enum(DELIVERY_FEE_MODES),
    flat: Money.nullable().optional(),
    areas: AreaFees.partial().optional(),
    free_above: Money.nullable().optional(),
  })
  .refine((f) => f.mode !== 'flat' || (f.flat ?? null) !== null, {
    message: 'a flat fee needs its amount',
    path: ['flat'],
  })
  .refine((f) => f.mode !== 'by_area' || HK_AREAS.some((a) => (f.areas?.[a] ?? null) !== null), {
    message: 'give the fee of at least one area',
    path: ['areas'],
  });

export const deliveryFeesOf = defineCall({
  path: '/res/delivery_fees/of',
  summary:
    'What each of these shops charges for delivery (a shop that set nothing delivers free). Public: the shopper sees it before placing an order.',
  auth: 'optional',
  input: z.strictObject({ seller_ids: z.array(Id).min(1).max(50) }),
  output: z.array(DeliveryFees),
});

export const updateDeliveryFees = defineCall({
  path: '/res/delivery_fees/update',
  summary:
    'The seller sets her delivery fees: free, flat, or per area of Hong Kong (an area left null is not delivered to), with an optional free_above. Orders already placed keep their fee.',
  auth: 'seller',
  input: DeliveryFeesInput,
  output: DeliveryFees,
});

/** The shop that set nothing: delivery is free everywhere. */
export function freeDelivery(sellerId: string): DeliveryFees {
  return {
    seller_id: sellerId,
    mode: 'free',
    flat: null,
    areas: { hk_island: null, kowloon: null, new_territories: null, outlying_islands: null },
    free_above: null,
  };
}

export type DeliveryQuote =
  | { ok: true; cents: number /** true when free_above made it free */; waived: boolean }
  | { ok: false; problem: 'area_unknown' | 'area_not_served' };

/**
 * The fee for goods worth `goodsCents` going to `area` (null when the address's area is not known).
 * The screens and checkout use this one function, so the shopper sees what she will pay.
 */
export function deliveryQuote(fees: DeliveryFees, area: HkArea | null, goodsCents: number): DeliveryQuote {
  if (fees.mode === 'free') return { ok: true, cents: 0, waived: false };
  let cents: number;
  if (fees.mode === 'flat') {
    cents = toCents(fees.flat ?? 0);
  } else {
    if (!area) return { ok: false, problem: 'area_unknown' };
    const fee = fees.areas[area];
    if (fee === null) return { ok: false, problem: 'area_not_served' };
    cents = toCents(fee);
  }
  if (cents > 0 && fees.free_above !== null && goodsCents >= toCents(fees.free_above)) {
    return { ok: true, cents: 0, waived: true };
  }
  return { ok: true, cents, waived: false };
}

/**
 * The area of Hong Kong an address is in, read from the district or town it names (English or Chinese),
 * or null when it names none. Offered as the address form's first guess; the shopper can change it.
 * Islands come first: "Tung Chung" and "Lantau" must not fall to a New Territories word.
 */
const AREA_WORDS: [HkArea, RegExp][] = [
  [
    'outlying_islands',
    /lantau|tung chung|discovery bay|cheung chau|lamma|peng chau|mui wo|tai o\b|islands district|大嶼山|东涌|東涌|愉景灣|愉景湾|長洲|长洲|南丫|坪洲|梅窩|梅窝|大澳|離島|离岛/i,
  ],
  [
    'hk_island',
    /hong kong island|central|sheung wan|sai wan|kennedy town|admiralty|wan chai|causeway bay|happy valley|north point|quarry bay|tai koo|taikoo|shau kei wan|chai wan|aberdeen|ap lei chau|pok fu lam|stanley|repulse bay|mid-levels|tin hau|fortress hill|sai ying pun|香港島|香港岛|中環|中环|上環|上环|西環|西环|堅尼地城|坚尼地城|金鐘|金钟|灣仔|湾仔|銅鑼灣|铜锣湾|跑馬地|跑马地|北角|鰂魚涌|鲗鱼涌|太古|筲箕灣|筲箕湾|柴灣|柴湾|香港仔|鴨脷洲|鸭脷洲|薄扶林|赤柱|淺水灣|浅水湾|半山|天后|炮台山|西營盤|西营盘/i,
  ],
  [
    'kowloon',
    /kowloon|tsim sha tsui|jordan|yau ma tei|mong kok|prince edward|sham shui po|cheung sha wan|lai chi kok|mei foo|ho man tin|hung hom|to kwa wan|wong tai sin|diamond hill|san po kong|kwun tong|ngau tau kok|kowloon bay|lam tin|yau tong|tai kok tsui|shek kip mei|lok fu|九龍|九龙|尖沙咀|佐敦|油麻地|旺角|太子|深水埗|長沙灣|长沙湾|荔枝角|美孚|何文田|紅磡|红磡|土瓜灣|土瓜湾|黃大仙|黄大仙|鑽石山|钻石山|新蒲崗|新蒲岗|觀塘|观塘|牛頭角|牛头角|藍田|蓝田|油塘|大角咀|石硤尾|石硖尾|樂富|乐富/i,
  ],
  [
    'new_territories',
    /new territories|sha tin|shatin|tai wai|ma on shan|tai po|fanling|sheung shui|yuen long|tin shui wai|tuen mun|tsuen wan|kwai chung|kwai fong|tsing yi|sai kung|tseung kwan o|hang hau|po lam|lohas park|sham tseng|新界|沙田|大圍|大围|馬鞍山|马鞍山|大埔|粉嶺|粉岭|上水|元朗|天水圍|天水围|屯門|屯门|荃灣|荃湾|葵涌|葵芳|青衣|西貢|西贡|將軍澳|将军澳|坑口|寶琳|宝琳|日出康城|深井/i,
  ],
];

export function areaOfAddress(address: string): HkArea | null {
  for (const [area, words] of AREA_WORDS) if (words.test(address)) return area;
  return null;
}
