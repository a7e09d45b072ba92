import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useMemo } from 'react';
import { endpoints, faultInputSchema, type FaultInput } from '@shui/contract';
import { admin } from '../lib/admin';
import { useT } from '../lib/i18n';
import { FormModal, useSend } from './form-parts';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
const ANY = 'ANY';

interface FormValues {
  method: (typeof METHODS)[number] | typeof ANY;
  path: string;
  query?: Array<{ name?: string; value?: string }>;
  status?: number | null;
  respCode?: number | null;
  respMsg?: string;
  delayMs?: number | null;
  malformed: boolean;
  drop: boolean;
  times?: number | null;
  label?: string;
}

const present = <T,>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** The rule the form describes, as POST /__admin/faults takes it (empty fields left out). */
export function faultFromForm(values: FormValues): FaultInput {
  const query = Object.fromEntries(
    (values.query ?? []).filter((q) => q.name?.trim()).map((q) => [q.name!.trim(), q.value ?? '']),
  );
  return {
    ...(values.method !== ANY ? { method: values.method } : {}),
    path: values.path.trim(),
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(present(values.status) ? { status: values.status } : {}),
    ...(present(values.respCode) ? { respCode: values.respCode } : {}),
    ...(values.respMsg ? { respMsg: values.respMsg } : {}),
    ...(present(values.delayMs) ? { delayMs: values.delayMs } : {}),
    ...(values.malformed ? { malformed: true } : {}),
    ...(values.drop ? { drop: true } : {}),
    ...(present(values.times) ? { times: values.times } : {}),
    ...(values.label?.trim() ? { label: values.label.trim() } : {}),
  };
}

/** True when the rule changes an answer at all (a rule with a path alone only counts hits). */
export const faultDoesSomething = (rule: FaultInput): boolean =>
  rule.status !== undefined ||
  rule.respCode !== undefined ||
  rule.respMsg !== undefined ||
  (rule.delayMs ?? 0) > 0 ||
  rule.malformed === true ||
  rule.drop === true;

/** A form of every field of a fault rule, checked against the contract's faultInputSchema before it goes. */
export function FaultForm({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (id: string) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const { problem, setProblem, sending, send } = useSend();
  const paths = useMemo(
    () => [...new Set(Object.values(endpoints).map((e) => e.path))].sort().map((value) => ({ value })),
    [],
  );

  const submit = async (values: FormValues) => {
    setProblem(undefined);
    const rule = faultFromForm(values);
    const parsed = faultInputSchema.safeParse(rule);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(
        t('faults.form.invalid', { field: issue?.path.join('.') || 'fault', message: issue?.message ?? '' }),
      );
      return;
    }
    if (!faultDoesSomething(parsed.data)) {
      setProblem(t('faults.form.nothing'));
      return;
    }
    await send(async () => {
      const { id } = await admin('addFault', { body: parsed.data });
      form.resetFields();
      onAdded(id);
    });
  };

  return (
    <FormModal<FormValues>
      id="panel-fault-form"
      open={open}
      title={t('faults.form.title')}
      okText={t('faults.form.submit')}
      width={640}
      onClose={onClose}
      sending={sending}
      problem={problem}
      form={form}
      initialValues={{ method: ANY, malformed: false, drop: false, query: [] }}
      onFinish={(values) => void submit(values)}
      requiredMark="optional"
    >
      <Space.Compact block>
        <Form.Item name="method" label={t('faults.form.method')} className="panel-method">
          <Select
            options={[
              { value: ANY, label: t('faults.anyMethod') },
              ...METHODS.map((m) => ({ value: m, label: m })),
            ]}
          />
        </Form.Item>
        <Form.Item
          name="path"
          label={t('faults.form.path')}
          extra={t('faults.form.pathHint')}
          className="panel-grow"
          rules={[
            { required: true, whitespace: true, message: t('faults.form.pathRequired') },
            { pattern: /^\s*\//, message: t('faults.form.pathSlash') },
            { max: 500 },
          ]}
        >
          <AutoComplete
            options={paths}
            filterOption={(input, option) => option?.value.includes(input.trim()) ?? false}
          />
        </Form.Item>
      </Space.Compact>
      <Form.Item label={t('faults.form.query')}>
        <Form.List name="query">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" className="panel-query-row">
                  <Form.Item name={[field.name, 'name']} noStyle>
                    <Input
                      placeholder={t('faults.form.queryName')}
                      aria-label={`${t('faults.form.queryName')} ${index + 1}`}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'value']} noStyle>
                    <Input
                      placeholder={t('faults.form.queryValue')}
                      aria-label={`${t('faults.form.queryValue')} ${index + 1}`}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    aria-label={t('faults.form.removeQuery', { index: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', value: '' })}>
                {t('faults.form.addQuery')}
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
      <div className="panel-form-grid">
        <Form.Item name="status" label={t('faults.form.status')} extra={t('faults.form.statusHint')}>
          <InputNumber<number> min={100} max={599} precision={0} className="panel-full" />
        </Form.Item>
        <Form.Item name="respCode" label={t('faults.form.respCode')} extra={t('faults.form.respCodeHint')}>
          <InputNumber<number> min={0} precision={0} className="panel-full" />
        </Form.Item>
        <Form.Item name="respMsg" label={t('faults.form.respMsg')} rules={[{ max: 500 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="delayMs" label={t('faults.form.delayMs')} extra={t('faults.form.delayHint')}>
          <InputNumber<number> min={0} max={120_000} precision={0} className="panel-full" />
        </Form.Item>
        <Form.Item name="times" label={t('faults.form.times')} extra={t('faults.form.timesHint')}>
          <InputNumber<number> min={1} max={1_000_000} precision={0} className="panel-full" />
        </Form.Item>
        <Form.Item name="label" label={t('faults.form.label')} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="malformed" label={t('faults.form.malformed')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="drop" label={t('faults.form.drop')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </div>
    </FormModal>
  );
}
