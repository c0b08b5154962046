import { describe, expect, it } from 'vitest';
import { decideExit, type ExitState } from './exit-redirect';

const state: ExitState = {
  exitUrl: 'https://exit.example/done',
  errorUrl: 'https://exit.example/error',
  declineUrl: 'https://exit.example/declined',
  timeout: 45,
  declineRedirect: true,
};

describe('exit redirect', () => {
  it('counts down to exitURL after signing the one request last viewed', () => {
    expect(decideExit('signed', state, ['sr_1'], 'sr_1')).toEqual({
      url: state.exitUrl,
      countdown: 45,
      fallback: '/signed',
    });
  });
  it('stays in the app for several requests or another one than last viewed', () => {
    expect(decideExit('signed', state, ['sr_1', 'sr_2'], 'sr_1').url).toBeUndefined();
    expect(decideExit('signed', state, ['sr_1'], 'sr_9').url).toBeUndefined();
    expect(decideExit('signed', state, ['sr_1'], null).fallback).toBe('/signed');
  });
  it('goes to errorURL after a failure', () => {
    expect(decideExit('failed', state, ['sr_1'], 'sr_1').url).toBe(state.errorUrl);
    expect(decideExit('failed', { ...state, errorUrl: undefined }, ['sr_1'], 'sr_1')).toEqual({
      countdown: 0,
      fallback: null,
    });
  });
  it('goes to declineURL, else exitURL, unless declineRedirect is false', () => {
    expect(decideExit('declined', state, ['sr_1'], 'sr_1').url).toBe(state.declineUrl);
    const noDecline = { ...state, declineUrl: undefined };
    expect(decideExit('declined', noDecline, ['sr_1'], 'sr_1').url).toBe(state.exitUrl);
    const off = { ...state, declineRedirect: false };
    expect(decideExit('declined', off, ['sr_1'], 'sr_1')).toEqual({
      countdown: 0,
      fallback: '/declined',
    });
  });
  it('a timeout of 0 keeps the URL but does not count down', () => {
    expect(decideExit('signed', { ...state, timeout: 0 }, ['sr_1'], 'sr_1')).toEqual({
      url: state.exitUrl,
      countdown: 0,
      fallback: '/signed',
    });
  });
});
