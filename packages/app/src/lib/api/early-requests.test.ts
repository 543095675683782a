import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dropEarlyResponses,
  resetEarlyResponses,
  sendEarly,
  takeEarlyResponse,
} from './early-requests';

describe('early requests', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    resetEarlyResponses();
    vi.unstubAllGlobals();
  });
  const signalOf = (call: number) => fetchMock.mock.calls[call]![1]!.signal!;

  it('gives the answer to the first read of its address only', async () => {
    const sent = sendEarly('/api/a?x=1');
    expect(takeEarlyResponse('/api/a?x=1')).toBe(sent);
    expect(takeEarlyResponse('/api/a?x=1')).toBeUndefined();
  });

  it('aborts the answers nobody read once the first page shows, and not the ones read', () => {
    void sendEarly('/api/read');
    void sendEarly('/api/unread');
    void takeEarlyResponse('/api/read');
    dropEarlyResponses();
    // An unread fetch stays open in Chromium (and keeps the network from going idle).
    expect(signalOf(0).aborted).toBe(false);
    expect(signalOf(1).aborted).toBe(true);
    expect(takeEarlyResponse('/api/unread')).toBeUndefined();
  });

  it('sends nothing for an address its load already asked for, nor once the first page shows', async () => {
    expect(takeEarlyResponse('/api/asked')).toBeUndefined(); // the load sent its own
    await expect(sendEarly('/api/asked')).rejects.toThrow(/already asked/);
    dropEarlyResponses();
    await expect(sendEarly('/api/later')).rejects.toThrow(/first page/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
