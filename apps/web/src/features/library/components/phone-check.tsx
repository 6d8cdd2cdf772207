import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popover from 'antd/es/popover';
import { useState } from 'react';
import { isApiError } from '../../../api/http-client';
import { usePhoneCheck } from '../api/library';

/**
 * 手机号查重 (companyTalentLib/phone/check): before uploading a resume, a consultant checks whether
 * the library already holds that phone; a hit opens the resume found. The phone comes back masked.
 */
export function PhoneCheck({ onOpen }: { onOpen: (id: string) => void }) {
  const check = usePhoneCheck();
  const [open, setOpen] = useState(false);
  const answer = check.data;
  const content = (
    <div style={{ width: 280 }} data-testid="phone-check">
      <Input.Search
        aria-label="手机号查重"
        placeholder="输入11位手机号"
        inputMode="numeric"
        maxLength={20}
        enterButton="查重"
        loading={check.isPending}
        onSearch={(value) => value.trim() && check.mutate(value.trim())}
      />
      {check.isError ? (
        <Alert
          style={{ marginTop: 8 }}
          type="error"
          showIcon
          title={isApiError(check.error) ? check.error.message : '查重失败，请稍后再试'}
        />
      ) : null}
      {answer ? (
        <Alert
          style={{ marginTop: 8 }}
          type={answer.exists ? 'warning' : 'success'}
          showIcon
          title={`${answer.phone}：${answer.message}`}
          action={
            answer.exists && answer.id ? (
              <Button
                size="small"
                type="link"
                onClick={() => {
                  setOpen(false);
                  if (answer.id) onOpen(answer.id);
                }}
              >
                查看
              </Button>
            ) : null
          }
        />
      ) : null}
    </div>
  );
  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} content={content} title="手机号查重" placement="bottomRight">
      <Button icon={<SearchOutlined />}>手机号查重</Button>
    </Popover>
  );
}
