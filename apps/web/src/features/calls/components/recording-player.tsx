import { callEndpoints as api } from '@hh/domain/calls/calls.endpoints';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { call, endpointUrl } from '../../../api/call';

type PlayerState = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'text'; text: string };

/** What a non-audio answer says: the envelope's message when it is one, else the text itself. */
function readableText(text: string): string {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message !== '') return parsed.message;
  } catch {
    // Not JSON: shown as it came.
  }
  return text || '录音暂不可用';
}

/**
 * The recording of one call (spec 001 §4 Audio): loading, then the fetched blob is played; when
 * the answer is not application/octet-stream, its text is shown instead. Each fetch is one audited play.
 */
export function RecordingPlayer({ callId }: { callId: string }) {
  const [state, setState] = useState<PlayerState>({ kind: 'loading' });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    (async () => {
      try {
        await call(api.recordPrecheck, { params: { id: callId } });
        const response = await fetch(endpointUrl(api.record, { id: callId }), { credentials: 'same-origin' });
        const type = response.headers.get('content-type') ?? '';
        if (!type.startsWith('application/octet-stream')) {
          const text = readableText(await response.text());
          if (live) setState({ kind: 'text', text });
          return;
        }
        const bytes = await response.arrayBuffer();
        url = URL.createObjectURL(new Blob([bytes], { type: 'audio/wav' }));
        if (live) setState({ kind: 'ready', url });
      } catch (error) {
        if (live) setState({ kind: 'text', text: error instanceof Error ? error.message : '录音加载失败' });
      }
    })();
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [callId]);
  if (state.kind === 'loading')
    return (
      <span data-testid="recording-loading" style={{ color: 'rgba(0, 0, 0, 0.62)' }}>
        <Spin size="small" /> 录音加载中…
      </span>
    );
  if (state.kind === 'text') return <span data-testid="recording-text">{state.text}</span>;
  return (
    <span className="calls-player">
      {/* biome-ignore lint/a11y/useMediaCaption: a call recording has no caption track to offer. */}
      <audio data-testid="recording-audio" controls autoPlay preload="auto" src={state.url} />
    </span>
  );
}
