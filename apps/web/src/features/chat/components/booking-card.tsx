import { BOOKING_STATE_LABELS, type BookingCard } from '@hh/domain/chat/chat.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useMutation } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { pickBooking } from '../api/chat';

const STATE_COLORS = { open: 'processing', booked: 'success', refused: 'default' } as const;

/** The interview booking card in the conversation: the consultant picks one of the times; both see the result. */
export function BookingCardView({ card, canPick, onChanged }: { card: BookingCard; canPick: boolean; onChanged(card: BookingCard): void }) {
  const { message } = App.useApp();
  const pick = useMutation({
    mutationFn: (time: number) => pickBooking(card.bookingId, time),
    onSuccess: (updated) => {
      message.success('面试已预约');
      onChanged(updated);
    },
    onError: (error) => message.error(error.message),
  });
  return (
    <div
      data-testid="booking-card"
      data-state={card.state}
      style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: 12, background: '#fff', maxWidth: 320 }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginBottom: 6 }}>
        <strong>面试预约</strong>
        <Tag color={STATE_COLORS[card.state]}>{BOOKING_STATE_LABELS[card.state]}</Tag>
      </div>
      <div>
        {card.candidateName} · {card.positionName}
      </div>
      <div style={{ color: 'rgba(0,0,0,0.55)', marginBottom: 8 }}>地点：{card.place}</div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
        {card.times.map((time) => {
          const label = formatChinaTime(time, 'MM-DD HH:mm');
          if (card.state === 'booked' && card.pickedTime === time)
            return (
              <Tag key={time} color="success">
                已选 {label}
              </Tag>
            );
          if (canPick && card.state === 'open')
            return (
              <Button key={time} size="small" loading={pick.isPending && pick.variables === time} onClick={() => pick.mutate(time)}>
                选择 {label}
              </Button>
            );
          return (
            <span key={time} style={{ color: 'rgba(0, 0, 0, 0.62)' }}>
              {label}
            </span>
          );
        })}
      </div>
      {card.note ? <div style={{ color: '#cf1322', marginTop: 8 }}>{card.note}</div> : null}
    </div>
  );
}
