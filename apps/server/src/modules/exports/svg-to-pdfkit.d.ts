declare module 'svg-to-pdfkit' {
  function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: {
      width?: number;
      height?: number;
      assumePt?: boolean;
      preserveAspectRatio?: string;
      /** The registered font name to use for a text element's font-family, weight and style. */
      fontCallback?: (family: string, bold: boolean, italic: boolean) => string;
    },
  ): void;
  export = SVGtoPDF;
}
