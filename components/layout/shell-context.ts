import { createContext } from 'react';

/**
 * The language's direction, for antd content (AntdScope), and whether the
 * site is a regulated regional one (the brand panel's words); the theme is
 * the stylesheets' (config/theme.ts).
 */
export interface ShellSettings {
  readonly direction: 'ltr' | 'rtl';
  readonly regulated: boolean;
}

export const ShellContext = createContext<ShellSettings>({ direction: 'ltr', regulated: false });
