/** Saves a CSV the server made (its text already starts with a byte-order mark for Excel): every CSV button. */
export function downloadCsv(file: { filename: string; csv: string }): void {
  const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
