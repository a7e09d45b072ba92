import { Input, type GetProps } from 'antd';

/** A search box that clears, whose placeholder `label` is also its accessible name. */
export function SearchBox({
  label,
  ...props
}: Omit<GetProps<typeof Input.Search>, 'placeholder' | 'aria-label'> & { label: string }) {
  return <Input.Search allowClear placeholder={label} aria-label={label} {...props} />;
}
