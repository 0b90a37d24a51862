import { describe, expect, it } from 'vitest';
import { nameKeys } from './name-keys';

/** The server's name keys: contract/name-skeleton.ts with search's Traditional → Simplified map (decision 0260). */
describe('name keys on the server', () => {
  it('Traditional, Hong Kong and Simplified spellings of a shop name are one name', () => {
    const mei = nameKeys('Mei’s Dried Goods 美記海味');
    expect(nameKeys('Mei’s Dried Goods 美记海味')).toEqual(mei);
    expect(nameKeys('MEI’S DRIED GOODS 美記海味').folded).toBe(mei.folded);
    expect(nameKeys('Ｍｅｉ’ｓ Ｄｒｉｅｄ Ｇｏｏｄｓ 美記海味')).toEqual(mei);
    expect(nameKeys('Mеi’s Dried Goods 美記海味')).toEqual(mei);
    expect(nameKeys('裕華國貨')).toEqual(nameKeys('裕华国货'));
  });

  it('different Chinese names stay different', () => {
    expect(nameKeys('美記海味').folded).not.toBe(nameKeys('美味海鮮').folded);
  });
});
