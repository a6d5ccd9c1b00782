import { createContext } from 'react';

import type { ThemeMode } from '@/config/routes';

/** The route's theme and the language's direction, for antd content (AntdScope). */
export interface ShellSettings {
  readonly theme: ThemeMode;
  readonly direction: 'ltr' | 'rtl';
}

export const ShellContext = createContext<ShellSettings>({ theme: 'light', direction: 'ltr' });
