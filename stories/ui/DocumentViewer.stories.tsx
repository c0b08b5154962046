import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DocumentViewer } from '../../src/ui';
import { loadPdfjs } from '../../src/ui/DocumentViewer/load-pdfjs';
import { viewerMarks } from '../../src/ui/DocumentViewer/perf-marks';
import { paintedPage } from '../fixtures/sample-document';
import { scaleFor, zoomIn } from '../../src/ui/DocumentViewer/zoom';

// Sample PDFs from scripts/make-sample-pdfs.mjs, served through .storybook/main.ts staticDirs.
const pdf = (name: string) => ({ url: `/fixtures/pdf/${name}` });

/** A realistic viewer box: the viewer fills whatever height its parent gives it. */
const frame: Decorator = (Story) => (
  <div style={{ width: 'min(960px, 90vw)', height: 640 }}>
    <Story />
  </div>
);

const meta = {
  title: 'UI/DocumentViewer',
  component: DocumentViewer,
  decorators: [frame],
  parameters: { layout: 'padded' },
  // pdf.js is fetched once before the first story renders, so play functions time the viewer
  // rather than the cold module and worker download.
  loaders: [
    async () => {
      await loadPdfjs();
      return {};
    },
  ],
  args: { title: 'Service agreement', source: pdf('one-page.pdf'), onDocumentLoad: fn() },
} satisfies Meta<typeof DocumentViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const renderedPages = () =>
  performance
    .getEntriesByName(viewerMarks.pageRendered, 'mark')
    .map((entry) => (entry as PerformanceMark).detail as { index: number });

