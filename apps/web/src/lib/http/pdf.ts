/** Opens a PDF answer in a new window (spec §2 "A PDF response opens in a new window"). */

const REVOKE_AFTER_MS = 60_000;

export function openBlob(blob: Blob, fileName = 'document.pdf'): void {
  const url = URL.createObjectURL(blob);
  const opened = window.open(url, '_blank');
  if (!opened) {
    // A blocked pop-up still gets the file, as a download.
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
