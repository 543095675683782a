export { vars } from './contract.css';
export { lightTheme, darkTheme, themeClassNames, type ThemeName } from './themes.css';
