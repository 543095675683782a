// Importing the theme also registers the global styles (font, box-sizing, body colours, focus ring).
import './global.css';

export { vars } from './contract.css';
export { lightTheme, darkTheme, themeClassNames, type ThemeName } from './themes.css';
export { tones, toneMarkColor, type Tone } from './tone';
