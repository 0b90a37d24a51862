import { describe, expect, it } from 'vitest';
import { Tag } from './posts';

// A hashtag typed with its # is the same hashtag; the app adds the # when it shows one (issue 25: no "##").
describe('post hashtags', () => {
  it('are stored without a leading # or full-width ＃', () => {
    expect(Tag.parse('#新貨')).toBe('新貨');
    expect(Tag.parse('＃新貨')).toBe('新貨');
    expect(Tag.parse('  ## dried   scallops ')).toBe('dried scallops');
    expect(Tag.parse('新貨')).toBe('新貨');
  });

  it('refuse a tag that is only #', () => {
    expect(Tag.safeParse('#').success).toBe(false);
  });
});
