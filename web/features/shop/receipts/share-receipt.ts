/** The ways a receipt's link leaves the phone: WhatsApp, the share sheet, the clipboard. */
export function whatsappUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function canShareLink(): boolean {
  return typeof navigator.share === 'function';
}

/** true when shared, false when closed; throws when the share sheet failed */
export async function shareLink(title: string, url: string): Promise<boolean> {
  try {
    await navigator.share({ title, url });
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false;
    throw error;
  }
}
