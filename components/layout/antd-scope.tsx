import { ConfigProvider } from 'antd';
import { useContext, type ReactNode } from 'react';

import { ANTD_THEMES } from './antd-theme';
import { ShellContext } from './shell-context';

/**
 * Wraps the part of a screen that uses antd components: the theme's class
 * (zero runtime, styles baked at build time; dark under `<html data-theme>`)
 * and the language's direction.
 * The shell does not wrap whole pages in it: measured, a ConfigProvider costs
 * a third of a page's server render, and pages without antd do not need it.
 */
const BUTTON_CONFIG = { autoInsertSpace: false } as const;

export function AntdScope({ children }: { readonly children: ReactNode }) {
  const { direction } = useContext(ShellContext);
  return (
    // buttons read exactly as translated: no space antd would insert between two CJK characters
    <ConfigProvider theme={ANTD_THEMES.light} direction={direction} button={BUTTON_CONFIG}>
      {children}
    </ConfigProvider>
  );
}
