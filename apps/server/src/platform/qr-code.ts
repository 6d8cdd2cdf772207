import QRCode from 'qrcode';

/** A PNG QR code of `text` as a data URL, sized to be scanned from a screen. */
export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
}
