import type { ChairRow } from '@hh/domain/calls/calls.schema';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useSaveChair } from '../api/calls';

interface Values {
  chairNo: string;
  chairPassWd: string;
  callChairId: string;
}

/**
 * The manager creates a chair or edits one (chairNo, chairPassWd, callChairId). The password is
 * sealed on the server and never shown here again: on an edit it is left empty to keep the old one.
 */
export function ChairFormModal({ chair, onClose }: { chair: ChairRow | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveChair();
  const submit = (v: Values) =>
    save.mutate(
      { id: chair?.id, chairNo: v.chairNo, chairPassWd: v.chairPassWd ?? '', callChairId: v.callChairId },
      {
        onSuccess: () => {
          void message.success(chair ? '坐席已保存' : '坐席已创建');
          onClose();
        },
        onError: (e) => void message.error(e.message),
      },
    );
  return (
    <Modal
      open
      title={chair ? `编辑坐席 ${chair.chairNo}` : '新增坐席'}
      okText="保存"
      cancelText="取消"
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ chairNo: chair?.chairNo ?? '', chairPassWd: '', callChairId: chair?.callChairId ?? '' }}
      >
        <Form.Item
          name="chairNo"
          label="坐席号"
          rules={[
            { required: true, whitespace: true, message: '请输入坐席号' },
            { pattern: /^[0-9A-Za-z-]{1,20}$/, message: '坐席号为1-20位数字、字母或短横线' },
          ]}
        >
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="chairPassWd"
          label="坐席密码"
          extra={chair ? '不修改请留空；修改后，坐席使用人下次查看时可见一次。' : '保存后加密存储，只向坐席使用人显示一次。'}
          rules={[
            { required: !chair, message: '请输入坐席密码' },
            { min: 6, max: 32, message: '坐席密码为6-32个字符' },
          ]}
        >
          <Input.Password maxLength={32} autoComplete="new-password" placeholder={chair ? '不修改请留空' : ''} />
        </Form.Item>
        <Form.Item
          name="callChairId"
          label="坐席ID"
          extra="呼叫中心为该坐席分配的ID"
          rules={[
            { required: true, whitespace: true, message: '请输入坐席ID' },
            { pattern: /^[0-9A-Za-z_.:-]{1,64}$/, message: '坐席ID只能包含数字、字母和 _ . : -' },
          ]}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
