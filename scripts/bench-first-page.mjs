// Benchmark (not a test): how long a phone on Slow 4G waits for the first page of a document.
// Production build, the real server with the demo data, Chromium with CDP network emulation
// (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up), 4× CPU throttling and a 390×844 DPR 3 phone.
// Measures navigation start → first page visible: whichever comes first of an image of page 1
// painted (element timing `paraph-first-page`) or the viewer's pdf.js canvas of page 1
// (`paraph:viewer:page-rendered`), for the guest link /view/{id}/{secret} (a newly sent link's
// first open, and a link opened again) and for /view/{id}.
// Also reports when pdf.js has painted page 1, and CLS (layout-shift entries without recent
// input).
//   npm run bench:first-page
//   FIRST_PAGE_DIST=<built dir> npm run bench:first-page   (skip the build, e.g. to compare builds)
//   BENCH_RUNS=5 (default)
import { chromium } from 'playwright';
import { CHROME_FLAGS, median, startBenchApp } from './bench-app.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const budgetMs = 2500;
/** Between sending a request and opening its link: a mail takes longer to arrive. */
const MAIL_DELAY_MS = 2000;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** One cold load (fresh context: empty cache and storage) under the phone's conditions. */
async function measure(browser, url, session) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (session) {
      await context.addInitScript(
        ([key, value]) => sessionStorage.setItem(key, value),
        ['accessToken', session],
      );
    }
    await context.addInitScript(() => {
      const seen = { image: undefined, cls: 0 };
      window.__firstPage = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.identifier === 'paraph-first-page' && seen.image === undefined) {
            seen.image = entry.renderTime || entry.loadTime;
          }
        }
      }).observe({ type: 'element', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'commit' });
    const result = await page.waitForFunction(
      () => {
        const canvas = performance
          .getEntriesByName('paraph:viewer:page-rendered', 'mark')
          .find((mark) => mark.detail?.index === 0)?.startTime;
        const { image, cls } = window.__firstPage;
        if (image === undefined && canvas === undefined) return 0;
        const byImage = image !== undefined && (canvas === undefined || image <= canvas);
        return { ms: byImage ? image : canvas, by: byImage ? 'image' : 'pdf.js', cls };
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    const value = await result.jsonValue();
    // Shifts after the first page count too: wait for the viewer to paint its canvas.
    await page
      .waitForFunction(
        () => performance.getEntriesByName('paraph:viewer:page-rendered', 'mark').length > 0,
        undefined,
        { timeout: 60_000 },
      )
      .catch(() => {});
    value.cls = await page.evaluate(() => window.__firstPage.cls);
    value.pdfjs = await page.evaluate(
      () =>
        performance
          .getEntriesByName('paraph:viewer:page-rendered', 'mark')
          .find((mark) => mark.detail?.index === 0)?.startTime,
    );
    return value;
  } finally {
    await context.close();
  }
}

const app = await startBenchApp({ distEnv: 'FIRST_PAGE_DIST', tempPrefix: 'paraph-fp-' });
try {
  let sent = 0;
  const send = () =>
    app.sendToGuest({
      title: 'Service agreement',
      email: `guest-bench-${sent++}@example.test`,
      clauses: 40,
    });
  const { id, path } = await send();
  const { origin, session } = app;
  const pages = [
    {
      // The signer's moment: a link just sent, opened for the first time. The mail takes
      // longer than this pause to arrive; the server renders page 1 ahead when it is sent.
      name: '/view/{id}/{secret} (guest, first open)',
      url: async () => {
        const link = await send();
        await new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS));
        return `${origin}${link.path}`;
      },
      warmUp: false,
    },
    { name: '/view/{id}/{secret} (guest, again)', url: async () => `${origin}${path}` },
    { name: '/view/{id}', url: async () => `${origin}/view/${id}`, session },
  ];
  // Ctrl-C is the harness's: Playwright's own handler would exit before the server is down.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROME_FLAGS,
    handleSIGINT: false,
  });
  app.onStop(() => browser.close());
  const rows = [];
  for (const { name, url, session: stored, warmUp = true } of pages) {
    // One unmeasured load first where the same link is opened again: the server's first render
    // of its page and the browser's first visit to the server are not what is measured there.
    if (warmUp) await measure(browser, await url(), stored);
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(await measure(browser, await url(), stored));
    const times = samples.map((sample) => sample.ms);
    rows.push({
      page: name,
      'median ms': Math.round(median(times)),
      'min ms': Math.round(Math.min(...times)),
      'max ms': Math.round(Math.max(...times)),
      'first shown by': [...new Set(samples.map((sample) => sample.by))].join(', '),
      // When the interactive viewer has it: the picture only stands in until then.
      'pdf.js median ms': Math.round(median(samples.map((sample) => sample.pdfjs ?? NaN))),
      'max CLS': Number(Math.max(...samples.map((sample) => sample.cls)).toFixed(3)),
    });
  }
  console.table(rows);
  const guest = rows[0];
  console.log(
    guest['median ms'] <= budgetMs
      ? `Guest's first page within ${budgetMs} ms (median ${guest['median ms']} ms)`
      : `Guest's first page over ${budgetMs} ms (median ${guest['median ms']} ms)`,
  );
} finally {
  await app.stop();
}
