/** Where each zh-HK text file was built to, fetched only by a zh-HK reader (web/i18n/index.ts). */
export const files = import.meta.glob<string>('./zh-HK/*.json', {
  base: '../locales',
  query: '?url',
  import: 'default',
  eager: true,
});
