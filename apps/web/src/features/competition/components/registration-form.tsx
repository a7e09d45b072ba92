import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, Radio, Tag, type FormRule } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompetitionRegistration, CompetitionTrack } from '@shui/contract';
import { busy } from '../../../components/busy';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/auth/session';
import { competitionKeys } from '../api/keys';
import { useSaveRegistration } from '../api/save-registration';
import {
  agreementProblem,
  emailProblem,
  institutionProblem,
  MAX_MEMBERS,
  memberNameProblem,
  phoneProblem,
  serverProblem,
  studentNumberProblem,
  teamNameProblem,
  toRegistrationInput,
  trackProblem,
  type MemberValues,
  type Problem,
  type RegistrationValues,
  type ServerProblem,
} from '../registration-rules';

/** register: a first registration; again: after a cancelled one; update: changing a live one. */
export type FormMode = 'register' | 'again' | 'update';

interface RegistrationFormProps {
  competitionKey: string;
  tracks: readonly CompetitionTrack[];
  initial: RegistrationValues;
  mode: FormMode;
  onSaved: (registration: CompetitionRegistration) => void;
  /** Leaves the changing of a registration (update mode only). */
  onCancel?: () => void;
}

const submitLabel = { register: 'form.submit', again: 'form.submitAgain', update: 'form.save' } as const;

/**
 * The team's registration: name, track, 1-5 members (the first row is the logged-in user, the leader),
 * institution, phone, e-mail and the rules agreed. Rules are checked as one types and again on submit
 * (the first wrong field gets the focus); a refusal from the server keeps every value and says why in
 * place (a taken team name under the field).
 */
