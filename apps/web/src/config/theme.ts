/** The portal's green: antd's primary and link colour (app/providers.tsx), and what features draw in it. */
export const THEME_GREEN = '#1f7a3f';
