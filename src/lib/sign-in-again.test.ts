// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checksCredentials, queryClient, setUnauthorizedHandler } from '../query-client.ts';
import { ApiError } from './http.ts';
import { askToSignInAgain, stopAskingToSignInAgain, useSignInAgainRequest } from './sign-in-again.ts';

const unauthorized = () => new ApiError('http', 401, 'Your sign-in is no longer valid.');

/** A write as the app's mutations are: in the shared mutation cache, refused by the service with `error`. */
async function failedWrite(error: unknown, meta?: Record<string, unknown>) {
  const write = queryClient
    .getMutationCache()
    .build(queryClient, { mutationFn: (): Promise<unknown> => Promise.reject(error), retry: 0, meta });
  await write.execute(undefined).catch(() => undefined);
  return write;
}

afterEach(() => {
  stopAskingToSignInAgain();
  setUnauthorizedHandler(() => {});
});

describe('asking to sign in again', () => {
  it('does not ask while no signed-in page is open to ask over', async () => {
    expect(askToSignInAgain(await failedWrite(unauthorized()))).toBe(false);
  });

  it('asks over an open page and hands back each refused write once', async () => {
    const dialog = renderHook(() => useSignInAgainRequest());
    expect(dialog.result.current).toBe(false);
    const first = await failedWrite(unauthorized());
    const second = await failedWrite(unauthorized());

    let asked = false;
    act(() => {
      asked = askToSignInAgain(first);
      askToSignInAgain(second);
      askToSignInAgain(first);
      askToSignInAgain();
    });
    expect(asked).toBe(true);
    expect(dialog.result.current).toBe(true);

    let writes: unknown[] = [];
    act(() => {
      writes = stopAskingToSignInAgain();
    });
    expect(writes).toEqual([first, second]);
    expect(dialog.result.current).toBe(false);
    expect(stopAskingToSignInAgain()).toEqual([]);
    dialog.unmount();
    expect(askToSignInAgain()).toBe(false);
  });

  it('forgets the refused writes when the signed-in page goes', async () => {
    const dialog = renderHook(() => useSignInAgainRequest());
    act(() => {
      askToSignInAgain();
    });
    const write = await failedWrite(unauthorized());
    act(() => {
      askToSignInAgain(write);
    });
    dialog.unmount();
    renderHook(() => useSignInAgainRequest());
    expect(stopAskingToSignInAgain()).toEqual([]);
  });
});

describe('what a 401 of a write leads to', () => {
  it('passes the refused write on, so that it can be sent again', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const write = await failedWrite(unauthorized());
    expect(handler).toHaveBeenCalledWith(write);
  });

  it('leaves out a sign-in whose credentials are wrong, and any other refusal', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await failedWrite(unauthorized(), checksCredentials);
    await failedWrite(new ApiError('http', 403, 'You are not allowed to do this.'));
    expect(handler).not.toHaveBeenCalled();
  });

  it('tells a refused read without a write', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await queryClient
      .fetchQuery({ queryKey: ['refused read'], queryFn: () => Promise.reject(unauthorized()) })
      .catch(() => undefined);
    expect(handler).toHaveBeenCalledWith();
  });
});
