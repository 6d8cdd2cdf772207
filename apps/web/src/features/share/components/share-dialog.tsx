import { CONSENT_METHOD_LABELS, CONSENT_METHODS, type ConsentMethod } from '@hh/domain/talent/share.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { shareableTalentQuery, useShareResumes } from '../api/share-library';

interface ConsentValues {
  consentMethod: ConsentMethod;
  consentAt: Dayjs;
  consentNote?: string;
}

export interface ShareOutcome {
  sharedCount: number;
  coinsEarned: number;
}

/**
 * 分享简历: pick complete resumes from my talent and state the candidate's consent (how and when
 * it was given). A resume enters the shared library only with consent on record (PIPL art. 23).
 */
export function ShareDialog({
  open,
  onClose,
  onShared,
}: {
  open: boolean;
  onClose: () => void;
  onShared: (outcome: ShareOutcome) => void;
}) {
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<ConsentValues>();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [refused, setRefused] = useState<{ id: string; message: string }[]>([]);
  const talent = useQuery({ ...shareableTalentQuery(page, keyword), enabled: open, placeholderData: keepPreviousData });
  const share = useShareResumes();
  const names = new Map((talent.data?.data ?? []).map((r) => [r.userId, r.name]));

  const submit = async () => {
    if (picked.length === 0) {
      toast.warning('请选择要分享的简历');
      return;
    }
    const values = await form.validateFields();
    try {
      const answer = await share.mutateAsync({
        ids: picked,
        consentMethod: values.consentMethod,
        consentAt: values.consentAt.valueOf(),
        consentNote: values.consentNote?.trim() ?? '',
      });
      const failed = answer.results.filter((r) => !r.shared);
      setRefused(failed.map((r) => ({ id: r.id, message: r.message })));
      if (answer.sharedCount > 0) {
        toast.success(`已分享${answer.sharedCount}份简历，获得${answer.coinsEarned}个金币`);
        onShared(answer);
      }
      if (failed.length === 0) {
        setPicked([]);
        form.resetFields();
        onClose();
      } else {
        setPicked(failed.map((r) => r.id));
      }
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <Modal
      open={open}
      title="分享简历到共享简历库"
      okText="确认分享"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={share.isPending}
      width={760}
      destroyOnHidden
    >
      <p style={{ color: 'rgba(0,0,0,0.65)', marginTop: 0 }}>
        只能分享已完善的简历。每份首次进入共享库的简历奖励1个金币；其他公司加入人才库时，联系方式仍保持隐藏。
      </p>
      <Input.Search
        placeholder="姓名、公司、职位"
        allowClear
        enterButton="搜索"
        maxLength={50}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
        style={{ marginBottom: 8 }}
      />
      <Table
        data-testid="share-picker"
        size="small"
        rowKey="userId"
        loading={talent.isFetching}
        dataSource={talent.data?.data ?? []}
        rowSelection={{ selectedRowKeys: picked, preserveSelectedRowKeys: true, onChange: (keys) => setPicked(keys as string[]) }}
        columns={[
          { title: '姓名', dataIndex: 'name' },
          { title: '公司', dataIndex: 'companyName', render: (v: string) => v || '—' },
          { title: '职位', dataIndex: 'positionName', render: (v: string) => v || '—' },
          { title: '城市', dataIndex: 'city', render: (v: string) => v || '—' },
        ]}
        pagination={{
          current: page,
          pageSize: 10,
          total: talent.data?.totalCount ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          size: 'small',
        }}
        locale={{ emptyText: keyword ? `没有与「${keyword}」匹配的已完善简历` : '还没有已完善的简历可以分享' }}
        scroll={{ x: 520 }}
      />
      {refused.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ margin: '8px 0' }}
          title="以下简历未能分享"
          description={refused.map((r) => `${names.get(r.id) ?? '该简历'}：${r.message}`).join('；')}
        />
      ) : null}
      <Form form={form} layout="vertical" style={{ marginTop: 12 }} aria-label="候选人授权">
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: 16 }}>
          <Form.Item name="consentMethod" label="候选人授权方式" rules={[{ required: true, message: '请选择候选人授权方式' }]}>
            <Select placeholder="请选择" options={CONSENT_METHODS.map((m) => ({ value: m, label: CONSENT_METHOD_LABELS[m] }))} />
          </Form.Item>
          <Form.Item name="consentAt" label="授权日期" rules={[{ required: true, message: '请填写候选人授权日期' }]}>
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} placeholder="请选择日期" />
          </Form.Item>
        </div>
        <Form.Item name="consentNote" label="授权说明（选填）">
          <Input.TextArea maxLength={200} showCount rows={2} placeholder="如：候选人于电话中同意将简历分享给合作猎头公司，录音已存档" />
        </Form.Item>
      </Form>
      <p style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12, marginBottom: 0 }}>
        依据《个人信息保护法》第二十三条，向其他公司提供候选人个人信息须取得候选人的单独同意，请如实填写。
      </p>
    </Modal>
  );
}
