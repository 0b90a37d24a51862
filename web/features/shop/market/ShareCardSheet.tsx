import { Download, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button, buttonClasses } from '../../../ui/Button';
import { Segmented } from '../../../ui/Segmented';
import { Sheet } from '../../../ui/Sheet';
import { useToast } from '../../../ui/toast';

type Format = 'post' | 'story';

/**
 * "Share as a picture" (docs/decisions/0245-share-cards.md): the product's card for an Instagram post or story or
 * WhatsApp Status, made by the server with a QR code to this page; handed to the share sheet with the picture
 * itself where the phone can, else saved.
 */
export function ShareCardSheet({
  open,
  onOpenChange,
  productId,
  name,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  productId: string;
  name: string;
}) {
  const { t, i18n } = useTranslation('market');
  const toast = useToast();
  const [format, setFormat] = useState<Format>('post');
  const [sharing, setSharing] = useState(false);
  const lang = i18n.language === 'zh-HK' || i18n.language === 'zh-CN' ? `?lang=${i18n.language}` : '';
  const src = `/share-card/${encodeURIComponent(productId)}-${format}.jpg${lang}`;
  const fileName = `${
    name
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .trim()
      .slice(0, 60) || 'product'
  }-${format}.jpg`;

  async function share() {
    setSharing(true);
    try {
      const blob = await (await fetch(src)).blob();
      const file = new File([blob], fileName, { type: 'image/jpeg' });
      if (navigator.canShare?.({ files: [file] })) {
        await navigator.share({ files: [file], title: name }).catch(() => {});
      } else {
        // no sharing of pictures here (a desktop browser): the picture is saved instead
        const a = document.createElement('a');
        a.href = URL.createObjectURL(blob);
        a.download = fileName;
        a.click();
        setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
        toast.show(t('card.saved'), { tone: 'success' });
      }
    } catch {
      toast.show(t('card.failed'), { tone: 'danger' });
    } finally {
      setSharing(false);
    }
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t('card.title')} description={t('card.hint')}>
      <div className="flex flex-col gap-3 pb-2">
        <Segmented<Format>
          label={t('card.format')}
          options={[
            { value: 'post', label: t('card.post') },
            { value: 'story', label: t('card.story') },
          ]}
          value={format}
          onChange={setFormat}
        />
        <img
          src={src}
          alt={t('card.preview', { name })}
          className={`mx-auto rounded-xl bg-gray-100 shadow-sm ring-1 ring-gray-200 ${format === 'post' ? 'aspect-[4/5] h-[46dvh]' : 'aspect-[9/16] h-[46dvh]'}`}
        />
        <div className="flex gap-2">
          <a
            href={src}
            download={fileName}
            className={buttonClasses({ variant: 'secondary', className: 'flex-1' })}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('card.save')}
          </a>
          <Button className="flex-1" loading={sharing} onClick={() => void share()}>
            <Share2 aria-hidden="true" className="size-4" />
            {t('card.share')}
          </Button>
        </div>
      </div>
    </Sheet>
  );
}
