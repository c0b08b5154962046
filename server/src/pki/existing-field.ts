import {
  PDFAcroSignature,
  PDFArray,
  PDFName,
  PDFNumber,
  PDFRef,
  type PDFDict,
  type PDFDocument,
  type PDFPage,
} from '@cantoo/pdf-lib';
import { buildStampAppearance, type StampContent } from './appearance.ts';
import { turnedAppearance, visibleFrame } from '../pdf/page-placement.ts';

/** An empty signature field prepared in the PDF (e.g. by a form tool), and its widget. */
export interface EmptySignatureField {
  field: PDFDict;
  fieldRef: PDFRef;
  widget: PDFDict;
  widgetRef: PDFRef;
  page: PDFPage;
}

/**
 * The signature field of that fully qualified name if it is still empty (no /V) and its widget
 * sits on a page. Anything else (missing, another field type, signed already) gives undefined:
 * a signed field is never signed over.
 */
export function emptySignatureField(
  doc: PDFDocument,
  name: string,
): EmptySignatureField | undefined {
  const found = doc.catalog
    .getAcroForm()
    ?.getAllFields()
    .find(([field]) => field.getFullyQualifiedName() === name);
  if (!found) return undefined;
  const [field, fieldRef] = found;
  if (!(field instanceof PDFAcroSignature) || field.dict.has(PDFName.of('V'))) return undefined;
  const widgets = new Set(field.getWidgets().map((widget) => widget.dict));
  for (const page of doc.getPages()) {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    for (let i = 0; i < (annots?.size() ?? 0); i++) {
      const ref = annots?.get(i);
      const widget = annots?.lookup(i);
      if (ref instanceof PDFRef && widget && widgets.has(widget as PDFDict)) {
        return { field: field.dict, fieldRef, widget: widget as PDFDict, widgetRef: ref, page };
      }
    }
  }
  return undefined;
}

/**
 * Fills the field: /V gets the signature, the widget the stamp, drawn upright on the page as
 * shown and fitted to the widget's box (an invisible widget stays invisible).
 */
export async function signIntoField(
  doc: PDFDocument,
  target: EmptySignatureField,
  signature: PDFRef,
  content: StampContent,
): Promise<void> {
  const { field, widget, page } = target;
  field.set(PDFName.of('V'), signature);
  // A separate kid widget gets /V as well: /V is inheritable, but poppler (pdfsig, Evince,
  // Okular) reads the signature from the kid itself and would show the field unsigned.
  if (widget !== field) widget.set(PDFName.of('V'), signature);
  const numbers = [0, 1, 2, 3].map(
    (i) =>
      widget.lookupMaybe(PDFName.of('Rect'), PDFArray)?.lookupMaybe(i, PDFNumber)?.asNumber() ?? 0,
  );
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = numbers;
  const rect = { width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
  if (rect.width > 0 && rect.height > 0) {
    const { size, matrix } = turnedAppearance(rect, visibleFrame(page).rotate);
    const appearance = await buildStampAppearance(doc, size.width, size.height, content, matrix);
    widget.set(PDFName.of('AP'), doc.context.obj({ N: appearance }));
  }
  // Print (4) + Locked (128), as on the fields Paraph adds.
  const flags = widget.lookupMaybe(PDFName.of('F'), PDFNumber)?.asNumber() ?? 0;
  widget.set(PDFName.of('F'), PDFNumber.of(flags | 132));
  if (!widget.has(PDFName.of('P'))) widget.set(PDFName.of('P'), page.ref);
  const snapshot = doc.context.snapshot!;
  snapshot.markRefForSave(target.fieldRef);
  snapshot.markRefForSave(target.widgetRef);
}
