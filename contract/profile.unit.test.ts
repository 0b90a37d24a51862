import { describe, expect, it } from 'vitest';
import { Username } from './auth';
import { isValidUsername } from './profile';

describe('isValidUsername', () => {
  it('agrees with the contract’s Username schema', () => {
    for (const name of [
      'ab',
      'mei_dried_goods',
      '美記',
      'a',
      'has space',
      'x'.repeat(40),
      'x'.repeat(41),
      'dot.dash-ok',
      'bad!',
      ' padded ',
    ]) {
      expect(isValidUsername(name), name).toBe(Username.safeParse(name).success);
    }
  });
});
