/**
 * Saves `csv` as a file named `name` (docs/decisions/0122): a link to a Blob, clicked inside the
 * element's shadow root (no navigation, nothing sent to the store), revoked once the browser took it.
 */
export const downloadCsv = (host: HTMLElement, name: string, csv: string): void => {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  (host.shadowRoot ?? host).append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
