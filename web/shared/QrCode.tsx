import { useEffect, useState } from 'react';

/**
 * A QR code of `data`, drawn offline (the `qrcode` package is loaded on first use, so it stays out of the
 * first page's JavaScript). While it draws, or if it cannot, a box of the same size holds `pending`/`failed`.
 */
export function QrCode({
  data,
  size,
  alt,
  pending,
  failed,
  className,
}: {
  data: string;
  size: number;
  alt: string;
  pending: string;
  failed: string;
  className?: string;
}) {
  const [drawn, setDrawn] = useState<{ data: string; src: string } | null>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    let live = true;
    setError(false);
    import('qrcode')
      .then((qr) => qr.toDataURL(data, { errorCorrectionLevel: 'M', margin: 2, width: size }))
      .then(
        (src) => live && setDrawn({ data, src }),
        () => live && setError(true),
      );
    return () => {
      live = false;
    };
  }, [data, size]);

  if (drawn?.data === data) {
    return (
      <img
        src={drawn.src}
        width={size}
        height={size}
        alt={alt}
        className={`rounded-lg bg-white ${className ?? ''}`}
      />
    );
  }
  return (
    <div
      role="status"
      style={{ width: size, height: size }}
      className={`grid place-items-center rounded-lg bg-white text-sm text-neutral-500 ${className ?? ''}`}
    >
      {error ? failed : pending}
    </div>
  );
}
