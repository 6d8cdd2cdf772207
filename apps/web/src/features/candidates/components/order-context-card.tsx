import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../api/http-client';
import { useIsPhone } from '../../../components/browser-hooks';
import { formValuesOfReport, ReportForm, reportContentOf, useReportForm } from '../../../components/report-form';
import { ReportView } from '../../../components/report-view';
import { checkReport, reportTemplateQuery, resumeInfoQuery, useModifyReport } from '../api/order-context';

/**
 * The online resume opened from an order (?orderId=…): which position and stage, the report sent
 * with it, and 修改报告 while the platform has not accepted the recommendation (otherwise the
 * reason it is locked). An order outside the caller's scope says so and shows no report.
 */
export function OrderContextCard({ orderId, commonUserId }: { orderId: string; commonUserId: string }) {
  const info = useQuery(resumeInfoQuery(orderId));
  const [editing, setEditing] = useState(false);

  if (info.isLoading)
    return (
      <Card style={{ marginBottom: 16 }}>
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  if (info.isError || !info.data || info.data.commonUserId !== commonUserId) {
    const message =
      info.isError && isApiError(info.error) && info.error.httpStatus !== 404 ? info.error.message : '该订单不存在，或不在您的查看范围内。';
    return <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="无法显示订单信息" description={message} />;
  }
  const data = info.data;
  return (
    <Card
      style={{ marginBottom: 16 }}
      data-testid="order-context"
      title={
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <h2 style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>订单：{data.positionName}</h2>
          <Tag color="blue">{data.stageName}</Tag>
        </span>
      }
      extra={
        data.report && data.reportLocked === null ? (
          <Button type="primary" onClick={() => setEditing(true)}>
            修改报告
          </Button>
        ) : null
      }
    >
      {data.report ? (
        <>
          {data.reportLocked ? <p style={{ margin: '0 0 12px', color: 'rgba(0, 0, 0, 0.65)' }}>{data.reportLocked}</p> : null}
          <ReportView report={data.report} />
        </>
      ) : (
        <p style={{ margin: 0 }}>该订单没有推荐报告。</p>
      )}
      {data.report && editing ? (
        <EditReportModal
          orderId={orderId}
          positionId={data.positionId}
          initial={formValuesOfReport(data.report.content, data.report.coreReason, data.report.smsToUser)}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Card>
  );
}

function EditReportModal({
  orderId,
  positionId,
  initial,
  onClose,
}: {
  orderId: string;
  positionId: string;
  initial: ReturnType<typeof formValuesOfReport>;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const phone = useIsPhone();
  const template = useQuery(reportTemplateQuery(positionId));
  const report = useReportForm();
  const modify = useModifyReport(orderId);
  const [saving, setSaving] = useState(false);
  const { form } = report;
  // The report as it was when the dialog opened: a refetch behind it does not overwrite what is being typed.
  const [start] = useState(initial);
  useEffect(() => {
    if (template.data) form.setFieldsValue(start);
  }, [template.data, form, start]);

  const save = async () => {
    if (!template.data) return;
    const values = await report.validate();
    if (!values) return;
    setSaving(true);
    try {
      const content = reportContentOf(template.data, values);
      const problems = await checkReport(positionId, content);
      report.showProblems(problems);
      if (problems.length > 0) return;
      await modify.mutateAsync({ content, coreReason: (values.coreReason ?? '').trim(), smsToUser: values.smsToUser === true });
      message.success('推荐报告已修改');
      onClose();
    } catch (error) {
      message.error(isApiError(error) ? error.message : '保存失败，请稍后再试');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="修改推荐报告"
      width={phone ? '100%' : 760}
      onCancel={onClose}
      okText="保存修改"
      cancelText="取消"
      confirmLoading={saving}
      okButtonProps={{ disabled: !template.data }}
      onOk={() => void save()}
      destroyOnHidden
    >
      {template.data ? (
        <ReportForm report={report} template={template.data} prefill={start.values} disabled={saving} phone={phone} />
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
