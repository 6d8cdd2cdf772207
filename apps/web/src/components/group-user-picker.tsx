import { groupTreeData, type UserGroup, usersOfSelection } from '@hh/domain/accounts/group-tree';
import TreeSelect from 'antd/es/tree-select';
import { useMemo } from 'react';

/**
 * Picks users from group data (api/group-data.ts): whole groups or single users, answered as
 * user ids only, so a list filtered by the pick is restricted to those users (spec 001 §6).
 */
export function GroupUserPicker({
  groups,
  value = [],
  onChange,
  loading,
  placeholder = '全部',
  id,
  exclude = [],
  ariaLabel = '选择顾问',
}: {
  groups: readonly UserGroup[];
  /** Given by the caller, or by an antd Form.Item around the picker. */
  value?: string[];
  onChange?: (userIds: string[]) => void;
  loading?: boolean;
  placeholder?: string;
  id?: string;
  /** Users that cannot be picked here (shown, but not selectable). */
  exclude?: readonly string[];
  /** The search box's name when no form label names it (id given by a Form.Item). */
  ariaLabel?: string;
}) {
  const tree = useMemo(() => {
    const skip = new Set(exclude);
    return groupTreeData(groups).map((node) => ({
      ...node,
      children: node.children?.map((child) => ({ ...child, disabled: skip.has(child.key), disableCheckbox: skip.has(child.key) })),
    }));
  }, [groups, exclude]);
  return (
    <TreeSelect
      id={id}
      aria-label={id ? undefined : ariaLabel}
      style={{ width: '100%' }}
      treeData={tree}
      value={value}
      onChange={(keys: string[]) => onChange?.(usersOfSelection(groups, keys))}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_CHILD}
      treeDefaultExpandAll
      maxTagCount="responsive"
      allowClear
      loading={loading}
      placeholder={placeholder}
      showSearch
      treeNodeFilterProp="title"
      listHeight={320}
    />
  );
}
