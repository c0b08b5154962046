import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { samplePdf } from '../../src/pdf/sample-pdf.ts';
import { buildNewObjects } from '../../src/pki/new-objects.ts';

async function openForUpdate() {
  const pdf = await samplePdf({ title: 'New objects', pages: 3 });
  return PDFDocument.load(pdf, { forIncrementalUpdate: true, updateMetadata: false });
}

describe('buildNewObjects', () => {
  it('writes what it built into the incremental update, and tracks changes again after', async () => {
    const doc = await openForUpdate();
    const snapshot = doc.context.snapshot!;
    const ref = await buildNewObjects(doc, () =>
      doc.context.register(doc.context.obj({ Type: 'Sig', Name: 'Built untracked' })),
    );
    expect(doc.context.snapshot).toBe(snapshot);
    // A change to an existing object after it is tracked as usual.
    doc.getPage(1).node.set(PDFName.of('Marked'), ref);

    const update = Buffer.from(await doc.saveIncremental(snapshot)).toString('latin1');
    expect(update).toContain(`${ref.objectNumber} 0 obj`);
    expect(update).toContain('/Name /Built#20untracked');
    expect(update).toContain(`${doc.getPage(1).ref.objectNumber} 0 obj`);
    expect(update).not.toContain(`${doc.getPage(0).ref.objectNumber} 0 obj`);
  });

  it('puts the snapshot back when building fails', async () => {
    const doc = await openForUpdate();
    const snapshot = doc.context.snapshot;
    await expect(buildNewObjects(doc, () => Promise.reject(new Error('no stamp')))).rejects.toThrow(
      'no stamp',
    );
    expect(doc.context.snapshot).toBe(snapshot);
  });
});
