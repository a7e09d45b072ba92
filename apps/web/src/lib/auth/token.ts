import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '@shui/contract';

/** The bearer token, kept in the Shui-Token cookie (spec section 3). */
export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, {
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
    path: '/',
  });
}

export function clearToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

export const isLoggedIn = (): boolean => getToken() !== undefined;