export function RegistrationForm({
  competitionKey,
  tracks,
  initial,
  mode,
  onSaved,
  onCancel,
}: RegistrationFormProps) {
  const { t } = useTranslation('competition');
  const [form] = Form.useForm<RegistrationValues>();
  const save = useSaveRegistration(competitionKey);
  const [problem, setProblem] = useState<ServerProblem | 'failed' | null>(null);
  const leaderName = useSession((s) => s.displayName);
  // After 添加队员, the new row's name field takes the focus (autoFocus acts when the row mounts).
  const [focusNewRow, setFocusNewRow] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  // After 移除队员, the focus goes to 添加队员 (enabled again once the row has gone).
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) addButton.current?.focus();
  }, [removals]);

  // The session may learn the user's name after the form appeared (a fresh page load).
  useEffect(() => {
    if (leaderName && !form.getFieldValue(['members', 0, 'name']))
      form.setFieldValue(['members', 0, 'name'], leaderName);
  }, [leaderName, form]);

  const check =
    <V,>(find: (value: V) => Problem | null): FormRule =>
    () => ({
      validator: (_rule, value: V) => {
        const found = find(value);
        return found ? Promise.reject(new Error(t(`form.errors.${found}`))) : Promise.resolve();
      },
    });

  const submit = (values: RegistrationValues) => {
    // The form stays usable while it is sent (a keyboard user keeps the focus); a second submit waits.
    if (save.isPending) return;
    setProblem(null);
    save.mutate(
      { input: toRegistrationInput(values), update: mode === 'update' },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const found = serverProblem(error);
          setProblem(found ?? 'failed');
          if (found === 'teamNameTaken') {
            form.setFields([{ name: 'teamName', errors: [t('form.errors.teamNameTaken')] }]);
            form.scrollToField('teamName', { focus: true });
          }
          // Registered meanwhile (another tab): the registration there is the one to show.
          if (found === 'alreadyRegistered')
            void queryClient.invalidateQueries({ queryKey: competitionKeys.registration(competitionKey) });
        },
      },
    );
  };

  return (
    <Form<RegistrationValues>
      form={form}
      layout="vertical"
      className="shui-competition__form"
      aria-label={t('form.label')}
      initialValues={initial}
      onFinish={submit}
      // The form's own messages, not the browser's (an e-mail field would stop the submit silently).
      noValidate
      scrollToFirstError={{ focus: true, block: 'center' }}
    >
      <Form.Item name="teamName" label={t('form.teamName')} required rules={[check(teamNameProblem)]}>
        <Input placeholder={t('form.teamNamePlaceholder')} count={{ show: true, max: 30 }} />
      </Form.Item>

      <Form.Item name="track" label={t('form.track')} required rules={[check(trackProblem)]}>
        <Radio.Group className="shui-competition__tracks-choice">
          {tracks.map((track) => (
            <Radio key={track.key} value={track.key}>
              {track.name}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>

      <Form.List name="members">
        {(fields, { add, remove }) => (
          <fieldset className="shui-competition__members">
            <legend className="shui-competition__legend">{t('form.members')}</legend>
            <p className="shui-competition__hint">{t('form.membersHint')}</p>
            <ol className="shui-competition__member-list">
              {fields.map((field, index) => (
                <li key={field.key} className="shui-competition__member">
                  <div className="shui-competition__member-head">
                    {index === 0 ? (
                      <Tag color="green">{t('form.leader')}</Tag>
                    ) : (
                      <span>{t('form.member', { n: index })}</span>
                    )}
                    {index > 0 && (
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t('form.removeMember', { n: index })}
                        onClick={() => {
                          remove(field.name);
                          setRemovals((n) => n + 1);
                        }}
                      />
                    )}
                  </div>
                  <div className="shui-competition__member-fields">
                    <Form.Item
                      name={[field.name, 'name']}
                      label={t('form.memberName')}
                      required
                      rules={[check(memberNameProblem)]}
                    >
                      <Input
                        aria-label={index === 0 ? t('form.leaderName') : t('form.memberNameOf', { n: index })}
                        // The leader is the person registering: their name comes from the account.
                        readOnly={index === 0 && leaderName !== ''}
                        autoFocus={focusNewRow && index > 0 && index === fields.length - 1}
                        autoComplete={index === 0 ? 'name' : 'off'}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'studentNumber']}
                      label={t('form.studentNumber')}
                      rules={[
                        ({ getFieldValue }) => ({
                          validator: (_rule, value: string | undefined) => {
                            const members = (getFieldValue('members') ?? []) as MemberValues[];
                            const found = studentNumberProblem(value, index, members);
                            return found
                              ? Promise.reject(new Error(t(`form.errors.${found}`)))
                              : Promise.resolve();
                          },
                        }),
                      ]}
                    >
                      <Input
                        aria-label={
                          index === 0 ? t('form.leaderNumber') : t('form.memberNumberOf', { n: index })
                        }
                        autoComplete="off"
                      />
                    </Form.Item>
                  </div>
                </li>
              ))}
            </ol>
            <Button
              ref={addButton}
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              disabled={fields.length >= MAX_MEMBERS}
              onClick={() => {
                add({ name: '', studentNumber: '' });
                setFocusNewRow(true);
              }}
            >
              {fields.length >= MAX_MEMBERS ? t('form.membersFull') : t('form.addMember')}
            </Button>
          </fieldset>
        )}
      </Form.List>

      <Form.Item
        name="institution"
        label={t('form.institution')}
        required
        rules={[check(institutionProblem)]}
      >
        <Input placeholder={t('form.institutionPlaceholder')} autoComplete="organization" />
      </Form.Item>
      <div className="shui-competition__pair">
        <Form.Item name="phone" label={t('form.phone')} required rules={[check(phoneProblem)]}>
          <Input type="tel" inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="email" label={t('form.email')} required rules={[check(emailProblem)]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </div>
      <Form.Item name="agreement" valuePropName="checked" rules={[check(agreementProblem)]}>
        <Checkbox>{t('form.agreement')}</Checkbox>
      </Form.Item>

      {problem && problem !== 'teamNameTaken' && (
        <Alert
          className="shui-competition__problem"
          type="error"
          showIcon
          role="alert"
          title={problem === 'failed' ? t('form.failed') : t(`form.errors.${problem}`)}
        />
      )}
      <div className="shui-competition__actions">
        <Button type="primary" htmlType="submit" size="large" loading={busy(save.isPending)}>
          {t(submitLabel[mode])}
        </Button>
        {onCancel && (
          <Button size="large" onClick={onCancel} disabled={save.isPending}>
            {t('form.cancelEdit')}
          </Button>
        )}
      </div>
    </Form>
  );
}
