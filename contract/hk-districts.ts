import { z } from 'zod';

/**
 * Hong Kong's 18 districts and the three regions they fall in (docs/decisions/0271-market-sort-filter-and-paying.md).
 * The market's "nearest pickup" ranks a shop by where its store-pickup addresses are: one in the shopper's own
 * district first, then one in her region (Hong Kong Island, Kowloon, the New Territories with the Islands), then
 * any other pickup, then shops without one.
 */
export const HK_REGIONS = ['hk_island', 'kowloon', 'new_territories'] as const;
export type HkRegion = (typeof HK_REGIONS)[number];

export const HK_DISTRICTS = [
  'central_western',
  'wan_chai',
  'eastern',
  'southern',
  'yau_tsim_mong',
  'sham_shui_po',
  'kowloon_city',
  'wong_tai_sin',
  'kwun_tong',
  'kwai_tsing',
  'tsuen_wan',
  'tuen_mun',
  'yuen_long',
  'north',
  'tai_po',
  'sha_tin',
  'sai_kung',
  'islands',
] as const;
export const HkDistrict = z.enum(HK_DISTRICTS);
export type HkDistrict = z.infer<typeof HkDistrict>;

export const REGION_OF_DISTRICT: Readonly<Record<HkDistrict, HkRegion>> = {
  central_western: 'hk_island',
  wan_chai: 'hk_island',
  eastern: 'hk_island',
  southern: 'hk_island',
  yau_tsim_mong: 'kowloon',
  sham_shui_po: 'kowloon',
  kowloon_city: 'kowloon',
  wong_tai_sin: 'kowloon',
  kwun_tong: 'kowloon',
  kwai_tsing: 'new_territories',
  tsuen_wan: 'new_territories',
  tuen_mun: 'new_territories',
  yuen_long: 'new_territories',
  north: 'new_territories',
  tai_po: 'new_territories',
  sha_tin: 'new_territories',
  sai_kung: 'new_territories',
  islands: 'new_territories',
};

/**
 * Places an address names, by district (English and both Chinese scripts). The first district whose words an
 * address holds is its district (the Islands first: "Discovery Bay" is not Central's "bay"). Neighbourhoods and
 * landmarks only, no street names: a street such as Tai Po Road runs through other districts.
 */
const DISTRICT_WORDS: [HkDistrict, RegExp][] = [
  [
    'islands',
    /lantau|tung chung|discovery bay|cheung chau|lamma|peng chau|mui wo|tai o\b|islands district|大嶼山|大屿山|東涌|东涌|愉景灣|愉景湾|長洲|长洲|南丫|坪洲|梅窩|梅窝|大澳|離島|离岛/i,
  ],
  [
    'central_western',
    /sheung wan|central|mid-levels|kennedy town|sai ying pun|admiralty|pmq|上環|上环|中環|中环|半山|堅尼地城|坚尼地城|西營盤|西营盘|金鐘|金钟|中西區|中西区/i,
  ],
  ['wan_chai', /wan chai|causeway bay|happy valley|tai hang|灣仔|湾仔|銅鑼灣|铜锣湾|跑馬地|跑马地|大坑/i],
  [
    'eastern',
    /north point|quarry bay|tai koo|sai wan ho|shau kei wan|chai wan|fortress hill|北角|鰂魚涌|鲗鱼涌|太古|西灣河|西湾河|筲箕灣|筲箕湾|柴灣|柴湾|炮台山|東區|东区/i,
  ],
  [
    'southern',
    /aberdeen|ap lei chau|stanley|repulse bay|pok fu lam|wong chuk hang|香港仔|鴨脷洲|鸭脷洲|赤柱|淺水灣|浅水湾|薄扶林|黃竹坑|黄竹坑|南區|南区/i,
  ],
  [
    'yau_tsim_mong',
    /yau ma tei|tsim sha tsui|mong kok|jordan|tai kok tsui|油麻地|尖沙咀|旺角|佐敦|大角咀|油尖旺/i,
  ],
  [
    'sham_shui_po',
    /sham shui po|cheung sha wan|lai chi kok|shek kip mei|深水埗|長沙灣|长沙湾|荔枝角|石硤尾|石硖尾/i,
  ],
  [
    'kowloon_city',
    /kowloon city|hung hom|to kwa wan|ho man tin|kowloon tong|九龍城|九龙城|紅磡|红磡|土瓜灣|土瓜湾|何文田|九龍塘|九龙塘/i,
  ],
  [
    'wong_tai_sin',
    /wong tai sin|diamond hill|san po kong|lok fu|黃大仙|黄大仙|鑽石山|钻石山|新蒲崗|新蒲岗|樂富|乐富/i,
  ],
  [
    'kwun_tong',
    /kwun tong|kowloon bay|ngau tau kok|lam tin|yau tong|觀塘|观塘|九龍灣|九龙湾|牛頭角|牛头角|藍田|蓝田|油塘/i,
  ],
  ['kwai_tsing', /kwai chung|tsing yi|kwai fong|葵涌|青衣|葵芳|葵青/i],
  ['tsuen_wan', /tsuen wan|荃灣|荃湾/i],
  ['tuen_mun', /tuen mun|屯門|屯门/i],
  ['yuen_long', /yuen long|tin shui wai|元朗|天水圍|天水围/i],
  ['north', /sheung shui|fanling|上水|粉嶺|粉岭|北區|北区/i],
  ['tai_po', /tai po|大埔/i],
  ['sha_tin', /sha tin|shatin|ma on shan|tai wai|fo tan|沙田|馬鞍山|马鞍山|大圍|大围|火炭/i],
  ['sai_kung', /sai kung|tseung kwan o|hang hau|po lam|西貢|西贡|將軍澳|将军澳|坑口|寶琳|宝琳/i],
];

/** The district an address names, or null when it names none we know. */
export function districtOfAddress(address: string): HkDistrict | null {
  for (const [district, words] of DISTRICT_WORDS) if (words.test(address)) return district;
  return null;
}

/**
 * How near a pickup in `pickup` is to a shopper in `home`, smaller nearer: 0 the same district, 1 the same
 * region, 2 anywhere else (a pickup whose district is not known counts as anywhere else).
 */
export function pickupNearness(home: HkDistrict, pickup: HkDistrict | null): 0 | 1 | 2 {
  if (pickup === null) return 2;
  if (pickup === home) return 0;
  return REGION_OF_DISTRICT[pickup] === REGION_OF_DISTRICT[home] ? 1 : 2;
}
