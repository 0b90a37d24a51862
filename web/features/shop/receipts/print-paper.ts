/** The papers a receipt prints on (docs/decisions/0171-receipt-printing.md). */
export const PAPERS = ['58mm', '80mm', 'A4'] as const;
export type PrintPaper = (typeof PAPERS)[number];

const STYLE_ID = 'receipt-print-style';

/**
 * Print only the receipt, on the chosen paper: everything else on the page is hidden; on a roll (58 or 80 mm)
 * the page is as wide as the roll and as long as the receipt, with a compact font; on A4 the receipt is a
 * centred column. The style stays in the page, so the browser's own Print menu prints the same way.
 */
export function printCss(paper: PrintPaper): string {
  const roll = paper !== 'A4';
  const width = paper === '58mm' ? '48mm' : paper === '80mm' ? '72mm' : '120mm';
  return `
@media print {
  @page { size: ${roll ? `${paper} auto` : 'A4'}; margin: ${roll ? '2mm' : '15mm'}; }
  html, body { background: #fff !important; }
  body * { visibility: hidden !important; }
  #receipt-paper, #receipt-paper * { visibility: visible !important; }
  #receipt-paper {
    position: absolute; inset: 0 auto auto 0; width: ${width}; max-width: ${width};
    ${roll ? '' : 'left: 50%; transform: translateX(-50%);'}
    margin: 0; padding: 0; box-shadow: none !important; border: 0 !important; border-radius: 0 !important;
    font-size: ${paper === '58mm' ? '8.5pt' : '10pt'}; line-height: 1.3; color: #000;
  }
  #receipt-paper .receipt-big { font-size: ${paper === '58mm' ? '11pt' : '13pt'}; }
  #receipt-paper .no-print { display: none !important; }
}`;
}

export function setPrintPaper(paper: PrintPaper): void {
  let style = document.getElementById(STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.append(style);
  }
  style.textContent = printCss(paper);
}

export function printOn(paper: PrintPaper): void {
  setPrintPaper(paper);
  window.print();
}
