export { page } from '../../lib/styles/layout.css';
