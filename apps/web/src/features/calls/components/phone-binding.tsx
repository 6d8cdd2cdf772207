import { MAINLAND_MOBILE_RE } from '@hh/domain/people/phone';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import { useEffect, useState } from 'react';
import { boundPhoneQuery, useBindPhone, useSendCode } from '../api/calls';

/** The phone two-way calls ring first, bound with an SMS code (resend after 60 s, valid 10 minutes). */
export function PhoneBinding() {
  const { message } = App.useApp();
  const bound = useQuery(boundPhoneQuery);
  const send = useSendCode();
  const bind = useBindPhone();
  const [editing, setEditing] = useState(false);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const phoneOk = MAINLAND_MOBILE_RE.test(phone.trim());
  if (bound.isPending)
    return (
      <Card size="small" title="外呼手机号">
        <Skeleton active paragraph={{ rows: 1 }} />
      </Card>
    );
  const showForm = editing || !bound.data?.bound;
  return (
    <Card size="small" title="外呼手机号" data-testid="phone-binding">
      <p style={{ marginTop: 0, color: 'rgba(0, 0, 0, 0.62)' }}>
        双向回拨时，平台先呼叫该手机，您接听后再呼叫候选人；候选人看不到您的号码。
      </p>
      {bound.data?.bound ? (
        <p>
          已绑定：<b>{bound.data.phone}</b>{' '}
          {editing ? null : (
            <Button type="link" size="small" onClick={() => setEditing(true)}>
              更换
            </Button>
          )}
        </p>
      ) : null}
      {showForm ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, maxWidth: 520 }}>
          <Input
            aria-label="手机号"
            placeholder="请输入手机号"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            style={{ width: 180 }}
            maxLength={11}
          />
          <Button
            disabled={!phoneOk || wait > 0}
            loading={send.isPending}
            onClick={() =>
              send.mutate(phone.trim(), {
                onSuccess: (r) => {
                  setWait(r.resendAfterSeconds);
                  void message.success(`验证码已发送，${r.validMinutes}分钟内有效`);
                },
                onError: (e) => void message.error(e.message),
              })
            }
          >
            {wait > 0 ? `${wait}秒后重发` : '获取验证码'}
          </Button>
          <Input
            aria-label="验证码"
            placeholder="6位验证码"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            style={{ width: 120 }}
            maxLength={6}
          />
          <Button
            type="primary"
            disabled={!phoneOk || !/^\d{6}$/.test(code)}
            loading={bind.isPending}
            onClick={() =>
              bind.mutate(
                { phone: phone.trim(), code },
                {
                  onSuccess: () => {
                    void message.success('手机号已绑定');
                    setEditing(false);
                    setCode('');
                  },
                  onError: (e) => void message.error(e.message),
                },
              )
            }
          >
            绑定
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
