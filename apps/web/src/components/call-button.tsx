import PhoneOutlined from '@ant-design/icons/es/icons/PhoneOutlined';
import { CALL_STATE_LABELS, ChannelMode, FINAL_CALL_STATES, formatTalkTime } from '@hh/domain/calls/call-rules';
import { callEndpoints as api } from '@hh/domain/calls/calls.endpoints';
import type { CallStatus, PlacedCall } from '@hh/domain/calls/calls.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../api/call';

/** Where the call log and the calling settings live (features/calls). */
export const CALL_LOG_PATH = '/index/callLogs';
export const CALL_SETTINGS_PATH = '/index/callSettings';

/**
 * 拨打: calls a candidate by their record id (the number never reaches the browser), in the
 * caller's channel mode — two-way click-to-call rings the consultant's bound phone first, a seat
 * direct call dials from their chair — and follows the call until it ends. Shared by the talent
 * and order rows, which may not import each other.
 */
export function CallButton({
  candidateId,
  orderId,
  name,
  iconOnly = false,
}: {
  candidateId: string;
  orderId?: string;
  name: string;
  /** Just the phone icon (with its name as tooltip and label), where a row has little room. */
  iconOnly?: boolean;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [placed, setPlaced] = useState<PlacedCall | null>(null);
  const place = useMutation({
    mutationFn: async () => {
      const channel = await queryClient.fetchQuery({ queryKey: ['calls', 'channel'], queryFn: () => call(api.channel), staleTime: 30_000 });
      const endpoint = channel.mode === ChannelMode.seatDirect ? api.direct2Call : api.click2call;
      return call(endpoint, { params: { id: candidateId }, body: orderId ? { orderId } : {} });
    },
    onSuccess: setPlaced,
    onError: (e) => void message.error(e.message),
  });
  return (
    <>
      <Button
        type="link"
        size="small"
        icon={<PhoneOutlined />}
        loading={place.isPending}
        onClick={() => place.mutate()}
        aria-label={`拨打：${name}`}
        title={iconOnly ? '拨打' : undefined}
      >
        {iconOnly ? null : '拨打'}
      </Button>
      {placed ? <CallProgress placed={placed} name={name} onClose={() => setPlaced(null)} /> : null}
    </>
  );
}

function CallProgress({ placed, name, onClose }: { placed: PlacedCall; name: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: ['calls', 'status', placed.callId],
    queryFn: () => call(api.status, { params: { id: placed.callId } }),
    refetchInterval: (q) => (q.state.data && FINAL_CALL_STATES.includes(q.state.data.state) ? false : 1000),
  });
  const data: CallStatus | undefined = status.data;
  const ended = data !== undefined && FINAL_CALL_STATES.includes(data.state);
  const close = () => {
    void queryClient.invalidateQueries({ queryKey: ['calls'] });
    onClose();
  };
  return (
    <Modal open title={`拨打 ${name}`} onCancel={close} footer={<Button onClick={close}>{ended ? '关闭' : '后台继续'}</Button>} width={420}>
      <div data-testid="call-progress" data-state={data?.state ?? placed.state} style={{ textAlign: 'center', padding: '12px 0' }}>
        {ended ? (
          <Result
            status={data.state === 'completed' ? 'success' : 'warning'}
            title={data.state === 'completed' ? `通话已结束，时长${formatTalkTime(data.talkSeconds)}` : data.stateLabel}
            subTitle={
              <Link to={CALL_LOG_PATH} onClick={close}>
                查看通话记录{data.hasRecording ? '与录音' : ''}
              </Link>
            }
          />
        ) : (
          <>
            <Spin />
            <p style={{ marginTop: 12, fontSize: 16 }}>{data ? data.stateLabel : CALL_STATE_LABELS[placed.state]}</p>
            <p style={{ color: 'rgba(0, 0, 0, 0.62)' }}>{placed.message}</p>
          </>
        )}
      </div>
    </Modal>
  );
}
