import { imageSrcSet, imageUrl } from '../../../../contract/media';

/** First letters of up to two words ("Mei's Dried Goods" → "MD"); one character for CJK names. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '?';
  if (/[\u3000-\u9fff]/.test(first)) return first;
  const second = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + second).toUpperCase();
}

const COLORS = [
  'bg-pink-100 text-pink-800',
  'bg-cyan-100 text-cyan-800',
  'bg-amber-100 text-amber-800',
  'bg-teal-100 text-teal-800',
  'bg-violet-100 text-violet-800',
];

function colorFor(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return COLORS[h % COLORS.length]!;
}

/** A round profile picture, or the name's initials on a colour picked from the name. Decorative: the name is next to it. */
export function Avatar({ name, pic, size = 40 }: { name: string; pic: string | null; size?: number }) {
  const style = { width: size, height: size };
  if (pic) {
    return (
      <img
        src={imageUrl(pic, 320)}
        srcSet={imageSrcSet(pic)}
        sizes={`${size}px`}
        alt=""
        loading="lazy"
        style={style}
        className="shrink-0 rounded-full bg-gray-100 object-cover ring-1 ring-black/5"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ ...style, fontSize: size * 0.38 }}
      className={`flex shrink-0 items-center justify-center rounded-full font-semibold ${colorFor(name)}`}
    >
      {initials(name)}
    </span>
  );
}
