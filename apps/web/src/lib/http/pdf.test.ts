import { afterEach, describe, expect, it, vi } from 'vitest';
import { openFile } from './pdf';

afterEach(() => vi.restoreAllMocks());

describe('file answers', () => {
  it('saves an attachment under its file name instead of opening a window', () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv-1');
    const open = vi.spyOn(window, 'open');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('orders-2026-10-01-to-2026-10-31.csv');
      expect(this.href).toBe('blob:csv-1');
    });
    openFile(new Blob(['a,b\r\n'], { type: 'text/csv' }), 'attachment; filename="orders-2026-10-01-to-2026-10-31.csv"');
    expect(click).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens an inline PDF in a new window', () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf-2');
    const open = vi.spyOn(window, 'open').mockReturnValue(window);
    openFile(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'inline; filename="order-100001.pdf"');
    expect(open).toHaveBeenCalledWith('blob:pdf-2', '_blank');
  });
});
