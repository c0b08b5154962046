import { describe, expect, it } from 'vitest';
import { itemRect, mergeLines, textLines, type Matrix, type TextRect } from './text-rects';

// pdf.js' getViewport({ scale: 1 }).transform of an A4 page, upright and with /Rotate 90
// (read from pdf.js itself for a page of 595.28 × 841.89 points).
const upright: Matrix = [1, 0, 0, -1, 0, 841.89];
const turned: Matrix = [0, 1, 1, 0, 0, 0];

// "Service agreement, page 1" drawn at (56, 770) in 18 pt Helvetica, as getTextContent() has it.
const heading = {
  str: 'Service agreement, page 1',
  transform: [18, 0, 0, 18, 56, 770],
  width: 216.108,
  height: 18,
};

const round = (rect: TextRect | null) =>
  rect && {
    x: Math.round(rect.x * 100) / 100,
    y: Math.round(rect.y * 100) / 100,
    width: Math.round(rect.width * 100) / 100,
    height: Math.round(rect.height * 100) / 100,
  };

describe('itemRect', () => {
  it('maps a run to top-left points: from the ascent above the baseline to the descenders', () => {
    // Baseline at 841.89 - 770 = 71.89 from the top; 18 pt above it, 4.5 pt below.
    expect(round(itemRect(heading, upright))).toEqual({
      x: 56,
      y: 53.89,
      width: 216.11,
      height: 22.5,
    });
  });

  it('follows the page’s rotation', () => {
    // Turned clockwise, the line runs down the page's right-hand part.
    expect(round(itemRect(heading, turned))).toEqual({
      x: 765.5,
      y: 56,
      width: 22.5,
      height: 216.11,
    });
  });

  it('uses the matrix’s scale when the item has no height', () => {
    expect(round(itemRect({ ...heading, height: 0 }, upright))?.height).toBe(22.5);
  });

  it.each([
    { case: 'a space', item: { ...heading, str: ' ' } },
    { case: 'an empty string (a line break)', item: { ...heading, str: '' } },
    { case: 'a zero-width run', item: { ...heading, width: 0 } },
  ])('ignores $case', ({ item }) => {
    expect(itemRect(item, upright)).toBeNull();
  });
});

describe('mergeLines', () => {
  const run = (x: number, y: number, width: number, height = 12): TextRect => ({
    x,
    y,
    width,
    height,
  });

  it.each([
    {
      case: 'words of one line become one rectangle',
      runs: [run(72, 100, 40), run(116, 100, 60), run(180, 101, 30, 11)],
      lines: [run(72, 100, 138)],
    },
    {
      case: 'a bold run a little taller still joins its line',
      runs: [run(72, 100, 40), run(114, 98, 50, 15)],
      lines: [run(72, 98, 92, 15)],
    },
    {
      case: 'lines below each other stay apart',
      runs: [run(72, 100, 200), run(72, 114, 180)],
      lines: [run(72, 100, 200), run(72, 114, 180)],
    },
    {
      case: 'two columns on the same height stay apart',
      runs: [run(72, 100, 150), run(330, 100, 150)],
      lines: [run(72, 100, 150), run(330, 100, 150)],
    },
    {
      case: 'runs in any order, sorted top to bottom',
      runs: [run(72, 300, 50), run(130, 120, 20), run(72, 120, 50)],
      lines: [run(72, 120, 78), run(72, 300, 50)],
    },
    { case: 'no runs, no lines', runs: [], lines: [] },
  ])('$case', ({ runs, lines }) => {
    expect(mergeLines(runs)).toEqual(lines);
  });

  it('does not change the runs it is given', () => {
    const runs = [run(72, 100, 40), run(116, 100, 60)];
    mergeLines(runs);
    expect(runs).toEqual([run(72, 100, 40), run(116, 100, 60)]);
  });
});

describe('textLines', () => {
  it('turns a page’s text items into its lines', () => {
    const words = [
      { str: 'Service', transform: [12, 0, 0, 12, 72, 700], width: 40, height: 12 },
      { str: ' ', transform: [12, 0, 0, 12, 112, 700], width: 3, height: 12 },
      { str: 'agreement', transform: [12, 0, 0, 12, 115, 700], width: 55, height: 12 },
      { str: 'Signed in Bern', transform: [12, 0, 0, 12, 72, 680], width: 80, height: 12 },
    ];
    expect(textLines(words, upright).map(round)).toEqual([
      { x: 72, y: 129.89, width: 98, height: 15 },
      { x: 72, y: 149.89, width: 80, height: 15 },
    ]);
  });
});
