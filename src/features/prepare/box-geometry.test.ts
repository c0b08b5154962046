import { describe, expect, it } from 'vitest';
import { applyKey, boxAt, boxKeyAction, fitToPage, MIN_BOX } from './box-geometry';

const a4 = { widthPt: 595, heightPt: 842 };
const box = { id: 'b', documentId: 'd', page: 0, x: 100, y: 100, width: 300, height: 140 };
const key = (name: string, mods: { shiftKey?: boolean; altKey?: boolean } = {}) =>
  boxKeyAction({ key: name, shiftKey: false, altKey: false, ...mods });

describe('box geometry', () => {
  it('keeps a box on its page and at least the minimum size', () => {
    expect(fitToPage({ ...box, x: 500, y: -20 }, a4)).toMatchObject({ x: 295, y: 0 });
    expect(fitToPage({ ...box, width: 10, height: 5 }, a4)).toMatchObject(MIN_BOX);
    expect(fitToPage({ ...box, width: 900 }, a4)).toMatchObject({ x: 0, width: 595 });
  });

  it('centres a default 240 × 112 box on a click, inside the page', () => {
    expect(boxAt({ id: 'n', documentId: 'd', page: 1 }, { x: 300, y: 400 }, a4)).toEqual({
      id: 'n',
      documentId: 'd',
      page: 1,
      x: 180,
      y: 344,
      width: 240,
      height: 112,
    });
    expect(boxAt({ id: 'n', documentId: 'd', page: 0 }, { x: 5, y: 5 }, a4)).toMatchObject({
      x: 0,
      y: 0,
    });
  });

  it('maps keys: arrows move, Shift moves further, Alt resizes, pages and removal', () => {
    expect(applyKey(box, key('ArrowRight')!, a4)).toMatchObject({ x: 104, y: 100 });
    expect(applyKey(box, key('ArrowUp', { shiftKey: true })!, a4)).toMatchObject({ y: 76 });
    expect(applyKey(box, key('ArrowLeft', { altKey: true })!, a4)).toMatchObject({
      x: 100,
      width: 296,
    });
    expect(key('PageDown')).toEqual({ kind: 'page', delta: 1 });
    expect(key('PageUp')).toEqual({ kind: 'page', delta: -1 });
    expect(key('Delete')).toEqual({ kind: 'remove' });
    expect(key('a')).toBeNull();
  });
});
