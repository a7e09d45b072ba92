import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { adminNotificationInputSchema, adminUserInputSchema } from '@shui/contract';
import { admin } from '../lib/admin';
import { useT, type Translate } from '../lib/i18n';
import { firstIssue } from '../lib/validation';
import { FormModal, useSend } from './form-parts';

interface UserValues {
  username: string;
  truename?: string;
  password?: string;
  phone?: string;
  mail?: string;
  userNumber?: string;
  role: 'student' | 'teacher';
  organisations?: number[];
}

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The rule of a text field that must not be empty or blank, named `field` in its message. */
export const requiredText = (t: Translate, field: string) => ({
  required: true,
  whitespace: true,
  message: t('data.userForm.required', { field }),
});

/** The form to add a user, in a dialog. */
export function AddUser({
  open,
  organisations,
  onClose,
  onAdded,
}: {
  open: boolean;
  organisations: Array<{ id: number; companyName: string }>;
  onClose: () => void;
  onAdded: (username: string) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<UserValues>();
  const { problem, setProblem, sending, send } = useSend();
  const submit = async (values: UserValues) => {
    setProblem(undefined);
    const parsed = adminUserInputSchema.safeParse({
      username: values.username,
      truename: optional(values.truename),
      password: values.password || undefined,
      phone: optional(values.phone),
      mail: optional(values.mail),
      userNumber: optional(values.userNumber),
      role: values.role,
      organisations: values.organisations?.length ? values.organisations : undefined,
    });
    if (!parsed.success) return setProblem(firstIssue(parsed.error, t));
    await send(async () => {
      const user = await admin('addUser', { body: parsed.data });
      form.resetFields();
      onAdded(user.username);
    });
  };
  return (
    <FormModal<UserValues>
      id="panel-user-form"
      open={open}
      title={t('data.addUser')}
      okText={t('common.add')}
      onClose={onClose}
      sending={sending}
      problem={problem}
      form={form}
      requiredMark="optional"
      initialValues={{ role: 'student' }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="username"
        label={t('data.col.username')}
        rules={[
          requiredText(t, t('data.col.username')),
          { pattern: /^\s*[\w.@-]+\s*$/, message: t('data.userForm.usernameRule') },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="truename" label={t('data.col.truename')}>
        <Input />
      </Form.Item>
      <Form.Item name="password" label={t('data.userForm.password')} extra={t('data.userForm.passwordHint')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('data.col.phone')}
        rules={[{ pattern: /^1\d{10}$/, message: t('data.userForm.phoneRule') }]}
      >
        <Input inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="mail"
        label={t('data.col.mail')}
        rules={[{ type: 'email', message: t('data.userForm.mailRule') }]}
      >
        <Input inputMode="email" />
      </Form.Item>
      <Form.Item
        name="userNumber"
        label={t('data.col.userNumber')}
        rules={[{ pattern: /^\d{8,12}$/, message: t('data.userForm.userNumberRule') }]}
      >
        <Input inputMode="numeric" />
      </Form.Item>
      <Form.Item name="role" label={t('data.col.role')}>
        <Select
          options={[
            { value: 'student', label: t('data.role.student') },
            { value: 'teacher', label: t('data.role.teacher') },
          ]}
        />
      </Form.Item>
      <Form.Item name="organisations" label={t('data.col.organisations')}>
        <Select mode="multiple" options={organisations.map((o) => ({ value: o.id, label: o.companyName }))} />
      </Form.Item>
    </FormModal>
  );
}

interface NotifyValues {
  message: string;
  courseId?: number | null;
  read: boolean;
}

/** The form to send `username` a notification, in a dialog (closed while `username` is undefined). */
export function Notify({
  username,
  onClose,
  onSent,
}: {
  username: string | undefined;
  onClose: () => void;
  onSent: (username: string) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<NotifyValues>();
  const { problem, setProblem, sending, send } = useSend();
  const submit = async (values: NotifyValues) => {
    if (!username) return;
    setProblem(undefined);
    const parsed = adminNotificationInputSchema.safeParse({
      username,
      message: values.message,
      courseId: values.courseId ?? undefined,
      status: values.read ? 1 : 0,
    });
    if (!parsed.success) return setProblem(firstIssue(parsed.error, t));
    await send(async () => {
      await admin('addNotification', { body: parsed.data });
      form.resetFields();
      onSent(username);
    });
  };
  return (
    <FormModal<NotifyValues>
      id="panel-notify-form"
      open={username !== undefined}
      title={username ? t('data.notifyUser', { username }) : ''}
      okText={t('data.notification.send')}
      onClose={onClose}
      sending={sending}
      problem={problem}
      form={form}
      initialValues={{ read: false }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="message"
        label={t('data.notification.message')}
        rules={[requiredText(t, t('data.notification.message')), { max: 2000 }]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="courseId" label={t('data.notification.courseId')}>
        <InputNumber<number> precision={0} className="panel-full" />
      </Form.Item>
      <Form.Item name="read" label={t('data.notification.read')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
