// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceProblems } from '../../public-app/src/invoice/checkInvoiceRequest';

/** Each check answers when the test says so, in any order: a slow first check and a quick second one. */
const pending: ((problems: InvoiceProblems) => void)[] = [];
vi.mock('../../public-app/src/invoice/checkInvoiceRequest', () => ({
  checkInvoiceRequest: () => new Promise<InvoiceProblems>((answer) => pending.push(answer)),
  preloadInvoiceCheck: () => undefined,
}));

const { useInvoiceRequestCheck } = await import('../../public-app/src/invoice/InvoiceRequestSection');

afterEach(() => {
  cleanup();
  pending.length = 0;
});

describe("the receipt's factura check", () => {
  it('shows the problems of the latest check started, whichever answers last', async () => {
    const { result } = renderHook(() => useInvoiceRequestCheck());
    // left the number while it was still empty, then the e-mail once the number was typed
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = result.current.touch('identificationNumber');
      second = result.current.touch('email');
    });
    expect(pending).toHaveLength(2);
    await act(async () => {
      pending[1]({ identificationNumber: 'identificationNumber01' });
      await second;
    });
    expect(result.current.problems).toEqual({ identificationNumber: 'identificationNumber01' });
    // the older check, started on what the form held before, answers after it: it is dropped
    await act(async () => {
      pending[0]({ identificationNumber: 'identificationType' });
      await first;
    });
    expect(result.current.problems).toEqual({ identificationNumber: 'identificationNumber01' });
  });

  it("shows a field left with its own check's answer, never the problem its value had at the check before", async () => {
    const { result } = renderHook(() => useInvoiceRequestCheck());
    // the name left while the e-mail was still empty: the e-mail's problem is known, not shown
    await act(async () => {
      const named = result.current.touch('name');
      pending[0]({ email: 'email' });
      await named;
    });
    expect(result.current.problems).toEqual({});
    // the e-mail typed and left: until its check answers, the old problem stays hidden (shown, it
    // moved the page under a tap on the pay button)
    let mailed!: Promise<void>;
    act(() => {
      mailed = result.current.touch('email');
    });
    expect(result.current.problems).toEqual({});
    await act(async () => {
      pending[1]({});
      await mailed;
    });
    expect(result.current.problems).toEqual({});
  });
});
