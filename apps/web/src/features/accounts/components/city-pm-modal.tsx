import type { AccountRow } from '@hh/domain/accounts/account-admin.schema';
import { RoleCode } from '@hh/domain/accounts/role';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Modal from 'antd/es/modal';
import { useEffect, useMemo, useState } from 'react';
import { groupDataQuery } from '../../../api/group-data';
import { GroupUserPicker } from '../../../components/group-user-picker';
import { useBindCityPmUsers, userOptionsQuery, useSetCityPm } from '../api/accounts';

/**
 * 设为城市经理 (set/city/pm) and 绑定顾问 (cityPm/bind/userList): a city leader reads the data of
 * the accounts bound to them; they are picked by team from the firm's group data. Managers and
 * other city leaders cannot be bound (the picker shows them greyed out).
 */
export function CityPmModal({ mode, account, onClose }: { mode: 'set' | 'bind' | null; account: AccountRow | null; onClose: () => void }) {
  const { message: toast } = App.useApp();
  const open = mode !== null && account !== null;
  const groups = useQuery({ ...groupDataQuery(30, false), enabled: open });
  const users = useQuery({ ...userOptionsQuery(false), enabled: open });
  const [picked, setPicked] = useState<string[]>([]);
  const set = useSetCityPm();
  const bind = useBindCityPmUsers();
  // Binding replaces the bindings: it starts from the accounts bound now.
  useEffect(() => setPicked(mode === 'bind' ? (account?.boundUserIds ?? []) : []), [mode, account]);
  const unbindable = useMemo(
    () =>
      (users.data ?? [])
        .filter((u) => u.id === account?.id || u.roleCode === RoleCode.cityLeader || u.roleCode === RoleCode.manager)
        .map((u) => u.id),
    [users.data, account?.id],
  );

  const submit = () => {
    if (!account) return;
    const done = {
      onSuccess: () => {
        toast.success(mode === 'set' ? `已将${account.cname}设为城市经理` : `已为${account.cname}绑定${picked.length}个账号`);
        onClose();
      },
      onError: (error: Error) => void toast.error(error.message),
    };
    if (mode === 'set') set.mutate({ userId: account.id, userIds: picked }, done);
    else bind.mutate({ cityPmId: account.id, userIds: picked }, done);
  };
  return (
    <Modal
      open={open}
      title={account ? `${mode === 'set' ? '设为城市经理' : '绑定顾问'} · ${account.cname}` : '城市经理'}
      okText="确定"
      cancelText="取消"
      confirmLoading={set.isPending || bind.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <p style={{ color: 'rgba(0,0,0,0.65)', marginTop: 0 }}>
        城市经理可查看所绑定账号的人才和订单。{mode === 'bind' ? '保存后将替换原有的绑定。' : '也可以稍后再绑定。'}
      </p>
      <label htmlFor="city-bound" style={{ display: 'block', marginBottom: 8 }}>
        绑定的账号（{picked.length}）
      </label>
      <GroupUserPicker
        id="city-bound"
        groups={groups.data ?? []}
        loading={groups.isLoading || users.isLoading}
        value={picked}
        onChange={setPicked}
        placeholder="按团队选择顾问和团队长"
        exclude={unbindable}
      />
    </Modal>
  );
}
