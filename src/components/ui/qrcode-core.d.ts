// qrcode's encoder alone (no canvas or file renderers); only what qr-code.tsx uses is declared.
declare module 'qrcode/lib/core/qrcode.js' {
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): { modules: { size: number; get: (row: number, col: number) => boolean | number } };
}
