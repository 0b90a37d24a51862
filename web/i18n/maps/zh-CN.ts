/** Where each zh-CN text file was built to, fetched only by a zh-CN reader (web/i18n/index.ts). */
export const files = import.meta.glob<string>('./zh-CN/*.json', {
  base: '../locales',
  query: '?url',
  import: 'default',
  eager: true,
});
