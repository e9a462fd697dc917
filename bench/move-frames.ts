/**
 * Where each mouse move of a drag spends its time, from a Chromium trace of the drag
 * (`bench/drag-profile.ts` with TRACE=1; categories must include `input` and `benchmark`).
 *
 * Playwright's `page.mouse.move` resolves once the browser has shown the frame the move made, so a
 * move costs whole frames: the renderer dispatches it at the start of its next frame (mouse moves
 * wait for the frame), runs the frame (the handlers, style, paint, Layerize, commit), the
 * compositor rasters what changed and draws, then the reply travels back and the next move is
 * sent. If that chain is longer than a frame (16.7 ms), the next move misses the next frame and
 * waits for the one after: a move then costs two frames. Printed per move, as median and p90:
 * - wait: from the browser forwarding the move until the frame that handles it begins;
 * - frame: that main-thread frame (ProxyMain::BeginMainFrame), and within it input (the
 *   handlers), style, paint, layerize, commit;
 * - raster: raster tasks between that frame's end and the next draw; to draw: frame end → draw;
 * - draw → next: the draw until the next move is forwarded (presentation, the reply, Playwright);
 * - chain: the frame's start until the next move is forwarded (over 16.7 ms: two frames).
 */

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const p90 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.9)] ?? Number.NaN;
};

/** The first event at or after `ts` in a list sorted by time. */
const firstFrom = (events: TraceEvent[], ts: number) => events.find((e) => e.ts >= ts);

export const moveFrames = (events: TraceEvent[]): string => {
  const threadNames = new Map<string, string>();
  for (const e of events)
    if (e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const thread = (e: TraceEvent) => threadNames.get(`${e.pid}:${e.tid}`);
  const complete = events.filter((e) => e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const named = (name: string, threadName?: string) =>
    complete.filter((e) => e.name === name && (threadName === undefined || thread(e) === threadName));
  const handled = named('WebFrameWidgetImpl::HandleInputEvent', 'CrRendererMain');
  const renderer = handled.at(-1)?.pid;
  const main = complete.filter((e) => e.pid === renderer && thread(e) === 'CrRendererMain');
  const forwarded = named('RenderWidgetHostImpl::ForwardMouseEvent', 'CrBrowserMain');
  const frames = main.filter((e) => e.name === 'ProxyMain::BeginMainFrame');
  const draws = named('DirectRenderer::DrawFrame', 'VizCompositorThread');
  const rasters = complete.filter((e) => e.name === 'RasterTask' && e.pid === renderer);
  const within = (name: string, from: number, to: number, list = main) =>
    list
      .filter((e) => e.name === name && e.ts >= from && e.ts < to)
      .reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  const rows: Record<string, number>[] = [];
  for (const [i, sent] of forwarded.entries()) {
    const next = forwarded[i + 1];
    const input = firstFrom(handled, sent.ts);
    if (!next || !input || input.ts > next.ts) continue;
    const frame = frames.find((f) => f.ts <= input.ts && input.ts <= f.ts + (f.dur ?? 0));
    if (!frame) continue;
    const end = frame.ts + (frame.dur ?? 0);
    const draw = firstFrom(draws, end);
    const drawn = draw && draw.ts < next.ts ? draw.ts : Number.NaN;
    rows.push({
      wait: (frame.ts - sent.ts) / 1000,
      frame: (frame.dur ?? 0) / 1000,
      input: (input.dur ?? 0) / 1000,
      style: within('UpdateLayoutTree', frame.ts, end),
      paint: within('Paint', frame.ts, end),
      layerize: within('Layerize', frame.ts, end),
      commit: within('Commit', frame.ts, end),
      raster: within('RasterTask', end, Number.isNaN(drawn) ? next.ts : drawn, rasters),
      'to draw': (drawn - end) / 1000,
      'draw → next': (next.ts - drawn) / 1000,
      chain: (next.ts - frame.ts) / 1000,
      gap: (next.ts - sent.ts) / 1000,
    });
  }
  // The press and the first moves (the drag threshold, the selection) are not moves of the drag.
  const moves = rows.slice(3);
  if (moves.length === 0) return 'no moves found in the trace';
  const gaps = moves.map((r) => r.gap ?? 0);
  const lines = Object.keys(moves[0] ?? {}).map((key) => {
    const values = moves.map((r) => r[key] ?? Number.NaN).filter((v) => !Number.isNaN(v));
    return `  ${key.padEnd(12)} median ${median(values).toFixed(2).padStart(6)}  p90 ${p90(values).toFixed(2).padStart(6)} ms`;
  });
  const total = gaps.reduce((a, b) => a + b, 0);
  return [
    `${moves.length} moves, ${total.toFixed(0)} ms between the first and the last: ${(total / moves.length / (1000 / 60)).toFixed(2)} frames a move`,
    ...lines,
  ].join('\n');
};
