// `npm run bench:sign`: the time one PAdES signature takes on 1-, 20- and 200-page documents,
// next to the time pdf-lib needs just to load and save the same file (the floor any PDF
// rewrite pays). Each figure is the median of BENCH_RUNS runs (default 7) after a warm-up.
import { performance } from 'node:perf_hooks';
import { PDFDocument } from '@cantoo/pdf-lib';
import { register } from 'tsx/esm/api';

register();
const { samplePdf } = await import('../server/src/pdf/sample-pdf.ts');
const { loadOrCreateAuthority } = await import('../server/src/pki/certificate-authority.ts');
const { createLocalTimestampAuthority } = await import('../server/src/pki/timestamp-authority.ts');
const { signPdf } = await import('../server/src/pki/pades.ts');

const runs = Number(process.env.BENCH_RUNS ?? 7);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const authority = await loadOrCreateAuthority({ keyPoolSize: 4 });
const timestampAuthority = createLocalTimestampAuthority(authority);
const credentials = await authority.issueSignerCertificate({
  name: 'Bench Signer',
  email: 'bench@paraph.example',
  quality: 'SES',
});
const appearance = {
  page: 0,
  rect: { x: 60, y: 600, width: 300, height: 140 },
  content: {
    lines: [
      { text: 'Bench Signer', bold: true, size: 12 },
      { text: 'Signed with Paraph', size: 8 },
    ],
  },
};
const sign = (pdf) =>
  signPdf(pdf, {
    signer: credentials,
    name: 'Bench Signer',
    reason: 'Benchmark',
    signingTime: new Date(),
    timestampAuthority,
    appearance,
  });

const rows = [];
for (const pages of [1, 20, 200]) {
  const pdf = await samplePdf({ title: `Benchmark ${pages} pages`, pages });
  await sign(pdf); // warm-up: fonts, JIT, the TSA's first certificate
  const signMs = [];
  const loadSaveMs = [];
  for (let run = 0; run < runs; run += 1) {
    signMs.push(await timed(() => sign(pdf)));
    loadSaveMs.push(await timed(async () => (await PDFDocument.load(pdf)).save()));
  }
  const sign_ = median(signMs);
  const baseline = median(loadSaveMs);
  rows.push({
    pages,
    'size KiB': Math.round(pdf.byteLength / 1024),
    'sign ms': Math.round(sign_),
    'pdf-lib load+save ms': Math.round(baseline),
    ratio: Number((sign_ / baseline).toFixed(1)),
  });
}
console.log(`PAdES signature with a local time-stamp, median of ${runs} runs:`);
console.table(rows);
