// The live updates provider: each event refreshes the queries it concerns (those on screen), a lost stream is opened
// again and everything is asked again then, and the header says while changes no longer arrive by themselves.
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIVE_EVENT, LIVE_EVENTS_PATH, LIVE_TEXTS } from '@/domain/notifications/live-updates';
import { emsKeys } from '@/web/features/ems-dashboard';
import { LiveStatusIndicator, LiveUpdatesProvider } from '@/web/features/live-updates';
import { notificationsQueryKey } from '@/web/features/notifications';
import { callsTo, fakeServer, json } from './support/fake-server';
import { eventStream, type EventStream } from './support/event-stream';
import { dispatcher, renderSignedIn } from './support/signed-in';

const loadsOf = new Map<string, number>();

/** A query on screen under `queryKey` that counts its loads. */
function Loads({ name, queryKey }: { name: string; queryKey: QueryKey }) {
  const loads = useQuery({
    queryKey,
    queryFn: () => {
      loadsOf.set(name, (loadsOf.get(name) ?? 0) + 1);
      return loadsOf.get(name);
    },
  });
  return <p>{`${name}: ${loads.data ?? 0}`}</p>;
}

/** The dashboard's trips and bell under the provider, over a server that opens a new stream for each request. */
function dashboard(answers: ((stream: EventStream) => Response | void)[] = []) {
  loadsOf.clear();
  const streams: EventStream[] = [];
  const calls = fakeServer({
    [`GET ${LIVE_EVENTS_PATH}`]: (call) => {
      const stream = eventStream(call);
      const answer = answers[streams.length]?.(stream);
      streams.push(stream);
      return answer ?? stream.response;
    },
  });
  renderSignedIn(
    <LiveUpdatesProvider>
      <LiveStatusIndicator />
      <Loads name="available trips" queryKey={emsKeys.available} />
      <Loads name="bell" queryKey={notificationsQueryKey} />
    </LiveUpdatesProvider>,
    dispatcher,
  );
  /** The stream opened `n`th (0-based), once it is. */
  const stream = async (n: number) => {
    await waitFor(() => expect(streams.length).toBeGreaterThan(n));
    return streams[n]!;
  };
  return { calls, stream };
}

const shows = (text: string) => screen.findByText(text);

describe('live updates', () => {
  it("refreshes an agency's trip lists on a trips event, and the bell on a notifications event", async () => {
    const { stream } = dashboard();
    await shows('available trips: 1');
    await shows('bell: 1');
    const live = await stream(0);

    act(() => {
      live.send(LIVE_EVENT.ready);
      // one change often comes as several events: they make one refresh
      live.send(LIVE_EVENT.trips, { tripId: 'trip-1' });
      live.send(LIVE_EVENT.trips, { tripId: 'trip-1' });
    });
    await shows('available trips: 2');
    expect(screen.getByText('bell: 1')).toBeTruthy();

    act(() => live.send(LIVE_EVENT.notifications));
    await shows('bell: 2');
    expect(screen.getByText('available trips: 2')).toBeTruthy();
  });

  it('opens a stream the server ended again at once, and asks for everything missed meanwhile', async () => {
    const { calls, stream } = dashboard();
    await shows('bell: 1');
    const first = await stream(0);
    act(() => first.send(LIVE_EVENT.ready));

    act(() => first.end());
    const second = await stream(1);
    expect(screen.getByText('available trips: 1')).toBeTruthy();
    act(() => second.send(LIVE_EVENT.ready));

    await shows('available trips: 2');
    await shows('bell: 2');
    expect(callsTo(calls, 'GET', LIVE_EVENTS_PATH)).toHaveLength(2);
    expect(calls.find((c) => c.path === LIVE_EVENTS_PATH)!.headers.authorization).toBe(`Bearer token-of-${dispatcher.id}`);
  });

  it('says the updates are paused while the stream fails, until one opens again', async () => {
    const { stream } = dashboard([() => json({ success: false, error: 'Service unavailable' }, 503)]);
    await stream(0);
    await shows(LIVE_TEXTS.paused);

    // back online, the browser tries again without waiting out its pause
    act(() => void window.dispatchEvent(new Event('online')));
    const reopened = await stream(1);
    act(() => reopened.send(LIVE_EVENT.ready));

    await waitFor(() => expect(screen.queryByText(LIVE_TEXTS.paused)).toBeNull());
  });
});
