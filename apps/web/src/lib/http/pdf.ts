/**
 * File answers of GET_PDF-style paths: a PDF opens in a new window (docs/product/README.md "A PDF response opens in a
 * new window"); an attachment (the order-history CSV export) is saved as a download under its name.
 */

const REVOKE_AFTER_MS = 60_000;

export function openBlob(blob: Blob, fileName = 'document.pdf'): void {
  const url = URL.createObjectURL(blob);
  const opened = window.open(url, '_blank');
  // A blocked pop-up still gets the file, as a download.
  if (!opened) download(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

function download(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
}

/** Content-Disposition decides: `attachment` is saved, anything else (inline, none) is opened. */
export function openFile(blob: Blob, contentDisposition: string | null): void {
  const disposition = contentDisposition ?? '';
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  if (!/^\s*attachment\b/i.test(disposition)) {
    openBlob(blob, name);
    return;
  }
  const url = URL.createObjectURL(blob);
  download(url, name ?? 'download');
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
