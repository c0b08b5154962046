import { describe, expect, it } from 'vitest';
import { libraryBreakpoints, media, shellBreakpoints } from './breakpoints';

describe('breakpoints', () => {
  it('holds the spec values', () => {
    expect(shellBreakpoints).toEqual({ sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 });
    expect(libraryBreakpoints).toEqual({
      xs: 320,
      sm: 640,
      md: 768,
      lg: 1024,
      xl: 1280,
      xxl: 1536,
    });
  });

  it('builds min-width and max-width queries that never overlap', () => {
    expect(media.library.up('md')).toBe('screen and (min-width: 768px)');
    expect(media.library.down('md')).toBe('screen and (max-width: 767.98px)');
    expect(media.shell.between('sm', 'lg')).toBe(
      'screen and (min-width: 600px) and (max-width: 1279.98px)',
    );
  });

  it('calls everything below the shell lg mobile', () => {
    expect(media.mobile).toBe('screen and (max-width: 1279.98px)');
    expect(media.desktop).toBe('screen and (min-width: 1280px)');
  });

  it('has an up and a down query for every breakpoint of both sets', () => {
    for (const [name, px] of Object.entries(shellBreakpoints)) {
      expect(media.shell.up(name as keyof typeof shellBreakpoints)).toContain(`${px}px`);
      expect(media.shell.down(name as keyof typeof shellBreakpoints)).toContain(`${px - 0.02}px`);
    }
    for (const [name, px] of Object.entries(libraryBreakpoints)) {
      expect(media.library.up(name as keyof typeof libraryBreakpoints)).toContain(`${px}px`);
    }
  });
});