// The error and loading stories come first: they start fetching pdf.js for the rest.
export const Loading: Story = {
  args: { source: { url: '/fixtures/pdf/slow.pdf' } },
  parameters: {
    msw: { handlers: [http.get('/fixtures/pdf/slow.pdf', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Service agreement' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByText('Loading document…')).toBeInTheDocument();
  },
};

/** The server's image of page 1 (scripts: rendered from one-page.pdf at scale 100). */
const firstPage = {
  src: '/fixtures/page/one-page-1@100.png',
  srcSet: '/fixtures/page/one-page-1@100.png 595w',
  sizes: '(max-width: 600px) 90vw, 560px',
};

const loadedImage = async (canvasElement: HTMLElement) => {
  const image = within(canvasElement).getByRole<HTMLImageElement>('img', {
    name: 'First page of Service agreement',
  });
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  return image;
};

/** While pdf.js loads, the server's picture of page 1 fills the page's box. */
export const FirstPageImage: Story = {
  args: { source: { url: '/fixtures/pdf/slow.pdf' }, firstPage },
  parameters: {
    msw: { handlers: [http.get('/fixtures/pdf/slow.pdf', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Service agreement' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByText('Loading document…')).toBeInTheDocument();
    const image = await loadedImage(canvasElement);
    // The box keeps the page's shape whether or not the image has arrived.
    const box = image.getBoundingClientRect();
    await expect(Math.abs(box.height / box.width - 842 / 595)).toBeLessThan(0.01);
  },
};

/** pdf.js takes over: the picture sits exactly on page 1 until its canvas is painted, then goes. */
export const FirstPageSwap: Story = {
  args: { source: { url: '/fixtures/pdf/late.pdf' }, firstPage },
  parameters: {
    msw: {
      handlers: [
        http.get('/fixtures/pdf/late.pdf', async () => {
          await delay(800);
          const sample = await fetch('/fixtures/pdf/one-page.pdf');
          return new HttpResponse(await sample.arrayBuffer(), {
            headers: { 'content-type': 'application/pdf' },
          });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loadedImage(canvasElement);
    // Each frame until the canvas is painted: where the page and the picture are both on
    // screen, they cover the same box.
    const mismatches: string[] = [];
    let watching = true;
    const watch = () => {
      const page = canvasElement.querySelector('[data-page-index="0"]');
      const image = canvasElement.querySelector('[data-testid="first-page-image"]');
      if (page && image) {
        const a = page.getBoundingClientRect();
        const b = image.getBoundingClientRect();
        const same = [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].every(
          (difference) => Math.abs(difference) < 1,
        );
        if (!same) mismatches.push(`${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
      }
      if (watching) requestAnimationFrame(watch);
    };
    watch();
    await paintedPage(canvasElement, 1);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-testid="first-page-image"]')).toBeNull(),
    );
    watching = false;
    await expect(mismatches).toEqual([]);
  },
};

export const NetworkError: Story = {
  args: { source: { url: '/fixtures/pdf/unavailable.pdf' } },
  parameters: {
    msw: {
      handlers: [
        http.get('/fixtures/pdf/unavailable.pdf', () => new HttpResponse(null, { status: 503 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The document could not be downloaded',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};

export const OnePage: Story = {
  play: async ({ canvasElement, args }) => {
    const page = await paintedPage(canvasElement, 1);
    // The text layer makes the page's words selectable and readable.
    await waitFor(() => expect(page).toHaveTextContent('Service agreement'));
    await waitFor(() =>
      expect(args.onDocumentLoad).toHaveBeenCalledWith({
        pageCount: 1,
        pageSizes: [{ widthPt: 595.28, heightPt: 841.89 }],
      }),
    );
  },
};

export const MultiPage: Story = {
  args: { title: 'Employment contract', source: pdf('multi-page.pdf') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await paintedPage(canvasElement, 1);
    const column = canvas.getByRole('group', { name: 'Pages' });
    column.focus();
    await userEvent.keyboard('{End}');
    await paintedPage(canvasElement, 5);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Page number' })).toHaveValue('5'),
    );
    await userEvent.keyboard('{PageUp}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Page number' })).toHaveValue('4'),
    );
    await userEvent.keyboard('{Home}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Page number' })).toHaveValue('1'),
    );
    // The page field jumps straight to a page; the current page is announced.
    const field = canvas.getByRole('textbox', { name: 'Page number' });
    await userEvent.clear(field);
    await userEvent.type(field, '3{Enter}');
    await paintedPage(canvasElement, 3);
    // (The page's own text says "Page 3 of 5" too, so look in the live regions only.)
    await waitFor(() =>
      expect(canvas.getAllByRole('status').map((status) => status.textContent)).toContain(
        'Page 3 of 5',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(field).toHaveValue('4'));
    // In the field, the arrow keys step a page; a number beyond the last goes to the last.
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(field).toHaveValue('3'));
    await userEvent.clear(field);
    await userEvent.type(field, '9{Enter}');
    await paintedPage(canvasElement, 5);
    await waitFor(() => expect(field).toHaveValue('5'));
  },
};

/** `initialPage` is zero-based: 3 opens on the fourth page. */
export const InitialPage: Story = {
  args: { title: 'Employment contract', source: pdf('multi-page.pdf'), initialPage: 3 },
  play: async ({ canvasElement }) => {
    await paintedPage(canvasElement, 4);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('textbox', { name: 'Page number' })).toHaveValue('4'),
    );
  },
};

export const TwoHundredPages: Story = {
  args: { title: 'Framework agreement', source: pdf('long-200.pdf') },
  beforeEach: () => {
    performance.clearMarks(viewerMarks.pageRendered);
  },
  play: async ({ canvasElement, args }) => {
    await paintedPage(canvasElement, 1);
    await waitFor(() => expect(args.onDocumentLoad).toHaveBeenCalled(), { timeout: 10_000 });
    // Opening renders page one and the overscan only, never the other ~198 pages.
    const rendered = renderedPages();
    await expect(rendered.length).toBeGreaterThanOrEqual(1);
    await expect(rendered.length).toBeLessThanOrEqual(3);
    await expect(Math.max(...rendered.map((page) => page.index))).toBeLessThan(3);
    await expect(canvasElement.querySelectorAll('[data-page-index]').length).toBeLessThanOrEqual(3);
    // Placeholders still give the column the whole document's height.
    const column = within(canvasElement).getByRole('group', { name: 'Pages' });
    await expect(column.scrollHeight).toBeGreaterThan(100 * column.clientHeight);
  },
};

export const Zoomed: Story = {
  args: { title: 'Employment contract', source: pdf('multi-page.pdf') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = await paintedPage(canvasElement, 1);
    const shownPercent = () =>
      Number(/\d+/.exec(canvas.getByText(/^Zoom \d+\s?%$/).textContent ?? '')![0]);
    const before = page.getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(page.getBoundingClientRect().width).toBeLessThan(before));
    // Ctrl + = zooms in a step each time, however fast the presses come.
    const start = shownPercent();
    canvas.getByRole('group', { name: 'Pages' }).focus();
    await userEvent.keyboard('{Control>}={/Control}{Control>}={/Control}');
    const target = zoomIn(zoomIn(start));
    await waitFor(() => expect(shownPercent()).toBe(target));
    // Sharp at any zoom: the backing store follows CSS size × devicePixelRatio.
    await waitFor(
      () => {
        const drawn = canvasElement.querySelector<HTMLCanvasElement>(
          '[data-page-index="0"] canvas',
        )!;
        expect(drawn.width).toBe(
          Math.floor(Math.round(595.28 * scaleFor(target)) * window.devicePixelRatio),
        );
      },
      { timeout: 10_000 },
    );
    // Ctrl + 0 returns to fit width.
    await userEvent.keyboard('{Control>}0{/Control}');
    await waitFor(() => expect(shownPercent()).not.toBe(target));
  },
};

/** Dragging the window's edge: pages stretch at once and repaint once the width is still. */
export const Resizing: Story = {
  play: async ({ canvasElement }) => {
    const page = await paintedPage(canvasElement, 1);
    const box = canvasElement.firstElementChild as HTMLElement;
    const canvasHost = page.firstElementChild!;
    let repaints = 0;
    const observer = new MutationObserver(() => (repaints += 1));
    observer.observe(canvasHost, { childList: true });
    const startWidth = box.getBoundingClientRect().width;
    for (let step = 1; step <= 8; step += 1) {
      box.style.width = `${startWidth - step * 30}px`;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    // The layout followed every step; the canvas was not redrawn for any of them.
    await expect(repaints).toBe(0);
    await waitFor(() => expect(repaints).toBe(1), { timeout: 10_000 });
    observer.disconnect();
    const drawn = page.querySelector('canvas')!;
    await expect(drawn.width).toBe(
      Math.floor(page.getBoundingClientRect().width * window.devicePixelRatio),
    );
  },
};

/** A caller's box drawn in PDF points over the sample's signature field (56 pt from the bottom-left). */
export const WithOverlay: Story = {
  args: {
    renderPageOverlay: ({ heightPt, scale }) => (
      <div
        role="img"
        aria-label="Signature box"
        style={{
          position: 'absolute',
          left: 56 * scale,
          top: (heightPt - 56 - 60) * scale,
          width: 200 * scale,
          height: 60 * scale,
          boxSizing: 'border-box',
          border: '2px dashed #1d4ed8',
          background: 'rgba(29, 78, 216, 0.12)',
        }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const page = await paintedPage(canvasElement, 1);
    const box = within(page).getByRole('img', { name: 'Signature box' });
    const pageRect = page.getBoundingClientRect();
    const boxRect = box.getBoundingClientRect();
    const scale = pageRect.width / 595.28;
    await expect(boxRect.left - pageRect.left).toBeCloseTo(56 * scale, 0);
    await expect(boxRect.width).toBeCloseTo(200 * scale, 0);
  },
};

export const DamagedFile: Story = {
  args: { source: { data: new TextEncoder().encode('%PDF-1.7 this is not really a PDF') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'This PDF is damaged',
    );
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};
