import type { OpsBanner } from '@hh/domain/site/banner-admin.schema';
import App from 'antd/es/app';
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Switch from 'antd/es/switch';
import dayjs, { type Dayjs } from 'dayjs';
import { useSaveBanner } from '../api/banners';

interface Values {
  title: string;
  description: string;
  link: string;
  linkText: string;
  range: [Dayjs, Dayjs];
  on: boolean;
  grayUser: boolean;
  sort: number;
}

/** Creates or edits a banner: its text and link, its dates, on or off, and whether only the gray list sees it. */
export function BannerFormModal({ banner, onClose }: { banner: OpsBanner | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveBanner();
  const submit = (v: Values) =>
    save.mutate(
      {
        id: banner?.id ?? null,
        body: {
          title: v.title,
          description: v.description ?? '',
          link: v.link,
          linkText: v.linkText,
          state: v.on ? 1 : 0,
          startTime: v.range[0].startOf('day').valueOf(),
          endTime: v.range[1].endOf('day').valueOf(),
          grayUser: v.grayUser,
          sort: v.sort ?? 0,
        },
      },
      {
        onSuccess: () => {
          void message.success('横幅已保存');
          onClose();
        },
        onError: (e) => void message.error(e.message),
      },
    );
  return (
    <Modal
      open
      title={banner ? '编辑横幅' : '新建横幅'}
      width={560}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          title: banner?.title ?? '',
          description: banner?.description ?? '',
          link: banner?.link ?? '/',
          linkText: banner?.linkText ?? '了解详情',
          range: banner ? [dayjs(banner.startTime), dayjs(banner.endTime)] : [dayjs(), dayjs().add(30, 'day')],
          on: banner ? banner.state === 1 : false,
          grayUser: banner?.grayUser ?? false,
          sort: banner?.sort ?? 0,
        }}
      >
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="description" label="说明">
          <Input.TextArea rows={2} maxLength={120} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item
            name="link"
            label="链接"
            style={{ flex: '2 1 220px' }}
            rules={[{ required: true, pattern: /^(https:\/\/|\/)\S*$/, message: '链接须以/或https://开头' }]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="linkText"
            label="链接文字"
            style={{ flex: '1 1 140px' }}
            rules={[{ required: true, whitespace: true, message: '请填写链接文字' }]}
          >
            <Input maxLength={12} />
          </Form.Item>
        </div>
        <Form.Item name="range" label="展示时间" rules={[{ required: true, message: '请选择展示时间' }]}>
          <DatePicker.RangePicker />
        </Form.Item>
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Form.Item name="on" label="上线" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="sort" label="排序（小的在前）">
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="grayUser" label="灰度" valuePropName="checked">
            <Checkbox>仅灰度名单可见</Checkbox>
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
