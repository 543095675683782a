import { useEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { darkTheme, lightTheme, type ThemeName } from '../packages/ui/src/theme';
import '../packages/ui/src/theme/global.css';
import { storyFrame } from './preview.css';

/** Applies the chosen theme class to the story root and to `document.body`, so overlays rendered in portals are themed too. */
const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  const themeClass = theme === 'dark' ? darkTheme : lightTheme;
  useEffect(() => {
    document.body.classList.remove(lightTheme, darkTheme);
    document.body.classList.add(themeClass);
  }, [themeClass]);
  return (
    <div className={`${themeClass} ${storyFrame}`} data-theme={theme}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
