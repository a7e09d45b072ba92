import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { isValidPassword, PHONE_PATTERN } from '@shui/contract';

/** The register form's fields (spec section 3); only phone, code and password are sent. */
export interface RegisterFields {
  phone: string;
  code: string;
  firstPassword: string;
  password: string;
  checked: boolean;
}

type T = TFunction<'register'>;

/** The rules of spec section 5 with their verbatim messages. */
export function registerRules(t: T) {
  return {
    phone: [
      { required: true, message: t('validation.phoneRequired') },
      { pattern: PHONE_PATTERN, message: t('validation.phoneInvalid') },
    ],
    code: [{ required: true, message: t('validation.codeRequired') }],
    firstPassword: [
      { required: true, message: t('validation.passwordRequired') },
      {
        validator: (_rule, value: string | undefined) =>
          !value || isValidPassword(value)
            ? Promise.resolve()
            : Promise.reject(new Error(t('validation.passwordInvalid'))),
      },
    ],
    password: [
      { required: true, message: t('validation.confirmRequired') },
      ({ getFieldValue }) => ({
        validator: (_rule, value: string | undefined) =>
          !value || value === getFieldValue('firstPassword')
            ? Promise.resolve()
            : Promise.reject(new Error(t('validation.confirmMismatch'))),
      }),
    ],
    checked: [
      {
        validator: (_rule, value: boolean | undefined) =>
          value ? Promise.resolve() : Promise.reject(new Error(t('validation.agreementRequired'))),
      },
    ],
  } satisfies Record<keyof RegisterFields, Rule[]>;
}
